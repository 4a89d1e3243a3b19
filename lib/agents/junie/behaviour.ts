/**
 * What differs between the two variants, as data. `upstream` is newer Junie (the junie-guidelines
 * README: ".junie/AGENTS.md or AGENTS.md"); `guidelines-md` is Junie as its docs of 24 November 2025
 * describe it (.junie/guidelines.md only).
 */
import type { Behaviours } from "../define";
import { NAMES_AGENTS_MD, NAMES_GUIDELINES_MD, VARIANTS } from "./facts";
import type { junieMeta } from "./meta";

export interface Behaviour {
  /**
   * The names tried at the project root, in order, when Guidelines path is unset; the first present is
   * the one guidelines file. Newer Junie: .junie/AGENTS.md, AGENTS.md, .junie/guidelines.md (order
   * inferred); the November 2025 docs: .junie/guidelines.md alone.
   */
  names: readonly string[];
  /**
   * Files a user may expect this release to read but it does not (with Guidelines path unset): listed
   * `unmatched` when present so the miss is visible. The November 2025 release reads no AGENTS.md.
   */
  unreadNames: readonly string[];
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof junieMeta, Behaviour> = {
  [VARIANTS.upstream]: { names: NAMES_AGENTS_MD, unreadNames: [] },
  [VARIANTS.guidelinesMd]: { names: NAMES_GUIDELINES_MD, unreadNames: NAMES_AGENTS_MD },
};
