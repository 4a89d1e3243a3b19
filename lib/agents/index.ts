/**
 * Every agent profile (data and resolve), in menu order. Ids are frozen: they are stored in permalinks.
 * The page imports meta.ts instead (the same data, no resolver code); a test keeps the two in step.
 */
import type { AgentProfile } from "./base";
import { crabcode } from "./crabcode";
import { codex } from "./codex";
import { ion } from "./ion";
import { opencode } from "./opencode";
import { opencodeRules } from "./opencode-rules";
import { claudeCode } from "./claude-code";
import { geminiCli } from "./gemini-cli";
import { cursor } from "./cursor";
import { copilot } from "./copilot";
import { agentsMd } from "./agents-md";
import { windsurf } from "./windsurf";
import { cline } from "./cline";
import { kiro } from "./kiro";
import { amp } from "./amp";
import { rooCode } from "./roo-code";
import { continueProfile } from "./continue";
import { goose } from "./goose";
import { qwenCode } from "./qwen-code";
import { zed } from "./zed";
import { aider } from "./aider";
import { junie } from "./junie";

export const PROFILES = [
  crabcode,
  codex,
  ion,
  opencode,
  opencodeRules,
  claudeCode,
  geminiCli,
  cursor,
  copilot,
  agentsMd,
  windsurf,
  cline,
  kiro,
  amp,
  rooCode,
  continueProfile,
  goose,
  qwenCode,
  zed,
  aider,
  junie,
] as const satisfies readonly AgentProfile[];

export function findProfile(id: string): AgentProfile | undefined {
  return PROFILES.find((p) => p.id === id);
}
