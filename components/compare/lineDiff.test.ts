import { describe, expect, it } from "vitest";
import { lineDiff } from "./lineDiff";

const kinds = (rows: ReturnType<typeof lineDiff>) => rows.map((r) => r.kind).join(",");

describe("lineDiff", () => {
  it("keeps equal texts side by side", () => {
    const rows = lineDiff("a\nb", "a\nb");
    expect(kinds(rows)).toBe("same,same");
    expect(rows[1]).toEqual({ kind: "same", left: { n: 2, text: "b" }, right: { n: 2, text: "b" } });
  });

  it("pairs a replaced line and shows pure insertions and removals", () => {
    expect(kinds(lineDiff("a\nb\nc", "a\nB\nc"))).toBe("same,changed,same");
    const added = lineDiff("a\nc", "a\nb\nc");
    expect(kinds(added)).toBe("same,added,same");
    expect(added[1].right).toEqual({ n: 2, text: "b" });
    expect(added[2].left).toEqual({ n: 2, text: "c" });
    expect(kinds(lineDiff("a\nb\nc", "a\nc"))).toBe("same,removed,same");
  });

  it("finds the common lines in a reordered middle", () => {
    const rows = lineDiff("head\nx\ny\nz\ntail", "head\ny\nx\nz\ntail");
    const same = rows.filter((r) => r.kind === "same").map((r) => r.left!.text);
    // Either x or y stays in place (both are longest common subsequences); the other moves.
    expect(same).toHaveLength(4);
    expect([same[0], same[2], same[3]]).toEqual(["head", "z", "tail"]);
    expect(
      rows
        .filter((r) => r.kind !== "same")
        .map((r) => r.kind)
        .sort(),
    ).toEqual(["added", "removed"]);
  });

  it("handles empty texts", () => {
    expect(lineDiff("", "")).toEqual([]);
    expect(kinds(lineDiff("", "a\nb"))).toBe("added,added");
    expect(kinds(lineDiff("a", ""))).toBe("removed");
  });

  it("falls back to replace-all for a middle over the cell budget, still matching head and tail", () => {
    const rows = lineDiff("h\na\nb\nt", "h\nb\na\nt", 4);
    expect(kinds(rows)).toBe("same,changed,changed,same");
  });

  it("trims the common head and tail first: one changed line in a 3,000-line prompt diffs within a one-cell budget", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join("\n");
    const b = a.replace("line 1500", "changed");
    // With a budget of 1 cell, anything but the trimmed 1x1 middle would fall back to replace-all.
    const rows = lineDiff(a, b, 1);
    expect(rows.filter((r) => r.kind !== "same")).toEqual([
      { kind: "changed", left: { n: 1501, text: "line 1500" }, right: { n: 1501, text: "changed" } },
    ]);
  });
});
