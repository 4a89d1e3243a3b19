/**
 * What differs between the two variants, as data. `upstream` is 2.1.277 and later (docs of 2026-10-01,
 * mods/agents-md/README.md); `before-2.1.277` is the reconstructed source up to 2.1.276.
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
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof claudeCodeMeta, Behaviour> = {
  [VARIANT.upstream]: { instructionFilesOption: true },
  [VARIANT.beforeAgentsMd]: { instructionFilesOption: false },
};
