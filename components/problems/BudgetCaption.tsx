"use client";
/**
 * Under the editor: how much of the open file the current agent sends, and where its budget stands,
 * recomputed from the live text (bytes exact; tokens estimated here, since the tokenizer lives in the
 * worker).
 */
import type { Source } from "@/lib/types";
import { formatCount } from "../format";
import { cutAtByte, estimateTokens, utf8Length } from "./logic";

export function BudgetCaption(props: { agent: string; source: Source | undefined; text: string; ready?: boolean }) {
  const { agent, source, text, ready = true } = props;
  const bytes = utf8Length(text);
  let body: string;
  // Before the first resolution there is no source yet: "does not consider this file" would be false.
  if (!ready) body = `waiting for ${agent}'s resolution of this file…`;
  else if (!source)
    body = `${agent} does not consider this file. It holds ${formatCount(bytes)} bytes (about ${formatCount(estimateTokens(bytes))} tokens).`;
  else if (source.status === "truncated") {
    const kept = Math.min(source.includedBytes, bytes);
    const at = cutAtByte(text, source.includedBytes);
    const lost = bytes - kept;
    body = `${agent} sends ${formatCount(kept)} of ${formatCount(bytes)} bytes (about ${formatCount(estimateTokens(kept))} tokens)${at ? `, cut at line ${at.line}` : ""}; ${formatCount(lost)} bytes (about ${formatCount(estimateTokens(lost))} tokens) are left out, and 0 bytes are left in the budget.`;
  } else if (source.status === "included")
    body = `${agent} sends all ${formatCount(bytes)} bytes (about ${formatCount(estimateTokens(bytes))} tokens) of this file; the budget is not reached.`;
  else
    body = `${agent} sends none of this file (${source.status}): ${formatCount(bytes)} bytes (about ${formatCount(estimateTokens(bytes))} tokens) not used.`;
  return (
    <p data-testid="budget-caption" aria-live="polite" className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
      <span className="font-medium">Budget: </span>
      {body}
    </p>
  );
}
