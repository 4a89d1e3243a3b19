/**
 * Crush's context-file names, config locations, variables and the text it wraps context files in: one
 * place for each. Source: charmbracelet/crush @ 37f36e93824e5c4f892e4a817f7f628e2682fe14 unless a line
 * says otherwise. README.md lists every decision.
 */
export const NAME = "Crush";
export const VARIANTS = { upstream: "upstream", memoryTag: "memory-tag" } as const;

/** internal/config/config.go defaultContextPaths, in its own order (load.go sorts them before use). */
export const DEFAULT_CONTEXT_PATHS = [
  ".github/copilot-instructions.md",
  ".cursorrules",
  ".cursor/rules/",
  "CLAUDE.md",
  "CLAUDE.local.md",
  "GEMINI.md",
  "gemini.md",
  "crush.md",
  "crush.local.md",
  "Crush.md",
  "Crush.local.md",
  "CRUSH.md",
  "CRUSH.local.md",
  "AGENTS.md",
  "agents.md",
  "Agents.md",
] as const;

/** load.go setDefaults: CRUSH.md in the folder of the global crush.json, AGENTS.md in that folder's parent. */
export const GLOBAL_CRUSH_FILE = "CRUSH.md";
export const GLOBAL_SHARED_FILE = "AGENTS.md";

/** load.go GlobalConfig / GlobalConfigData: the app folder and file name. */
export const APP_DIR = "crush";
export const CONFIG_FILE = "crush.json";
/** config_unix.go systemConfigPath (lowest priority). */
export const SYSTEM_CONFIG = "/etc/crush/crush.json";
/** load.go lookupConfigs: JSON config names in each folder from the cwd up to the git root. */
export const PROJECT_CONFIG_NAMES = [".crush.json", "crush.json"] as const;
/** load.go lookupConfigs: shell configs (bash Crush runs to build JSON); Rulescope does not run them. */
export const SHELL_CONFIG_NAMES = [".crushrc", "crushrc"] as const;
/** config.go defaultDataDirectory: the workspace folder whose crush.json is merged last. */
export const DATA_DIR = ".crush";

/** Keys under `options` in crush.json (config.go Options). */
export const CONFIG_KEYS = { contextPaths: "context_paths", globalContextPaths: "global_context_paths" } as const;

export const ENV = {
  globalConfig: "CRUSH_GLOBAL_CONFIG",
  globalData: "CRUSH_GLOBAL_DATA",
  xdgConfigHome: "XDG_CONFIG_HOME",
  xdgDataHome: "XDG_DATA_HOME",
} as const;

/** How one section of context files is wrapped: text before the first file and after the last. */
export interface Section {
  open: string;
  close: string;
}

/** templates/coder.md.tpl: each file, in every version since v0.13.0. */
export const FILE_OPEN = (path: string): string => `\n<file path="${path}">\n`;
export const FILE_CLOSE = "\n</file>\n";

/** templates/coder.md.tpl since v0.77.0 (commit 6242e4f): project files. */
export const PROJECT_SECTION: Section = {
  open: "\n# Project-Specific Context\nMake sure to follow the instructions in the context below.\n<project_context>\n",
  close: "\n</project_context>\n",
};
/** templates/coder.md.tpl since v0.77.0: the template line between the two sections. */
export const BETWEEN_SECTIONS = "\n";
/** templates/coder.md.tpl since v0.77.0: global (user) files. */
export const GLOBAL_SECTION: Section = {
  open: "\n\n# User context\nThe following is personal content added by the user that they'd like you to follow no matter what project you're working in.\n<user_preferences>\n",
  close: "\n</user_preferences>\n",
};
/** templates/coder.md.tpl v0.13.0 to v0.76.0 (tag v0.76.0): one <memory> section, no global files. */
export const MEMORY_SECTION: Section = { open: "\n<memory>\n", close: "\n</memory>\n" };

/** Rulescope's bound on the files one context folder walk reads (Crush has none). */
export const MAX_WALK_ENTRIES = 5000;

/** Where under home Crush reads on its own: global config, its CRUSH.md, the shared AGENTS.md, the data config. */
export const HOME_PATHS = [
  ".config/crush",
  ".config/AGENTS.md",
  ".local/share/crush/crush.json",
  `$${ENV.xdgConfigHome}/crush`,
  `$${ENV.xdgConfigHome}/AGENTS.md`,
  `$${ENV.globalConfig}`,
  `$${ENV.globalConfig}/../AGENTS.md`,
  `$${ENV.xdgDataHome}/crush/crush.json`,
  `$${ENV.globalData}/crush.json`,
] as const;
