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

export const VARIANTS = { upstream: "upstream", seed: "seed", configDirFallback: "config-dir-fallback" } as const;
