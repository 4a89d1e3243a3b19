/** The CLI's warnings for paths the node:fs adapter would not touch (see node-fs.ts, EREFUSED). */
import type { Diagnostic } from "../types";
import type { Refusal } from "./node-fs";

/** How many refused paths are named one by one; the rest are counted (the trace has them all). */
export const MAX_REFUSAL_NOTES = 20;

/**
 * Every path the adapter would not touch, whatever the profile made of it: the user hears that a
 * file exists that Rulescope did not read, and why, even where the agent would have read it.
 */
export function refusalNotes(refusals: Refusal[]): Diagnostic[] {
  const named: Diagnostic[] = refusals
    .slice(0, MAX_REFUSAL_NOTES)
    .map((r) => ({ level: "warning", code: "read-refused", path: r.path, message: `${r.message}.` }));
  const rest = refusals.length - named.length;
  if (rest > 0)
    named.push({
      level: "warning",
      code: "read-refused",
      message: `${rest} more path${rest > 1 ? "s were" : " was"} refused the same way; the trace (--json) lists every probe.`,
    });
  return named;
}
