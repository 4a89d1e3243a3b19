/**
 * Cline: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CONFIG, ENV, HOME_PATHS, SDK_COMMIT, V3_COMMIT, VARIANTS } from "./facts";

const tree = (commit: string, path: string) => `https://github.com/cline/cline/blob/${commit}/${path}`;

export const clineMeta = defineMeta({
  id: "cline",
  name: "Cline",
  homepage: "https://github.com/cline/cline",
  sources: [
    {
      label: "cline/cline sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts"),
      commit: SDK_COMMIT,
    },
    {
      label: "cline/cline sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts"),
      commit: SDK_COMMIT,
    },
    {
      label: "cline/cline sdk/packages/core/src/runtime/safety/rules.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/runtime/safety/rules.ts"),
      commit: SDK_COMMIT,
    },
    {
      label: "cline/cline sdk/packages/core/src/runtime/orchestration/session-runtime-orchestrator.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/runtime/orchestration/session-runtime-orchestrator.ts"),
      commit: SDK_COMMIT,
    },
    {
      label: "cline/cline sdk/packages/shared/src/storage/paths.ts",
      url: tree(SDK_COMMIT, "sdk/packages/shared/src/storage/paths.ts"),
      commit: SDK_COMMIT,
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/prompts/system-prompt/components/user_instructions.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/prompts/system-prompt/components/user_instructions.ts"),
      commit: V3_COMMIT,
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/prompts/responses.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/prompts/responses.ts"),
      commit: V3_COMMIT,
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions"),
      commit: V3_COMMIT,
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/RuleContextBuilder.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/RuleContextBuilder.ts"),
      commit: V3_COMMIT,
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/services/glob/list-files.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/services/glob/list-files.ts"),
      commit: V3_COMMIT,
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      note: "v4",
      description: "Cline 4 (SDK runtime, VS Code 4.x and CLI): named rules, later place wins a name clash, sorted by name under # Rules.",
      models: { version: "VS Code 4.1.13 / SDK v0.0.78 (cline/cline 21cb8d2)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.v3,
      description:
        "Cline 3.x: USER'S CUSTOM INSTRUCTIONS with a section per source (.clinerules, .cursorrules, .windsurfrules, AGENTS.md ...), paths: conditions (files in context and paths named in the prompt), toggles.",
      models: { version: "VS Code 3.89.2 (cline/cline 864419d)", checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    {
      name: ENV.clineDir,
      description: "Cline 4: moves ~/.cline (its rules/ folder is a global rules place).",
      onValue: "/home/user/.cline-alt",
    },
  ],
  configKeys: [
    {
      key: CONFIG.toggles.global,
      type: "json",
      default: {},
      description:
        "v3: Cline's toggles for the global rules folder, as it stores them: absolute path → true/false (false switches the rule off).",
    },
    {
      key: CONFIG.toggles.local,
      type: "json",
      default: {},
      description: "v3: toggles for the workspace .clinerules (folder or file): absolute path → true/false.",
    },
    {
      key: CONFIG.toggles.cursor,
      type: "json",
      default: {},
      description: "v3: toggles for .cursorrules and .cursor/rules/*.mdc: absolute path → true/false.",
    },
    { key: CONFIG.toggles.windsurf, type: "json", default: {}, description: "v3: toggles for .windsurfrules: absolute path → true/false." },
    {
      key: CONFIG.toggles.agents,
      type: "json",
      default: {},
      description: "v3: toggles for AGENTS.md, keyed by the root AGENTS.md (false there drops every AGENTS.md).",
    },
    {
      key: CONFIG.disabledRules,
      type: "string[]",
      default: [],
      description: "v3: absolute paths of rules switched off, whatever their source (Rulescope's shorthand for the toggle maps above).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".clinerules", ".clinerules/", ".cline/rules/"],
});
