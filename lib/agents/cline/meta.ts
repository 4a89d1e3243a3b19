/**
 * Cline: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import type { Settings } from "../settings";
import { defineMeta } from "../define";
import { CONFIG, ENV, HOME_PATHS, SDK_COMMIT, V3_COMMIT, VARIANTS } from "./facts";

const tree = (commit: string, path: string) => `https://github.com/cline/cline/blob/${commit}/${path}`;

export const clineMeta = defineMeta({
  id: "cline",
  name: "Cline",
  homepage: "https://github.com/cline/cline",
  sources: [
    {
      label: "cline/cline sdk/packages/shared/src/storage/paths.ts",
      url: tree(SDK_COMMIT, "sdk/packages/shared/src/storage/paths.ts"),
      commit: SDK_COMMIT,
      read: "Read 2026-11. Cline 4 (sdk v0.0.78, VS Code 4.1.13; the tree of 2026-08-22): `resolveRulesConfigSearchPaths` (the places and their order), `resolveClineDir` (`CLINE_DIR`, else `~/.cline`), `resolveGlobalAgentsRulesPath`, `resolveDocumentsExtensionPath`.",
    },
    {
      label: "cline/cline sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/extensions/config/user-instruction-config-loader.ts"),
      commit: SDK_COMMIT,
      read: "`discoverRulesLikeFiles`, `parseMarkdownFrontmatter`, `parseRuleConfigFromMarkdown`, `resolveRuleFallbackName` and `createRulesConfigDefinition`: which files count, the frontmatter, a rule's name and its `disabled` flag.",
    },
    {
      label: "cline/cline sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/extensions/config/unified-config-file-watcher.ts"),
      commit: SDK_COMMIT,
      read: "`loadDefinition` keys records by id (`records.set(id)`), so of two rules with one name the place read later wins.",
    },
    {
      label: "cline/cline sdk/packages/core/src/runtime/safety/rules.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/runtime/safety/rules.ts"),
      commit: SDK_COMMIT,
      read: "`listEnabledRulesFromWatcher` (the enabled rules sorted by name) and `formatRulesForSystemPrompt` (the `# Rules` section).",
    },
    {
      label: "cline/cline sdk/packages/core/src/runtime/orchestration/session-runtime-orchestrator.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/runtime/orchestration/session-runtime-orchestrator.ts"),
      commit: SDK_COMMIT,
      read: "`composeSystemPrompt` and `mergeSystemPromptRules`: the rules section appended to the system prompt after a blank line.",
    },
    {
      label: "cline/cline sdk/packages/core/src/runtime/orchestration/runtime-builder.ts",
      url: tree(SDK_COMMIT, "sdk/packages/core/src/runtime/orchestration/runtime-builder.ts"),
      commit: SDK_COMMIT,
      read: "The rules watcher is given `workspacePath: config.cwd`.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/prompts/system-prompt/components/user_instructions.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/prompts/system-prompt/components/user_instructions.ts"),
      commit: V3_COMMIT,
      read: "Read 2026-11. Cline 3 (VS Code 3.89.2, 2026-06-23, the last tree before the SDK): the `USER'S CUSTOM INSTRUCTIONS` header and, in `buildUserInstructions`, the order of the sections.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/prompts/responses.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/prompts/responses.ts"),
      commit: V3_COMMIT,
      read: "`formatResponse`: the intro of each section (`clineRulesGlobalDirectoryInstructions` and the others, `clineIgnoreInstructions`).",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/cline-rules.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/cline-rules.ts"),
      commit: V3_COMMIT,
      read: "The `.clinerules` folder (`workflows/`, `hooks/`, `skills/` left out) or single file (`getLocalClineRules`), the `Promise.all` whose one failed read loses the folder's section, and `refreshClineRulesToggles`.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/external-rules.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/external-rules.ts"),
      commit: V3_COMMIT,
      read: "`getLocalCursorRules` (`.cursorrules`, `.cursor/rules` `.mdc` files), `.windsurfrules`, and `findAgentsMdFiles` (only with a root `AGENTS.md`, then every `agents.md` below); their toggle maps.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/rule-helpers.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/rule-helpers.ts"),
      commit: V3_COMMIT,
      read: "`getRuleFilesTotalContentWithMetadata` (each file as its relative path, then its trimmed body) and the toggle test `toggles[path] === false`, `synchronizeRuleToggles`.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/frontmatter.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/frontmatter.ts"),
      commit: V3_COMMIT,
      read: "The rule files' frontmatter parser (js-yaml with its JSON schema), whose block is stripped from the text sent.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/rule-conditionals.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/rule-conditionals.ts"),
      commit: V3_COMMIT,
      read: "The `paths:` condition (picomatch with `dot`, fail open on a bad value, `[]` never matches) and `extractPathLikeStrings`, the path-like words of the prompt.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/context/instructions/user-instructions/RuleContextBuilder.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/context/instructions/user-instructions/RuleContextBuilder.ts"),
      commit: V3_COMMIT,
      read: "`getRulePathContext`: the candidate paths (prompt words, open and visible tabs, edited files), `MAX_RULE_PATH_CANDIDATES`, then sorted.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/task/index.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/task/index.ts"),
      commit: V3_COMMIT,
      read: "Where the rule path context is built for each request, and which toggle map goes to which source.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/utils/fs.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/utils/fs.ts"),
      commit: V3_COMMIT,
      read: "`readDirectory` (Node's recursive `readdir`, regular files only) and `OS_GENERATED_FILES` (`.DS_Store`, `Thumbs.db`, `desktop.ini` skipped).",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/services/glob/list-files.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/services/glob/list-files.ts"),
      commit: V3_COMMIT,
      read: "`listFiles(cwd, recursive, 500)` for the AGENTS.md search: breadth first, at most 500 entries, the folders skipped and the `.gitignore` lines honoured; nothing at `/` or home.",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/storage/disk.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/storage/disk.ts"),
      commit: V3_COMMIT,
      read: "`getDocumentsPath` and `ensureRulesDirectoryExists` (the global `<Documents>/Cline/Rules` folder, no fallback) and `GlobalFileNames` (the file names of the other sources).",
    },
    {
      label: "cline/cline (3.89.2) apps/vscode/src/core/ignore/ClineIgnoreController.ts",
      url: tree(V3_COMMIT, "apps/vscode/src/core/ignore/ClineIgnoreController.ts"),
      commit: V3_COMMIT,
      read: "The `.clineignore` file whose raw text goes into its section.",
    },
    {
      label: "cline/cline (3.89.2) system-prompt snapshot anthropic_claude_sonnet_4-basic.snap",
      url: tree(V3_COMMIT, "apps/vscode/src/core/prompts/system-prompt/__tests__/__snapshots__/anthropic_claude_sonnet_4-basic.snap"),
      commit: V3_COMMIT,
      read: "A snapshot test that shows the section placed after a `====` line.",
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

/** The scenario settings this profile reads, typed from the declarations above. */
export type ClineSettings = Settings<typeof clineMeta.configKeys>["values"];
