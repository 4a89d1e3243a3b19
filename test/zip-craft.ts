/**
 * Zips written byte by byte for tests, independent of the reader under test (lib/import/zip.ts) and of
 * fflate: every field can be set to lie (sizes, offsets, counts, modes), so damaged and hostile
 * archives are easy to state. Data is deflated with Node's zlib.
 */
import { deflateRawSync } from "node:zlib";

export interface CraftEntry {
  name: string | Uint8Array;
  /** The entry's real (uncompressed) bytes. */
  bytes?: Uint8Array | string;
  /** 0 stored, 8 deflate (default), anything else to test unsupported methods. */
  method?: number;
  /** Lies: the directory's sizes and offset (default: the truth). */
  size?: number;
  compressedSize?: number;
  localOffset?: number;
  /** Replace the compressed data with these bytes (e.g. a damaged or hand-made deflate stream). */
  data?: Uint8Array;
  /** Unix mode (e.g. 0o120777 for a symlink); sets "made by" to Unix. */
  mode?: number;
  flags?: number;
}

export interface CraftOptions {
  /** The end record's entry count (default: the number of entries). */
  count?: number;
  /** The end record's directory offset and size (default: the truth). */
  directoryOffset?: number;
  directorySize?: number;
  /** Extra directory records pointing at earlier entries' data: index of the entry to repeat, and its new name. */
  repeat?: { of: number; name: string }[];
}

const enc = new TextEncoder();
const asBytes = (x: string | Uint8Array) => (typeof x === "string" ? enc.encode(x) : x);

/** A zip as bytes, with fields overridable to lie. */
export function craftZip(entries: CraftEntry[], options: CraftOptions = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  const records: { e: CraftEntry; name: Uint8Array; data: Uint8Array; size: number; offset: number; method: number }[] = [];
  for (const e of entries) {
    const name = asBytes(e.name);
    const raw = asBytes(e.bytes ?? "");
    const method = e.method ?? 8;
    const data = e.data ?? (method === 8 ? deflateRawSync(raw) : raw);
    const local = new Uint8Array(30 + name.length);
    const v = new DataView(local.buffer);
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, 20, true);
    v.setUint16(6, e.flags ?? 0x800, true);
    v.setUint16(8, method, true);
    v.setUint32(18, data.length, true);
    v.setUint32(22, raw.length, true);
    v.setUint16(26, name.length, true);
    local.set(name, 30);
    records.push({ e, name, data, size: raw.length, offset: at, method });
    parts.push(local, data);
    at += local.length + data.length;
  }
  const directoryStart = at;
  const central = (r: (typeof records)[number], name: Uint8Array) => {
    const c = new Uint8Array(46 + name.length);
    const v = new DataView(c.buffer);
    v.setUint32(0, 0x02014b50, true);
    v.setUint16(4, ((r.e.mode !== undefined ? 3 : 0) << 8) | 20, true);
    v.setUint16(6, 20, true);
    v.setUint16(8, r.e.flags ?? 0x800, true);
    v.setUint16(10, r.method, true);
    v.setUint32(20, r.e.compressedSize ?? r.data.length, true);
    v.setUint32(24, r.e.size ?? r.size, true);
    v.setUint16(28, name.length, true);
    v.setUint32(38, ((r.e.mode ?? 0) << 16) >>> 0, true);
    v.setUint32(42, r.e.localOffset ?? r.offset, true);
    c.set(name, 46);
    return c;
  };
  let directorySize = 0;
  let count = 0;
  for (const r of records) {
    const c = central(r, r.name);
    parts.push(c);
    directorySize += c.length;
    count++;
  }
  for (const rep of options.repeat ?? []) {
    const c = central(records[rep.of], enc.encode(rep.name));
    parts.push(c);
    directorySize += c.length;
    count++;
  }
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, Math.min(options.count ?? count, 0xffff), true);
  v.setUint16(10, Math.min(options.count ?? count, 0xffff), true);
  v.setUint32(12, options.directorySize ?? directorySize, true);
  v.setUint32(16, options.directoryOffset ?? directoryStart, true);
  parts.push(end);
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** A symlink entry to `target`. */
export const link = (name: string, target: string): CraftEntry => ({ name, bytes: target, mode: 0o120777 });
