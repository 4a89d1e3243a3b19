/**
 * The in-memory adapter: builds a tree from a Scenario's `files` and serves the fs port. Used in the
 * browser and in tests; `lib/cli/node-fs.ts` is its twin for the real disk (node-fs.test.ts checks
 * that both answer alike on random trees).
 *
 * A small tree of its own rather than the memfs library: memfs walks every path step by step with a
 * large constant (about 0.4 ms per probe at depth 1,000) and spends about 0.1 ms per created entry
 * (23 s for 200,000 files in one folder), while the port needs seven read calls and the build a few
 * writes. Here every node is also indexed by its canonical path, so a probe of a path without links
 * on the way costs one hash lookup whatever its depth; only paths through a symlink walk segment by
 * segment. The answers are memfs's, quirks included (lexical `..` in link targets, 40 link hops).
 */
import type { FileEntry } from "../scenario/types";
import {
  effectiveReadLimit,
  failAt,
  ok,
  type BuildProblem,
  type FileKind,
  type FsErrorCode,
  type FsPort,
  type FsResult,
  type StatInfo,
} from "./port";
import { childPath, dirname, normalize, resolvePath } from "../core/paths";
import { decodeBase64, encodeUtf8, utf8Length } from "../core/bytes";
import { markPrefixCopy } from "../core/decoded-reads";
import { quoted } from "../scenario/visible";

/** Links followed in one lookup before it fails with ELOOP (Linux's limit, and memfs's). */
export const MAX_LINK_HOPS = 40;

interface DirNode {
  kind: "dir";
  id: number;
  children: Map<string, TreeNode>;
  /** Child names sorted by code unit, kept until the folder changes. */
  sorted: string[] | null;
}
interface FileNode {
  kind: "file";
  id: number;
  /** The text as given, encoded on first read (most files of a big tree are never read). */
  text: string | null;
  bytes: Uint8Array | null;
  /** Byte length, or -1 until first asked. */
  size: number;
}
interface LinkNode {
  kind: "symlink";
  id: number;
  target: string;
}
type TreeNode = DirNode | FileNode | LinkNode;

/** A failed tree operation, with the errno code memfs would report. */
class TreeError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Lookup = { ok: true; node: TreeNode; real: string } | { ok: false; code: FsErrorCode };

const miss = (code: FsErrorCode): Lookup => ({ ok: false, code });

/** "/a/b" -> ["a", "b"]; "/" -> []. For normalised paths. */
const segmentsOf = (p: string): string[] => (p === "/" ? [] : p.slice(1).split("/"));

/**
 * The tree: read through the port (`fs`), written by the build and by memfs-incremental.ts. Writes
 * throw a TreeError with memfs's code, reads return errors as values.
 */
export class MemTree {
  private nextId = 1;
  private readonly root: DirNode = this.dir();
  /** Every node by its canonical path (the path through real folders, no link on the way). */
  private readonly byPath = new Map<string, TreeNode>([["/", this.root]]);
  /** Canonical paths made unreadable: a read through any link to them fails too. */
  readonly unreadable = new Set<string>();
  readonly fs: FsPort = new MemPort(this);

  private dir(): DirNode {
    return { kind: "dir", id: this.nextId++, children: new Map(), sorted: null };
  }

  /**
   * Find a path. `follow`: resolve a final symlink too (stat) or not (lstat). Links on the way are
   * always resolved, relative targets against the link's folder, `..` lexically (as memfs does).
   */
  lookup(path: string, follow: boolean): Lookup {
    const p = normalize(path);
    const hit = this.byPath.get(p);
    if (hit) return hit.kind === "symlink" && follow ? this.walk(p, true) : { ok: true, node: hit, real: p };
    // Not indexed: find the nearest indexed folder above. Below a real folder the next segment is
    // simply missing (its children are all indexed); below a file nothing can exist; only a link on
    // the way needs the segment-by-segment walk.
    for (let up = p; up !== "/";) {
      up = dirname(up);
      const above = this.byPath.get(up);
      if (!above) continue;
      if (above.kind === "dir") return miss("ENOENT");
      if (above.kind === "file") return miss("ENOTDIR");
      break;
    }
    return this.walk(p, follow);
  }

