/**
 * How the lab runs the real Qwen Code (docs/lab.md): `qwen -p hi` against the lab's recorder as an
 * OpenAI-compatible provider. The memory ends the system message of the first chat request, after the
 * first `\n\n---\n\n` (getCoreSystemPrompt's suffix; the base prompt has none). The lab's settings go
 * in a system settings file outside home (QWEN_CODE_SYSTEM_SETTINGS_PATH), so they hold wherever
 * QWEN_HOME moves the global folder; they turn managed auto-memory off, whose prompt would follow the
 * memory and which writes project folders into home.
 */
import type { LabDriver } from "../lab-driver";
import { DEFAULT_NAMES, ENV, LOCAL_CONTEXT_FILENAME, OUTPUT_LANGUAGE_FILE, QWEN_DIR, RULES_DIR, SETTING } from "./facts";

const SYSTEM_SETTINGS_ENV = "QWEN_CODE_SYSTEM_SETTINGS_PATH";
const GLOBAL = `{env:${ENV.home}}`;
const WRITTEN = [
  OUTPUT_LANGUAGE_FILE,
  "skills",
  "projects",
  "debug",
  "tmp",
  "extensions",
  "extension-store",
  "usage_record.jsonl",
  ".openai-logs-cleanup*",
];

export const qwenCodeLab: LabDriver = {
  package: "@qwen-code/qwen-code",
  bin: "qwen",
  // Checked with `npm view @qwen-code/qwen-code@<v> scripts dependencies`: one bundled cli.js, no install script.
  ships: "a bundled JavaScript CLI (cli.js; 0.24 splits it into chunks/), no native binary and no install script",
  pinned: "0.24.4",
  verified: ["0.15.10", "0.23.4", "0.24.4"],
  versionCommand: { args: ["--version"], prefix: "" },
  args: ["-p", "hi"],
  env: {
    HOME: "{home}",
    OPENAI_API_KEY: "lab",
    OPENAI_BASE_URL: "{recorder}/v1",
    OPENAI_MODEL: "lab-model",
    [SYSTEM_SETTINGS_ENV]: "{root}/lab-qwen-settings.json",
  },
  dirs: [],
  configFiles: [
    {
      path: `{env:${SYSTEM_SETTINGS_ENV}}`,
      format: "json",
      nested: true,
      fixed: { "memory.enableManagedAutoMemory": false, "privacy.usageStatisticsEnabled": false },
      scenarioKeys: [SETTING.fileName, SETTING.importFormat, SETTING.folderTrust],
    },
  ],
  instructions: {
    from: { request: "openai-chat" },
    path: ["messages", "*", { where: { role: "system" } }, "content"],
    startsWith: "You are Qwen Code",
    // In a repository with commits 0.24.4 appends a snapshot of git's state after the memory.
    cut: { after: "\n\n---\n\n", before: ["\n\nGit snapshot at conversation start."] },
  },
  // Seen after runs of 0.15.10 and 0.24.4, in the global folder (~/.qwen, or QWEN_HOME): the
  // output-language file it then loads, skills, session records, logs and housekeeping markers.
  writesIntoHome: [`{home}/${QWEN_DIR}`, GLOBAL].flatMap((dir) => WRITTEN.map((name) => `${dir}/${name}`)),
  recorder: { wire: "openai-chat" },
  timeoutMs: 90_000,
  trees: {
    // QWEN.local.md and a rule file are read in the project root's .qwen folder only; the generator
    // places them in every walked folder, and the root's copy is the one that counts.
    folderNames: [...DEFAULT_NAMES, `${QWEN_DIR}/${LOCAL_CONTEXT_FILENAME}`, `${QWEN_DIR}/${RULES_DIR}/team.md`],
    rootMarkers: [".git"],
    global: { dir: QWEN_DIR, envVar: ENV.home, names: [...DEFAULT_NAMES, `${RULES_DIR}/team.md`] },
    extraNamesKey: SETTING.fileName,
  },
};
