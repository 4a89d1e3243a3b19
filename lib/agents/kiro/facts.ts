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
/**
 * Users report that Kiro IDE 1.0.337 sends `#[[file:...]]` as literal text, the file unread, in
 * always-included and manual steering (kirodotdev/Kiro#11463, closed as a duplicate of #11081, open);
 * 0.7.34 loaded such files, even twice (#4438). Not confirmed by the maintainers: an info note.
 */
export const FILE_REFERENCE_REPORT =
  "Kiro IDE 1.0.337 is reported to send it as literal text and not read the file (kirodotdev/Kiro#11463, #11081; 0.7.34 read it, #4438). Where the agent must have that text, write it in the steering file itself";

/** Where under the home folder Kiro reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** Global steering: ~/.kiro/steering. */
export const HOME_PATHS = [STEERING_DIR] as const;

/** Steering frontmatter keys (kiro.dev/docs/steering: inclusion modes); any other key is ignored. */
export const FRONTMATTER_KEYS = ["inclusion", "fileMatchPattern", "name", "description"] as const;
