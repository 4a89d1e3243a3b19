/**
 * What differs between the two variants, as data. `upstream` follows the Owner's Manual
 * (ampcode.com/manual, AGENTS.md section); `case-variants` follows the reverse-engineered build
 * 0.0.1769212917 (decodeclaude.com amp-code-spec, 3p).
 */
import type { Behaviours } from "../define";
import { NAMES_BUILD, NAMES_DOCUMENTED, VARIANTS } from "./facts";
import type { ampMeta } from "./meta";

export interface Behaviour {
  /**
   * The file names tried in each folder, in order; the first that exists is the folder's one guidance
   * file. The manual names AGENTS.md, then AGENT.md or CLAUDE.md; the build also tries Agents.md,
   * agents.md, Agent.md and agent.md.
   */
  names: readonly string[];
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof ampMeta, Behaviour> = {
  [VARIANTS.upstream]: { names: NAMES_DOCUMENTED },
  [VARIANTS.caseVariants]: { names: NAMES_BUILD },
};
