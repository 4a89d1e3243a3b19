/** Byte-level helpers shared by the adapters, the scenario format and the profiles. */

const utf8 = new TextEncoder();
const lossy = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export const encodeUtf8 = (s: string): Uint8Array => utf8.encode(s);

/** Up to this length, ASCII bytes are turned into text directly (apply's argument list stays small). */
const ASCII_FAST_PATH_BYTES = 4096;

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** Decode UTF-8, replacing invalid sequences with U+FFFD (what Rust's from_utf8_lossy and Node's toString do). */
export function decodeLossy(bytes: Uint8Array): { text: string; valid: boolean } {
  // Short ASCII (most source files of an upload): the bytes are the text, with no decoder call, which
  // costs more than the copy for 100,000 small files.
  if (bytes.length <= ASCII_FAST_PATH_BYTES && isAscii(bytes))
    return { text: String.fromCharCode.apply(null, bytes as unknown as number[]), valid: true };
  try {
    return { text: strict.decode(bytes), valid: true };
  } catch {
    return { text: lossy.decode(bytes), valid: false };
  }
}

/** Room encodeInto writes into while counting: reused, so counting allocates nothing per call. */
const scratch = new Uint8Array(64 * 1024);

/**
 * UTF-8 byte length of a string (a lone surrogate counts as the 3 bytes of U+FFFD, as encoding it
 * would). The encoder does it natively: a charCodeAt loop is several times slower on the
 * concatenated strings prompts are built of. Long strings go through in windows of `scratch`.
 */
export function utf8Length(s: string): number {
  let n = 0;
  let rest = s;
  for (;;) {
    const { read, written } = utf8.encodeInto(rest, scratch);
    n += written;
    if (read >= rest.length) return n;
    rest = rest.slice(read);
  }
}

/** A NUL byte in the first 8000 bytes: the heuristic git and most editors use for "binary". */
export function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8000);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decode standard or URL-safe base64 (padding optional); null when it is not base64. */
export function decodeBase64(input: string): Uint8Array | null {
  const s = input.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const ch of s) {
    const v = B64_INDEX.get(ch);
    if (v === undefined) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out.slice(0, o);
}

export function encodeBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : "=";
    out += i + 2 < bytes.length ? B64[n & 63] : "=";
  }
  return out;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * A size for people, in binary units: "1 byte", "512 bytes", "1.2 KiB", "1 MiB", "8.5 MiB". One
 * decimal, left off when the size is a whole number of the unit (limits read "1 MiB", not "1.0 MiB").
 */
export function formatBytes(n: number): string {
  if (n === 1) return "1 byte";
  if (n < KIB) return `${n} bytes`;
  // 1,048,575 bytes would round to "1024.0 KiB": what rounds to 1024 KiB or more is said in MiB.
  const [value, unit] = Math.round((n / KIB) * 10) < 10240 ? [n / KIB, "KiB"] : [n / MIB, "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
