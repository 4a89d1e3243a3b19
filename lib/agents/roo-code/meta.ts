/**
 * roo-code: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
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
    },
    { label: "RooCodeInc/Roo-Code src/services/roo-config/index.ts", url: src("src/services/roo-config/index.ts"), commit: COMMIT },
    { label: "RooCodeInc/Roo-Code src/core/prompts/system.ts", url: src("src/core/prompts/system.ts"), commit: COMMIT },
    {
      label: "RooCodeInc/Roo-Code src/core/task/Task.ts (getSystemPrompt: settings passed in)",
      url: src("src/core/task/Task.ts"),
      commit: COMMIT,
    },
    {
      label: "RooCodeInc/Roo-Code src/core/ignore/RooIgnoreController.ts",
      url: src("src/core/ignore/RooIgnoreController.ts"),
      commit: COMMIT,
    },
    { label: "RooCodeInc/Roo-Code src/shared/modes.ts and packages/types/src/mode.ts", url: src("src/shared/modes.ts"), commit: COMMIT },
    {
      label: "RooCodeInc/Roo-Code src/core/config/CustomModesManager.ts (.roomodes)",
      url: src("src/core/config/CustomModesManager.ts"),
      commit: COMMIT,
    },
    { label: "RooCodeInc/Roo-Code src/shared/language.ts", url: src("src/shared/language.ts"), commit: COMMIT },
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
