/** Sets the cross-run findings take of a check's runs: the files they load, the runs of each agent. */
import { isLoaded } from "../types";
import type { Identity } from "./identity";
import type { Run } from "./runs";

/** The real files these runs load (a link and its target are one). */
export function loadedFiles(runs: Run[], id: Identity): Set<string> {
  const out = new Set<string>();
  for (const r of runs) for (const s of r.resolution.sources) if (isLoaded(s)) out.add(id.of(s.path));
  return out;
}

/** Per agent, the runs it made. */
export function byAgent(runs: Run[]): Map<string, Run[]> {
  const out = new Map<string, Run[]>();
  for (const r of runs) out.set(r.agent, [...(out.get(r.agent) ?? []), r]);
  return out;
}
