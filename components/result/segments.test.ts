import { describe, expect, it } from "vitest";
import type { Part, Source } from "../../lib/types";
import { PROMPT_DISPLAY_CHARS, budgetFromReason, buildSegments, clipSegments, cutLabel, type Segment } from "./segments";

const src = (path: string, status: Source["status"], reason = "", bytes = 10, includedBytes = 10): Source => ({
  path,
  layer: "project",
  status,
  reason,
  bytes,
  includedBytes,
});

function textOf(prompt: string, segments: Segment[]): string {
  return segments.map((s) => (s.kind === "cut" ? "" : prompt.slice(s.start, s.end))).join("");
}

describe("budgetFromReason", () => {
  it("reads the budget the profiles write", () => {
    expect(budgetFromReason("Truncated: kept 28 of 69 bytes, budget 120 (92 bytes already used by earlier docs).")).toBe("120");
    expect(budgetFromReason("Truncated: kept 32768 of 35018 bytes, the per-file cap is 32768 bytes.")).toBe("32768");
    expect(budgetFromReason("Truncated: 1500 tokens, over the seed's 1000-token limit; the first 1000 are kept.")).toBe("1000 tokens");
    expect(budgetFromReason("Truncated.")).toBeUndefined();
  });
});

describe("cutLabel", () => {
  it("says what was kept, and the budget only when known", () => {
    expect(cutLabel(src("/a", "truncated", "kept 5, budget 8", 12, 5))).toBe("✂ kept 5 of 12 bytes, budget 8");
    expect(cutLabel(src("/a", "truncated", "cut somewhere", 12, 5))).toBe("✂ kept 5 of 12 bytes");
  });
});

describe("buildSegments", () => {
  const prompt = "From /a\nAAAA\nnote\n---\nBB";
  const parts: Part[] = [
    { start: 0, end: 8, kind: "frame" },
    { start: 8, end: 13, kind: "content", path: "/a" },
    { start: 13, end: 22, kind: "frame" },
    { start: 22, end: 24, kind: "content", path: "/b" },
  ];
  it("covers the prompt exactly, in order", () => {
    const segs = buildSegments(prompt, parts, [src("/a", "included"), src("/b", "included")]);
    expect(textOf(prompt, segs)).toBe(prompt);
    expect(segs.map((s) => s.kind)).toEqual(["frame", "content", "frame", "content"]);
  });
  it("puts the cut marker right after the truncated file's last content part", () => {
    const segs = buildSegments(prompt, parts, [src("/a", "truncated", "budget 4", 9, 5), src("/b", "included")]);
    expect(segs.map((s) => s.kind)).toEqual(["frame", "content", "cut", "frame", "content"]);
    expect(segs[2]).toEqual({ kind: "cut", at: 13, path: "/a", label: "✂ kept 5 of 9 bytes, budget 4" });
    expect(textOf(prompt, segs)).toBe(prompt);
  });
  it("fills gaps the parts leave with frame text, and survives no parts at all", () => {
    const gappy: Part[] = [{ start: 8, end: 13, kind: "content", path: "/a" }];
    const segs = buildSegments(prompt, gappy, []);
    expect(textOf(prompt, segs)).toBe(prompt);
    expect(segs.map((s) => s.kind)).toEqual(["frame", "content", "frame"]);
    expect(textOf(prompt, buildSegments(prompt, [], []))).toBe(prompt);
    expect(buildSegments("", [], [])).toEqual([]);
  });
});

describe("clipSegments", () => {
  const segs: Segment[] = [
    { kind: "frame", start: 0, end: 4 },
    { kind: "content", start: 4, end: 10, path: "/a", partIndex: 1 },
    { kind: "cut", at: 10, path: "/a", label: "✂" },
    { kind: "frame", start: 10, end: 12 },
  ];

  it("keeps what starts before the limit, cut at it, and markers up to it", () => {
    expect(clipSegments(segs, 7)).toEqual([segs[0], { kind: "content", start: 4, end: 7, path: "/a", partIndex: 1 }]);
    expect(clipSegments(segs, 10)).toEqual([segs[0], segs[1], segs[2]]);
    expect(clipSegments(segs, 12)).toEqual(segs);
    expect(clipSegments(segs, Infinity)).toEqual(segs);
  });

  it(`a prompt past PROMPT_DISPLAY_CHARS (${PROMPT_DISPLAY_CHARS}) draws exactly its first PROMPT_DISPLAY_CHARS characters`, () => {
    const prompt = "head\n" + "rule ".repeat(PROMPT_DISPLAY_CHARS);
    const parts: Part[] = [
      { kind: "frame", start: 0, end: 5 },
      { kind: "content", start: 5, end: prompt.length, path: "/AGENTS.md" },
    ];
    const clipped = clipSegments(buildSegments(prompt, parts, [src("/AGENTS.md", "included")]), PROMPT_DISPLAY_CHARS);
    expect(textOf(prompt, clipped)).toBe(prompt.slice(0, PROMPT_DISPLAY_CHARS));
  });
});
