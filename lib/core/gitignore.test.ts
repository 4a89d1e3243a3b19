import { describe, expect, it } from "vitest";
import { ignoreLines, ignoreMatcher } from "./gitignore";

describe("gitignore matching", () => {
  const m = ignoreMatcher(ignoreLines("# comment\n\nbuild/\n/top.md\n*.log\n!keep.log\ndocs/*.md\n"));
  it("drops comments and blank lines", () => expect(m.patternCount).toBe(5));
  it("a trailing slash matches directories only, at any depth, and everything below them", () => {
    expect(m.ignores("build", true)).toBe(true);
    expect(m.ignores("a/build", true)).toBe(true);
    expect(m.ignores("build", false)).toBe(false);
    expect(m.ignores("build/GEMINI.md", false)).toBe(true);
  });
  it("a leading or inner slash anchors to the ignore file's directory", () => {
    expect(m.ignores("top.md", false)).toBe(true);
    expect(m.ignores("a/top.md", false)).toBe(false);
    expect(m.ignores("docs/x.md", false)).toBe(true);
    expect(m.ignores("a/docs/x.md", false)).toBe(false);
  });
  it("the last matching rule wins, so ! re-includes", () => {
    expect(m.ignores("x/err.log", false)).toBe(true);
    expect(m.ignores("x/keep.log", false)).toBe(false);
  });
  it("never ignores the root itself or paths outside it", () => {
    expect(m.ignores("", true)).toBe(false);
    expect(m.ignores("../build", true)).toBe(false);
  });
});
