import { describe, expect, it } from "vitest";
import { countTokens } from "./tokens";

describe("countTokens", () => {
  it("counts real BPE tokens, not characters / 4", () => {
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("")).toBe(0);
  });
  it("treats special-token strings as text instead of throwing", () => {
    expect(countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });
  it("a long whitespace-free run counts like the same text split by the tokenizer (8 a's per token)", () => {
    expect(countTokens("a".repeat(65536))).toBe(8192);
  });
});
