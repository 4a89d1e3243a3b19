/**
 * Codex's own names, defaults, separators and wrapper: the one place each lives.
 * Where each fact comes from is listed in README.md ("Details decided").
 */

/** Per-directory override, read before AGENTS.md (agents_md.rs LOCAL_AGENTS_MD_FILENAME). */
export const OVERRIDE_NAME = "AGENTS.override.md";
/** The default doc name (agents_md.rs DEFAULT_AGENTS_MD_FILENAME). */
export const DEFAULT_NAME = "AGENTS.md";
/** Global candidates under CODEX_HOME, first non-empty wins. */
export const GLOBAL_NAMES = [OVERRIDE_NAME, DEFAULT_NAME] as const;

export const CODEX_HOME_ENV = "CODEX_HOME";
/** CODEX_HOME default, relative to the home directory. */
export const DEFAULT_CODEX_HOME = ".codex";

/** `project_doc_max_bytes` default: 32 KiB. */
export const DEFAULT_MAX_BYTES = 32 * 1024;
/** `project_root_markers` default. */
export const DEFAULT_ROOT_MARKERS: readonly string[] = [".git"];
/** The older project_doc.rs (seed) looks for this marker only. */
export const SEED_GIT_MARKER = ".git";

/** Between the global text and the first project doc, only when both exist. */
export const PROJECT_DOC_SEPARATOR = "\n\n--- project-doc ---\n\n";
/** Between two project docs. */
export const DOC_JOINER = "\n\n";

/** How the user-role item that carries the text starts: what the lab looks for in Codex's own output. */
export const MESSAGE_MARK = "# AGENTS.md instructions";

/** The user-role message that carries the text: head + cwd + open + text + close (no trailing newline). */
export const WRAPPER = {
  head: `${MESSAGE_MARK} for `,
  open: "\n\n<INSTRUCTIONS>\n",
  close: "\n</INSTRUCTIONS>",
} as const;

/** Config keys, spelled as Codex spells them in config.toml. */
export const CONFIG = {
  maxBytes: "project_doc_max_bytes",
  fallbacks: "project_doc_fallback_filenames",
  markers: "project_root_markers",
} as const;

/** Where under the home folder Codex reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [DEFAULT_CODEX_HOME, `$${CODEX_HOME_ENV}`] as const;
