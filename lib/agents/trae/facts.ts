/**
 * Trae's (TraeCode's) rule folders, file names, frontmatter keys and settings: one place for each.
 * Sources: docs.trae.ai/ide/rules (as quoted on 2026-08/09 by third parties), the TRAE changelog
 * (v3.5.51, 2026-04-14), the Trae docs mirror of 2026-01-23 and the 2025-05 announcement of v0.5.1.
 * README.md lists every decision.
 */
export const NAME = "Trae";

export const VARIANTS = {
  upstream: "upstream",
  rules202601: "rules-2026-01",
  projectRulesMd: "project-rules-md",
} as const;

/** Project rules folder, at the project root and (v3.5.51+) in any subdirectory of the project. */
export const RULES_DIR = ".trae/rules";
export const RULE_EXT = ".md";
/** v0.5.1 (2025): the one project rules file the Rules panel creates in .trae/rules. */
export const PROJECT_RULES_FILE = "project_rules.md";
/** v3.5.51 changelog: rule subfolders are read "recursively up to 3 levels". */
export const MAX_RULE_DEPTH = 3;

/** Global (user) rules: a folder in the home directory (docs via 3p; `~/.trae-cn/user_rules` for TRAE CN). */
export const USER_RULES_DIR = ".trae/user_rules";

/** Root files imported when the Import Settings toggles are on (docs: "Import AGENTS.md, CLAUDE.md, and CLAUDE.local.md"). */
export const AGENTS_FILE = "AGENTS.md";
export const CLAUDE_FILES = ["CLAUDE.md", "CLAUDE.local.md"] as const;

/** Settings > Rules > Import Settings: "Include AGENTS.md in the context", "Include CLAUDE.md in context". */
export const CONFIG = { includeAgentsMd: "includeAgentsMd", includeClaudeMd: "includeClaudeMd" } as const;

/** Rule frontmatter keys (docs: alwaysApply, description, globs; scene: git_message for commit messages). */
export const FRONTMATTER_KEYS = ["alwaysApply", "description", "globs", "scene"] as const;

/** Folders the subdirectory scan does not enter (inferred: VCS, dependencies, and .trae itself). */
export const SKIP_DIRS = new Set([".git", "node_modules", ".trae"]);

/** Where under the home folder Trae reads on its own (AgentProfile.homePaths). */
export const HOME_PATHS = [USER_RULES_DIR] as const;

/** Trae's own rules folder: shows a team uses it. */
export const MARKERS = [".trae/rules/"] as const;
