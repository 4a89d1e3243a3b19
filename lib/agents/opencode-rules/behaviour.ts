/**
 * What differs between the two variants, as data. `upstream` is frap129/opencode-rules v0.6.4
 * (744162c); `seed` follows seed 003, the plugin's openspec/specs/rule-discovery/spec.md @ 35e9cee.
 * Both ride on the `opencode` profile's default variant. The README's Variants table lists the same rows.
 */
import type { Behaviours } from "../define";
import type { opencodeRulesMeta } from "./meta";

export interface Behaviour {
  /**
   * Condition keys read from frontmatter: v0.6.4 reads ten list keys plus `ci` and `match`; the seed
   * document knows only globs, keywords and tools, and ignores the rest (reported `seed-ignores-key`).
   */
  onlyGlobsKeywordsTools: boolean;
  /**
   * MCP capability ids: v0.6.4 turns `[^a-zA-Z0-9_-]` into `_` (`mcp_my-github`); the seed turns
   * every non-alphanumeric character into `_` (`mcp_my_github`).
   */
  mcpIdAlnumOnly: boolean;
  /**
   * v0.6.4 injects the rules only on the first LLM call after each user message (its rulesInjected
   * flag; reported as info `rules-once-per-turn`); the seed injects on every call.
   */
  oncePerTurn: boolean;
  /**
   * The seed wants a warning when a rules dir disappears mid-scan (`rules-dir-vanished`); v0.6.4
   * treats every ENOENT as benign.
   */
  warnVanishedDir: boolean;
  /**
   * Debug log lines (OPENCODE_RULES_DEBUG): v0.6.4's (absolute paths, the count, filter context,
   * cache misses, `match:`/`checks:`, injecting) or the seed's (no absolute paths, prompt length and
   * keyword match counts, nothing else).
   */
  logs: "v0.6.4" | "seed-003";
}

/** One entry per variant listed in meta.ts: the compiler refuses a missing or unknown one. */
export const BEHAVIOURS: Behaviours<typeof opencodeRulesMeta, Behaviour> = {
  upstream: { onlyGlobsKeywordsTools: false, mcpIdAlnumOnly: false, oncePerTurn: true, warnVanishedDir: false, logs: "v0.6.4" },
  seed: { onlyGlobsKeywordsTools: true, mcpIdAlnumOnly: true, oncePerTurn: false, warnVanishedDir: true, logs: "seed-003" },
};