  /** Segment by segment from the root, restarting at each link's target. */
  private walk(p: string, follow: boolean): Lookup {
    let segs = segmentsOf(p);
    let hops = 0;
    restart: for (;;) {
      let cur: TreeNode = this.root;
      let real = "/";
      for (let i = 0; i < segs.length; i++) {
        if (cur.kind !== "dir") return miss("ENOTDIR");
        const child: TreeNode | undefined = cur.children.get(segs[i]);
        if (!child) return miss("ENOENT");
        const last = i === segs.length - 1;
        if (child.kind === "symlink" && (follow || !last)) {
          if (++hops > MAX_LINK_HOPS) return miss("ELOOP");
          const rest = segs.slice(i + 1).join("/");
          const target = resolvePath(real, child.target);
          segs = segmentsOf(normalize(rest === "" ? target : target + "/" + rest));
          continue restart;
        }
        cur = child;
        real = childPath(real, segs[i]);
      }
      return { ok: true, node: cur, real };
    }
  }

  /** What is at a path, links not followed at the end: for the writers' checks. */
  kindAt(path: string): TreeNode["kind"] | null {
    const at = this.lookup(path, false);
    return at.ok ? at.node.kind : null;
  }

  /** How many entries a folder holds (readability aside), or -1 when it is no folder. */
  childCount(path: string): number {
    const at = this.lookup(path, true);
    return at.ok && at.node.kind === "dir" ? at.node.children.size : -1;
  }

  /** Sorted names of a folder (a fresh array: callers may sort or splice it). */
  names(dir: DirNode): string[] {
    dir.sorted ??= [...dir.children.keys()].sort(compareCodeUnits);
    return dir.sorted.slice();
  }

  sizeOf(node: TreeNode): number {
    if (node.kind === "dir") return 0;
    if (node.kind === "symlink") return utf8Length(node.target);
    if (node.size < 0) node.size = node.bytes ? node.bytes.length : utf8Length(node.text ?? "");
    return node.size;
  }

  bytesOf(file: FileNode): Uint8Array {
    if (!file.bytes) {
      file.bytes = encodeUtf8(file.text ?? "");
      file.text = null;
    }
    return file.bytes;
  }

  private attach(dir: DirNode, dirReal: string, name: string, node: TreeNode): void {
    dir.children.set(name, node);
    dir.sorted = null;
    this.byPath.set(childPath(dirReal, name), node);
  }

  /** The folder that holds `path`'s last segment, links on the way followed (memfs's parent lookup). */
  private parentDir(path: string): { dir: DirNode; real: string; name: string } {
    const p = normalize(path);
    if (p === "/") throw new TreeError("EEXIST");
    const at = this.lookup(dirname(p), true);
    if (!at.ok) throw new TreeError(at.code);
    if (at.node.kind !== "dir") throw new TreeError("ENOTDIR");
    return { dir: at.node, real: at.real, name: p.slice(p.lastIndexOf("/") + 1) };
  }

  /** mkdir -p: create what is missing; the longest existing prefix must be a folder. */
  mkdirp(path: string): void {
    this.folderFor(normalize(path), false);
  }

  /**
   * mkdir -p, then the folder itself, for writing into it. Like memfs, mkdir -p of a path that ends
   * at a file does nothing (`strict` false) while writing into that file fails with ENOTDIR.
   */
  private folderFor(p: string, strict: boolean): { dir: DirNode; real: string } | null {
    const hit = this.byPath.get(p);
    if (hit?.kind === "dir") return { dir: hit, real: p };
    if (hit?.kind === "file") {
      if (strict) throw new TreeError("ENOTDIR");
      return null;
    }
    // The longest prefix that exists, links followed: up the index first (no link on the way, so the
    // next segment is plainly missing); through a link, prefix by prefix as memfs does.
    const segs = segmentsOf(p);
    let i = segs.length;
    let at: Lookup = miss("ENOENT");
    let up = p;
    while (i > 0 && !this.byPath.has(up)) {
      up = dirname(up);
      i--;
    }
    const found = this.byPath.get(up)!;
    if (found.kind !== "symlink" && i < segs.length) at = { ok: true, node: found, real: up };
    else
      for (i = segs.length; i >= 0; i--) {
        at = this.lookup("/" + segs.slice(0, i).join("/"), true);
        if (at.ok) break;
      }
    if (!at.ok) return null; // unreachable: the root always exists
    let cur = at.node;
    let real = at.real;
    for (; i < segs.length; i++) {
      if (cur.kind !== "dir") throw new TreeError("ENOTDIR");
      const made = this.dir();
      this.attach(cur, real, segs[i], made);
      cur = made;
      real = childPath(real, segs[i]);
    }
    if (cur.kind === "dir") return { dir: cur, real };
    if (strict) throw new TreeError("ENOTDIR");
    return null;
  }

  /** Create or overwrite a file (an existing file keeps its identity, as a real write does). */
  writeFile(path: string, body: string | Uint8Array): void {
    const { dir, real, name } = this.parentDir(path);
    this.putFile(dir, real, name, body);
  }

