/**
 * From --read values to the read-only files aider sends. main.py expands `~`, resolves each value
 * against the working directory (Path.resolve: symlinks followed) and replaces a folder with every
 * file below it; the Coder keeps the paths that exist, in a Python set.
 */
import { expandHome, join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { MAX_FOLDER_FILES } from "./facts";

export interface ReadEntry {
  /** The absolute path aider holds (symlinks resolved). */
  path: string;
  /** The --read value it came from. */
  given: string;
}

/** Path.resolve(): the real path when it exists, else the normalised path (strict=False). */
function real(ctx: ProfileContext, p: string): string {
  const r = ctx.fs.realpath(p);
  return r.ok ? r.value : normalize(p);
}

/** Path.rglob("*") keeping files: symlinked folders are not entered (Python 3.12), symlinked files count. */
function filesBelow(ctx: ProfileContext, dir: string, out: string[]): boolean {
  const list = ctx.fs.readdir(dir);
  if (!list.ok) return true;
  for (const name of list.value) {
    if (out.length >= MAX_FOLDER_FILES) return false;
    const p = join(dir, name);
    const l = ctx.fs.lstat(p);
    if (!l.ok) continue;
    if (l.value.kind === "dir") {
      if (!filesBelow(ctx, p, out)) return false;
      continue;
    }
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "file") out.push(p);
  }
  return true;
}

export function expandReads(ctx: ProfileContext, values: string[], file?: string): ReadEntry[] {
  const { cwd, home } = ctx.input;
  const seen = new Set<string>();
  const out: ReadEntry[] = [];
  const add = (path: string, given: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ path, given });
  };
  for (const given of values) {
    const path = real(ctx, resolvePath(cwd, expandHome(given, home)));
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "dir") {
      const files: string[] = [];
      if (!filesBelow(ctx, path, files))
        ctx.diag({
          level: "warning",
          code: "walk-capped",
          path,
          message: `--read ${given} is a folder; aider adds every file below it. Rulescope stopped listing at ${MAX_FOLDER_FILES} files.`,
        });
      for (const f of files) add(real(ctx, f), given);
      continue;
    }
    if (!st.ok) {
      // Reported at the config file that names it (the missing path has no file to point at).
      ctx.diag({
        level: "warning",
        code: "read-only-file-missing",
        ...(file ? { path: file } : {}),
        message: `aider: "Error: Read-only file ${path} does not exist. Skipping." (--read ${given}, resolved from the working directory ${cwd}).`,
      });
      continue;
    }
    add(path, given);
  }
  return out;
}
