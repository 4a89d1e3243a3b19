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

describe("reference-dead: every rule file an agent can send, not only what a default session loads", () => {
  const base = { "/repo/.git": { dir: true as const }, "/repo/apps/webapp/index.ts": "x\n" };
  it("a scoped Cursor rule (globs), an agent-requested one (description) and a manual one: each dead link reported", () => {
    const files = {
      ...base,
      "/repo/.cursor/rules/web.mdc": "---\nglobs: apps/webapp/**\n---\nSee [x](mdc:apps/webapp/README.md).\n",
      "/repo/.cursor/rules/api.mdc": "---\ndescription: API conventions\n---\nFollow mdc:docs/api.md.\n",
      "/repo/.cursor/rules/release.mdc": "---\nalwaysApply: false\n---\nSee [steps](../../docs/release.md).\n",
    };
    expect(dead(files, ["cursor"]).sort()).toEqual([
      ".cursor/rules/api.mdc:4 cursor",
      ".cursor/rules/release.mdc:4 cursor",
      ".cursor/rules/web.mdc:4 cursor",
    ]);
    // How each is sent is said: the link reaches the model only when the rule does.
    const said = new Map(deadFindings(files, ["cursor"]).map((f) => [f.path.slice("/repo/".length), f.message]));
    expect(said.get(".cursor/rules/web.mdc")).toContain("cursor sends the link when the rule attaches");
    expect(said.get(".cursor/rules/api.mdc")).toContain("cursor sends the link when the model asks for the rule");
    expect(said.get(".cursor/rules/release.mdc")).toContain("cursor sends the link when the user calls the rule");
  });
  it("a scoped rule whose link leads somewhere, or that no declared agent reads, is not reported", () => {
    const files = {
      ...base,
      "/repo/apps/webapp/README.md": "x\n",
      "/repo/.cursor/rules/web.mdc": "---\nglobs: apps/webapp/**\n---\nSee [x](mdc:apps/webapp/README.md).\n",
      "/repo/.github/instructions/ts.instructions.md": '---\napplyTo: "**/*.ts"\n---\nSee [z](../../docs/ts.md).\n',
    };
    expect(dead(files, ["cursor"])).toEqual([]);
    expect(dead(files, ["copilot"])).toEqual([".github/instructions/ts.instructions.md:4 copilot"]);
  });
  it("one dead link that two agents send, one always and one when the rule attaches, is one finding for both", () => {
    const files = {
      ...base,
      "/repo/.cursor/rules/web.mdc": "---\nglobs: apps/webapp/**\n---\nSee [x](mdc:apps/webapp/README.md).\n",
    };
    const found = deadFindings(files, ["cursor", "crush"]);
    expect(found.map((f) => [f.path, f.line, f.agents])).toEqual([["/repo/.cursor/rules/web.mdc", 4, ["cursor", "crush"]]]);
    expect(found[0].message).toContain("crush sends the link; cursor sends it when the rule attaches");
  });
});
