/**
 * What differs between the two variants, as data. `upstream` follows kiro.dev/docs/steering as updated
 * 2026-09-02; `docs-2025-11` follows the same page as updated 2025-11-16.
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { kiroMeta } from "./meta";

export interface Behaviour {
  /**
   * Whether AGENTS.md files in subfolders of the workspace are read as always-included steering: the
   * page of 2026-09-02 adds them; the page of 2025-11-16 names AGENTS.md only at the workspace root
   * and in ~/.kiro/steering.
   */
  nestedAgents: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof kiroMeta, Behaviour> = {
  [VARIANTS.upstream]: { nestedAgents: true },
  [VARIANTS.docs202511]: { nestedAgents: false },
};
