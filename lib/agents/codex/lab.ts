/**
 * How the lab runs the real Codex CLI (docs/lab.md). `codex debug prompt-input` prints, as JSON, the
 * input list Codex would send the model for a session started in the working directory; it needs no
 * model, no network and no recorder. The AGENTS.md text is the user item that starts with MESSAGE_MARK.
 */
import type { LabDriver } from "../lab-driver";
import {
  CODEX_HOME_ENV,
  CONFIG,
  DEFAULT_CODEX_HOME,
  DEFAULT_MAX_BYTES,
  DEFAULT_NAME,
  DEFAULT_ROOT_MARKERS,
  GLOBAL_NAMES,
  MESSAGE_MARK,
  OVERRIDE_NAME,
} from "./facts";

const CODEX_HOME = `{env:${CODEX_HOME_ENV}}`;

export const codexLab: LabDriver = {
  package: "@openai/codex",
  bin: "codex",
  // Checked with `npm view @openai/codex@0.171.0 optionalDependencies`: no install script.
  ships:
    "the native binary in an optional platform package (@openai/codex-linux-x64 is npm:@openai/codex@<version>-linux-x64), picked by bin/codex.js",
  pinned: "0.171.0",
  verified: ["0.171.0"],
  versionCommand: { args: ["--version"], prefix: "codex-cli " },
  args: ["debug", "prompt-input"],
  env: { HOME: "{home}", [CODEX_HOME_ENV]: `{home}/${DEFAULT_CODEX_HOME}` },
  // Codex refuses to start when CODEX_HOME names no folder.
  dirs: [CODEX_HOME],
  configFiles: [
    {
      path: `${CODEX_HOME}/config.toml`,
      format: "toml",
      scenarioKeys: [CONFIG.maxBytes, CONFIG.fallbacks, CONFIG.markers],
    },
  ],
  instructions: {
    from: { stdout: "json" },
    path: ["*", { where: { type: "message", role: "user" } }, "content", "*", "text"],
    startsWith: MESSAGE_MARK,
  },
  // Seen after runs of 0.171.0: bundled skills, ids and markers, an empty shell_snapshots folder.
  writesIntoHome: [
    `${CODEX_HOME}/skills`,
    `${CODEX_HOME}/installation_id`,
    `${CODEX_HOME}/.sandbox_migration`,
    `${CODEX_HOME}/shell_snapshots`,
  ],
  timeoutMs: 60_000,
  trees: {
    folderNames: [OVERRIDE_NAME, DEFAULT_NAME],
    rootMarkers: DEFAULT_ROOT_MARKERS,
    global: { dir: DEFAULT_CODEX_HOME, envVar: CODEX_HOME_ENV, names: GLOBAL_NAMES },
    budget: { key: CONFIG.maxBytes, default: DEFAULT_MAX_BYTES },
    extraNamesKey: CONFIG.fallbacks,
    rootMarkersKey: CONFIG.markers,
  },
};
