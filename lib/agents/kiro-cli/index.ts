/**
 * Kiro CLI (closed source), the successor of the Q Developer CLI. From 3.0.0 its default harness is V3,
 * the Kiro IDE's: steering in `.kiro/steering/` and `~/.kiro/steering/` with inclusion modes,
 * `#[[file:...]]` references and AGENTS.md files (resolved here by the kiro profile). The 2.x V2
 * harness's default agent loads AGENTS.md (the workspace tree's, since 2.18.0), README.md, global
 * and workspace steering (every file whole: no inclusion modes), AmazonQ.md, and `.amazonq/rules`
 * when the project has no `.kiro` folder. Kiro does not publish its wording: a neutral listing.
 *
 * Sources (read 2026-11-27; every detail decided: README.md):
 * - https://kiro.dev/docs/cli (3.2.0: V3 harness, same as the IDE), https://kiro.dev/docs/cli/steering
 * - https://kiro.dev/changelog/cli/2-10/ (default resources inheritance), changelog 2.18.0 (nested
 *   AGENTS.md, quoted in dyoshikawa/rulesync#2408)
 * - a stored copy of Kiro CLI's page on chat.disableInheritingDefaultResources (validated 2026-06-25):
 *   the default resources list
 * - kirodotdev/Kiro#9413, #10647, #10448
 */
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { kiroCliMeta } from "./meta";

function resolve(ctx: ProfileContext, b: Behaviour) {
  return b.load(ctx);
}

export const kiroCli = defineProfile(kiroCliMeta, BEHAVIOURS, resolve);
