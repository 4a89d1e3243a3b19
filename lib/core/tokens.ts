/**
 * Token counts with a real BPE tokenizer (o200k_base, the encoding of current OpenAI models). Other
 * vendors' tokenizers are not public; o200k is a close, honest stand-in and the UI labels it so.
 */
import { countTokens as count } from "gpt-tokenizer";
import { tokenChunks } from "./token-chunks";

// Special-token strings in rule text are ordinary text to us; the tokenizer throws on them by default.
const NONE = new Set<string>();

/** Tokens in `text`, counted in linear time (see token-chunks.ts for how long runs are sliced). */
export function countTokens(text: string): number {
  let total = 0;
  for (const piece of tokenChunks(text)) total += count(piece, { disallowedSpecial: NONE });
  return total;
}
