/** The files of the checked tree, listed once through the fs port (the engine's own view of the repo). */
import type { FsPort } from "../fs/port";
import { kindsIn } from "../core/entry-kinds";
import { childPath, normalize } from "../core/paths";

/** Files listed at most; past it the report says the listing was cut. */
export const MAX_CHECK_FILES = 100_000;
/** Folders whose contents are never rule files and can be huge. */
const SKIPPED = new Set([".git", "node_modules"]);

export interface TreeListing {
  files: string[];
  dirs: string[];
  capped: boolean;
}

/** Regular files (and links to files) below `root`, breadth first, without following linked folders. */
export function listTree(fs: FsPort, root: string): TreeListing {
  const files: string[] = [];
  const dirs: string[] = [];
  const queue = [normalize(root)];
  let capped = false;
  for (let head = 0; head < queue.length; head++) {
    const dir = queue[head];
    dirs.push(dir);
    const names = fs.readdir(dir);
    if (!names.ok) continue;
    const kindOf = kindsIn(fs, dir);
    for (const name of names.value) {
      // A listed name below a normal folder: no normalising scan needed.
      const p = childPath(dir, name);
      const kind = kindOf(name, p, false);
      if (kind === "dir") {
        if (!SKIPPED.has(name)) queue.push(p);
        continue;
      }
      if (kind !== "file" && !(kind === "symlink" && kindOf(name, p, true) === "file")) continue;
      if (files.length >= MAX_CHECK_FILES) {
        capped = true;
        return { files, dirs, capped };
      }
      files.push(p);
    }
  }
  return { files, dirs, capped };
}
