/**
 * The scenario's shape as zod checks it: the one definition the Scenario type is derived from
 * (types.ts) and validate.ts checks against. It imports nothing of the scenario module but bounds, so
 * types, migrations and validation stack on it without a circle.
 */
import { z } from "zod";
import { pathTextProblem } from "./bounds";

// No eval-compiled validators: the site's Content-Security-Policy forbids eval, so zod would try and fall back.
z.config({ jitless: true });

export const SCENARIO_VERSION = 1 as const;

/** The kinds an entry object may be; one at most (none is an empty file). */
const ENTRY_KINDS = ["content", "base64", "symlink", "dir"] as const;

/**
 * A files entry: the file's text, or an object. The FileEntry type comes from this schema. zod takes
 * seconds over 100,000 entries, so validate.ts checks entries by hand, with messages of its own, by
 * these same rules; test/file-entry.test.ts holds the two together on random entries.
 */
export const fileEntrySchema = z.union([
  z.string(),
  z
    .strictObject({
      content: z.string().optional(),
      base64: z.string().optional(),
      symlink: z
        .string()
        .min(1)
        .refine((t) => pathTextProblem(t) === null)
        .optional(),
      dir: z.literal(true).optional(),
      unreadable: z.literal(true).optional(),
    })
    .refine((e) => ENTRY_KINDS.filter((k) => Object.hasOwn(e, k)).length <= 1),
]);

export type FileEntry = z.output<typeof fileEntrySchema>;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const absPath = z
  .string({ error: 'must be a string: an absolute path such as "/repo"' })
  .refine((p) => p.startsWith("/"), { message: "must be an absolute path starting with /" });

const text = (what = "text") => z.string({ error: `must be a string (${what})` });

const shape = {
  version: z.literal(SCENARIO_VERSION),
  agent: z.string({ error: 'must be a string naming an agent, e.g. "codex"' }).min(1, { message: "must name an agent" }),
  variant: text().optional(),
  // Entries are checked in checkFiles, by hand: zod takes seconds over 100,000 of them.
  files: z.custom<Record<string, FileEntry>>((v) => isRecord(v), {
    error: "must be an object mapping absolute paths to entries",
    params: { wrongType: true },
  }),
  cwd: absPath,
  home: absPath.optional(),
  env: z.record(z.string(), text("env values are strings"), { error: "must be an object of NAME: value" }).optional(),
  config: z.record(z.string(), z.unknown(), { error: "must be an object" }).optional(),
  prompt: text().optional(),
  tools: z.array(text("a tool id"), { error: "must be a list of tool ids" }).optional(),
  mcp: z
    .array(z.looseObject({ name: text(), status: text() }, { error: "must be an object {name, status}" }), {
      error: "must be a list of {name, status}",
    })
    .optional(),
  contextPaths: z.array(text("a path"), { error: "must be a list of paths" }).optional(),
  openFiles: z.array(text("a path"), { error: "must be a list of paths" }).optional(),
  session: z
    .looseObject(
      {
        model: text().optional(),
        mode: text().optional(),
        branch: text().optional(),
        os: text().optional(),
      },
      { error: "must be an object" },
    )
    .optional(),
  ui: z
    .looseObject(
      {
        selectedFile: text("a path").optional(),
        compare: z.array(text("an agent id"), { error: "must be a list of agent ids" }).optional(),
      },
      { error: "must be an object" },
    )
    .optional(),
};

/** The scenario as zod checks it; types.ts derives the Scenario type from it. */
export const scenarioSchema = z.looseObject(shape);
