/**
 * Google Antigravity file names, limits and triggers: one place for each. Antigravity is closed
 * source; every value comes from its docs (antigravity.google/docs/rules-workflows, ide-rules), its
 * release notes and Google's forum answers. README.md lists each with its source.
 */

export const NAME = "Google Antigravity";

/**
 * upstream: 1.20.3 (2026-03-05) and later, which read AGENTS.md beside GEMINI.md (release notes).
 * pre-agents-md: releases before it. Ids live in permalinks.
 */
export const VARIANTS = { upstream: "upstream", preAgentsMd: "pre-agents-md" } as const;

/** Docs, Rules: global rules are stored in ~/.gemini/GEMINI.md and apply to every workspace. */
export const GLOBAL_RULES = ".gemini/GEMINI.md";

/**
 * Workspace customization roots, preferred first. Google's forum answer (discuss.ai.google.dev
 * t/new-folder-for-rules/126165): the app moved to `.agents/` and keeps `.agent/` for backward
 * support; a user's test there: the plural one is used when both exist.
 */
export const CUSTOMIZATION_ROOTS = [".agents", ".agent"] as const;
/** Docs: workspace rules are Markdown files in the `rules` folder of that root. */
export const RULES_SUBDIR = "rules";
export const RULE_EXT = ".md";

/** Release notes 1.20.3: AGENTS.md is read "in addition to GEMINI.md"; GEMINI.md wins a conflict (listed first). */
export const WORKSPACE_GEMINI = "GEMINI.md";
export const WORKSPACE_AGENTS = "AGENTS.md";

/** Docs: "Rule files are limited to 12,000 characters each". */
export const RULE_CHAR_LIMIT = 12000;

/** Docs, activation modes, as the frontmatter `trigger:` spells them (rulesync's Antigravity schema). */
export const TRIGGERS = ["always_on", "manual", "model_decision", "glob"] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** Rule frontmatter keys; any other key is ignored. */
export const FRONTMATTER_KEYS = ["trigger", "globs", "description"] as const;

/** Where under the home folder Antigravity reads on its own (AgentProfile.homePaths). */
export const HOME_PATHS = [GLOBAL_RULES] as const;
