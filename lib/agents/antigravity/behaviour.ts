/**
 * What differs between the variants, as data. upstream: Antigravity 1.20.3 (2026-03-05) and later;
 * pre-agents-md: the releases before, which read GEMINI.md but not AGENTS.md (release notes 1.20.3).
 */
import type { Behaviours } from "../define";
import { VARIANTS, WORKSPACE_AGENTS, WORKSPACE_GEMINI } from "./facts";
import type { antigravityMeta } from "./meta";

export interface Behaviour {
  /** The instruction files read at the workspace root, in the order they are listed (GEMINI.md wins a conflict). */
  rootFiles: readonly string[];
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof antigravityMeta, Behaviour> = {
  [VARIANTS.upstream]: { rootFiles: [WORKSPACE_GEMINI, WORKSPACE_AGENTS] },
  [VARIANTS.preAgentsMd]: { rootFiles: [WORKSPACE_GEMINI] },
};
