/**
 * reference-dead: each link resolved as its agent resolves it. A Markdown link is read from the file's
 * own folder (`../` too), an `mdc:` link from the root; a link that leaves the tree is no finding.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { check } from "./engine";

const deadFindings = (files: Record<string, FileEntry>, agents: string[]) =>
  check({ fs: buildMemfs(files).fs, root: "/repo", home: "/home/u", agents: agents.map((id) => ({ id })) }).findings.filter(
    (f) => f.code === "reference-dead",
  );
const dead = (files: Record<string, FileEntry>, agents: string[]) =>
  deadFindings(files, agents).map((f) => `${f.path.slice("/repo/".length)}:${f.line} ${f.agents.join(",")}`);

describe("reference-dead: links written relative to their file", () => {
  it("a ../ link from .github/ to a file that moved is dead; the one to where it is now is not", () => {
    const files = {
      "/repo/.git": { dir: true as const },
      "/repo/.github/copilot-instructions.md":
        "# Rules\n\nSee [old](../src/agents/claude/AGENTS.md).\nSee [new](../src/sessions/claude/AGENTS.md).\n",
      "/repo/src/sessions/claude/AGENTS.md": "Claude.\n",
    };
    expect(dead(files, ["copilot"])).toEqual([".github/copilot-instructions.md:3 copilot"]);
    // The message says where the link leads, from the repository's root.
    expect(deadFindings(files, ["copilot"])[0].message).toMatch(
      /^Line 3 links to \.\.\/src\/agents\/claude\/AGENTS\.md \(src\/agents\/claude\/AGENTS\.md\), /,
    );
  });
  it("a ./ or ../ link is read from the file's folder only: the same path from the root does not save it", () => {
    const files = {
      "/repo/.git": { dir: true as const },
      "/repo/docs/AGENTS.md": "See [a](./guide.md) and [b](../docs/style.md).\n",
      // Both exist at the root, not where the links lead.
      "/repo/guide.md": "x\n",
      "/repo/style.md": "x\n",
    };
    expect(dead(files, ["codex"])).toEqual(["docs/AGENTS.md:1 codex"]);
  });
  it("a link that leaves the tree (../ past the root, mdc:../) is not judged, and nothing throws", () => {
    const files = {
      "/repo/.git": { dir: true as const },
      "/repo/.github/copilot-instructions.md": "See [x](../../other/README.md), [y](../../../../../etc/passwd) and [z](a/../../../b.md).\n",
      "/repo/.cursor/rules/r.mdc": "---\nalwaysApply: true\n---\nSee mdc:../outside.md and [q](mdc:../../q.md).\n",
    };
    expect(dead(files, ["copilot", "cursor"])).toEqual([]);
  });
  it("a file read through a link elsewhere: a link dead from its own folder that leads somewhere from the link's is not dead", () => {
    const files = {
      "/repo/.git": { dir: true as const },
      "/repo/CLAUDE.md": { symlink: "docs/rules.md" },
      "/repo/docs/rules.md": "See [guide](./guide.md).\n",
      "/repo/guide.md": "x\n",
    };
    expect(dead(files, ["claude-code"])).toEqual([]);
    const { "/repo/guide.md": _gone, ...without } = files;
    expect(dead(without, ["claude-code"])).toEqual(["docs/rules.md:1 claude-code"]);
  });
});
