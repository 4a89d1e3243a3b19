/**
 * Kiro CLI (closed source; the successor of the Q Developer CLI): what its default agent reads, one
 * place for each fact. Sources: kiro.dev docs and changelog, kirodotdev/Kiro issues, a stored copy of
 * Kiro CLI's own settings page. See README.md.
 */
export const NAME = "Kiro CLI";

/** upstream: CLI 3.x (V3 harness, the IDE's steering); v2: CLI 2.18 and later 2.x (V2 harness). */
export const VARIANTS = { upstream: "upstream", v2: "v2" } as const;

export const RELEASES = {
  /** kiro.dev/docs/cli (3.2.0): from 3.0.0 the default harness is V3, the same as the Kiro IDE's. */
  v3: "3.0.0",
  /** Changelog 2.18.0 (2026-08-12): AGENTS.md loads as steering from anywhere in the workspace tree. */
  nestedAgents: "2.18.0",
} as const;

/** The kiro profile's variant the V3 harness follows (kiro.dev/docs/cli: same harness as the IDE). */
export const KIRO_IDE_VARIANT = "upstream";

/** V2: the default resources of the built-in agent (kiro_default), in the order Kiro's settings page lists them. */
export const AGENTS_FILE = "AGENTS.md";
export const README_FILE = "README.md";
export const STEERING_DIR = ".kiro/steering";
export const STEERING_EXT = ".md";
/** Legacy Q files: AmazonQ.md if it exists; the rules folder only when .amazonq exists and .kiro does not. */
export const LEGACY_FILE = "AmazonQ.md";
export const LEGACY_DIR = ".amazonq";
export const LEGACY_RULES = ".amazonq/rules";
export const KIRO_DIR = ".kiro";

/** Folders the nested AGENTS.md search does not enter (inferred: the changelog names none). */
export const AGENTS_SKIP_DIRS: ReadonlySet<string> = new Set([".git", "node_modules", ".kiro"]);

/** Where under home Kiro CLI reads on its own: global steering (agents and settings live beside it). */
export const HOME_PATHS = [".kiro/steering"] as const;
