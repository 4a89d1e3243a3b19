/**
 * Which frontmatter keys a rule file may carry, by where it lives: completion and hover in an editor.
 * The key lists are the profiles' own (each profile's facts.ts, used by its unknown-key diagnostic);
 * only the one-line help for each key is written here.
 */
import { RULE_FRONTMATTER_KEYS as CLAUDE_KEYS, RULES_DIR as CLAUDE_RULES_DIR } from "../agents/claude-code/facts";
import { FRONTMATTER_KEYS as CONTINUE_KEYS, WORKSPACE_DIR as CONTINUE_DIR } from "../agents/continue/facts";
import { INSTRUCTION_KEYS as COPILOT_KEYS } from "../agents/copilot/facts";
import { FRONTMATTER_KEYS as CURSOR_KEYS, RULES_DIR as CURSOR_RULES_DIR } from "../agents/cursor/facts";
import { FRONTMATTER_KEYS as KIRO_KEYS, INCLUSIONS, STEERING_DIR } from "../agents/kiro/facts";
import { DEVIN_RULES_DIR, FRONTMATTER_KEYS as WINDSURF_KEYS, RULES_DIR as WINDSURF_RULES_DIR, TRIGGERS } from "../agents/windsurf/facts";

export interface Dialect {
  /** The agent whose rule files these are. */
  agent: string;
  keys: readonly string[];
  /** Help for each key, one or two sentences. */
  help: Readonly<Record<string, string>>;
  /** Values a key takes, where it takes one of a few. */
  values?: Readonly<Record<string, readonly string[]>>;
}

const inFolder = (path: string, folder: string): boolean => `/${path}`.includes(`/${folder}/`);

const DIALECTS: { test: (path: string) => boolean; dialect: Dialect }[] = [
  {
    test: (p) => inFolder(p, CURSOR_RULES_DIR) && /\.mdc?$/.test(p),
    dialect: {
      agent: "cursor",
      keys: CURSOR_KEYS,
      help: {
        description:
          "What the rule is about. With no globs and alwaysApply false, Cursor's model reads it to decide whether to attach the rule.",
        globs: "Files that attach the rule when one of them is in context: patterns separated by commas, without spaces after them.",
        alwaysApply: "true: the rule is sent in every session, whatever the globs say.",
      },
      values: { alwaysApply: ["true", "false"] },
    },
  },
  {
    test: (p) => p.endsWith(".instructions.md"),
    dialect: {
      agent: "copilot",
      keys: COPILOT_KEYS,
      help: {
        applyTo:
          'Files the instructions apply to: one string of glob patterns separated by commas ("**" for all). Without it, VS Code never attaches the file on its own, while the Copilot CLI applies it to every file.',
        excludeAgent: 'Keeps the file from one agent: "code-review" or "coding-agent".',
        description: "Shown in VS Code's pickers; the model may also read it to choose the file.",
        name: "The name shown in VS Code instead of the file name.",
      },
      values: { excludeAgent: ["code-review", "coding-agent"] },
    },
  },
  {
    test: (p) => inFolder(p, CLAUDE_RULES_DIR) && p.endsWith(".md"),
    dialect: {
      agent: "claude-code",
      keys: CLAUDE_KEYS,
      help: {
        paths:
          "Files that load the rule when Claude reads one of them; without it the rule is loaded at session start. Write one pattern, or a YAML list of them.",
      },
    },
  },
  {
    test: (p) => inFolder(p, STEERING_DIR) && p.endsWith(".md"),
    dialect: {
      agent: "kiro",
      keys: KIRO_KEYS,
      help: {
        inclusion: "When Kiro sends the file: always, fileMatch (with fileMatchPattern), manual (#name in chat) or auto (by description).",
        fileMatchPattern: "With inclusion: fileMatch, the files that bring the steering file in.",
        name: "The name used to call the file (#name) and in the steering list.",
        description: "With inclusion: auto, what the model reads to decide whether to include the file.",
      },
      values: { inclusion: INCLUSIONS },
    },
  },
  {
    test: (p) => (inFolder(p, WINDSURF_RULES_DIR) || inFolder(p, DEVIN_RULES_DIR)) && p.endsWith(".md"),
    dialect: {
      agent: "windsurf",
      keys: WINDSURF_KEYS,
      help: {
        trigger: "When Windsurf applies the rule: always_on, manual (@mention), model_decision (by description) or glob (with globs).",
        globs: "With trigger: glob, the files that apply the rule.",
        description: "With trigger: model_decision, what the model reads to decide whether to apply the rule.",
      },
      values: { trigger: TRIGGERS },
    },
  },
  {
    test: (p) => inFolder(p, `${CONTINUE_DIR}/rules`) && p.endsWith(".md"),
    dialect: {
      agent: "continue",
      keys: CONTINUE_KEYS,
      help: {
        name: "The rule's name, shown in Continue's rules list.",
        description: "What the rule is about; with alwaysApply false and no globs, the model reads it to decide.",
        globs: "Files that attach the rule when one is in context (a pattern or a list).",
        regex: "A pattern the contents of a file in context must match for the rule to attach.",
        alwaysApply: "true: always sent; false: only by globs, regex or the model's choice.",
        invokable: "true: the rule can also be called as a slash command.",
      },
      values: { alwaysApply: ["true", "false"], invokable: ["true", "false"] },
    },
  },
];

/** The frontmatter dialect of a rule file at `path` (workspace-relative or absolute), or null. */
export function dialectOf(path: string): Dialect | null {
  return DIALECTS.find((d) => d.test(path))?.dialect ?? null;
}

/** Where the leading frontmatter block of `lines` ends (the closing `---` line), or null when there is none. */
export function frontmatterEnd(lines: readonly string[]): number | null {
  if (lines.length === 0 || !/^\uFEFF?---[ \t]*\r?$/.test(lines[0])) return null;
  for (let i = 1; i < Math.min(lines.length, 2_000); i++) if (/^---[ \t]*\r?$/.test(lines[i])) return i;
  return null;
}
