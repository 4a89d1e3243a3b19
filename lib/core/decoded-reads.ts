/**
 * Decoding a file's bytes once, not on every read of it. A port that hands out copies of bytes it
 * keeps unchanged (the memfs tree, the shared probe cache) marks each copy with those kept bytes;
 * readCandidate then decodes a marked copy once per kept bytes and length, so re-resolving an
 * unchanged tree (each keystroke in the preview, each folder of the precedence map) does not decode
 * every file again. Unmarked bytes (the real disk) are decoded each time.
 */

/** A copy's kept bytes: the copy holds their first `length` bytes. */
const keptOf = new WeakMap<Uint8Array, Uint8Array>();
const decodings = new WeakMap<Uint8Array, Map<number, Decoded>>();

export interface Decoded {
  text: string;
  valid: boolean;
  binary: boolean;
}

/**
 * `copy` holds the first `copy.length` bytes of `kept`, which nobody changes while it can be reached
 * (a copy of a marked copy is marked with the first kept bytes).
 */
export function markPrefixCopy(copy: Uint8Array, kept: Uint8Array): Uint8Array {
  keptOf.set(copy, keptOf.get(kept) ?? kept);
  return copy;
}

/**
 * The decoding of bytes just read (call it before anything could change them): from the cache when
 * they are a marked copy, else `decode(bytes)`. Decodings are kept only for kept bytes, and go with them.
 */
export function decodeRead(bytes: Uint8Array, decode: (b: Uint8Array) => Decoded): Decoded {
  const kept = keptOf.get(bytes);
  if (kept === undefined) return decode(bytes);
  let byLength = decodings.get(kept);
  if (byLength === undefined) decodings.set(kept, (byLength = new Map()));
  let d = byLength.get(bytes.length);
  if (d === undefined) byLength.set(bytes.length, (d = Object.freeze(decode(bytes))));
  return d;
}
