/**
 * Reading a driver's TextPick: the instruction text out of the JSON an agent printed or sent. The
 * path's steps fan out over arrays ("*") and filter objects (`where`); the strings at its end are the
 * candidates, and the first one that starts with the driver's mark is the text.
 */
import type { JsonStep, TextPick } from "../lib/agents/lab-driver";
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

/** The instruction text in `doc`, or "" when no candidate carries the mark (the agent sent none). */
export function pickText(pick: TextPick, doc: unknown): string {
  const marks = typeof pick.startsWith === "string" ? [pick.startsWith] : pick.startsWith;
  return candidates(doc, pick.path).find((c) => marks.some((m) => c.startsWith(m))) ?? "";
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
