/** A port wrapper that writes every probe into the trace, so profiles need not log by hand. */
import { MAX_READ_BYTES, type FsPort, type FsResult, type StatInfo } from "../fs/port";
import type { Step } from "../types";
import type { SharedWork } from "./shared-work";

/** The traced port, which can also run a whole walk once for several resolves (shared-work.ts). */
export interface TracingFs extends FsPort {
  recall<T>(key: string, run: () => T): T;
}

export interface TracingOptions {
  /** Walk results shared between resolves of one tree (Compare, the precedence map, check). */
  shared?: SharedWork;
  /**
   * Hears of every read that Rulescope's own MAX_READ_BYTES cut (not the caller's limit), with the
   * file's full size, so resolve() can say so whichever profile read it.
   */
  onCapped?: (path: string, size: number) => void;
  /**
   * Record only the probes of single paths (stat, lstat, read): what a caller that asks which names
   * an agent looks for needs. Listings and real paths are most of a walk's steps (on a 30,000-file
   * tree, 80,000 of the 115,000 steps all 34 profiles make from the root) and are left out.
   */
  probesOnly?: boolean;
}

/**
 * Run a walk over `fs` (a glob, the folders below a root) once per `key` when resolves share their
 * work, else just run it. The key must name everything the result depends on besides the tree, and
 * the result must not be changed by the caller (walkers freeze what they return).
 */
export function recallWalk<T>(fs: FsPort, key: string, run: () => T): T {
  return typeof (fs as Partial<TracingFs>).recall === "function" ? (fs as TracingFs).recall(key, run) : run();
}

function describeStat(r: FsResult<StatInfo>): string {
  if (!r.ok) return r.code === "ENOENT" ? "missing" : r.code;
  const k = r.value.kind;
  return k === "file" ? `file (${r.value.size} B)` : k === "dir" ? "directory" : k;
}

/** The file's full size when this read was cut by Rulescope's own cap, else null. */
function cappedSize(inner: FsPort, path: string, limit: number | undefined, r: FsResult<Uint8Array>): number | null {
  if (!r.ok || r.value.length !== MAX_READ_BYTES || (limit !== undefined && limit <= MAX_READ_BYTES)) return null;
  const st = inner.stat(path);
  return st.ok && st.value.size > MAX_READ_BYTES ? st.value.size : null;
}

/** The port as it is, plus walk sharing: for runs that keep no trace (see ResolveOptions.trace). */
export function untracedFs(inner: FsPort, opts: TracingOptions = {}): TracingFs {
  return {
    recall: (key, run) => (opts.shared ? opts.shared.recall(key, null, run) : run()),
    lstat: (p) => inner.lstat(p),
    stat: (p) => inner.stat(p),
    readFile: (p, limit) => {
      const r = inner.readFile(p, limit);
      const size = opts.onCapped ? cappedSize(inner, p, limit, r) : null;
      if (size !== null) opts.onCapped!(p, size);
      return r;
    },
    readdir: (p) => inner.readdir(p),
    ...(inner.listingOrder ? { listingOrder: (p: string) => inner.listingOrder!(p) } : {}),
    ...(inner.entryKinds ? { entryKinds: (p: string) => inner.entryKinds!(p) } : {}),
    readlink: (p) => inner.readlink(p),
    realpath: (p) => inner.realpath(p),
    exists: (p) => inner.exists(p),
  };
}

export function tracingFs(inner: FsPort, trace: Step[], opts: TracingOptions = {}): TracingFs {
  const probesOnly = opts.probesOnly === true;
  return {
    recall: (key, run) => (opts.shared ? opts.shared.recall(key, trace, run, probesOnly) : run()),
    lstat(path) {
      const r = inner.lstat(path);
      trace.push({ op: "lstat", path, result: describeStat(r) });
      return r;
    },
    stat(path) {
      const r = inner.stat(path);
      trace.push({ op: "stat", path, result: describeStat(r) });
      return r;
    },
    readFile(path, limit) {
      const r = inner.readFile(path, limit);
      const size = cappedSize(inner, path, limit, r);
      if (size !== null) opts.onCapped?.(path, size);
      trace.push({
        op: "read",
        path,
        result: r.ok
          ? `read ${r.value.length} B${limit !== undefined ? ` (limit ${limit} B)` : ""}${size !== null ? ` (Rulescope's cap; the file has ${size} B)` : ""}`
          : r.code,
      });
      return r;
    },
    readdir(path) {
      const r = inner.readdir(path);
      if (!probesOnly)
        trace.push({ op: "readdir", path, result: r.ok ? `${r.value.length} entries` : r.code === "ENOENT" ? "missing" : r.code });
      return r;
    },
    ...(inner.listingOrder
      ? {
          listingOrder(path: string) {
            const r = inner.listingOrder!(path);
            // The same step as readdir's: a trace reads alike whichever port answered.
            if (!probesOnly)
              trace.push({ op: "readdir", path, result: r.ok ? `${r.value.length} entries` : r.code === "ENOENT" ? "missing" : r.code });
            return r;
          },
        }
      : {}),
    // A listing's kinds come with the listing (a readdir with types, as agents walk): the walk's
    // readdir step already says it was made, so no step of its own.
    ...(inner.entryKinds ? { entryKinds: (p: string) => inner.entryKinds!(p) } : {}),
    readlink(path) {
      const r = inner.readlink(path);
      if (!probesOnly) trace.push({ op: "readlink", path, result: r.ok ? `-> ${r.value}` : r.code });
      return r;
    },
    realpath(path) {
      const r = inner.realpath(path);
      if (!probesOnly) trace.push({ op: "realpath", path, result: r.ok ? r.value : r.code });
      return r;
    },
    exists(path) {
      // Counted as a stat probe: that is what it costs and what it asks.
      const r = inner.stat(path);
      trace.push({ op: "stat", path, result: describeStat(r) });
      return r.ok;
    },
  };
}
