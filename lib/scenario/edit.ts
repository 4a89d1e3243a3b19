/**
 * Pure edits of a Scenario's file tree, shared by the playground's tree and uploads. Paths are absolute
 * POSIX; parent directories are implied by their children, so a folder exists if an entry is below it
 * or it is an explicit `{dir: true}` entry.
 */
import { dirname, isWithin, normalize } from "../core/paths";
import type { FileEntry, Scenario } from "./types";

type Files = Scenario["files"];

/** Every directory of the tree (explicit or implied), sorted; "/" included. */
export function listDirs(files: Files): string[] {
  const dirs = new Set<string>(["/"]);
  for (const [p, e] of Object.entries(files)) {
    const path = normalize(p);
    if (typeof e === "object" && e.dir) dirs.add(path);
    for (let d = dirname(path); d !== "/"; d = dirname(d)) dirs.add(d);
  }
  return [...dirs].sort();
}

/** Every non-directory entry's path, sorted. */
export function listFiles(files: Files): string[] {
  return Object.entries(files)
    .filter(([, e]) => !(typeof e === "object" && e.dir))
    .map(([p]) => normalize(p))
    .sort();
}

export function entryExists(files: Files, path: string): boolean {
  const p = normalize(path);
  return p in files || listDirs(files).includes(p);
}

/** Text of an entry for editing, or null when it is not editable text (binary, link, folder). */
export function entryText(entry: FileEntry | undefined): string | null {
  if (entry === undefined) return null;
  if (typeof entry === "string") return entry;
  if (entry.dir || entry.symlink !== undefined || entry.base64 !== undefined) return null;
  return entry.content ?? "";
}

/** Replace an entry's text, keeping its flags (e.g. `unreadable`). */
export function setText(files: Files, path: string, text: string): Files {
  const e = files[path];
  const next = typeof e === "object" && e.unreadable ? { content: text, unreadable: true as const } : text;
  const out = copyFiles(files);
  putEntry(out, path, next);
  madeFrom.set(out, { base: files, path });
  return out;
}

/**
 * A shallow copy of a files map, keys in the same order. Setting keys one by one in a for-in loop is
 * about twice as fast as spreading a 10,000-key map (measured in V8: 4 ms against 8), and setText
 * copies the map on every keystroke.
 */
function copyFiles(files: Files): Files {
  const out: Files = {};
  for (const key in files) putEntry(out, key, files[key]);
  return out;
}

/** `files[key] = entry`, except that a "__proto__" key stays an own data entry (an assignment would set the prototype). */
function putEntry(files: Files, key: string, entry: FileEntry): void {
  if (key === "__proto__") Object.defineProperty(files, key, { value: entry, enumerable: true, writable: true, configurable: true });
  else files[key] = entry;
}

/**
 * For each map setText made: the map it was made from and the one path it changed. Typing makes a
 * chain of these, so what changed since an older map is known without comparing 10,000 keys.
 */
const madeFrom = new WeakMap<Files, { base: Files; path: string }>();
/** Steps of a chain followed back at most: past that, comparing keys is the cheaper answer. */
const MAX_CHAIN = 64;

/**
 * True when setText made `next` from `base` by replacing the text of entries `base` already had as
 * text: same paths in the same order, same kinds. What the tree, its lists and the check root depend
 * on is then unchanged, known without reading every key.
 */
export function onlyTextChangedSince(base: Files, next: Files): boolean {
  const paths = changedSince(base, next);
  return paths !== null && paths.every((p) => Object.hasOwn(base, p) && entryText(base[p]) !== null && entryText(next[p]) !== null);
}

/** The paths whose entries may differ between `base` and `next`, when setText made one from the other; else null. */
export function changedSince(base: Files, next: Files): string[] | null {
  const paths = new Set<string>();
  let at = next;
  for (let i = 0; i < MAX_CHAIN && at !== base; i++) {
    const step = madeFrom.get(at);
    if (!step) return null;
    paths.add(step.path);
    at = step.base;
  }
  return at === base ? [...paths] : null;
}

export function addFile(files: Files, path: string, text = ""): Files {
  return { ...dropDirMarkerAbove(files, path), [normalize(path)]: text };
}

export function addFolder(files: Files, path: string): Files {
  return { ...dropDirMarkerAbove(files, path), [normalize(path)]: { dir: true } };
}

/** A parent's `{dir:true}` marker is redundant once something lives inside it. */
function dropDirMarkerAbove(files: Files, path: string): Files {
  const out = { ...files };
  for (let d = dirname(normalize(path)); d !== "/"; d = dirname(d)) {
    const e = out[d];
    if (typeof e === "object" && e.dir) delete out[d];
  }
  return out;
}

/** Delete a file, or a folder with everything below it. */
export function remove(files: Files, path: string): Files {
  const p = normalize(path);
  return Object.fromEntries(Object.entries(files).filter(([k]) => !isWithin(normalize(k), p)));
}

/** Move a file or a folder (with everything below it). Refuses to overwrite or to move into itself. */
export function rename(files: Files, from: string, to: string): { ok: true; files: Files } | { ok: false; message: string } {
  const src = normalize(from);
  const dst = normalize(to);
  if (src === dst) return { ok: true, files };
  if (src === "/") return { ok: false, message: "The root folder cannot be renamed." };
  if (isWithin(dst, src)) return { ok: false, message: `Cannot move ${src} into itself.` };
  if (entryExists(files, dst)) return { ok: false, message: `${dst} already exists.` };
  const out: Files = {};
  for (const [k, v] of Object.entries(files)) {
    const n = normalize(k);
    out[isWithin(n, src) ? dst + n.slice(src.length) : k] = v;
  }
  if (!Object.keys(out).some((k) => isWithin(normalize(k), dst))) return { ok: false, message: `${src} does not exist.` };
  return { ok: true, files: dropDirMarkerAbove(out, dst) };
}

/** Check a name typed by a user for a new entry or a rename: one path segment. */
export function checkName(name: string): string | null {
  if (name.trim() === "") return "A name cannot be empty.";
  if (name.includes("/")) return "A name cannot contain /.";
  if (name === "." || name === "..") return "A name cannot be . or ..";
  if (name.includes("\0")) return "A name cannot contain a NUL character.";
  return null;
}
