import { minimatch } from "minimatch";
import { describe, expect, it } from "vitest";
import {
  MAX_BRACE_EXPANSION,
  MAX_GLOB_GROUPS,
  MAX_GLOB_LENGTH,
  MAX_GLOBSTARS,
  MAX_STARS_PER_SEGMENT,
  TRAILING_BACKSLASHES_HANG,
  braceExpansionCount,
  globShape,
  matchCost,
} from "./glob-shape";

/** Globs as rule files in public repositories write them. */
const REAL_GLOBS = [
  "**/*.ts",
  "**/*.{ts,tsx}",
  "src/**/*.test.ts",
  "**/*.test.*",
  "**/components/**/*.tsx",
  "**/__tests__/**/*.ts",
  "*.md",
  "docs/**",
  "apps/*/src/**/*.ts",
  "packages/{api,web}/**/*.{js,jsx,ts,tsx}",
  "**/*.py",
  "!**/node_modules/**",
  "**/migrations/*.sql",
  "src/app/**/page.tsx",
  "**/*.spec.[jt]s",
  "**/?(*.)+(spec|test).[jt]s?(x)",
  "@(src|lib)/**/*.rs",
  "**/*-*.md",
  "tests/**/test_*.py",
  "**/.github/workflows/*.yml",
  "*.{json,jsonc}",
  "**/Dockerfile*",
];

describe("globShape", () => {
  it("accepts every real-world glob", () => {
    for (const g of REAL_GLOBS) expect(globShape(g).ok, g).toBe(true);
  });

  it("bounds the length: MAX_GLOB_LENGTH passes, one more is refused", () => {
    expect(globShape("a".repeat(MAX_GLOB_LENGTH)).ok).toBe(true);
    const r = globShape("a".repeat(MAX_GLOB_LENGTH + 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/characters long/);
  });

  it("bounds brace expansion without expanding: MAX_BRACE_EXPANSION passes, one more is refused", () => {
    expect(globShape(`x{1..${MAX_BRACE_EXPANSION}}`).ok).toBe(true);
    expect(globShape(`x{1..${MAX_BRACE_EXPANSION + 1}}`).ok).toBe(false);
    // 30 groups would be 2^30 patterns; the count saturates instead of growing.
    const r = globShape("{a,b}".repeat(30) + "*.ts");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/braces expand/);
  });

  it("bounds ** segments and stars per segment", () => {
    expect(globShape(Array(MAX_GLOBSTARS).fill("**").join("/a/")).ok).toBe(true);
    expect(
      globShape(
        Array(MAX_GLOBSTARS + 1)
          .fill("**")
          .join("/a/"),
      ).ok,
    ).toBe(false);
    expect(globShape("src/" + "*a".repeat(MAX_STARS_PER_SEGMENT)).ok).toBe(true);
    expect(globShape("src/" + "*a".repeat(MAX_STARS_PER_SEGMENT + 1)).ok).toBe(false);
  });

  it("bounds groups, refuses nesting and ambiguous repetition", () => {
    expect(globShape("@(a|b)".repeat(MAX_GLOB_GROUPS)).ok).toBe(true);
    expect(globShape("@(a|b)".repeat(MAX_GLOB_GROUPS + 1)).ok).toBe(false);
    for (const bad of ["+(a|aa)", "src/(a+)+$", "*(a*)", "+(@(a))", "(a|ab)+", "x/+([ab]*)", "+([ab]|a)"])
      expect(globShape(bad).ok, bad).toBe(false);
    for (const fine of ["+(a)", "*(ab)", "!(x|y).md", "?(a|b)", "(a|b)", "v+([0-9]).md", "(a|b)+", "+(spec|test)"])
      expect(globShape(fine).ok, fine).toBe(true);
  });

  it("refuses a quantifier on an extglob whose repetition is ambiguous, or on one that already repeats", () => {
    for (const bad of ["src/@(a|aa)+b", "src/!(a|aa)+b", "src/!(aa)+/x", "src/?(a)+", "src/*(b)*x.ts", "src/+(ab)+", "***(*)a"])
      expect(globShape(bad).ok, bad).toBe(false);
    for (const fine of ["src/@(a|b)+", "src/@(spec|test)*.ts", "**/?(*.)+(spec|test).ts", "!(x)*(y)"])
      expect(globShape(fine).ok, fine).toBe(true);
  });

  it("refuses a trailing run of TRAILING_BACKSLASHES_HANG backslashes (picomatch never finishes parsing it)", () => {
    for (let n = 0; n < TRAILING_BACKSLASHES_HANG; n++) expect(globShape(`src/${"\\".repeat(n)}`).ok, `${n} backslashes`).toBe(true);
    for (const n of [TRAILING_BACKSLASHES_HANG, TRAILING_BACKSLASHES_HANG + 1, 9])
      expect(globShape(`src/${"\\".repeat(n)}`).ok, `${n} backslashes`).toBe(false);
    // In the middle a run is read to its end: picomatch returns.
    expect(globShape(`src/${"\\".repeat(8)}a`).ok).toBe(true);
    // The gitignore dialect goes to the ignore package, which reads such a run fine.
    expect(globShape(`src/${"\\".repeat(8)}`, "gitignore").ok).toBe(true);
  });

  it("escaped characters are literal", () => {
    expect(globShape("\\+\\(a\\|aa\\)").ok).toBe(true);
    expect(globShape("\\*".repeat(20)).ok).toBe(true);
  });
});

describe("braceExpansionCount", () => {
  it("agrees with minimatch's own expansion", () => {
    for (const p of [
      "a",
      "{a,b}",
      "{a,b}{c,d,e}",
      "x{1..5}y",
      "{a,{b,c}}",
      "{a..e}",
      "x{,a}",
      "{a}",
      "{a,b",
      "\\{a,b}",
      "{a,b}/{c,{d,e}}/*.{ts,tsx}",
      "{1..3}{a,b}",
    ])
      expect(braceExpansionCount(p), p).toBe(minimatch.braceExpand(p).length);
  });
});

describe("matchCost", () => {
  const shape = (p: string) => {
    const r = globShape(p);
    if (!r.ok) throw new Error(r.reason);
    return r.shape;
  };
  it("is small for real globs on real paths", () => {
    for (const g of REAL_GLOBS.filter((x) => !x.startsWith("!")))
      expect(matchCost(shape(g), "packages/web/src/components/button/Button.test.tsx", "picomatch"), g).toBeLessThan(1e6);
  });
  it("grows with the path for many wildcards, so hostile paths cost more", () => {
    const s = shape("src/*a*a*a*b");
    expect(matchCost(s, "src/" + "a".repeat(250), "minimatch")).toBeGreaterThan(1000 * matchCost(s, "src/aaab", "minimatch"));
    const g = shape("**/a/**/b");
    expect(matchCost(g, Array(400).fill("a").join("/"), "ignore")).toBeGreaterThan(
      matchCost(g, Array(400).fill("a").join("/"), "picomatch"),
    );
  });
});
