import { describe, expect, it } from "vitest";
import { memoByText, TEXT_MEMO_MAX_CHARS, TEXT_MEMO_SIZE } from "./text-memo";

describe("memoByText", () => {
  it(`computes each of the last ${TEXT_MEMO_SIZE} texts once, recomputes older ones and never keeps long ones`, () => {
    const computed: string[] = [];
    const upper = memoByText((t) => (computed.push(t), t.toUpperCase()));
    expect(upper("a")).toBe("A");
    expect(upper("a")).toBe("A");
    expect(computed).toEqual(["a"]);
    // Using "a" again keeps it: it is the most recent, so TEXT_MEMO_SIZE - 1 new texts do not push it out.
    for (let i = 0; i < TEXT_MEMO_SIZE - 1; i++) upper(`t${i}`);
    upper("a");
    expect(computed.filter((t) => t === "a")).toHaveLength(1);
    // TEXT_MEMO_SIZE further texts do.
    for (let i = 0; i < TEXT_MEMO_SIZE; i++) upper(`u${i}`);
    upper("a");
    expect(computed.filter((t) => t === "a")).toHaveLength(2);
    const long = "x".repeat(TEXT_MEMO_MAX_CHARS + 1);
    upper(long);
    upper(long);
    expect(computed.filter((t) => t === long)).toHaveLength(2);
  });

  it("keeps an empty text and a result that is undefined", () => {
    let calls = 0;
    const nothing = memoByText(() => void calls++);
    nothing("");
    nothing("");
    expect(calls).toBe(1);
  });
});
