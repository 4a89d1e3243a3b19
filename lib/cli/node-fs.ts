/**
 * The node:fs adapter: the fs port over the real disk, synchronous, the twin of lib/fs/memfs.ts.
 *
 * Paths given to and returned from the port are virtual: `root` maps the virtual "/" to a real
 * directory (tests write a scenario tree to a temp dir and read it back with the scenario's paths).
 * `allow` narrows what is visible to a few virtual subtrees (the CLI's `--dir` reads the tree and,
 * only when `--home` names it, parts of the home directory). Outside them every path behaves as
 * missing, except the directories on the way down to an allowed subtree, which list only that way down.
 * Visibility is checked on canonical paths too: a path that is visible but leads (through a symlink)
 * out of what is allowed exists, so it is refused (EREFUSED, with a sentence), never read.
 * A `fence` marks a subtree (the home folder) where only its `except` parts are visible; any other
 * existing path in it is refused with the fence's reason. /proc, /sys and /dev are never touched.
 */
import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  opendirSync,
  readSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  statSync,
  type BigIntStats,
} from "node:fs";
import { resolve as resolveReal } from "node:path";
import { basename, childPath, dirname, isWithin, join, normalize } from "../core/paths";
import { utf8Length } from "../core/bytes";
import { compareCodeUnits } from "../fs/memfs";
import {
  effectiveReadLimit,
  fail,
  failAt,
  ok,
  type FileKind,
  type FsErrorCode,
  type FsPort,
  type FsResult,
  type StatInfo,
} from "../fs/port";

/**
 * Kernel and device trees: reading them shows the process's own secrets (/proc/self/environ), never
 * ends (/dev/urandom) or blocks (/dev/tty). No path whose real location is under them is touched.
 */
export const SYSTEM_DIRS = ["/proc", "/sys", "/dev"] as const;

/** The system tree a real path lies in (or is), or null. */
export function systemDirOf(real: string): string | null {
  return SYSTEM_DIRS.find((d) => isWithin(real, d)) ?? null;
}

export interface Fence {
  /** Virtual subtree fenced off (e.g. the home folder). */
  path: string;
  /** Virtual subtrees inside it that stay visible; they must also be covered by `allow`. */
  except: string[];
  /** Why the rest is not read, completing "<path> ...": "is in the home folder, which ...". */
  reason: string;
}

export interface NodeFsOptions {
  /** Real directory that the virtual "/" stands for (default "/": virtual paths are real paths). */
  root?: string;
  /** Virtual subtrees that are visible; everything else behaves as missing. Default: all of root. */
  allow?: string[];
  /** Subtrees where only some parts are visible; other existing paths in them are refused. */
  fences?: Fence[];
  /**
   * Whether the port offers the disk's own listing order (FsPort.listingOrder; default true). Without it
   * the port answers as memfs does, sorted: for comparing the two adapters on what they share.
   */
  listingOrder?: boolean;
}

export interface Refusal {
  path: string;
  message: string;
}

/** The port, plus what it refused to touch (for the CLI to report once per path). */
export interface NodeFsPort extends FsPort {
  refusals(): Refusal[];
}

/** full: inside an allowed subtree; ancestor: a directory on the way down to one; hidden: neither. */
type Visibility = "full" | "ancestor" | "hidden" | { fenced: string };

const PASSED_THROUGH: FsErrorCode[] = ["ENOENT", "EACCES", "ELOOP", "ENOTDIR", "EISDIR"];

function errorCode(err: unknown): FsErrorCode {
  const code = (err as { code?: string })?.code;
  if (code === "EPERM") return "EACCES";
  return PASSED_THROUGH.find((c) => c === code) ?? "EIO";
}

const OUTSIDE = "points outside the checked tree; Rulescope does not read it";
const systemReason = (dir: string) => `leads into ${dir}; Rulescope never reads ${SYSTEM_DIRS.join(", ")}`;

/** A successful canonical lookup, or the failure to hand back as is. */
type Canonical = { ok: true; real: string; seen: Visibility } | { ok: false; result: FsResult<never> };

interface RealFence {
  real: string[];
  except: string[];
  reason: string;
}

class NodeFsPortImpl implements NodeFsPort {
  private readonly restricted: boolean;
  private readonly allowedReal: string[];
  private readonly fences: RealFence[];
  private readonly refused = new Map<string, string>();

  /** The disk's own listing order (FsPort.listingOrder), unless the port was made without it. */
  readonly listingOrder?: (path: string) => FsResult<string[]>;

