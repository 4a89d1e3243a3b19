/**
 * Every crabcode fact the profile relies on (names, caps, labels, separators), in one place.
 * Sources: see README.md in this folder (Blankeos/crabcode src/prompt/rules.rs at the commits named there).
 */

export const VARIANTS = { upstream: "upstream", seed: "seed", early64k: "early-64k" } as const;

/** Per directory, in this order; the first readable regular file ends the walk. */
export const LOCAL_NAMES = ["AGENTS.md", "CLAUDE.md"] as const;
/** Under the `dirs` crate's config_dir(). */
export const GLOBAL_CONFIG_FILE = "crabcode/AGENTS.md";
/** Under home: the fallback when the crabcode global file is missing. */
export const GLOBAL_CLAUDE_FILE = ".claude/CLAUDE.md";
export const LABEL = "Instructions from: ";
export const SEPARATOR = "\n\n---\n\n";
export const TRUNCATION_NOTE = "\n[crabcode] Note: instructions truncated due to size limit.\n";

/**
 * DEFAULT_MAX_RULE_BYTES: 64 KiB from the first rules.rs (200e274, 2026-01-30) through 81aa430
 * (2026-02-01); 32 KiB at 67e03f8, a later commit (see README "Versions: what changed in loading").
 * The seed plans 64 KiB. Which variant uses which: behaviour.ts.
 */
export const MAX_RULE_BYTES = 32 * 1024;
export const FIRST_MAX_RULE_BYTES = 64 * 1024;
export const SEED_MAX_RULE_BYTES = 64 * 1024;

export const ENV = {
  all: "CRABCODE_DISABLE_CLAUDE_CODE",
  prompt: "CRABCODE_DISABLE_CLAUDE_CODE_PROMPT",
  project: "CRABCODE_DISABLE_CLAUDE_CODE_PROJECT",
} as const;

/** rules.rs env_truthy: non-empty and one of these, case-insensitive. */
export const TRUTHY = ["1", "true", "yes", "y", "on"] as const;
