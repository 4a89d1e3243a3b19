/** What differs between pi's releases, as data: one row per variant listed in meta.ts. */
import type { Behaviours } from "../define";
import { NAMES, NAMES_BEFORE_071 } from "./facts";
import type { piMeta } from "./meta";

export interface Behaviour {
  /** Names tried in each folder (and the agent folder), in order; the first that exists and reads is the folder's file. */
  names: readonly string[];
}

export const BEHAVIOURS: Behaviours<typeof piMeta, Behaviour> = {
  upstream: { names: NAMES },
  "before-0.71": { names: NAMES_BEFORE_071 },
};
