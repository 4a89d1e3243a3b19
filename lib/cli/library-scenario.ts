/**
 * The Scenario type written out for the library's declarations (dist/index.d.ts): inside Rulescope
 * the type is derived from the zod schema, and a declaration bundle would carry zod's types with it
 * (zod is not installed with the package). The two cannot drift: ScenarioTypesAgree below fails to compile when
 * they differ in any key or type.
 */
import type { FileEntry as DerivedEntry, McpClient, Scenario as Derived } from "../scenario/types";

/** A files entry: the file's text, or an object (one of content, base64, symlink or dir; unreadable: chmod 000). */
export type FileEntry = string | { content?: string; base64?: string; symlink?: string; dir?: true; unreadable?: true };

/** One simulated session of one agent over a file tree: the input of `resolve` (docs/architecture.md). */
export interface Scenario {
  version: 1;
  /** An agent id ("codex", "claude-code", ...), as AGENT_IDS lists them. */
  agent: string;
  /** A variant of the agent ("upstream", "seed", a dated release); absent: the agent's default. */
  variant?: string;
  /** The tree: absolute paths to a file's text or an entry object. */
  files: Record<string, FileEntry>;
  /** The working directory, absolute. */
  cwd: string;
  home?: string;
  env?: Record<string, string>;
  config?: Record<string, unknown>;
  prompt?: string;
  tools?: string[];
  mcp?: { name: string; status: string }[];
  /** Files the session has read (relative to cwd, or absolute). */
  contextPaths?: string[];
  /** Files open in the IDE's editor, the active one first (relative to cwd, or absolute). */
  openFiles?: string[];
  session?: { model?: string; mode?: string; branch?: string; os?: string };
  ui?: { selectedFile?: string; compare?: string[] };
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Same<A, B> = Equal<{ [K in keyof A]: A[K] }, { [K in keyof B]: B[K] }>;
// Each key compared, the nested objects too: a change to the schema that this interface misses, or
// the other way round, is a compile error here. Each check stands alone: an intersection of a false
// check with the rest is never, which would pass.
type Holds<T extends true> = T;
type KeysAgree = keyof Scenario extends keyof Derived ? (keyof Derived extends keyof Scenario ? true : false) : false;
/** @public A compile-time check; nothing uses it at run time. */
export type ScenarioTypesAgree = [
  Holds<Same<NonNullable<Scenario["mcp"]>[number], McpClient>>,
  Holds<Same<NonNullable<Scenario["session"]>, NonNullable<Derived["session"]>>>,
  Holds<Same<NonNullable<Scenario["ui"]>, NonNullable<Derived["ui"]>>>,
  Holds<Same<Omit<Scenario, "mcp" | "session" | "ui" | "files">, Omit<Derived, "mcp" | "session" | "ui" | "files">>>,
  Holds<Same<Exclude<FileEntry, string>, Exclude<DerivedEntry, string>>>,
  Holds<Equal<Extract<DerivedEntry, string>, string>>,
  Holds<KeysAgree>,
];
