/**
 * Amp's guidance file names, global locations and mention rules: one place for each. Sources:
 * ampcode.com/manual (AGENTS.md section), decodeclaude.com amp-code-spec (3p, reverse-engineered
 * build 0.0.1769212917) for the case-variant list. README.md lists every decision.
 */
export const NAME = "Amp";
export const VARIANTS = { upstream: "upstream", caseVariants: "case-variants" } as const;

/** Manual: AGENTS.md; if a folder has none, AGENT.md (no S) or CLAUDE.md. */
export const NAMES_DOCUMENTED = ["AGENTS.md", "AGENT.md", "CLAUDE.md"] as const;
/** Reverse-engineered build: seven names, first found per folder. */
export const NAMES_BUILD = ["AGENTS.md", "Agents.md", "agents.md", "AGENT.md", "Agent.md", "agent.md", "CLAUDE.md"] as const;

/** Manual: "$HOME/.config/amp/AGENTS.md and $HOME/.config/AGENTS.md are included if they exist". */
export const GLOBAL_FILES = [".config/amp/AGENTS.md", ".config/AGENTS.md"] as const;

/**
 * Rulescope's key, not an Amp setting: the folders open in the editor (a multi-root workspace). The
 * manual: AGENTS.md "in the current working directory (or editor workspace roots)" and parents.
 * Empty: the CLI, which starts from the working directory.
 */
export const WORKSPACE_ROOTS_KEY = "workspaceRoots";

/** Manual: mentioned files' globs are implicitly prefixed with `**\/` unless they start with ./ or ../. */
export const IMPLICIT_GLOB_PREFIX = "**/";

/**
 * Where under the home folder Amp reads on its own (AgentProfile.homePaths: what `--home` opens).
 * @alias the same list as GLOBAL_FILES, named for its role (knip: a deliberate duplicate).
 */
export const HOME_PATHS = GLOBAL_FILES;
