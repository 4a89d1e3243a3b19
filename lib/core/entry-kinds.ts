/**
 * What each entry of a folder is, for walks over a whole tree: from the listing's own kinds where the
 * port gives them (FsPort.entryKinds, one call per folder), else a probe per entry. A check walks a
 * 30,000-file tree several times (its listing, Continue's colocated rules, globs, nested folders);
 * probing each entry was 35,000 system calls.
 */
import type { FileKind, FsPort } from "../fs/port";

/** `follow`: the kind stat gives (a link's target), else lstat's. Undefined where the probe fails. */
export type KindOf = (name: string, path: string, follow: boolean) => FileKind | undefined;

export function kindsIn(fs: FsPort, dir: string): KindOf {
  const listed = fs.entryKinds?.(dir);
  const known = listed?.ok ? listed.value : undefined;
  return (name, path, follow) => {
    const kind = known?.get(name);
    if (kind !== undefined && !(follow && kind === "symlink")) return kind;
    const r = follow ? fs.stat(path) : fs.lstat(path);
    return r.ok ? r.value.kind : undefined;
  };
}
