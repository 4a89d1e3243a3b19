/**
 * Zed's project rules file names, personal AGENTS.md location and the wording of the "User's Custom
 * Instructions" section of its system prompt: one place for each. Sources: README.md.
 */
export const NAME = "Zed";
export const VARIANTS = { upstream: "upstream", rulesLibrary: "rules-library", claudeFirst: "claude-first" } as const;

/**
 * RULES_FILE_NAMES (crates/prompt_store/src/prompts.rs) since zed-industries/zed#52495 (merged
 * 2026-03-26, "Pick rules file in order described in docs"): the order the docs list.
 */
export const RULES_FILE_NAMES = [
  ".rules",
  ".cursorrules",
  ".windsurfrules",
  ".clinerules",
  ".github/copilot-instructions.md",
  "AGENT.md",
  "AGENTS.md",
  "CLAUDE.md",
  "GEMINI.md",
] as const;
/** The source order before #52495: CLAUDE.md came before AGENT.md and AGENTS.md (the docs already said otherwise). */
export const RULES_FILE_NAMES_CLAUDE_FIRST = [
  ".rules",
  ".cursorrules",
  ".windsurfrules",
  ".clinerules",
  ".github/copilot-instructions.md",
  "CLAUDE.md",
  "AGENT.md",
  "AGENTS.md",
  "GEMINI.md",
] as const;

/** paths::agents_file(): config_dir()/AGENTS.md, read since v1.4.0 (zed-industries/zed#56672, #56762). */
export const PERSONAL_FILE = "AGENTS.md";
/** config_dir(): `zed` under $XDG_CONFIG_HOME (or $FLATPAK_XDG_CONFIG_HOME) on Linux, ~/.config/zed on macOS, %APPDATA%\Zed on Windows. */
export const CONFIG_DIR = { linux: "zed", mac: ".config/zed", windows: "Zed" } as const;
export const ENV = { xdg: "XDG_CONFIG_HOME", flatpakXdg: "FLATPAK_XDG_CONFIG_HOME", appData: "APPDATA" } as const;

/** Where under the home folder Zed reads on its own (AgentProfile.homePaths: what `--home` opens). */
export const HOME_PATHS = [
  `.config/zed/${PERSONAL_FILE}`,
  `$${ENV.xdg}/zed/${PERSONAL_FILE}`,
  `$${ENV.flatpakXdg}/zed/${PERSONAL_FILE}`,
  `AppData/Roaming/Zed/${PERSONAL_FILE}`,
  `$${ENV.appData}/Zed/${PERSONAL_FILE}`,
] as const;

/** Rulescope's own config key: more folders opened in the same Zed project (each is a worktree). */
export const CONFIG = { worktrees: "worktrees" } as const;
/** Zed's built-in agent profile with no tools: the template then drops the tool-use clause. */
export const NO_TOOLS_PROFILE = "minimal";

/** Fence around each text in the template: six backticks. */
export const FENCE = "``````";

/** crates/agent/src/templates/system_prompt.hbs, v1.4.0 and later. */
export const TEMPLATE = {
  header: "## User's Custom Instructions\n\n",
  intro: (tools: boolean) =>
    `The following additional instructions are provided by the user and should be followed to the best of your ability${tools ? " without interfering with the tool use guidelines" : ""}.\n\n`,
  personalHead:
    "### Personal `AGENTS.md`\n\nThese instructions apply to every project this user opens. Project-specific rules below may override them.\n\n",
  projectHead:
    "### Project Rules\n\nThese instructions are scoped to the current project. They take precedence over the personal `AGENTS.md` above when they conflict.\n\nThere are project rules that apply to these root directories:\n",
} as const;

/** The same template before v1.4.0 (no personal file; Rules Library default rules followed the project rules). */
export const TEMPLATE_BEFORE_1_4 = {
  header: TEMPLATE.header,
  intro: (tools: boolean) =>
    `The following additional instructions are provided by the user, and should be followed to the best of your ability${tools ? " without interfering with the tool use guidelines" : ""}.\n\n`,
  projectHead: "There are project rules that apply to these root directories:\n",
} as const;
