/**
 * The startup instruction budget (kilocode/session/instruction.ts `budget()`, and its tests): items
 * are kept in order while their characters (JavaScript string length) fit; the first one that does
 * not fit is cut to what is left, every later one is skipped, and one summary item naming them (at
 * most MAX_LISTED) is added after the kept ones.
 */
import { utf8Length } from "../../core/bytes";
import { Composer, joinInto } from "../../core/compose";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import type { Candidate } from "./candidates";
import { ENV, MAX_LISTED, TEXT } from "./facts";

export interface Item {
  cand: Candidate;
  /** The text sent (raw file text). */
  text: string;
  size: number;
}

type Piece = { kind: "item"; item: Item; keep: number } | { kind: "summary"; text: string };

const source = (it: Item, status: Source["status"], reason: string, includedBytes: number): Source => ({
  path: it.cand.path,
  layer: it.cand.layer,
  status,
  reason,
  bytes: it.size,
  includedBytes,
  ...(it.cand.matchedBy ? { matchedBy: it.cand.matchedBy } : {}),
});

/** What each item keeps (0: skipped), in order, and the summary when any was cut or skipped. */
function plan(ctx: ProfileContext, items: Item[], max: number | null): { keeps: number[]; summary: string | null } {
  // No budget (Kilo CLI 7.7.9): every item whole.
  if (max === null) return { keeps: items.map((it) => TEXT.item(it.cand.path).length + it.text.length), summary: null };
  const keeps: number[] = [];
  const skipped: string[] = [];
  let used = 0;
  for (const item of items) {
    const length = TEXT.item(item.cand.path).length + item.text.length;
    const remaining = max - used;
    const keep = remaining <= 0 ? 0 : Math.min(length, remaining);
    keeps.push(keep);
    if (keep < length) skipped.push(keep === 0 ? item.cand.path : TEXT.truncatedMark(item.cand.path));
    used = remaining <= 0 ? used : length > remaining ? max : used + length;
  }
  ctx.budget({ name: ENV.maxChars, kind: "characters", scope: "total", limit: max, used, cut: skipped.length > 0 });
  if (skipped.length === 0) return { keeps, summary: null };
  const shown = skipped.slice(0, MAX_LISTED).join(", ");
  const more = skipped.length - Math.min(skipped.length, MAX_LISTED);
  ctx.diag({
    level: "warning",
    code: "truncated",
    message: `The startup instructions pass Kilo's ${max}-character budget: ${skipped.length} item(s) cut or skipped, and a summary line names them.`,
  });
  return { keeps, summary: TEXT.budgetSummary(skipped.length, max, more > 0 ? TEXT.budgetMore(shown, more) : shown) };
}

/** One item, whole or cut to `keep` characters (the header first, then the file's text). */
function write(c: Composer, it: Item, keep: number): void {
  const header = TEXT.item(it.cand.path);
  c.frame(header.slice(0, keep));
  const text = it.text.slice(0, Math.max(0, keep - header.length));
  if (text !== "") c.content(text, it.cand.path);
}

function record(ctx: ProfileContext, it: Item, keep: number, max: number | null): void {
  const header = TEXT.item(it.cand.path).length;
  if (keep >= header + it.text.length)
    ctx.source(source(it, "included", `Included: ${it.cand.why}.`, Math.min(utf8Length(it.text), it.size)));
  else if (keep === 0)
    ctx.source(source(it, "over-budget", `Skipped: the ${max}-character instruction budget (${ENV.maxChars}) was spent before it.`, 0));
  else {
    const kept = it.text.slice(0, Math.max(0, keep - header));
    ctx.source(
      source(
        it,
        "truncated",
        `Truncated: cut at the ${max}-character budget (${ENV.maxChars}), so only its first ${kept.length} characters are sent.`,
        utf8Length(kept),
      ),
    );
  }
}

/** The instruction items, joined by a newline as llm.ts joins the system parts. */
export function compose(ctx: ProfileContext, items: Item[], max: number | null): Composer {
  const { keeps, summary } = plan(ctx, items, max);
  const pieces: Piece[] = items.flatMap((item, i) => (keeps[i] > 0 ? [{ kind: "item" as const, item, keep: keeps[i] }] : []));
  if (summary !== null) pieces.push({ kind: "summary", text: summary });
  const c = new Composer();
  joinInto(c, pieces, TEXT.systemSeparator, (p) => (p.kind === "summary" ? void c.frame(p.text) : write(c, p.item, p.keep)));
  items.forEach((it, i) => record(ctx, it, keeps[i], max));
  return c;
}
