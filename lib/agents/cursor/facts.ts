/**
 * Cursor's file names, settings and the labels of Rulescope's neutral listing: one place for each.
 * Sources are listed in index.ts and README.md; each fact below names the one it comes from.
 */

/** Project rules folder, in the workspace and (scoped) in any subfolder (docs: cursor.com/docs/rules). */
export const RULES_DIR = ".cursor/rules";
/** The rule extension Cursor reads today (cursor-agent source via 3p; docs 2026-09). */
export const RULE_EXT = ".mdc";
/** Also read as rules by the `md-rules` variant (docs 2026-05: "supports .md and .mdc"). */
export const MD_EXT = ".md";
/** 2.2-era rule folders keep their text in RULE.md; the rule is named after the folder. */
export const FOLDER_RULE_FILE = "RULE.md";
export const AGENTS_FILE = "AGENTS.md";
/** Read with "Include third-party plugins, skills and other configs" on (cursor-agent source via 3p). */
export const THIRD_PARTY_FILES = ["CLAUDE.md", "CLAUDE.local.md"] as const;
/** Legacy single-file rules at the workspace root: "still supported but will be deprecated" (docs). */
export const LEGACY_FILE = ".cursorrules";
/** Docs best practice: keep rules under 500 lines (advice, not a limit). */
export const ADVISED_MAX_LINES = 500;
/** Guard for the recursive walk of one rules folder (symlinked folders are walked once). */
export const MAX_WALK_ENTRIES = 20000;

export const VARIANTS = {
  upstream: "upstream",
  mdRules: "md-rules",
} as const;

export const CONFIG = {
  userRules: "userRules",
  teamRules: "teamRules",
  thirdParty: "includeThirdPartyConfigs",
} as const;

/** Rulescope's own labels: Cursor's wording is not published, so none of this pretends to be it. */
export const LISTING = {
  header:
    "[Rulescope listing: Cursor does not publish how it words or wraps rules. These are the texts it sends, in order; lines in square brackets are Rulescope's labels, not Cursor's.]\n",
  item: (label: string) => `\n[${label}]\n`,
  teamRules: "Team Rules (Cursor dashboard; config teamRules)",
  userRules: "User Rules (Cursor Settings; config userRules)",
} as const;

/** Where under the home folder Cursor reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** None: User Rules live in Cursor's settings (config userRules), not in a file Rulescope can see. */
export const HOME_PATHS = [] as const;

/** The frontmatter keys a rule file's metadata has (docs, "Rule anatomy"); any other key is ignored. */
export const FRONTMATTER_KEYS = ["description", "globs", "alwaysApply"] as const;
