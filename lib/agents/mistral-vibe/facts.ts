/**
 * Mistral Vibe's instruction file names, folders, trust settings, limits and wrapper text: one place
 * for each. Source: mistralai/mistral-vibe @ ac8f1a0 (v2.18.4) for `upstream`, @ e9428bc (v2.4.1)
 * and d33db9f (v2.0.0) for `vibe-md`. README.md lists every decision.
 */
export const NAME = "Mistral Vibe";
export const VARIANTS = { upstream: "upstream", vibeMd: "vibe-md" } as const;

/** vibe/core/paths/conventions.py AGENTS_MD_FILENAME (2.5.0+). */
export const AGENTS_MD = "AGENTS.md";
/** vibe/core/paths/conventions.py AGENTS_MD_FILENAMES (2.0.0 to 2.4.x): the first that reads wins. */
export const LEGACY_NAMES = ["AGENTS.md", "VIBE.md", ".vibe.md"] as const;

/** vibe/core/paths/_vibe_home.py: ~/.vibe, or VIBE_HOME (expanded, resolved) when set. */
export const VIBE_DIR = ".vibe";
export const ENV = { home: "VIBE_HOME" } as const;

/** Where under the home folder Vibe reads on its own (its global AGENTS.md and trust list). */
export const HOME_PATHS = [VIBE_DIR, `$${ENV.home}`] as const;

/**
 * trusted_folders.py find_trustable_files / _local_config_files.py find_local_config_dirs: what at a
 * folder makes the trust dialog appear. A .vibe folder counts with one of these inside.
 */
export const VIBE_CONFIG_DIRS = ["tools", "skills", "agents", "prompts"] as const;
export const VIBE_CONFIG_FILE = "config.toml";
export const AGENTS_SKILLS_DIR = ".agents/skills";

/** trusted_folders.py _is_git_repo_root: a folder whose .git is a folder holding a HEAD file. */
export const GIT_DIR = ".git";
export const GIT_HEAD = "HEAD";

/**
 * The config keys this profile reads. `include_project_context` is Vibe's own config.toml key
 * (_settings.py, default true); `project_context.max_doc_bytes` is the 2.0-2.4 key. The rest are
 * Rulescope's names for the trust list file, the trust dialog's answer and the CLI flags.
 */
export const CONFIG = {
  trusted: "trustedFolders",
  untrusted: "untrustedFolders",
  dialog: "trustDialog",
  trustFlag: "trust",
  addDirs: "addDirs",
  includeProjectContext: "include_project_context",
  maxDocBytes: "project_context.max_doc_bytes",
} as const;

/** trusted_folders.py WorkspaceTrustDecision values, and "none": no dialog (`-p` programmatic mode). */
export const DIALOG_ANSWERS = ["trust_repo", "trust_cwd", "trust_session", "decline", "none"] as const;
export type DialogAnswer = (typeof DIALOG_ANSWERS)[number];
/** Rulescope's assumption for someone who works in the repository (Vibe's dialog itself starts on Decline). */
export const DEFAULT_DIALOG: DialogAnswer = "trust_repo";

/** v2.0-2.4 config ProjectContextConfig.max_doc_bytes = 32 * 1024, applied as a Python str slice (characters). */
export const LEGACY_MAX_DOC_CHARS = 32 * 1024;

/** vibe/core/prompts/agents_doc.md, read with .strip(); `$sections` is replaced by the joined sections. */
export const AGENTS_DOC_HEAD =
  "Codebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written. When both user-level and project-level instructions are present, project instructions take priority over user instructions. When multiple project-level AGENTS.md files are present, instructions closer to the working directory take priority. Each AGENTS.md applies to its own directory and all of its descendants within the project.\n\n";
export const AGENTS_DOC_TAIL =
  "\n\nIMPORTANT: this context may or may not be relevant to your tasks. You should act on these guidelines if they are relevant to your task.";

/** system_prompt.py get_universal_system_prompt: sections, and doc sections, are joined by a blank line. */
export const SECTION_JOINER = "\n\n";
export const userDocHead = (vibeHome: string) => `## User instructions\n\nContents of ${vibeHome}/AGENTS.md (user-level instructions):\n\n`;
export const PROJECT_HEADING = "## Project instructions (checked into the codebase)";
export const projectDocHead = (dir: string) => `Contents of ${dir}/AGENTS.md:\n\n`;
/** system_prompt.py: the section listing --add-dir roots other than the cwd. */
export const ADDITIONAL_DIRS_HEAD =
  "Additional working directories (treated with the same file-access permissions as the primary working directory):\n";
export const additionalDirLine = (dir: string) => ` - ${dir}`;

/** tools/builtins/read.py get_result_extra, appended to the Read result after a blank line (agent_loop.py). */
export const VIBE_WARNING_TAG = "vibe_warning";
export const subdirDocHead = (dir: string) => `Contents of ${dir}/AGENTS.md (project instructions for this directory):\n\n`;
