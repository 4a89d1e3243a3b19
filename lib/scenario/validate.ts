/**
 * Scenario validation: every problem at once, each with its JSON path, in words a user understands.
 * Unknown keys are an error inside `files` entries and a warning elsewhere. A newer `version` than
 * this code knows is a clear error; older versions are migrated (see migrate.ts).
 */
import { z } from "zod";
import type { Scenario } from "./types";
import { SCENARIO_VERSION } from "./types";
import { migrate } from "./migrate";

// No eval-compiled validators: the site's Content-Security-Policy forbids eval, so zod would try and fall back.
z.config({ jitless: true });

export interface ValidationProblem {
  level: "error" | "warning";
  /** JSON path, e.g. `files["/repo/a.md"].dir` or `cwd`. */
  path: string;
  message: string;
}

export type ValidationResult =
  | { ok: true; scenario: Scenario; warnings: ValidationProblem[] }
  | { ok: false; problems: ValidationProblem[] };

const absPath = z
  .string({ error: "must be a text path" })
  .refine((p) => p.startsWith("/"), { message: "must be an absolute path starting with /" })
  .refine((p) => !p.includes("\0"), { message: "must not contain a NUL character" });

const fileObject = z.strictObject({
  content: z.string({ error: "must be text" }).optional(),
  base64: z.string({ error: "must be base64 text" }).optional(),
  symlink: z.string({ error: "must be the link target, as text" }).min(1, { message: "must not be empty" }).optional(),
  dir: z.literal(true, { error: "must be true when present" }).optional(),
  unreadable: z.literal(true, { error: "must be true when present" }).optional(),
});

const fileEntry = z.union([z.string(), fileObject], {
  error: "must be the file's text, or an object with content, base64, symlink, dir or unreadable",
});

const shape = {
  version: z.literal(SCENARIO_VERSION),
  agent: z.string({ error: "must name an agent, e.g. \"codex\"" }).min(1, { message: "must name an agent" }),
  variant: z.string({ error: "must be text" }).optional(),
  files: z.record(z.string(), fileEntry, { error: "must be an object mapping absolute paths to entries" }),
  cwd: absPath,
  home: absPath.optional(),
  env: z.record(z.string(), z.string({ error: "must be text (env values are strings)" }), { error: "must be an object of NAME: value" }).optional(),
  config: z.record(z.string(), z.unknown(), { error: "must be an object" }).optional(),
  prompt: z.string({ error: "must be text" }).optional(),
  tools: z.array(z.string({ error: "must be text" }), { error: "must be a list of tool ids" }).optional(),
  mcp: z
    .array(z.looseObject({ name: z.string({ error: "must be text" }), status: z.string({ error: "must be text" }) }), {
      error: "must be a list of {name, status}",
    })
    .optional(),
  contextPaths: z.array(z.string({ error: "must be text" }), { error: "must be a list of paths" }).optional(),
  session: z
    .looseObject({
      model: z.string().optional(),
      mode: z.string().optional(),
      branch: z.string().optional(),
      os: z.string().optional(),
    }, { error: "must be an object" })
    .optional(),
  ui: z
    .looseObject({
      selectedFile: z.string().optional(),
      compare: z.array(z.string()).optional(),
    }, { error: "must be an object" })
    .optional(),
};

const scenarioSchema = z.looseObject(shape);

function jsonPath(path: PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else if (typeof seg === "string" && /^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out || "(scenario)";
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required";
  return issue.message;
}

/** Known agent ids are passed in, so this module does not depend on the profiles. */
export function validateScenario(raw: unknown, knownAgents?: readonly string[]): ValidationResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, problems: [{ level: "error", path: "(scenario)", message: "a scenario must be a JSON object" }] };
  const migrated = migrate(raw as Record<string, unknown>);
  if (!migrated.ok) return { ok: false, problems: [{ level: "error", path: "version", message: migrated.message }] };
  const data = migrated.value;
  const problems: ValidationProblem[] = [];
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ level: "error", path: jsonPath(issue.path), message: issueMessage(issue) });
  }
  // Unknown keys outside `files` entries: warnings, so a link from a newer build still opens.
  for (const k of Object.keys(data)) if (!Object.hasOwn(shape, k)) problems.push({ level: "warning", path: jsonPath([k]), message: `unknown key "${k}" is ignored` });
  for (const key of ["session", "ui"] as const) {
    const v = data[key];
    const known = key === "session" ? ["model", "mode", "branch", "os"] : ["selectedFile", "compare"];
    if (v && typeof v === "object" && !Array.isArray(v))
      for (const k of Object.keys(v)) if (!known.includes(k)) problems.push({ level: "warning", path: jsonPath([key, k]), message: `unknown key "${k}" is ignored` });
  }
  // zod's records drop a "__proto__" key without a word; refuse it in words instead of losing it.
  for (const key of ["files", "env", "config"] as const) {
    const rec = data[key];
    if (rec && typeof rec === "object" && Object.hasOwn(rec, "__proto__"))
      problems.push({ level: "error", path: jsonPath([key, "__proto__"]), message: 'a key named "__proto__" cannot be kept safely; rename it' });
  }
  const files = data.files;
  if (files && typeof files === "object" && !Array.isArray(files)) {
    for (const [p, entry] of Object.entries(files as Record<string, unknown>)) {
      const where = jsonPath(["files", p]);
      if (!p.startsWith("/")) problems.push({ level: "error", path: where, message: "file paths must be absolute (start with /)" });
      if (p.includes("\0")) problems.push({ level: "error", path: where, message: "file paths must not contain a NUL character" });
      if (p.split("/").some((s) => s === ".." || s === ".")) problems.push({ level: "error", path: where, message: "file paths must not contain . or .. segments" });
      if (entry && typeof entry === "object" && !Array.isArray(entry)) {
        const kinds = ["content", "base64", "symlink", "dir"].filter((k) => k in entry);
        if (kinds.length > 1) problems.push({ level: "error", path: where, message: `an entry is one of content, base64, symlink or dir, not ${kinds.join(" and ")}` });
      }
    }
  }
  const agent = data.agent;
  if (knownAgents && typeof agent === "string" && agent && !knownAgents.includes(agent))
    problems.push({ level: "error", path: "agent", message: `unknown agent "${agent}"; known: ${knownAgents.join(", ")}` });
  const errors = problems.filter((p) => p.level === "error");
  if (errors.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, scenario: parsed.data as unknown as Scenario, warnings: problems };
}

/** One line per problem, for the CLI and the page. */
export function formatProblems(problems: ValidationProblem[]): string {
  return problems.map((p) => `${p.level}: ${p.path}: ${p.message}`).join("\n");
}
