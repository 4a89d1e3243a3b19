/**
 * Zips written byte by byte for tests, independent of the reader under test (lib/import/zip.ts) and of
 * fflate: every field can be set to lie (sizes, offsets, counts, modes), so damaged and hostile
 * archives are easy to state. Data is deflated with Node's zlib.
 */
import { constants, createDeflateRaw, deflateRawSync } from "node:zlib";

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

/** A zip as bytes, with fields overridable to lie. Written into one buffer: 200,000 entries take well under a second. */
export function craftZip(entries: CraftEntry[], options: CraftOptions = {}): Uint8Array {
  type Row = { e: CraftEntry; name: Uint8Array; data: Uint8Array; size: number; offset: number; method: number };
  const rows: Row[] = [];
  let at = 0;
  for (const e of entries) {
    const name = asBytes(e.name);
    const raw = asBytes(e.bytes ?? "");
    const method = e.method ?? 8;
    const data = e.data ?? (method === 8 ? deflateRawSync(raw) : raw);
    rows.push({ e, name, data, size: raw.length, offset: at, method });
    at += 30 + name.length + data.length;
  }
  const central = [
    ...rows.map((r) => ({ r, name: r.name })),
    ...(options.repeat ?? []).map((rep) => ({ r: rows[rep.of], name: asBytes(rep.name) })),
  ];
  const directoryStart = at;
  const directorySize = central.reduce((s, c) => s + 46 + c.name.length, 0);
  const out = new Uint8Array(directoryStart + directorySize + 22);
  const v = new DataView(out.buffer);
  for (const r of rows) {
    const o = r.offset;
    v.setUint32(o, 0x04034b50, true);
    v.setUint16(o + 4, 20, true);
    v.setUint16(o + 6, r.e.flags ?? 0x800, true);
    v.setUint16(o + 8, r.method, true);
    v.setUint32(o + 18, r.data.length, true);
    v.setUint32(o + 22, r.size, true);
    v.setUint16(o + 26, r.name.length, true);
    out.set(r.name, o + 30);
    out.set(r.data, o + 30 + r.name.length);
  }
  let o = directoryStart;
  for (const { r, name } of central) {
    v.setUint32(o, 0x02014b50, true);
    v.setUint16(o + 4, ((r.e.mode !== undefined ? 3 : 0) << 8) | 20, true);
    v.setUint16(o + 6, 20, true);
    v.setUint16(o + 8, r.e.flags ?? 0x800, true);
    v.setUint16(o + 10, r.method, true);
    v.setUint32(o + 20, r.e.compressedSize ?? r.data.length, true);
    v.setUint32(o + 24, r.e.size ?? r.size, true);
    v.setUint16(o + 28, name.length, true);
    v.setUint32(o + 38, ((r.e.mode ?? 0) << 16) >>> 0, true);
    v.setUint32(o + 42, r.e.localOffset ?? r.offset, true);
    out.set(name, o + 46);
    o += 46 + name.length;
  }
  const count = central.length;
  v.setUint32(o, 0x06054b50, true);
  // Past 65,535 entries without zip64, tools write the count modulo 65,536.
  v.setUint16(o + 8, (options.count ?? count) & 0xffff, true);
  v.setUint16(o + 10, (options.count ?? count) & 0xffff, true);
  v.setUint32(o + 12, options.directorySize ?? directorySize, true);
  v.setUint32(o + 16, options.directoryOffset ?? directoryStart, true);
  return out;
}

/** A symlink entry to `target`. */
export const link = (name: string, target: string): CraftEntry => ({ name, bytes: target, mode: 0o120777 });

/** Raw deflate of `bytes` zero bytes, streamed: 1 GiB packs into about 1 MB in half a second. */
export async function deflatedZeros(bytes: number): Promise<Uint8Array> {
  const d = createDeflateRaw({ level: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  d.on("data", (c: Buffer) => out.push(c));
  const chunk = Buffer.alloc(1 << 20);
  for (let i = 0; i < bytes / chunk.length; i++) if (!d.write(chunk)) await new Promise((r) => d.once("drain", r));
  await new Promise((r) => d.end(r));
  return new Uint8Array(Buffer.concat(out));
}