  /** mkdir -p of the parent, then write: the build's step for one file, with one lookup of the parent. */
  writeFileMakingParents(path: string, body: string | Uint8Array): void {
    const p = normalize(path);
    if (p === "/") throw new TreeError("EISDIR");
    const cut = p.lastIndexOf("/");
    const at = this.folderFor(cut === 0 ? "/" : p.slice(0, cut), true)!;
    this.putFile(at.dir, at.real, p.slice(cut + 1), body);
  }

  private putFile(dir: DirNode, real: string, name: string, body: string | Uint8Array): void {
    const existing = dir.children.get(name);
    const text = typeof body === "string" ? body : null;
    const bytes = typeof body === "string" ? null : body;
    if (existing?.kind === "dir") throw new TreeError("EISDIR");
    if (existing?.kind === "file") {
      Object.assign(existing, { text, bytes, size: -1 });
      return;
    }
    if (existing) throw new TreeError("EEXIST"); // a link: the build makes links last, so never here
    this.attach(dir, real, name, { kind: "file", id: this.nextId++, text, bytes, size: -1 });
  }

  symlink(target: string, path: string): void {
    if (target === "") throw new TreeError("ENOENT");
    const { dir, real, name } = this.parentDir(path);
    if (dir.children.has(name)) throw new TreeError("EEXIST");
    this.attach(dir, real, name, { kind: "symlink", id: this.nextId++, target });
  }

  /** Remove a file or link (not a folder). */
  unlink(path: string): void {
    const { dir, real, name } = this.parentDir(path);
    const node = dir.children.get(name);
    if (!node) throw new TreeError("ENOENT");
    if (node.kind === "dir") throw new TreeError("EPERM");
    this.detach(dir, real, name);
  }

  /** Remove an empty folder. */
  rmdir(path: string): void {
    const { dir, real, name } = this.parentDir(path);
    const node = dir.children.get(name);
    if (!node) throw new TreeError("ENOENT");
    if (node.kind !== "dir") throw new TreeError("ENOTDIR");
    if (node.children.size > 0) throw new TreeError("ENOTEMPTY");
    this.detach(dir, real, name);
  }

  private detach(dir: DirNode, dirReal: string, name: string): void {
    dir.children.delete(name);
    dir.sorted = null;
    this.byPath.delete(childPath(dirReal, name));
  }
}

class MemPort implements FsPort {
  constructor(private readonly tree: MemTree) {}

  private info(node: TreeNode): StatInfo {
    return { kind: node.kind, size: this.tree.sizeOf(node), id: `0:${node.id}` };
  }

  lstat(path: string): FsResult<StatInfo> {
    const at = this.tree.lookup(path, false);
    return at.ok ? ok(this.info(at.node)) : failAt(at.code, path);
  }

  stat(path: string): FsResult<StatInfo> {
    const at = this.tree.lookup(path, true);
    return at.ok ? ok(this.info(at.node)) : failAt(at.code, path);
  }

  readFile(path: string, limit?: number): FsResult<Uint8Array> {
    const at = this.tree.lookup(path, true);
    if (!at.ok) return failAt(at.code, path);
    if (at.node.kind === "dir") return failAt("EISDIR", path);
    if (this.tree.unreadable.has(at.real)) return failAt("EACCES", path);
    if (at.node.kind !== "file") return failAt("EIO", path);
    const kept = this.tree.bytesOf(at.node);
    return ok(markPrefixCopy(kept.slice(0, effectiveReadLimit(limit)), kept));
  }

  readdir(path: string): FsResult<string[]> {
    const at = this.tree.lookup(path, true);
    if (!at.ok) return failAt(at.code, path);
    if (this.tree.unreadable.has(at.real)) return failAt("EACCES", path);
    if (at.node.kind !== "dir") return failAt("ENOTDIR", path);
    return ok(this.tree.names(at.node));
  }

  entryKinds(path: string): FsResult<ReadonlyMap<string, FileKind>> {
    const listed = this.readdir(path);
    if (!listed.ok) return listed;
    const at = this.tree.lookup(path, true);
    const kinds = new Map<string, FileKind>();
    if (at.ok && at.node.kind === "dir") for (const [name, child] of at.node.children) kinds.set(name, child.kind);
    return ok(kinds);
  }

  readlink(path: string): FsResult<string> {
    const at = this.tree.lookup(path, false);
    if (!at.ok) return failAt(at.code, path);
    // Not a link: EINVAL on a real disk, which the port (like node-fs) reports as EIO.
    return at.node.kind === "symlink" ? ok(at.node.target) : failAt("EIO", path);
  }

