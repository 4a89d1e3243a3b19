import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GlobGuard } from "../../core/glob-guard";
import { literalFolder, mayMatch, pathMatches } from "./compose";

// Segments from a small alphabet, so patterns and paths often share folders.
const segment = fc.constantFrom("a", "b", "src", "x.go", "*", "**", "?", "a*", "*.go", ".hidden");
const pattern = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join("/"));
const path = fc.array(fc.constantFrom("a", "b", "src", "x.go", "y.go", ".hidden"), { minLength: 1, maxLength: 5 }).map((s) => s.join("/"));

describe("openhands: the path-rule index's necessary condition", () => {
  it("a pattern matches only paths below its literal folder", () => {
    fc.assert(
      fc.property(pattern, path, (p, rel) => {
        const guard = new GlobGuard(() => {});
        if (pathMatches(guard, { path: "/AGENTS.md" }, rel, p)) expect(mayMatch(rel, p)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("names the folder written before the first wildcard", () => {
    expect(literalFolder("pkg/api/**")).toBe("pkg/api");
    expect(literalFolder("pkg/a*/x.go")).toBe("pkg");
    expect(literalFolder("*.go")).toBe("");
    expect(literalFolder("**/x.go")).toBe("");
    expect(literalFolder("docs/README.md")).toBe("docs");
  });

  it("a compiled pattern answers as a fresh one", () => {
    const compiled = new Map<string, RegExp>();
    const guard = new GlobGuard(() => {});
    for (const rel of ["pkg/api/x.go", "pkg/x.go", "other/api/x.go"])
      expect(pathMatches(guard, { path: "/A" }, rel, "pkg/**", compiled)).toBe(pathMatches(guard, { path: "/A" }, rel, "pkg/**"));
    expect(compiled.size).toBe(1);
  });
});
