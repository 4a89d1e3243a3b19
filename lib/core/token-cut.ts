/**
 * Cut text to its first N tokens with the same tokenizer as tokens.ts (o200k_base), for profiles whose
 * agent caps a file by tokens rather than bytes.
 */
import { decode, encode } from "gpt-tokenizer";

// Special-token strings in rule text are ordinary text to us (as in tokens.ts).
const NONE = new Set<string>();

export interface TokenCut {
  text: string;
  /** Tokens in the whole input, when it had to be counted. */
  tokens?: number;
  truncated: boolean;
}

export function cutToTokens(text: string, maxTokens: number): TokenCut {
  // Every token is at least one UTF-16 unit, so short text cannot be over the cap: skip the encode.
  if (text.length <= maxTokens) return { text, truncated: false };
  const ids = encode(text, { disallowedSpecial: NONE });
  if (ids.length <= maxTokens) return { text, tokens: ids.length, truncated: false };
  return { text: decode(ids.slice(0, maxTokens)), tokens: ids.length, truncated: true };
}
