import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GlobGuard } from "../core/glob-guard";
import { relativeGlobsMatching, RelativeGlobIndex } from "./shared";

const segment = fc.constantFrom(
  "src",
  "api",
  "a",
  "b",
  ".hidden",
  "x.ts",
  "*",
  "**",
  "*.ts",
  "?",
  "[ab]",
  "{a,b}",
  "!(a)",
  "@(a|b)",
  "+(a)",
  "\\*",
  ".",
  "..",
  "",
  "#c",
  "!a",
  "A",
);
const pattern = fc
  .tuple(fc.constantFrom("", "./", "/", "././"), fc.array(segment, { minLength: 1, maxLength: 4 }))
  .map(([lead, segs]) => lead + segs.join("/"));
const path = fc
  .array(fc.constantFrom("src", "api", "a", "b", ".hidden", "x.ts", "A", "c.md", "*"), { minLength: 1, maxLength: 5 })
  .map((segs) => segs.join("/"));

describe("RelativeGlobIndex", () => {
  it("offers every rule whose patterns match a path (it may offer more), in the rules' order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(pattern, { minLength: 0, maxLength: 3 }), { maxLength: 6 }),
        fc.array(path, { minLength: 1, maxLength: 8 }),
        (rules, paths) => {
          const guard = new GlobGuard(() => {});
          const index = new RelativeGlobIndex(rules, (r) => r);
          for (const rel of paths) {
            const offered = index.mayMatch(rel);
            const matching = rules.filter((r) => relativeGlobsMatching(guard, {}, r, rel).length > 0);
            for (const r of matching) expect(offered).toContain(r);
            expect(offered).toEqual(rules.filter((r) => offered.includes(r)));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("leaves out rules anchored in other folders, and keeps those that match at any depth", () => {
    const rules = [["pkg/a/**"], ["pkg/b/**"], ["*.md"], ["docs/**", "pkg/a/x.ts"]];
    const index = new RelativeGlobIndex(rules, (r) => r);
    expect(index.mayMatch("pkg/a/src/x.ts")).toEqual([rules[0], rules[2]]);
    expect(index.mayMatch("pkg/a/x.ts")).toEqual([rules[0], rules[2], rules[3]]);
    expect(index.mayMatch("pkg/c/y.md")).toEqual([rules[2]]);
    expect(index.mayMatch("pkg/a")).toEqual([rules[0], rules[2]]);
  });
});
