import { describe, expect, it } from "vitest";
import { quoted, visible, visibleLines } from "./visible";

describe("visible names", () => {
  it("writes controls, bidi overrides and lone surrogates as \\uXXXX, and keeps text and backslashes", () => {
    expect(visible("a\nb\u001b[31m\u202e\ud800c\\d")).toBe("a\\u000ab\\u001b[31m\\u202e\\ud800c\\d");
    expect(visible("plain/ünïcode 😀.md")).toBe("plain/ünïcode 😀.md");
    expect(quoted('say "hi"\n')).toBe('"say \\"hi\\"\\u000a"');
  });
  it("visibleLines keeps the format's own line breaks and escapes everything else invisible", () => {
    expect(visibleLines("one\r\ntwo\u0007\n\u001b]0;title\u0007")).toBe("one\\u000d\ntwo\\u0007\n\\u001b]0;title\\u0007");
  });
});
