/**
 * Which project docs Codex will read: find the project root from the working directory, then take at
 * most one file per directory from the root down to the cwd. Probe errors other than "not found"
 * stop the whole project layer, as in Codex (its discovery returns the io::Error).
 */
import { ancestors, chainDown } from "../../core/paths";
import type { FsErrorCode } from "../../fs/port";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { shadowed } from "../shared";
import type { Behaviour } from "./behaviour";
import { SEED_GIT_MARKER } from "./facts";
import type { CodexSettings } from "./settings";
import { rustJoin } from "./rust-text";

export const PROJECT_LAYER = "project";

/** A probe that failed with something other than "not found": Codex gives up on project docs. */
export interface ProbeFailure {
  path: string;
  code: FsErrorCode;
  /** The port's sentence, for EREFUSED (a path Rulescope will not touch, and why). */
  message?: string;
  /** What was being probed, for the reason text. */
  what: "root marker" | "doc candidate" | "doc";
}

interface DirScan {
  dir: string;
  /** The entry that took this directory's slot, if any. */
  winner?: string;
  /** Other candidates in this directory and what became of them. */
  notes: Source[];
}

export interface Discovery {
  /** Where the upward walk starts (the cwd, canonical in the seed variant). */
  walkStart: string;
  root: string | null;
  dirs: DirScan[];
  failure?: ProbeFailure;
}

function findRoot(
  ctx: ProfileContext,
  b: Behaviour,
  settings: CodexSettings,
  walkStart: string,
): { root: string | null; failure?: ProbeFailure } {
  const markers = b.configurableMarkers ? settings.markers : [SEED_GIT_MARKER];
  if (markers.length === 0) {
    ctx.decide("project_root_markers is empty: no root search, only the working directory is read");
    return { root: null };
  }
  for (const dir of ancestors(walkStart)) {
    if (dir === "/" && !b.checksFsRoot) break;
    for (const marker of markers) {
      const path = rustJoin(dir, marker);
      const st = ctx.fs.stat(path);
      if (st.ok) {
        ctx.decide(`project root: ${dir} (${marker === "" ? "the empty marker matches any directory" : `${marker} found`})`, path);
        return { root: dir };
      }
      if (st.code !== "ENOENT") return { root: null, failure: { path, code: st.code, message: st.message, what: "root marker" } };
    }
  }
  ctx.decide(`no project root marker (${markers.join(", ")}) above ${walkStart}: only the working directory is read`);
  return { root: null };
}

/** Record a same-directory candidate that lost to the winner (only if it is there at all). */
function noteShadowed(ctx: ProfileContext, scan: DirScan, path: string): void {
  const st = ctx.fs.stat(path);
  if (st.ok && st.value.kind === "file")
    scan.notes.push(
      shadowed(path, PROJECT_LAYER, scan.winner!, st.value.size, `Codex takes one file per directory and ${scan.winner} comes first`),
    );
}

function unreadableNote(path: string, reason: string): Source {
  return { path, layer: PROJECT_LAYER, status: "unreadable", reason, bytes: 0, includedBytes: 0 };
}

/** The first candidate of `names` in `dir` that Codex accepts, and notes on the others. */
function scanDir(ctx: ProfileContext, b: Behaviour, names: string[], dir: string): { scan: DirScan; failure?: ProbeFailure } {
  const scan: DirScan = { dir, notes: [] };
  for (const name of names) {
    const path = rustJoin(dir, name);
    if (scan.winner) {
      noteShadowed(ctx, scan, path);
      continue;
    }
    // Upstream follows links and wants a regular file; the seed's lstat takes any file or symlink.
    const st = b.pick === "regular-file" ? ctx.fs.stat(path) : ctx.fs.lstat(path);
    if (st.ok) {
      const kind = st.value.kind;
      if (kind === "file" || (b.pick === "file-or-symlink" && kind === "symlink")) scan.winner = path;
      else
        scan.notes.push(
          unreadableNote(
            path,
            `Skipped: it is a ${kind === "dir" ? "directory" : "special file"}, not a regular file, so Codex tries the next name.`,
          ),
        );
      continue;
    }
    if (st.code !== "ENOENT") return { scan, failure: { path, code: st.code, message: st.message, what: "doc candidate" } };
    if (b.pick === "regular-file" && ctx.fs.lstat(path).ok)
      scan.notes.push(unreadableNote(path, "Skipped: it is a symlink to nothing, so Codex treats it as missing and tries the next name."));
  }
  return { scan };
}

export function discover(ctx: ProfileContext, b: Behaviour, settings: CodexSettings): Discovery {
  const cwd = ctx.input.cwd;
  let walkStart = cwd;
  if (b.canonicalWalk) {
    const real = ctx.fs.realpath(cwd);
    if (real.ok && real.value !== cwd) {
      walkStart = real.value;
      ctx.decide(`the working directory is canonicalized before the walk: ${walkStart}`, cwd);
    }
  }
  const { root, failure } = findRoot(ctx, b, settings, walkStart);
  if (failure) return { walkStart, root, dirs: [], failure };
  // No root: the cwd only (the seed's project_doc.rs uses the cwd as configured, not the canonical one).
  const searchDirs = root === null ? [cwd] : chainDown(root, walkStart);
  ctx.decide(`one doc per directory, in this order: ${searchDirs.join(", ")}`);
  const dirs: DirScan[] = [];
  for (const dir of searchDirs) {
    const { scan, failure: f } = scanDir(ctx, b, settings.candidateNames, dir);
    dirs.push(scan);
    if (f) return { walkStart, root, dirs, failure: f };
  }
  return { walkStart, root, dirs };
}

/** Candidate files above the searched range: Codex never reads them; listing them explains why. */
export function unmatchedAbove(ctx: ProfileContext, d: Discovery, names: string[]): Source[] {
  const top = d.root ?? ctx.input.cwd;
  const why = d.root
    ? `Not read: it is above the project root ${d.root}, and Codex does not walk past the root.`
    : "Not read: no project root was found, so Codex reads only the working directory.";
  const seen = new Set<string>();
  const out: Source[] = [];
  for (const dir of ancestors(top).slice(1).reverse())
    for (const name of names) {
      const path = rustJoin(dir, name);
      if (seen.has(path)) continue;
      seen.add(path);
      const st = ctx.fs.stat(path);
      if (st.ok && st.value.kind === "file")
        out.push({ path, layer: PROJECT_LAYER, status: "unmatched", reason: why, bytes: st.value.size, includedBytes: 0 });
    }
  return out;
}
