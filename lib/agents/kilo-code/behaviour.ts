/**
 * What differs between the two variants, as data. `cli-7.7` is what the Kilo CLI 7.7.9 binary does,
 * seen in the lab (docs/lab.md); `upstream` follows the stored Kilo-Org/kilocode sources the profile
 * was first written from (README.md), whose release is unknown.
 */
import type { Behaviours } from "../define";
import type { kiloCodeMeta } from "./meta";

export interface Behaviour {
  /**
   * Where the walks stop: where git finds a repository, and outside one at the working directory
   * alone (7.7.9, worktree.ts), or at the nearest `.git` of any kind, else at / (the stored source).
   */
  gitWorktree: boolean;
  /** Claude Code's rule folders (~/.claude/rules, .claude/rules) are read: not by 7.7.9. */
  claudeRules: boolean;
  /** The startup items share KILO_INSTRUCTIONS_MAX_CHARS: 7.7.9 has no budget and never cuts. */
  budget: boolean;
  /**
   * KILO_DISABLE_CLAUDE_CODE(_PROMPT) are Effect config booleans (true/yes/on/1/y or false/no/off/0/n,
   * as written; any other value stops the CLI on start: 7.7.9), or flag.ts truthy ("true" or "1", any case).
   */
  configBooleans: boolean;
  /**
   * A symlink loop under a project name in any folder of the search makes that name's whole search
   * fail (ELOOP is not "absent" to 7.7.9's findUp), so the next name is tried: lab seeds 141 and 199.
   * The stored source skips the loop alone.
   */
  loopFailsName: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof kiloCodeMeta, Behaviour> = {
  "cli-7.7": { gitWorktree: true, claudeRules: false, budget: false, configBooleans: true, loopFailsName: true },
  upstream: { gitWorktree: false, claudeRules: true, budget: true, configBooleans: false, loopFailsName: false },
};
