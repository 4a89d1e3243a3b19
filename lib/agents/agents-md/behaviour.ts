/**
 * What differs between the three variants, as data. `upstream` is the standard as written
 * (agentsmd/agents.md @ d1ac7f0, HowToUseSection.tsx: "the closest one takes precedence");
 * `nested-stack` the root-down reading of issue #53 and the Codex docs; `proposal-91` issue #91 (open).
 */
import type { ProfileContext } from "../base";
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { agentsMdMeta } from "./meta";
import { nearestWins, nestedStack, proposal91, type Scope, type ScopeResult, type StopAt } from "./scopes";
import type { Walker } from "./walk";

export interface Behaviour {
  /**
   * Which files govern a place (scopes.ts), three different algorithms: the nearest AGENTS.md walking
   * up wins and shadows the rest (the standard); every AGENTS.md from the stop folder down, root first
   * (nested-stack); issue #91's layers, global file < parent folders < ./AGENTS.md < ./.agents.local.md,
   * all read, lowest first.
   */
  walk(ctx: ProfileContext, w: Walker, s: Scope, stopAt: StopAt): ScopeResult;
  /** Where the walk up stops: the repo root (nearest folder holding .git, else `/`), or $HOME (#91: "up to $HOME"; `/` outside home). */
  stopAt: StopAt;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof agentsMdMeta, Behaviour> = {
  [VARIANTS.upstream]: { walk: nearestWins, stopAt: "repo-root" },
  [VARIANTS.nestedStack]: { walk: nestedStack, stopAt: "repo-root" },
  [VARIANTS.proposal91]: { walk: proposal91, stopAt: "home" },
};
