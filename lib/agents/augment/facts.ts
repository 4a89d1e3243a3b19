/**
 * Augment Code's rule and guideline files, types and limits: one place for each. Sources:
 * docs.augmentcode.com/setup-augment/guidelines (IDE extensions), docs.augmentcode.com/cli/rules
 * (Auggie CLI) and cli/setup-auggie/workspace-context, augmentcode/auggie CHANGELOG.md @ f3378982.
 * README.md lists every decision.
 */
export const NAME = "Augment Code";

/** upstream: the VS Code / JetBrains extensions; cli: Auggie. Ids live in permalinks. */
export const VARIANTS = { upstream: "upstream", cli: "cli" } as const;

/** CLI docs, "Supported Rules Files" items 2 and 3, in that order of precedence (at the workspace root). */
export const ROOT_FILES = ["CLAUDE.md", "AGENTS.md"] as const;
/** CLI changelog 0.16.0: "Hierarchical rules indicator: … active AGENTS.md rules" (nested files of this name). */
export const NESTED_FILE = "AGENTS.md";
/**
 * Legacy workspace guidelines at the workspace root: `.augment-guidelines` (IDE docs, current CLI docs)
 * and `.augment/guidelines.md` (earlier CLI docs, "legacy format"; CLI changelog 0.4.0).
 */
export const WORKSPACE_GUIDELINES = [".augment-guidelines", ".augment/guidelines.md"] as const;
/** Workspace rules, searched recursively: `<workspace_root>/.augment/rules/`. */
export const RULES_DIR = ".augment/rules";
/** User rules (home-relative), searched recursively, always applied (CLI docs; CLI 0.6.0). */
export const USER_RULES_DIR = ".augment/rules";
/** IDE docs: "In Visual Studio Code, the per-user guidelines file is ~/.augment/user-guidelines.md". */
export const USER_GUIDELINES_FILE = ".augment/user-guidelines.md";
/** Rule file extensions: `.md` (CLI docs); `.mdx` too (IDE docs as quoted by 3p notes, 2025-11-04). */
export const RULE_EXTS = [".md", ".mdx"] as const;

/** Frontmatter `type:` values (CLI docs; the IDE calls them Always, Auto, Manual). */
export const RULE_TYPES = ["always_apply", "agent_requested", "manual"] as const;
export type RuleType = (typeof RULE_TYPES)[number];
/** CLI docs' frontmatter table: `type` defaults to `always_apply`. */
export const DEFAULT_RULE_TYPE: RuleType = "always_apply";
export const FRONTMATTER_KEYS = ["type", "description"] as const;

/** IDE docs (3p copy, 2025-11-04): Workspace Guidelines and Rules together, at most 49,512 characters. */
export const WORKSPACE_CHAR_LIMIT = 49_512;
/** IDE docs (same copy): User Guidelines, at most 24,576 characters. */
export const USER_GUIDELINES_CHAR_LIMIT = 24_576;

/** Rulescope's key for Auggie's `--rules <file>` flag (CLI docs, item 1). */
export const RULES_FILE_KEY = "rulesFile";
/** CLI docs (workspace-context): a git directory's root is the workspace root, else the working directory. */
export const REPO_MARKER = ".git";

/** Where under the home folder Augment reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [USER_RULES_DIR, USER_GUIDELINES_FILE] as const;
/** Files and folders that show a team uses Augment (`.augment/` holds rules, commands, settings). */
export const MARKERS = [".augment/", ".augment-guidelines"] as const;
