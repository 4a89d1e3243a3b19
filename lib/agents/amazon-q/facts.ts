/**
 * Amazon Q Developer's context files: names, patterns, limits and wrapper text, one place for each.
 * CLI: aws/amazon-q-developer-cli at 15cc8f3 (crates/chat-cli). IDE: aws/language-servers at 55af91e
 * (server/aws-lsp-codewhisperer/src/language-server/agenticChat). See README.md.
 */
export const NAME = "Amazon Q Developer";

/** Variant ids (frozen: permalinks store them). */
export const VARIANTS = { upstream: "upstream", cli113: "cli-1-13", ide: "ide" } as const;

/** The releases each CLI variant covers (crates/chat-cli/src/cli/feed.json). */
export const RELEASES = {
  /** 1.16.0 (2025-09-16): "AGENTS.md ... to default agent resources" (PR #2812, commit 9969208). */
  agentsMd: "1.16.0",
  /** 1.13.0 (2025-07-31): agents replace profiles and the global context (the default agent's resources). */
  agents: "1.13.0",
  /** The last release before 1.16.0 in the feed (2025-09-02). */
  beforeAgentsMd: "1.15.0",
  /** The newest release in the feed (2025-11-17); the project is now maintenance-only, Kiro CLI succeeds it. */
  latest: "1.19.7",
} as const;

/** The CLI agent config accepts only `file://` resources as context files (context.rs from_agent). */
export const FILE_SCHEME = "file://";

/** util/paths.rs DEFAULT_AGENT_RESOURCES + RULES_PATTERN: the built-in default agent since 1.16.0. */
export const CLI_RESOURCES = ["file://AmazonQ.md", "file://AGENTS.md", "file://README.md", "file://.amazonq/rules/**/*.md"] as const;
/** agent/mod.rs Default for Agent at v1.13.0 (before PR #2812): no AGENTS.md. */
export const CLI_RESOURCES_113 = ["file://AmazonQ.md", "file://README.md", "file://.amazonq/rules/**/*.md"] as const;
/** additionalContextProvider.ts fallback and mcpUtils.ts default agent config: the IDE's resources. */
export const IDE_RESOURCES = ["file://AmazonQ.md", "file://README.md", "file://.amazonq/rules/**/*.md"] as const;

/** context.rs process_path: a path with one of these characters is expanded as a glob. */
export const GLOB_CHARS = /[*?[]/;

/** cli/chat/cli/model.rs default_context_window: tokens when the model's window is unknown. */
export const DEFAULT_CONTEXT_WINDOW = 200_000;
/** context.rs calc_max_context_files_size: context files may use 3/4 of the window. */
export const BUDGET_NUMERATOR = 3;
export const BUDGET_DENOMINATOR = 4;
/** token_counter.rs: bytes / 4, rounded to the nearest 10 tokens. */
export const TOKEN_TO_CHAR_RATIO = 4;

/** conversation.rs: the context message opens and closes with these lines. */
export const CONTEXT_BEGIN = "--- CONTEXT ENTRY BEGIN ---\n";
export const CONTEXT_END = "--- CONTEXT ENTRY END ---\n\n";
/** conversation.rs context_messages: each file is `[<path>]`, a newline, its text and a newline. */
export const fileHeader = (path: string): string => `[${path}]\n`;

/** IDE: only a resource ending in this is walked; every other one is a single file (collectWorkspaceRulesInternal). */
export const IDE_RULES_SUFFIX = ".amazonq/rules/**/*.md";
export const IDE_RULES_DIR = ".amazonq/rules";
/** contextUtils.ts promptFileExtension: the rules walk keeps names ending in it (case-sensitive). */
export const IDE_RULE_EXT = ".md";
/** Names the IDE counts as rules wherever they sit (additionalContextProvider.ts getContextType). */
export const IDE_RULE_NAMES = ["AmazonQ.md", "README.md"] as const;
/** Resources that are the project's own documents, sent as context but not written for agents. */
export const PROJECT_DOCS: readonly string[] = ["README.md"];
/** agenticChatTriggerContext.ts workspaceChunkMaxSize: each file's text is cut to this many UTF-16 units. */
export const IDE_FILE_MAX_CHARS = 40_960;
/** agenticChatTriggerContext.ts additionalContextMaxLength: at most this many context entries. */
export const IDE_MAX_ENTRIES = 100;
/** convertPinnedContextToChatMessages: the pinned-context user message. */
export const IDE_OPEN = "<pinnedContext>\n";
export const IDE_CLOSE = "</pinnedContext>";
/** One entry: rules and prompts are `promptInstruction`, other files `fileContext`. */
export const ideEntryOpen = (tag: string, rel: string): string => `<${tag}>\n<relativeFilePath>\n${rel}\n</relativeFilePath>\n<text>\n`;
export const ideEntryClose = (tag: string): string => `\n</text>\n</${tag}>\n`;
export const IDE_RULE_TAG = "promptInstruction";
export const IDE_FILE_TAG = "fileContext";

/** Rulescope's config keys (the agent's own names where it has them). */
export const CONFIG = {
  /** The active agent's `resources` (a custom agent, or `~/.aws/amazonq/agents/default.json` in the IDE). */
  resources: "resources",
  /** The model's context window in tokens (Q reads it from the model list). */
  contextWindow: "contextWindowTokens",
} as const;

/** Where under home Q reads on its own: agent configs, legacy global context, prompts. */
export const HOME_PATHS = [".aws/amazonq"] as const;
