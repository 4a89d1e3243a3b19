/**
 * gitignore-style matching (the syntax of .gitignore, .geminiignore and Claude Code's `paths:`), on
 * POSIX paths relative to the directory that holds the patterns. Delegates to the `ignore` package,
 * which the agents themselves use (Claude Code for `paths:`, Gemini CLI for its ignore files), so
 * anchoring, `**`, negation, escapes and parent-directory rules are theirs. `ignore` only touches
 * `process` behind a typeof guard, so this stays browser-safe. Which files are read stays in the profile.
 */
import ignore from "ignore";

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

export function ignoreMatcher(lines: string[]): IgnoreMatcher {
  const ig = ignore().add(lines);
  return {
    patternCount: lines.filter((l) => l.trim() !== "" && !l.startsWith("#")).length,
    ignores(rel, isDir) {
      // `ignore` throws on empty, `..`-escaping and absolute paths; none of them can match.
      if (rel === "" || rel.startsWith("..") || rel.startsWith("/")) return false;
      // Upstream (Gemini CLI) marks a directory with a trailing slash so `dir/` patterns apply.
      const path = isDir && !rel.endsWith("/") ? `${rel}/` : rel;
      try {
        return ig.ignores(path);
      } catch {
        return false;
      }
    },
  };
}
