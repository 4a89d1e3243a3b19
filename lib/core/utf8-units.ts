/**
 * UTF-8 decoded with a map back to the bytes: the text TextDecoder gives (invalid sequences as U+FFFD,
 * a BOM kept), plus, for each UTF-16 code unit, the byte offset its character starts at and whether it
 * stands for invalid bytes. A fix planned on the decoded text is then written as bytes: what lies
 * outside the edit is copied from the file as it is, whatever its encoding.
 */

export interface DecodedUnits {
  text: string;
  /** Byte offset of each code unit's character (both halves of a surrogate pair: the same), and the length at the end. */
  offsets: Uint32Array;
  /** 1 where the code unit is a U+FFFD standing for bytes that are not UTF-8. */
  invalid: Uint8Array;
  /** No invalid byte at all. */
  valid: boolean;
}

const REPLACEMENT = 0xfffd;

/**
 * Decodes as the WHATWG UTF-8 decoder does (the one TextDecoder implements): a sequence broken off by a
 * byte outside the expected range yields one U+FFFD for what was read so far, and that byte is read again.
 */
export function decodeUnits(bytes: Uint8Array): DecodedUnits {
  const units: number[] = [];
  const starts: number[] = [];
  const bad: number[] = [];
  const push = (unit: number, start: number, invalid: boolean) => {
    units.push(unit);
    starts.push(start);
    bad.push(invalid ? 1 : 0);
  };
  const emit = (cp: number, start: number) => {
    if (cp < 0x10000) push(cp, start, false);
    else {
      const v = cp - 0x10000;
      push(0xd800 + (v >> 10), start, false);
      push(0xdc00 + (v & 0x3ff), start, false);
    }
  };
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let start = 0;
  let valid = true;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (needed === 0) {
      start = i;
      if (b <= 0x7f) push(b, i, false);
      else if (b >= 0xc2 && b <= 0xdf) [needed, cp] = [1, b & 0x1f];
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        [needed, cp] = [2, b & 0x0f];
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        [needed, cp] = [3, b & 0x07];
      } else {
        push(REPLACEMENT, i, true);
        valid = false;
      }
      continue;
    }
    if (b < lower || b > upper) {
      // The sequence so far is one error; this byte starts afresh.
      push(REPLACEMENT, start, true);
      valid = false;
      [needed, seen, cp, lower, upper] = [0, 0, 0, 0x80, 0xbf];
      i--;
      continue;
    }
    [lower, upper] = [0x80, 0xbf];
    cp = (cp << 6) | (b & 0x3f);
    if (++seen < needed) continue;
    emit(cp, start);
    [needed, seen, cp] = [0, 0, 0];
  }
  if (needed !== 0) {
    push(REPLACEMENT, start, true);
    valid = false;
  }
  const offsets = new Uint32Array(starts.length + 1);
  offsets.set(starts);
  offsets[starts.length] = bytes.length;
  let text = "";
  for (let i = 0; i < units.length; i += 8192) text += String.fromCharCode(...units.slice(i, i + 8192));
  return { text, offsets, invalid: Uint8Array.from(bad), valid };
}
