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
}

/** Fill a driver template: {root}, {home}, {cwd}, {recorder}, {env:NAME}. */
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

/** `value` set at `path` in `doc`, making the objects on the way. */
function setAt(doc: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = doc;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at = (typeof next === "object" && next !== null && !Array.isArray(next) ? next : (at[key] = {})) as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
}

/** Whether every `{env:NAME}` a template names is set in this run. */
export function envSet(template: string, env: Record<string, string>): boolean {
  return [...template.matchAll(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g)].every((m) => env[m[1]] !== undefined);
}

/** Where a config file goes this run: its `path`, or its `orPath` when `path` names a variable the run leaves unset. */
export function configPath(file: LabConfigFile, env: Record<string, string>): string {
  return file.orPath !== undefined && !envSet(file.path, env) ? file.orPath : file.path;
}

/** Every string in `v`, at any depth, passed through `fill`. */
function fillStrings(v: unknown, fill: (s: string) => string): unknown {
  if (typeof v === "string") return fill(v);
  if (Array.isArray(v)) return v.map((x) => fillStrings(x, fill));
  if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fillStrings(x, fill)]));
  return v;
}

/** The file's text: its fixed settings (strings filled by `fill`, the run's templates) and the scenario's keys. */
export function configText(file: LabConfigFile, config: Record<string, unknown>, fill: (s: string) => string = (s) => s): string {
  const values = fillStrings({ ...file.fixed }, fill) as Record<string, unknown>;
  for (const key of file.scenarioKeys ?? []) if (Object.hasOwn(config, key)) values[key] = config[key];
  if (file.format === "json") {
    // A key goes where the driver's `at` names, else (a `nested` file) where its dots say, else at the top.
    const doc: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) setAt(doc, file.at?.[key] ?? (file.nested ? key.split(".") : [key]), value);
    return `${JSON.stringify(doc, null, 2)}\n`;
  }
  return Object.entries(values)
    .map(([k, v]) => `${JSON.stringify(k)} = ${tomlValue(v)}\n`)
    .join("");
}
