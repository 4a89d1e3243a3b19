/**
 * How the lab runs the real opencode (docs/lab.md). `opencode run hi` talks to the lab's recorder
 * through an OpenAI-compatible provider named in a config file ($OPENCODE_CONFIG, outside the walked
 * folders); the instruction text is the part of the main request's system message between the `<env>`
 * block and the skills list (the first request, which has no `<env>`, is the title agent's).
 */
import type { LabDriver } from "../lab-driver";
import { openAiCompatibleConfig } from "../lab-providers";
import { CONFIG_INSTRUCTIONS, DEFAULT_CONFIG_DIR, ENV, GLOBAL_AGENTS, GLOBAL_CLAUDE, PROJECT_NAMES } from "./facts";
import { SYSTEM_PART_SEPARATOR } from "./upstream";

const CONFIG_FILE = "{root}/lab-config/opencode.json";

export const opencodeLab: LabDriver = {
  package: "opencode-ai",
  bin: "opencode",
  // Checked with `npm view opencode-ai@1.18.33 optionalDependencies scripts`: the binary is in an
  // optional platform package; the postinstall script only links it into bin/ (it falls back to an
  // `npm install` of that same platform package from the registry, never a download from elsewhere).
  ships: "the native binary in an optional platform package (opencode-linux-x64 and others); postinstall.mjs links it to bin/opencode.exe",
  pinned: "1.18.33",
  verified: ["1.18.33"],
  versionCommand: { args: ["--version"], prefix: "" },
  args: ["run", "hi"],
  env: {
    HOME: "{home}",
    [ENV.configFile]: CONFIG_FILE,
    // No models.dev fetch, and npm offline: opencode installs @opencode-ai/plugin into each config
    // folder in the background; offline that fails at once, with nothing fetched.
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    npm_config_offline: "true",
  },
  dirs: [],
  configFiles: [
    {
      path: CONFIG_FILE,
      format: "json",
      fixed: openAiCompatibleConfig("{recorder}/v1"),
      // The scenario's `instructions` go in the same file: one config layer, read by both sides.
      scenarioKeys: [CONFIG_INSTRUCTIONS],
      readByRulescope: true,
      paths: true,
    },
  ],
  instructions: {
    from: { request: "openai-chat", holding: "</env>" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "",
    // The system parts (base prompt, <env>, instruction files, skills) are joined with one newline:
    // with no instruction file, the skills part follows </env> at once, and the text is "".
    cut: {
      after: `</env>${SYSTEM_PART_SEPARATOR}`,
      before: [`${SYSTEM_PART_SEPARATOR}Skills provide specialized instructions`],
      beforeAlways: true,
    },
  },
  // Seen after runs of 1.18.33: its cache, data (database, logs) and state (locks) folders, and a
  // .gitignore in the global config folder (or OPENCODE_CONFIG_DIR).
  writesIntoHome: [
    "{home}/.cache/opencode",
    "{home}/.local/share/opencode",
    "{home}/.local/state/opencode",
    `{home}/${DEFAULT_CONFIG_DIR}/.gitignore`,
    `{env:${ENV.configDir}}/.gitignore`,
  ],
  recorder: { wire: "openai-chat" },
  timeoutMs: 120_000,
  trees: {
    folderNames: PROJECT_NAMES,
    rootMarkers: [".git"],
    // opencode asks git for the worktree (worktree.ts): repositories git accepts, besides the forms it refuses.
    gitRepositories: true,
    global: { dir: DEFAULT_CONFIG_DIR, envVar: ENV.configDir, names: [GLOBAL_AGENTS] },
    extraNamesKey: CONFIG_INSTRUCTIONS,
    // The global file's fallback, and the switches that drop CLAUDE.md files or the project's files
    // (values opencode accepts: another one stops it at start-up).
    homeFiles: [GLOBAL_CLAUDE],
    envValues: {
      [ENV.disableClaudeCode]: ["1", "true", "0"],
      [ENV.disableClaudeCodePrompt]: ["1", "yes", "false"],
      [ENV.disableProjectConfig]: ["1", "TRUE", "0"],
    },
  },
};
