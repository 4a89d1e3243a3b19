/**
 * Probing and reading context files as memoryDiscovery.ts does: a candidate is a path that passes
 * fs.access(R_OK) (a directory passes too, then fails to read with EISDIR and is skipped silently);
 * it is read whole as UTF-8 (no size limit) and its @imports are expanded.
 */
import { readCandidate } from "../../core/read";
import { dirname, join } from "../../core/paths";
import type { ProfileContext } from "../base";
import { warnLossy } from "../shared";
import type { SourceStatus } from "../../types";
import { expandImports, type ImportOptions, type ImportRecord } from "./imports";
import type { Segs } from "../../core/segments";

export type Probe = { ok: true } | { ok: false; missing: true } | { ok: false; missing: false; reason: string };

/** fs.access(path, R_OK) through the port. */
export function probe(ctx: ProfileContext, path: string): Probe {
  const st = ctx.fs.stat(path);
  if (!st.ok) {
    if (st.code === "ELOOP")
      return { ok: false, missing: false, reason: "It is a symlink loop, so it fails the read-access check and is not loaded." };
    if (st.code === "EACCES")
      return { ok: false, missing: false, reason: "It cannot be reached (permission denied), so it is not loaded." };
    if (st.code === "EREFUSED") return { ok: false, missing: false, reason: `${st.message}, so it is not loaded.` };
    if (ctx.fs.lstat(path).ok)
      return { ok: false, missing: false, reason: "It is a dangling symlink, so it fails the read-access check and is not loaded." };
    return { ok: false, missing: true };
  }
  if (st.value.kind === "dir") {
    const d = ctx.fs.readdir(path);
    return d.ok
      ? { ok: true }
      : { ok: false, missing: false, reason: "It is a directory that cannot be read, so it fails the read-access check." };
  }
  const r = ctx.fs.readFile(path, 0);
  return r.ok
    ? { ok: true }
    : { ok: false, missing: false, reason: "It is not readable (permission denied), so it fails the read-access check and is not loaded." };
}

export interface Loaded {
  path: string;
  size: number;
  /** Processed text; null when the read failed (upstream keeps `content: null` and drops it). */
  segs: Segs | null;
  imports: ImportRecord[];
  failure?: { status: SourceStatus; reason: string };
}

export function loadFile(ctx: ProfileContext, path: string, opts: ImportOptions): Loaded {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    if (r.kind === "not-a-file")
      return {
        path,
        size: 0,
        segs: null,
        imports: [],
        failure: { status: "unreadable", reason: "It is a directory, not a file; Gemini CLI skips it silently (EISDIR)." },
      };
    ctx.diag({
      level: "warning",
      code: "file-unreadable",
      path,
      message: `Could not read ${path} (${r.message}); Gemini CLI logs a warning and leaves it out.`,
    });
    return { path, size: 0, segs: null, imports: [], failure: { status: "unreadable", reason: `${r.message}, so it is left out.` } };
  }
  warnLossy(ctx, r);
  const { segs, records } = expandImports(ctx, r.text, path, opts);
  return { path, size: r.size, segs, imports: records };
}

/** File identity (dev:ino through the port); null when stat fails, as upstream keeps such paths. */
export function identity(ctx: ProfileContext, path: string): string | null {
  const st = ctx.fs.stat(path);
  return st.ok ? st.value.id : null;
}

/** deduplicatePathsByFileIdentity: string-unique first, then the first path per identity wins. */
export function dedupeByIdentity(ctx: ProfileContext, paths: string[]): { kept: string[]; dropped: Map<string, string> } {
  const byId = new Map<string, string>();
  const kept: string[] = [];
  const dropped = new Map<string, string>();
  for (const p of new Set(paths)) {
    const id = identity(ctx, p);
    if (id === null) kept.push(p);
    else if (byId.has(id)) dropped.set(p, byId.get(id)!);
    else {
      byId.set(id, p);
      kept.push(p);
    }
  }
  return { kept, dropped };
}

/** findProjectRoot in memoryDiscovery.ts: nearest ancestor (start included) holding any marker; null if none. */
export function findProjectRoot(ctx: ProfileContext, start: string, markers: string[]): string | null {
  if (markers.length === 0) return null;
  for (let dir = start; ; dir = dirname(dir)) {
    for (const m of markers) {
      if (m.startsWith("/") || m.includes("..")) continue;
      if (ctx.fs.exists(join(dir, m))) return dir;
    }
    if (dir === "/") return null;
  }
}
