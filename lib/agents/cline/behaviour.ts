/**
 * What differs between the two variants, as data. `upstream` is Cline 4 (the SDK rule loader,
 * cline/cline @ 21cb8d2, sdk v0.0.78); `v3` is Cline 3.x (apps/vscode @ 864419d, VS Code 3.89.2).
 */
import type { ProfileContext, ProfileOutput } from "../base";
import type { Behaviours } from "../define";
import type { ClineSettings, clineMeta } from "./meta";
import { resolveClassic } from "./classic";
import { VARIANTS } from "./facts";
import { resolveSdk } from "./sdk";

export interface Behaviour {
  /**
   * Which rule loader runs: Cline 4's SDK loader (sdk.ts: named rules, later place wins a name clash,
   * one "# Rules" section) or Cline 3's (classic.ts: "USER'S CUSTOM INSTRUCTIONS" with a section per
   * source, `paths:` conditions, toggles). Two different algorithms, not a setting of one.
   */
  load(ctx: ProfileContext, settings: ClineSettings): ProfileOutput;
  /** Whether this loader has the settings (Cline 3's toggles): Cline 4's reads none, and says so itself. */
  readsSettings: boolean;
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof clineMeta, Behaviour> = {
  [VARIANTS.upstream]: { load: resolveSdk, readsSettings: false },
  [VARIANTS.v3]: { load: resolveClassic, readsSettings: true },
};
