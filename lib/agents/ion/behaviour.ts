/**
 * What differs between the three variants, as data. `upstream` is ion today
 * (crates/ion-host/src/project_instructions.rs @ 0deaf90); `seed` the design of seed 002 (as ion
 * built it in a5f4663); `rust-v1` ion's first Rust InstructionLoader (src/agent/instructions.rs @
 * 414d5f3, unchanged until the Go rewrite).
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { ionMeta } from "./meta";

export interface Behaviour {
  /**
   * Which loader runs, each with its own system layout: ion-host (upstream.ts: one AGENTS.md per
   * directory from / to the canonical cwd, hard size limits), the seed design (seed.ts: additive
   * ~/.ion, XDG agents and cwd layers joined by ---, token cut) or the first Rust loader (rust-v1.ts:
   * the seed's layers plus ~/.agents, no limit, under "## Project Instructions"). Three different
   * algorithms, not settings of one.
   */
  engine: "ion-host" | "seed" | "rust-v1";
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof ionMeta, Behaviour> = {
  [VARIANTS.upstream]: { engine: "ion-host" },
  [VARIANTS.seed]: { engine: "seed" },
  [VARIANTS.rustV1]: { engine: "rust-v1" },
};
