/**
 * Cut text to its first N tokens with the same tokenizer as tokens.ts (o200k_base), for profiles whose
 * agent caps a file by tokens rather than bytes. Encodes piece by piece (token-chunks.ts), so a huge
 * whitespace run costs linear time; the whole text is still encoded, to report its token count.
 */
import { decode, encode } from "gpt-tokenizer";
import { tokenChunks } from "./token-chunks";

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
  const kept: number[] = [];
  let total = 0;
  for (const piece of tokenChunks(text)) {
    const ids = encode(piece, { disallowedSpecial: NONE });
    total += ids.length;
    // A loop, not push(...ids): a spread of a million ids overflows the argument stack.
    for (let i = 0; i < ids.length && kept.length < maxTokens; i++) kept.push(ids[i]);
  }
  if (total <= maxTokens) return { text, tokens: total, truncated: false };
  return { text: decode(kept), tokens: total, truncated: true };
}
