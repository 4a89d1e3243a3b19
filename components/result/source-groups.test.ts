import { describe, expect, it } from "vitest";
import type { Source } from "../../lib/types";
import { countByStatus, groupByStatus, rowsByPath } from "./source-groups";
import { filterSteps } from "./trace-filter";

const src = (path: string, status: Source["status"]): Source => ({
  path,
  layer: "project",
  status,
  reason: "",
  bytes: 1,
  includedBytes: 0,
});

describe("countByStatus / groupByStatus", () => {
  const sources = [src("/a", "shadowed"), src("/b", "included"), src("/c", "shadowed"), src("/d", "binary")];
  it("counts each status, included first", () => {
    expect(countByStatus(sources)).toEqual([
      { status: "included", count: 1 },
      { status: "shadowed", count: 2 },
      { status: "binary", count: 1 },
    ]);
  });
  it("groups by status and keeps prompt order and indexes inside a group", () => {
    const groups = groupByStatus(sources);
    expect(groups.map((g) => [g.status, g.items.map((i) => `${i.index}${i.source.path}`)])).toEqual([
      ["included", ["1/b"]],
      ["shadowed", ["0/a", "2/c"]],
      ["binary", ["3/d"]],
    ]);
  });
});

describe("filterSteps", () => {
  const steps = [
    { op: "stat" as const, path: "/repo/AGENTS.md", result: "file (12 B)" },
    { op: "read" as const, path: "/repo/CLAUDE.md", result: "missing" },
    { op: "decide" as const, result: "stop: .git found in /repo" },
  ];
  it("keeps every step for an empty query", () => {
    expect(filterSteps(steps, "  ").map((s) => s.index)).toEqual([0, 1, 2]);
  });
  it("matches every word against op, path and result, ignoring case", () => {
    expect(filterSteps(steps, "agents").map((s) => s.index)).toEqual([0]);
    expect(filterSteps(steps, "READ missing").map((s) => s.index)).toEqual([1]);
    expect(filterSteps(steps, "/repo decide").map((s) => s.index)).toEqual([2]);
    expect(filterSteps(steps, "stat missing")).toEqual([]);
  });
});

describe("rowsByPath", () => {
  it("gives one row per path, where its first source stands, with every outcome in prompt order", () => {
    const items = [src("/a", "included"), src("/r", "unmatched"), src("/b", "included"), src("/r", "included")].map((source, index) => ({
      source,
      index,
    }));
    const rows = rowsByPath(items);
    expect(rows.map((r) => [r.path, r.entries.map((e) => `${e.index}:${e.source.status}`)])).toEqual([
      ["/a", ["0:included"]],
      ["/r", ["1:unmatched", "3:included"]],
      ["/b", ["2:included"]],
    ]);
  });
});
