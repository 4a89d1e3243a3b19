/**
 * The agent manifest: every profile's id, in menu order. It is the one hand-kept list of agents:
 * `npm run agents` writes the lists that import the profiles from it (meta.ts, index.ts, examples.ts)
 * and the README's agent table, and `npm run new-agent <id>` adds a line here. A profile lives in the
 * folder named by its id. Ids are frozen: they are stored in permalinks. This module imports nothing,
 * so `rulescope --help` lists the agents without loading a profile.
 */
export const AGENT_IDS = [
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
  "kilo-code",
  "crush",
  "openhands",
  "amazon-q",
  "kiro-cli",
  "mistral-vibe",
  "warp",
  "augment",
  "factory-droid",
  "trae",
  "jetbrains-ai",
  "firebase-studio",
  "antigravity",
  "pi",
] as const;
