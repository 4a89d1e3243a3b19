/**
 * What differs between the three variants, as data. `upstream` is ion today
 * (crates/ion-host/src/project_instructions.rs @ 0deaf90); `seed` the design of seed 002 (as ion
 * built it in a5f4663); `rust-v1` ion's first Rust InstructionLoader (src/agent/instructions.rs @
 * 414d5f3, unchanged until the Go rewrite).
 */
import type { Composer } from "../../core/compose";
import type { ProfileContext } from "../base";
import type { Behaviours } from "../define";
import { UPSTREAM, VARIANTS } from "./facts";
import type { ionMeta } from "./meta";
import { resolveRustV1 } from "./rust-v1";
import { resolveSeed } from "./seed";
import { resolveUpstream } from "./upstream";

export interface Behaviour {
  /**
   * Which loader runs, each with its own system layout: ion-host (upstream.ts: one AGENTS.md per
   * directory from / to the canonical cwd, hard size limits), the seed design (seed.ts: additive
   * ~/.ion, XDG agents and cwd layers joined by ---, token cut) or the first Rust loader (rust-v1.ts:
   * the seed's layers plus ~/.agents, no limit, under "## Project Instructions"). Three different
   * algorithms, not settings of one.
   */
  load(ctx: ProfileContext): Composer;
  /** The system prompt around the instructions: the base prompt's label, the instructions', then the placeholders after them. */
  layout: { base: string; instructions: string; after: readonly string[] };
  /** $XDG_CONFIG_HOME moves settings and skills only: worth a note (the seed and rust-v1 read ~/.config/agents/AGENTS.md). */
  xdgIgnored: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof ionMeta, Behaviour> = {
  [VARIANTS.upstream]: {
    load: resolveUpstream,
    layout: {
      base: `ion base prompt (its built-in opening line, ${UPSTREAM.basePromptBytes} bytes)`,
      instructions: "Project instructions (every AGENTS.md from / down to the working directory)",
      after: ["Available Agent Skills list (appended when SKILL.md files are found; not modelled)"],
    },
    xdgIgnored: true,
  },
  [VARIANTS.seed]: {
    load: resolveSeed,
    layout: {
      base: "ion base instructions (hardcoded)",
      instructions: "Instruction layers: ~/.ion, global, project (load_all)",
      after: ["Active skill (if any)", "Active plan (if any)"],
    },
    xdgIgnored: false,
  },
  [VARIANTS.rustV1]: {
    load: resolveRustV1,
    layout: {
      base: "ion base instructions, model hints, Environment and MCP Tools sections",
      instructions: "## Project Instructions: ~/.ion, XDG agents, ~/.agents, then ./AGENTS.md or ./CLAUDE.md",
      after: ["## Active Skill (if any)"],
    },
    xdgIgnored: false,
  },
};
