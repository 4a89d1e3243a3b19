import { describe, expect, it } from "vitest";
import { blocks, proseLines } from "./markdown-code";

describe("blocks", () => {
  it("splits at blank lines, keeping a fenced block whole across the blank lines inside it", () => {
    const text = "Intro line\nsecond line\n\n```py\nimport a\n\nrun()\n```\n\n  \nAfter.";
    expect(blocks(text)).toEqual(["Intro line\nsecond line", "```py\nimport a\n\nrun()\n```", "After."]);
  });
  it("a fence of another character or a shorter one does not close the block; an unclosed one runs to the end", () => {
    expect(blocks("~~~~\na\n\n```\n~~~\n\nb\n~~~~\n\nc")).toEqual(["~~~~\na\n\n```\n~~~\n\nb\n~~~~", "c"]);
    expect(blocks("```\na\n\nb")).toEqual(["```\na\n\nb"]);
  });
});

describe("proseLines", () => {
  it("leaves out the fence lines and what they hold", () => {
    expect([...proseLines("a\n```\n@x\n```\nb")].map((l) => [l.index, l.line])).toEqual([
      [0, "a"],
      [4, "b"],
    ]);
  });
});
