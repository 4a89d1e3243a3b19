/**
 * Cline's file names, paths and prompt strings: one place for each. Every string below was read in
 * cline/cline source at the commit named next to it (see README.md for the list of details decided).
 */

export const VARIANTS = { upstream: "upstream", v3: "v3" } as const;

/** cline/cline @ 21cb8d2525bcedf1f4b6890b27a74a14fe7451e4 (VS Code 4.1.13, SDK v0.0.78). */
export const SDK_COMMIT = "21cb8d2525bcedf1f4b6890b27a74a14fe7451e4";
/** cline/cline @ 864419d8b0c2467ec37ccb8837ddd08f96ea31f9 (VS Code 3.89.2, the last pre-SDK tree). */
export const V3_COMMIT = "864419d8b0c2467ec37ccb8837ddd08f96ea31f9";

export const CONFIG = {
  /** Absolute paths of rule files switched off (Rulescope's own shorthand: applies to every source). */
  disabledRules: "disabledRules",
  /**
   * Cline 3's own state maps (absolute path → enabled), one per rules source, under the names Cline
   * stores them (rule-helpers.ts deleteRuleFile, cline-rules.ts refreshClineRulesToggles,
   * external-rules.ts refreshExternalRulesToggles). Only `false` switches a rule off.
   */
  toggles: {
    global: "globalClineRulesToggles",
    local: "localClineRulesToggles",
    cursor: "localCursorRulesToggles",
    windsurf: "localWindsurfRulesToggles",
    agents: "localAgentsRulesToggles",
  },
} as const;
export type ToggleMap = keyof typeof CONFIG.toggles;

export const ENV = {
  /** sdk/packages/shared/src/storage/paths.ts resolveClineDir(): CLINE_DIR, else ~/.cline. */
  clineDir: "CLINE_DIR",
} as const;

/** Cline 4 (SDK): sdk/packages/shared/src/storage/paths.ts resolveRulesConfigSearchPaths(). */
export const SDK = {
  agentsFile: "AGENTS.md",
  /** Workspace rule places, in search order after the workspace AGENTS.md. */
  workspaceDirs: [".clinerules", ".cline/rules"],
  /** Global AGENTS.md: ~/.agents/AGENTS.md (resolveGlobalAgentsRulesPath). */
  globalAgentsFile: ".agents/AGENTS.md",
  /** <clineDir>/rules, then ~/Documents/Cline/Rules (resolveDocumentsExtensionPath("Rules")). */
  clineDirRules: "rules",
  documentsRules: "Documents/Cline/Rules",
  /** user-instruction-config-loader.ts MARKDOWN_EXTENSIONS (compared lower-cased). */
  ruleExtensions: [".md", ".markdown", ".txt"],
  /** resolveRuleFallbackName(): what an AGENTS.md rule is called when frontmatter gives no name. */
  workspaceAgentsName: "Workspace AGENTS.md",
  globalAgentsName: "Global AGENTS.md",
  /** runtime/safety/rules.ts formatRulesForSystemPrompt(), after the orchestrator's trim(). */
  heading: "# Rules\n",
  ruleHeading: (name: string) => `## ${name}\n`,
  separator: "\n\n",
} as const;

