/**
 * What the check read of each file, as length and hash: `check --fix` edits a file only while it still
 * begins with exactly those bytes (an editor that saved it meanwhile makes the fix's lines wrong).
 */
import { createHash } from "node:crypto";
import type { FsPort } from "../fs/port";

export interface ReadLog {
  /** The port to check through: it answers as the one given, and notes each file read. */
  fs: FsPort;
  /** Whether every read of `path` (or of a path reaching the same file) saw these bytes' beginning; null: never read. */
  agrees(path: string, bytes: Uint8Array): boolean | null;
}

const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export function readLog(base: FsPort): ReadLog {
  /** Per path read, each distinct read: how many bytes, and their hash. */
  const reads = new Map<string, Map<number, string>>();
  const fs: FsPort = {
    lstat: (p) => base.lstat(p),
    stat: (p) => base.stat(p),
    readFile(path, limit) {
      const r = base.readFile(path, limit);
      if (r.ok) {
        const seen = reads.get(path) ?? new Map<number, string>();
        if (!seen.has(r.value.length)) seen.set(r.value.length, digest(r.value));
        reads.set(path, seen);
      }
      return r;
    },
    readdir: (p) => base.readdir(p),
    ...(base.listingOrder ? { listingOrder: (p: string) => base.listingOrder!(p) } : {}),
    readlink: (p) => base.readlink(p),
    realpath: (p) => base.realpath(p),
    exists: (p) => base.exists(p),
    ...(base.listsWhole ? { listsWhole: (d: string) => base.listsWhole!(d) } : {}),
    ...(base.entryKinds ? { entryKinds: (d: string) => base.entryKinds!(d) } : {}),
  };
  const agrees = (path: string, bytes: Uint8Array): boolean | null => {
    const target = base.realpath(path);
    const sameFile = (p: string) => {
      const r = base.realpath(p);
      return target.ok && r.ok && r.value === target.value;
    };
    const logs = [...reads].filter(([p]) => p === path || sameFile(p));
    if (logs.length === 0) return null;
    for (const [, seen] of logs)
      for (const [length, hash] of seen) if (length > bytes.length || digest(bytes.subarray(0, length)) !== hash) return false;
    return true;
  };
  return { fs, agrees };
}
