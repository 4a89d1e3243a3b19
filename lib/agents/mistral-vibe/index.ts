/**
 * Mistral Vibe (open source, Python): the user-level ~/.vibe/AGENTS.md (or $VIBE_HOME/AGENTS.md), then,
 * in a trusted working directory, AGENTS.md from the trust root down to the cwd (and each --add-dir),
 * wrapped by its agents_doc.md template at the end of the system message; AGENTS.md files below the cwd
 * are appended to the Read tool's result when a file under them is first read. The `vibe-md` variant
 * is 2.0-2.4: the first of AGENTS.md, VIBE.md, .vibe.md at the cwd, cut, no wrapper.
 *
 * Sources (read 2026-11-27; every detail decided: README.md):
 * - mistralai/mistral-vibe @ ac8f1a09fdfbadb6d4508a555ba6607fd05eb0dc (v2.18.4):
 *   vibe/core/config/harness_files/_harness_manager.py, vibe/core/system_prompt.py,
 *   vibe/core/prompts/agents_doc.md, vibe/core/trusted_folders.py, vibe/core/tools/builtins/read.py,
 *   vibe/core/paths/_vibe_home.py, vibe/cli/entrypoint.py, CHANGELOG.md
 * - the same repository @ e9428bc (v2.4.1) and d33db9f (v2.0.0) for `vibe-md`
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
