import { describe, expect, it } from "vitest";
import { lineEndOffset, lineStartOffset } from "./lines";

describe("line offsets", () => {
  const text = "one\ntwo\n\nfour";
  it("finds where a 1-based line starts and ends", () => {
    expect(lineStartOffset(text, 1)).toBe(0);
    expect(lineStartOffset(text, 2)).toBe(4);
    expect(lineEndOffset(text, 2)).toBe(7);
    expect(lineStartOffset(text, 3)).toBe(8);
    expect(lineEndOffset(text, 3)).toBe(8);
    expect(text.slice(lineStartOffset(text, 4), lineEndOffset(text, 4))).toBe("four");
  });
  it("clamps lines past the end and below 1", () => {
    expect(lineStartOffset(text, 99)).toBe(text.length);
    expect(lineEndOffset(text, 99)).toBe(text.length);
    expect(lineStartOffset(text, 0)).toBe(0);
  });
});
