/** Where the commands write, and how they read a scenario file (or stdin, "-"). */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync } from "node:fs";
import { formatBytes } from "../core/bytes";
import { parse as parseJsonc, printParseErrorCode, stripComments, type ParseError } from "jsonc-parser";
import { checkBounds, jsonTextTooDeep } from "../scenario/bounds";
import { MAX_JSON_DEPTH } from "../scenario/limits";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export type ReadJson = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * The most scenario JSON Rulescope reads from a file or stdin: 16 MiB. A link carries at most 8 MiB
 * (MAX_INFLATED_BYTES in lib/scenario/permalink.ts); a file may hold more, but not without end:
 * `resolve /dev/urandom` or a runaway pipe must stop, and 16 MiB of JSON parses in well under a second.
 */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

const CAP_TEXT = formatBytes(MAX_SCENARIO_BYTES);

const READ_ERRORS: Record<string, string> = {
  ENOENT: "there is no such file",
  ENOTDIR: "there is no such file",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

class ReadRefused extends Error {}

/** Whether anything, a dangling link too, stands at `path`. */
export function lexists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Read `fd` to its end, or until more than `max` bytes came (`over`: the caller decides whether that
 * refuses the input or keeps its start). A non-blocking fd (a FIFO, a terminal) with nothing in it
 * yet is waited on a moment rather than spun on. Read errors are thrown as they come.
 */
export function readFdUpTo(fd: number, max: number): { bytes: Buffer; over: boolean } {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(Math.min(max + 1, 64 * 1024));
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, null);
    } catch (e) {
      if ((e as { code?: string }).code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        continue;
      }
      throw e;
    }
    if (n === 0) return { bytes: Buffer.concat(chunks, total), over: false };
    total += n;
    chunks.push(Buffer.from(chunk.subarray(0, n)));
    if (total > max) return { bytes: Buffer.concat(chunks, total), over: true };
  }
}

/** Read `fd` to its end, or throw ReadRefused once more than MAX_SCENARIO_BYTES came. */
function readCapped(fd: number, what: string): Buffer {
  const r = readFdUpTo(fd, MAX_SCENARIO_BYTES);
  if (r.over) throw new ReadRefused(`more than ${CAP_TEXT} came, the most ${what} JSON Rulescope reads; it stopped reading there`);
  return r.bytes;
}

/** A JSON file's bytes: regular files only (a FIFO or device could block or never end). `what` it is, for messages. */
function readRegularFile(file: string, what: string): Buffer {
  const before = statSync(file);
  if (before.isDirectory()) throw Object.assign(new Error(), { code: "EISDIR" });
  if (!before.isFile())
    throw new ReadRefused(
      `it is not a regular file (a FIFO, socket or device); Rulescope reads a ${what} only from a regular file, or from stdin with "-"`,
    );
  if (before.size > MAX_SCENARIO_BYTES)
    throw new ReadRefused(`it has ${before.size} bytes, more than the ${CAP_TEXT} of ${what} JSON Rulescope reads`);
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const now = fstatSync(fd);
    if (!now.isFile() || now.ino !== before.ino || now.dev !== before.dev)
      throw new ReadRefused("it changed while being opened; try again");
    return readCapped(fd, what);
  } finally {
    closeSync(fd);
  }
}

/**
 * Past MAX_JSON_DEPTH (the scenario's bound) the parsers and walkers that read a file recurse out of
 * stack (jsonc-parser at a few thousand levels): deep text is refused before it is parsed.
 */
const tooDeep = (file: string, what = "") =>
  `${file}${what} nests objects or lists more than ${MAX_JSON_DEPTH} levels deep, more than Rulescope reads.`;

/**
 * A configuration file, JSON with comments and trailing commas (as tsconfig.json and VS Code's
 * settings are read), `what` it holds ("configuration", "baseline") as messages name it; an error
 * names the line and column, never the text.
 */
export function readJsoncFile(file: string, what: string): ReadJson {
  const raw = readText(file, what);
  if (!raw.ok) return raw;
  if (jsonTextTooDeep(stripComments(raw.value))) return { ok: false, error: tooDeep(file) };
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(raw.value.replace(/^\uFEFF/, ""), errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length === 0) return { ok: true, value };
  const at = raw.value.slice(0, errors[0].offset).split("\n");
  return {
    ok: false,
    error: `${file} is not valid JSON: ${printParseErrorCode(errors[0].error)} at line ${at.length}, column ${at[at.length - 1].length + 1}.`,
  };
}

/** A regular file's text, or the sentence that says why it cannot be read. */
function readText(file: string, what: string): { ok: true; value: string } | { ok: false; error: string } {
  try {
    return { ok: true, value: (file === "-" ? readCapped(0, what) : readRegularFile(file, what)).toString("utf8") };
  } catch (e) {
    if (e instanceof ReadRefused)
      return { ok: false, error: file === "-" ? `Cannot read stdin: ${e.message}.` : `Cannot read ${file}: ${e.message}.` };
    const code = (e as { code?: string }).code ?? "";
    return { ok: false, error: `Cannot read ${file === "-" ? "stdin" : file}: ${READ_ERRORS[code] ?? (code || "an unknown error")}.` };
  }
}

/**
 * Read and parse a JSON file, `what` it holds ("scenario", "manifest"); failures are sentences naming
 * the file. A scenario's depth is bounded by its validator, which names the deep key
 * (lib/scenario/bounds.ts); any other file's before it is parsed.
 */
export function readJsonFile(file: string, what = "scenario"): ReadJson {
  const raw = readText(file, what);
  if (!raw.ok) return raw;
  if (what !== "scenario" && jsonTextTooDeep(raw.value)) return { ok: false, error: tooDeep(file) };
  return parseJson(file, raw.value);
}

function parseJson(file: string, text: string): ReadJson {
  try {
    // JSON.parse does not recurse: any depth parses; only what reads the value may not.
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch (e) {
    // V8 quotes the first characters of the text ("root:x:0:0"...): say where, never what.
    const why = (e instanceof Error ? e.message : String(e)).replace(/, "(?:[^"\\]|\\.)*"(?:\.\.\.)? is not valid JSON$/s, "");
    return { ok: false, error: `${file} is not valid JSON: ${why}.` };
  }
}

/**
 * The "rulescope" key of a package.json, read as npm and Node read the file: strict JSON. null when
 * there is none to read (no such key, or a file that cannot be read or is not JSON: npm could not
 * read it either). Only the key's value is bounded in depth: a deep script or dependency map
 * elsewhere in the file is none of Rulescope's business.
 */
export function readPackageKey(file: string, key: string): ReadJson | null {
  const raw = readText(file, "package.json");
  const read = raw.ok ? parseJson(file, raw.value) : raw;
  if (!read.ok) return null;
  const pkg = read.value;
  if (typeof pkg !== "object" || pkg === null || Array.isArray(pkg) || !Object.hasOwn(pkg, key)) return null;
  const value: unknown = (pkg as Record<string, unknown>)[key];
  if (typeof value === "object" && value !== null && checkBounds(value, 0).some((p) => p.fatal))
    return { ok: false, error: tooDeep(file, `'s "${key}" key`) };
  return { ok: true, value };
}
