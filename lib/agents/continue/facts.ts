/**
 * Continue's rule places, names and joining: one place for each. Every fact below was read in
 * continuedev/continue at COMMIT (paths named next to each); README.md lists every detail decided.
 */
export const NAME = "Continue";

/** continuedev/continue main on 2026-06-18 (VS Code extension 1.3.40). */
export const COMMIT = "d0a3c0b626b5bebc3bef4742eec05a0242be0bab";
export const VERSION = "1.3.40";

/** core/util/paths.ts: CONTINUE_GLOBAL_DIR, else ~/.continue. */
export const ENV_GLOBAL_DIR = "CONTINUE_GLOBAL_DIR";
export const GLOBAL_DIR = ".continue";
/** core/promptFiles/index.ts RULES_DIR_NAME, PROMPTS_DIR_NAME: both hold markdown rules (loadMarkdownRules). */
export const RULE_DIRS = ["rules", "prompts"] as const;
export const WORKSPACE_DIR = ".continue";
/**
 * core/config/markdown/loadMarkdownRules.ts SUPPORTED_AGENT_FILES. The loop breaks after the first
 * name whatever it found, so only the first is ever read.
 */
export const AGENT_FILES = ["AGENTS.md", "AGENT.md", "CLAUDE.md"] as const;
/** core/config/getWorkspaceContinueRuleDotFiles.ts SYSTEM_PROMPT_DOT_FILE. */
export const DOT_FILE = ".continuerules";
/** core/llm/rules/constants.ts RULES_MARKDOWN_FILENAME: colocated rules anywhere in the workspace. */
export const COLOCATED_FILE = "rules.md";
/** The local agent's configuration: <global dir>/config.yaml, its `rules:` list. */
export const CONFIG_YAML = "config.yaml";
/** core/tools/builtIn.ts: the tool that fetches alwaysApply: false rules by name (off by default). */
export const REQUEST_RULE_TOOL = "request_rule";

/**
 * core/indexing/ignore.ts DEFAULT_IGNORE_DIRS (one-segment names) plus ".continue/": folders the
 * workspace walk for rules.md does not enter.
 */
export const WALK_SKIP_DIRS = [
  ".env",
  "env",
  ".aws",
  ".gcp",
  ".azure",
  ".kube",
  ".docker",
  "secrets",
  ".secrets",
  "private",
  ".private",
  "certs",
  "certificates",
  "keys",
  ".ssh",
  ".gnupg",
  ".gpg",
  ".tmp",
  ".git",
  ".svn",
  "node_modules",
  "dist",
  "build",
  "Build",
  "target",
  "out",
  "bin",
  ".pytest_cache",
  ".vscode-test",
  "__pycache__",
  "site-packages",
  ".gradle",
  ".mvn",
  ".cache",
  "gems",
  "vendor",
  ".venv",
  "venv",
  ".vscode",
  ".idea",
  ".vs",
  ".continue",
] as const;

/** getSystemMessageWithRules(): each applied rule is appended to the base system message after a blank line. */
export const RULE_SEPARATOR = "\n\n";

/** packages/config-yaml markdownToRule.ts RuleFrontmatter. */
export const FRONTMATTER_KEYS = ["name", "description", "globs", "regex", "alwaysApply", "invokable"] as const;

/**
 * Rulescope's bounds for `regex:` (Continue runs them with new RegExp on the file's text): patterns
 * with a quantified group, or more than this many unbounded quantifiers, are not run (they can
 * backtrack for minutes); the text tested is cut to REGEX_MAX_TEXT characters.
 */
export const REGEX_MAX_QUANTIFIERS = 3;
export const REGEX_MAX_TEXT = 64 * 1024;

/**
 * The CLI, cn (@continuedev/cli 1.5.47, its src/systemMessage.ts as shipped in the package): its own
 * loader, not the extension's. The first of these names that exists in the working directory is read
 * whole; then every `.md` below `.continue/rules` (workspace, then global), listed recursively.
 */
export const CLI = {
  version: "1.5.47",
  agentFiles: ["AGENTS.md", "AGENT.md", "CLAUDE.md", "CODEX.md"],
  rulesDir: "rules",
  ruleExt: ".md",
  /** The rules end the system message inside this element; one name and the rules joined by a blank line. */
  open: '<context name="userRules">',
  close: "\n</context>",
  separator: "\n\n",
} as const;

/** Where under the home folder Continue reads on its own (AgentProfile.homePaths). */
export const HOME_PATHS = [
  `${GLOBAL_DIR}/rules`,
  `${GLOBAL_DIR}/prompts`,
  `${GLOBAL_DIR}/${CONFIG_YAML}`,
  `$${ENV_GLOBAL_DIR}/rules`,
  `$${ENV_GLOBAL_DIR}/prompts`,
  `$${ENV_GLOBAL_DIR}/${CONFIG_YAML}`,
] as const;
