/**
 * Mistral Vibe (open source, Python): the user-level ~/.vibe/AGENTS.md (or $VIBE_HOME/AGENTS.md), then,
 * in a trusted working directory, AGENTS.md from the trust root down to the cwd (and each --add-dir),
 * wrapped by its agents_doc.md template at the end of the system message; AGENTS.md files below the cwd
 * are appended to the Read tool's result when a file under them is first read. The `vibe-md` variant
 * is 2.0-2.4: the first of AGENTS.md, VIBE.md, .vibe.md at the cwd, cut, no wrapper.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { defineProfile } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { mistralVibeMeta } from "./meta";
import { readSettings } from "./settings";
import type { ProfileContext } from "../base";

function resolve(ctx: ProfileContext, b: Behaviour) {
  return b.load(ctx, readSettings(ctx));
}

export const mistralVibe = defineProfile(mistralVibeMeta, BEHAVIOURS, resolve);
