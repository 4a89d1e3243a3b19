/**
 * An incrementally updated memfs tree: keeps the tree built from one `files` map and brings it to the
 * next map by applying only the entries that changed, instead of rebuilding every file. The preview
 * re-resolves on every keystroke; rebuilding a 10,000-file tree each time costs 100s of ms, writing
 * one file costs microseconds.
 *
 * Contract: after `update(next)`, the port answers exactly as `buildMemfs(next)` would (same kinds,
 * sizes, bytes, listings, link targets, real paths, error codes, build problems; node ids may differ
 * in value but are equal for exactly the same paths). Whenever an edit could make the two differ,
 * this falls back to a full `buildMemfs`:
 * - the previous build reported problems (conflicting entries are order-dependent), or any key is not
 *   a normalised path, or the root "/" entry changes;
 * - an entry changes kind (file, folder, link), gains or loses `unreadable`, or has invalid base64;
 * - a file or folder is added or removed while the tree holds symlinks (links are created after all
 *   files and can redirect where folders get made);
 * - an added entry would land under something that is not a folder, or on an existing path.
 * The fast path covers what editing does: change a file's text, add or delete files and folders.
 */
import type { FileEntry } from "../scenario/types";
import { decodeBase64 } from "../core/bytes";
import { dirname, normalize } from "../core/paths";
import { buildMemfs, compareCodeUnits, type MemTree } from "./memfs";
import type { BuildProblem, FsPort } from "./port";

type Kind = "file" | "dir" | "symlink";

function kindOf(e: FileEntry): Kind {
  if (typeof e === "string") return "file";
  if (e.symlink !== undefined) return "symlink";
  if (e.dir) return "dir";
  return "file";
}

const isUnreadable = (e: FileEntry) => typeof e === "object" && e.unreadable === true;

/** Two entries build the same node. */
export function sameEntry(a: FileEntry | undefined, b: FileEntry | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a === "string" || typeof b === "string") {
    // A string and {content} with the same text build the same file.
    const ta =
      typeof a === "string" ? a : a.symlink === undefined && !a.dir && a.base64 === undefined && !a.unreadable ? (a.content ?? "") : null;
    const tb =
      typeof b === "string" ? b : b.symlink === undefined && !b.dir && b.base64 === undefined && !b.unreadable ? (b.content ?? "") : null;
    return ta !== null && ta === tb;
  }
  return a.content === b.content && a.base64 === b.base64 && a.symlink === b.symlink && a.dir === b.dir && a.unreadable === b.unreadable;
}

/** The bytes or text a file entry holds; null when its base64 is invalid (buildMemfs reports that). */
function fileBody(e: FileEntry): string | Uint8Array | null {
  if (typeof e === "string") return e;
  if (e.base64 !== undefined) return decodeBase64(e.base64);
  return e.content ?? "";
}

export interface MemfsTree {
  fs: FsPort;
  problems: BuildProblem[];
}

export interface UpdateStats {
  /** True when the whole tree was built again (first build, or an edit the fast path does not take). */
  rebuilt: boolean;
  /** Why it was rebuilt, for measurements and tests. */
  reason?: string;
  /** Entries written, created or deleted on the fast path. */
  applied: number;
}

class Fallback extends Error {}

export class IncrementalMemfs {
  private files: Record<string, FileEntry> | null = null;
  private tree: MemfsTree | null = null;
  private vol: MemTree | null = null;
  /** Symlink entries, keys that are not normalised paths: both force the slow path for structure edits. */
  private links = 0;
  private oddKeys = 0;

  /** The current tree (after the last update), or null before the first. */
  get current(): MemfsTree | null {
    return this.tree;
  }

  /**
   * Bring the tree to `next`. `changed`, when given, lists every key whose entry may differ from the
   * previous map (added, removed or edited); other keys are trusted to be unchanged. Without it, both
   * maps are compared key by key (identical values compare in O(1)).
   *
   * `before`: for a caller that changed the previous map in place (so `next` is that same object, and
   * copying 10,000 keys per keystroke is saved): what each changed key held before, undefined for an
   * added one. Its keys are the changed keys.
   */
  update(
    next: Record<string, FileEntry>,
    changed?: Iterable<string>,
    before?: ReadonlyMap<string, FileEntry | undefined>,
  ): MemfsTree & UpdateStats {
    if (!this.files || !this.tree || !this.vol) return this.rebuild(next, "first build");
    if (this.tree.problems.length > 0) return this.rebuild(next, "the previous tree had problems");
    if (this.oddKeys > 0) return this.rebuild(next, "a key is not a normalised path");
    const kept = this.files;
    const listed = before ? new Set(before.keys()) : changed ? new Set(changed) : null;
    // The same object, changed, without `before`: changed in place, with nothing left to compare against.
    if (next === kept && !before && (listed === null || listed.size > 0)) return this.rebuild(next, "the map was changed in place");
    const prev = before ? (k: string) => before.get(k) : (k: string) => (Object.hasOwn(kept, k) ? kept[k] : undefined);
    const keys = listed ?? changedKeys(kept, next);
    const removed: string[] = [];
    const added: string[] = [];
    const edited: string[] = [];
    for (const k of keys) {
      const a = prev(k);
      const b = Object.hasOwn(next, k) ? next[k] : undefined;
      if (sameEntry(a, b)) continue;
      if (k === "/" || normalize(k) !== k) return this.rebuild(next, "an edited key is the root or not a normalised path");
      if (a === undefined) added.push(k);
      else if (b === undefined) removed.push(k);
      else edited.push(k);
    }
    if (removed.length + added.length + edited.length === 0) {
      this.files = next;
      return { ...this.tree, rebuilt: false, applied: 0 };
    }
    try {
      this.apply(prev, next, removed, added, edited);
    } catch (e) {
      // The fast path declined (or the tree surprised us): the tree may be half-edited, so rebuild all.
      return this.rebuild(next, e instanceof Fallback ? e.message : `fast path failed: ${String(e)}`);
    }
    this.files = next;
    return { ...this.tree, rebuilt: false, applied: removed.length + added.length + edited.length };
  }

