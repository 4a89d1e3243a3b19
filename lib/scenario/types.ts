/** Scenario v1: the one format for permalinks, examples, fixtures and the CLI (see docs/architecture.md). */

export type FileEntry =
  | string
  | { content?: string; base64?: string; symlink?: string; dir?: true; unreadable?: true };

export interface McpClient {
  name: string;
  status: string;
}

export interface Scenario {
  version: 1;
  /** Frozen ids: they are stored in links. */
  agent: string;
  variant?: string;
  files: Record<string, FileEntry>;
  cwd: string;
  home?: string;
  env?: Record<string, string>;
  config?: Record<string, unknown>;
  prompt?: string;
  tools?: string[];
  mcp?: McpClient[];
  contextPaths?: string[];
  session?: { model?: string; mode?: string; branch?: string; os?: string };
  ui?: { selectedFile?: string; compare?: string[] };
}

export const SCENARIO_VERSION = 1 as const;
