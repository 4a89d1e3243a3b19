/**
 * Token counts with a real BPE tokenizer (o200k_base, the encoding of current OpenAI models). Other
 * vendors' tokenizers are not public; o200k is a close, honest stand-in and the UI labels it so.
 */
import { countTokens as count } from "gpt-tokenizer";

export { TOKENIZER_NAME } from "./tokenizer-name";

// Special-token strings in rule text are ordinary text to us; the tokenizer throws on them by default.
const NONE = new Set<string>();

/**
 * BPE cost grows with the square of a whitespace-free run (64 KiB of "a" takes seconds), so runs longer
 * than this are counted in slices. Text without such runs (all real prose) is counted exactly; a
 * minified blob may be off by a token per slice.
 */
const MAX_RUN = 1024;

export function countTokens(text: string): number {
  const cuts: number[] = [];
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    const ws = i === text.length || /\s/.test(text[i]);
    if (ws) runStart = i + 1;
    else if (i - runStart >= MAX_RUN) {
      cuts.push(i);
      runStart = i;
    }
  }
  if (cuts.length === 0) return count(text, { disallowedSpecial: NONE });
  let total = 0;
  let from = 0;
  for (const at of [...cuts, text.length]) {
    total += count(text.slice(from, at), { disallowedSpecial: NONE });
    from = at;
  }
  return total;
}
