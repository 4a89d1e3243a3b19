/**
 * The memfs adapter: builds an in-memory tree from a Scenario's `files` and serves the fs port.
 * Used in the browser and in tests; `lib/cli/node-fs.ts` is its twin for the real disk.
 */
import { Volume } from "memfs";
import type { FileEntry } from "../scenario/types";
import { effectiveReadLimit, fail, ok, type FsErrorCode, type FsPort, type FsResult, type StatInfo } from "./port";
import { dirname, normalize } from "../core/paths";
import { decodeBase64, utf8Length } from "../core/bytes";
import { quoted } from "../scenario/visible";

export interface BuildProblem {
  path: string;
  message: string;
}

const KNOWN_CODES: FsErrorCode[] = ["ENOENT", "EACCES", "ELOOP", "ENOTDIR", "EISDIR"];

function toFail<T>(err: unknown, path: string): FsResult<T> {
  const code = (err as { code?: string })?.code;
  const known = KNOWN_CODES.find((c) => c === code);
  return fail(known ?? "EIO", `${known ?? "EIO"}: ${path}`);
}

export type MemVolume = InstanceType<typeof Volume>;

class MemfsPort implements FsPort {
  constructor(
    private readonly vol: MemVolume,
    private readonly unreadable: Set<string>,
  ) {}

