/**
 * Every profile's data, without resolvers, in menu order: what the page imports (its first load then
 * carries no resolver code). The worker, the CLI, the check engine and tests use index.ts, whose
 * PROFILES pairs each of these with its resolve; a test keeps the two lists in step.
 */
import type { ProfileMeta } from "./base";
import { crabcodeMeta } from "./crabcode/meta";
import { codexMeta } from "./codex/meta";
import { ionMeta } from "./ion/meta";
import { opencodeMeta } from "./opencode/meta";
import { opencodeRulesMeta } from "./opencode-rules/meta";
import { claudeCodeMeta } from "./claude-code/meta";
import { geminiCliMeta } from "./gemini-cli/meta";
import { cursorMeta } from "./cursor/meta";
import { copilotMeta } from "./copilot/meta";
import { agentsMdMeta } from "./agents-md/meta";
import { windsurfMeta } from "./windsurf/meta";
import { clineMeta } from "./cline/meta";
import { kiroMeta } from "./kiro/meta";
import { ampMeta } from "./amp/meta";
import { rooCodeMeta } from "./roo-code/meta";
import { continueMeta } from "./continue/meta";
import { gooseMeta } from "./goose/meta";
import { qwenCodeMeta } from "./qwen-code/meta";
import { zedMeta } from "./zed/meta";
import { aiderMeta } from "./aider/meta";
import { junieMeta } from "./junie/meta";

export const PROFILE_METAS = [
  crabcodeMeta,
  codexMeta,
  ionMeta,
  opencodeMeta,
  opencodeRulesMeta,
  claudeCodeMeta,
  geminiCliMeta,
  cursorMeta,
  copilotMeta,
  agentsMdMeta,
  windsurfMeta,
  clineMeta,
  kiroMeta,
  ampMeta,
  rooCodeMeta,
  continueMeta,
  gooseMeta,
  qwenCodeMeta,
  zedMeta,
  aiderMeta,
  junieMeta,
] as const satisfies readonly ProfileMeta[];

export function findMeta(id: string): ProfileMeta | undefined {
  return PROFILE_METAS.find((p) => p.id === id);
}