  realpath(path: string): FsResult<string> {
    const at = this.tree.lookup(path, true);
    return at.ok ? ok(at.real) : failAt(at.code, path);
  }

  exists(path: string): boolean {
    return this.tree.lookup(path, true).ok;
  }

  listsWhole(): boolean {
    return true;
  }
}

export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What an entry makes: a file, a folder or a link (for messages). */
function kindOf(entry: FileEntry): string {
  if (typeof entry === "string") return "file";
  if (entry.symlink !== undefined) return "link";
  if (entry.dir) return "folder";
  return "file";
}

/** `{unreadable: true}` alone: at "/" it marks the root unreadable, which is meaningful. */
function isBareUnreadable(entry: FileEntry): boolean {
  return (
    typeof entry === "object" &&
    entry.unreadable === true &&
    entry.content === undefined &&
    entry.base64 === undefined &&
    entry.symlink === undefined
  );
}

/**
 * Build the tree. Entries are created parents-first; an entry that cannot be created (a file where a
 * directory is needed, an invalid base64 body, a second key for the same path, a file at "/") is
 * reported, never thrown, and the first entry for a path is the one kept.
 */
export function buildMemfs(files: Record<string, FileEntry>): { fs: FsPort; problems: BuildProblem[]; tree: MemTree } {
  const tree = new MemTree();
  const problems: BuildProblem[] = [];
  const links: [string, string, string][] = [];
  /** Normalised path -> the key that made it, so a second spelling of one path is reported, not merged. */
  const made = new Map<string, string>();
  const paths = Object.keys(files).sort(compareCodeUnits);
  for (const raw of paths) {
    const path = normalize(raw);
    const entry = files[raw];
    const first = made.get(path);
    if (first !== undefined) {
      problems.push({
        path: raw,
        message: `${quoted(raw)} names the same path as ${quoted(first)} (${path}); the first is kept and this one is skipped`,
      });
      continue;
    }
    made.set(path, raw);
    try {
      if (path === "/") {
        if (typeof entry === "object" && entry.unreadable) tree.unreadable.add("/");
        const kind = kindOf(entry);
        if (kind !== "folder" && !isBareUnreadable(entry))
          problems.push({ path: raw, message: `"/" is the root folder, so it cannot be a ${kind}; this entry is skipped` });
        continue;
      }
      if (typeof entry === "string") tree.writeFileMakingParents(path, entry);
      else if (entry.symlink !== undefined) {
        tree.mkdirp(dirname(path));
        links.push([raw, path, entry.symlink]);
      } else if (entry.dir) tree.mkdirp(path);
      else if (entry.base64 !== undefined) {
        tree.mkdirp(dirname(path)); // a parent that cannot be made is the problem to report, not the body
        const bytes = decodeBase64(entry.base64);
        if (bytes === null) {
          problems.push({ path: raw, message: "its base64 body is not valid base64; the file is left empty" });
          tree.writeFileMakingParents(path, "");
        } else tree.writeFileMakingParents(path, bytes);
      } else tree.writeFileMakingParents(path, entry.content ?? "");
      if (typeof entry === "object" && entry.unreadable) tree.unreadable.add(path);
    } catch (e) {
      problems.push({ path: raw, message: describeBuildError(tree, e, path, kindOf(entry)) });
    }
  }
  // Links last, so a link may point at anything in the tree (or nowhere: dangling and loops are kept).
  for (const [raw, path, target] of links) {
    try {
      tree.mkdirp(dirname(path));
      tree.symlink(target, path);
    } catch (e) {
      problems.push({ path: raw, message: describeBuildError(tree, e, path, "link") });
    }
  }
  // The tree is handed out for incremental updates (memfs-incremental.ts), which keep the port's answers.
  return { fs: tree.fs, problems, tree };
}

/** The nearest parent of `path` that is not a folder (a file or a link), if any. */
function blockingParent(tree: MemTree, path: string): string | null {
  let found: string | null = null;
  for (let d = dirname(path); d !== "/"; d = dirname(d)) {
    const kind = tree.kindAt(d);
    if (kind !== null && kind !== "dir") found = d;
  }
  return found;
}

function describeBuildError(tree: MemTree, e: unknown, path: string, kind: string): string {
  const code = (e as { code?: string })?.code;
  const parent = code === "ENOTDIR" || code === "EEXIST" ? blockingParent(tree, path) : null;
  if (parent !== null) return `${parent} is a file or link, so it cannot hold ${path}; this ${kind} is skipped`;
  if (code === "EEXIST" || code === "EISDIR")
    return `${path} is already a folder (other entries lie inside it), so this ${kind} is skipped`;
  return `could not be created (${code ?? String(e)}); skipped`;
}
