/**
 * What differs between the variants, as data: which harness builds the context. CLI 3.x runs the V3
 * harness (the Kiro IDE's steering engine, modelled by the kiro profile); 2.x runs the V2 harness,
 * whose default agent loads a fixed list of resources.
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { kiroCliMeta } from "./meta";
import { loadV2, loadV3 } from "./load";

export interface Behaviour {
  /** The harness: V3 (steering with inclusion modes) or V2 (resources, every steering file whole). */
  load: typeof loadV3 | typeof loadV2;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof kiroCliMeta, Behaviour> = {
  [VARIANTS.upstream]: { load: loadV3 },
  [VARIANTS.v2]: { load: loadV2 },
};
