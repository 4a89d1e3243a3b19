/** What differs between the variants, as data: one variant, nothing differs yet; a new variant adds fields here. */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { aiderMeta } from "./meta";

export type Behaviour = Record<string, never>;

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof aiderMeta, Behaviour> = {
  [VARIANTS.upstream]: {},
};
