/**
 * What differs between the two variants, as data. `upstream` is Vibe 2.5.0 and later (walk to the
 * trust root, ~/.vibe/AGENTS.md, agents_doc.md wrapper, files on read); `vibe-md` is 2.0.0 to 2.4.x
 * (one of AGENTS.md, VIBE.md, .vibe.md at the cwd, cut to 32 Ki characters, no wrapper).
 */
import type { Composer } from "../../core/compose";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import type { Behaviours } from "../define";
import { VARIANTS } from "./facts";
import { loadLegacy } from "./legacy";
import type { mistralVibeMeta } from "./meta";
import type { Settings } from "./settings";
import { loadUpstream } from "./upstream";

export interface Behaviour {
  /** The loading algorithm of the release: the two share no step beyond reading the settings. */
  load: (ctx: ProfileContext, s: Settings) => { prompt: Composer; blocks: Block[] };
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof mistralVibeMeta, Behaviour> = {
  [VARIANTS.upstream]: { load: loadUpstream },
  [VARIANTS.vibeMd]: { load: loadLegacy },
};
