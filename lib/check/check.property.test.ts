/**
 * `check` on random small trees: it never throws, and every finding points at a file or folder of the
 * tree or at a checked working directory (never at a path nothing holds). Names are biased toward the
 * files agents read; texts toward frontmatter, imports and mentions.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agents, ROOT, tree, treeFiles } from "../../test/fuzz/check-trees";
import { dirname } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";

/** Every folder on the way to each file, the root included. */
function dirsOf(paths: string[]): Set<string> {
  const out = new Set<string>([ROOT]);
  for (const p of paths) for (let d = dirname(p); d.startsWith(ROOT) && !out.has(d); d = dirname(d)) out.add(d);
  return out;
}

describe("check on random trees", () => {
  it("never throws, and every finding's path is in the tree or is a checked working directory", () => {
    fc.assert(
      fc.property(tree, agents, (rel, ids) => {
        const files = treeFiles(rel);
        const built = buildMemfs(files);
        const report = check({ fs: built.fs, root: ROOT, home: "/home/user", ...(ids ? { agents: ids.map((id) => ({ id })) } : {}) });
        const present = new Set(Object.keys(files).filter((p) => built.fs.exists(p)));
        const dirs = dirsOf([...present]);
        for (const f of report.findings) {
          const ok = present.has(f.path) || dirs.has(f.path) || report.cwds.includes(f.path);
          expect(ok, `${f.code} at ${f.path} (${f.message})`).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 240_000);
});
