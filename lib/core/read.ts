/**
 * Reading one candidate file through the port, with the outcomes every profile has to tell apart:
 * missing, a directory or other non-file, a symlink loop, unreadable, binary, or text (maybe cut).
 */
import type { FsPort } from "../fs/port";
import { decodeLossy, looksBinary } from "./bytes";

export type ReadOutcome =
  | {
      kind: "file";
      path: string;
      /** Size on disk. */
      size: number;
      /** The bytes read (all of them, or the first `limit`). */
      bytes: Uint8Array;
      /** Lossy UTF-8 decoding of `bytes`. */
      text: string;
      validUtf8: boolean;
      binary: boolean;
      truncated: boolean;
    }
  | { kind: "missing" | "not-a-file" | "loop" | "unreadable"; path: string; message: string };

export interface ReadOptions {
  /** Read at most this many bytes (a per-file cap or what is left of a budget). */
  limit?: number;
}

export function readCandidate(fs: FsPort, path: string, opts: ReadOptions = {}): ReadOutcome {
  const st = fs.stat(path);
  if (!st.ok) {
    if (st.code === "ELOOP") return { kind: "loop", path, message: `${path} is a symlink loop` };
    if (st.code === "EACCES") return { kind: "unreadable", path, message: `${path} cannot be read (permission denied)` };
    if (st.code === "ENOENT" && fs.lstat(path).ok)
      return { kind: "missing", path, message: `${path} is a symlink to nothing (dangling)` };
    return { kind: "missing", path, message: `${path} does not exist` };
  }
  if (st.value.kind !== "file") return { kind: "not-a-file", path, message: `${path} is a ${st.value.kind === "dir" ? "directory" : "special file"}, not a file` };
  const read = fs.readFile(path, opts.limit);
  if (!read.ok) {
    return { kind: "unreadable", path, message: `${path} cannot be read (${read.code})` };
  }
  const bytes = read.value;
  const { text, valid } = decodeLossy(bytes);
  return {
    kind: "file",
    path,
    size: st.value.size,
    bytes,
    text,
    validUtf8: valid,
    binary: looksBinary(bytes),
    truncated: bytes.length < st.value.size,
  };
}

/** True when the text has nothing but whitespace (several agents skip such files). */
export const isBlank = (s: string): boolean => s.trim() === "";
