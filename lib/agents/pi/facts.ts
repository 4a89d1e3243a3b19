/**
 * Pi's own names, places and wrapper text: the one place each lives. Read from the installed package
 * @mariozechner/pi-coding-agent (dist/core/resource-loader.js, dist/core/system-prompt.js,
 * dist/config.js); README.md lists the versions and every detail decided.
 */

export const VARIANTS = { upstream: "upstream", before071: "before-0.71" } as const;

/** The first release whose loader also tries the upper-case spellings (CHANGELOG 0.71.0, issue #3949). */
export const UPPER_CASE_NAMES_SINCE = "0.71.0";
/** The last release served before it (npm serves 0.70.6, then 0.71.1). */
export const LAST_BEFORE_UPPER_CASE = "0.70.6";

/** Names tried in each folder, the first that exists and reads wins (loadContextFileFromDir, 0.71.0 on). */
export const NAMES = ["AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD"] as const;
/** The same before 0.71.0. */
export const NAMES_BEFORE_071 = ["AGENTS.md", "CLAUDE.md"] as const;

/** Moves the agent folder, which holds the global context file (config.js ENV_AGENT_DIR). */
export const AGENT_DIR_ENV = "PI_CODING_AGENT_DIR";
/** The agent folder when the variable is unset or empty, under home (config.js getAgentDir). */
export const DEFAULT_AGENT_DIR = ".pi/agent";
/** What `--home` opens: the agent folder, at its default place or where the variable puts it. */
export const HOME_PATHS = [DEFAULT_AGENT_DIR, `$${AGENT_DIR_ENV}`] as const;

/** The section of the system prompt that carries the files (system-prompt.js buildSystemPrompt). */
export const SECTION_HEAD = "# Project Context\n\nProject-specific instructions and guidelines:\n\n";
/** Each file: `## <path>`, a blank line, its text unchanged, a blank line. */
export const FILE_HEAD = "## ";
export const AFTER_PATH = "\n\n";
export const AFTER_TEXT = "\n\n";
/** How pi's closing line after the section starts (`Current date:`, earlier `Current date and time:`): the lab cuts before it. */
export const AFTER_SECTION_MARK = "\nCurrent date";
