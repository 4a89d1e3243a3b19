/**
 * Roo Code's rule places, settings and prompt wording: one place for each. Every string below was read
 * in RooCodeInc/Roo-Code at COMMIT (src/core/prompts/sections/custom-instructions.ts unless named);
 * README.md lists every detail decided.
 */
export const NAME = "Roo Code";

/** RooCodeInc/Roo-Code main on 2026-04-14 (after the v3.52.1 release): the last tree before the 2026-05 sunset. */
export const COMMIT = "cb836567180a3ff1da6d082f3178b90c3bd22a70";
export const VERSION = "3.52.1";

/** services/roo-config: ~/.roo (global) and <cwd>/.roo (project). */
export const ROO_DIR = ".roo";
export const RULES_DIR = "rules";
export const modeRulesDir = (mode: string) => `rules-${mode}`;
/** loadRuleFiles(): tried in this order when no .roo/rules folder gave a file. */
export const LEGACY_FILES = [".roorules", ".clinerules"] as const;
/** addCustomInstructions(): tried in this order when no .roo/rules-{mode} folder gave a file. */
export const modeLegacyFiles = (mode: string) => [`.roorules-${mode}`, `.clinerules-${mode}`] as const;
/** loadAgentRulesFileFromDirectory(): the first of these with text, then AGENTS.local.md always. */
export const AGENT_FILES = ["AGENTS.md", "AGENT.md"] as const;
export const AGENTS_LOCAL = "AGENTS.local.md";
/** core/ignore/RooIgnoreController.ts. */
export const ROOIGNORE = ".rooignore";
/** core/config/CustomModesManager.ts: project custom modes. */
export const ROOMODES = ".roomodes";
/** resolveDirectoryEntry()/resolveSymLink(): deeper symlink chains are dropped ("avoid cyclic symlinks"). */
export const MAX_SYMLINK_DEPTH = 5;
/** Rulescope's bound on the entries one rules folder yields, links followed (links to folders multiply them). */
export const MAX_FOLDER_ENTRIES = 10_000;
/** discoverSubfolderRooDirectories(): ripgrep globs `!node_modules/**` and `!.git/**`. */
export const SUBFOLDER_SKIP = ["node_modules", ".git"] as const;

/** shouldIncludeRuleFile(): names ending in these are not rules ("*.x" patterns)... */
export const CACHE_SUFFIXES = [
  ".DS_Store",
  ".bak",
  ".cache",
  ".crdownload",
  ".db",
  ".dmp",
  ".dump",
  ".eslintcache",
  ".lock",
  ".log",
  ".old",
  ".part",
  ".partial",
  ".pyc",
  ".pyo",
  ".stackdump",
  ".swo",
  ".swp",
  ".temp",
  ".tmp",
] as const;
/** ...and names equal to these. */
export const CACHE_NAMES = ["Thumbs.db"] as const;

/** Settings, spelled as Roo spells them (the VS Code setting keeps its "roo-cline." prefix). */
export const CONFIG = {
  mode: "mode",
  useAgentRules: "roo-cline.useAgentRules",
  enableSubfolderRules: "enableSubfolderRules",
  language: "language",
} as const;
/** shared/language.ts formatLanguage(): "en" when VS Code's locale is not one Roo knows. */
export const DEFAULT_LANGUAGE = "en";
/** shared/language.ts LANGUAGES: the name written into the Language Preference line. */
export const LANGUAGES: Readonly<Record<string, string>> = {
  ca: "Català",
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
  hi: "हिन्दी",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  nl: "Nederlands",
  pl: "Polski",
  "pt-BR": "Português",
  ru: "Русский",
  tr: "Türkçe",
  vi: "Tiếng Việt",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
};

/** packages/types/src/mode.ts DEFAULT_MODES, in order: the first is the fallback for an unknown slug. */
export const BUILT_IN_MODES = ["architect", "code", "ask", "debug", "orchestrator"] as const;
/**
 * The mode of a session that never chose one: src/shared/modes.ts `defaultModeSlug = modes[0].slug`,
 * the first of DEFAULT_MODES, architect (ClineProvider.getState: `mode: mode ?? defaultModeSlug`).
 */
export const DEFAULT_MODE = BUILT_IN_MODES[0];
/** Built-in modes that carry customInstructions (their text is Roo's own and is not reproduced). */
export const MODES_WITH_INSTRUCTIONS = ["architect", "ask", "debug", "orchestrator"] as const;

/** Where under the home folder Roo reads on its own (AgentProfile.homePaths): ~/.roo (rules, rules-{mode}). */
export const HOME_PATHS = [ROO_DIR] as const;

/** addCustomInstructions(): the section around everything, and its parts. */
export const TEXT = {
  open: "\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nThe following additional instructions are provided by the user, and should be followed to the best of your ability.\n\n",
  close: "\n",
  sectionSeparator: "\n\n",
  language: (name: string, code: string) =>
    `Language Preference:\nYou should always speak and think in the "${name}" (${code}) language unless the user gives you instructions below to do otherwise.`,
  modeInstructions: "Mode-specific Instructions:\n",
  rules: "Rules:\n\n",
  ruleSeparator: "\n\n",
  /** formatDirectoryContent(): one heading per file, files joined by a blank line. */
  fileHeading: (displayPath: string) => `# Rules from ${displayPath}:\n`,
  /** loadRuleFiles() after the caller's trim(). */
  rooDirsHeading: "# Rules from .roo directories:\n\n",
  /** Mode rules from folders: usedRuleFile is "rules-{mode} directories", then "\n" + the files. */
  modeDirsHeading: (mode: string) => `# Rules from rules-${mode} directories:\n\n`,
  agents: (file: string, from?: string) => `# Agent Rules Standard (${file})${from === undefined ? "" : ` from ${from}`}:\n`,
  agentsLocal: (file: string, from?: string) => `# Agent Rules Local (${file})${from === undefined ? "" : ` from ${from}`}:\n`,
  /** RooIgnoreController.getInstructions(), around the file's untrimmed text. */
  rooIgnoreOpen:
    "# .rooignore\n\n(The following is provided by a root-level .rooignore file where the user has specified files and directories that should not be accessed. When using list_files, you'll notice a \u{1F512} next to files that are blocked. Attempting to access the file's contents e.g. through read_file will result in an error.)\n\n",
  rooIgnoreClose: "\n.rooignore",
  /** Rulescope's stand-in for a built-in mode's own instructions (not reproduced). */
  builtInModeStandIn: (mode: string) =>
    `[Rulescope: Roo Code's built-in instructions for the ${mode} mode go here; their text is not reproduced]`,
} as const;
