/**
 * Glob for files below a directory through the fs port (no Node built-ins). Agents that accept glob
 * patterns in their config (opencode `instructions`, ...) share this walk; how a pattern is anchored
 * and what happens to the matches stays in each profile.
 */
import picomatch from "picomatch/posix.js";
import type { FsPort } from "../fs/port";
import { kindsIn } from "./entry-kinds";
import type { GlobGuard, GlobSite } from "./glob-guard";
import { childPath, join, normalize } from "./paths";
import { recallWalk } from "./tracing-fs";

export interface GlobOptions {
  /** The resolve's glob guard: the pattern is user data, so its shape and each test are bounded. */
  guard: GlobGuard;
  /** Where the pattern was written, for the guard's warnings. */
  site?: GlobSite;
  /** Let `*` and `**` match names that start with a dot (`dot: true` in most glob libraries). */
  dot?: boolean;
  /** Stop after visiting this many directory entries (a guard for huge trees); default 20000. */
  maxEntries?: number;
}

export interface GlobResult {
  /** Absolute paths of matching files (symlinks to files count), sorted by code unit. */
  files: string[];
  /** True when the walk stopped at `maxEntries` before seeing everything. */
  capped: boolean;
}

const isFile = (fs: FsPort, p: string): boolean => {
  const st = fs.stat(p);
  return st.ok && st.value.kind === "file";
};

/**
 * Files under `cwd` whose path relative to `cwd` matches `pattern` (POSIX glob syntax). Resolves that
 * share their work walk each (cwd, pattern, options) once; the result is frozen. The pattern's shape
 * is checked in every resolve (so each one reports a refused pattern); the walk's own tests are
 * charged to the guard of the resolve that walks.
 */
export function globFiles(fs: FsPort, cwd: string, pattern: string, opts: GlobOptions): GlobResult {
  if (!opts.guard.shape(pattern.replace(/^(\.\/)+/, ""), opts.site ?? {})) return { files: [], capped: false };
  const key = `glob\u0000${cwd}\u0000${pattern}\u0000${opts.dot ?? false}\u0000${opts.maxEntries ?? ""}`;
  return recallWalk(fs, key, () => {
    const r = walkGlob(fs, cwd, pattern, opts);
    return Object.freeze({ files: Object.freeze(r.files) as string[], capped: r.capped });
  });
}

function walkGlob(fs: FsPort, cwd: string, pattern: string, opts: GlobOptions): GlobResult {
  const base = normalize(cwd);
  const clean = pattern.replace(/^(\.\/)+/, "");
  const scan = picomatch.scan(clean);
  if (!scan.isGlob) {
    // A plain path: one probe, no walk.
    const p = join(base, clean);
    return { files: clean !== "" && isFile(fs, p) ? [p] : [], capped: false };
  }
  // `**/*` (or `**`) with dot files included matches every file a walk can meet: no test per file.
  const everything = opts.dot === true && (clean === "**/*" || clean === "**");
  const match = everything ? () => true : opts.guard.picomatch(clean, { dot: opts.dot ?? false }, opts.site ?? {});
  if (!match) return { files: [], capped: false };
  const start = scan.base === "" ? base : join(base, scan.base);
  // Without `**` a match can be no deeper than the pattern has segments.
  const maxDepth = clean.includes("**") ? Infinity : clean.split("/").length;
  const budget = { left: opts.maxEntries ?? 20000 };
  const out: string[] = [];
  const seenDirs = new Set<string>();
  const prefixLen = base === "/" ? 1 : base.length + 1;
  const walk = (dir: string, depth: number): void => {
    const real = fs.realpath(dir);
    if (!real.ok || seenDirs.has(real.value)) return; // symlinked directory loops are walked once
    seenDirs.add(real.value);
    const names = fs.readdir(dir);
    if (!names.ok) return;
    const kindOf = kindsIn(fs, dir);
    for (const name of names.value) {
      if (budget.left-- <= 0) return;
      const p = childPath(dir, name);
      const kind = kindOf(name, p, true);
      if (kind === "file" && match(p.slice(prefixLen))) out.push(p);
      else if (kind === "dir" && depth < maxDepth) walk(p, depth + 1);
    }
  };
  const baseDepth = scan.base === "" ? 0 : scan.base.split("/").length;
  const st = fs.stat(start);
  if (st.ok && st.value.kind === "dir") walk(start, baseDepth + 1);
  return { files: out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), capped: budget.left < 0 };
}
