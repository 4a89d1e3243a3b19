/**
 * Scenario v1: the one format for permalinks, examples, fixtures and the CLI (see docs/architecture.md).
 * The type is derived from the zod schema in schema.ts (a type-only import: no zod at run time here),
 * so the two cannot drift apart.
 */
import type { z } from "zod";
import type { scenarioSchema } from "./schema";

export type { FileEntry } from "./schema";

/**
 * An object type without its `[key: string]: unknown`. The schema's objects are loose (an unknown key is
 * a warning, so a link from a newer build still opens), but code should name only the known keys.
 */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

type Fields = Known<z.output<typeof scenarioSchema>>;

export type McpClient = Known<NonNullable<Fields["mcp"]>[number]>;

export type Scenario = Omit<Fields, "mcp" | "session" | "ui"> & {
  mcp?: McpClient[];
  session?: Known<NonNullable<Fields["session"]>>;
  ui?: Known<NonNullable<Fields["ui"]>>;
};
