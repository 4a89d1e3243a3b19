/**
 * Claude Code's names, strings and limits, in one place. Sources: BelovedYaoo/claude-code-source
 * (reconstructed) src/utils/claudemd.ts, src/utils/api.ts, src/utils/messages.ts,
 * src/utils/settings/managedPath.ts, src/utils/envUtils.ts, src/memdir/{paths,memdir}.ts
 * @ 1e87ff61337fbc03e4c8dae295b8876db6839d16. See README.md for what each one decides.
 */

/** The four instruction types plus auto-memory; they pick the `Contents of` description. */
export type MemoryType = "Managed" | "User" | "Project" | "Local" | "AutoMem";

export const PROJECT_FILE = "CLAUDE.md";
export const DOT_CLAUDE_FILE = ".claude/CLAUDE.md";
export const LOCAL_FILE = "CLAUDE.local.md";
export const RULES_DIR = ".claude/rules";
/** Under the managed directory and the config home. */
export const MANAGED_RULES_DIR = ".claude/rules";
export const USER_RULES_DIR = "rules";

/** getManagedFilePath() per platform; Windows is mapped into the POSIX tree (README). */
export const MANAGED_DIR: Record<string, string> = {
  darwin: "/Library/Application Support/ClaudeCode",
  win32: "/C:/Program Files/ClaudeCode",
  linux: "/etc/claude-code",
};

export const MEMORY_INSTRUCTION_PROMPT =
  "Codebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.";

export const DESCRIPTION: Record<MemoryType, string> = {
  Project: " (project instructions, checked into the codebase)",
  Local: " (user's private project instructions, not checked in)",
  AutoMem: " (user's auto-memory, persists across conversations)",
  // Everything else, Managed included, gets the user-global description.
  User: " (user's private global instructions for all projects)",
  Managed: " (user's private global instructions for all projects)",
};

/** prependUserContext(): the first (meta) user message. */
export const CONTEXT_OPEN = "<system-reminder>\nAs you answer the user's questions, you can use the following context:\n";
export const CONTEXT_CLOSE =
  "\n\n      IMPORTANT: this context may or may not be relevant to your tasks. You should not respond to this context unless it is highly relevant to your task.\n</system-reminder>\n";
/** Up to 2.1.267 the user context part ends in a blank line: CONTEXT_CLOSE and one more newline (measured). */
export const CONTEXT_PART_END = "\n";
export const REMINDER_OPEN = "<system-reminder>\n";
export const REMINDER_CLOSE = "\n</system-reminder>";

/** Only a warning: CLAUDE.md files are never cut. */
export const MAX_MEMORY_CHARACTER_COUNT = 40000;
/** processMemoryFile stops at depth >= 5 (the root file is depth 0). */
export const MAX_INCLUDE_DEPTH = 5;
/** MEMORY.md (auto-memory entrypoint) caps. */
export const AUTO_MEM_MAX_LINES = 200;
export const AUTO_MEM_MAX_BYTES = 25_000;
export const AUTO_MEM_FILE = "memory/MEMORY.md";

export const ENV = {
  disableClaudeMds: "CLAUDE_CODE_DISABLE_CLAUDE_MDS",
  simple: "CLAUDE_CODE_SIMPLE",
  disableAttachments: "CLAUDE_CODE_DISABLE_ATTACHMENTS",
  disableAutoMemory: "CLAUDE_CODE_DISABLE_AUTO_MEMORY",
  configDir: "CLAUDE_CONFIG_DIR",
  additionalDirs: "CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD",
} as const;

export const CONFIG = {
  currentDate: "currentDate",
  excludes: "claudeMdExcludes",
  settingSources: "settingSources",
  externalApproved: "hasClaudeMdExternalIncludesApproved",
  autoMemoryEnabled: "autoMemoryEnabled",
  addDir: "addDir",
  instructionFiles: "instructionFiles",
  projectInstructions: "projectInstructions",
} as const;

/**
 * The built-in agents-md plugin (2.1.277 and later): AGENTS.md read where and as CLAUDE.md would be,
 * under one option, "Project instructions" in /config (docs: memory, "Choose which instruction files
 * load"; anthropics/claude-code mods/agents-md).
 */
