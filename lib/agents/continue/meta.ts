/**
 * continue: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { CLI, COMMIT, ENV_GLOBAL_DIR, HOME_PATHS, NAME, VERSION } from "./facts";

const src = (path: string) => `https://github.com/continuedev/continue/blob/${COMMIT}/${path}`;

export const continueMeta = defineMeta({
  id: "continue",
  name: NAME,
  homepage: "https://docs.continue.dev/customize/deep-dives/rules",
  sources: [
    {
      label: "continuedev/continue core/llm/rules/getSystemMessageWithRules.ts",
      url: src("core/llm/rules/getSystemMessageWithRules.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue core/config/profile/doLoadConfig.ts (loadRules order)",
      url: src("core/config/profile/doLoadConfig.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue core/config/markdown/loadMarkdownRules.ts",
      url: src("core/config/markdown/loadMarkdownRules.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue core/config/markdown/loadCodebaseRules.ts",
      url: src("core/config/markdown/loadCodebaseRules.ts"),
      commit: COMMIT,
    },
    { label: "continuedev/continue core/config/loadLocalAssistants.ts", url: src("core/config/loadLocalAssistants.ts"), commit: COMMIT },
    {
      label: "continuedev/continue packages/config-yaml/src/markdown/markdownToRule.ts",
      url: src("packages/config-yaml/src/markdown/markdownToRule.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue gui/src/redux/util/constructMessages.ts",
      url: src("gui/src/redux/util/constructMessages.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue core/tools/definitions/requestRule.ts",
      url: src("core/tools/definitions/requestRule.ts"),
      commit: COMMIT,
    },
    {
      label: "continuedev/continue core/config/yaml/yamlToContinueConfig.ts",
      url: src("core/config/yaml/yamlToContinueConfig.ts"),
      commit: COMMIT,
    },
    { label: "Continue docs: Rules (read 2026-11-26)", url: "https://docs.continue.dev/customize/deep-dives/rules" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description:
        "Continue for VS Code 1.3.40 (main, 2026-06): rules.md, AGENTS.md, .continue/rules and prompts, .continuerules, config.yaml rules, filtered per request.",
      models: { version: `${VERSION} (main @ ${COMMIT.slice(0, 7)})`, checked: "2026-11-26" },
    },
    {
      id: "cli",
      note: "cn",
      description:
        "The Continue CLI (cn, @continuedev/cli): the first of AGENTS.md, AGENT.md, CLAUDE.md, CODEX.md, then the .continue/rules files that always apply (workspace, then global), in a userRules element.",
      models: { version: `cn ${CLI.version} (@continuedev/cli, verified by the lab)`, checked: "2026-12-02" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    {
      name: ENV_GLOBAL_DIR,
      description: "Moves ~/.continue (global rules, prompts and config.yaml).",
      onValue: "/home/user/.continue-alt",
    },
  ],
  configKeys: [],
  homePaths: HOME_PATHS,
  markers: [".continue/", ".continuerules"],
});
