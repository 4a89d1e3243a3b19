/**
 * Where an agent runs, as the lab and `rulescope verify` both place it: the folder standing for the
 * tree's `/` (the user's own `/` for verify), the working directory and home as real paths, and the
 * run's environment (the driver's variables, filled). And the driver's templates filled for a run.
 */
import type { LabConfigFile } from "../../agents/lab-driver";
import type { RunPlace } from "./normalise";

export interface AgentPlace extends RunPlace {
  /** Real paths of the working directory and home. */
  cwd: string;
  home: string;
  /** The run's environment, without PATH. */
  env: Record<string, string>;
  /** The scenario's config, its absolute paths moved under the folder as the variables' are. */
  config: Record<string, unknown>;
  /** The lab's folder for this package version (`{cache}`), "" when there is none. */
  cache: string;
}

/** Fill a driver template: {root}, {home}, {cwd}, {recorder}, {cache}, {env:NAME}. */
export function fillTemplate(template: string, vars: Record<string, string>, env: Record<string, string>): string {
  return template.replace(/\{(env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, isEnv: string | undefined, name: string) => {
    const value = isEnv ? env[name] : vars[name];
    if (value === undefined) throw new Error(`The driver template ${template} names ${whole}, which this run does not have.`);
    return value;
  });
}

/** A TOML value for the config shapes the lab writes: numbers, booleans, strings and lists of them. */
function tomlValue(v: unknown): string {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return String(v);
  // A JSON string is a valid TOML basic string (the same escapes, \uXXXX included).
  if (typeof v === "string") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(tomlValue).join(", ")}]`;
  throw new Error(`The lab cannot write ${JSON.stringify(v)} as TOML.`);
}

/** Every string inside a value, filled as a template (a provider's base URL names `{recorder}`). */
export function fillValue(v: unknown, fill: (s: string) => string): unknown {
  if (typeof v === "string") return fill(v);
  if (Array.isArray(v)) return v.map((x) => fillValue(x, fill));
  if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fillValue(x, fill)]));
  return v;
}

/** `{"a.b": 1}` as `{"a": {"b": 1}}`: keys merge into the objects earlier keys made. */
function nest(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split(".");
    let at = out;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      at = (typeof next === "object" && next !== null && !Array.isArray(next) ? next : (at[part] = {})) as Record<string, unknown>;
    }
    at[parts[parts.length - 1]] = value;
  }
  return out;
}

/** A driver's config file: its fixed settings (strings filled by `fill`), then the scenario's keys it carries. */
export function configText(file: LabConfigFile, config: Record<string, unknown>, fill: (s: string) => string = (s) => s): string {
  const values = fillValue({ ...file.fixed }, fill) as Record<string, unknown>;
  for (const key of file.scenarioKeys ?? []) if (Object.hasOwn(config, key)) values[key] = config[key];
  if (file.format === "json") return `${JSON.stringify(file.nested ? nest(values) : values, null, 2)}\n`;
  return Object.entries(values)
    .map(([k, v]) => `${JSON.stringify(k)} = ${tomlValue(v)}\n`)
    .join("");
}
