/**
 * Zip uploads: read the central directory ourselves (it has the unix mode that marks symlinks, which
 * fflate's unzip does not expose), then inflate entry by entry with fflate's streaming Inflate, each
 * cut off just past its cap. Sizes in a zip can lie, so caps are checked on the bytes actually
 * produced, and MAX_INFLATE_WORK bounds the whole job: a zip bomb stops early and is reported.
 */
import { Inflate, inflateSync } from "fflate";
import { decodeLossy } from "../core/bytes";
import { UploadBuilder, type ImportResult } from "./builder";
import { MAX_FILE_BYTES, MAX_INFLATE_WORK, MAX_TOTAL_BYTES, UPLOAD_PARENT } from "./limits";
import { commonTopFolder, sortForUpload } from "./names";

export interface ZipEntry {
  name: string;
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
const DAMAGED = "The zip archive is damaged: its directory points outside the file.";

const u16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32 = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 0x1000000;
const u64 = (b: Uint8Array, i: number) => u32(b, i) + u32(b, i + 4) * 0x100000000;

function findEndRecord(b: Uint8Array): number {
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) if (u32(b, i) === 0x06054b50) return i;
  return -1;
}

/** The zip's entries, from its central directory (zip64 included). */
export function readZipDirectory(b: Uint8Array): ZipDirectory {
  const end = findEndRecord(b);
  if (end < 0) return { ok: false, message: NOT_A_ZIP };
  let count = u16(b, end + 10);
  let offset = u32(b, end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && u32(b, end - 20) === 0x07064b50) {
    const at = u64(b, end - 12);
    if (at + 56 > b.length || u32(b, at) !== 0x06064b50) return { ok: false, message: DAMAGED };
    count = u64(b, at + 32);
    offset = u64(b, at + 48);
  }
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || u32(b, p) !== 0x02014b50) return { ok: false, message: DAMAGED };
    const madeBy = u16(b, p + 4) >> 8;
    const flags = u16(b, p + 8);
    const nameLen = u16(b, p + 28);
    const extraLen = u16(b, p + 30);
    const commentLen = u16(b, p + 32);
    const mode = u32(b, p + 38) >>> 16;
    let compressedSize = u32(b, p + 20);
    let size = u32(b, p + 24);
    let localOffset = u32(b, p + 42);
    if (p + 46 + nameLen + extraLen > b.length) return { ok: false, message: DAMAGED };
    const name = decodeLossy(b.subarray(p + 46, p + 46 + nameLen)).text;
    for (let e = p + 46 + nameLen; e + 4 <= p + 46 + nameLen + extraLen; ) {
      const id = u16(b, e);
      const len = u16(b, e + 2);
      if (id === 0x0001) {
        let f = e + 4;
        if (size === 0xffffffff) (size = u64(b, f)), (f += 8);
        if (compressedSize === 0xffffffff) (compressedSize = u64(b, f)), (f += 8);
        if (localOffset === 0xffffffff) localOffset = u64(b, f);
      }
      e += 4 + len;
    }
    const unix = madeBy === 3 || madeBy === 19;
    entries.push({
      name,
      method: u16(b, p + 10),
      encrypted: (flags & 1) === 1,
      compressedSize,
      size,
      localOffset,
      isDir: name.endsWith("/") || (unix && (mode & 0o170000) === 0o040000),
      isSymlink: unix && (mode & 0o170000) === 0o120000,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return { ok: true, entries };
}

type Inflated = { ok: true; bytes: Uint8Array; work: number } | { ok: false; reason: "over" | "damaged"; work: number };

/** Compressed bytes per push: deflate expands at most ~1032x, so one push yields at most ~1 MiB. */
const STEP = 1024;
/** Deflate's best case is ~1032:1 (258-byte matches coded in 2 bits); rounded up. */
const MAX_DEFLATE_RATIO = 1100;

/** An entry's bytes, or "over" as soon as they pass `cap`. */
function entryBytes(zip: Uint8Array, e: ZipEntry, cap: number): Inflated {
  const at = e.localOffset;
  if (at + 30 > zip.length || u32(zip, at) !== 0x04034b50) return { ok: false, reason: "damaged", work: 0 };
  const start = at + 30 + u16(zip, at + 26) + u16(zip, at + 28);
  if (start + e.compressedSize > zip.length) return { ok: false, reason: "damaged", work: 0 };
  const data = zip.subarray(start, start + e.compressedSize);
  if (e.method === 0) return data.length > cap ? { ok: false, reason: "over", work: 0 } : { ok: true, bytes: data.slice(), work: data.length };
  if (data.length * MAX_DEFLATE_RATIO <= cap) {
    // Even the densest deflate stream this short cannot pass the cap: inflate it in one go (fast path).
    try {
      const bytes = inflateSync(data);
      return { ok: true, bytes, work: bytes.length };
    } catch {
      return { ok: false, reason: "damaged", work: 0 };
    }
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) {
      over = true;
      throw new Error("over the cap");
    }
    chunks.push(chunk);
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let i = 0; i < data.length; i += STEP) inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
  } catch {
    return { ok: false, reason: over ? "over" : "damaged", work: total };
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return { ok: true, bytes: out, work: total };
}

