/**
 * The composed prompt cut into what the <pre> renders: every part (content coloured per file, frame
 * neutral), gaps the profile left unmarked as frame, and a cut marker right after the last content part
 * of each truncated file. Marker segments carry no prompt text, so the <pre>'s text stays byte-exact.
 */
import { isLoaded, type Part, type Source } from "../../lib/types";

/**
 * Characters of a composed prompt drawn before the user asks for the rest. A multi-megabyte prompt in
 * one <pre>, with a highlighted file spanning thousands of wrapped lines, froze the tab for minutes
 * (a 5 MB AGENTS.md under cursor); copying and downloading always use the whole text.
 */
export const PROMPT_DISPLAY_CHARS = 256 * 1024;

export type Segment =
  | { kind: "frame"; start: number; end: number }
  | { kind: "content"; start: number; end: number; path: string; partIndex: number }
  | { kind: "cut"; at: number; path: string; label: string };

/** The budget a truncated source names in its reason: "budget 120", "cap is 32768 bytes", "1000-token limit". */
export function budgetFromReason(reason: string): string | undefined {
  const bytes = /\bbudget (\d[\d,]*)/i.exec(reason) ?? /\bcap (?:is|of) (\d[\d,]*) bytes/i.exec(reason);
  if (bytes) return bytes[1].replace(/,/g, "");
  const tokens = /(\d[\d,]*)[- ]token (?:limit|budget|cap)/i.exec(reason);
  if (tokens) return `${tokens[1].replace(/,/g, "")} tokens`;
  return undefined;
}

/** "✂ kept N of M bytes, budget B" (", budget B" only when the source names one). */
export function cutLabel(source: Source): string {
  const budget = budgetFromReason(source.reason);
  return `✂ kept ${source.includedBytes} of ${source.bytes} bytes${budget ? `, budget ${budget}` : ""}`;
}

export function buildSegments(prompt: string, parts: readonly Part[], sources: readonly Source[]): Segment[] {
  const truncated = new Map<string, Source>();
  for (const s of sources) if (s.status === "truncated" && !truncated.has(s.path)) truncated.set(s.path, s);
  const lastContent = new Map<string, number>();
  parts.forEach((p, i) => {
    if (p.kind === "content" && p.path !== undefined && truncated.has(p.path)) lastContent.set(p.path, i);
  });

  const out: Segment[] = [];
  let pos = 0;
  parts.forEach((p, i) => {
    // Parts are ordered and disjoint; anything they skip is shown as frame so no character is lost.
    const start = Math.max(p.start, pos);
    const end = Math.min(p.end, prompt.length);
    if (end <= start) return;
    if (start > pos) out.push({ kind: "frame", start: pos, end: start });
    if (p.kind === "content" && p.path !== undefined) out.push({ kind: "content", start, end, path: p.path, partIndex: i });
    else out.push({ kind: "frame", start, end });
    pos = end;
    const cut = p.path !== undefined && lastContent.get(p.path) === i ? truncated.get(p.path) : undefined;
    if (cut) out.push({ kind: "cut", at: end, path: cut.path, label: cutLabel(cut) });
  });
  if (pos < prompt.length) out.push({ kind: "frame", start: pos, end: prompt.length });
  return out;
}

/** The source that put a path's text in the prompt (its first included or truncated entry). */
export function sourceByPath(sources: readonly Source[]): Map<string, Source> {
  const map = new Map<string, Source>();
  for (const s of sources) if (isLoaded(s) && !map.has(s.path)) map.set(s.path, s);
  return map;
}

/** The segments covering prompt[0, limit): later ones dropped, the one across the limit cut short. */
export function clipSegments(segments: readonly Segment[], limit: number): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    if (seg.kind === "cut") {
      if (seg.at <= limit) out.push(seg);
      continue;
    }
    if (seg.start >= limit) break;
    out.push(seg.end > limit ? { ...seg, end: limit } : seg);
  }
  return out;
}
