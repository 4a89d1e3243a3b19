/**
 * What differs between the variants, as data. `upstream` is 2.1.277 and later (docs of 2026-10-01,
 * mods/agents-md/README.md); `before-2.1.277` is the reconstructed source up to 2.1.276;
 * `before-2.1.84` is the same without YAML lists under `paths:` (CHANGELOG 2.1.84).
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
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof claudeCodeMeta, Behaviour> = {
  [VARIANT.upstream]: { instructionFilesOption: true, pathsList: true },
  [VARIANT.beforeAgentsMd]: { instructionFilesOption: false, pathsList: true },
  [VARIANT.beforePathsList]: { instructionFilesOption: false, pathsList: false },
};