  constructor(
    private readonly realRoot: string,
    allow: string[] | undefined,
    fences: Fence[],
    listingOrder: boolean,
  ) {
    if (listingOrder) this.listingOrder = (path) => this.rawListing(path);
    this.restricted = realRoot !== "/" || allow !== undefined || fences.length > 0;
    const roots = allow === undefined ? [realRoot] : allow.flatMap((a) => this.allowedForms(a));
    this.allowedReal = [...new Set(roots)];
    this.fences = fences.map((f) => ({
      real: this.allowedForms(f.path),
      except: f.except.flatMap((e) => this.allowedForms(e)),
      reason: f.reason,
    }));
  }

  refusals(): Refusal[] {
    return [...this.refused].map(([path, message]) => ({ path, message }));
  }

  /** A subtree as written and, when it exists, as its canonical path (it may be a link). */
  private allowedForms(virtualPath: string): string[] {
    const lexical = this.toReal(virtualPath);
    try {
      return [lexical, realpathSync.native(lexical)];
    } catch {
      return [lexical];
    }
  }

  private toReal(path: string): string {
    const n = normalize(path);
    if (this.realRoot === "/") return n;
    return n === "/" ? this.realRoot : this.realRoot + n;
  }

  /** The virtual path of a real one, or null when it lies outside root. */
  private toVirtual(real: string): string | null {
    if (this.realRoot === "/") return real;
    if (real === this.realRoot) return "/";
    return real.startsWith(this.realRoot + "/") ? real.slice(this.realRoot.length) : null;
  }

  private visibility(real: string): Visibility {
    if (!this.restricted) return "full";
    const fence = this.fences.find((f) => f.real.some((r) => isWithin(real, r)) && !f.except.some((e) => isWithin(real, e)));
    if (!fence && this.allowedReal.some((a) => isWithin(real, a))) return "full";
    if (isWithin(real, this.realRoot) && this.allowedReal.some((a) => isWithin(a, real))) return "ancestor";
    return fence ? { fenced: fence.reason } : "hidden";
  }

  private refuse(path: string, reason: string): { ok: false; result: FsResult<never> } {
    const message = `${path} ${reason}`;
    this.refused.set(path, message);
    return { ok: false, result: fail("EREFUSED", message) };
  }

  /** A path that is not to be read: refused when it exists (so the user hears why), else missing. */
  private refuseIfExists(path: string, real: string, reason: string): { ok: false; result: FsResult<never> } {
    try {
      lstatSync(real);
    } catch {
      return { ok: false, result: failAt("ENOENT", path) };
    }
    return this.refuse(path, reason);
  }

  /** The lexical check: hidden paths are missing, fenced ones refused, system trees never touched. */
  private lexicalGate(path: string, lexical: string): { ok: false; result: FsResult<never> } | null {
    const system = systemDirOf(lexical);
    if (system) return this.refuse(path, systemReason(system));
    const seen = this.visibility(lexical);
    if (seen === "hidden") return { ok: false, result: failAt("ENOENT", path) };
    if (typeof seen === "object") return this.refuseIfExists(path, lexical, seen.fenced);
    return null;
  }

  /** The last folder readdir listed, with its entries' types, for an entryKinds call that follows. */
  private lastListing: { real: string; dirents: Dirent[] } | null = null;

  /** Canonical paths of folders already resolved in this run (lexical -> real). */
  private readonly realDirs = new Map<string, string>();

  /**
   * realpath(3) walks every component of its argument with a syscall each, so on a 1,000-level tree
   * each probe cost a million lookups (copilot's walk: 55 s). Folders are resolved once and remembered;
   * a probe then costs one lstat of its last component, and only a link goes back to realpath(3).
   * Throws as realpathSync does (ENOENT, ENOTDIR, ELOOP, EACCES).
   */
  private realpathOf(lexical: string, wantDir = false, probed?: { stats?: BigIntStats }): string {
    if (lexical === "/") return "/";
    const known = this.realDirs.get(lexical);
    if (known !== undefined) return known;
    const parent = this.realpathOf(dirname(lexical), true);
    const joined = join(parent, basename(lexical));
    const s = probed ? lstatSync(joined, { bigint: true }) : lstatSync(joined);
    // No link: this lstat is also the stat of the real path, which stat() then need not ask again.
    if (probed && !s.isSymbolicLink()) probed.stats = s as BigIntStats;
    const real = s.isSymbolicLink() ? realpathSync.native(joined) : joined;
    const isDir = s.isSymbolicLink() ? statSync(real).isDirectory() : s.isDirectory();
    if (isDir) this.realDirs.set(lexical, real);
    else if (wantDir) throw Object.assign(new Error(`ENOTDIR: ${lexical}`), { code: "ENOTDIR" });
    return real;
  }

