/**
 * How the lab runs the real Copilot CLI (docs/lab.md). `copilot -p hi` runs one prompt offline against
 * the lab's recorder as an OpenAI-compatible provider (COPILOT_PROVIDER_*); the instruction text is the
 * part of the one request's system message between the tools section and the system notifications.
 * `copilot instruction list --json` lists the sources it found, offline, without a model.
 */
import type { LabDriver } from "../lab-driver";
import {
  COPILOT_HOME_DEFAULT,
  ENV,
  INSTRUCTIONS_DIR,
  INSTRUCTIONS_EXT,
  RUNTIME_DIR_FILES,
  USER_INSTRUCTIONS_DIR,
  USER_INSTRUCTIONS_FILE,
} from "./facts";

const COPILOT_HOME = `{env:${ENV.home}}`;

export const copilotLab: LabDriver = {
  package: "@github/copilot",
  bin: "copilot",
  // Checked with `npm view @github/copilot@1.0.102 optionalDependencies scripts`: no install script.
  ships:
    "the native binary in an optional platform package (@github/copilot-linux-x64), started by npm-loader.js; on its first run it unpacks its runtime (about 235 MB) into its package cache, COPILOT_PKG_CACHE_HOME",
  pinned: "1.0.102",
  verified: ["1.0.102"],
  versionCommand: { args: ["--version"], prefix: "GitHub Copilot CLI ", suffix: ".", env: { COPILOT_PKG_CACHE_HOME: "{cache}" } },
  args: ["-p", "hi", "--allow-all-tools"],
  env: {
    HOME: "{home}",
    // Offline: no GitHub sign-in, telemetry or update; the model is the recorder.
    COPILOT_OFFLINE: "true",
    COPILOT_AUTO_UPDATE: "false",
    COPILOT_PROVIDER_BASE_URL: "{recorder}/v1",
    COPILOT_PROVIDER_TYPE: "openai",
    COPILOT_PROVIDER_API_KEY: "lab",
    COPILOT_PROVIDER_MODEL_ID: "gpt-4.1",
    COPILOT_MODEL: "gpt-4.1",
    // Unpacked once for all runs, outside the trees.
    COPILOT_PKG_CACHE_HOME: "{cache}",
    NO_COLOR: "1",
  },
  dirs: [],
  configFiles: [],
  instructions: {
    from: { request: "openai-chat", holding: "<system_notifications>" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "",
    // A blank line after the tools, a newline before the notifications; nothing between: no text.
    cut: { after: "</tools>\n\n", before: ["\n<system_notifications>"], beforeAlways: true },
  },
  // Seen after runs of 1.0.102: its state folder (config, logs, session store) and a .cache/Microsoft folder.
  writesIntoHome: [`{home}/${COPILOT_HOME_DEFAULT}`, COPILOT_HOME, "{home}/.cache/Microsoft"],
  recorder: { wire: "openai-chat" },
  timeoutMs: 120_000,
  trees: {
    folderNames: [...RUNTIME_DIR_FILES, `${INSTRUCTIONS_DIR}/a${INSTRUCTIONS_EXT}`, `${INSTRUCTIONS_DIR}/deep/b${INSTRUCTIONS_EXT}`],
    rootMarkers: [".git"],
    // Copilot asks git where the repository is, as opencode does.
    gitRepositories: true,
    global: {
      dir: COPILOT_HOME_DEFAULT,
      envVar: ENV.home,
      names: [USER_INSTRUCTIONS_FILE, `${USER_INSTRUCTIONS_DIR}/u${INSTRUCTIONS_EXT}`],
    },
    heads: {
      suffix: INSTRUCTIONS_EXT,
      values: [
        "",
        '---\napplyTo: "**"\n---\n',
        '---\napplyTo: "*"\n---\n',
        '---\napplyTo: "**/*"\ndescription: every file\n---\n',
        '---\napplyTo: "*.ts"\n---\n',
        '---\napplyTo: "src/**/*.ts,*.md"\ndescription: some files\n---\n',
        "---\napplyTo: **/*.md\n---\n",
        "---\ndescription: no pattern\n---\n",
        '---\nexcludeAgent: "coding-agent"\napplyTo: "**"\n---\n',
      ],
    },
  },
};
