/**
 * Every profile's examples, in menu order. Apart from the profiles' data (meta.ts) because they are
 * its bulk: example trees are a third of it, and the page shows one at first paint (the default,
 * components/examples.ts), so it loads this module after that (the Examples menu, Reset, links to
 * examples). The CLI and tests import it directly. A test keeps its agents in step with PROFILE_METAS.
 */
import type { Example } from "./base";
import { examples as crabcodeExamples } from "./crabcode/examples";
import { examples as codexExamples } from "./codex/examples";
import { examples as ionExamples } from "./ion/examples";
import { examples as opencodeExamples } from "./opencode/examples";
import { examples as opencodeRulesExamples } from "./opencode-rules/examples";
import { examples as claudeCodeExamples } from "./claude-code/examples";
import { examples as geminiCliExamples } from "./gemini-cli/examples";
import { examples as cursorExamples } from "./cursor/examples";
import { examples as copilotExamples } from "./copilot/examples";
import { examples as agentsMdExamples } from "./agents-md/examples";
import { examples as windsurfExamples } from "./windsurf/examples";
import { examples as clineExamples } from "./cline/examples";
import { examples as kiroExamples } from "./kiro/examples";
import { examples as ampExamples } from "./amp/examples";
import { examples as rooCodeExamples } from "./roo-code/examples";
import { examples as continueExamples } from "./continue/examples";
import { examples as gooseExamples } from "./goose/examples";
import { examples as qwenCodeExamples } from "./qwen-code/examples";
import { examples as zedExamples } from "./zed/examples";
import { examples as aiderExamples } from "./aider/examples";
import { examples as junieExamples } from "./junie/examples";

/** Keyed by agent id, in PROFILE_METAS order; each example's scenario names that agent. */
export const EXAMPLES_BY_AGENT = {
  crabcode: crabcodeExamples,
  codex: codexExamples,
  ion: ionExamples,
  opencode: opencodeExamples,
  "opencode-rules": opencodeRulesExamples,
  "claude-code": claudeCodeExamples,
  "gemini-cli": geminiCliExamples,
  cursor: cursorExamples,
  copilot: copilotExamples,
  "agents-md": agentsMdExamples,
  windsurf: windsurfExamples,
  cline: clineExamples,
  kiro: kiroExamples,
  amp: ampExamples,
  "roo-code": rooCodeExamples,
  continue: continueExamples,
  goose: gooseExamples,
  "qwen-code": qwenCodeExamples,
  zed: zedExamples,
  aider: aiderExamples,
  junie: junieExamples,
} as const satisfies Record<string, readonly Example[]>;

export const ALL_EXAMPLES: readonly Example[] = Object.values(EXAMPLES_BY_AGENT).flat();

/** One agent's examples ([] for an id with none). */
export function examplesOf(agent: string): readonly Example[] {
  return Object.hasOwn(EXAMPLES_BY_AGENT, agent) ? EXAMPLES_BY_AGENT[agent as keyof typeof EXAMPLES_BY_AGENT] : [];
}
