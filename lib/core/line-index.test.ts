import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineIndex } from "./line-index";

describe("lineIndex", () => {
  it("gives the line a naive count of newlines before the offset gives", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "\n", "é", "\r"), maxLength: 60 }), fc.nat(70), (text, at) => {
        const offset = Math.min(at, text.length);
        expect(lineIndex(text)(offset)).toBe(text.slice(0, offset).split("\n").length);
      }),
      { numRuns: 500 },
    );
  });
});
