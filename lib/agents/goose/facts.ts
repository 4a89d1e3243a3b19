/**
 * Goose facts in one place: file names, folders, limits and the exact wording of its hint sections.
 * Sources: aaif-goose/goose crates/goose/src/hints/load_hints.rs and import_files.rs,
 * agents/prompt_manager.rs, config/paths.rs (commits in index.ts and README.md).
 */
export const NAME = "Goose";

/** load_hints.rs GOOSE_HINTS_FILENAME and AGENTS_MD_FILENAME: the default context file names, in this order. */
export const GOOSE_HINTS = ".goosehints";
export const AGENTS_MD = "AGENTS.md";
export const DEFAULT_NAMES: readonly string[] = [GOOSE_HINTS, AGENTS_MD];

/** get_context_filenames: Config param CONTEXT_FILE_NAMES (env var first, then config.yaml; a JSON list). */
export const NAMES_KEY = "CONTEXT_FILE_NAMES";

export const ENV = {
  names: NAMES_KEY,
  /** config/paths.rs: an absolute GOOSE_PATH_ROOT holds config/ and .agents/ instead of the usual places. */
  pathRoot: "GOOSE_PATH_ROOT",
  /** etcetera's XDG strategy: the config folder is $XDG_CONFIG_HOME/goose when that is absolute. */
  xdgConfig: "XDG_CONFIG_HOME",
} as const;

/** Paths::config_dir on Linux and macOS: ~/.config/goose; under GOOSE_PATH_ROOT: <root>/config. */
export const CONFIG_DIR = ".config/goose";
export const APP_DIR = "goose";
export const PATH_ROOT_CONFIG = "config";
/** Paths::agents_home_dir: ~/.agents (or <GOOSE_PATH_ROOT>/.agents); read for AGENTS.md only. */
export const AGENTS_HOME = ".agents";

/** load_hints.rs: the section headers and separators of the hints text. */
export const GLOBAL_HEADER = "\n### Global Hints\nThese are my global goose hints.\n";
export const PROJECT_HEADER = "### Project Hints\nThese are hints for working on the project in this directory.\n";
/** Before the project header when global hints came first. */
export const SECTION_GAP = "\n\n";
/** Between two hint files of one section. */
export const FILE_SEPARATOR = "\n";
export const subdirHeader = (dir: string) => `### Subdirectory Hints (${dir})\n`;

/** import_files.rs: an expanded @reference replaces the `@path` with this wrapper. */
export const importOpen = (ref: string) => `--- Content from ${ref} ---\n`;
export const importClose = (ref: string) => `\n--- End of ${ref} ---`;

/** import_files.rs FILE_REFERENCE_REGEX: `@path` at the start of the text or after whitespace. */
export const REFERENCE_PATTERN = String.raw`(?:^|\s)@([a-zA-Z0-9_\-./]+(?:\.[a-zA-Z0-9]+)+|[A-Z][a-zA-Z0-9_\-]*|[a-zA-Z0-9_\-./]*[./][a-zA-Z0-9_\-./]*)`;
/** import_files.rs MAX_DEPTH: references are expanded at depths 0, 1 and 2; deeper ones stay as written. */
export const MAX_IMPORT_DEPTH = 3;
/** import_files.rs MAX_REFERENCE_OPERATIONS: references one hint file may try to expand (nested ones included). */
export const MAX_REFERENCE_OPERATIONS = 64;
/** import_files.rs MAX_HINT_OUTPUT_BYTES (and the input budget of one load): 1 MiB. */
export const MAX_HINT_BYTES = 1024 * 1024;
/** import_files.rs find_file_references: text over 128 KiB is not scanned for references. */
export const MAX_SCAN_BYTES = 131_072;

/** Where under the home folder Goose reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [
  CONFIG_DIR,
  `${AGENTS_HOME}/${AGENTS_MD}`,
  `$${ENV.xdgConfig}/${APP_DIR}`,
  `$${ENV.pathRoot}/${PATH_ROOT_CONFIG}`,
  `$${ENV.pathRoot}/${AGENTS_HOME}/${AGENTS_MD}`,
] as const;
