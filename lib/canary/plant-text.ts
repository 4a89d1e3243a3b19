/**
 * Where codewords go in one file's text. START: the first line of text, after a frontmatter block (so
 * the block still parses) and after a byte-order mark, followed by a blank line so it never joins the
 * file's first paragraph, an `@import` line or a heading. END: a line of its own after the last line.
 * CUT: at the start of a line that begins before the predicted cut (or, in a line too long for that,
 * in the text with a space either side).
 */
import { splitFrontmatter } from "../core/lenient-frontmatter";
import { CUT_LINE_REACH } from "./facts";

export interface PlantWords {
  start?: string;
  cut?: string;
  end?: string;
}

export interface PlantedText {
  text: string;
  /** The words actually planted. */
  planted: PlantWords;
  /** Why START could not be planted, if it could not. */
  startSkipped?: string;
}

/** Where the file's own text begins: after a closed frontmatter block, else after a byte-order mark. */
export function bodyStart(text: string): { at: number; unclosed: boolean } {
  const split = splitFrontmatter(text);
  if (split.block !== undefined) return { at: text.length - split.body.length, unclosed: false };
  return { at: text.startsWith("\uFEFF") ? 1 : 0, unclosed: split.unclosed };
}

/** Never between the halves of a surrogate pair. */
function safeOffset(text: string, at: number): number {
  const c = text.charCodeAt(at - 1);
  return at > 0 && at < text.length && c >= 0xd800 && c <= 0xdbff ? at - 1 : at;
}

/** The text with `cut` inserted at or just before offset `spot`, never before `floor`. */
function insertCut(text: string, spot: number, floor: number, word: string): string {
  const at = safeOffset(text, Math.max(floor, Math.min(spot, text.length)));
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  if (lineStart >= floor && at - lineStart <= CUT_LINE_REACH) return text.slice(0, lineStart) + `${word}\n` + text.slice(lineStart);
  return `${text.slice(0, at)} ${word} ${text.slice(at)}`;
}

/**
 * Plant the given words. `cutSpot` is the offset (UTF-16, in the original text) before which CUT must
 * land. Inserted back to front so earlier offsets stay valid.
 */
export function plantText(original: string, words: PlantWords, cutSpot?: number): PlantedText {
  const body = bodyStart(original);
  let text = original;
  const planted: PlantWords = {};
  if (words.end !== undefined) {
    text += `${text.endsWith("\n") ? "\n" : "\n\n"}${words.end}\n`;
    planted.end = words.end;
  }
  if (words.cut !== undefined && cutSpot !== undefined) {
    text = insertCut(text, cutSpot, body.at, words.cut);
    planted.cut = words.cut;
  }
  if (words.start === undefined) return { text, planted };
  if (body.unclosed)
    return {
      text,
      planted,
      startSkipped: "it opens a frontmatter block that never closes; a codeword above it would change how the block is read",
    };
  text = text.slice(0, body.at) + `${words.start}\n\n` + text.slice(body.at);
  planted.start = words.start;
  return { text, planted };
}
