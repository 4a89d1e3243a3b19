/**
 * Every agent profile, in menu order. Ids are frozen: they are stored in permalinks.
 */
import type { AgentProfile } from "./base";
import { crabcode } from "./crabcode";
import { codex } from "./codex";
import { ion } from "./ion";
import { opencode } from "./opencode";
import { opencodeRules } from "./opencode-rules";

export const PROFILES = [crabcode, codex, ion, opencode, opencodeRules] as const satisfies readonly AgentProfile[];

export type AgentId = (typeof PROFILES)[number]["id"];

export function findProfile(id: string): AgentProfile | undefined {
  return PROFILES.find((p) => p.id === id);
}
