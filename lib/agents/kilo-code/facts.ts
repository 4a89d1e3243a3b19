/**
 * Kilo Code's rule places, settings, limits and prompt wording: one place for each. Kilo Code today is
 * an opencode fork (Kilo-Org/kilocode: the `kilo` CLI, and the VS Code extension that runs the same
 * core). Every value below was read in Kilo-Org/kilocode (commits per file in COMMITS); README.md lists
 * every detail decided.
 */
export const NAME = "Kilo Code";

/** The stored versions read (Kilo-Org/kilocode; the index gives no dates, see README "Open"). */
export const COMMITS = {
  /** packages/opencode/src/session/instruction.ts (Effect-based, with the kilocode_change blocks). */
  instruction: "3827ac49e342fb94694a1fcccf2bcd9a179a6478",
  /** packages/opencode/src/kilocode/rules-migrator.ts (.kilo and .kilocode rule folders). */
  rulesMigrator: "3dabe6ddd1b50cdd125b185c208fef06f108ea29",
  /** packages/opencode/src/kilocode/config/config.ts (loadLegacyConfigs, KILO_CONFIG_FILES). */
  config: "8f6a2cd04d6475cb62a2db470a4d402f20f06097",
  /** packages/opencode/src/kilocode/session/instruction.ts (rule(), parse(), match(), claude()). */
  kiloInstruction: "54b2e4826f9c857eb0756c471f83fdbc021c8237",
  /** packages/opencode/test/kilocode/session/instruction-budget.test.ts. */
  budgetTest: "c55b1c1ecc872933cefef5e05663d03fb4eec70e",
  /** packages/core/src/global.ts (config = KILO_CONFIG_DIR ?? the XDG folder). */
  global: "2855ebbe48d12bddcc25cd83f237fcefb5147965",
  /** packages/core/src/flag/flag.ts (truthy: "true" or "1", any case). */
  flag: "0380066a9b290dfbae4b7f084dd21cd05ad472c3",
  /** packages/kilo-docs/pages/customize/custom-rules.md (path-scoped rules, .claude/rules). */
  docs: "16f67c68d4b7bbc38cd43d235ac9f85a9a69c7fb",
} as const;
/** A stored packages/opencode/package.json of Kilo-Org/kilocode says 7.5.11; later 7.x releases exist. */
export const VERSION = "7.x";

/** Environment variables, spelled as Kilo spells them (core flag.ts, kilocode/session/instruction.ts). */
export const ENV = {
  configDir: "KILO_CONFIG_DIR",
  disableClaudeCode: "KILO_DISABLE_CLAUDE_CODE",
  disableClaudeCodePrompt: "KILO_DISABLE_CLAUDE_CODE_PROMPT",
  disableProjectConfig: "KILO_DISABLE_PROJECT_CONFIG",
  maxChars: "KILO_INSTRUCTIONS_MAX_CHARS",
  xdgConfigHome: "XDG_CONFIG_HOME",
} as const;

/** instruction.ts `instructionFiles`: the project names, in priority order (CLAUDE.md only with Claude compatibility). */
export const PROJECT_NAMES = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"] as const;
export const CLAUDE_NAME = "CLAUDE.md";
/** Marked "deprecated" in instruction.ts. */
export const DEPRECATED_NAME = "CONTEXT.md";
/** instruction.ts `globalFiles`: `<config dir>/AGENTS.md`, then `~/.claude/CLAUDE.md`. */
export const GLOBAL_AGENTS = "AGENTS.md";
export const GLOBAL_CLAUDE = ".claude/CLAUDE.md";
/** core global.ts: xdg-basedir's config folder + the app folder (docs: ~/.config/kilo). */
export const XDG_DEFAULT = ".config";
export const APP_DIR = "kilo";

/** rules-migrator.ts: project and global rule folders, in this order; files with the same name count once. */
export const RULE_DIRS = [".kilo/rules", ".kilocode/rules"] as const;
/** rules-migrator.ts: the one legacy rule file still read (not .roorules, not .clinerules). */
export const LEGACY_RULE_FILE = ".kilocoderules";
export const RULE_EXT = ".md";
/** Old Roo/Cline names Kilo no longer reads (rules-migrator.ts comment). */
export const UNREAD_LEGACY = [".roorules", ".clinerules"] as const;
/** rules-migrator.ts: mode folders (.kilo/rules-{mode}) are collected apart and not sent (config.ts uses `instructions` only). */
export const modeRuleDir = (prefix: string, mode: string) => `${prefix}/rules-${mode}`;
export const KNOWN_MODES = ["code", "architect", "ask", "debug", "orchestrator"] as const;

/** kilocode/config/config.ts KILO_CONFIG_FILES and KILO_DIR_SUFFIXES: where `instructions` are written. */
export const CONFIG_FILES = ["kilo.jsonc", "kilo.json"] as const;
export const CONFIG_DIRS = [".kilo", ".kilocode"] as const;
export const CONFIG_KEY = "instructions";

/** kilocode/session/instruction.ts `claude()`: Claude Code rule folders read with Claude compatibility on. */
export const CLAUDE_RULES_GLOBAL = { dir: ".claude", pattern: "rules/**/*.md" } as const;
export const CLAUDE_RULES_PROJECT = ".claude/rules/**/*.md";
/** kilocode/session/instruction.ts `rule()`: names never read as path-scoped rules. */
export const CONVENTIONAL = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"] as const;
export const PATHS_KEY = "paths";

/** kilocode/session/instruction.ts (budget version): DEFAULT_MAX_CHARS and MAX_LISTED. */
export const DEFAULT_MAX_CHARS = 400_000;
export const MAX_LISTED = 20;

/** The wording, as instruction.ts, read.ts, llm.ts and the budget write it. */
export const TEXT = {
  item: (path: string) => `Instructions from: ${path}\n`,
  itemPrefix: "Instructions from: ",
  /** llm.ts joins the system parts with one newline. */
  systemSeparator: "\n",
  /** tool/read.ts: attachments joined by a blank line inside one <system-reminder>. */
  reminderOpen: "\n\n<system-reminder>\n",
  reminderSeparator: "\n\n",
  reminderClose: "\n</system-reminder>",
  budgetSummary: (count: number, max: number, list: string) =>
    `${count} instruction file(s) skipped or truncated (over ${max}-char budget): ${list}`,
  budgetMore: (shown: string, more: number) => `${shown}, and ${more} more`,
  truncatedMark: (name: string) => `${name} (truncated)`,
} as const;

/** Where under the home folder Kilo reads on its own (AgentProfile.homePaths). */
export const HOME_PATHS = [
  ".config/kilo",
  "$XDG_CONFIG_HOME/kilo",
  "$KILO_CONFIG_DIR",
  ".kilo/rules",
  ".kilocode/rules",
  ".claude/CLAUDE.md",
  ".claude/rules",
] as const;
