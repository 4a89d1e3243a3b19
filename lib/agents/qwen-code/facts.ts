/**
 * Qwen Code facts in one place: names, folders, settings and its own wrappers. Qwen Code is a fork of
 * Gemini CLI and keeps Gemini CLI's context-file and import wrappers: those are in ../gemini-lineage.ts,
 * what the two share (one place for each fact). Sources: QwenLM/qwen-code (commits in index.ts).
 */
export const NAME = "Qwen Code";

/** memory/const.ts: QWEN.md first (backward compatibility), then AGENTS.md. */
const DEFAULT_CONTEXT_FILENAME = "QWEN.md";
const AGENT_CONTEXT_FILENAME = "AGENTS.md";
export const DEFAULT_NAMES: readonly string[] = [DEFAULT_CONTEXT_FILENAME, AGENT_CONTEXT_FILENAME];
/** memory/const.ts LOCAL_CONTEXT_FILENAME, under <project root>/.qwen. */
export const LOCAL_CONTEXT_FILENAME = "QWEN.local.md";
/** cli utils/languageUtils.ts: the file Qwen Code writes into its global folder and loads as context. */
export const OUTPUT_LANGUAGE_FILE = "output-language.md";
/** config/storage.ts QWEN_DIR: the global folder under home, and the project folder. */
export const QWEN_DIR = ".qwen";
/** rulesDiscovery.ts: rule files live in <.qwen>/rules, recursively. */
export const RULES_DIR = "rules";
export const RULE_EXT = ".md";
/** trustedFolders.ts TRUSTED_FOLDERS_FILENAME, in the global folder. */
export const TRUSTED_FOLDERS_FILE = "trustedFolders.json";

export const ENV = {
  /** storage.ts getGlobalQwenDir: QWEN_HOME replaces ~/.qwen. */
  home: "QWEN_HOME",
  /** trustedFolders.ts getTrustedFoldersPath. */
  trustedFoldersPath: "QWEN_CODE_TRUSTED_FOLDERS_PATH",
} as const;

/** settingsSchema.ts keys (settings.json spelling) and defaults. */
export const SETTING = {
  fileName: "context.fileName",
  importFormat: "context.importFormat",
  folderTrust: "security.folderTrust.enabled",
} as const;
/** trustedFolders.ts isFolderTrustEnabled: `?? false`, so every folder is trusted unless it is turned on. */
export const FOLDER_TRUST_DEFAULT = false;
/** memoryDiscovery.ts readMemoryFiles: processImports maxDepth. */
export const IMPORT_MAX_DEPTH = 5;

/** memoryDiscovery.ts concatenateInstructions and loadServerHierarchicalMemory: blocks and the rules part are joined by a blank line. */
export const BLOCK_SEPARATOR = "\n\n";
/** rulesDiscovery.ts formatRules. */
export const ruleOpen = (p: string) => `--- Rule from: ${p} ---\n`;
export const ruleClose = (p: string) => `\n--- End of Rule from: ${p} ---`;

/** Where under the home folder Qwen Code reads on its own (AgentProfile.homePaths). */
export const HOME_PATHS = [QWEN_DIR, `$${ENV.home}`, `$${ENV.trustedFoldersPath}`] as const;
