/** A port wrapper that writes every probe into the trace, so profiles need not log by hand. */
import { MAX_READ_BYTES, type FsPort, type FsResult, type StatInfo } from "../fs/port";
import type { Step } from "../types";

function describeStat(r: FsResult<StatInfo>): string {
  if (!r.ok) return r.code === "ENOENT" ? "missing" : r.code;
  const k = r.value.kind;
  return k === "file" ? `file (${r.value.size} B)` : k === "dir" ? "directory" : k;
}

/**
 * `onCapped` hears of every read that Rulescope's own MAX_READ_BYTES cut (not the caller's limit), with
 * the file's full size, so resolve() can say so whichever profile read it.
 */
export function tracingFs(inner: FsPort, trace: Step[], onCapped?: (path: string, size: number) => void): FsPort {
  return {
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
      let capped = "";
      if (r.ok && r.value.length === MAX_READ_BYTES && (limit === undefined || limit > MAX_READ_BYTES)) {
        const st = inner.stat(path);
        if (st.ok && st.value.size > MAX_READ_BYTES) {
          capped = ` (Rulescope's cap; the file has ${st.value.size} B)`;
          onCapped?.(path, st.value.size);
        }
      }
      trace.push({
        op: "read",
        path,
        result: r.ok ? `read ${r.value.length} B${limit !== undefined ? ` (limit ${limit} B)` : ""}${capped}` : r.code,
      });
      return r;
    },
    readdir(path) {
      const r = inner.readdir(path);
      trace.push({ op: "readdir", path, result: r.ok ? `${r.value.length} entries` : r.code === "ENOENT" ? "missing" : r.code });
      return r;
    },
    readlink(path) {
      const r = inner.readlink(path);
      trace.push({ op: "readlink", path, result: r.ok ? `-> ${r.value}` : r.code });
      return r;
    },
    realpath(path) {
      const r = inner.realpath(path);
      trace.push({ op: "realpath", path, result: r.ok ? r.value : r.code });
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
