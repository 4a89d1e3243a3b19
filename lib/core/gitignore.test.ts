import { describe, expect, it } from "vitest";
import { GlobGuard } from "./glob-guard";
import { ignoreLines, ignoreMatcher as matcherWithGuard } from "./gitignore";

const ignoreMatcher = (patterns: Parameters<typeof matcherWithGuard>[0]) => matcherWithGuard(patterns, new GlobGuard(() => {}), {});

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

describe("gitignore edge cases, as git and the `ignore` package read them", () => {
  it("extglobs and braces are literal (git has neither)", () => {
    const m = ignoreMatcher(["+(a|b).md", "{p,q}.md"]);
    expect(m.ignores("a.md", false)).toBe(false);
    expect(m.ignores("+(a|b).md", false)).toBe(true);
    expect(m.ignores("p.md", false)).toBe(false);
    expect(m.ignores("{p,q}.md", false)).toBe(true);
  });
  it("a backslash escapes a leading #, and unescaped trailing spaces are dropped", () => {
    const m = ignoreMatcher(["\\#h.md", "t.md   "]);
    expect(m.ignores("#h.md", false)).toBe(true);
    expect(m.ignores("t.md", false)).toBe(true);
  });
  it("`a/**/b` matches zero or more directories between", () => {
    const m = ignoreMatcher(["x/**/y"]);
    expect(m.ignores("x/y", false)).toBe(true);
    expect(m.ignores("x/1/2/y", false)).toBe(true);
    expect(m.ignores("z/x/y", false)).toBe(false);
  });
  it("a file below an ignored directory cannot be re-included", () => {
    const m = ignoreMatcher(["build/", "!build/keep.md"]);
    expect(m.ignores("build/keep.md", false)).toBe(true);
  });
  it("a directory pattern without a slash matches a file of that name only when it is not a directory", () => {
    const m = ignoreMatcher(["out"]);
    expect(m.ignores("out", false)).toBe(true);
    expect(m.ignores("out", true)).toBe(true);
    expect(m.ignores("a/out/x.md", false)).toBe(true);
  });
});
