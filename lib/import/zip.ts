/**
 * Zip uploads: read the central directory ourselves (it has the unix mode that marks symlinks, which
 * fflate's unzip does not expose), then inflate entry by entry with fflate's streaming Inflate, each
 * cut off just past its cap. Sizes, offsets and counts in a zip can lie, so every one is checked
 * against the bytes actually there: caps on the bytes actually produced, MAX_INFLATE_WORK on the whole
 * job, and entries whose data overlaps another's (a zip-bomb trick) are refused. Every refusal names
 * the entry and what is wrong with it.
 */
import { Inflate, inflateSync } from "fflate";
import { decodeLossy, formatBytes } from "../core/bytes";
import { MAX_PATH_BYTES } from "../scenario/limits";
import { quoted, shortened } from "../scenario/visible";
import { UploadBuilder, type ImportResult } from "./builder";
import { MAX_FILE_BYTES, MAX_FILES, MAX_INFLATE_WORK, MAX_TOTAL_BYTES, MAX_ZIP_BYTES, MAX_ZIP_ENTRIES, UPLOAD_PARENT } from "./limits";
import { checkEntryName, commonTopFolderOf, sortForUpload } from "./names";

interface ZipEntry {
  name: string;
  /** False when the stored name is not valid UTF-8: `name` then shows the bad bytes as U+FFFD. */
  nameIsUtf8: boolean;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localOffset: number;
  isDir: boolean;
  isSymlink: boolean;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; message: string };

export interface Progress {
  /** Work done and in all, in compressed bytes of the zip (or files, for a folder). */
  done: number;
  total: number;
}
/** Called between entries; may return a promise (e.g. to let the page paint a progress bar). */
export type ProgressHook = (p: Progress) => void | Promise<void>;

const NOT_A_ZIP = "This file is not a zip archive (no zip directory found at its end).";
const damaged = (why: string): ZipDirectory => ({ ok: false, message: `The zip archive is damaged: ${why}.` });
const n = (x: number) => x.toLocaleString("en-US");

const END_SIG = 0x06054b50;
const END64_SIG = 0x06064b50;
const END64_LOCATOR_SIG = 0x07064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

const u16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32 = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 0x1000000;
const u64 = (b: Uint8Array, i: number) => u32(b, i) + u32(b, i + 4) * 0x100000000;

function findEndRecord(b: Uint8Array): number {
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) if (u32(b, i) === END_SIG) return i;
  return -1;
}

/** A name's text: plain ASCII directly (most names; a TextDecoder call each is slow over 200,000), else UTF-8. */
function decodeName(b: Uint8Array, at: number, length: number): { text: string; valid: boolean } {
  let ascii = true;
  for (let i = at; i < at + length; i++) if (b[i] >= 0x80) ascii = false;
  // apply takes the typed array as it is; a spread would first copy it into an array.
  if (ascii && length <= 4096)
    return { text: String.fromCharCode.apply(null, b.subarray(at, at + length) as unknown as number[]), valid: true };
  return decodeLossy(b.subarray(at, at + length));
}

const tooMany = (count: string) => ({
  ok: false as const,
  message: `The zip lists ${count} entries; Rulescope opens zips of at most ${n(MAX_ZIP_ENTRIES)} entries (and keeps up to ${n(MAX_FILES)} files of them). Zip a smaller folder.`,
});

/**
 * An entry's sizes and local header offset from its central record at `p`, the zip64 extra field
 * (between `extraStart` and `extraEnd`) standing in for each one set to 0xffffffff.
 */
function entrySizes(b: Uint8Array, p: number, extraStart: number, extraEnd: number) {
  let compressedSize = u32(b, p + 20);
  let entrySize = u32(b, p + 24);
  let localOffset = u32(b, p + 42);
  for (let e = extraStart; e + 4 <= extraEnd;) {
    const id = u16(b, e);
    const len = u16(b, e + 2);
    if (id === 0x0001) {
      // Zip64 sizes: present, in this order, only for the fields set to 0xffffffff.
      let f = e + 4;
      const fieldEnd = Math.min(e + 4 + len, extraEnd);
      if (entrySize === 0xffffffff && f + 8 <= fieldEnd) {
        entrySize = u64(b, f);
        f += 8;
      }
      if (compressedSize === 0xffffffff && f + 8 <= fieldEnd) {
        compressedSize = u64(b, f);
        f += 8;
      }
      if (localOffset === 0xffffffff && f + 8 <= fieldEnd) localOffset = u64(b, f);
    }
    e += 4 + len;
  }
  return { entrySize, compressedSize, localOffset };
}

