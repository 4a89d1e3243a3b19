/**
 * GitHub Copilot's file names, settings, variables and the labels of Rulescope's neutral listing: one
 * place for each. Every fact names its source; the full list with URLs is in README.md.
 */

export const VARIANTS = {
  /** Copilot CLI today (the agent runtime it shares with the cloud coding agent). */
  cli: "upstream",
  codingAgent: "coding-agent",
  vscode: "vscode",
  visualStudio: "visual-studio",
} as const;

/**
 * Repo-level instruction files the agent runtime checks in each standard directory, in its table
 * order (microsoft/vscode src/vs/sessions/copilot-customizations-spec.md, 1.1 and 1.4).
 */
export const RUNTIME_DIR_FILES = [".github/copilot-instructions.md", "AGENTS.md", "CLAUDE.md", ".claude/CLAUDE.md", "GEMINI.md"] as const;

/** `.github/instructions/**\/*.instructions.md` below a standard directory (GitHub docs, all surfaces). */
export const INSTRUCTIONS_DIR = ".github/instructions";
export const INSTRUCTIONS_EXT = ".instructions.md";
export const AGENTS_FILE = "AGENTS.md";

/** Copilot CLI's configuration directory: $COPILOT_HOME, else ~/.copilot (docs: CLI configuration directory). */
export const COPILOT_HOME_DEFAULT = ".copilot";
export const USER_INSTRUCTIONS_FILE = "copilot-instructions.md";
export const USER_INSTRUCTIONS_DIR = "instructions";

export const ENV = {
  home: "COPILOT_HOME",
  /** "a comma-separated list of directories" (docs: Adding custom instructions for Copilot CLI). */
  extraDirs: "COPILOT_CUSTOM_INSTRUCTIONS_DIRS",
  /** Read by CLI builds up to 0.0.421; ignored since (copilot-cli issue #1954). */
  xdg: "XDG_CONFIG_HOME",
} as const;

/** applyTo patterns that mean "every file" for the agent runtime (docs: "`**` or `**\/*`"). */
export const RUNTIME_MATCH_ALL = ["**", "**/*"] as const;
/** VS Code attaches these even with no file in context (computeAutomaticInstructions.ts `_matches`). */
export const VSCODE_MATCH_ALL = ["**", "**/*", "*"] as const;

export const EXCLUDE_AGENT = { codeReview: "code-review", codingAgent: "coding-agent" } as const;

/** VS Code settings, spelled as VS Code spells them, with their defaults (VS Code chat.contribution.ts). */
export const VSCODE_SETTINGS = {
  useInstructionFiles: "github.copilot.chat.codeGeneration.useInstructionFiles",
  useAgentsMd: "chat.useAgentsMdFile",
  useNestedAgentsMd: "chat.useNestedAgentsMdFiles",
  useClaudeMd: "chat.useClaudeMdFile",
  locations: "chat.instructionsFilesLocations",
} as const;

/**
 * Chat modes in which VS Code includes the active editor's file as context on its own (implicit
 * context); in agent mode it is only suggested as an attachment. microsoft/vscode chat.contribution.ts:
 * `chat.implicitContext.enabled` (default panel: always) and `chat.implicitContext.suggestedContext`
 * (default true: "In Ask and Edit modes, the context will automatically be included").
 */
export const VSCODE_IMPLICIT_CONTEXT_MODES = ["ask", "edit"] as const;

/** The boolean settings' defaults (VS Code chat.contribution.ts). */
export const VSCODE_DEFAULTS = {
  [VSCODE_SETTINGS.useInstructionFiles]: true,
  [VSCODE_SETTINGS.useAgentsMd]: true,
  [VSCODE_SETTINGS.useNestedAgentsMd]: false,
  [VSCODE_SETTINGS.useClaudeMd]: true,
} as const;

/** DEFAULT_INSTRUCTIONS_SOURCE_FOLDERS in VS Code's promptFileLocations.ts (2026 builds). */
export const VSCODE_DEFAULT_LOCATIONS: Record<string, boolean> = {
  ".github/instructions": true,
  ".claude/rules": true,
  "~/.copilot/instructions": true,
  "~/.claude/rules": true,
};
/** In a `.claude/rules` folder any `.md` file is a rule and `paths` replaces applyTo (VS Code docs). */
export const CLAUDE_RULES_DIR = ".claude/rules";

