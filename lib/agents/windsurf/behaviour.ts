/**
 * What differs between the two variants, as data. `upstream` is Devin Desktop (Windsurf renamed on
 * 2026-06-02; docs.devin.ai/desktop/cascade/memories); `windsurf-docs` is Windsurf before the rename
 * (docs.windsurf.com/windsurf/cascade/memories).
 */
import type { Behaviours } from "../define";
import { DEVIN_RULES_DIR, NAME, RULES_DIR, VARIANTS } from "./facts";
import type { windsurfMeta } from "./meta";

export interface Behaviour {
  /** The product name its own docs use when they recommend a rules folder over .windsurfrules. */
  product: string;
  /**
   * The rules folders read in each folder, preferred first. Devin Desktop: ".devin/ is preferred and
   * takes precedence", `.windsurf/rules` kept as the fallback (a same-name file there is shadowed: inferred);
   * Windsurf before the rename: `.windsurf/rules` only.
   */
  rulesDirs: readonly string[];
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof windsurfMeta, Behaviour> = {
  [VARIANTS.upstream]: { product: "Devin Desktop", rulesDirs: [DEVIN_RULES_DIR, RULES_DIR] },
  [VARIANTS.windsurfDocs]: { product: NAME, rulesDirs: [RULES_DIR] },
};
