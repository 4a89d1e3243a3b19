/**
 * gitignore-style matching (the syntax of .gitignore, .geminiignore and similar files), on POSIX
 * paths relative to the directory that holds the patterns. Covers what real ignore files use:
 * comments, `!` negation (last match wins), trailing `/` for directories only, leading or inner `/`
 * to anchor, `*`, `**`, `?` and classes. Agent-independent: which files are read stays in the profile.
 */
import picomatch from "picomatch/posix.js";

interface Rule {
  negated: boolean;
  dirOnly: boolean;
  match: (rel: string) => boolean;
}

export interface IgnoreMatcher {
  /** True when `rel` (relative, no leading `/`) is ignored; `isDir` enables directory-only rules. */
  ignores(rel: string, isDir: boolean): boolean;
  readonly patternCount: number;
}

/** Lines as upstream tools read them: trimmed, blank lines and `#` comments dropped. */
export function ignoreLines(text: string): string[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

function compile(line: string): Rule | null {
  let p = line;
  const negated = p.startsWith("!");
  if (negated) p = p.slice(1);
  if (p.startsWith("\\#") || p.startsWith("\\!")) p = p.slice(1);
  const dirOnly = p.endsWith("/");
  if (dirOnly) p = p.replace(/\/+$/, "");
  if (p === "") return null;
  // A slash at the start or in the middle anchors the pattern to the ignore file's directory.
  const anchored = p.includes("/");
  p = p.replace(/^\/+/, "");
  const glob = anchored ? p : `**/${p}`;
  const m = picomatch(glob, { dot: true });
  return { negated, dirOnly, match: (rel) => m(rel) };
}

export function ignoreMatcher(lines: string[]): IgnoreMatcher {
  const rules = lines.map(compile).filter((r): r is Rule => r !== null);
  return {
    patternCount: rules.length,
    ignores(rel, isDir) {
      if (rel === "" || rel.startsWith("..")) return false;
      // A path is ignored when it or one of its parent directories is (git cannot re-include below an ignored dir).
      const segs = rel.split("/");
      for (let i = 1; i <= segs.length; i++) {
        const prefix = segs.slice(0, i).join("/");
        const prefixIsDir = i < segs.length || isDir;
        let ignored = false;
        for (const r of rules) {
          if (r.dirOnly && !prefixIsDir) continue;
          if (r.match(prefix)) ignored = !r.negated;
        }
        if (ignored) return true;
      }
      return false;
    },
  };
}