/** CLAUDE.md family VS Code reads with chat.useClaudeMdFile on (VS Code docs "Use a CLAUDE.md file"). */
export const VSCODE_CLAUDE_FILES = { workspace: ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"], home: ".claude/CLAUDE.md" } as const;
export const VSCODE_COPILOT_FILE = ".github/copilot-instructions.md";

/**
 * Visual Studio's one switch for both kinds of file: Tools > Options > GitHub > Copilot > Copilot Chat,
 * "Enable custom instructions to be loaded from .github/copilot-instructions.md files and added to
 * requests" (Learn copilot-chat-context.md @ 318f16b). It has no settings.json key: the config key is
 * Rulescope's. On by default (GitHub docs, Visual Studio tab @ 58a26b8; earlier docs said off).
 */
export const VISUAL_STUDIO_SETTING = { key: "visualStudio.enableCustomInstructions", default: true } as const;
export const VISUAL_STUDIO_OPTION_LABEL = "Enable custom instructions to be loaded from .github/copilot-instructions.md files";

/**
 * What loads another instructions file in Visual Studio (third-party findings from its binaries,
 * 18.12 Insiders, 2026-11-08): a line holding only `#file:'<path>.instructions.md'`, or a line that
 * ends with a Markdown link to a `*.instructions.md` file. A `#file:'…'` inside a sentence stays text.
 */
export const VISUAL_STUDIO_REFERENCE = {
  fileLine: /^\s*#file:'([^']+)'\s*$/,
  linkAtEnd: /\[[^\]]*\]\(<?([^)\s>]+)>?\)\s*$/,
  inSentence: /#file:'([^']+)'/g,
  loads: (path: string) => path.toLowerCase().endsWith(INSTRUCTIONS_EXT),
} as const;

/** Guard for the recursive walk of one instructions folder or the workspace (nested AGENTS.md). */
export const MAX_WALK_ENTRIES = 20000;

/** Rulescope's own labels: Copilot does not publish its wording, so none of this pretends to be it. */
export const LISTING = {
  header:
    "[Rulescope listing: GitHub Copilot does not publish how it words or wraps custom instructions. These are the texts it adds, in the order Rulescope shows them; lines in square brackets are Rulescope's labels, not Copilot's.]\n",
  item: (label: string, path: string) => `\n[${label}: ${path}]\n`,
  listedHeader: "[Rulescope listing: files VS Code names to the model by path; it reads them only if it chooses to]\n",
} as const;

/** Where under the home folder GitHub Copilot reads on its own (AgentProfile.homePaths: what `--home` opens). */
/** ~/.copilot (or COPILOT_HOME); VS Code's default ~/.copilot/instructions and ~/.claude/rules; ~/.claude/CLAUDE.md. */
export const HOME_PATHS = [COPILOT_HOME_DEFAULT, `$${ENV.home}`, CLAUDE_RULES_DIR, VSCODE_CLAUDE_FILES.home] as const;

/**
 * Frontmatter keys of an `*.instructions.md` file: applyTo and excludeAgent (GitHub docs,
 * custom-instructions-path.md), description and name (VS Code docs, custom-instructions.md). One file
 * serves every surface, so a key one of them reads is not reported under another.
 */
export const INSTRUCTION_KEYS = ["applyTo", "excludeAgent", "description", "name"] as const;
/** In a `.claude/rules` folder (VS Code reads Claude's rules): paths, plus the keys above VS Code knows. */
export const CLAUDE_RULE_KEYS = ["paths", "description", "name"] as const;

/**
 * What a missing applyTo means differs per surface (docs.github.com: CLI and coding agent apply such a
 * file to every request; VS Code's computeAutomaticInstructions lists it for the model and attaches it
 * to none), so the same file is everywhere for one and nowhere for the other.
 */
export const missingApplyToMessage = (path: string): string =>
  `${path} has no applyTo: Copilot CLI and the coding agent apply it to every request, while VS Code only lists it and attaches it to none. Say applyTo: "**" for every file, or name the files it is for.`;
