/**
 * agents-disagree's hint names the files the missing agent reads in the file's folder, where an import
 * would reach it; a file its walk merely passed is not one (Continue walks the tree for rules.md and
 * passes every CLAUDE.md, but reads only the workspace root's).
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";

const PKG = "# Pkg\n\nBuild this package with tsup; keep the public API in src/index.ts only.\n";

describe("agents-disagree's hint", () => {
  it("names no file the missing agent does not read there, and the report agrees with itself", () => {
    const fs = buildMemfs({
      "/repo/.git": { dir: true },
      "/repo/AGENTS.md": "# Root\n",
      "/repo/CLAUDE.md": "# Root claude\n",
      "/repo/pkg/AGENTS.md": PKG,
      "/repo/pkg/CLAUDE.md": "# Claude\n\nOnly a note for Claude about the tests of this package, nothing more.\n",
      "/repo/pkg/src/a.ts": "x",
    }).fs;
    const r = check({ fs, root: "/repo", home: "/home/u", agents: [{ id: "kiro" }, { id: "continue" }], cwds: ["/repo"] });
    const disagree = r.findings.find((f) => f.code === "agents-disagree" && f.path === "/repo/pkg/AGENTS.md");
    expect(disagree?.message).toMatch(/continue: it does not look for it\.?$/);
    // The same report says no declared agent looks for that CLAUDE.md.
    expect(r.findings.find((f) => f.path === "/repo/pkg/CLAUDE.md")?.code).toBe("never-read");
  });

  it("names a file the missing agent reads in that folder", () => {
    const fs = buildMemfs({
      "/repo/.git": { dir: true },
      "/repo/CLAUDE.md": "# Claude's own rules\n\nRun the linter before each commit, always.\n",
      "/repo/GEMINI.md": PKG,
    }).fs;
    const r = check({ fs, root: "/repo", home: "/home/u", agents: [{ id: "gemini-cli" }, { id: "claude-code" }] });
    const disagree = r.findings.find((f) => f.code === "agents-disagree" && f.path === "/repo/GEMINI.md");
    expect(disagree?.message).toContain(
      "claude-code: it does not look for it; to give it the same text, have CLAUDE.md in /repo import this file or link to it",
    );
  });
});
