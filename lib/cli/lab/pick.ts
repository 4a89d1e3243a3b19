/**
 * Reading a driver's TextPick: the instruction text out of the JSON an agent printed or sent. The
 * path's steps fan out over arrays ("*") and filter objects (`where`); the strings at its end are the
 * candidates, and the first one that starts with the driver's mark is the text.
 */
import type { JsonStep, TextCut, TextParts, TextPick } from "../../agents/lab-driver";
import type { RecordedRequest } from "./recorder";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function step(values: unknown[], s: JsonStep): unknown[] {
  if (s === "*") return values.flatMap((v) => (Array.isArray(v) ? v : isObject(v) ? Object.values(v) : []));
  if (typeof s === "number") return values.flatMap((v) => (Array.isArray(v) && s < v.length ? [v[s]] : []));
  if (typeof s === "string") return values.flatMap((v) => (isObject(v) && Object.hasOwn(v, s) ? [v[s]] : []));
  return values.filter((v) => isObject(v) && Object.entries(s.where).every(([k, want]) => v[k] === want));
}

/** The candidate strings the path leads to, in document order. */
function candidates(doc: unknown, path: readonly JsonStep[]): string[] {
  let values = [doc];
  for (const s of path) values = step(values, s);
  return values.filter((v): v is string => typeof v === "string");
}

/** The part of `text` a cut names: from its start mark (or after it) to its end mark; "" when the start mark is missing. */
function cutText(text: string, cut: TextCut): string {
  let start = 0;
  if (cut.at) {
    const found = cut.at.map((m) => text.indexOf(m)).filter((i) => i !== -1);
    if (found.length === 0) return "";
    start = Math.min(...found);
  } else if (cut.after !== undefined) {
    const i = text.indexOf(cut.after);
    if (i === -1) return "";
    start = i + cut.after.length;
  }
  const rest = text.slice(start);
  const ends = (cut.before ?? []).map((m) => rest.indexOf(m)).filter((i) => i !== -1);
  if (ends.length > 0) return rest.slice(0, Math.min(...ends));
  if (cut.through === undefined) return rest;
  const end = rest.lastIndexOf(cut.through);
  return end === -1 ? rest : rest.slice(0, end + cut.through.length);
}

/** The instruction text in `doc`, or "" when no candidate carries the mark (the agent sent none). */
export function pickText(pick: TextPick, doc: unknown): string {
  const marks = typeof pick.startsWith === "string" ? [pick.startsWith] : pick.startsWith;
  const text = candidates(doc, pick.path).find((c) => marks.some((m) => c.startsWith(m))) ?? "";
  return pick.cut ? cutText(text, pick.cut) : text;
}

export type PickSource = { ok: true; doc: unknown } | { ok: false; error: string };

/** The document a pick reads: the run's stdout parsed as JSON, or the nth recorded request of a format. */
export function pickSource(pick: TextPick, stdout: string, requests: readonly RecordedRequest[]): PickSource {
  if ("stdout" in pick.from) {
    try {
      return { ok: true, doc: JSON.parse(stdout) };
    } catch {
      return { ok: false, error: `its output is not JSON (it starts ${JSON.stringify(stdout.slice(0, 80))})` };
    }
  }
  const { request, nth = 0 } = pick.from;
  const matching = requests.filter((r) => r.wire === request);
  if (nth >= matching.length)
    return { ok: false, error: `it sent ${matching.length} ${request} request(s), and the text is in request ${nth + 1}` };
  return { ok: true, doc: matching[nth].body };
}

/** The driver's whole instruction text: one pick, or its parts picked alike and joined (empty parts left out). */
export function pickInstructions(
  instructions: TextPick | TextParts,
  stdout: string,
  requests: readonly RecordedRequest[],
): { ok: true; text: string } | { ok: false; error: string } {
  const picks = "parts" in instructions ? instructions.parts : [instructions];
  const texts: string[] = [];
  for (const pick of picks) {
    const source = pickSource(pick, stdout, requests);
    if (!source.ok) return source;
    texts.push(pickText(pick, source.doc));
  }
  return { ok: true, text: texts.filter((t) => t !== "").join("parts" in instructions ? instructions.join : "") };
}

/** The marks before a day the agent wrote, over every part of the pick (the `date` normalisation). */
export function datesAfterOf(pick: TextPick | TextParts): readonly string[] {
  return "parts" in pick ? pick.parts.flatMap((p) => p.datesAfter ?? []) : (pick.datesAfter ?? []);
}
