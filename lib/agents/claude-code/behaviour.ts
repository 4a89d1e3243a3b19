/**
 * What differs between the variants, as data. `upstream` is 2.1.277 and later (docs of 2026-10-01,
 * mods/agents-md/README.md); the older variants are the reconstructed source (1e87ff6) as each range of
 * releases runs it. Every boundary but 2.1.84 (CHANGELOG) and 2.1.277 (CHANGELOG) was found by the lab,
 * running the releases on both sides of it (docs/lab.md).
 */
import type { Behaviours } from "../define";
import { VARIANT } from "./facts";
import type { claudeCodeMeta } from "./meta";

export interface Behaviour {
  /**
   * Whether the "Project instructions" option exists (settings `instructionFiles`, formerly
   * `projectInstructions`; the built-in agents-md plugin, 2.1.277). Without it, Claude Code reads
   * CLAUDE.md files only, ignores both keys, and an AGENTS.md loads only when a CLAUDE.md imports it.
   */
  instructionFilesOption: boolean;
  /**
   * Whether a YAML list under a rule's `paths:` is read. CHANGELOG 2.1.84: "Rules and skills paths:
   * frontmatter now accepts a YAML list of globs"; before it, such a rule never matched (a maintainer on
   * anthropics/claude-code#16853, 2026-08-19).
   */
  pathsList: boolean;
  /**
   * How the memory text is framed in the first user message. `context`: inside the user context, after
   * `# claudeMd` and before `# currentDate`, the part ending in a blank line (up to 2.1.267).
   * `reminder`: its own `<system-reminder>`, sent only when there is memory text; the date moved to the
   * system prompt (2.1.268 and later).
   */
  frame: "context" | "reminder";
  /** A rules folder is read in the order the file system lists it (the native builds, 2.1.113 and later), not sorted as node lists it. */
  listingOrder: boolean;
  /** A link met after its target is a duplicate too (2.1.142 and later); before, only a link met first claimed its target. */
  linkAfterTargetDeduped: boolean;
  /**
   * A link in a project rules folder, or a project rules folder that is a link, is not followed when its
   * target lies outside the working directory (2.1.232 and later); the user's rules still follow theirs.
   */
  ruleLinksStayInCwd: boolean;
  /**
   * A file whose block comments leave nothing to remove (an unclosed `<!--`, one in code) is sent as
   * written, CRLF kept (2.1.330 and later); before, any file holding `<!--` came back rebuilt, LF only.
   */
  untouchedTextKept: boolean;
  /**
   * claudeMdExcludes is matched on the path a rule was reached by (a linked rules folder) as well as its
   * real path: measured at 2.1.332 (user rules, lab seed 5058); at 2.1.83 and 2.1.197 a linked project
   * rules folder matched on its real path only (seed 141). Where between it changed is not measured:
   * only the newest variant does it.
   */
  excludesMatchReachedPath: boolean;
  /** CLAUDE_CODE_DISABLE_CLAUDE_MDS turns memory off with any value but "" ("0" and "false" too) up to 2.1.87; later only a truthy one. */
  disableMdsByAnyValue: boolean;
}

const NEWEST: Behaviour = {
  instructionFilesOption: true,
  pathsList: true,
  frame: "reminder",
  listingOrder: true,
  linkAfterTargetDeduped: true,
  ruleLinksStayInCwd: true,
  disableMdsByAnyValue: false,
  untouchedTextKept: true,
  excludesMatchReachedPath: true,
};
const BEFORE_330: Behaviour = { ...NEWEST, untouchedTextKept: false, excludesMatchReachedPath: false };
const BEFORE_277: Behaviour = { ...BEFORE_330, instructionFilesOption: false };
const BEFORE_268: Behaviour = { ...BEFORE_277, frame: "context" };
const BEFORE_232: Behaviour = { ...BEFORE_268, ruleLinksStayInCwd: false };
const BEFORE_142: Behaviour = { ...BEFORE_232, linkAfterTargetDeduped: false };
const BEFORE_113: Behaviour = { ...BEFORE_142, listingOrder: false };
const BEFORE_88: Behaviour = { ...BEFORE_113, disableMdsByAnyValue: true };

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof claudeCodeMeta, Behaviour> = {
  [VARIANT.upstream]: NEWEST,
  [VARIANT.beforeKeptText]: BEFORE_330,
  [VARIANT.beforeAgentsMd]: BEFORE_277,
  [VARIANT.beforeOwnReminder]: BEFORE_268,
  [VARIANT.beforeRuleLinksSkipped]: BEFORE_232,
  [VARIANT.beforeLinkDedupe]: BEFORE_142,
  [VARIANT.beforeNative]: BEFORE_113,
  [VARIANT.beforeTruthyToggle]: BEFORE_88,
  [VARIANT.beforePathsList]: { ...BEFORE_88, pathsList: false },
};
