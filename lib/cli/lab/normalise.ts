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
] as const;

export function normalise(text: string, place: RunPlace): string {
  let out = text;
  for (const root of new Set([place.realRoot, place.root])) if (root !== "/") out = out.split(`${root}/`).join("/");
  return out;
}
