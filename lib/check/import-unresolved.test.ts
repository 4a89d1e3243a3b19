/** import-unresolved is said for every agent whose import names a missing file, Claude Code included. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";

describe("import-unresolved for Claude Code", () => {
  it("a missing @import in CLAUDE.md is reported at its line, as the same line in GEMINI.md is", () => {
    const report = check({
      fs: buildMemfs({
        "/repo/.git": { dir: true },
        "/repo/CLAUDE.md": "Rules.\n@docs/missing.md\n",
        "/repo/GEMINI.md": "Rules.\n@docs/missing.md\n",
      }).fs,
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "claude-code" }, { id: "gemini-cli" }],
    });
    const found = report.findings.filter((f) => f.code === "import-unresolved").map((f) => `${f.path}:${f.line} ${f.agents.join(",")}`);
    expect(found).toEqual(["/repo/CLAUDE.md:2 claude-code", "/repo/GEMINI.md:2 gemini-cli"]);
  });
});
