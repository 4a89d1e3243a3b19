/** Codewords: drawn from a seed (the same seed gives the same kit), and found again in a reply. */
import { mulberry32 } from "../core/prng";
import { CODE_ALPHABET, CODE_LENGTH, CODEWORD_PREFIX, MAX_ANSWER_CHARS, MAX_ANSWER_CODEWORDS, POSITIONS, type Position } from "./facts";

/** FNV-1a over the seed's UTF-16 units, then mulberry32: small, fast and the same on every platform. */
function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mulberry32(h);
}

export const codeword = (code: string, position: Position): string => `${CODEWORD_PREFIX}-${code}-${position}`;

/** Draws per-file codes that differ from each other and from every code in `taken`. */
export class CodeDrawer {
  private readonly next: () => number;
  private readonly used: Set<string>;
  constructor(seed: string, taken: Iterable<string> = []) {
    this.next = seededRandom(seed);
    this.used = new Set(taken);
  }
  draw(): string {
    for (;;) {
      let code = "";
      for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[Math.floor(this.next() * CODE_ALPHABET.length)];
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }
}

/**
 * A codeword as a model may write it back: any case, with a hyphen, dash, underscore or space between
 * the parts. Letters and digits around it end the match (so CANARY-7Q4K-STARTED is not one).
 */
const FOUND = new RegExp(
  `(?<![A-Za-z0-9])${CODEWORD_PREFIX}[-_\\u2010-\\u2015 ]([A-Za-z0-9]{${CODE_LENGTH}})[-_\\u2010-\\u2015 ](${POSITIONS.join("|")})(?![A-Za-z0-9])`,
  "gi",
);

export interface Found {
  /** Canonical form: upper case, hyphens. */
  words: string[];
  /** True when the text was longer than MAX_ANSWER_CHARS or held more than MAX_ANSWER_CODEWORDS. */
  capped: boolean;
}

/** Every codeword in `text`, in order, canonical, repeats kept (bounded: see MAX_ANSWER_*). */
export function findCodewords(text: string): Found {
  const capped = text.length > MAX_ANSWER_CHARS;
  const body = capped ? text.slice(0, MAX_ANSWER_CHARS) : text;
  const words: string[] = [];
  for (const m of body.matchAll(FOUND)) {
    if (words.length >= MAX_ANSWER_CODEWORDS) return { words, capped: true };
    words.push(codeword(m[1].toUpperCase(), m[2].toUpperCase() as Position));
  }
  return { words, capped };
}

/** The codes (middle parts) already written in `text`, so a new kit never reuses them. */
export function codesIn(text: string): string[] {
  return findCodewords(text).words.map((w) => w.split("-")[1]);
}
