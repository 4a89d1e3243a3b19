/**
 * The fs port: the only way the resolver core touches a file tree.
 *
 * Synchronous, POSIX paths, errors as values. Two adapters implement it: `memfs.ts` (browser, tests)
 * and `lib/cli/node-fs.ts` (real disk). Both must answer identically for the same tree, so the
 * contract pins down what real file systems leave open (readdir order, error codes).
 */

export type FsErrorCode = "ENOENT" | "EACCES" | "ELOOP" | "ENOTDIR" | "EISDIR" | "EIO";

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
  /** File bytes, following symlinks; with `limit`, at most that many leading bytes. */
  readFile(path: string, limit?: number): FsResult<Uint8Array>;
  /** Entry names sorted by UTF-16 code unit (real readdir order is OS-dependent; we pin it). */
  readdir(path: string): FsResult<string[]>;
  /** Target of a symlink, as stored. */
  readlink(path: string): FsResult<string>;
  /** Canonical absolute path with every symlink resolved. */
  realpath(path: string): FsResult<string>;
  /** True when `stat` succeeds (a dangling link does not exist). */
  exists(path: string): boolean;
}

export const ok = <T>(value: T): FsResult<T> => ({ ok: true, value });
export const fail = <T = never>(code: FsErrorCode, message: string): FsResult<T> => ({ ok: false, code, message });
