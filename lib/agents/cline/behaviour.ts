/**
 * What differs between the two variants, as data. `upstream` is Cline 4 (the SDK rule loader,
 * cline/cline @ 21cb8d2, sdk v0.0.78); `v3` is Cline 3.x (apps/vscode @ 864419d, VS Code 3.89.2).
 */
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import type { clineMeta } from "./meta";

export interface Behaviour {
  /**
   * Which rule loader runs: Cline 4's SDK loader (sdk.ts: named rules, later place wins a name clash,
   * one "# Rules" section) or Cline 3's (classic.ts: "USER'S CUSTOM INSTRUCTIONS" with a section per
   * source, `paths:` conditions, toggles). Two different algorithms, not a setting of one.
   */
  engine: "sdk" | "classic";
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof clineMeta, Behaviour> = {
  [VARIANTS.upstream]: { engine: "sdk" },
  [VARIANTS.v3]: { engine: "classic" },
};
