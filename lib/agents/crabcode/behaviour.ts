/**
 * What differs between the three variants, as data. `upstream` is Blankeos/crabcode src/prompt/rules.rs
 * @ 67e03f8; `early-64k` the same file @ 200e274 to 81aa430; `seed` the plan of seed 000.
 */
import type { Behaviours } from "../define";
import { ENV, FIRST_MAX_RULE_BYTES, MAX_RULE_BYTES, SEED_MAX_RULE_BYTES, VARIANTS } from "./facts";
import type { crabcodeMeta } from "./meta";

export interface Behaviour {
  /** DEFAULT_MAX_RULE_BYTES, the per-file cap: 32 KiB at 67e03f8, 64 KiB in the first rules.rs and in the seed. */
  maxBytes: number;
  /**
   * The variable that drops project CLAUDE.md files: rules.rs reads CRABCODE_DISABLE_CLAUDE_CODE for
   * them as for ~/.claude/CLAUDE.md (and has no _PROJECT toggle); the seed plans a separate
   * CRABCODE_DISABLE_CLAUDE_CODE_PROJECT.
   */
  projectClaudeOffBy: typeof ENV.all | typeof ENV.project;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof crabcodeMeta, Behaviour> = {
  [VARIANTS.upstream]: { maxBytes: MAX_RULE_BYTES, projectClaudeOffBy: ENV.all },
  [VARIANTS.seed]: { maxBytes: SEED_MAX_RULE_BYTES, projectClaudeOffBy: ENV.project },
  [VARIANTS.early64k]: { maxBytes: FIRST_MAX_RULE_BYTES, projectClaudeOffBy: ENV.all },
};
