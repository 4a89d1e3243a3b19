/**
 * The agent ids as help texts list them, written out rather than read from the profiles: printing
 * `rulescope --help` then loads no profile, tokenizer or schema, so it starts fast.
 * test/cli-startup.test.ts keeps this list equal to AGENT_IDS (lib/resolve.ts).
 */
export const HELP_AGENT_IDS: readonly string[] = [
  "crabcode",
  "codex",
  "ion",
  "opencode",
  "opencode-rules",
  "claude-code",
  "gemini-cli",
  "cursor",
  "copilot",
  "agents-md",
  "windsurf",
  "cline",
  "kiro",
  "amp",
  "roo-code",
  "continue",
  "goose",
  "qwen-code",
  "zed",
  "aider",
  "junie",
];
