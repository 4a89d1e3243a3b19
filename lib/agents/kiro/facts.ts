/**
 * Kiro's steering locations, inclusion modes and reference syntax: one place for each. Sources:
 * kiro.dev/docs/steering and kiro.dev/docs/cli/steering; kirodotdev/Kiro#9176. See README.md.
 */
export const NAME = "Kiro";
export const STEERING_DIR = ".kiro/steering";
export const STEERING_EXT = ".md";
export const AGENTS_FILE = "AGENTS.md";
export const INCLUSIONS = ["always", "fileMatch", "manual", "auto"] as const;
export type Inclusion = (typeof INCLUSIONS)[number];
/** Docs: "#[[file:<relative_file_name>]]" pulls a workspace file into the steering file's context. */
export const FILE_REFERENCE = /#\[\[file:([^\]\n]+)\]\]/g;

/** Where under the home folder Kiro reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** Global steering: ~/.kiro/steering. */
export const HOME_PATHS = [STEERING_DIR] as const;

/** Steering frontmatter keys (kiro.dev/docs/steering: inclusion modes); any other key is ignored. */
export const FRONTMATTER_KEYS = ["inclusion", "fileMatchPattern", "name", "description"] as const;
