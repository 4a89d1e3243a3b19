/**
 * When an applyTo pattern matches a worked-on file. Two published semantics:
 * - agent runtime (CLI, coding agent): globs relative to the repository root, as GitHub's docs show
 *   them (`*.py` is root-level files only; `src/*.py` not `src/foo/bar.py`); `**` and `**\/*` mean all.
 * - VS Code (computeAutomaticInstructions.ts `_matches`): `**`, `**\/*` and `*` apply even with no file;
 *   any other pattern not starting with `/` or `**\/` gets `**\/` in front and is matched,
 *   case-insensitively, against the file's absolute path (so `src/*.ts` also matches `/x/pkg/src/a.ts`).
 */
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import { isWithin, relative } from "../../core/paths";
import { RUNTIME_MATCH_ALL, VSCODE_MATCH_ALL } from "./facts";

const has = (list: readonly string[], p: string) => list.includes(p);

/** A pattern that cannot compile, or that the guard refuses, matches nothing (never a throw on user data). */
function safeMatch(guard: GlobGuard, site: GlobSite, glob: string, path: string, nocase: boolean): boolean {
  return guard.picomatch(glob, { dot: true, nocase }, site)?.(path) ?? false;
}

export const runtimeMatchesAll = (patterns: string[]): string[] => patterns.filter((p) => has(RUNTIME_MATCH_ALL, p.replace(/^\.?\//, "")));

/** Patterns (relative to `root`) that match `file`; none when the file lies outside the root. */
export function runtimeMatches(guard: GlobGuard, site: GlobSite, patterns: string[], root: string, file: string): string[] {
  if (!isWithin(file, root)) return [];
  const rel = relative(root, file);
  if (rel === "") return [];
  return guard.limitList(patterns, site).filter((p) => safeMatch(guard, site, p.replace(/^(\.\/|\/)+/, ""), rel, false));
}

export const vscodeMatchesAll = (patterns: string[]): string[] => patterns.filter((p) => has(VSCODE_MATCH_ALL, p));

export function vscodeMatches(guard: GlobGuard, site: GlobSite, patterns: string[], file: string): string[] {
  return guard.limitList(patterns, site).filter((p) => {
    if (has(VSCODE_MATCH_ALL, p)) return true;
    const glob = p.startsWith("/") || p.startsWith("**/") ? p : `**/${p}`;
    return safeMatch(guard, site, glob, file, true);
  });
}
