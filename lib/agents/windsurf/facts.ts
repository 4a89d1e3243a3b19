/**
 * Windsurf (Cascade) file names, limits and triggers: one place for each. Sources: docs.windsurf.com
 * windsurf/cascade/memories (Rules) and windsurf/cascade/agents-md; README.md lists every decision.
 */

export const NAME = "Windsurf";

/**
 * upstream: Devin Desktop (Windsurf renamed, 2026-06-02), docs.devin.ai: `.devin/rules` preferred,
 * `.windsurf/rules` as the fallback. windsurf-docs: Windsurf before the rename, docs.windsurf.com:
 * `.windsurf/rules` only. Ids live in permalinks.
 */
export const VARIANTS = { upstream: "upstream", windsurfDocs: "windsurf-docs" } as const;

/** Docs: global_rules.md "applies across all workspaces", kept in ~/.codeium/windsurf/memories/. */
const GLOBAL_RULES = ".codeium/windsurf/memories/global_rules.md";
/** Legacy single rules file at the workspace root (still read). */
export const LEGACY_FILE = ".windsurfrules";
/** Workspace rules folder, found in the workspace, its subfolders and parents up to the git root. */
export const RULES_DIR = ".windsurf/rules";
/** Devin Desktop's preferred rules folder, found in the same places; it takes precedence over RULES_DIR. */
export const DEVIN_RULES_DIR = ".devin/rules";
export const RULE_EXT = ".md";
/** Docs: "AGENTS.md (or agents.md)". */
export const AGENTS_NAMES = ["AGENTS.md", "agents.md"] as const;

/** Docs: "Each rule file is limited to 12000 characters"; 6,000 for global_rules.md (Devin Desktop docs; earlier third-party guides). */
export const RULE_CHAR_LIMIT = 12000;
export const GLOBAL_CHAR_LIMIT = 6000;

export const TRIGGERS = ["always_on", "manual", "model_decision", "glob"] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** Folders the subfolder scan does not enter (inferred: a workspace scan skips VCS and dependency trees). */
export const SKIP_DIRS = new Set([".git", "node_modules"]);

/** Where under the home folder Windsurf reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [GLOBAL_RULES] as const;

/** Rule frontmatter keys (docs, Memories & Rules: activation modes); any other key is ignored. */
export const FRONTMATTER_KEYS = ["trigger", "globs", "description"] as const;
