/**
 * A port that answers as `base` does, except that some regular files (by real path) hold other text:
 * how the kit resolves the canaried tree without writing it anywhere (memfs in the page, the real
 * disk in the CLI).
 */
import { effectiveReadLimit, ok, type FsPort, type FsResult, type StatInfo } from "../fs/port";

export function overlayFs(base: FsPort, files: ReadonlyMap<string, Uint8Array>): FsPort {
  /** The replacement for what `path` reaches (following links), if any. */
  const replaced = (path: string): Uint8Array | undefined => {
    if (files.size === 0) return undefined;
    const real = base.realpath(path);
    return real.ok ? files.get(real.value) : undefined;
  };
  const resized = (r: FsResult<StatInfo>, bytes: Uint8Array | undefined): FsResult<StatInfo> =>
    r.ok && bytes && r.value.kind === "file" ? ok({ ...r.value, size: bytes.length }) : r;
  return {
    lstat: (path) => {
      const r = base.lstat(path);
      return r.ok && r.value.kind === "file" ? resized(r, replaced(path)) : r;
    },
    stat: (path) => resized(base.stat(path), replaced(path)),
    readFile: (path, limit) => {
      const r = base.readFile(path, limit);
      if (!r.ok) return r;
      const bytes = replaced(path);
      return bytes ? ok(bytes.subarray(0, effectiveReadLimit(limit))) : r;
    },
    readdir: (path) => base.readdir(path),
    ...(base.listingOrder ? { listingOrder: (path: string) => base.listingOrder!(path) } : {}),
    readlink: (path) => base.readlink(path),
    realpath: (path) => base.realpath(path),
    exists: (path) => base.exists(path),
  };
}
