/**
 * How the lab runs the real pi (docs/lab.md): `pi -p hi --offline --no-session` with a custom provider
 * in the agent folder's models.json whose base URL is the recorder (OpenAI chat completions; the
 * system prompt sent as a `system` message). The Project Context section sits in that message after
 * pi's base prompt and before its `Current date` line; the cut takes it out.
 *
 * models.json lives in the agent folder: at PI_CODING_AGENT_DIR when a scenario sets it, else ~/.pi/agent.
 * The generated trees keep the agent folder at its default place (the recorded verdicts' trees); hand
 * scenarios with the variable were run with --scenario.
 */
import type { LabDriver } from "../lab-driver";
import { AFTER_SECTION_MARK, AGENT_DIR_ENV, DEFAULT_AGENT_DIR, NAMES, SECTION_HEAD } from "./facts";

const AGENT_DIR = `{home}/${DEFAULT_AGENT_DIR}`;
const MOVED_AGENT_DIR = `{env:${AGENT_DIR_ENV}}`;
const PROVIDER = "lab";
const MODEL = "lab-model";

export const piLab: LabDriver = {
  package: "@mariozechner/pi-coding-agent",
  bin: "pi",
  // Checked with `npm view @mariozechner/pi-coding-agent@0.73.1 scripts dependencies`: plain JavaScript
  // (dist/cli.js), no install script; a clipboard helper comes as an optional platform package.
  ships: "plain JavaScript (dist/cli.js) with no install script; the clipboard helper is an optional platform package",
  pinned: "0.73.1",
  verified: ["0.70.6", "0.73.1"],
  // `pi --version` prints the bare number on stderr.
  versionCommand: { args: ["--version"], prefix: "", stream: "stderr" },
  args: ["-p", "hi", "--offline", "--no-session", "--provider", PROVIDER, "--model", MODEL],
  env: { HOME: "{home}", PI_OFFLINE: "1" },
  dirs: [],
  configFiles: [
    {
      path: `${MOVED_AGENT_DIR}/models.json`,
      orPath: `${AGENT_DIR}/models.json`,
      format: "json",
      fixed: {
        providers: {
          [PROVIDER]: {
            baseUrl: "{recorder}/v1",
            api: "openai-completions",
            apiKey: "lab-key",
            compat: { supportsDeveloperRole: false },
            models: [{ id: MODEL }],
          },
        },
      },
    },
  ],
  instructions: {
    from: { request: "openai-chat" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "You are",
    cut: { at: [SECTION_HEAD], before: [AFTER_SECTION_MARK] },
  },
  // Seen after runs of 0.73.1 with --no-session: the stored credentials file.
  writesIntoHome: [AGENT_DIR, MOVED_AGENT_DIR].flatMap((d) => [`${d}/auth.json`, `${d}/sessions`]),
  recorder: { wire: "openai-chat" },
  timeoutMs: 60_000,
  trees: {
    folderNames: NAMES,
    rootMarkers: [".git"],
    global: { dir: DEFAULT_AGENT_DIR, names: NAMES },
  },
};