/** The zip's entries, from its central directory (zip64 included), each field checked against the file. */
export function readZipDirectory(b: Uint8Array): ZipDirectory {
  const end = findEndRecord(b);
  if (end < 0) return { ok: false, message: NOT_A_ZIP };
  // Disk numbers other than 0 (0xffff: see the zip64 record) mean one part of a split archive.
  const disk = u16(b, end + 4);
  const directoryDisk = u16(b, end + 6);
  if ((disk !== 0 && disk !== 0xffff) || (directoryDisk !== 0 && directoryDisk !== 0xffff))
    return {
      ok: false,
      message: "This zip is one part of a split (multi-part) archive, which Rulescope cannot open; join the parts first.",
    };
  let count = u16(b, end + 10);
  let size = u32(b, end + 12);
  let offset = u32(b, end + 16);
  let directoryEnd = end;
  const zip64 = (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && end >= 20 && u32(b, end - 20) === END64_LOCATOR_SIG;
  if (zip64) {
    const at = u64(b, end - 12);
    if (at + 56 > end - 20 || u32(b, at) !== END64_SIG) return damaged(`its zip64 end record should be at byte ${n(at)}, but is not there`);
    count = u64(b, at + 32);
    size = u64(b, at + 40);
    offset = u64(b, at + 48);
    directoryEnd = at;
  }
  if (count > MAX_ZIP_ENTRIES) return tooMany(n(count));
  if (offset + size > directoryEnd)
    return damaged(
      `its directory is said to take bytes ${n(offset)} to ${n(offset + size)}, but the file's end record is at byte ${n(directoryEnd)} (the file may be cut off)`,
    );
  const entries: ZipEntry[] = [];
  const stop = offset + size;
  let p = offset;
  // Old tools write the count modulo 65,536: without zip64, read to the directory's end and compare.
  while (entries.length < count || (!zip64 && p < stop)) {
    if (entries.length >= MAX_ZIP_ENTRIES) return tooMany(`more than ${n(MAX_ZIP_ENTRIES)}`);
    // Words for a message, built only when one is needed: toLocaleString 200,000 times costs a second.
    const which = () => `entry ${n(entries.length + 1)} of ${n(count)}`;
    // Past the counted entries (reading on to the directory's end): leftover bytes are a size that lies.
    if (entries.length >= count && (p + 46 > stop || u32(b, p) !== CENTRAL_SIG))
      return damaged(`its directory should take ${n(size)} bytes, but its ${n(count)} entries take ${n(p - offset)}`);
    const isRecord = p + 46 <= b.length && u32(b, p) === CENTRAL_SIG;
    if (!isRecord)
      return damaged(`its directory lists ${n(count)} entries, but ${which()} (at byte ${n(p)}) is not there; the file may be cut off`);
    if (p + 46 > stop) return damaged(`its directory is said to be ${n(size)} bytes, which ends inside ${which()} (at byte ${n(p)})`);
    const madeBy = u16(b, p + 4) >> 8;
    const flags = u16(b, p + 8);
    const nameLen = u16(b, p + 28);
    const extraLen = u16(b, p + 30);
    const commentLen = u16(b, p + 32);
    const mode = u32(b, p + 38) >>> 16;
    const next = p + 46 + nameLen + extraLen + commentLen;
    if (next > stop) return damaged(`its directory is said to be ${n(size)} bytes, which ends inside ${which()} (at byte ${n(p)})`);
    const decoded = decodeName(b, p + 46, nameLen);
    const { entrySize, compressedSize, localOffset } = entrySizes(b, p, p + 46 + nameLen, p + 46 + nameLen + extraLen);
    const name = decoded.text;
    const unix = madeBy === 3 || madeBy === 19;
    entries.push({
      name,
      nameIsUtf8: decoded.valid,
      method: u16(b, p + 10),
      encrypted: (flags & 1) === 1,
      compressedSize,
      size: entrySize,
      localOffset,
      isDir: name.endsWith("/") || (unix && (mode & 0o170000) === 0o040000),
      isSymlink: unix && (mode & 0o170000) === 0o120000,
    });
    p = next;
  }
  if (p !== stop) return damaged(`its directory should take ${n(size)} bytes, but its ${n(count)} entries take ${n(p - offset)}`);
  if (entries.length !== count && (entries.length - count) % 0x10000 !== 0)
    return damaged(`its end record counts ${n(count)} entries, but its directory holds ${n(entries.length)}`);
  return { ok: true, entries };
}

/** Where an entry's compressed bytes lie in the zip, or what is wrong with where the directory puts them. */
type Located = { ok: true; start: number; end: number } | { ok: false; message: string };

function locate(zip: Uint8Array, e: ZipEntry): Located {
  const at = e.localOffset;
  if (at + 30 > zip.length)
    return { ok: false, message: `the zip's directory puts its data at byte ${n(at)}, past the end of the ${n(zip.length)}-byte file` };
  if (u32(zip, at) !== LOCAL_SIG)
    return { ok: false, message: `there is no file header at byte ${n(at)}, where the zip's directory puts it` };
  const start = at + 30 + u16(zip, at + 26) + u16(zip, at + 28);
  if (start + e.compressedSize > zip.length)
    return {
      ok: false,
      message: `its ${n(e.compressedSize)} bytes of compressed data run past the end of the file (the zip may be cut off)`,
    };
  return { ok: true, start, end: start + e.compressedSize };
}

/**
 * Each entry's data, located once; entries whose bytes overlap an earlier entry's are refused: one
 * stretch of compressed bytes listed many times is how the densest zip bombs work.
 */
function locateAll(zip: Uint8Array, entries: readonly ZipEntry[]): Map<ZipEntry, Located> {
  const out = new Map<ZipEntry, Located>();
  const placed: { e: ZipEntry; from: number; to: number }[] = [];
  for (const e of entries) {
    const where = locate(zip, e);
    out.set(e, where);
    if (where.ok) placed.push({ e, from: e.localOffset, to: where.end });
  }
  placed.sort((a, b) => a.from - b.from || a.to - b.to);
  let last: { e: ZipEntry; to: number } | null = null;
  for (const x of placed) {
    if (last !== null && x.from < last.to)
      out.set(x.e, {
        ok: false,
        message: `its data overlaps the data of ${quoted(shortened(last.e.name))}: the same bytes listed twice, a zip-bomb trick`,
      });
    else last = x;
  }
  return out;
}

type Inflated =
  | { ok: true; bytes: Uint8Array; work: number }
  | { ok: false; reason: "over" | "work"; work: number }
  | { ok: false; reason: "damaged"; message: string; work: number };

/** Compressed bytes per push: deflate expands at most ~1032x, so one push yields at most ~1 MiB. */
const STEP = 1024;
/** Deflate's best case is ~1032:1 (258-byte matches coded in 2 bits); rounded up. */
const MAX_DEFLATE_RATIO = 1100;

/** An entry's bytes, or "over" as soon as they pass `cap`, or "work" as soon as they pass `workLeft`. */
function entryBytes(data: Uint8Array, e: ZipEntry, cap: number, workLeft: number): Inflated {
  const limit = Math.min(cap, workLeft);
  const stoppedBy = cap <= workLeft ? "over" : "work";
  if (e.method === 0) {
    if (data.length !== e.size)
      return {
        ok: false,
        reason: "damaged",
        message: `it is stored uncompressed, but the zip's directory gives it two sizes (${n(data.length)} and ${n(e.size)} bytes)`,
        work: 0,
      };
    return data.length > limit ? { ok: false, reason: stoppedBy, work: 0 } : { ok: true, bytes: data.slice(), work: data.length };
  }
  let bytes: Uint8Array;
  if (data.length * MAX_DEFLATE_RATIO <= limit) {
    // Even the densest deflate stream this short cannot pass the limit: inflate it in one go (fast path).
    try {
      // Into a buffer of the claimed size plus one: without one, fflate sets aside 128 KiB per block,
      // which for 100,000 small files is gigabytes of garbage. Output past the buffer is dropped, so a
      // size that lies shows as one byte too many (or as an error) and the entry is refused below.
      bytes = inflateSync(data, { out: new Uint8Array(Math.min(e.size, limit) + 1) });
    } catch (err) {
      return {
        ok: false,
        reason: "damaged",
        message: `its compressed data is damaged and does not unpack (${err instanceof Error ? err.message : String(err)})`,
        work: 0,
      };
    }
  } else {
    const chunks: Uint8Array[] = [];
    let total = 0;
    let over = false;
    const inflater = new Inflate((chunk) => {
      total += chunk.length;
      if (total > limit) {
        over = true;
        throw new Error("over the limit");
      }
      chunks.push(chunk);
    });
    try {
      if (data.length === 0) inflater.push(data, true);
      for (let i = 0; i < data.length; i += STEP) inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
    } catch (err) {
      if (over) return { ok: false, reason: stoppedBy, work: total };
      return {
        ok: false,
        reason: "damaged",
        message: `its compressed data is damaged and does not unpack (${err instanceof Error ? err.message : String(err)})`,
        work: total,
      };
    }
    bytes = new Uint8Array(total);
    let o = 0;
    for (const c of chunks) {
      bytes.set(c, o);
      o += c.length;
    }
  }
  if (bytes.length !== e.size) {
    const got = bytes.length > e.size ? `more than ${n(e.size)}` : n(bytes.length);
    return {
      ok: false,
      reason: "damaged",
      message: `it unpacks to ${got} bytes, but the zip's directory says ${n(e.size)}`,
      work: bytes.length,
    };
  }
  return { ok: true, bytes, work: bytes.length };
}

/** Progress is reported at least this often, in entries, whatever their size. */
const PROGRESS_EVERY_ENTRIES = 1000;

/**
 * A zip upload as Scenario files under `/upload/<name>`: <name> is the zip's one top folder when it
 * has one (stripped from the paths), else the zip's file name without `.zip`.
 */
export async function importZip(
  zip: Uint8Array,
  fileName: string,
  options: { onProgress?: ProgressHook; parent?: string } = {},
): Promise<{ ok: true; result: ImportResult } | { ok: false; message: string }> {
  if (zip.length > MAX_ZIP_BYTES)
    return {
      ok: false,
      message: `The zip is ${n(Math.ceil(zip.length / 1024 / 1024))} MiB; zips over ${formatBytes(MAX_ZIP_BYTES)} are not opened.`,
    };
  const dir = readZipDirectory(zip);
  if (!dir.ok) return dir;
  // Each name checked once here for the top folder and the order (the builder checks it again on its own).
  const checked = dir.entries.map((e) => ({ e, c: checkEntryName(e.name) }));
  const top = commonTopFolderOf(checked.map((x) => x.c));
  const builder = new UploadBuilder(top ?? fileName, options.parent ?? UPLOAD_PARENT, { top });
  const entries = sortForUpload(checked, (x) => (x.c.ok ? x.c.path : x.e.name)).map((x) => x.e);
  const located = locateAll(zip, entries);
  const total = entries.reduce((s, e) => s + e.compressedSize, 0) || 1;
  let done = 0;
  let work = 0;
  let lastReport = 0;
  let seen = 0;
  let lastSeen = 0;
  for (const e of entries) {
    // Reported before anything can skip the entry: a run of skipped entries (past the file cap, say)
    // must still let the page paint when this runs on the main thread; so must many empty entries.
    if (options.onProgress && (done - lastReport > total / 100 || seen - lastSeen >= PROGRESS_EVERY_ENTRIES)) {
      lastReport = done;
      lastSeen = seen;
      const r = options.onProgress({ done, total });
      if (r) await r;
    }
    done += e.compressedSize;
    seen++;
    const note = e.nameIsUtf8 ? undefined : "its name is not UTF-8 (perhaps an old code page); the bytes that are not are shown as \ufffd";
    if (e.isDir) {
      builder.folder(e.name, note);
      continue;
    }
    const path = builder.accept(e.name, e.isSymlink ? 0 : e.size, note);
    if (path === null) continue;
    if (e.encrypted || (e.method !== 0 && e.method !== 8)) {
      builder.release(
        path,
        "unsupported",
        e.encrypted ? "it is encrypted" : `it uses compression method ${e.method}; only stored and deflate are supported`,
      );
      continue;
    }
    const where = located.get(e)!;
    if (!where.ok) {
      builder.release(path, "damaged", where.message);
      continue;
    }
    const cap = e.isSymlink ? MAX_PATH_BYTES : builder.capFor(path);
    const got = entryBytes(zip.subarray(where.start, where.end), e, cap, MAX_INFLATE_WORK - work);
    work += got.work;
    if (!got.ok) {
      if (got.reason === "damaged") builder.release(path, "damaged", got.message);
      else if (got.reason === "work")
        builder.release(
          path,
          "inflate-cap",
          `not unpacked: the zip had already made Rulescope unpack ${formatBytes(MAX_INFLATE_WORK)}, the most one upload may`,
        );
      else if (e.isSymlink)
        builder.release(path, "unsupported", `its link target is more than ${n(MAX_PATH_BYTES)} bytes long, longer than a path may be`);
      else if (cap >= MAX_FILE_BYTES)
        builder.release(
          path,
          "too-large",
          `it unpacks to more than ${formatBytes(MAX_FILE_BYTES)} (the zip claims ${n(e.size)} bytes), the limit for one file`,
        );
      else builder.release(path, "total-cap", `it would take the upload past ${formatBytes(MAX_TOTAL_BYTES)} in all`);
    } else if (e.isSymlink) builder.symlink(path, decodeLossy(got.bytes).text);
    else builder.file(path, got.bytes);
  }
  await options.onProgress?.({ done: total, total });
  return { ok: true, result: builder.finish() };
}
