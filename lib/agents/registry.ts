/**
 * The agent manifest: every profile's id, in menu order. It is the one hand-kept list of agents:
 * `npm run agents` writes the lists that import the profiles from it (meta.ts, index.ts, examples.ts)
 * and the README's agent table, and `npm run new-agent <id>` adds a line here. A profile lives in the
 * folder named by its id. Ids are frozen: they are stored in permalinks. This module imports nothing,
 * so `rulescope --help` lists the agents without loading a profile. The order is the audience's: the
 * agents most teams run come first (every list on the page and in the CLI starts with them), the
 * standard's reading and the seed systems last.
 */
export const AGENT_IDS = [
  "codex",
  "claude-code",
  "gemini-cli",
  "cursor",
  "copilot",
  "opencode",
  "windsurf",
  "cline",
  "roo-code",
  "kilo-code",
  "continue",
  "qwen-code",
  "amp",
  "aider",
  "zed",
  "junie",
  "goose",
  "kiro",
  "kiro-cli",
  "amazon-q",
  "augment",
  "warp",
  "factory-droid",
  "trae",
  "jetbrains-ai",
  "firebase-studio",
  "antigravity",
  "openhands",
  "mistral-vibe",
  "crush",
  "pi",
  "agents-md",
  "crabcode",
  "ion",
  "opencode-rules",
] as const;
