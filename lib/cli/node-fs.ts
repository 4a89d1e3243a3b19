/**
 * The node:fs adapter: the fs port over the real disk, synchronous, the twin of lib/fs/memfs.ts.
 *
 * Paths given to and returned from the port are virtual: `root` maps the virtual "/" to a real
 * directory (tests write a scenario tree to a temp dir and read it back with the scenario's paths).
 * `allow` narrows what is visible to a few virtual subtrees (the CLI's `--dir` reads the tree and,
 * only when `--home` names it, the home directory). Outside them every path behaves as missing,
 * except the directories on the way down to an allowed subtree, which list only that way down.
 * Visibility is checked on canonical paths too, so a symlink cannot lead out of what is allowed.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readSync, readdirSync, readlinkSync, realpathSync, statSync, type BigIntStats } from "node:fs";
import { resolve as resolveReal } from "node:path";
import { basename, dirname, isWithin, join, normalize } from "../core/paths";
import { utf8Length } from "../core/bytes";
import { compareCodeUnits } from "../fs/memfs";
import { fail, ok, type FsErrorCode, type FsPort, type FsResult, type StatInfo } from "../fs/port";

export interface NodeFsOptions {
  /** Real directory that the virtual "/" stands for (default "/": virtual paths are real paths). */
  root?: string;
  /** Virtual subtrees that are visible; everything else behaves as missing. Default: all of root. */
  allow?: string[];
}

/** full: inside an allowed subtree; ancestor: a directory on the way down to one; hidden: neither. */
type Visibility = "full" | "ancestor" | "hidden";

const PASSED_THROUGH: FsErrorCode[] = ["ENOENT", "EACCES", "ELOOP", "ENOTDIR", "EISDIR"];

function errorCode(err: unknown): FsErrorCode {
  const code = (err as { code?: string })?.code;
  if (code === "EPERM") return "EACCES";
  return PASSED_THROUGH.find((c) => c === code) ?? "EIO";
}

const failWith = <T>(code: FsErrorCode, path: string): FsResult<T> => fail<T>(code, `${code}: ${path}`);

/** A successful canonical lookup, or the failure to hand back as is. */
type Canonical = { ok: true; real: string; seen: Visibility } | { ok: false; result: FsResult<never> };

class NodeFsPort implements FsPort {
  private readonly restricted: boolean;
  private readonly allowedReal: string[];

  constructor(
    private readonly realRoot: string,
    allow: string[] | undefined,
  ) {
    this.restricted = realRoot !== "/" || allow !== undefined;
    const roots = allow === undefined ? [realRoot] : allow.flatMap((a) => this.allowedForms(a));
    this.allowedReal = [...new Set(roots)];
  }

  /** An allowed subtree as written and, when it exists, as its canonical path (it may be a link). */
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
    if (this.allowedReal.some((a) => isWithin(real, a))) return "full";
    if (isWithin(real, this.realRoot) && this.allowedReal.some((a) => isWithin(a, real))) return "ancestor";
    return "hidden";
  }

  /** Resolve every link in `path` and check the result is visible: for operations that follow links. */
  private canonical(path: string): Canonical {
    const lexical = this.toReal(path);
    if (!this.restricted) return { ok: true, real: lexical, seen: "full" };
    if (this.visibility(lexical) === "hidden") return { ok: false, result: failWith("ENOENT", path) };
    let real: string;
    try {
      real = realpathSync.native(lexical);
    } catch (e) {
      return { ok: false, result: failWith(errorCode(e), path) };
    }
    const seen = this.visibility(real);
    return seen === "hidden" ? { ok: false, result: failWith("ENOENT", path) } : { ok: true, real, seen };
  }

  /** Like `canonical` but keeps the final component: for lstat and readlink. */
  private linkItself(path: string): { ok: true; real: string } | { ok: false; result: FsResult<never> } {
    const lexical = this.toReal(path);
    if (!this.restricted) return { ok: true, real: lexical };
    if (this.visibility(lexical) === "hidden") return { ok: false, result: failWith("ENOENT", path) };
    if (lexical === this.realRoot) return { ok: true, real: lexical };
    let parent: string;
    try {
      parent = realpathSync.native(dirname(lexical));
    } catch {
      return { ok: true, real: lexical }; // the operation itself reports why the parent is unusable
    }
    const real = join(parent, basename(lexical));
    return this.visibility(real) === "hidden" ? { ok: false, result: failWith("ENOENT", path) } : { ok: true, real };
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
      return failWith(errorCode(e), path);
    }
  }

  stat(path: string): FsResult<StatInfo> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      return ok(this.statInfo(statSync(at.real, { bigint: true })));
    } catch (e) {
      return failWith(errorCode(e), path);
    }
  }

  readFile(path: string, limit?: number): FsResult<Uint8Array> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      const s = statSync(at.real);
      if (s.isDirectory()) return failWith("EISDIR", path);
      // Fifos and devices could block or never end; the port only reads regular files.
      if (!s.isFile()) return failWith("EIO", path);
      return ok(limit === undefined ? asBytes(readFileSync(at.real)) : readPrefix(at.real, limit));
    } catch (e) {
      return failWith(errorCode(e), path);
    }
  }

  readdir(path: string): FsResult<string[]> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      let names = readdirSync(at.real);
      if (at.seen === "ancestor") names = names.filter((n) => this.visibility(join(at.real, n)) !== "hidden");
      return ok(names.sort(compareCodeUnits));
    } catch (e) {
      return failWith(errorCode(e), path);
    }
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
      return failWith(errorCode(e), path);
    }
  }

  realpath(path: string): FsResult<string> {
    const at = this.canonical(path);
    if (!at.ok) return at.result;
    try {
      const real = this.restricted ? at.real : realpathSync.native(at.real);
      const virtual = this.toVirtual(real);
      return virtual === null ? failWith("ENOENT", path) : ok(virtual);
    } catch (e) {
      return failWith(errorCode(e), path);
    }
  }

  exists(path: string): boolean {
    return this.stat(path).ok;
  }
}

/** A plain Uint8Array view of a Buffer, so callers see the same type memfs returns. */
function asBytes(buf: Buffer): Uint8Array {
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** Read at most `limit` leading bytes without loading the rest of the file. */
function readPrefix(real: string, limit: number): Uint8Array {
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const size = Number(fstatSync(fd).size);
    // A negative or fractional limit from a profile's budget arithmetic reads nothing / whole bytes.
    const out = new Uint8Array(Math.max(0, Math.floor(Math.min(limit, size))));
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
export function nodeFs(options: NodeFsOptions = {}): FsPort {
  const rootGiven = resolveReal(options.root ?? "/");
  let realRoot: string;
  try {
    realRoot = realpathSync.native(rootGiven);
  } catch {
    throw new Error(`The root directory ${rootGiven} does not exist or cannot be reached.`);
  }
  if (!statSync(realRoot).isDirectory()) throw new Error(`The root ${rootGiven} is not a directory.`);
  return new NodeFsPort(realRoot, options.allow?.map(normalize));
}