  private statOf(s: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean; size: number | bigint; ino: number | bigint; dev: number | bigint }): StatInfo {
    const kind = s.isSymbolicLink() ? "symlink" : s.isFile() ? "file" : s.isDirectory() ? "dir" : "other";
    return { kind, size: Number(s.size), id: `${s.dev}:${s.ino}` };
  }

  lstat(path: string) {
    try {
      const st = this.statOf(this.vol.lstatSync(path));
      // The port says a link's size is the byte length of its target string (as on a real disk).
      if (st.kind === "symlink") st.size = utf8Length(String(this.vol.readlinkSync(path)));
      return ok(st);
    } catch (e) {
      return toFail<StatInfo>(e, path);
    }
  }

  stat(path: string) {
    try {
      return ok(this.statOf(this.vol.statSync(path)));
    } catch (e) {
      return toFail<StatInfo>(e, path);
    }
  }

  /** Unreadability is stored by canonical path, so a symlink to an unreadable file is unreadable too. */
  private blocked(path: string): boolean {
    if (this.unreadable.size === 0) return false;
    const real = this.realpath(path);
    return real.ok && this.unreadable.has(real.value);
  }

  readFile(path: string, limit?: number) {
    try {
      const st = this.vol.statSync(path);
      if (st.isDirectory()) return fail<Uint8Array>("EISDIR", `EISDIR: ${path}`);
      if (this.blocked(path)) return fail<Uint8Array>("EACCES", `EACCES: ${path}`);
      const buf = this.vol.readFileSync(path) as Uint8Array;
      const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      return ok(bytes.slice(0, effectiveReadLimit(limit)));
    } catch (e) {
      return toFail<Uint8Array>(e, path);
    }
  }

  readdir(path: string) {
    try {
      if (this.blocked(path)) return fail<string[]>("EACCES", `EACCES: ${path}`);
      const names = (this.vol.readdirSync(path) as unknown[]).map(String);
      return ok(names.sort(compareCodeUnits));
    } catch (e) {
      return toFail<string[]>(e, path);
    }
  }

  readlink(path: string) {
    try {
      return ok(String(this.vol.readlinkSync(path)));
    } catch (e) {
      return toFail<string>(e, path);
    }
  }

  realpath(path: string) {
    try {
      return ok(String(this.vol.realpathSync(path)));
    } catch (e) {
      return toFail<string>(e, path);
    }
  }

  exists(path: string) {
    return this.stat(path).ok;
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

/**
 * Build the tree. Entries are created parents-first; an entry that cannot be created (a file where a
 * directory is needed, an invalid base64 body, a second key for the same path, a file at "/") is
 * reported, never thrown, and the first entry for a path is the one kept.
 */
export function buildMemfs(files: Record<string, FileEntry>): { fs: FsPort; problems: BuildProblem[]; volume: MemVolume } {
  const vol = new Volume();
  const problems: BuildProblem[] = [];
  const unreadable = new Set<string>();
  const links: [string, string, string][] = [];
  /** Normalised path -> the key that made it, so a second spelling of one path is reported, not merged. */
  const made = new Map<string, string>();
  const paths = Object.keys(files).sort(compareCodeUnits);
  for (const raw of paths) {
    const path = normalize(raw);
    const entry = files[raw];
    const first = made.get(path);
    if (first !== undefined) {
      problems.push({ path: raw, message: `${quoted(raw)} names the same path as ${quoted(first)} (${path}); the first is kept and this one is skipped` });
      continue;
    }
    made.set(path, raw);
    try {
      if (path === "/") {
        if (typeof entry === "object" && entry.unreadable) unreadable.add("/");
        const kind = kindOf(entry);
        if (kind !== "folder" && !isBareUnreadable(entry))
          problems.push({ path: raw, message: `"/" is the root folder, so it cannot be a ${kind}; this entry is skipped` });
        continue;
      }
      vol.mkdirSync(dirname(path), { recursive: true });
      if (typeof entry === "string") vol.writeFileSync(path, entry);
      else if (entry.symlink !== undefined) links.push([raw, path, entry.symlink]);
      else if (entry.dir) vol.mkdirSync(path, { recursive: true });
      else if (entry.base64 !== undefined) {
        const bytes = decodeBase64(entry.base64);
        if (bytes === null) {
          problems.push({ path: raw, message: "its base64 body is not valid base64; the file is left empty" });
          vol.writeFileSync(path, "");
        } else vol.writeFileSync(path, bytes);
      } else vol.writeFileSync(path, entry.content ?? "");
      if (typeof entry === "object" && entry.unreadable) unreadable.add(path);
    } catch (e) {
      problems.push({ path: raw, message: describeBuildError(vol, e, path, kindOf(entry)) });
    }
  }
  // Links last, so a link may point at anything in the tree (or nowhere: dangling and loops are kept).
  for (const [raw, path, target] of links) {
    try {
      vol.mkdirSync(dirname(path), { recursive: true });
      vol.symlinkSync(target, path);
    } catch (e) {
      problems.push({ path: raw, message: describeBuildError(vol, e, path, "link") });
    }
  }
  // The volume is handed out for incremental updates (memfs-incremental.ts), which keep the port's answers.
  return { fs: new MemfsPort(vol, unreadable), problems, volume: vol };
}

/** `{unreadable: true}` alone: at "/" it marks the root unreadable, which is meaningful. */
function isBareUnreadable(entry: FileEntry): boolean {
  return typeof entry === "object" && entry.unreadable === true && entry.content === undefined && entry.base64 === undefined && entry.symlink === undefined;
}

/** The nearest parent of `path` that is not a folder (a file or a link), if any. */
function blockingParent(vol: MemVolume, path: string): string | null {
  let found: string | null = null;
  for (let d = dirname(path); d !== "/"; d = dirname(d)) {
    try {
      if (!vol.lstatSync(d).isDirectory()) found = d;
    } catch {
      // Not there: nothing above it blocks either, at this level.
    }
  }
  return found;
}

function describeBuildError(vol: MemVolume, e: unknown, path: string, kind: string): string {
  const code = (e as { code?: string })?.code;
  const parent = code === "ENOTDIR" || code === "EEXIST" ? blockingParent(vol, path) : null;
  if (parent !== null) return `${parent} is a file or link, so it cannot hold ${path}; this ${kind} is skipped`;
  if (code === "EEXIST" || code === "EISDIR") return `${path} is already a folder (other entries lie inside it), so this ${kind} is skipped`;
  return `could not be created (${code ?? String(e)}); skipped`;
}
