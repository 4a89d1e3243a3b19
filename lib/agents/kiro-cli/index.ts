/**
 * Kiro CLI (closed source), the successor of the Q Developer CLI. From 3.0.0 its default harness is V3,
 * the Kiro IDE's: steering in `.kiro/steering/` and `~/.kiro/steering/` with inclusion modes,
 * `#[[file:...]]` references and AGENTS.md files (resolved here by the kiro profile). The 2.x V2
 * harness's default agent loads AGENTS.md (the workspace tree's, since 2.18.0), README.md, global
 * and workspace steering (every file whole: no inclusion modes), AmazonQ.md, and `.amazonq/rules`
 * when the project has no `.kiro` folder. Kiro does not publish its wording: a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { kiroCliMeta } from "./meta";

function resolve(ctx: ProfileContext, b: Behaviour) {
  return b.load(ctx);
}

export const kiroCli = defineProfile(kiroCliMeta, BEHAVIOURS, resolve);
