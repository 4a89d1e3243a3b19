import { minimatch } from "minimatch";
import picomatch from "picomatch/posix.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../types";
import { COMPILE_COST, GlobGuard, MAX_GLOBS_PER_RULE, MAX_MATCH_COST, MAX_MATCH_COST_TOTAL, showPattern } from "./glob-guard";
import { globShape, matchCost } from "./glob-shape";

function guard() {
  const said: Diagnostic[] = [];
  return { g: new GlobGuard((d) => said.push(d)), said };
}

// Each of these took from seconds to minutes (or ran out of memory) unguarded; vitest's 30 s
// timeout fails the test if the guard lets one through.
const SEGMENT = "a".repeat(250);
const HOSTILE: [string, string][] = [
  ["src/(a+)+$", `src/${"a".repeat(60)}b`],
  ["src/" + "+(a|aa)".repeat(30) + ".ts", `src/${"a".repeat(60)}.tsx`],
  ["src/+(a|aa)b.tsx", `src/${"a".repeat(60)}b.ts`],
  ["src/" + "*a".repeat(20) + "c.ts", `src/${SEGMENT}`],
  ["src/*a*a*a*b", `src/${SEGMENT}`],
  ["{a,b}".repeat(30) + "*.ts", "ab.ts"],
  ["a".repeat(100_000), "a"],
  ["**/*a*a*a/**/*a*a*ab", Array(64).fill("a".repeat(60)).join("/")],
];

