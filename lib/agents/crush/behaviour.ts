/**
 * What differs between the variants, as data. `upstream` is Crush since v0.77.0 (commit 6242e4f added
 * user-level context files and the two headed sections); `memory-tag` is v0.13.0 to v0.76.0, where the
 * project files went into one <memory> block and there were no global context files.
 */
import type { Behaviours } from "../define";
import { GLOBAL_SECTION, MEMORY_SECTION, PROJECT_SECTION, VARIANTS, type Section } from "./facts";
import type { crushMeta } from "./meta";

export interface Behaviour {
  /** The wrapper around the project (working-directory) context files. */
  project: Section;
  /** The wrapper around global_context_paths files, or null when the version reads none. */
  global: Section | null;
}

export const BEHAVIOURS: Behaviours<typeof crushMeta, Behaviour> = {
  [VARIANTS.upstream]: { project: PROJECT_SECTION, global: GLOBAL_SECTION },
  [VARIANTS.memoryTag]: { project: MEMORY_SECTION, global: null },
};
