/**
 * gitignore-style matching (the syntax of .gitignore, .geminiignore and Claude Code's `paths:`), on
 * POSIX paths relative to the directory that holds the patterns. Delegates to the `ignore` package,
 * which the agents themselves use (Claude Code for `paths:`, Gemini CLI for its ignore files), so
 * anchoring, `**`, negation, escapes and parent-directory rules are theirs. `ignore` only touches
 * `process` behind a typeof guard, so this stays browser-safe. Which files are read stays in the profile.
 */
import ignore from "ignore";
import type { GlobGuard, GlobSite } from "./glob-guard";
import type { GlobShape } from "./glob-shape";

/**
 * Lines of one ignore file Rulescope reads. Real .gitignore files have hundreds of lines; every line is
 * a pattern tested against every path a walk meets, so a hostile file of a million lines could stall
 * a resolve. Later lines are not read, with a warning.
 */
export const MAX_IGNORE_LINES = 10_000;

export interface IgnoreMatcher {
  /** True when `rel` (relative, no leading `/`) is ignored; `isDir` enables directory-only rules. */
  ignores(rel: string, isDir: boolean): boolean;
  readonly patternCount: number;
}

/** Lines as upstream tools read them: trimmed, blank lines and `#` comments dropped, with their line numbers. */
export function ignoreLines(text: string): { pattern: string; line: number }[] {
  const out: { pattern: string; line: number }[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const l = raw.trim();
    if (l !== "" && !l.startsWith("#")) out.push({ pattern: l, line: i + 1 });
  });
  return out;
}

/**
 * A matcher over patterns (from an ignore file, or Claude Code's `paths:`). Each goes through the
 * guard first: a pattern it refuses has no effect, and so does a test it cannot afford. At most
 * MAX_IGNORE_LINES patterns are used, with a warning.
 */
export function ignoreMatcher(patterns: (string | { pattern: string; line: number })[], guard: GlobGuard, site: GlobSite): IgnoreMatcher {
  const all = patterns.map((p) => (typeof p === "string" ? { pattern: p, line: site.line } : p));
  if (all.length > MAX_IGNORE_LINES)
    guard.warnOnce(
      site,
      "ignore-file-capped",
      `${site.path ?? "A pattern list"} has ${all.length.toLocaleString("en-US")} patterns; Rulescope uses the first ${MAX_IGNORE_LINES.toLocaleString("en-US")}.`,
    );
  const kept: string[] = [];
  const shapes: GlobShape[] = [];
  for (const p of all.slice(0, MAX_IGNORE_LINES)) {
    const shape = guard.shape(p.pattern, { ...site, line: p.line }, "gitignore");
    if (shape) {
      kept.push(p.pattern);
      shapes.push(shape);
    }
  }
  const ig = ignore().add(kept);
  return {
    patternCount: kept.length,
    ignores(rel, isDir) {
      // `ignore` throws on empty, `..`-escaping and absolute paths; none of them can match.
      if (rel === "" || rel.startsWith("..") || rel.startsWith("/")) return false;
      // Upstream (Gemini CLI) marks a directory with a trailing slash so `dir/` patterns apply.
      const path = isDir && !rel.endsWith("/") ? `${rel}/` : rel;
      if (!guard.affordableSet(shapes, path, "ignore", site)) return false;
      try {
        return ig.ignores(path);
      } catch {
        return false;
      }
    },
  };
}
