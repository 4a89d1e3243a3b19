/**
 * Gemini CLI: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { DEFAULTS, ENABLED_EXTENSIONS_KEY, ENV, GEMINI_DIR, GEMINI_IGNORE_FILE, HOME_PATHS, SETTING, TRUSTED_FOLDER_KEY } from "./facts";

const REPO = "https://github.com/google-gemini/gemini-cli/blob";
const HEAD = "5411f113cafae26161b4969b0237b8e1e024e2c2";
const LEGACY = "ffb28c772b50cecbf9c6f75cc2780b3410691e35";
const src = (path: string, commit = HEAD) => ({ label: `google-gemini/gemini-cli ${path}`, url: `${REPO}/${commit}/${path}`, commit });

export const geminiCliMeta = defineMeta({
  id: "gemini-cli",
  name: "Gemini CLI",
  homepage: "https://github.com/google-gemini/gemini-cli",
  sources: [
    src("packages/core/src/utils/memoryDiscovery.ts"),
    src("packages/core/src/context/memoryContextManager.ts"),
    src("packages/core/src/config/config.ts"),
    src("packages/core/src/utils/environmentContext.ts"),
    src("packages/core/src/tools/jit-context.ts"),
    src("packages/core/src/utils/memoryImportProcessor.ts"),
    src("packages/core/src/prompts/snippets.ts"),
    src("packages/core/src/prompts/promptProvider.ts"),
    src("packages/core/src/tools/memoryTool.ts"),
    src("packages/core/src/utils/trust.ts"),
    src("packages/cli/src/config/config.ts"),
    src("packages/cli/src/config/settingsSchema.ts"),
    src("packages/cli/src/config/settings.ts"),
    src("packages/cli/src/utils/envVarResolver.ts"),
    src("packages/core/src/config/projectRegistry.ts"),
    src("packages/cli/src/config/extension-manager.ts"),
    src("packages/cli/src/config/extensions/extensionEnablement.ts"),
    src("packages/core/src/utils/memoryDiscovery.ts", LEGACY),
    src("packages/core/src/utils/bfsFileSearch.ts", LEGACY),
    { label: "Gemini CLI docs: trusted folders", url: "https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/trusted-folders.md" },
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
      default: ["GEMINI.md"],
      description: "Context file name(s); today GEMINI.md is always kept after the configured names.",
    },
    {
      key: SETTING.importFormat,
      type: "string",
      default: DEFAULTS.importFormat,
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