  private rebuild(next: Record<string, FileEntry>, reason: string): MemfsTree & UpdateStats {
    const built = buildMemfs(next);
    this.files = next;
    this.tree = { fs: built.fs, problems: built.problems };
    this.vol = built.tree;
    this.links = 0;
    this.oddKeys = 0;
    for (const k in next) {
      if (kindOf(next[k]) === "symlink") this.links++;
      if (k === "/" || normalize(k) !== k) this.oddKeys++;
    }
    return { ...this.tree, rebuilt: true, reason, applied: 0 };
  }

  private apply(
    prev: (k: string) => FileEntry | undefined,
    next: Record<string, FileEntry>,
    removed: string[],
    added: string[],
    edited: string[],
  ) {
    const vol = this.vol!;
    if ((removed.length > 0 || added.length > 0) && this.links > 0) throw new Fallback("files added or removed in a tree with symlinks");
    for (const k of [...removed, ...added, ...edited]) {
      const a = prev(k);
      const b = next[k] as FileEntry | undefined;
      if ((a !== undefined && kindOf(a) === "symlink") || (b !== undefined && kindOf(b) === "symlink"))
        throw new Fallback("a symlink entry changed");
      if ((a !== undefined && isUnreadable(a)) || (b !== undefined && isUnreadable(b))) throw new Fallback("an unreadable entry changed");
      if (a !== undefined && b !== undefined && kindOf(a) !== kindOf(b)) throw new Fallback("an entry changed kind");
    }
    // Edits first: a file stays a file, only its bytes change (same call as the full build makes).
    for (const k of edited) {
      if (kindOf(next[k]) === "dir") continue;
      const body = fileBody(next[k]);
      if (body === null) throw new Fallback("invalid base64");
      vol.writeFile(k, body);
    }
    // Removals, deepest first, then prune folders only the removed entries implied.
    for (const k of [...removed].sort(compareCodeUnits).reverse()) {
      const kind = vol.kindAt(k);
      if (!kind) continue; // an emptied folder entry already pruned with a deeper removal
      if (kind === "dir") {
        if (vol.childCount(k) > 0) continue; // still implied by its children
        vol.rmdir(k);
      } else vol.unlink(k);
      this.prune(dirname(k), next);
    }
    // Additions in the order the full build creates them (parents first).
    for (const k of [...added].sort(compareCodeUnits)) {
      const entry = next[k];
      for (const anc of ancestors(k)) {
        const kind = vol.kindAt(anc);
        if (!kind) break; // this one and the rest get created
        if (kind !== "dir") throw new Fallback(`${anc} is not a folder`);
      }
      const self = vol.kindAt(k);
      if (kindOf(entry) === "dir") {
        if (self && self !== "dir") throw new Fallback(`${k} exists and is not a folder`);
        vol.mkdirp(k);
        continue;
      }
      if (self) throw new Fallback(`${k} already exists`);
      const body = fileBody(entry);
      if (body === null) throw new Fallback("invalid base64");
      vol.mkdirp(dirname(k));
      vol.writeFile(k, body);
    }
  }

  /** Remove empty folders upwards that no entry names and no entry needs any more. */
  private prune(dir: string, next: Record<string, FileEntry>) {
    const vol = this.vol!;
    while (dir !== "/") {
      if (Object.hasOwn(next, dir)) return;
      if (vol.kindAt(dir) !== "dir" || vol.childCount(dir) > 0) return;
      vol.rmdir(dir);
      dir = dirname(dir);
    }
  }
}

/** "/a/b/c" -> ["/a", "/a/b"]: the folders above a path, outermost first. */
function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let d = dirname(path); d !== "/"; d = dirname(d)) out.push(d);
  return out.reverse();
}

/** Keys added, removed or whose value is not identical (by reference or string value). */
export function changedKeys(prev: Record<string, FileEntry>, next: Record<string, FileEntry>): Set<string> {
  const out = new Set<string>();
  for (const k in next) if (!Object.hasOwn(prev, k) || prev[k] !== next[k]) out.add(k);
  for (const k in prev) if (!Object.hasOwn(next, k)) out.add(k);
  return out;
}
