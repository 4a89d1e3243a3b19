/**
 * What differs between the variants, as data: the default agent's resources, and the surface that
 * turns them into a prompt (the CLI's context message or the IDE's pinned context).
 */
import type { Behaviours } from "../define";
import { composeCli } from "./cli";
import { CLI_RESOURCES, CLI_RESOURCES_113, IDE_RESOURCES, VARIANTS } from "./facts";
import { composeIde } from "./ide";
import type { amazonQMeta } from "./meta";

export interface Behaviour {
  /** The built-in default agent's `resources`: 1.16.0 added AGENTS.md; the IDE's list never had it. */
  resources: readonly string[];
  /** How the surface expands, orders, cuts and wraps them. */
  compose: typeof composeCli | typeof composeIde;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof amazonQMeta, Behaviour> = {
  [VARIANTS.upstream]: { resources: CLI_RESOURCES, compose: composeCli },
  [VARIANTS.cli113]: { resources: CLI_RESOURCES_113, compose: composeCli },
  [VARIANTS.ide]: { resources: IDE_RESOURCES, compose: composeIde },
};
