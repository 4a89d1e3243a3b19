/**
 * The fs port: the only way the resolver core touches a file tree.
 *
 * Synchronous, POSIX paths, errors as values. Two adapters implement it: `memfs.ts` (browser, tests)
 * and `lib/cli/node-fs.ts` (real disk). Both must answer identically for the same tree, so the
 * contract pins down what real file systems leave open (readdir order, error codes).
 */

/**
 * EREFUSED is Rulescope's own: the path exists but the adapter will not touch it (it points outside the
 * checked tree, into /proc, /sys or /dev, or into a part of the home folder that was not opened). Its
 * `message` is a sentence naming the path and the reason, for the user to read as it is.
 */
export type FsErrorCode = "ENOENT" | "EACCES" | "ELOOP" | "ENOTDIR" | "EISDIR" | "EIO" | "EREFUSED";

export type FsResult<T> = { ok: true; value: T } | { ok: false; code: FsErrorCode; message: string };

export type FileKind = "file" | "dir" | "symlink" | "other";

export interface StatInfo {
  kind: FileKind;
  /** Size in bytes (for a symlink from lstat: the length of its target string). */
  size: number;
  /** Identity of the underlying node, equal for two paths that reach the same file. */
  id: string;
}

export interface FsPort {
  /** Stat without following a final symlink. */
  lstat(path: string): FsResult<StatInfo>;
  /** Stat following symlinks; ELOOP for loops, ENOENT for dangling links. */
  stat(path: string): FsResult<StatInfo>;
  /**
   * File bytes, following symlinks: at most `limit` leading bytes, and never more than MAX_READ_BYTES
   * (also when no limit is given). Only regular files are read; FIFOs, sockets and devices are never
   * opened (EIO).
   */
  readFile(path: string, limit?: number): FsResult<Uint8Array>;
  /** Entry names sorted by UTF-16 code unit (real readdir order is OS-dependent; we pin it). */
  readdir(path: string): FsResult<string[]>;
  /**
   * readdir's names in the order the file system lists them (readdir(3), unsorted), where the port can
   * know it: the disk's. For agents that read a folder in that order (Claude Code's native builds, in
   * .claude/rules). Absent (memfs: a scenario has no such order): readdir's sorted order stands in.
   */
  listingOrder?(path: string): FsResult<string[]>;
  /** Target of a symlink, as stored. */
  readlink(path: string): FsResult<string>;
  /** Canonical absolute path with every symlink resolved. */
  realpath(path: string): FsResult<string>;
  /** True when `stat` succeeds (a dangling link does not exist). */
  exists(path: string): boolean;
  /**
   * Whether `readdir` of this folder names every entry in it (a port that shows only part of a
   * folder, as the CLI's does above what it may read, answers false there). Lets a cache answer a
   * probe of a name the listing leaves out as missing without asking. Absent: never assumed.
   */
  listsWhole?(dir: string): boolean;
  /**
   * The kind lstat would give each entry of a folder, from the listing itself: one call where readdir
   * and an lstat per entry are many (a disk's listing carries each entry's type). An entry the port
   * cannot vouch for this way is left out: ask lstat. Errors as readdir's. Absent: lstat each entry.
   */
  entryKinds?(dir: string): FsResult<ReadonlyMap<string, FileKind>>;
}

/**
 * The most bytes any read returns, whatever the caller asks: 8 MiB. Every agent cap Rulescope models
 * is far below it (Codex 32 KiB, ion 64 KiB, Windsurf 12,000 characters), and agents without a cap
 * (Gemini CLI, Claude Code) would put 8 MiB of text, about two million tokens, into a context window
 * no model has. It keeps one hostile file (a 2 GB sparse AGENTS.md) from being loaded whole: the
 * decoded text stays far below V8's string limit and the tokenizer's reach.
 */
export const MAX_READ_BYTES = 8 * 1024 * 1024;

/** The limit a port applies: the caller's (whole bytes, not below 0), never above MAX_READ_BYTES. */
export function effectiveReadLimit(limit: number | undefined): number {
  if (limit === undefined) return MAX_READ_BYTES;
  if (Number.isNaN(limit)) return 0;
  return Math.max(0, Math.floor(Math.min(limit, MAX_READ_BYTES)));
}

/**
 * An entry a tree could not be built with (a path that climbs above the root, a name the disk refuses,
 * a file under a file), skipped and said: both adapters build trees from a scenario's entries (memfs in
 * memory, the CLI's writer on disk) and report the same ones.
 */
export interface BuildProblem {
  path: string;
  message: string;
}

export const ok = <T>(value: T): FsResult<T> => ({ ok: true, value });
export const fail = <T = never>(code: FsErrorCode, message: string): FsResult<T> => ({ ok: false, code, message });
/** A failure with the adapters' common message, "<code>: <path>" (EREFUSED has its own sentence). */
export const failAt = <T = never>(code: FsErrorCode, path: string): FsResult<T> => fail<T>(code, `${code}: ${path}`);