export const AGENTS_FILE = "AGENTS.md";
export const DOT_CLAUDE_AGENTS_FILE = ".claude/AGENTS.md";
/** The Project instructions option (`instructionFiles`): mods/agents-md README at tag v2.1.277 and the docs of 2026-10-01. */
export const INSTRUCTION_MODES = ["claude-md-or-agents-md", "claude-md-and-agents-md", "claude-md", "managed-only"] as const;
export type InstructionMode = (typeof INSTRUCTION_MODES)[number];
export const DEFAULT_INSTRUCTION_MODE: InstructionMode = "claude-md-or-agents-md";
/**
 * The option's first key (`projectInstructions`) and its values (mods/agents-md README @ 42a37c2, plugin
 * 0.1.0): still honoured while `instructionFiles` is at its default (docs of 2026-10-01).
 */
export const LEGACY_INSTRUCTION_MODES: Readonly<Record<string, InstructionMode>> = {
  claude: "claude-md",
  "agents-fallback": "claude-md-or-agents-md",
  both: "claude-md-and-agents-md",
  none: "managed-only",
};
/** The project's own instruction files: one of them in the cwd or above switches the AGENTS.md fallback off. */
export const OWN_CLAUDE_FILES = [PROJECT_FILE, DOT_CLAUDE_FILE, LOCAL_FILE] as const;

/**
 * Variant ids: the newest releases, then each release where loading or framing changed: a file with
 * no comment removed sent as written (2.1.330), AGENTS.md
 * support (2.1.277), the memory's own reminder (2.1.268), links in rules folders skipped (2.1.232),
 * a link met after its target deduped (2.1.142), the native builds (2.1.113), CLAUDE_CODE_DISABLE_CLAUDE_MDS
 * read as a truthy value (2.1.88), YAML lists (2.1.84).
 */
export const VARIANT = {
  upstream: "upstream",
  beforeKeptText: "before-2.1.330",
  beforeAgentsMd: "before-2.1.277",
  beforeOwnReminder: "before-2.1.268",
  beforeRuleLinksSkipped: "before-2.1.232",
  beforeLinkDedupe: "before-2.1.142",
  beforeNative: "before-2.1.113",
  beforeTruthyToggle: "before-2.1.88",
  beforePathsList: "before-2.1.84",
} as const;

/** Not in the scenario; a fixed stand-in keeps the output deterministic. */
export const DEFAULT_DATE = "2026-01-01";
export const DEFAULT_SETTING_SOURCES = ["user", "project", "local"];

/** @include targets must have one of these extensions (or none). */
export const TEXT_FILE_EXTENSIONS = new Set(
  (
    ".md .txt .text .json .yaml .yml .toml .xml .csv .html .htm .css .scss .sass .less .js .ts .tsx .jsx .mjs .cjs .mts .cts " +
    ".py .pyi .pyw .rb .erb .rake .go .rs .java .kt .kts .scala .c .cpp .cc .cxx .h .hpp .hxx .cs .swift .sh .bash .zsh .fish " +
    ".ps1 .bat .cmd .env .ini .cfg .conf .config .properties .sql .graphql .gql .proto .vue .svelte .astro .ejs .hbs .pug .jade " +
    ".php .pl .pm .lua .r .R .dart .ex .exs .erl .hrl .clj .cljs .cljc .edn .hs .lhs .elm .ml .mli .f .f90 .f95 .for .cmake " +
    ".make .makefile .gradle .sbt .rst .adoc .asciidoc .org .tex .latex .lock .log .diff .patch"
  ).split(" "),
);

/** isEnvTruthy(): 1/true/yes/on, case-insensitive, trimmed. */
export function envTruthy(v: string | undefined): boolean {
  return v !== undefined && ["1", "true", "yes", "on"].includes(v.trim().toLowerCase());
}

/** isEnvDefinedFalsy(): 0/false/no/off. */
export function envDefinedFalsy(v: string | undefined): boolean {
  return v !== undefined && ["0", "false", "no", "off"].includes(v.trim().toLowerCase());
}

/** Where under the home folder Claude Code reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** The config home: CLAUDE.md, rules/ and projects/<dir>/memory (auto-memory), moved by CLAUDE_CONFIG_DIR. */
export const HOME_PATHS = [".claude", `$${ENV.configDir}`] as const;

/** The one frontmatter key a `.claude/rules` file has (docs, memory: "Path-specific rules"); others are ignored. */
export const RULE_FRONTMATTER_KEYS = ["paths"] as const;
