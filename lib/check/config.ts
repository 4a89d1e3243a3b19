/**
 * `rulescope.json` (or `.rulescope.json`) at the root of a checked tree: which agents the team uses,
 * where it works, its budgets, and how loud each check is. Validated with every problem reported at
 * its key, in words; the JSON Schema editors complete it from (schema/rulescope.schema.json) is made
 * from the same zod schema (scripts/write-schema.ts), and a test keeps the two equal.
 */
import { z } from "zod";
import { PROFILES, findProfile } from "../agents";
import { variantFor } from "../agents/versions";
import { didYouMean } from "../core/closest";
import { CHECK_CODE_LIST, isCheckCode, type CheckCode, type Severity } from "./codes";
import type { CheckAgent, CheckSettings } from "./types";

export { CONFIG_FILE_NAMES } from "./codes";

const agentRef = z.union([
  z.string().min(1).describe('An agent id ("codex"), or id@variant ("gemini-cli@legacy"), or id@release ("claude-code@2.1.276").'),
  z.strictObject({
    id: z.string().min(1).describe("An agent id."),
    variant: z.string().min(1).optional().describe("One of the agent's variants."),
  }),
]);

const severity = z.enum(["error", "warning", "info", "off"]);

const configSchema = z
  .strictObject({
    $schema: z.string().optional(),
    agents: z
      .array(agentRef)
      .min(1)
      .optional()
      .describe("The agents the team uses. Without it, Rulescope infers them from the files present and says which."),
    cwds: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        'Working directories to check, as globs relative to the root ("." is the root). Default: the root and every folder holding a rule file.',
      ),
    contextPaths: z.array(z.string().min(1)).optional().describe("Files a session has read, relative to each working directory."),
    openFiles: z
      .array(z.string().min(1))
      .optional()
      .describe(
        "Files open in the IDE's editor, the active one first, relative to each working directory (Kiro fileMatch, Cline paths:, Copilot in VS Code).",
      ),
    budgets: z
      .record(
        z.string(),
        z.strictObject({
          maxTokens: z.number().int().positive().describe("Total tokens of the composed instructions, per working directory."),
        }),
      )
      .optional()
      .describe("Per agent id: the team's own limits."),
    rules: z.record(z.string(), severity).optional().describe("Per check code: its severity, or off."),
    ignore: z.array(z.string().min(1)).optional().describe("Findings on paths matching these globs (relative to the root) are dropped."),
    env: z.record(z.string(), z.string()).optional().describe("Environment variables the agents see."),
    config: z.record(z.string(), z.unknown()).optional().describe("Agent settings, keys spelled as each agent spells them."),
    failOn: z.enum(["error", "warning", "info"]).optional().describe("The lowest severity that fails the check (exit 1). Default: error."),
    minSeverity: z
      .enum(["error", "warning", "info"])
      .optional()
      .describe("The lowest severity reported. Default: warning (info findings are judgement calls; --verbose shows them)."),
  })
  .describe("Rulescope check configuration");

/** rulescope.json, parsed: the check's settings, and the severity that fails the run. */
export interface CheckConfig extends CheckSettings {
  failOn?: Severity;
  minSeverity?: Severity;
}

export type ConfigResult = { ok: true; config: CheckConfig } | { ok: false; problems: string[] };

const keyPath = (path: PropertyKey[]): string =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join("") || "(top level)";

/** An agent reference as written, checked against the profiles. */
export function parseAgentRef(
  ref: string | { id: string; variant?: string },
): { ok: true; agent: CheckAgent } | { ok: false; problem: string } {
  const [id, variant] = typeof ref === "string" ? (ref.split("@", 2) as [string, string | undefined]) : [ref.id, ref.variant];
  const profile = findProfile(id);
  if (!profile)
    return {
      ok: false,
      problem: `unknown agent "${id}"${didYouMean(
        id,
        PROFILES.map((p) => p.id),
      )}`,
    };
  if (variant === undefined) return { ok: true, agent: { id } };
  const picked = variantFor(profile, variant);
  return picked.ok ? { ok: true, agent: { id, variant: picked.variant } } : { ok: false, problem: picked.problem };
}

export function parseConfig(raw: unknown): ConfigResult {
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${keyPath(i.path)}: ${i.message}`) };
  const c = parsed.data;
  const problems: string[] = [];
  const agents: CheckAgent[] = [];
  (c.agents ?? []).forEach((ref, i) => {
    const r = parseAgentRef(ref);
    if (r.ok) agents.push(r.agent);
    else problems.push(`agents[${i}]: ${r.problem}`);
  });
  const severity: Partial<Record<CheckCode, Severity | "off">> = {};
  for (const [code, level] of Object.entries(c.rules ?? {})) {
    if (isCheckCode(code)) severity[code] = level;
    else problems.push(`rules.${code}: not a check code${didYouMean(code, CHECK_CODE_LIST)} (known: ${CHECK_CODE_LIST.join(", ")})`);
  }
  const tokenLimits: Record<string, number> = {};
  for (const [id, b] of Object.entries(c.budgets ?? {})) {
    if (!findProfile(id)) problems.push(`budgets.${id}: unknown agent "${id}"`);
    else tokenLimits[id] = b.maxTokens;
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      ...(agents.length > 0 ? { agents } : {}),
      ...(c.cwds ? { cwdGlobs: c.cwds } : {}),
      ...(c.contextPaths ? { contextPaths: c.contextPaths } : {}),
      ...(c.openFiles ? { openFiles: c.openFiles } : {}),
      ...(Object.keys(tokenLimits).length > 0 ? { tokenLimits } : {}),
      ...(Object.keys(severity).length > 0 ? { severity } : {}),
      ...(c.ignore ? { ignore: c.ignore } : {}),
      ...(c.env ? { env: c.env } : {}),
      ...(c.config ? { config: c.config } : {}),
      ...(c.failOn ? { failOn: c.failOn } : {}),
      ...(c.minSeverity ? { minSeverity: c.minSeverity } : {}),
    },
  };
}

/** The JSON Schema of rulescope.json, for editors: agent references and check codes listed for completion. */
/**
 * Where the schema is to be published: SchemaStore hosts it once schema/rulescope.schema.json is
 * submitted there as src/schemas/json/rulescope.json, with the catalog entry in
 * schema/schemastore-catalog-entry.json (its `url`). The package ships the same file.
 */
const CONFIG_SCHEMA_URL = "https://json.schemastore.org/rulescope.json";

export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, { target: "draft-2020-12" }) as { properties: Record<string, Record<string, unknown>> };
  const refs = PROFILES.flatMap((p) => [p.id, ...p.variants.map((v) => `${p.id}@${v.id}`)]);
  const agents = schema.properties.agents as { items: { anyOf: Record<string, unknown>[] } };
  agents.items.anyOf[0] = { ...agents.items.anyOf[0], enum: refs };
  schema.properties.rules = { ...schema.properties.rules, propertyNames: { enum: CHECK_CODE_LIST } };
  schema.properties.budgets = { ...schema.properties.budgets, propertyNames: { enum: PROFILES.map((p) => p.id) } };
  return {
    $id: CONFIG_SCHEMA_URL,
    ...schema,
    title: "rulescope.json",
    description: "Rulescope's configuration: the coding agents a repository serves, and how `rulescope check` weighs what they read.",
  };
}
