/**
 * GitHub Copilot: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import type { Settings } from "../settings";
import { defineMeta } from "../define";
import {
  ENV,
  HOME_PATHS,
  VARIANTS,
  VISUAL_STUDIO_OPTION_LABEL,
  VISUAL_STUDIO_SETTING,
  VSCODE_DEFAULT_LOCATIONS,
  VSCODE_DEFAULTS,
  VSCODE_SETTINGS,
} from "./facts";

export const copilotMeta = defineMeta({
  id: "copilot",
  name: "GitHub Copilot",
  homepage: "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions",
  sources: [
    {
      label: "GitHub docs: Adding custom instructions for GitHub Copilot CLI",
      url: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions",
      commit: "6f9b197a1139caaab2722df1348ca65bdef66973",
      read: "Read 2026-11 as github/docs `content/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions.md` at this commit: the CLI's files and locations, CLAUDE.md and GEMINI.md at the root, both copilot-instructions.md and AGENTS.md used, `COPILOT_CUSTOM_INSTRUCTIONS_DIRS` (comma-separated; `AGENTS.md` and `.github/instructions/**` in each).",
    },
    {
      label: "GitHub docs (Enterprise Cloud): Adding custom instructions for GitHub Copilot CLI, the newer location table",
      url: "https://docs.github.com/en/enterprise-cloud@latest/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions",
      read: "The newer table of where the CLI looks: the repository root, the cwd, the folders between them, and the folders on the path of a file it works on (the standard directories and worked-on files).",
    },
    {
      label: "GitHub docs: Adding repository custom instructions",
      url: "https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions",
      commit: "6a4a926ba810920a3ed0afaf3823740a4c2ff3fe",
      read: "As github/docs `content/copilot/how-tos/configure-custom-instructions/add-repository-instructions.md` at this commit: `.github/copilot-instructions.md`, always on, and the path-specific `.github/instructions` files.",
    },
    {
      label: "github/docs data/reusables/copilot/custom-instructions-path.md (applyTo, excludeAgent)",
      url: "https://github.com/github/docs/blob/main/data/reusables/copilot/custom-instructions-path.md",
      commit: "27958cad484c56831e2002b58eaf3ac6d97e49b1",
      read: "The `applyTo` globs and their examples (`**` for every file), and `excludeAgent`, which names only the coding agent and code review.",
    },
    {
      label: "GitHub docs: Copilot CLI configuration directory (COPILOT_HOME)",
      url: "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-config-dir-reference",
      commit: "03b432e6d532db63f40312771e3ba8212d1995c0",
      read: "As github/docs `content/copilot/reference/copilot-cli-reference/cli-config-dir-reference.md`: the user directory is `$COPILOT_HOME`, else `~/.copilot`.",
    },
    {
      label: "microsoft/vscode src/vs/sessions/copilot-customizations-spec.md (agent runtime snapshot)",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/sessions/copilot-customizations-spec.md",
      commit: "449c67ba0aa0186331ce2980976b4976248aaba9",
      read: "A snapshot of github/copilot-agent-runtime as of 2026-02-25: the file table (1.1, 1.4), the merge order (1.7), dedupe by content hash, the child-instruction scan (1.5), and the older `chat.instructionsFilesLocations` default.",
    },
    {
      label: "microsoft/vscode computeAutomaticInstructions.ts",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/chat/common/promptSyntax/computeAutomaticInstructions.ts",
      commit: "0155379dd454c4c093441a632fb9d3df2a432a3b",
      read: "VS Code's `applyTo` matching (`_matches`: `**/` put in front, case-insensitive, against the absolute path) and the collection order of `ComputeAutomaticInstructions.collect()`; the public wording of the instruction list.",
    },
    {
      label: "microsoft/vscode promptFileParser.ts",
      url: "https://github.com/microsoft/vscode/blob/d634789a6e1303ec349925c23d62e34185b6150a/src/vs/workbench/contrib/chat/common/promptSyntax/promptFileParser.ts",
      commit: "d634789a6e1303ec349925c23d62e34185b6150a",
      read: "`PromptHeader.applyTo` goes through `getStringAttribute`, so an `applyTo` written as a YAML list is no applyTo in VS Code (confirms matlab/rules#5).",
    },
    {
      label: "microsoft/vscode chat.contribution.ts (setting defaults; read via code search, 2026 builds)",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/chat/browser/chat.contribution.ts",
      read: "The defaults of the instruction settings (`chat.useAgentsMdFile`, `chat.useNestedAgentsMdFiles`, `chat.useClaudeMdFile`), `chat.implicitContext.enabled` (`panel: always`) and `chat.implicitContext.suggestedContext` (true: in ask and edit modes the active editor is included).",
    },
    {
      label: "microsoft/vscode promptFileLocations.ts (read via code search, 2026 builds)",
      url: "https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/chat/common/promptSyntax/config/promptFileLocations.ts",
      read: "`DEFAULT_INSTRUCTIONS_SOURCE_FOLDERS`: the four default instruction folders of `chat.instructionsFilesLocations`.",
    },
    {
      label: "VS Code docs: Use custom instructions in VS Code",
      url: "https://code.visualstudio.com/docs/copilot/customization/custom-instructions",
      commit: "6d3b01a523d4e1cb639770c6009abe5fdae5933a",
      read: "As microsoft/vscode-docs `docs/agent-customization/custom-instructions.md` at this commit: `.claude/rules` files (`paths`, default `**`), the frontmatter keys, and that no order between files is guaranteed.",
    },
    {
      label: "microsoft/vscode-docs docs/copilot/customization/custom-instructions.md (the older page)",
      url: "https://github.com/microsoft/vscode-docs/blob/6287430a636592935367cabda0ab2fbdcc790e2c/docs/copilot/customization/custom-instructions.md",
      commit: "6287430a636592935367cabda0ab2fbdcc790e2c",
      read: "The same page at its older path, compared with the current one.",
    },
    {
      label: "github/copilot-cli-for-beginners 04-agents-custom-instructions/README.md",
      url: "https://github.com/github/copilot-cli-for-beginners/blob/main/04-agents-custom-instructions/README.md",
      read: "GitHub's course: a file without frontmatter applies to every conversation; its `**/*.{ts,tsx}` example; CLI 1.0.48 fixed unquoted applyTo globs being ignored (PR #124).",
    },
    {
      label: "github/copilot-cli issue #1954: XDG_CONFIG_HOME no longer read",
      url: "https://github.com/github/copilot-cli/issues/1954",
      read: "Since 1.0, `XDG_CONFIG_HOME` no longer moves the config folder; `COPILOT_HOME` does.",
    },
    {
      label: "github/copilot-cli issue #713: CLI help text locations",
      url: "https://github.com/github/copilot-cli/issues/713",
      read: 'The CLI\'s help text names `.github/instructions/**` and `AGENTS.md` "in git root and cwd".',
    },
    {
      label: "Microsoft Learn: Customize chat responses in Visual Studio (ms.date 2025-11-11; read 2026-11-27)",
      url: "https://learn.microsoft.com/en-us/visualstudio/ide/copilot-chat-context",
      commit: "318f16bacc0ff99c0d135b3140602acaf90c0d0f",
      read: "As MicrosoftDocs/visualstudio-docs `docs/ide/copilot-chat-context.md` at this commit: the Options checkbox, and `.github/instructions/*.instructions.md` with `applyTo` behind the same checkbox. The 2026 translations carry a note of 2026-04-20 and the same instructions.",
    },
    {
      label: "MicrosoftDocs/visualstudio-docs PR #11073 (2025-09-29)",
      url: "https://github.com/MicrosoftDocs/visualstudio-docs/pull/11073",
      read: 'Its diff removes the "(Preview)" wording of the checkbox: before it, Learn documented `.github/copilot-instructions.md` behind a preview option.',
    },
    {
      label: "GitHub docs: repository instructions in your IDE, Visual Studio tab (option on by default, #file:'…' syntax)",
      url: "https://github.com/github/docs/blob/58a26b8bb82505b3872d339a331ee85bb5fa7dc3/content/copilot/how-tos/configure-custom-instructions-in-your-ide/add-repository-instructions-in-your-ide.md",
      commit: "58a26b8bb82505b3872d339a331ee85bb5fa7dc3",
      read: "The Visual Studio tab: the checkbox is enabled by default; instruction files live within or below `.github/instructions`; prompt files reference files as `#file:'../../web/index.ts'`, relative to the file.",
    },
    {
      label: "GitHub docs: custom instructions support per environment (Visual Studio: repository-wide and path-specific)",
      url: "https://github.com/github/docs/blob/0460e4095b136e687f3647e7c2420427b90ae4dc/content/copilot/reference/custom-instructions-support.md",
      commit: "0460e4095b136e687f3647e7c2420427b90ae4dc",
      read: "The support table: Visual Studio Chat reads repository-wide and path-specific instructions only (no AGENTS.md, CLAUDE.md, GEMINI.md or personal files).",
    },
    {
      label:
        "fsprojects/FSharp.Azure.Cosmos file-references.findings.md (3p, from Visual Studio 18.12 binaries, 2026-11-08: reference lines)",
      url: "https://github.com/fsprojects/FSharp.Azure.Cosmos/blob/bc845838e5f7406b5b18b7450926097869c971f8/.github/instructions/file-references.findings.md",
      commit: "bc845838e5f7406b5b18b7450926097869c971f8",
      read: "Third party, from the binaries of Visual Studio 2026 Insiders 18.12.12328.396 (2026-11-08): which reference lines load an `*.instructions.md` file, and that the new chat experience runs the CLI runtime. Read through a search excerpt; the file itself was not in the stored snapshot.",
    },
  ],
  textFidelity: "order-only",
  variants: [
    {
      id: VARIANTS.cli,
      note: "CLI",
      description:
        "Copilot CLI 1.0.102, verified against the binary: its own <custom_instruction> text; ~/.copilot files, the root's and the cwd's files, then the folders between; always-on instruction files pasted whole, others in a table.",
      models: {
        version:
          "Copilot CLI 1.0.102 (npm @github/copilot, run in the lab); worked-on files: github/docs @ 6f9b197 and the agent runtime snapshot of 2026-02-25",
        checked: "2026-12-01",
        since: "1.0.102",
        until: "1.0.102",
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
    {
      id: VARIANTS.visualStudio,
      description:
        "Copilot Chat in Visual Studio 2022 17.x / 2026: .github/copilot-instructions.md and .github/instructions files behind one Options checkbox; a line holding only #file:'x.instructions.md' loads that file.",
      models: {
        version:
          "Visual Studio 2022 (17.10+) and 2026 (18.x): Learn copilot-chat-context @ 318f16b (ms.date 2025-11-11); github/docs @ 58a26b8, 0460e40",
        checked: "2026-11-27",
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
    {
      key: VISUAL_STUDIO_SETTING.key,
      label: "Visual Studio: custom instructions option",
      type: "boolean",
      default: VISUAL_STUDIO_SETTING.default,
      description: `Visual Studio: Tools > Options > GitHub > Copilot > Copilot Chat, "${VISUAL_STUDIO_OPTION_LABEL} and added to requests" (covers .github/instructions too). Rulescope's key; Visual Studio has no settings.json key for it.`,
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".github/copilot-instructions.md", ".github/instructions/"],
});

/** The scenario settings this profile reads, typed from the declarations above. */
export type CopilotSettings = Settings<typeof copilotMeta.configKeys>["values"];
