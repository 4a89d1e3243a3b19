/**
 * What differs between the three variants, as data. `upstream` is Zed v1.4.0 and later;
 * `rules-library` the releases from zed-industries/zed#52495 (merged 2026-03-26) up to v1.4.0;
 * `claude-first` the releases before #52495.
 */
import type { Behaviours } from "../define";
import { RULES_FILE_NAMES, RULES_FILE_NAMES_CLAUDE_FIRST, TEMPLATE, TEMPLATE_BEFORE_1_4, VARIANTS } from "./facts";
import type { zedMeta } from "./meta";

export interface Behaviour {
  /**
   * The rules file names tried at the root of each worktree, in order (RULES_FILE_NAMES in
   * crates/prompt_store/src/prompts.rs): #52495 put AGENT.md and AGENTS.md before CLAUDE.md, the
   * order the docs list; before it CLAUDE.md came first.
   */
  names: readonly string[];
  /**
   * Whether the personal AGENTS.md in Zed's config folder is read (paths::agents_file(), v1.4.0:
   * zed-industries/zed#56672, #56762). Before v1.4.0 there is none, and the Rules Library's default
   * rules (kept in Zed's database, not in files) followed the project rules: Rulescope says so.
   */
  personalFile: boolean;
  /** The wording of crates/agent/src/templates/system_prompt.hbs around the rules: v1.4.0 and later, or before. */
  template: typeof TEMPLATE | typeof TEMPLATE_BEFORE_1_4;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof zedMeta, Behaviour> = {
  [VARIANTS.upstream]: { names: RULES_FILE_NAMES, personalFile: true, template: TEMPLATE },
  [VARIANTS.rulesLibrary]: { names: RULES_FILE_NAMES, personalFile: false, template: TEMPLATE_BEFORE_1_4 },
  [VARIANTS.claudeFirst]: { names: RULES_FILE_NAMES_CLAUDE_FIRST, personalFile: false, template: TEMPLATE_BEFORE_1_4 },
};
