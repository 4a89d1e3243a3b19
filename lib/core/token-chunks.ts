/**
 * Split text into pieces the BPE tokenizer can take in linear total time. gpt-tokenizer's merge step
 * costs the square of a pre-token's length, and one run of the same character class (a whitespace run
 * as much as a whitespace-free blob) is one pre-token: "rule" followed by 1 MiB of spaces took minutes.
 * Runs longer than MAX_TOKEN_RUN are therefore cut into slices of that length. Prose has no such runs
 * and is counted exactly; a long run may be off by one token per slice.
 */

/** Longest run of whitespace or of non-whitespace handed to the tokenizer in one piece (UTF-16 units). */
export const MAX_TOKEN_RUN = 1024;

const isSpace = (c: number): boolean =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;

/** Offsets at which to cut `text`, ascending, without the ends; empty when no run is too long. */
export function tokenChunkCuts(text: string): number[] {
  const cuts: number[] = [];
  let runStart = 0;
  let runSpace = text.length > 0 && isSpace(text.charCodeAt(0));
  for (let i = 1; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (space !== runSpace) {
      runSpace = space;
      runStart = i;
    } else if (i - runStart >= MAX_TOKEN_RUN && !isHighSurrogate(text.charCodeAt(i - 1))) {
      // Never between the two halves of a surrogate pair: that would invent two replacement characters.
      cuts.push(i);
      runStart = i;
    }
  }
  return cuts;
}

/** The text as tokenizer-sized pieces (the text itself when nothing needs cutting). */
export function tokenChunks(text: string): string[] {
  const cuts = tokenChunkCuts(text);
  if (cuts.length === 0) return [text];
  const out: string[] = [];
  let from = 0;
  for (const at of cuts) {
    out.push(text.slice(from, at));
    from = at;
  }
  out.push(text.slice(from));
  return out;
}
