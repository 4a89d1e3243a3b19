import { describe, expect, it } from "vitest";
import type { Finding } from "../check/types";
import { reportOf } from "../../test/check-report";
import { sarifLog } from "./check-sarif";

/** A finding of one cause at three folders, each with the file to create there (grouped by causes.ts). */
const grouped: Finding = {
  code: "fallback-off",
  severity: "warning",
  path: "/repo/a/AGENTS.md",
  agents: ["claude-code"],
  cwds: ["/repo/a"],
  message: "claude-code never reads this file.",
  fix: { kind: "create", description: "Create CLAUDE.md here with the line @AGENTS.md", path: "/repo/a/CLAUDE.md", text: "@AGENTS.md\n" },
  also: [
    {
      path: "/repo/b/AGENTS.md",
      fix: {
        kind: "create",
        description: "Create CLAUDE.md here with the line @AGENTS.md",
        path: "/repo/b/CLAUDE.md",
        text: "@AGENTS.md\n",
      },
    },
    { path: "/repo/c/AGENTS.md" },
  ],
};

describe("SARIF fixes", () => {
  it("carry the fix of every file of a cause, its own first, as changes to files relative to the root", () => {
    const result = sarifLog(reportOf([grouped]), "/repo", "0.0.0", () => null).runs[0].results![0];
    const files = result.fixes!.map((f) => f.artifactChanges[0].artifactLocation.uri);
    expect(files).toEqual(["a/CLAUDE.md", "b/CLAUDE.md"]);
    expect(result.relatedLocations?.map((l) => l.physicalLocation?.artifactLocation?.uri)).toEqual(["b/AGENTS.md", "c/AGENTS.md"]);
  });

  it("leave a rename out (SARIF has no form for it) and give none to a finding with no fix", () => {
    const rename: Finding = {
      ...grouped,
      also: undefined,
      fix: { kind: "rename", description: "Rename to AGENTS.md", from: "/repo/Agents.md", to: "/repo/AGENTS.md" },
    };
    const { fix: _none, also: _also, ...bare } = grouped;
    const results = sarifLog(reportOf([rename, bare]), "/repo", "0.0.0", () => null).runs[0].results!;
    expect(results.map((r) => r.fixes)).toEqual([undefined, undefined]);
  });
});
