/**
 * Reading a Roo rules folder (.roo/rules, .roo/rules-{mode}) as readTextFilesFromDirectory() does:
 * every file below it, whatever its extension, except cache and system files; symlinks are followed
 * (to a file, or into a folder) up to MAX_SYMLINK_DEPTH; texts are trimmed; files are sorted by their
 * own name only (case-insensitive), not by their path, and shown by the path they resolve to.
 */
import { basename, dirname, join, resolvePath } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import { CACHE_NAMES, CACHE_SUFFIXES, MAX_FOLDER_ENTRIES, MAX_SYMLINK_DEPTH } from "./facts";
import type { SourceLayer } from "../../source-layers";

export interface RuleFile {
  /** The path read and shown: for a symlink, its target (one readlink hop). */
  path: string;
  /** What the files are sorted by: the name of the entry as listed (the link, not its target). */
  sortKey: string;
  text: string;
  size: number;
}

interface Found {
  original: string;
  resolved: string;
}

/** Entries left before Rulescope stops following a folder's links. */
class Budget {
  left = MAX_FOLDER_ENTRIES;
  spent = false;
}

/** Node's fs.readdir(dir, { recursive: true }): every entry below, folders not followed through links. */
function listRecursive(ctx: ProfileContext, dir: string, budget: Budget): string[] {
  const out: string[] = [];
  const queue = [dir];
  // Node lists breadth first; real readdir order is the OS's, the port's is by name (inferred order).
  while (queue.length > 0) {
    const d = queue.shift()!;
    const names = ctx.fs.readdir(d);
    if (!names.ok) continue;
    for (const n of names.value) {
      if (budget.left-- <= 0) {
        budget.spent = true;
        return out;
      }
      const p = join(d, n);
      out.push(p);
      const l = ctx.fs.lstat(p);
      if (l.ok && l.value.kind === "dir") queue.push(p);
    }
  }
  return out;
}

function entry(
  ctx: ProfileContext,
  budget: Budget,
  path: string,
  found: Found[],
  notes: Source[],
  layer: SourceLayer,
  depth: number,
): void {
  if (depth > MAX_SYMLINK_DEPTH) {
    notes.push(
      noText(
        path,
        layer,
        "unmatched",
        `Skipped: it lies behind more than ${MAX_SYMLINK_DEPTH} levels of symlinks, where Roo Code stops (its guard against symlink cycles).`,
      ),
    );
    return;
  }
  const l = ctx.fs.lstat(path);
  if (!l.ok) return;
  if (l.value.kind === "file") found.push({ original: path, resolved: path });
  else if (l.value.kind === "symlink") link(ctx, budget, path, found, notes, layer, depth + 1);
}

/** resolveSymLink(): one readlink hop, then stat (which follows the rest of the chain). */
function link(ctx: ProfileContext, budget: Budget, path: string, found: Found[], notes: Source[], layer: SourceLayer, depth: number): void {
  if (depth > MAX_SYMLINK_DEPTH) {
    notes.push(
      noText(
        path,
        layer,
        "unmatched",
        `Skipped: it lies behind more than ${MAX_SYMLINK_DEPTH} levels of symlinks, where Roo Code stops (its guard against symlink cycles).`,
      ),
    );
    return;
  }
  const target = ctx.fs.readlink(path);
  if (!target.ok) return;
  const resolved = resolvePath(dirname(path), target.value);
  const st = ctx.fs.stat(resolved);
  if (!st.ok) {
    // Roo skips invalid links without a word; Rulescope says why the file is missing.
    notes.push(
      noText(
        path,
        layer,
        "unreadable",
        st.code === "ELOOP"
          ? "It is a symlink loop, so Roo Code skips it."
          : "It is a symlink to nothing (dangling), so Roo Code skips it.",
      ),
    );
    return;
  }
  if (st.value.kind === "file") found.push({ original: path, resolved });
  else if (st.value.kind === "dir")
    for (const p of listRecursive(ctx, resolved, budget)) entry(ctx, budget, p, found, notes, layer, depth + 1);
}

const isCacheFile = (name: string) => CACHE_NAMES.some((n) => n === name) || CACHE_SUFFIXES.some((s) => name.endsWith(s));

/** The folder's rule files in Roo's order, or [] when it is missing or has none. Skipped files go to `notes`. */
export function readRulesDir(ctx: ProfileContext, dir: string, layer: SourceLayer, notes: Source[]): RuleFile[] {
  const st = ctx.fs.stat(dir);
  if (!st.ok || st.value.kind !== "dir") return [];
  const found: Found[] = [];
  const budget = new Budget();
  for (const p of listRecursive(ctx, dir, budget)) entry(ctx, budget, p, found, notes, layer, 0);
  if (budget.spent)
    ctx.diag({
      level: "warning",
      code: "walk-capped",
      path: dir,
      message: `${dir} yields more than ${MAX_FOLDER_ENTRIES.toLocaleString("en-US")} entries with its symlinks followed; Rulescope stopped there, so later files are missing.`,
    });
  const files: RuleFile[] = [];
  for (const f of found) {
    if (isCacheFile(basename(f.resolved))) {
      notes.push(
        noText(
          f.original,
          layer,
          "unmatched",
          "Skipped: Roo Code leaves cache and system files (.log, .lock, .tmp, .DS_Store, ...) out of its rules.",
        ),
      );
      continue;
    }
    const read = readTextOrNote(ctx, f.resolved, layer, (n) => notes.push(n));
    if (read) files.push({ path: f.resolved, sortKey: f.original, text: read.text.trim(), size: read.size });
  }
  // Array.prototype.sort is stable: two files of the same name keep the listing order.
  return files.sort((a, b) => basename(a.sortKey).toLowerCase().localeCompare(basename(b.sortKey).toLowerCase(), "en"));
}
