/**
 * The disk's own listing order of the folders an agent reads in that order (a driver's rules folders),
 * as one digest. A verdict keeps the digest of the disk it was recorded on: a replay on a disk that
 * lists those folders in another order (another file system, another hash seed) cannot expect the
 * same text, and says so instead of failing.
 */
import { createHash } from "node:crypto";
import { lstatSync, opendirSync } from "node:fs";
import { join } from "node:path";
import type { TreeFacts } from "../lib/agents/lab-driver";

/** Whether a folder's (virtual) path is one whose order the agent reads: in or below a rules folder. */
export function orderedFolder(facts: TreeFacts): ((path: string) => boolean) | null {
  const { rules, ruleFolders } = facts;
  const dirs = [
    ...(rules ? [rules.dir, ...(rules.globalDir ? [rules.globalDir] : [])] : []),
    ...(ruleFolders?.listed ? [...ruleFolders.dirs, ...(ruleFolders.globalDirs ?? []), ...(ruleFolders.homeDirs ?? [])] : []),
  ];
  if (dirs.length === 0) return null;
  const names = dirs.map((d) => `/${d}`);
  return (path) => names.some((n) => path.endsWith(n) || path.includes(`${n}/`));
}

/** The digest of the raw listings of the ordered folders of the tree under `root` with 2+ entries; null when there are none. */
export function listingDigest(root: string, ordered: (path: string) => boolean): string | null {
  const hash = createHash("sha256");
  let any = false;
  const walk = (real: string, virtual: string) => {
    const names: string[] = [];
    const dir = opendirSync(real);
    try {
      for (let d = dir.readSync(); d !== null; d = dir.readSync()) names.push(d.name);
    } finally {
      dir.closeSync();
    }
    if (names.length > 1 && ordered(virtual)) {
      any = true;
      hash.update(`${virtual}\0${names.join("\0")}\n`);
    }
    for (const n of [...names].sort())
      if (lstatSync(join(real, n)).isDirectory()) walk(join(real, n), `${virtual === "/" ? "" : virtual}/${n}`);
  };
  walk(root, "/");
  return any ? hash.digest("hex").slice(0, 16) : null;
}