  /** Resolve every link in `path` and check the result is visible: for operations that follow links. */
  private canonical(path: string, probed?: { stats?: BigIntStats }): Canonical {
    const lexical = this.toReal(path);
    const gate = this.lexicalGate(path, lexical);
    if (gate) return gate;
    let real: string;
    try {
      real = this.realpathOf(lexical, false, probed);
    } catch (e) {
      return { ok: false, result: failAt(errorCode(e), path) };
    }
    const system = systemDirOf(real);
    if (system) return this.refuse(path, systemReason(system));
    const seen = this.visibility(real);
    // The path itself is visible, so a hidden target was reached through a link: it exists, say so.
    if (seen === "hidden") return this.refuse(path, OUTSIDE);
    if (typeof seen === "object") return this.refuse(path, seen.fenced);
    return { ok: true, real, seen };
  }

  /** Like `canonical` but keeps the final component: for lstat and readlink. */
  private linkItself(path: string): { ok: true; real: string } | { ok: false; result: FsResult<never> } {
    const lexical = this.toReal(path);
    const gate = this.lexicalGate(path, lexical);
    if (gate) return gate;
    if (lexical === this.realRoot) return { ok: true, real: lexical };
    let parent: string;
    try {
      parent = this.realpathOf(dirname(lexical), true);
    } catch {
      return { ok: true, real: lexical }; // the operation itself reports why the parent is unusable
    }
    const real = join(parent, basename(lexical));
    const system = systemDirOf(real);
    if (system) return this.refuseIfExists(path, real, systemReason(system));
    const seen = this.visibility(real);
    if (seen === "hidden") return this.refuseIfExists(path, real, OUTSIDE);
    if (typeof seen === "object") return this.refuseIfExists(path, real, seen.fenced);
    return { ok: true, real };
  }

  private statInfo(s: BigIntStats, linkTarget?: string): StatInfo {
    const kind = s.isSymbolicLink() ? "symlink" : s.isFile() ? "file" : s.isDirectory() ? "dir" : "other";
    // Directory sizes depend on the file system (4096 on ext4, entry counts on tmpfs): pinned to 0 as
    // memfs reports them. A link's size is its target's length, as seen through the port.
    const size = kind === "dir" ? 0 : kind === "symlink" && linkTarget !== undefined ? utf8Length(linkTarget) : Number(s.size);
    return { kind, size, id: `${s.dev}:${s.ino}` };
  }

  lstat(path: string): FsResult<StatInfo> {
    const at = this.linkItself(path);
    if (!at.ok) return at.result;
    try {
      const s = lstatSync(at.real, { bigint: true });
      if (!s.isSymbolicLink()) return ok(this.statInfo(s));
      const target = this.readlink(path);
      return ok(this.statInfo(s, target.ok ? target.value : undefined));
    } catch (e) {
      return failAt(errorCode(e), path);
    }
  }

  stat(path: string): FsResult<StatInfo> {
    const probed: { stats?: BigIntStats } = {};
    const at = this.canonical(path, probed);
    if (!at.ok) return at.result;
    try {
      return ok(this.statInfo(probed.stats ?? statSync(at.real, { bigint: true })));
    } catch (e) {
      return failAt(errorCode(e), path);
    }
  }

