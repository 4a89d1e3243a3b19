/**
 * minimatch semantics on top of picomatch (the glob library this project ships). opencode-rules calls
 * `minimatch(path, glob, { matchBase: true })` for rule globs and plain `minimatch(branch, pattern)`
 * for branch patterns (minimatch ^9.0.5). Checked side by side against minimatch; the adjustments:
 * - matchBase applies only to patterns without a slash (picomatch's `basename` would apply it to all);
 * - `[!x]` is a negated class in minimatch; picomatch/posix needs `[^x]`;
 * - `dir/**` does not match `dir` itself in minimatch;
 * - a pattern starting `./` matches only paths written with `./` (minimatch keeps `.` as a segment).
 */
import picomatch from "picomatch/posix";

export function minimatchLike(path: string, pattern: string, matchBase: boolean): boolean {
  const glob = pattern.replace(/\[!/g, "[^");
  if (glob.startsWith("./")) return path.startsWith("./") && minimatchLike(path.slice(2), pattern.slice(2), matchBase);
  const test = (g: string) => picomatch(g, { basename: matchBase && !g.includes("/") })(path);
  if (!test(glob)) return false;
  return !(glob.endsWith("/**") && test(glob.slice(0, -3)));
}