const mib = (n: number) => `${n / 1024 / 1024} MiB`;

/**
 * A zip upload as Scenario files under `/upload/<name>`: <name> is the zip's one top folder when it
 * has one (stripped from the paths), else the zip's file name without `.zip`.
 */
export async function importZip(
  zip: Uint8Array,
  fileName: string,
  options: { onProgress?: ProgressHook; parent?: string } = {},
): Promise<{ ok: true; result: ImportResult } | { ok: false; message: string }> {
  const dir = readZipDirectory(zip);
  if (!dir.ok) return dir;
  const top = commonTopFolder(dir.entries.map((e) => e.name));
  const builder = new UploadBuilder(top ?? fileName, options.parent ?? UPLOAD_PARENT);
  const strip = top === null ? 0 : top.length + 1;
  const entries = sortForUpload(
    dir.entries.map((e) => ({ ...e, name: e.name.replace(/^(\.\/)+/, "").slice(strip) })).filter((e) => e.name !== ""),
    (e) => e.name,
  );
  const total = entries.reduce((s, e) => s + e.compressedSize, 0) || 1;
  let done = 0;
  let work = 0;
  let lastReport = 0;
  for (const e of entries) {
    done += e.compressedSize;
    if (e.isDir) {
      builder.folder(e.name);
      continue;
    }
    if (work > MAX_INFLATE_WORK) {
      builder.skip(e.name, "inflate-cap", `not unpacked: the zip had already unpacked to ${mib(MAX_INFLATE_WORK)}, the most one upload may`);
      continue;
    }
    const path = builder.accept(e.name, e.isSymlink ? 0 : e.size);
    if (path === null) continue;
    if (e.encrypted || (e.method !== 0 && e.method !== 8)) {
      builder.release(path, "unsupported", e.encrypted ? "it is encrypted" : `it uses compression method ${e.method}; only stored and deflate are supported`);
      continue;
    }
    const cap = e.isSymlink ? 4096 : builder.capFor(path);
    const got = entryBytes(zip, e, cap);
    work += got.work;
    if (!got.ok) {
      if (got.reason === "damaged") builder.release(path, "damaged", "its data is damaged and does not unpack");
      else if (cap >= MAX_FILE_BYTES || e.isSymlink) builder.release(path, "too-large", `it unpacks to more than ${mib(MAX_FILE_BYTES)}, the limit for one file`);
      else builder.release(path, "total-cap", `it would take the upload past ${mib(MAX_TOTAL_BYTES)} in all`);
    } else if (e.isSymlink) builder.symlink(path, decodeLossy(got.bytes).text);
    else builder.file(path, got.bytes);
    if (options.onProgress && done - lastReport > total / 100) {
      lastReport = done;
      const r = options.onProgress({ done, total });
      if (r) await r;
    }
  }
  await options.onProgress?.({ done: total, total });
  return { ok: true, result: builder.finish() };
}
