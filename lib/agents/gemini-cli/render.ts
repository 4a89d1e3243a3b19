/**
 * From loaded files to text: concatenateInstructions (per-file blocks) and renderUserMemory (the
 * string form with its "Contextual Instructions" heading, or the <loaded_context> tiers).
 */
import { append } from "../../core/append";
import {
  BLOCK_SEPARATOR,
  HIERARCHICAL_OPEN,
  LOADED_CONTEXT_CLOSE,
  LOADED_CONTEXT_OPEN,
  SECTION_SEPARATOR,
  section,
  stringFormHead,
} from "./facts";
import { contextClose, contextOpen } from "../gemini-lineage";
import type { Loaded } from "./probe";
import { collapseNewlines, frame, trimSegs, type Segs } from "../../core/segments";

/** Per-file blocks joined by a blank line; files that failed or are blank after trimming are dropped. */
export function concatenate(files: Loaded[]): { segs: Segs; blank: Set<string> } {
  const out: Segs = [];
  const blank = new Set<string>();
  for (const f of files) {
    if (f.segs === null) continue;
    const body = trimSegs(f.segs);
    if (body.length === 0) {
      blank.add(f.path);
      continue;
    }
    if (out.length > 0) out.push(frame(BLOCK_SEPARATOR));
    out.push(frame(contextOpen(f.path)));
    append(out, body);
    out.push(frame(contextClose(f.path)));
  }
  return { segs: out, blank };
}

type Tier = keyof typeof section;

const wrap = (tier: Tier, body: Segs): Segs => [frame(section[tier][0]), ...trimSegs(body), frame(section[tier][1])];

/** The hierarchical form: non-empty tiers in upstream's fixed order, one per line, inside <loaded_context>. */
export function hierarchical(tiers: Partial<Record<Tier, Segs>>, open = HIERARCHICAL_OPEN): Segs {
  const order: Tier[] = ["global", "userProjectMemory", "extension", "project"];
  const parts = order.filter((t) => tiers[t] !== undefined && trimSegs(tiers[t]!).length > 0);
  if (parts.length === 0) return [];
  const out: Segs = [frame(open)];
  parts.forEach((t, i) => {
    if (i > 0) out.push(frame(SECTION_SEPARATOR));
    append(out, wrap(t, tiers[t]!));
  });
  out.push(frame(LOADED_CONTEXT_CLOSE));
  return out;
}

/** The string form (global memory only, today): heading, precedence text, then <loaded_context>. */
export function stringForm(memory: Segs, header: string): Segs {
  const body = trimSegs(memory);
  if (body.length === 0) return [];
  return [frame(stringFormHead(header)), ...body, frame(LOADED_CONTEXT_CLOSE)];
}

/**
 * The memory as it lands in the system prompt: renderFinalShell puts it after the base prompt and a
 * blank line, then the whole prompt has /\n{3,}/ collapsed to "\n\n" (file text included).
 */
export const asLanded = (memory: Segs): Segs => collapseNewlines(memory);

/** getSessionMemory(): the extension and project tiers for the first user message. */
export const sessionMemory = (tiers: { extension: Segs; project: Segs }): Segs => hierarchical(tiers, LOADED_CONTEXT_OPEN);
