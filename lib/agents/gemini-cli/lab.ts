/**
 * How the lab runs the real Gemini CLI (docs/lab.md): `gemini -p hi -m gemini-3.1-pro-preview` against
 * the lab's recorder as the Gemini API (GOOGLE_GEMINI_BASE_URL). Naming the model skips the model
 * router, whose JSON classifier call the recorder's reply would fail; a Gemini 3 model keeps the modern
 * prompt snippets Rulescope models by default. The text comes in two parts of the one request: the
 * global tier at the end of `systemInstruction` (the `# Contextual Instructions` heading, or the
 * `---` and `<loaded_context>` tiers), and the first user content's `<loaded_context>`, joined by a
 * newline as Rulescope's prompt joins them. The lab's settings go in the user settings file, which
 * the profile reads too (not passed again as --config, so a workspace settings file in a tree ranks
 * above them on both sides); the driver names the home in GEMINI_CLI_HOME, so the file follows a
 * scenario that moves it. (A system
 * settings file under /tmp is refused: Gemini CLI skips one whose folders others may write to.)
 */
import type { LabDriver, TextPick } from "../lab-driver";
import {
  DEFAULT_CONTEXT_FILENAME,
  DEFAULTS,
  ENV,
  GEMINI_DIR,
  HIERARCHICAL_OPEN,
  LOADED_CONTEXT_CLOSE,
  LOADED_CONTEXT_OPEN,
  SETTING,
  stringFormHead,
} from "./facts";

const REQUEST = { request: "gemini" } as const;
const END = LOADED_CONTEXT_CLOSE.trimStart();

const systemPart: TextPick = {
  from: REQUEST,
  path: ["systemInstruction", "parts", "*", "text"],
  startsWith: "",
  // The string form's first line (its names vary), or the hierarchical form with private memory.
  cut: { at: [stringFormHead("").split("(")[0], HIERARCHICAL_OPEN], through: END },
};

const userPart: TextPick = {
  from: REQUEST,
  path: ["contents", 0, "parts", "*", "text"],
  startsWith: "<session_context>",
  cut: { at: [LOADED_CONTEXT_OPEN], through: END },
};

export const geminiCliLab: LabDriver = {
  package: "@google/gemini-cli",
  bin: "gemini",
  // Checked with `npm view @google/gemini-cli@0.61.0 scripts optionalDependencies`: a JavaScript bundle,
  // no install script; keytar and node-pty are optional and unused by `-p`.
  ships: "a bundled JavaScript CLI (bundle/gemini.js and its chunks), no install script; optional keytar and node-pty",
  pinned: "0.61.0",
  verified: ["0.61.0"],
  versionCommand: { args: ["--version"], prefix: "" },
  args: ["-p", "hi", "-m", "gemini-3.1-pro-preview"],
  env: {
    HOME: "{home}",
    GEMINI_API_KEY: "lab",
    GOOGLE_GEMINI_BASE_URL: "{recorder}",
    [ENV.trust]: "true",
    // One process: the relaunch with a larger heap doubles the start-up time.
    GEMINI_CLI_NO_RELAUNCH: "true",
    [ENV.home]: "{home}",
  },
  dirs: [],
  configFiles: [
    {
      path: `{env:${ENV.home}}/${GEMINI_DIR}/settings.json`,
      format: "json",
      nested: true,
      fixed: {
        "security.auth.selectedType": "gemini-api-key",
        "general.disableAutoUpdate": true,
        "general.disableUpdateNag": true,
        "privacy.usageStatisticsEnabled": false,
        "telemetry.enabled": false,
      },
      scenarioKeys: [SETTING.fileName, SETTING.importFormat, SETTING.boundaryMarkers],
      // The profile reads the user settings file (settings-files.ts): the file is what both sides read.
      readByRulescope: true,
    },
  ],
  instructions: { parts: [systemPart, userPart], join: "\n" },
  // Seen after runs of 0.61.0, in the home GEMINI_CLI_HOME names: the project registry (with its lock
  // and temporary copies), per-project history and temporary folders.
  writesIntoHome: ["history", "projects.json", "projects.json.*", "tmp"].map((name) => `{env:${ENV.home}}/${GEMINI_DIR}/${name}`),
  // setGeminiMdFilename meets a symlink loop (settings.ts nameThatStops).
  startErrors: ["An unexpected critical error occurred:Error: ELOOP: too many symbolic links encountered"],
  recorder: { wire: "gemini" },
  timeoutMs: 120_000,
  trees: {
    folderNames: [DEFAULT_CONTEXT_FILENAME],
    rootMarkers: DEFAULTS.boundaryMarkers,
    global: { dir: GEMINI_DIR, envVar: ENV.home, envVarIsHome: true, names: [DEFAULT_CONTEXT_FILENAME] },
    extraNamesKey: SETTING.fileName,
    rootMarkersKey: SETTING.boundaryMarkers,
  },
};
