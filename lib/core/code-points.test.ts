import { describe, expect, it } from "vitest";
import { codePoints, cutCodePoints } from "./code-points";

describe("code points", () => {
  it("count a surrogate pair as one character", () => {
    expect(codePoints("a😀b")).toBe(3);
    expect("a😀b".length).toBe(4);
  });
  it("cut after `limit` code points, never inside a pair", () => {
    expect(cutCodePoints("a😀b", 2)).toEqual({ text: "a😀", truncated: true });
    expect(cutCodePoints("a😀b", 1)).toEqual({ text: "a", truncated: true });
    expect(cutCodePoints("a😀b", 3)).toEqual({ text: "a😀b", truncated: false });
  });
  it("take a lone high surrogate at the end as one character", () => {
    expect(codePoints("a\ud83d")).toBe(2);
    expect(cutCodePoints("a\ud83d", 1)).toEqual({ text: "a", truncated: true });
  });
});
