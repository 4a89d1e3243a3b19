/**
 * Walk the folders below a root through the fs port, breadth first, in name order, for agents that
 * discover files throughout a workspace (nested AGENTS.md, nested rules folders). Symlinked folder
 * loops are walked once; which folder names to skip and what to look for stay with the profile.
 */
import type { FsPort } from "../fs/port";
import { kindsIn } from "./entry-kinds";
import { childPath, normalize } from "./paths";
import { recallWalk } from "./tracing-fs";

export interface FindDownOptions {
  /** Folder names not to enter (e.g. "node_modules", ".git"). */
  skipDirs?: ReadonlySet<string>;
  /** Stop after this many folders (a guard for huge trees); default 5000. */
  maxDirs?: number;
}

export interface FindDownResult {
  /** Folders visited, root first, breadth first. */
  dirs: string[];
  capped: boolean;
}

/** Resolves that share their work walk each (root, options) once; the result is frozen. */
export function foldersBelow(fs: FsPort, root: string, opts: FindDownOptions = {}): FindDownResult {
  const skip = [...(opts.skipDirs ?? [])].sort().join("/");
  return recallWalk(fs, `below\u0000${root}\u0000${skip}\u0000${opts.maxDirs ?? ""}`, () => {
    const r = walkDown(fs, root, opts);
    return Object.freeze({ dirs: Object.freeze(r.dirs) as string[], capped: r.capped });
  });
}

function walkDown(fs: FsPort, root: string, opts: FindDownOptions): FindDownResult {
  const max = opts.maxDirs ?? 5000;
  const seen = new Set<string>();
  const dirs: string[] = [];
  const queue = [normalize(root)];
  for (let head = 0; head < queue.length; head++) {
    if (dirs.length >= max) return { dirs, capped: true };
    const dir = queue[head];
    const real = fs.realpath(dir);
    if (!real.ok || seen.has(real.value)) continue;
    seen.add(real.value);
    const names = fs.readdir(dir);
    if (!names.ok) continue;
    dirs.push(dir);
    const kindOf = kindsIn(fs, dir);
    for (const name of names.value) {
      if (opts.skipDirs?.has(name)) continue;
      // A listed name below a normal folder: no normalising needed.
      const p = childPath(dir, name);
      if (kindOf(name, p, true) === "dir") queue.push(p);
    }
  }
  return { dirs, capped: false };
}