/** Cline 3.x: core/context/instructions/user-instructions/*.ts, core/storage/disk.ts, core/prompts/responses.ts. */
export const V3 = {
  clineRules: ".clinerules",
  /** getLocalClineRules(): these folders under .clinerules are not rules. */
  excludedSubdirs: ["workflows", "hooks", "skills"],
  cursorRulesFile: ".cursorrules",
  cursorRulesDir: ".cursor/rules",
  cursorRuleExt: ".mdc",
  windsurfRules: ".windsurfrules",
  agentsFile: "AGENTS.md",
  clineIgnore: ".clineignore",
  /** disk.ts ensureRulesDirectoryExists(): <Documents>/Cline/Rules; Documents falls back to ~/Documents. */
  globalRules: "Documents/Cline/Rules",
  /** utils/fs.ts OS_GENERATED_FILES: skipped when a rules folder is read. */
  osGeneratedFiles: [".DS_Store", "Thumbs.db", "desktop.ini"],
  /** RuleContextBuilder.MAX_RULE_PATH_CANDIDATES: paths: conditions see at most this many candidate paths. */
  maxPathCandidates: 100,
  /** rule-conditionals.ts extractPathLikeStrings(): longer path-like tokens in the user's message are skipped. */
  maxHintLength: 300,
  /** services/glob/list-files.ts: the AGENTS.md search lists at most this many entries. */
  listLimit: 500,
  /** list-files.ts DEFAULT_IGNORE_DIRECTORIES (plus every hidden folder). */
  ignoredDirs: [
    "node_modules",
    "__pycache__",
    "env",
    "venv",
    "target/dependency",
    "build/dependencies",
    "dist",
    "out",
    "bundle",
    "vendor",
    "tmp",
    "temp",
    "deps",
    "Pods",
  ],
} as const;

/** system-prompt/components/user_instructions.ts, as placed after the previous section's "====" rule. */
export const V3_HEADER =
  "====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nThe following additional instructions are provided by the user, and should be followed to the best of your ability without interfering with the TOOL USE guidelines.\n\n";
export const V3_SECTION_SEPARATOR = "\n\n";
/** rule-helpers.ts getRuleFilesTotalContentWithMetadata(): `<relative path>\n<text>` joined by a blank line. */
export const V3_RULE_SEPARATOR = "\n\n";

/** core/prompts/responses.ts formatResponse.*Instructions: the intro of each section, before the content. */
export const V3_SECTIONS = {
  globalDir: (dir: string) =>
    `# .clinerules/\n\nThe following is provided by a global .clinerules/ directory, located at ${dir}, where the user has specified instructions for all working directories:\n\n`,
  localDir: (cwd: string) =>
    `# .clinerules/\n\nThe following is provided by a root-level .clinerules/ directory where the user has specified instructions for this working directory (${cwd})\n\n`,
  localFile: (cwd: string) =>
    `# .clinerules\n\nThe following is provided by a root-level .clinerules file where the user has specified instructions for this working directory (${cwd})\n\n`,
  cursorFile: (cwd: string) =>
    `# .cursorrules\n\nThe following is provided by a root-level .cursorrules file where the user has specified instructions for this working directory (${cwd})\n\n`,
  cursorDir: (cwd: string) =>
    `# .cursor/rules\n\nThe following is provided by a root-level .cursor/rules directory where the user has specified instructions for this working directory (${cwd})\n\n`,
  windsurfFile: (cwd: string) =>
    `# .windsurfrules\n\nThe following is provided by a root-level .windsurfrules file where the user has specified instructions for this working directory (${cwd})\n\n`,
  agents: (cwd: string) =>
    `# AGENTS.md\n\nThe following is provided by AGENTS.md files found recursively throughout this working directory (${cwd}) where the user has specified instructions. Nested AGENTS.md will be combined below, and you should only apply the instructions for each AGENTS.md file that is directly applicable to the current task, i.e. if you are reading or writing to a file in that directory.\n\n`,
  agentsFile: (rel: string) => `## ${rel}\n\n`,
  clineIgnoreOpen:
    "# .clineignore\n\n(The following is provided by a root-level .clineignore file where the user has specified files and directories that should not be accessed. When using list_files, you'll notice a 🔒 next to files that are blocked. Attempting to access the file's contents e.g. through read_file will result in an error.)\n\n",
  clineIgnoreClose: "\n.clineignore",
} as const;

/** Where under the home folder Cline reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** <clineDir>/rules (~/.cline, or CLINE_DIR), ~/.agents/AGENTS.md, ~/Documents/Cline/Rules (Cline 3 and 4). */
export const HOME_PATHS = [
  `.cline/${SDK.clineDirRules}`,
  `$${ENV.clineDir}/${SDK.clineDirRules}`,
  SDK.globalAgentsFile,
  SDK.documentsRules,
  V3.globalRules,
] as const;
