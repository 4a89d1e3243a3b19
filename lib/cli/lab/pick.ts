/**
 * Reading a driver's TextPick: the instruction text out of the JSON an agent printed or sent. The
 * path's steps fan out over arrays ("*") and filter objects (`where`); the strings at its end are the
 * candidates, and the first one that starts with the driver's mark is the text.
 */
import type { JsonStep, TextCut, TextPick } from "../../agents/lab-driver";
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

/** The part of `s` a cut names, or null when its marks are not both there (in order). */
export function cutText(cut: TextCut, s: string): string | null {
  const start = s.indexOf(cut.after);
  const end = s.lastIndexOf(cut.before);
  if (start === -1 || end < start + cut.after.length) return null;
  const middle = s.slice(start + cut.after.length, end);
  const sep = cut.separator;
  if (middle === sep) return "";
  if (!middle.startsWith(sep) || !middle.endsWith(sep) || middle.length < 2 * sep.length) return null;
  return middle.slice(sep.length, middle.length - sep.length);
}

/** The instruction text in `doc`, or "" when no candidate carries the mark (the agent sent none). */
export function pickText(pick: TextPick, doc: unknown): string {
  for (const c of candidates(doc, pick.path)) {
    if (!c.startsWith(pick.startsWith)) continue;
    if (!pick.cut) return c;
    const part = cutText(pick.cut, c);
    if (part !== null) return part;
  }
  return "";
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
  const { request, nth = 0, holding } = pick.from;
  const matching = requests.filter(
    (r) => r.wire === request && (holding === undefined || candidates(r.body, pick.path).some((c) => c.includes(holding))),
  );
  const which = holding === undefined ? "" : ` holding ${JSON.stringify(holding)}`;
  if (nth >= matching.length)
    return { ok: false, error: `it sent ${matching.length} ${request} request(s)${which}, and the text is in request ${nth + 1}` };
  return { ok: true, doc: matching[nth].body };
}
