/**
 * JetBrains AI Assistant's project rules: folder, rule types and metadata fields, one place for each.
 * Sources: jetbrains.com/help/ai-assistant/configure-project-rules.html (types, invocation) and
 * dyoshikawa/rulesync src/features/rules/aiassistant-rule.ts @ 197500d (the metadata block, read from
 * the plugin's AiRulesService, build 262.10968.75). README.md lists every decision.
 */
export const NAME = "JetBrains AI Assistant";

/** Project rules folder at the project root; one Markdown file per rule, named by its file. */
export const RULES_DIR = ".aiassistant/rules";
export const RULE_EXT = ".md";

/** The rule types, as the `apply:` line spells them (matched case-sensitively by the plugin). */
export const APPLY = {
  always: "always",
  manually: "manually",
  modelDecision: "by model decision",
  filePatterns: "by file patterns",
  off: "off",
} as const;
export type Apply = (typeof APPLY)[keyof typeof APPLY];
export const APPLY_VALUES: readonly string[] = Object.values(APPLY);

/** Metadata fields: `instructions` for by model decision, `patterns` (comma list) for by file patterns. */
export const FIELD = { apply: "apply", instructions: "instructions", patterns: "patterns" } as const;

/** Docs: a Manually rule applies when "invoked in the chat using @rule: or #rule:". */
export const INVOKE_PREFIXES = ["@rule:", "#rule:"] as const;

/** The metadata block opens the file with `---` and ends at the next `---` (the plugin's regex). */
export const DELIMITER = "---";

/** The rules folder is AI Assistant's own: it shows a team uses it. */
export const MARKERS = [".aiassistant/rules/"] as const;
