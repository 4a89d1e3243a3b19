/**
 * Reading one candidate file through the port, with the outcomes every profile has to tell apart:
 * missing, a directory or other non-file, a symlink loop, unreadable, binary, or text (maybe cut).
 */
import { MAX_READ_BYTES, type FsErrorCode, type FsPort } from "../fs/port";
import { decodeLossy, looksBinary } from "./bytes";
import { decodeRead } from "./decoded-reads";

const decodeWhole = (bytes: Uint8Array) => ({ ...decodeLossy(bytes), binary: looksBinary(bytes) });

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
      /** Fewer bytes were read than the file holds (the caller's limit, or Rulescope's cap). */
      truncated: boolean;
      /**
       * The cut is Rulescope's own MAX_READ_BYTES, not the caller's limit: the file is larger than
       * Rulescope reads at all, so what follows from it is shown only up to the cap.
       */
      cappedByRulescope: boolean;
    }
  | {
      kind: "missing" | "not-a-file" | "loop" | "unreadable";
      path: string;
      message: string;
      /** Missing because it is a symlink whose target does not exist. */
      dangling?: true;
      /** The port's error code, when a port call failed (EIO stays EIO, EREFUSED is Rulescope's refusal). */
      code?: FsErrorCode;
    };

export interface ReadOptions {
  /** Read at most this many bytes (a per-file cap or what is left of a budget). */
  limit?: number;
}

export function readCandidate(fs: FsPort, path: string, opts: ReadOptions = {}): ReadOutcome {
  const st = fs.stat(path);
  if (!st.ok) {
    const code = st.code;
    if (code === "ELOOP") return { kind: "loop", path, code, message: `${path} is a symlink loop` };
    if (code === "EACCES") return { kind: "unreadable", path, code, message: `${path} cannot be read (permission denied)` };
    // The port's sentence names the path and why Rulescope will not touch it.
    if (code === "EREFUSED") return { kind: "unreadable", path, code, message: st.message };
    if (code === "EIO") return { kind: "unreadable", path, code, message: `${path} cannot be read (an input/output error, EIO)` };
    if (code === "ENOENT" && fs.lstat(path).ok)
      return { kind: "missing", path, code, dangling: true, message: `${path} is a symlink to nothing (dangling)` };
    return { kind: "missing", path, code, message: `${path} does not exist` };
  }
  if (st.value.kind !== "file")
    return {
      kind: "not-a-file",
      path,
      message: `${path} is a ${st.value.kind === "dir" ? "directory" : "special file (a FIFO, socket or device)"}, not a file`,
    };
  const read = fs.readFile(path, opts.limit);
  if (!read.ok) {
    const code = read.code;
    const message =
      code === "EREFUSED"
        ? read.message
        : code === "EACCES"
          ? `${path} cannot be read (permission denied)`
          : `${path} cannot be read (${code})`;
    return { kind: "unreadable", path, code, message };
  }
  const bytes = read.value;
  const { text, valid, binary } = decodeRead(bytes, decodeWhole);
  return {
    kind: "file",
    path,
    size: st.value.size,
    bytes,
    text,
    validUtf8: valid,
    binary,
    truncated: bytes.length < st.value.size,
    cappedByRulescope:
      bytes.length === MAX_READ_BYTES && st.value.size > MAX_READ_BYTES && (opts.limit === undefined || opts.limit > MAX_READ_BYTES),
  };
}

/** True when the text has nothing but whitespace (several agents skip such files). */
export const isBlank = (s: string): boolean => s.trim() === "";
