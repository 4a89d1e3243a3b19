import fc from "fast-check";
import picomatch from "picomatch/posix.js";
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { globFiles } from "./glob-walk";
import { GlobGuard } from "./glob-guard";

const name = fc.constantFrom("a", "b", ".git", ".github", "x.md", ".env", "AGENTS.md", "node_modules");
const relPath = fc.array(name, { minLength: 1, maxLength: 4 }).map((xs) => xs.join("/"));

describe("globFiles", () => {
  // The walk answers `**/*` and `**` with dot files without testing each path: it must list what
  // picomatch would have kept, on any tree (files under dot folders included).
  it("lists for **/* and ** with dot: true exactly the files picomatch matches, as for any other pattern", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(relPath, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("**/*", "**", "./**/*", "**/*.md", "*"),
        fc.boolean(),
        (paths, pattern, dot) => {
          const files: Record<string, string> = {};
          for (const p of paths) if (!paths.some((q) => q.startsWith(`${p}/`))) files[`/r/${p}`] = "x";
          const { fs } = buildMemfs(files);
          const got = globFiles(fs, "/r", pattern, { dot, guard: new GlobGuard(() => {}) }).files;
          const test = picomatch(pattern.replace(/^(\.\/)+/, ""), { dot });
          const want = Object.keys(files)
            .filter((f) => test(f.slice("/r/".length)))
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });
});
