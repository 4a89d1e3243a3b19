/**
 * opencode's environment variable names and the profile's variant ids (the page's data reads them;
 * flags.ts says how opencode reads each variable).
 */
export const ENV = {
  disableClaudeCode: "OPENCODE_DISABLE_CLAUDE_CODE",
  disableClaudeCodePrompt: "OPENCODE_DISABLE_CLAUDE_CODE_PROMPT",
  disableProjectConfig: "OPENCODE_DISABLE_PROJECT_CONFIG",
  configDir: "OPENCODE_CONFIG_DIR",
  configFile: "OPENCODE_CONFIG",
  configContent: "OPENCODE_CONFIG_CONTENT",
  xdgConfigHome: "XDG_CONFIG_HOME",
} as const;

/** instruction.ts: the project names in priority order (the first with a hit wins), and the global file's name. */
export const PROJECT_NAMES = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"] as const;
export const GLOBAL_AGENTS = "AGENTS.md";
/** The global fallback under home, unless Claude prompts are off. */
export const GLOBAL_CLAUDE = ".claude/CLAUDE.md";
/** core global.ts: the global config folder under home when XDG_CONFIG_HOME is unset. */
export const DEFAULT_CONFIG_DIR = ".config/opencode";
/** The config key listing more instruction files (paths, globs, URLs). */
export const CONFIG_INSTRUCTIONS = "instructions";

export const VARIANTS = { upstream: "upstream", seed: "seed", configDirFallback: "config-dir-fallback" } as const;
