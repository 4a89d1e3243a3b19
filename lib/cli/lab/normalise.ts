/**
 * The only changes made to either text before the byte comparison: each one removes something that
 * comes from where the lab ran, not from what the agent or Rulescope decided. docs/lab.md lists them.
 */
export interface RunPlace {
  /** The folder the tree was written to (the virtual `/`), as given and as its real path. */
  root: string;
  realRoot: string;
}

export const NORMALISATIONS = [
  {
    id: "temp-root",
    description:
      "The temporary folder the tree was written to is taken off every absolute path: `<tmp>/w/a` becomes `/w/a`, the scenario's own path (Codex names its working directory in the heading).",
  },
  {
    id: "date",
    description:
      "Where the driver names the mark before the day the agent ran (`datesAfter`: Claude Code's `Today's date is `), the ISO date after it becomes `<date>` on both sides (Rulescope's stands in for a day the scenario does not have).",
  },
] as const;

/** The ISO date (YYYY-MM-DD) after each mark becomes `<date>`. */
function maskDates(text: string, marks: readonly string[]): string {
  let out = text;
  for (const mark of marks)
    out = out
      .split(mark)
      .map((part, i) => (i === 0 ? part : part.replace(/^\d{4}-\d{2}-\d{2}/, "<date>")))
      .join(mark);
  return out;
}

export function normalise(text: string, place: RunPlace, datesAfter: readonly string[] = []): string {
  let out = text;
  for (const root of new Set([place.realRoot, place.root])) if (root !== "/") out = out.split(`${root}/`).join("/");
  return maskDates(out, datesAfter);
}
