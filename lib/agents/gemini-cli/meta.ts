/**
 * Gemini CLI: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
 */
import { defineMeta } from "../define";
import { DEFAULTS, ENABLED_EXTENSIONS_KEY, ENV, GEMINI_DIR, GEMINI_IGNORE_FILE, HOME_PATHS, SETTING, TRUSTED_FOLDER_KEY } from "./facts";

const REPO = "https://github.com/google-gemini/gemini-cli/blob";
const HEAD = "5411f113cafae26161b4969b0237b8e1e024e2c2";
const LEGACY = "ffb28c772b50cecbf9c6f75cc2780b3410691e35";
/** A gemini-cli file at a commit (5411f113, 2026-08-21, unless another is given), with what was read there. */
const src = (path: string, read: string, commit = HEAD) => ({
  label: `google-gemini/gemini-cli ${path}`,
  url: `${REPO}/${commit}/${path}`,
  commit,
  read,
});

export const geminiCliMeta = defineMeta({
  id: "gemini-cli",
  name: "Gemini CLI",
  homepage: "https://github.com/google-gemini/gemini-cli",
  sources: [
    src(
      "packages/core/src/utils/memoryDiscovery.ts",
      "`findProjectRoot`, `findUpwardGeminiFiles`, `getGlobalMemoryPaths`, `getUserProjectMemoryPaths`, `getEnvironmentMemoryPaths` (its `.sort()`), `deduplicatePathsByFileIdentity`, `readGeminiMdFiles` (EISDIR skipped silently), `concatenateInstructions`, `loadJitSubdirectoryMemory`; `getExtensionMemoryPaths` and `categorizeAndConcatenate` for extensions (read 2026-11-26). The file was last changed in 7504259d720d1d909f67aed43ece64a72c51936e.",
    ),
    src(
      "packages/core/src/context/memoryContextManager.ts",
      "Discovery by tier, one read per file identity; an untrusted folder gets no project or JIT files; extension files.",
    ),
    src(
      "packages/core/src/config/config.ts",
      "`getSystemInstructionMemory` (the global string, or `{global, userProjectMemory}`), `getSessionMemory` (`\\n<loaded_context>\\n…`, project and extension files), `isTrustedFolder`.",
    ),
    src("packages/core/src/utils/environmentContext.ts", "The memory goes at the end of `<session_context>` (the tiered model, #11488)."),
    src("packages/core/src/tools/jit-context.ts", "`JIT_CONTEXT_PREFIX` and `JIT_CONTEXT_SUFFIX`."),
    src(
      "packages/core/src/utils/memoryImportProcessor.ts",
      "`findImports`, `findCodeRegions`, the tree and flat formats, `validateImportPath`, depth 5 (the README notes ff00dacd for this file).",
    ),
    src("packages/core/src/utils/paths.ts", "`resolveToRealPath` and `robustRealpath`; `homedir()` honours `GEMINI_CLI_HOME`."),
    src("packages/core/src/prompts/snippets.ts", "`renderUserMemory`: how the memory is rendered in the system prompt."),
    src(
      "packages/core/src/prompts/snippets.legacy.ts",
      "`renderUserMemory` of the legacy prompt (also read at ffb28c77: `<extension_context>`).",
    ),
    src("packages/core/src/prompts/promptProvider.ts", "`renderFinalShell` and its collapse of three or more newlines into two."),
    src("packages/core/src/config/models.ts", "`supportsModernFeatures`: which prompt a model gets."),
    src(
      "packages/core/src/tools/memoryTool.ts",
      "`setGeminiMdFilename` appends `GEMINI.md` to the configured names (since #26950), and its test; `MEMORY.md`.",
    ),
    src("packages/core/src/utils/trust.ts", "`GEMINI_CLI_TRUST_WORKSPACE` and `isFolderTrustEnabled` (`?? true`: trust is on by default)."),
    src("packages/cli/src/config/trustedFolders.ts", "The longest matching rule wins; `isTrusted ?? false`."),
    src("packages/cli/src/config/config.ts", "`loadCliConfig`: the trust check with the merged settings, `--extensions` / `-e`."),
    src(
      "packages/core/src/config/storage.ts",
      "`~/.gemini/tmp/<short id>`; `getGlobalSettingsPath`, `getWorkspaceSettingsPath`, `isWorkspaceHomeDir`.",
    ),
    src("packages/core/src/config/projectRegistry.ts", "`projects.json` and `slugify`: the short id of a project."),
    src("packages/core/src/utils/workspaceContext.ts", "Workspace folders are real paths; include folders that are missing are skipped."),
    src(
      "packages/cli/src/config/settingsSchema.ts",
      "The `context.*` keys and their defaults, `security.folderTrust.enabled`, and `mergeStrategy` (`context.includeDirectories` is CONCAT; the other keys read have none, so a later value replaces).",
    ),
    src(
      "packages/cli/src/config/settings.ts",
      "The settings files: `loadSettings`, `_doLoadSettings`, `mergeSettings`, `LoadedSettings.computeMergedSettings`. The same code at ffb28c77 and in the 0.61.0 bundle (`strip-json-comments` 3: comments only).",
    ),
    src("packages/cli/src/utils/deepMerge.ts", "How settings files are merged."),
    src("packages/cli/src/utils/envVarResolver.ts", "Environment variables in settings values."),
    src("packages/cli/src/gemini.tsx", "`loadSettings()` is called with no argument."),
    src(
      "packages/cli/src/config/extension-manager.ts",
      "`loadExtensions`, `_buildExtension`, `loadExtensionConfig`, `getContextFileNames` (read 2026-11-26; the same code at ffb28c77).",
    ),
    src("packages/cli/src/config/extensions/extensionEnablement.ts", "`Override` and `isEnabled`: which extensions are on for a folder."),
    src("packages/cli/src/config/extensions/storage.ts", "Where extensions are installed."),
    src("packages/cli/src/config/extensions/variables.ts", "The variables of an extension's config."),
    src("docs/extensions/reference.md", "`contextFileName` of an extension."),
    src(
      "packages/core/src/utils/memoryDiscovery.ts",
      "The `legacy` variant, at the parent of 6edfba481f, which made JIT the default: `getGeminiMdFilePathsInternalForEachDir` and `loadServerHierarchicalMemory`.",
      LEGACY,
    ),
    src("packages/core/src/utils/bfsFileSearch.ts", "The `legacy` variant's breadth-first search below the cwd.", LEGACY),
    src("packages/core/src/config/constants.ts", "`DEFAULT_MEMORY_FILE_FILTERING_OPTIONS` (legacy).", LEGACY),
    src(
      "packages/cli/src/config/config.ts",
      "Legacy: `jitContext` off by default, and a configured `fileName` replaces `GEMINI.md`.",
      LEGACY,
    ),
    src("packages/core/src/tools/memoryTool.ts", "Read with the other legacy files, at the same commit.", LEGACY),
    {
      label: "Gemini CLI docs: trusted folders",
      url: "https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/trusted-folders.md",
      read: "docs/cli/trusted-folders.md says folder trust is off by default; the code says on, and the code is followed.",
    },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      description:
        "Today: global and private memory in the system prompt, project files in the first user message, JIT files on tool reads.",
      models: {
        version: "5411f113 (JIT context, the default since 2026-04-21); Gemini CLI 0.61.0 (the lab, 210 trees)",
        checked: "2026-12-01",
      },
    },
    {
      id: "legacy",
      description:
        "loadServerHierarchicalMemory (default until April 2026): upward to the project root's parent plus a BFS down, all in the system prompt.",
      models: { version: "ffb28c77 (loadServerHierarchicalMemory, before 2026-04-21)", checked: "2026-11-26" },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [
    { name: ENV.trust, description: "true trusts the workspace (project files load); false distrusts it.", onValue: "true" },
    { name: ENV.home, description: "Moves the home directory Gemini CLI uses for ~/.gemini.", onValue: "/home/user/alt" },
    {
      name: ENV.trustedFoldersPath,
      description: "Reads trust rules from this file instead of ~/.gemini/trustedFolders.json.",
      onValue: "/home/user/trusted.json",
    },
  ],
  configKeys: [
    {
      key: SETTING.fileName,
      type: "string[]",
      orOne: true,
      default: ["GEMINI.md"],
      description: "Context file name(s); today GEMINI.md is always kept after the configured names.",
    },
    {
      key: SETTING.importFormat,
      type: "string",
      default: DEFAULTS.importFormat,
      oneOf: ["tree", "flat"],
      description: "How @imports are inlined: tree (comments around each import) or flat (one block per file).",
    },
    {
      key: SETTING.boundaryMarkers,
      type: "string[]",
      default: DEFAULTS.boundaryMarkers,
      description: "Names whose directory stops the upward search; [] searches the workspace root only.",
    },
    {
      key: SETTING.includeDirectories,
      type: "string[]",
      default: [],
      description: "Extra workspace directories; today each is searched like the cwd.",
    },
    {
      key: SETTING.loadFromIncludeDirs,
      type: "boolean",
      default: false,
      description: "Legacy only: also search context.includeDirectories at start.",
    },
    {
      key: SETTING.discoveryMaxDirs,
      type: "number",
      default: DEFAULTS.discoveryMaxDirs,
      description: "Legacy only: how many directories the downward search may scan.",
    },
    {
      key: SETTING.respectGeminiIgnore,
      type: "boolean",
      default: DEFAULTS.respectGeminiIgnore,
      description: "Legacy only: the downward search skips paths in the cwd's .geminiignore.",
    },
    {
      key: SETTING.respectGitIgnore,
      type: "boolean",
      default: DEFAULTS.respectGitIgnore,
      description: "Legacy only: the downward search skips paths in the cwd's .gitignore (off for memory).",
    },
    {
      key: TRUSTED_FOLDER_KEY,
      label: "Trusted folder",
      type: "boolean",
      default: true,
      description:
        "The answer to the trust dialog in a folder no trust rule covers (Rulescope's key). Off: the folder is untrusted and only global GEMINI.md files load.",
    },
    {
      key: ENABLED_EXTENSIONS_KEY,
      label: "-e / --extensions",
      type: "string[]",
      default: [],
      description:
        'Only these extensions are active (the -e flag); ["none"] turns all off; empty: ~/.gemini/extensions/extension-enablement.json decides.',
    },
    {
      key: SETTING.adminExtensions,
      type: "boolean",
      default: true,
      description: "Admin setting; false loads no extension (no extension context files).",
    },
    {
      key: SETTING.folderTrust,
      type: "boolean",
      default: DEFAULTS.folderTrust,
      description: "Folder trust; false trusts every folder. On, a folder needs a rule in trustedFolders.json.",
    },
  ],
  homePaths: HOME_PATHS,
  // Files Gemini CLI itself reads. Not the whole .gemini/ folder: .gemini/config.yaml and
  // .gemini/styleguide.md are Gemini Code Assist's, the GitHub review bot's (its "customize behavior
  // in GitHub" docs), and a team using the bot need not use the CLI.
  // commands/: prompt files of its own, where a Markdown file is misplaced (rule-misplaced).
  markers: ["GEMINI.md", `${GEMINI_DIR}/commands/`, `${GEMINI_DIR}/extensions/`],
  configMarkers: [`${GEMINI_DIR}/settings.json`, GEMINI_IGNORE_FILE],
});
