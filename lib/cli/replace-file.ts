/**
 * Writing a file the user named (`-o`, `--also`, a new baseline, `init`'s rulescope.json): never
 * through a link, never half-written. The text goes to a new file beside the target, which then takes
 * its name by rename. What stands at the name must be nothing or a regular file with one link: a
 * symbolic link is refused (following it writes wherever it points, say a committed
 * `report.sarif -> ~/.bashrc`; replacing it would drop a link someone made), a hard link too (its
 * other names would keep the old text, or with an in-place write, change with it), a directory, a
 * FIFO (a write waits for a reader for ever), a socket or a device.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fchmodSync,
  fchownSync,
  fsyncSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/** Why `path` cannot be replaced, completing "<path> ...", or null (nothing there, or a plain file). */
export function replaceProblem(path: string): string | null {
  let st;
  try {
    st = lstatSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? null : `cannot be looked at (${code ?? "error"})`;
  }
  if (st.isSymbolicLink()) return "is a symbolic link; Rulescope does not write through links";
  if (st.isDirectory()) return "is a directory";
  if (!st.isFile()) return "is not a regular file (a FIFO, socket or device); Rulescope writes only regular files";
  if (st.nlink > 1) return `is a hard link (one file with ${st.nlink} names); Rulescope does not write a file that has other names`;
  return null;
}

/**
 * Writes `content` as the file `path` (a regular file there keeps its permissions, and its owner where
 * the process may set it), or returns why not, completing "<path> ...". The temporary file is created
 * exclusively, so no link can stand in its place; if one appears at `path` meanwhile, the rename
 * replaces the link itself, never its target.
 */
export function replaceFile(path: string, content: string | Uint8Array): string | null {
  const problem = replaceProblem(path);
  if (problem) return problem;
  let was: Stats | null = null;
  try {
    was = lstatSync(path);
  } catch {
    // Nothing there: the new file gets the usual mode (0666 less the umask).
  }
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  let fd: number;
  try {
    fd = openSync(temp, "wx", 0o666);
  } catch (e) {
    return `could not be written (${(e as NodeJS.ErrnoException).code ?? "error"})`;
  }
  try {
    try {
      if (was) {
        fchmodSync(fd, was.mode & 0o7777);
        try {
          fchownSync(fd, was.uid, was.gid);
        } catch {
          // Not root: the file becomes the user's, as an editor's save would make it.
        }
      }
      const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
    return null;
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // Already gone.
    }
    return `could not be written (${(e as NodeJS.ErrnoException).code ?? "error"})`;
  }
}

/** A path's real form: through every link when it exists, else its folder's real path and its name. */
function realForm(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync.native(absolute);
  } catch {
    try {
      return join(realpathSync.native(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
}

/** Whether two names lead to one file: one real path (through links), or one inode (hard links). */
export function sameFile(a: string, b: string): boolean {
  if (realForm(a) === realForm(b)) return true;
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}
