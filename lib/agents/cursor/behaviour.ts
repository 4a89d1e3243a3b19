/**
 * What differs between the two variants, as data. `upstream` is Cursor today (cursor.com/docs/rules
 * of 2026-09, cursor-agent 2026.09.28, 3p study); `md-rules` the docs of 2026-05 (2.2 wording).
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { cursorMeta } from "./meta";

export interface Behaviour {
  /**
   * Whether plain .md files in .cursor/rules are rules too (docs 2026-05: "supports .md and .mdc"; a
   * folder's RULE.md is named after the folder). Today only .mdc files are, and a .md there is
   * reported ignored with a warning.
   */
  readsMd: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof cursorMeta, Behaviour> = {
  [VARIANTS.upstream]: { readsMd: false },
  [VARIANTS.mdRules]: { readsMd: true },
};
