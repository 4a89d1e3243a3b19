/**
 * Factory Droid's instruction file names, places and guidance: one place for each. Sources:
 * docs.factory.ai/cli/configuration/agents-md (Factory-AI/factory docs/cli/configuration/agents-md.mdx
 * at a80aa7c5) and the CLI release notes (docs/changelog/release-notes.mdx, same commit). README.md
 * lists every decision.
 */
export const NAME = "Factory Droid";

/** Docs, "File locations & discovery hierarchy": the file looked for in each folder. */
export const AGENTS_FILE = "AGENTS.md";

/** Docs: "Personal override: ~/.factory/AGENTS.md" (it was ~/.config/AGENTS.md before the docs fix of 2025-10-08). */
export const PERSONAL_FILE = ".factory/AGENTS.md";

/** Docs ("up to the repo root"): the entry that marks the repository root. */
export const REPO_MARKER = ".git";

/** Docs, best practices: "Aim for ≤ 150 lines" (advice, not a limit: longer files still load). */
export const RECOMMENDED_MAX_LINES = 150;

/** Where under the home folder Droid reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [PERSONAL_FILE] as const;

/** Project files and folders that show a team uses Droid (settings, custom droids, commands, skills, MCP). */
export const MARKERS = [".factory/"] as const;
