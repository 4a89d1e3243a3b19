/**
 * Two paths to one file are one source in every code (agents-disagree, fallback-off, never-read,
 * duplicate-text), no fix writes through a link or makes a file import itself, and a remedy already
 * in place is not proposed again. Trees shaped after public repositories that link CLAUDE.md to
 * AGENTS.md (one link per package, or chained through .agents/).
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { check } from "./engine";
import { Identity } from "./identity";
import { placesOf } from "./causes";

const RULES =
  "# Rules\n\nUse pnpm for every install; never npm or yarn in this repository, including CI scripts.\n\nRun the tests before each commit.\n";
const PKG = "# Package\n\nThis package builds with tsup; keep the public API in src/index.ts and nowhere else, ever.\n";

function run(files: Record<string, FileEntry>, agents: string[]) {
  const fs = buildMemfs({ "/repo/.git": { dir: true }, ...files }).fs;
  const report = check({ fs, root: "/repo", home: "/home/u", agents: agents.map((id) => ({ id })) });
  return { report, fs };
}

describe("a CLAUDE.md that links to AGENTS.md is AGENTS.md", () => {
  const linked = {
    "/repo/AGENTS.md": RULES,
    "/repo/CLAUDE.md": { symlink: "AGENTS.md" },
    "/repo/pkg/AGENTS.md": PKG,
    "/repo/pkg/CLAUDE.md": { symlink: "AGENTS.md" },
    "/repo/pkg/src/a.ts": "x",
  };
  it("gives no disagreement, fallback-off, never-read or duplicate finding between codex, claude-code and cursor", () => {
    const { report } = run(linked, ["codex", "claude-code", "cursor"]);
    expect(report.failures).toEqual([]);
    expect(report.findings.map((f) => `${f.code} ${f.path}`)).toEqual([]);
  });
  it("chained through .agents/AGENTS.md too", () => {
    const { report } = run(
      {
        "/repo/.agents/AGENTS.md": RULES,
        "/repo/AGENTS.md": { symlink: ".agents/AGENTS.md" },
        "/repo/CLAUDE.md": { symlink: "AGENTS.md" },
      },
      ["codex", "claude-code"],
    );
    expect(report.findings.map((f) => `${f.code} ${f.path}`)).toEqual([]);
  });
  it("a disagreement that is real is said once, on the real files, with every agent that reads them under any name", () => {
    const { report } = run(linked, ["codex", "claude-code", "gemini-cli"]);
    const d = report.findings.filter((f) => f.code === "agents-disagree");
    // One cause (gemini-cli reads no AGENTS.md), two files: one finding listing both.
    expect(d).toHaveLength(1);
    expect(
      placesOf(d[0])
        .map((p) => p.path)
        .sort(),
    ).toEqual(["/repo/AGENTS.md", "/repo/pkg/AGENTS.md"]);
    expect(d[0].message).toMatch(/^codex, claude-code load this file and gemini-cli does not/);
  });
  it("no fix of any finding edits a path that goes through a link", () => {
    const { report, fs } = run({ ...linked, "/repo/CLAUDE.local.md": "local\n", "/repo/pkg/Agents.md": "x\n" }, [
      "codex",
      "claude-code",
      "cursor",
      "gemini-cli",
    ]);
    const id = new Identity(fs);
    for (const f of report.findings) {
      if (f.fix?.kind === "edit") expect(id.throughLink(f.fix.path), f.message).toBe(false);
      if (f.fix?.kind === "edit") expect(f.fix.text).not.toMatch(new RegExp(`@${f.fix.path.split("/").pop()}\\b`));
    }
  });
});

describe("a remedy already in place", () => {
  it("a CLAUDE.md whose only line is @AGENTS.md gets no fallback-off telling it to add that line", () => {
    const { report } = run(
      {
        "/repo/AGENTS.md": RULES,
        "/repo/CLAUDE.md": "@AGENTS.md\n",
        "/repo/CLAUDE.local.md": "mine\n",
        "/repo/pkg/CLAUDE.md": "@../AGENTS.md\n",
        "/repo/pkg/a.ts": "x",
      },
      ["claude-code"],
    );
    expect(report.findings.filter((f) => f.code === "fallback-off" && /brings it back/.test(f.message))).toEqual([]);
  });

  it("a CLAUDE.md linking to another file (biome: CLAUDE.md -> CONTRIBUTING.md) gets no fix, and the text names the link's target", () => {
    const { report } = run({ "/repo/AGENTS.md": RULES, "/repo/CONTRIBUTING.md": PKG, "/repo/CLAUDE.md": { symlink: "CONTRIBUTING.md" } }, [
      "codex",
      "claude-code",
    ]);
    const off = report.findings.filter((f) => f.code === "fallback-off");
    expect(off.map((f) => f.path)).toEqual(["/repo/AGENTS.md"]);
    expect(off[0].fix).toBeUndefined();
    expect(off[0].message).toContain("/repo/CLAUDE.md is a link to /repo/CONTRIBUTING.md, and a line @AGENTS.md there brings it back");
    expect(off[0].message).not.toMatch(/a CLAUDE\.md in \/repo holding/);
  });
});
