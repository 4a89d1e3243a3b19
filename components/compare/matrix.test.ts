import { describe, expect, it } from "vitest";
import { compareAgents } from "@/lib/compare/diff";
import { sharedResolver } from "@/lib/compare/run";
import type { Scenario } from "@/lib/scenario/types";
import { matrixRows, ordinal } from "./matrix";

const tree: Scenario = {
  version: 1,
  agent: "crabcode",
  cwd: "/repo/packages/api",
  files: {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Monorepo rules\n",
    "/repo/packages/api/CLAUDE.md": "# API rules\n",
  },
};

describe("matrixRows", () => {
  it("names positions and marks files only one agent loads", () => {
    const c = compareAgents(tree, ["crabcode", "codex"], sharedResolver(tree));
    const rows = matrixRows(c.files, 2);
    const root = rows.find((r) => r.path === "/repo/AGENTS.md")!;
    expect(root.cells.map((x) => x.label)).toEqual(["shadowed", "1st"]);
    expect(root.marks).toEqual(["loaded by some only"]);
    const api = rows.find((r) => r.path === "/repo/packages/api/CLAUDE.md")!;
    expect(api.cells.map((x) => x.label)).toEqual(["1st", "not considered"]);
  });

  it("marks a cut by one agent only, with the bytes kept, and a different order", () => {
    const files = [
      {
        path: "/a",
        perAgent: [
          { status: "truncated" as const, position: 1, includedBytes: 10, bytes: 50 },
          { status: "included" as const, position: 2, includedBytes: 50, bytes: 50 },
        ],
      },
      {
        path: "/b",
        perAgent: [
          { status: "included" as const, position: 2, includedBytes: 5, bytes: 5 },
          { status: "included" as const, position: 1, includedBytes: 5, bytes: 5 },
        ],
      },
      {
        path: "/c",
        perAgent: [
          { status: "included" as const, position: 3, includedBytes: 5, bytes: 5 },
          { status: "included" as const, position: 3, includedBytes: 5, bytes: 5 },
        ],
      },
    ];
    const rows = matrixRows(files, 2);
    expect(rows[0].cells[0]).toMatchObject({ label: "1st, cut", detail: "loaded 1st, cut: kept 10 of 50 bytes" });
    expect(rows[0].marks).toEqual(["cut by some only", "order differs"]);
    expect(rows[1].marks).toEqual(["order differs"]);
    expect(rows[2].marks).toEqual([]);
  });

  it("writes English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });
});
