/** Globs and branch patterns through minimatch, with the options rule-filter.ts passes. */
import { describe, expect, it } from "vitest";
import { evaluateRule, globMatches, type FilterContext } from "./matching";

const ctx = (over: Partial<FilterContext>): FilterContext => ({
  contextPaths: [],
  tools: new Set(),
  projectTags: [],
  os: "linux",
  ci: false,
  ...over,
});

describe("minimatch as upstream calls it", () => {
  it("matchBase: only a pattern without a slash matches the basename at any depth", () => {
    expect(globMatches("a/b/c.tsx", "*.{ts,tsx}")).toBe(true);
    expect(globMatches("deep/src/x.ts", "src/*.ts")).toBe(false);
  });

  it("dot segments are not matched by * or ** (no dot option)", () => {
    expect(globMatches(".github/a.ts", "**/*.ts")).toBe(false);
    expect(globMatches(".eslintrc.ts", "*.ts")).toBe(false);
    expect(globMatches("a/.x/b.ts", "*.ts")).toBe(true);
  });

  it("dir/** does not match dir itself; [!x] is a negated class; ./ is a literal segment", () => {
    expect(globMatches("src", "src/**")).toBe(false);
    expect(globMatches("src/a.ts", "src/**")).toBe(true);
    expect(globMatches("b.ts", "[!a].ts")).toBe(true);
    expect(globMatches("a.ts", "[!a].ts")).toBe(false);
    expect(globMatches("src/a.ts", "./src/*.ts")).toBe(false);
  });

  it("a backslash in a path is an ordinary character (POSIX platform, whatever the host)", () => {
    expect(globMatches("a\\b.ts", "a/*.ts")).toBe(false);
  });

  it("branch globs are plain minimatch: * stays inside one segment, braces expand", () => {
    const branch = (b: string, p: string) => evaluateRule({ lists: { branch: [p] } }, ctx({ branch: b })).include;
    expect(branch("feature/a/b", "feature/**")).toBe(true);
    expect(branch("release-1.2", "release-{1,2}.*")).toBe(true);
    expect(branch("hotfix", "hot?ix")).toBe(true);
    expect(branch("mainline", "main")).toBe(false);
  });
});
