/**
 * What differs between the three variants, as data. `upstream` is opencode's instruction loader
 * today (packages/opencode/src/session/instruction.ts); `config-dir-fallback` the same loader early
 * 2026, after PR #11536 (merged 2026-02); `seed` follows seed 004 ("T28 — AGENTS.md / CLAUDE.md
 * cascading (findUp)").
 */
import type { ProfileContext, ProfileOutput } from "../base";
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { opencodeMeta } from "./meta";
import { resolveSeed } from "./seed";
import { resolveUpstream } from "./upstream";

export interface Behaviour {
  /**
   * Which loader runs: instruction.ts (upstream.ts: every ancestor copy of the winning name, one
   * global file, the config `instructions`, each under "Instructions from:") or the seed's findUp
   * (seed.ts: one file in a <project-instruction> wrapper). Two different algorithms, not a setting of one.
   */
  load(ctx: ProfileContext, b: Behaviour): ProfileOutput;
  /**
   * Early 2026 (PR #11536; instruction.test.ts "prefers OPENCODE_CONFIG_DIR AGENTS.md over global when
   * both exist" / "falls back to global AGENTS.md ..."): OPENCODE_CONFIG_DIR's AGENTS.md is checked
   * first with the global one as a fallback, project files come before global ones, and with project
   * config off relative `instructions` glob in OPENCODE_CONFIG_DIR or nowhere. Today (core global.ts
   * @ 5a03e29) the variable replaces the global folder, global files come first, and such entries
   * glob in the Global service's config dir. Read by the upstream loader only.
   */
  configDirFallback: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof opencodeMeta, Behaviour> = {
  [VARIANTS.upstream]: { load: resolveUpstream, configDirFallback: false },
  [VARIANTS.seed]: { load: resolveSeed, configDirFallback: false },
  [VARIANTS.configDirFallback]: { load: resolveUpstream, configDirFallback: true },
};
