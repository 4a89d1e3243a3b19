import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codeRegions } from "./gemini-lineage";

describe("codeRegions (Gemini CLI and its forks)", () => {
  it("finds exactly the spans upstream's /(`+)([\\s\\S]*?)\\1/g matches", () => {
    const text = fc.array(fc.constantFrom("`", "``", "```", "x", "\n", " @a.md "), { maxLength: 40 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, (s) => {
        const regex = [...s.matchAll(/(`+)([\s\S]*?)\1/g)].map((m) => [m.index, m.index + m[0].length]);
        expect(codeRegions(s)).toEqual(regex);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });
  it("takes linear time on a megabyte of backticks (the regex needs minutes)", () => {
    expect(codeRegions("`".repeat(1 << 20))).toEqual([[0, 1 << 20]]);
    expect(codeRegions("`".repeat((1 << 20) + 1))).toEqual([[0, 1 << 20]]);
  });
});
