/**
 * File bodies for generated trees: the text shapes where agents and simulations part ways (blank by
 * one definition of whitespace and not another, a byte-order mark, invalid UTF-8, CRLF, a cut inside
 * a multi-byte character, a size on either side of a budget). Each body starts with a tag naming its
 * file, so a diff shows whose text it is.
 */
import fc from "fast-check";
import { encodeBase64, encodeUtf8 } from "../lib/core/bytes";
import type { FileEntry } from "../lib/scenario/types";

const BODY_KINDS = [
  "text",
  "text-no-newline",
  "padded",
  "blank",
  "unicode-space",
  "empty",
  "bom",
  "crlf",
  "lone-cr",
  "invalid-utf8",
  "multibyte",
  "nul",
  "sized",
] as const;
type BodyKind = (typeof BODY_KINDS)[number];

/** Weights: plain text most often, every odd shape now and then. */
const WEIGHTS: Record<BodyKind, number> = {
  text: 30,
  "text-no-newline": 6,
  padded: 5,
  blank: 5,
  "unicode-space": 4,
  empty: 3,
  bom: 4,
  crlf: 4,
  "lone-cr": 2,
  "invalid-utf8": 4,
  multibyte: 5,
  nul: 2,
  sized: 6,
};

const bodyKindArb: fc.Arbitrary<BodyKind> = fc.noBias(
  fc.oneof(...BODY_KINDS.map((k) => ({ arbitrary: fc.constant(k), weight: WEIGHTS[k] }))),
);

/** Whitespace-only texts, by Rust's `str::trim` and by JavaScript's (they disagree on U+0085 and U+FEFF). */
const BLANKS = ["  \n\t\n", "\n", " ", "\r\n"];
const UNICODE_SPACES = ["\u00a0\u2003\n", "\u0085", "\u200b", "\ufeff", "\u3000 \u2028"];

/** `length` bytes of text, starting with the tag: lines a reader can count. */
function filler(tag: string, length: number): string {
  let out = `${tag}\n`;
  let n = 0;
  while (out.length < length) out += `line ${String(n++).padStart(4, "0")} of the rules\n`;
  return out.slice(0, Math.max(0, length));
}

export interface BodyChoice {
  kind: BodyKind;
  /** Picks among the variants of a kind (which blank, how many multi-byte characters). */
  pick: number;
  /** For "sized": the byte length. */
  size: number;
}

export const bodyChoiceArb = (sizes: fc.Arbitrary<number>): fc.Arbitrary<BodyChoice> =>
  fc.record({ kind: bodyKindArb, pick: fc.noBias(fc.nat({ max: 99 })), size: fc.noBias(sizes) });

/** The file entry for a body: plain text where it is UTF-8, base64 where it is not. */
export function bodyEntry(tag: string, c: BodyChoice): FileEntry {
  switch (c.kind) {
    case "text":
      return `${tag}\nsecond line\n`;
    case "text-no-newline":
      return tag;
    case "padded":
      return `\n\n  ${tag}  \n\n`;
    case "blank":
      return BLANKS[c.pick % BLANKS.length];
    case "unicode-space":
      return UNICODE_SPACES[c.pick % UNICODE_SPACES.length];
    case "empty":
      return "";
    case "bom":
      return `\ufeff${tag}\n`;
    case "crlf":
      return `${tag}\r\nsecond line\r\n`;
    case "lone-cr":
      return `${tag}\rafter a lone CR`;
    case "invalid-utf8": {
      const bytes = [...encodeUtf8(`${tag}\n`), 0xff, 0xfe, 0x80, 0xc3, ...encodeUtf8("\nafter the bad bytes\n")];
      return { base64: encodeBase64(Uint8Array.from(bytes)) };
    }
    case "multibyte":
      return `${tag}\n${"é".repeat(1 + (c.pick % 7))}${"😀".repeat(c.pick % 3)}ü\n`;
    case "nul":
      return `${tag}\n\u0000binary tail\n`;
    case "sized":
      return filler(tag, c.size);
  }
}

/** The byte length of an entry's body (0 for links and folders). */
export function entryBytes(e: FileEntry): number {
  if (typeof e === "string") return encodeUtf8(e).length;
  if (e.base64 !== undefined) return Math.floor((e.base64.replace(/=+$/, "").length * 3) / 4);
  return e.content !== undefined ? encodeUtf8(e.content).length : 0;
}