describe("GlobGuard", () => {
  it("answers every hostile pattern with no match and a warning naming file and line", () => {
    for (const [pattern, path] of HOSTILE) {
      const { g, said } = guard();
      const site = { path: "/repo/.cursor/rules/r.mdc", line: 3 };
      expect(g.minimatch(path, pattern, { dot: true }, site), pattern.slice(0, 40)).toBe(false);
      expect(g.picomatch(pattern, { dot: true }, site)?.(path) ?? false, pattern.slice(0, 40)).toBe(false);
      expect(said.length, pattern.slice(0, 40)).toBeGreaterThan(0);
      expect(said[0]).toMatchObject({ level: "warning", code: "glob-too-complex", path: site.path, line: 3 });
      expect(said[0].message).toContain("/repo/.cursor/rules/r.mdc:3");
    }
  });

  it("matches real globs exactly as the libraries do", () => {
    const { g, said } = guard();
    const cases: [string, string][] = [
      ["**/*.ts", "src/a.ts"],
      ["**/*.ts", "src/a.tsx"],
      ["src/**/*.test.ts", "src/x/y.test.ts"],
      ["*.md", "docs/a.md"],
      ["**/?(*.)+(spec|test).[jt]s?(x)", "src/a.spec.tsx"],
      ["**/?(*.)+(spec|test).[jt]s?(x)", "src/a.tsx"],
      ["docs/**", "docs/a/b.md"],
    ];
    for (const [p, s] of cases) {
      expect(g.minimatch(s, p, { dot: true }, {}), `${p} ${s}`).toBe(minimatch(s, p, { dot: true }));
      expect(g.picomatch(p, { dot: true }, {})!(s), `${p} ${s}`).toBe(picomatch(p, { dot: true })(s));
    }
    expect(said).toEqual([]);
  });

  it("warns once per pattern and file, not once per test", () => {
    const { g, said } = guard();
    for (let i = 0; i < 50; i++) g.minimatch("x", "+(a|aa)", {}, { path: "/r" });
    expect(said.length).toBe(1);
  });

  it("refuses a test whose estimated cost is over MAX_MATCH_COST, though the pattern itself is allowed", () => {
    const { g, said } = guard();
    const pattern = "src/*a*a*a*b";
    const shape = globShape(pattern);
    expect(shape.ok).toBe(true);
    if (!shape.ok) return;
    expect(matchCost(shape.shape, "src/aab", "minimatch")).toBeLessThan(MAX_MATCH_COST);
    expect(matchCost(shape.shape, `src/${SEGMENT}`, "minimatch")).toBeGreaterThan(MAX_MATCH_COST);
    expect(g.minimatch("src/aaab", pattern, {}, {})).toBe(true);
    expect(g.minimatch(`src/${SEGMENT}`, pattern, {}, {})).toBe(false);
    expect(said.map((d) => d.code)).toEqual(["glob-too-complex"]);
    expect(said[0].message).toContain("did not test");
  });

  it("stops testing once MAX_MATCH_COST_TOTAL is spent, with one warning", () => {
    const { g, said } = guard();
    const pattern = "src/*a*a*b";
    const path = `src/${"a".repeat(200)}`;
    const shape = globShape(pattern);
    if (!shape.ok) throw new Error(shape.reason);
    const each = matchCost(shape.shape, path, "minimatch");
    const fits = Math.floor(MAX_MATCH_COST_TOTAL / each);
    let ran = 0;
    for (let i = 0; i < fits + 10; i++) if (g.affordable(pattern, path, "minimatch", {})) ran++;
    expect(ran).toBe(fits);
    expect(said.map((d) => d.code)).toEqual(["glob-budget-spent"]);
  });

  it("charges each compile to the budget, so tens of thousands of distinct patterns stop with one warning", () => {
    const { g, said } = guard();
    const compiles = Math.floor(MAX_MATCH_COST_TOTAL / COMPILE_COST);
    let matched = 0;
    for (let i = 0; i < compiles + 50; i++) if (g.minimatch(`src/m${i}/a.ts`, `src/m${i}/*.ts`, { dot: true }, {})) matched++;
    // Each test's own cost is charged too, so fewer than `compiles` patterns get to match.
    expect(matched).toBeGreaterThan(compiles / 2);
    expect(matched).toBeLessThan(compiles);
    expect(said.map((d) => d.code)).toEqual(["glob-budget-spent"]);
  });

  it("compiles a pattern once per guard, however many patterns there are (the shared memo keeps 1,024)", () => {
    const { g, said } = guard();
    const patterns = Array.from({ length: 3000 }, (_, i) => `src/m${i}/**/*.ts`);
    const paths = Array.from({ length: 40 }, (_, i) => `src/m${i * 7}/x/a.ts`);
    const hits: string[] = [];
    // Path-major, as an agent tests every rule against one read file, then the next file.
    for (const path of paths) for (const p of patterns) if (g.minimatch(path, p, { dot: true }, {})) hits.push(`${p} ${path}`);
    expect(hits).toEqual(paths.map((path, i) => `src/m${i * 7}/**/*.ts ${path}`));
    // 40 × 3,000 compiles would spend the budget; 3,000 do not.
    expect(said).toEqual([]);
  });

  it("evaluates at most MAX_GLOBS_PER_RULE patterns of one rule", () => {
    const { g, said } = guard();
    const list = Array.from({ length: MAX_GLOBS_PER_RULE + 1 }, (_, i) => `src/x${i}/*.ts`);
    expect(g.limitList(list.slice(0, MAX_GLOBS_PER_RULE), {}).length).toBe(MAX_GLOBS_PER_RULE);
    expect(said).toEqual([]);
    expect(g.limitList(list, { path: "/r" }).length).toBe(MAX_GLOBS_PER_RULE);
    expect(said.map((d) => d.code)).toEqual(["too-many-globs"]);
  });

  it("shows patterns with control characters visible and long ones shortened", () => {
    expect(showPattern("a\u0007b")).toBe("a\\u0007b");
    expect(showPattern("x".repeat(500))).toMatch(/… \(500 characters\)$/);
  });

  // The guard keeps compiled matchers across resolves: a kept matcher must answer as the engine
  // called afresh does, for every options set a profile uses, whatever was compiled before it.
  it("answers as minimatch() and picomatch() called afresh, with compiled matchers kept between calls", () => {
    const segment = fc.constantFrom("src", "a", ".hidden", "x.ts", "#c", "b.md", "**", "*", "*.ts", "{a,b}", "[ab]", "?", "!(a)");
    const path = fc
      .array(fc.constantFrom("src", "a", "b", ".hidden", "x.ts", "y.md", "#c"), { minLength: 1, maxLength: 4 })
      .map((xs) => xs.join("/"));
    const pattern = fc.array(segment, { minLength: 1, maxLength: 4 }).map((xs) => xs.join("/"));
    const mmOptions = fc.constantFrom({}, { dot: true }, { dot: true, matchBase: true }, { matchBase: true, platform: "linux" as const });
    const pmOptions = fc.constantFrom({ dot: true }, { dot: false }, { dot: true, nocase: true });
    const { g } = guard();
    fc.assert(
      fc.property(pattern, path, mmOptions, pmOptions, (p, subject, mo, po) => {
        expect(g.minimatch(subject, p, mo, {})).toBe(minimatch(subject, p, mo));
        expect(g.picomatch(p, po, {})?.(subject)).toBe(picomatch(p, po)(subject));
      }),
      { numRuns: 2000 },
    );
  });
});
