/**
 * Kiro's steering locations, inclusion modes and reference syntax: one place for each. Sources:
 * kiro.dev/docs/steering and kiro.dev/docs/cli/steering; kirodotdev/Kiro#9176. See README.md.
 */
export const NAME = "Kiro";

/**
 * upstream: the steering page as updated 2026-09-02 (AGENTS.md also found in subfolders).
 * docs-2025-11: the page as updated 2025-11-16 (the root AGENTS.md only). Ids live in permalinks.
 */
export const VARIANTS = { upstream: "upstream", docs202511: "docs-2025-11" } as const;
export const STEERING_DIR = ".kiro/steering";
export const STEERING_EXT = ".md";
export const AGENTS_FILE = "AGENTS.md";
/**
 * Folders the subfolder AGENTS.md search does not enter (inferred: the docs name no exclusions;
 * `.kiro` is left out because its steering AGENTS.md is read as steering already).
 */
export const AGENTS_SKIP_DIRS: ReadonlySet<string> = new Set([".git", "node_modules", ".kiro"]);
export const INCLUSIONS = ["always", "fileMatch", "manual", "auto"] as const;
export type Inclusion = (typeof INCLUSIONS)[number];
/** Docs: "#[[file:<relative_file_name>]]" pulls a workspace file into the steering file's context. */
export const FILE_REFERENCE = /#\[\[file:([^\]\n]+)\]\]/g;

/** Where under the home folder Kiro reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** Global steering: ~/.kiro/steering. */
export const HOME_PATHS = [STEERING_DIR] as const;

/** Steering frontmatter keys (kiro.dev/docs/steering: inclusion modes); any other key is ignored. */
export const FRONTMATTER_KEYS = ["inclusion", "fileMatchPattern", "name", "description"] as const;
