/**
 * GitHub Copilot: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { ENV, HOME_PATHS, VARIANTS, VSCODE_DEFAULT_LOCATIONS, VSCODE_DEFAULTS, VSCODE_SETTINGS } from "./facts";

export const copilotMeta = defineMeta({
  id: "copilot",
  name: "GitHub Copilot",
  homepage: "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions",
  sources: [
    {
      label: "GitHub docs: Adding custom instructions for GitHub Copilot CLI",
      url: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions",
      commit: "6f9b197a1139caaab2722df1348ca65bdef66973",
    },
    {
      label: "GitHub docs: Adding repository custom instructions",
      url: "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions",
      commit: "6a4a926ba810920a3ed0afaf3823740a4c2ff3fe",
    },
    {
      label: "github/docs data/reusables/copilot/custom-instructions-path.md (applyTo, excludeAgent)",
      url: "https://github.com/github/docs/blob/main/data/reusables/copilot/custom-instructions-path.md",
      commit: "27958cad484c56831e2002b58eaf3ac6d97e49b1",
    },
    {
      label: "GitHub docs: Copilot CLI configuration directory (COPILOT_HOME)",
      url: "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-config-dir-reference",
      commit: "03b432e6d532db63f40312771e3ba8212d1995c0",
    },
    {
      label: "microsoft/vscode src/vs/sessions/copilot-customizations-spec.md (agent runtime snapshot)",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/sessions/copilot-customizations-spec.md",
      commit: "449c67ba0aa0186331ce2980976b4976248aaba9",
    },
    {
      label: "microsoft/vscode computeAutomaticInstructions.ts",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/chat/common/promptSyntax/computeAutomaticInstructions.ts",
      commit: "0155379dd454c4c093441a632fb9d3df2a432a3b",
    },
    {
      label: "VS Code docs: Use custom instructions in VS Code",
      url: "https://code.visualstudio.com/docs/copilot/customization/custom-instructions",
      commit: "6d3b01a523d4e1cb639770c6009abe5fdae5933a",
    },
    {
      label: "github/copilot-cli-for-beginners 04-agents-custom-instructions/README.md",
      url: "https://github.com/github/copilot-cli-for-beginners/blob/main/04-agents-custom-instructions/README.md",
    },
    { label: "github/copilot-cli issue #1954: XDG_CONFIG_HOME no longer read", url: "https://github.com/github/copilot-cli/issues/1954" },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.cli,
      note: "CLI",
      description:
        "Copilot CLI today: ~/.copilot files, repo root, cwd and the directories between, directories of worked-on files, COPILOT_CUSTOM_INSTRUCTIONS_DIRS.",
      models: {
        version: "Copilot CLI: github/docs @ 6f9b197 and 03b432e; agent runtime snapshot of 2026-02-25 (microsoft/vscode @ 449c67b)",
        checked: "2026-11-22",
      },
    },
    {
      id: VARIANTS.codingAgent,
      description:
        "Cloud coding agent on GitHub's runner: repository files only, from the root; excludeAgent: coding-agent drops a file; the nearest AGENTS.md wins.",
      models: { version: "Copilot coding agent: github/docs @ 6a4a926 and 27958ca", checked: "2026-11-22" },
    },
    {
      id: VARIANTS.vscode,
      description:
        "Copilot Chat in VS Code: workspace-root files gated by settings, instruction folders from chat.instructionsFilesLocations, VS Code's applyTo matching.",
      models: {
        version: "VS Code Copilot Chat: microsoft/vscode computeAutomaticInstructions.ts @ 0155379; vscode-docs @ 6d3b01a",
        checked: "2026-11-22",
      },
    },
  ],
  defaultVariant: VARIANTS.cli,
  envToggles: [
    {
      name: ENV.home,
      description: "Copilot CLI: moves ~/.copilot (copilot-instructions.md and instructions/).",
      onValue: "/home/user/.copilot-alt",
    },
    {
      name: ENV.extraDirs,
      description: "Copilot CLI: comma-separated extra directories; each one's AGENTS.md and .github/instructions are read.",
      onValue: "/home/user/shared-instructions",
    },
  ],
  configKeys: [
    {
      key: VSCODE_SETTINGS.useInstructionFiles,
      type: "boolean",
      default: VSCODE_DEFAULTS[VSCODE_SETTINGS.useInstructionFiles],
      description: "VS Code: attach .github/copilot-instructions.md to every chat request.",
    },
    {
      key: VSCODE_SETTINGS.useAgentsMd,
      type: "boolean",
      default: VSCODE_DEFAULTS[VSCODE_SETTINGS.useAgentsMd],
      description: "VS Code: attach the workspace-root AGENTS.md to every chat request.",
    },
    {
      key: VSCODE_SETTINGS.useNestedAgentsMd,
      type: "boolean",
      default: VSCODE_DEFAULTS[VSCODE_SETTINGS.useNestedAgentsMd],
      description: "VS Code (experimental): name AGENTS.md files in subfolders to the model, which reads them on demand.",
    },
    {
      key: VSCODE_SETTINGS.useClaudeMd,
      type: "boolean",
      default: VSCODE_DEFAULTS[VSCODE_SETTINGS.useClaudeMd],
      description: "VS Code: attach CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md and ~/.claude/CLAUDE.md.",
    },
    {
      key: VSCODE_SETTINGS.locations,
      type: "json",
      default: { ...VSCODE_DEFAULT_LOCATIONS },
      description:
        "VS Code: folders searched for instruction files, as in settings.json: folder → true/false (~ is your home). The older JSON-text form is still read.",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".github/copilot-instructions.md", ".github/instructions/"],
});
