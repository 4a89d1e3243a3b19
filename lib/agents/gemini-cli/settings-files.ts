/**
 * The settings files Gemini CLI reads on start (cli config/settings.ts loadSettings, at 5411f113 and
 * in the 0.61.0 bundle): the user file `<home>/.gemini/settings.json` and the workspace file
 * `<cwd>/.gemini/settings.json`. The workspace is the working directory as given (loadSettings()
 * defaults to process.cwd()), not the project root; when it is the home folder itself (same real
 * path), no workspace file is read. Each file is JSON with comments (strip-json-comments: `//` and
 * block comments only, no trailing commas, no BOM), its string values have `$VAR`, `${VAR}` and
 * `${VAR:-default}` expanded from the environment, and a file that is there but does not read, does
 * not parse or is not an object stops Gemini CLI with a configuration error.
 *
 * Merged (settings.ts mergeSettings, utils/deepMerge.ts): user, then workspace (only when the folder
 * is trusted), a later value replacing an earlier one, objects merged key by key, and arrays with a
 * CONCAT strategy (context.includeDirectories) joined. `admin.*` in files is ignored (remote admin
 * settings only). Not modelled: the system settings and system defaults files (/etc/gemini-cli/).
 * The scenario's own `config` is laid over the result as the user's explicit choice: it replaces
 * per key, arrays included (Rulescope's decision, documented in README.md).
 */
// strip-json-comments, as Gemini CLI uses it: comments out, nothing else forgiven (a trailing comma still fails).
import { stripComments } from "jsonc-parser";
import { join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";

export type SettingsObject = Record<string, unknown>;

/** Which agent reads which files (Qwen Code, a fork, reads the same shape from .qwen). */
export interface SettingsFilesSpec {
  agent: string;
  /** The user file. */
  userFile: string;
  /** The folder under the workspace that holds its settings file (".gemini"). */
  workspaceDirName: string;
  /** The home folder the agent compares the workspace with (homedir(): GEMINI_CLI_HOME or home). */
  home: string;
  /** Dotted keys whose arrays concatenate across files (MergeStrategy.CONCAT). */
  concatKeys: ReadonlySet<string>;
  /** Top-level keys files may not set (Gemini CLI: admin). */
  ignoredKeys: ReadonlySet<string>;
}

export interface SettingsFiles {
  user: SettingsObject;
  workspace: SettingsObject;
  /** The workspace file's path, or null when the workspace is the home folder. */
  workspacePath: string | null;
  /** True when the workspace file was there and parsed. */
  workspaceFound: boolean;
}

const isObject = (v: unknown): v is SettingsObject => v !== null && typeof v === "object" && !Array.isArray(v);

/** envVarResolver.ts: `$NAME`, `${NAME}` and `${NAME:-default}`; an unset name without a default stays as written. */
function expandEnv(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === "string")
    return value.replace(/\$(?:(\w+)|\{([^}]+?)(?::-([^}]*))?\})/g, (whole, bare?: string, braced?: string, fallback?: string) => {
      const name = bare ?? braced ?? "";
      if (name === "") return whole;
      if (typeof env[name] === "string") return env[name];
      return fallback ?? whole;
    });
  if (Array.isArray(value)) return value.map((v) => expandEnv(v, env));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandEnv(v, env)]));
  return value;
}

const UNSAFE = new Set(["__proto__", "constructor", "prototype"]);

/**
 * deepMerge.ts customDeepMerge, one layer: objects merge key by key, a CONCAT key's array is joined
 * with the next value (a lone value counts as a list of one), anything else replaces.
 */
export function mergeLayer(target: SettingsObject, source: SettingsObject, concatKeys: ReadonlySet<string>, prefix = ""): SettingsObject {
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE.has(key) || value === undefined) continue;
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const current = target[key];
    if (Array.isArray(current) && concatKeys.has(path)) target[key] = current.concat(Array.isArray(value) ? value : [value]);
    else if (isObject(value)) target[key] = mergeLayer(isObject(current) ? { ...current } : {}, value, concatKeys, path);
    else target[key] = value;
  }
  return target;
}

