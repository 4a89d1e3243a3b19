/**
 * continue: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      label: "continuedev/continue core/config/profile/doLoadConfig.ts",
      url: src("core/config/profile/doLoadConfig.ts"),
      commit: COMMIT,
      read: "`loadRules`: the order of the rule groups, each put in front of the last (`unshift`), and all of them in front of the config.yaml rules (`newConfig.rules.unshift`); the duplicate-name warning.",
    },
    {
      label: "continuedev/continue core/config/markdown/loadMarkdownRules.ts",
      url: src("core/config/markdown/loadMarkdownRules.ts"),
      commit: COMMIT,
      read: "`SUPPORTED_AGENT_FILES` and the loop that breaks after the first name, so only AGENTS.md is read (then set to `alwaysApply: true`); only names ending in `.md`; the `rules` and `prompts` folders.",
    },
    {
      label: "continuedev/continue core/config/markdown/loadCodebaseRules.ts",
      url: src("core/config/markdown/loadCodebaseRules.ts"),
      commit: COMMIT,
      read: "Every colocated `rules.md` in the workspace, found by the workspace walk.",
    },
    {
      label: "continuedev/continue core/config/loadLocalAssistants.ts",
      url: src("core/config/loadLocalAssistants.ts"),
      commit: COMMIT,
      read: "`getDotContinueSubDirs`: the workspace `.continue/` folder before the global one.",
    },
    {
      label: "continuedev/continue core/config/getWorkspaceContinueRuleDotFiles.ts",
      url: src("core/config/getWorkspaceContinueRuleDotFiles.ts"),
      commit: COMMIT,
      read: "`SYSTEM_PROMPT_DOT_FILE`: `.continuerules` at the workspace root, its whole text, no frontmatter.",
    },
    {
      label: "continuedev/continue core/promptFiles/index.ts",
      url: src("core/promptFiles/index.ts"),
      commit: COMMIT,
      read: "`RULES_DIR_NAME` and `PROMPTS_DIR_NAME`: both folders hold Markdown rules.",
    },
    {
      label: "continuedev/continue core/llm/rules/constants.ts",
      url: src("core/llm/rules/constants.ts"),
      commit: COMMIT,
      read: "`RULES_MARKDOWN_FILENAME`: `rules.md`, the colocated rule file.",
    },
    {
      label: "continuedev/continue packages/config-yaml/src/markdown/markdownToRule.ts",
      url: src("packages/config-yaml/src/markdown/markdownToRule.ts"),
      commit: COMMIT,
      read: "`parseMarkdownRule` (CRLF to LF, the split at `---` lines), `getRuleName`, and `getGlobPattern`, which roots a colocated rule's globs at its folder.",
    },
    {
      label: "continuedev/continue core/llm/rules/getSystemMessageWithRules.ts",
      url: src("core/llm/rules/getSystemMessageWithRules.ts"),
      commit: COMMIT,
      read: "`getSystemMessageWithRules` (each applied rule appended after a blank line), `shouldApplyRule`, `isRootLevelRule`, `matchesGlobs`, `isFileInDirectory`, `contentMatchesRegex`.",
    },
    {
      label: "continuedev/continue core/llm/rules/fileProtocolMatching.vitest.ts",
      url: src("core/llm/rules/fileProtocolMatching.vitest.ts"),
      commit: COMMIT,
      read: "The tests of rule globs against `file://` paths.",
    },
    {
      label: "continuedev/continue core/llm/rules/nestedDirectoryRules.vitest.ts",
      url: src("core/llm/rules/nestedDirectoryRules.vitest.ts"),
      commit: COMMIT,
      read: "The tests of rules in nested folders.",
    },
    {
      label: "continuedev/continue gui/src/redux/util/constructMessages.ts",
      url: src("gui/src/redux/util/constructMessages.ts"),
      commit: COMMIT,
      read: "Files in context go into the user message, each under a code fence that names its path: the paths rules are matched against.",
    },
    {
      label: "continuedev/continue core/llm/utils/extractPathsFromCodeBlocks.ts",
      url: src("core/llm/utils/extractPathsFromCodeBlocks.ts"),
      commit: COMMIT,
      read: "The fence path is the first `name.ext` run without spaces or brackets, which is why `docs/**/*.md` misses `docs/my guide.md`.",
    },
    {
      label: "continuedev/continue core/context/providers/FileContextProvider.ts",
      url: src("core/context/providers/FileContextProvider.ts"),
      commit: COMMIT,
      read: "The workspace-relative path and the `file://` URI of a file in context.",
    },
    {
      label: "continuedev/continue core/tools/definitions/requestRule.ts",
      url: src("core/tools/definitions/requestRule.ts"),
      commit: COMMIT,
      read: 'The `request_rule` tool, `defaultToolPolicy: "disabled"`: rules with `alwaysApply: false` and no globs are offered only when it is on.',
    },
    {
      label: "continuedev/continue core/tools/implementations/requestRule.ts",
      url: src("core/tools/implementations/requestRule.ts"),
      commit: COMMIT,
      read: "What the tool lists and returns: those rules by name and description.",
    },
    {
      label: "continuedev/continue core/config/yaml/loadYaml.ts",
      url: src("core/config/yaml/loadYaml.ts"),
      commit: COMMIT,
      read: "How `~/.continue/config.yaml` is read and parsed.",
    },
    {
      label: "continuedev/continue core/config/yaml/yamlToContinueConfig.ts",
      url: src("core/config/yaml/yamlToContinueConfig.ts"),
      commit: COMMIT,
      read: "`convertYamlRuleToContinueRule`: string rules, and objects with `rule`, `globs`, `alwaysApply`, `description` (`regex` is dropped).",
    },
    {
      label: "continuedev/continue core/util/paths.ts",
      url: src("core/util/paths.ts"),
      commit: COMMIT,
      read: "`CONTINUE_GLOBAL_DIR`, else `~/.continue`.",
    },
    {
      label: "continuedev/continue core/indexing/walkDir.ts",
      url: src("core/indexing/walkDir.ts"),
      commit: COMMIT,
      read: "`walkDir`: depth first (a folder's files, then its subfolders, the last first); symlinked folders not entered, symlinked files read.",
    },
    {
      label: "continuedev/continue core/indexing/ignore.ts",
      url: src("core/indexing/ignore.ts"),
      commit: COMMIT,
      read: "`DEFAULT_IGNORE_DIRS`: the folder names the walk skips at any depth.",
    },
    {
      label: "continuedev/continue docs/customize/deep-dives/rules.mdx",
      url: src("docs/customize/deep-dives/rules.mdx"),
      commit: COMMIT,
      read: "The rules docs at the same commit, published at docs.continue.dev.",
    },
    {
      label: "Continue docs: Rules (read 2026-11-26)",
      url: "https://docs.continue.dev/customize/deep-dives/rules",
      read: "The published form of docs/customize/deep-dives/rules.mdx: where rules live and their frontmatter.",
    },
    {
      label: "continuedev/continue issue #13135 (open, 2026-08-15)",
      url: "https://github.com/continuedev/continue/issues/13135",
      read: "Globs miss files whose names hold a space; the fence-path extraction of extractPathsFromCodeBlocks.ts explains it.",
    },
    {
      label: "continuedev/continue PR #6763 (merged 2025)",
      url: "https://github.com/continuedev/continue/pull/6763",
      read: "The `.continue/` test of a root-level rule uses `includes` on its path.",
    },
    {
      label: "npm @continuedev/cli (cn) src/systemMessage.ts",
      url: `https://www.npmjs.com/package/@continuedev/cli/v/${CLI.version}`,
      commit: CLI.version,
      read: "The `cli` variant, read as the package ships it: the first of AGENTS.md, AGENT.md, CLAUDE.md, CODEX.md, then the `.continue/rules` files that apply, in a `userRules` context element at the end of the system message; verified by the lab.",
    },
    {
      label: "npm @continuedev/cli (cn) src/services/ConfigService.ts",
      url: `https://www.npmjs.com/package/@continuedev/cli/v/${CLI.version}`,
      commit: CLI.version,
      read: "The `cli` variant: rules are deduplicated only against the config's own `rules:`, so two files with the same text are both sent.",
    },
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
