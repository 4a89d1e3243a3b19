/**
 * roo-code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { COMMIT, CONFIG, DEFAULT_LANGUAGE, DEFAULT_MODE, HOME_PATHS, NAME, VERSION } from "./facts";

const src = (path: string) => `https://github.com/RooCodeInc/Roo-Code/blob/${COMMIT}/${path}`;

export const rooCodeMeta = defineMeta({
  id: "roo-code",
  name: NAME,
  homepage: "https://github.com/RooCodeInc/Roo-Code",
  sources: [
    {
      label: "RooCodeInc/Roo-Code src/core/prompts/sections/custom-instructions.ts",
      url: src("src/core/prompts/sections/custom-instructions.ts"),
      commit: COMMIT,
      read: "Fetched and read 2026-11-26: `addCustomInstructions` (the section and its order), `loadRuleFiles`, `readTextFilesFromDirectory`, `resolveSymLink`, `formatDirectoryContent`, the agent rules files (`loadAgentRulesFileFromDirectory`) and `shouldIncludeRuleFile`.",
    },
    {
      label: "RooCodeInc/Roo-Code src/services/roo-config/index.ts",
      url: src("src/services/roo-config/index.ts"),
      commit: COMMIT,
      read: "The global and project `.roo` folders and the discovery of `.roo` folders below the workspace (`getAllRooDirectoriesForCwd`).",
    },
    {
      label: "RooCodeInc/Roo-Code src/core/prompts/system.ts",
      url: src("src/core/prompts/system.ts"),
      commit: COMMIT,
      read: "Where the custom-instructions section sits in the system prompt, and the language fallback.",
    },
    {
      label: "RooCodeInc/Roo-Code src/core/task/Task.ts (getSystemPrompt: settings passed in)",
      url: src("src/core/task/Task.ts"),
      commit: COMMIT,
      read: "`getSystemPrompt`: the settings passed to the prompt builder (`useAgentRules`, `enableSubfolderRules`).",
    },
    {
      label: "RooCodeInc/Roo-Code src/core/ignore/RooIgnoreController.ts",
      url: src("src/core/ignore/RooIgnoreController.ts"),
      commit: COMMIT,
      read: "`getInstructions`: the `.rooignore` part of the rules.",
    },
    {
      label: "RooCodeInc/Roo-Code src/shared/modes.ts",
      url: src("src/shared/modes.ts"),
      commit: COMMIT,
      read: "`getModeSelection`: the mode's own instructions.",
    },
    {
      label: "RooCodeInc/Roo-Code packages/types/src/mode.ts",
      url: src("packages/types/src/mode.ts"),
      commit: COMMIT,
      read: "`DEFAULT_MODES`: the built-in modes.",
    },
    {
      label: "RooCodeInc/Roo-Code src/core/config/CustomModesManager.ts (.roomodes)",
      url: src("src/core/config/CustomModesManager.ts"),
      commit: COMMIT,
      read: "Custom modes from `.roomodes`.",
    },
    {
      label: "RooCodeInc/Roo-Code src/shared/language.ts",
      url: src("src/shared/language.ts"),
      commit: COMMIT,
      read: '`LANGUAGES` and `formatLanguage`: a known code is written with its name (`"Deutsch" (de)`), others as the code.',
    },
    {
      label: "RooCodeInc/Roo-Code src/package.json (roo-cline.useAgentRules)",
      url: src("src/package.json"),
      commit: COMMIT,
      read: "The `roo-cline.useAgentRules` setting, on by default.",
    },
    {
      label: "RooCodeInc/Roo-Code src/core/prompts/__tests__/__snapshots__/add-custom-instructions/",
      url: src("src/core/prompts/__tests__/__snapshots__/add-custom-instructions"),
      commit: COMMIT,
      read: "The file snapshots were last updated 2025-06-30 and still show the older header; the code, changed 2026-01-20 (#10841), is what the profile follows.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      note: "3.52.1, the last release",
      description:
        "Roo Code 3.52 (the last release before the 2026-05 sunset): mode rules, .rooignore, AGENTS.md and .roo/rules under USER'S CUSTOM INSTRUCTIONS.",
      models: { version: `${VERSION} (main @ ${COMMIT.slice(0, 7)})`, checked: "2026-11-26" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [
    {
      key: CONFIG.mode,
      type: "string",
      default: DEFAULT_MODE,
      description:
        "The current mode's slug (code, architect, ask, debug, orchestrator, or a .roomodes slug): picks .roo/rules-{mode}/ and the mode's instructions.",
    },
    {
      key: CONFIG.useAgentRules,
      type: "boolean",
      default: true,
      description: "VS Code setting: read AGENTS.md (or AGENT.md) and AGENTS.local.md.",
    },
    {
      key: CONFIG.enableSubfolderRules,
      type: "boolean",
      default: false,
      description: "Also read .roo folders (and the AGENTS.md beside them) in subfolders of the workspace.",
    },
    {
      key: CONFIG.language,
      type: "string",
      default: DEFAULT_LANGUAGE,
      description: "Roo Code's language setting (en, de, fr, ja, zh-CN, ...), written into the Language Preference line.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".roo/", ".roorules"],
  configMarkers: [".roomodes", ".rooignore"],
});
