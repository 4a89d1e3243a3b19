/**
 * The memfs adapter: builds an in-memory tree from a Scenario's `files` and serves the fs port.
 * Used in the browser and in tests; `lib/cli/node-fs.ts` is its twin for the real disk.
 */
import { Volume } from "memfs";
import type { FileEntry } from "../scenario/types";
import { effectiveReadLimit, fail, ok, type FsErrorCode, type FsPort, type FsResult, type StatInfo } from "./port";
import { dirname, normalize } from "../core/paths";
import { decodeBase64, utf8Length } from "../core/bytes";

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

/**
 * Build the tree. Entries are created parents-first; an entry that cannot be created (a file where a
 * directory is needed, an invalid base64 body) is reported, never thrown.
 */
export function buildMemfs(files: Record<string, FileEntry>): { fs: FsPort; problems: BuildProblem[]; volume: MemVolume } {
  const vol = new Volume();
  const problems: BuildProblem[] = [];
  const unreadable = new Set<string>();
  const links: [string, string][] = [];
  const paths = Object.keys(files).sort(compareCodeUnits);
  for (const raw of paths) {
    const path = normalize(raw);
    const entry = files[raw];
    try {
      if (path === "/") {
        if (typeof entry === "object" && entry.unreadable) unreadable.add("/");
        continue;
      }
      vol.mkdirSync(dirname(path), { recursive: true });
      if (typeof entry === "string") vol.writeFileSync(path, entry);
      else if (entry.symlink !== undefined) links.push([path, entry.symlink]);
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
      problems.push({ path: raw, message: describeBuildError(e, path) });
    }
  }
  // Links last, so a link may point at anything in the tree (or nowhere: dangling and loops are kept).
  for (const [path, target] of links) {
    try {
      vol.mkdirSync(dirname(path), { recursive: true });
      vol.symlinkSync(target, path);
    } catch (e) {
      problems.push({ path, message: describeBuildError(e, path) });
    }
  }
  // The volume is handed out for incremental updates (memfs-incremental.ts), which keep the port's answers.
  return { fs: new MemfsPort(vol, unreadable), problems, volume: vol };
}

function describeBuildError(e: unknown, path: string): string {
  const code = (e as { code?: string })?.code;
  if (code === "EEXIST") return `${path} is given twice (as a file and as a folder); the second is skipped`;
  if (code === "ENOTDIR") return `a parent of ${path} is a file, so it cannot hold entries; skipped`;
  return `could not be created (${code ?? String(e)}); skipped`;
}
