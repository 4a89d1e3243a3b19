/**
 * Token counts with a real BPE tokenizer (o200k_base, the encoding of current OpenAI models). Other
 * vendors' tokenizers are not public; o200k is a close, honest stand-in and the UI labels it so.
 */
import { countTokens as count } from "gpt-tokenizer";

export const TOKENIZER_NAME = "o200k_base";

// Special-token strings in rule text are ordinary text to us; the tokenizer throws on them by default.
const NONE = new Set<string>();

export function countTokens(text: string): number {
  return count(text, { disallowedSpecial: NONE });
}
