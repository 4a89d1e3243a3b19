import { describe, expect, it } from "vitest";
import { MAX_TOKEN_RUN, tokenChunkCuts, tokenChunks } from "./token-chunks";
import { countTokens } from "./tokens";
import { cutToTokens } from "./token-cut";

describe("tokenChunks", () => {
  it("leaves prose whole", () => {
    const prose = "Use pnpm.\n\n- Run the tests before you commit.\n".repeat(200);
    expect(tokenChunks(prose)).toEqual([prose]);
  });
  it("cuts a whitespace run at MAX_TOKEN_RUN, and the pieces join back to the text", () => {
    const text = "rule" + " ".repeat(MAX_TOKEN_RUN * 3 + 5);
    const pieces = tokenChunks(text);
    expect(pieces.join("")).toBe(text);
    const longestRun = (p: string) => Math.max(...(p.match(/\s+|\S+/g) ?? [""]).map((r) => r.length));
    expect(Math.max(...pieces.map(longestRun))).toBeLessThanOrEqual(MAX_TOKEN_RUN);
    expect(pieces.length).toBe(4);
  });
  it("a run of exactly MAX_TOKEN_RUN is not cut; one more character is", () => {
    expect(tokenChunkCuts(" ".repeat(MAX_TOKEN_RUN))).toEqual([]);
    expect(tokenChunkCuts(" ".repeat(MAX_TOKEN_RUN + 1))).toEqual([MAX_TOKEN_RUN]);
  });
  it("treats non-breaking and other Unicode spaces as whitespace, like the tokenizer's \\s", () => {
    for (const ch of ["\u00a0", "\u2003", "\u3000", "\ufeff", "\t", "\r\n"]) {
      const run = ch.repeat(Math.ceil((MAX_TOKEN_RUN * 2) / ch.length));
      expect(tokenChunkCuts("x" + run).length, JSON.stringify(ch)).toBeGreaterThan(0);
      expect(/^\s+$/.test(run)).toBe(true);
    }
  });
  it("never cuts between the halves of a surrogate pair", () => {
    const text = "😀".repeat(MAX_TOKEN_RUN * 2);
    for (const at of tokenChunkCuts(text)) expect(at % 2, `cut at ${at}`).toBe(0);
    expect(tokenChunks(text).join("")).toBe(text);
  });
});

describe("token work on long runs is linear", () => {
  // The old code needed minutes for 1 MiB of spaces: these sizes would time out vitest if it came back.
  it("counts 4 MiB of spaces and of one letter", () => {
    expect(countTokens("rule" + " ".repeat(4 << 20))).toBeGreaterThan(1000);
    expect(countTokens("a".repeat(4 << 20))).toBe((4 << 20) / 8);
  });
  it("cuts 4 MiB of spaces to a token cap and still reports the whole count", () => {
    const cut = cutToTokens("rule" + "\u00a0".repeat(4 << 20), 10);
    expect(cut.truncated).toBe(true);
    expect(cut.text.startsWith("rule")).toBe(true);
    expect(cut.tokens).toBeGreaterThan(1000);
    expect(countTokens(cut.text)).toBeLessThanOrEqual(10);
  });
  it("a cut keeps exactly the first N tokens of prose", () => {
    const prose = "The quick brown fox jumps over the lazy dog. ".repeat(50);
    const cut = cutToTokens(prose, 20);
    expect(cut.truncated).toBe(true);
    expect(countTokens(cut.text)).toBe(20);
    expect(prose.startsWith(cut.text)).toBe(true);
  });
});