  readFile(path: string, limit?: number): FsResult<Uint8Array> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      const s = statSync(at.real, { bigint: true });
      if (s.isDirectory()) return failAt("EISDIR", path);
      // FIFOs, sockets and devices could block or never end: the port only opens regular files.
      if (!s.isFile()) return failAt("EIO", path);
      const bytes = readPrefix(at.real, effectiveReadLimit(limit), s);
      return bytes ? ok(bytes) : failAt("EIO", path);
    } catch (e) {
      return failAt(errorCode(e), path);
    }
  }

  readdir(path: string): FsResult<string[]> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      const dirents = readdirSync(at.real, { withFileTypes: true });
      this.lastListing = { real: at.real, dirents };
      // A listed folder (no link) lies at its listed place: its real path needs no lstat later.
      const lexical = this.toReal(path);
      for (const d of dirents) if (d.isDirectory()) this.realDirs.set(childPath(lexical, d.name), childPath(at.real, d.name));
      let names = dirents.map((d) => d.name);
      if (at.seen === "ancestor")
        names = names.filter((n) => {
          const v = this.visibility(join(at.real, n));
          return v === "full" || v === "ancestor";
        });
      return ok(names.sort(compareCodeUnits));
    } catch (e) {
      return failAt(errorCode(e), path);
    }
  }

  /** readdir's names in the disk's own order: an unsorted read of the folder (opendir does not sort; readdir does). */
  private rawListing(path: string): FsResult<string[]> {
    const names = this.readdir(path);
    const at = this.canonical(path);
    if (!names.ok || !at.ok) return names;
    const visible = new Set(names.value);
    const raw: string[] = [];
    try {
      const dir = opendirSync(at.real);
      try {
        for (let d = dir.readSync(); d !== null; d = dir.readSync()) if (visible.has(d.name)) raw.push(d.name);
      } finally {
        dir.closeSync();
      }
    } catch (e) {
      return failAt(errorCode(e), path);
    }
    // A name made or removed between the two reads: the sorted listing is the one that holds.
    return raw.length === visible.size ? ok(raw) : names;
  }

  /**
   * Kinds from the directory entries' types (node lstats an entry itself where the file system gives
   * none). Only in a folder listed whole, and only entries whose own path is visible as a whole: any
   * other is left to lstat, which knows what to refuse.
   */
  entryKinds(dir: string): FsResult<ReadonlyMap<string, FileKind>> {
    const at = this.canonical(dir);
    if (!at.ok) return at.result;
    const kinds = new Map<string, FileKind>();
    if (at.seen !== "full") return ok(kinds);
    const lexicalDir = this.toReal(dir);
    // What lstat's gate looks at: the path as written and as reached through the folder's real path.
    // Below a wholly visible folder with no fence or system tree inside it, every entry is.
    const whole = this.nothingFencedBelow(at.real) && this.nothingFencedBelow(lexicalDir);
    const vouched = (p: string) => whole || (systemDirOf(p) === null && this.visibility(p) === "full");
    try {
      // A walk lists a folder, then asks its kinds: the listing just made answers, once.
      const dirents = this.lastListing?.real === at.real ? this.lastListing.dirents : readdirSync(at.real, { withFileTypes: true });
      this.lastListing = null;
      for (const d of dirents) {
        if (!whole && (!vouched(join(at.real, d.name)) || !vouched(join(lexicalDir, d.name)))) continue;
        kinds.set(d.name, d.isSymbolicLink() ? "symlink" : d.isFile() ? "file" : d.isDirectory() ? "dir" : "other");
      }
      return ok(kinds);
    } catch (e) {
      return failAt(errorCode(e), dir);
    }
  }

  /** No fence and no system tree lies inside `real` (a visible folder's entries are then all visible). */
  private nothingFencedBelow(real: string): boolean {
    return !SYSTEM_DIRS.some((d) => isWithin(d, real)) && !this.fences.some((f) => [...f.real, ...f.except].some((r) => isWithin(r, real)));
  }

  /** Absolute targets inside root come back as virtual paths; relative ones as stored. */
  readlink(path: string): FsResult<string> {
    const at = this.linkItself(path);
    if (!at.ok) return at.result;
    try {
      const target = readlinkSync(at.real);
      if (!target.startsWith("/")) return ok(target);
      return ok(this.toVirtual(normalize(target)) ?? target);
    } catch (e) {
      return failAt(errorCode(e), path);
    }
  }

  realpath(path: string): FsResult<string> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    const virtual = this.toVirtual(at.real);
    return virtual === null ? this.refuse(path, OUTSIDE).result : ok(virtual);
  }

  exists(path: string): boolean {
    return this.stat(path).ok;
  }

  /** Only folders above what may be read are listed in part (see readdir). */
  listsWhole(dir: string): boolean {
    const at = this.canonical(dir);
    return at.ok && at.seen === "full";
  }
}

/**
 * Read at most `limit` leading bytes without loading the rest of the file. The file is opened without
 * following a final link and without blocking, and must still be the regular file `stat` saw (same
 * device and inode): a file swapped for a FIFO or a link after the check is not read (null).
 */
function readPrefix(real: string, limit: number, seen: BigIntStats): Uint8Array | null {
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const now = fstatSync(fd, { bigint: true });
    if (!now.isFile() || now.dev !== seen.dev || now.ino !== seen.ino) return null;
    const out = new Uint8Array(Math.min(limit, Number(now.size)));
    let got = 0;
    while (got < out.length) {
      const n = readSync(fd, out, got, out.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === out.length ? out : out.slice(0, got);
  } finally {
    closeSync(fd);
  }
}

/**
 * Build the adapter. Throws (with a sentence) only when `root` itself is unusable: that is the
 * caller's setup, not user data.
 */
export function nodeFs(options: NodeFsOptions = {}): NodeFsPort {
  const rootGiven = resolveReal(options.root ?? "/");
  let realRoot: string;
  try {
    realRoot = realpathSync.native(rootGiven);
  } catch {
    throw new Error(`The root directory ${rootGiven} does not exist or cannot be reached.`);
  }
  if (!statSync(realRoot).isDirectory()) throw new Error(`The root ${rootGiven} is not a directory.`);
  const fences = (options.fences ?? []).map((f) => ({ ...f, path: normalize(f.path), except: f.except.map(normalize) }));
  return new NodeFsPortImpl(realRoot, options.allow?.map(normalize), fences, options.listingOrder ?? true);
}
