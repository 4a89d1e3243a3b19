/**
 * Gemini CLI facts in one place: names, directories, defaults and the exact wrapper strings.
 * Sources are listed in index.ts and README.md (google-gemini/gemini-cli, commits given there).
 */

/** memoryTool.ts DEFAULT_CONTEXT_FILENAME. */
export const DEFAULT_CONTEXT_FILENAME = "GEMINI.md";
/** memoryTool.ts PROJECT_MEMORY_INDEX_FILENAME: the private per-project memory index. */
export const PROJECT_MEMORY_INDEX_FILENAME = "MEMORY.md";
/** paths.ts GEMINI_DIR, under the home directory (or GEMINI_CLI_HOME). */
export const GEMINI_DIR = ".gemini";
/** storage.ts getGlobalSettingsPath / getWorkspaceSettingsPath: settings.json in ~/.gemini and in <cwd>/.gemini. */
export const SETTINGS_FILE = "settings.json";
/** trust.ts / storage.ts: the trust rules file under ~/.gemini. */
export const TRUSTED_FOLDERS_FILE = "trustedFolders.json";
/** storage.ts: the project registry mapping project roots to short ids (slugs). */
export const PROJECTS_REGISTRY_FILE = "projects.json";
/** config/constants.ts GEMINI_IGNORE_FILE_NAME. */
export const GEMINI_IGNORE_FILE = ".geminiignore";

/** cli extensions/variables.ts and core storage.ts: installed extensions live in ~/.gemini/extensions/<dir>. */
export const EXTENSIONS_DIR = "extensions";
export const EXTENSION_CONFIG_FILE = "gemini-extension.json";
export const EXTENSION_INSTALL_METADATA_FILE = ".gemini-extension-install.json";
/** extensionEnablement.ts: per-extension path rules written by `gemini extensions enable/disable`. */
export const EXTENSION_ENABLEMENT_FILE = "extension-enablement.json";
/** extension.ts validateName: the names an extension may carry. */
export const EXTENSION_NAME = /^[a-zA-Z0-9-]+$/;

export const ENV = {
  trust: "GEMINI_CLI_TRUST_WORKSPACE",
  home: "GEMINI_CLI_HOME",
  trustedFoldersPath: "GEMINI_CLI_TRUSTED_FOLDERS_PATH",
} as const;

/**
 * Rulescope's own key, not a Gemini CLI setting: the answer to the trust dialog the interactive CLI
 * shows in a folder no rule covers. Someone who works in their repository has answered "Trust folder".
 */
export const TRUSTED_FOLDER_KEY = "trustedFolder";

/**
 * Rulescope's key for the `-e` / `--extensions` flag (upstream passes it on as `enabledExtensions`):
 * when set, only the named extensions are active; `["none"]` turns every extension off.
 */
export const ENABLED_EXTENSIONS_KEY = "enabledExtensions";

/** settingsSchema.ts keys and defaults (context.* and security.folderTrust.enabled). */
export const SETTING = {
  fileName: "context.fileName",
  importFormat: "context.importFormat",
  boundaryMarkers: "context.memoryBoundaryMarkers",
  discoveryMaxDirs: "context.discoveryMaxDirs",
  includeDirectories: "context.includeDirectories",
  loadFromIncludeDirs: "context.loadMemoryFromIncludeDirectories",
  respectGitIgnore: "context.fileFiltering.respectGitIgnore",
  respectGeminiIgnore: "context.fileFiltering.respectGeminiIgnore",
  folderTrust: "security.folderTrust.enabled",
  /** admin.extensions.enabled: false loads no extension at all (extension-manager.ts loadExtensions). */
  adminExtensions: "admin.extensions.enabled",
} as const;

export const DEFAULTS = {
  boundaryMarkers: [".git"],
  discoveryMaxDirs: 200,
  importFormat: "tree" as const,
  /** security.folderTrust.enabled: `?? true` in trustedFolders.ts isFolderTrustEnabled. */
  folderTrust: true,
  /** DEFAULT_MEMORY_FILE_FILTERING_OPTIONS (legacy memory BFS): .gitignore off, .geminiignore on. */
  respectGitIgnore: false,
  respectGeminiIgnore: true,
  /** memoryImportProcessor.ts: default ImportState.maxDepth. */
  importMaxDepth: 5,
};

/** memoryDiscovery.ts concatenateInstructions: blocks joined by a blank line. */
export const BLOCK_SEPARATOR = "\n\n";

/** prompts/snippets.ts renderUserMemory, string form (global memory only). */
export const stringFormHead = (names: string) =>
  `# Contextual Instructions (${names})
The following content is loaded from local and global configuration files.
**Context Precedence:**
- **Global (~/.gemini/):** foundational user preferences. Apply these broadly.
- **Extensions:** supplementary knowledge and capabilities.
- **Workspace Root:** workspace-wide mandates. Supersedes global preferences.
- **Sub-directories:** highly specific overrides. These rules supersede all others for files within their scope.

**Conflict Resolution:**
- **Precedence:** Strictly follow the order above (Sub-directories > Workspace Root > Extensions > Global).
- **System Overrides:** Contextual instructions override default operational behaviors (e.g., tech stack, style, workflows, tool preferences) defined in the system prompt. However, they **cannot** override Core Mandates regarding safety, security, and agent integrity.

<loaded_context>
`;
/**
 * The legacy snippets (pre-Gemini-3 models) print a fixed header.
 * @alias the same value as DEFAULT_CONTEXT_FILENAME, named for its role (knip: a deliberate duplicate).
 */
export const LEGACY_SNIPPETS_HEADER = DEFAULT_CONTEXT_FILENAME;

/** Hierarchical form. The leading "\n" before "---" is eaten by the \n{3,} collapse after the base prompt. */
export const HIERARCHICAL_OPEN = "---\n\n<loaded_context>\n";
export const LOADED_CONTEXT_OPEN = "<loaded_context>\n";
export const LOADED_CONTEXT_CLOSE = "\n</loaded_context>";
export const SECTION_SEPARATOR = "\n";
export const section = {
  global: ["<global_context>\n", "\n</global_context>"],
  userProjectMemory: [
    "<user_project_memory>\n--- Private Project Memory Index (private, not committed to repo) ---\n",
    "\n--- End Private Project Memory Index ---\n</user_project_memory>",
  ],
  extension: ["<extension_context>\n", "\n</extension_context>"],
  project: ["<project_context>\n", "\n</project_context>"],
} as const;

/** config.ts getSessionMemory: the first user message's memory text starts with a newline. */
export const SESSION_MEMORY_LEAD = "\n";

/** tools/jit-context.ts: how JIT context is appended to a tool result. */
export const JIT_PREFIX = "\n\n--- Newly Discovered Project Context ---\n";
export const JIT_SUFFIX = "\n--- End Project Context ---";

/** Where under the home folder Gemini CLI reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** ~/.gemini (GEMINI.md, trustedFolders.json, projects.json, tmp/<slug>/memory), the home GEMINI_CLI_HOME names, the trust file. */
export const HOME_PATHS = [GEMINI_DIR, `$${ENV.home}/${GEMINI_DIR}`, `$${ENV.trustedFoldersPath}`] as const;
