/**
 * How the lab runs the real Kilo CLI (docs/lab.md). `kilo run hi` talks to the lab's recorder through
 * an OpenAI-compatible provider named in a config file ($KILO_CONFIG, in home but in no folder Kilo reads); its
 * base URL comes from a variable, which Kilo substitutes in config files (`{env:…}`). The instruction
 * items are one part of the single chat request's system message: from the first `Instructions from: `
 * to the newline before the skills list.
 */
import type { LabDriver } from "../lab-driver";
import { openAiCompatibleConfig } from "../lab-providers";
import {
  APP_DIR,
  CLAUDE_RULES_GLOBAL,
  CONFIG_KEY,
  ENV,
  GLOBAL_AGENTS,
  GLOBAL_CLAUDE,
  PROJECT_NAMES,
  RULE_DIRS,
  TEXT,
  XDG_DEFAULT,
} from "./facts";

const CONFIG_ENV = "KILO_CONFIG";
// In home, so `rulescope verify` (which writes only into its fresh home) can place it too.
const CONFIG_FILE = "{home}/.rulescope-lab/kilo.json";
/** Not a Kilo variable: the lab's own, read by the config file below. */
const BASE_URL_ENV = "RULESCOPE_LAB_BASE_URL";
const CONFIG_HOME = `${XDG_DEFAULT}/${APP_DIR}`;
const RULE = "team.md";

export const kiloCodeLab: LabDriver = {
  package: "@kilocode/cli",
  bin: "kilo",
  // Checked with `npm view @kilocode/cli@7.7.9 scripts optionalDependencies` and
  // `npm view @kilocode/cli-linux-x64@7.7.9 bin`: the main package's postinstall.mjs places the binary
  // from an optional platform package; that package declares no bin, so the lab installs it and runs it.
  ships: "the native binary in an optional platform package (@kilocode/cli-linux-x64 and others, bin/kilo); postinstall.mjs links it",
  labInstall: { package: "@kilocode/cli-linux-x64", binPath: "bin/kilo" },
  pinned: "7.7.9",
  verified: ["7.7.9"],
  versionCommand: { args: ["--version"], prefix: "" },
  args: ["run", "hi"],
  env: {
    HOME: "{home}",
    [CONFIG_ENV]: CONFIG_FILE,
    [BASE_URL_ENV]: "{recorder}/v1",
    // No models.dev fetch, no update check, no LSP download, npm offline (plugins it would install).
    KILO_DISABLE_MODELS_FETCH: "1",
    KILO_DISABLE_AUTOUPDATE: "1",
    KILO_DISABLE_LSP_DOWNLOAD: "1",
    KILO_TELEMETRY_LEVEL: "off",
    npm_config_offline: "true",
  },
  dirs: [],
  configFiles: [
    {
      path: CONFIG_FILE,
      format: "json",
      fixed: openAiCompatibleConfig(`{env:${BASE_URL_ENV}}`),
      // The scenario's `instructions` go in the same file; Rulescope gets them as --config.
      scenarioKeys: [CONFIG_KEY],
      paths: true,
    },
  ],
  instructions: {
    from: { request: "openai-chat" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "",
    // The system parts are joined with one newline; the skills list follows the last item.
    cut: { at: [TEXT.itemPrefix], before: [`${TEXT.systemSeparator}Skills provide specialized instructions`] },
  },
  // Seen after runs of 7.7.9: its cache, data (database, logs, telemetry id) and state folders, and
  // markers in the config folders.
  writesIntoHome: [
    "{home}/.cache/kilo",
    "{home}/.local/share/kilo",
    "{home}/.local/state/kilo",
    "{home}/.local/state/kilo-sandbox-policy",
    `{home}/${CONFIG_HOME}/.gitignore`,
    `{home}/${CONFIG_HOME}/.bash-permission-migrated`,
    `{env:${ENV.configDir}}/.gitignore`,
    `{env:${ENV.configDir}}/.bash-permission-migrated`,
    // Into ~/.kilo and ~/.kilocode when they exist (config folders to Kilo).
    "{home}/.kilo/.gitignore",
    "{home}/.kilocode/.gitignore",
  ],
  // A Claude Code switch set to a word Effect's config booleans refuse (the profile says so).
  startErrors: ["ConfigError: SchemaError("],
  recorder: { wire: "openai-chat" },
  timeoutMs: 120_000,
  trees: {
    // The rule folders and .kilocoderules are read at the working directory only; the generator puts
    // them in every walked folder, so the copies above it test that.
    folderNames: [...PROJECT_NAMES, ...RULE_DIRS.map((d) => `${d}/${RULE}`), ".kilocoderules", `.claude/rules/${RULE}`],
    rootMarkers: [".git"],
    // Kilo asks git for the worktree, as opencode does.
    gitRepositories: true,
    global: { dir: CONFIG_HOME, envVar: ENV.configDir, names: [GLOBAL_AGENTS] },
    extraNamesKey: CONFIG_KEY,
    homeFiles: [GLOBAL_CLAUDE, ...RULE_DIRS.map((d) => `${d}/home.md`), `${CLAUDE_RULES_GLOBAL.dir}/rules/home.md`],
    envValues: {
      [ENV.disableClaudeCode]: ["1", "true", "0"],
      [ENV.disableClaudeCodePrompt]: ["1", "TRUE", "no", "yes"],
      [ENV.disableProjectConfig]: ["1", "true", "0"],
      [ENV.maxChars]: ["1", "60", "300", "abc"],
    },
  },
};