/**
 * The scenario's config as a nested object: nested entries first, then each dotted key ("context.fileName")
 * set at its path, so the flat spelling wins over the nested one (as `setting` reads it).
 */
export function nestConfig(config: SettingsObject): SettingsObject {
  const out = mergeLayer({}, Object.fromEntries(Object.entries(config).filter(([k]) => !k.includes("."))), new Set());
  for (const [key, value] of Object.entries(config)) {
    if (!key.includes(".")) continue;
    const parts = key.split(".");
    if (parts.some((p) => UNSAFE.has(p))) continue;
    let cur = out;
    for (const part of parts.slice(0, -1)) {
      if (!isObject(cur[part])) cur[part] = {};
      cur = cur[part] as SettingsObject;
    }
    cur[parts[parts.length - 1]] = value;
  }
  return out;
}

/** One settings file: its object (env expanded), {} when absent, null when Gemini CLI would stop on it. */
function readOne(
  ctx: ProfileContext,
  spec: SettingsFilesSpec,
  path: string,
  which: string,
): { value: SettingsObject | null; found: boolean } {
  const value = parseOne(ctx, spec, path, which);
  return { value, found: value !== null && value !== ABSENT };
}

const ABSENT: SettingsObject = Object.freeze({}) as SettingsObject;

function parseOne(ctx: ProfileContext, spec: SettingsFilesSpec, path: string, which: string): SettingsObject | null {
  // fs.existsSync: a missing file, a dangling link or a loop counts as no file.
  const st = ctx.fs.stat(path);
  if (!st.ok) {
    if (st.code === "EREFUSED") ctx.decide(`${which} settings ${path} not read: ${st.message}`, path);
    return ABSENT;
  }
  const stops = `${spec.agent} stops on start with a configuration error ("Please fix the configuration file(s) and try again"); Rulescope leaves the file out and goes on with the other settings.`;
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    ctx.diag({
      level: "error",
      code: "config-unreadable",
      path,
      message: `The ${which} settings file ${path} cannot be read (${r.message}). ${stops}`,
    });
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripComments(r.text));
  } catch (e) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `The ${which} settings file ${path} is not valid JSON (${(e as Error).message}; comments are allowed, trailing commas and a byte order mark are not). ${stops}`,
    });
    return null;
  }
  if (!isObject(parsed)) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `The ${which} settings file ${path} is not a JSON object. ${stops}`,
    });
    return null;
  }
  const kept: SettingsObject = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (spec.ignoredKeys.has(k)) ctx.decide(`${which} settings ${path}: "${k}" is ignored in settings files`, path);
    else kept[k] = v;
  }
  ctx.decide(
    `${which} settings read: ${path}${Object.keys(kept).length === 0 ? " (no settings)" : ` sets ${Object.keys(kept).join(", ")}`}`,
    path,
  );
  return expandEnv(kept, ctx.input.env) as SettingsObject;
}

/** isWorkspaceHomeDir: the working directory and the home folder have the same real path. */
function isHome(ctx: ProfileContext, dir: string, home: string): boolean {
  const real = (p: string) => {
    const r = ctx.fs.realpath(p);
    return r.ok ? r.value : normalize(p);
  };
  return real(dir) === real(resolvePath(ctx.input.cwd, home));
}

export function readSettingsFiles(ctx: ProfileContext, spec: SettingsFilesSpec): SettingsFiles {
  const user = readOne(ctx, spec, spec.userFile, "user").value ?? {};
  const cwd = ctx.input.cwd;
  if (isHome(ctx, cwd, spec.home)) {
    ctx.decide(`the working directory is the home folder: no workspace settings are read apart from the user ones`, cwd);
    return { user, workspace: {}, workspacePath: null, workspaceFound: false };
  }
  const workspacePath = join(cwd, spec.workspaceDirName, "settings.json");
  const ws = readOne(ctx, spec, workspacePath, "workspace");
  return { user, workspace: ws.value ?? {}, workspacePath, workspaceFound: ws.found };
}
