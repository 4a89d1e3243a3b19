/**
 * The context paths Crush ends up with after merging its config layers (internal/config/load.go
 * `Load`, `lookupConfigs`, `setDefaults`): /etc/crush/crush.json, the global crush.json, the data
 * crush.json, every .crush.json / crush.json from the working directory up to the git root, then the
 * workspace .crush/crush.json. go-jsons concatenates arrays across layers, and setDefaults sorts and
 * compacts the result, so only the set of entries matters, not which layer gave it.
 */
import { ancestors, dirname, join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { readSettings } from "../settings";
import {
  APP_DIR,
  CONFIG_FILE,
  CONFIG_KEYS,
  DATA_DIR,
  ENV,
  GLOBAL_CRUSH_FILE,
  GLOBAL_SHARED_FILE,
  PROJECT_CONFIG_NAMES,
  SHELL_CONFIG_NAMES,
  SYSTEM_CONFIG,
} from "./facts";
import { crushMeta } from "./meta";

const DECLARED: ReadonlySet<string> = new Set(crushMeta.configKeys.map((k) => k.key));

export interface ContextConfig {
  /** options.context_paths from every layer, in layer order (not yet merged with the defaults). */
  contextPaths: string[];
  /** options.global_context_paths from every layer; empty means "use the defaults". */
  globalPaths: string[];
  /** The folder of the global crush.json (GlobalConfig's dir). */
  globalDir: string;
}

const envValue = (ctx: ProfileContext, name: string): string => ctx.input.env[name] ?? "";

/** load.go GlobalConfig: $CRUSH_GLOBAL_CONFIG, else $XDG_CONFIG_HOME/crush, else ~/.config/crush. */
function globalConfigDir(ctx: ProfileContext): string {
  const { cwd, home } = ctx.input;
  const own = envValue(ctx, ENV.globalConfig);
  if (own !== "") return resolvePath(cwd, own);
  const xdg = envValue(ctx, ENV.xdgConfigHome);
  return join(xdg !== "" ? resolvePath(cwd, xdg) : join(home, ".config"), APP_DIR);
}

/** load.go GlobalConfigData: $CRUSH_GLOBAL_DATA, else $XDG_DATA_HOME/crush, else ~/.local/share/crush. */
function globalDataFile(ctx: ProfileContext): string {
  const { cwd, home } = ctx.input;
  const own = envValue(ctx, ENV.globalData);
  if (own !== "") return join(resolvePath(cwd, own), CONFIG_FILE);
  const xdg = envValue(ctx, ENV.xdgDataHome);
  return join(xdg !== "" ? join(resolvePath(cwd, xdg), APP_DIR) : join(home, ".local/share", APP_DIR), CONFIG_FILE);
}

/** load.go projectBoundary: the git root (nearest folder with .git), else the working directory itself. */
function projectDirs(ctx: ProfileContext): string[] {
  const up = ancestors(ctx.input.cwd);
  const root = up.findIndex((d) => ctx.fs.lstat(join(d, ".git")).ok);
  return root < 0 ? up.slice(0, 1) : up.slice(0, root + 1);
}

/** load.go setDefaults: the nearest .crush from the cwd up to the boundary (not home), else cwd/.crush. */
function workspaceFile(ctx: ProfileContext, dirs: string[]): string {
  const found = dirs.find((d) => ctx.fs.lstat(join(d, DATA_DIR)).ok);
  // LookupClosestBounded gives up (no match) when the nearest .crush is the home folder's.
  const dir = found === undefined || found === ctx.input.home ? ctx.input.cwd : found;
  return join(dir, DATA_DIR, CONFIG_FILE);
}

/** One string list under a key, or undefined (with a diagnostic when it is there but not a list). */
function stringList(ctx: ProfileContext, value: unknown, key: string, where: string, path?: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value as string[];
  ctx.diag({
    level: "error",
    code: "setting-invalid",
    path,
    message: `${where}: ${key} must be a list of strings; Crush fails to load this config. Ignored here.`,
  });
  return undefined;
}

function layerLists(ctx: ProfileContext, options: unknown, where: string, path?: string) {
  if (options === undefined || options === null) return { ctxPaths: undefined, globals: undefined };
  if (typeof options !== "object" || Array.isArray(options)) {
    ctx.diag({ level: "error", code: "setting-invalid", path, message: `${where}: "options" must be an object; ignored here.` });
    return { ctxPaths: undefined, globals: undefined };
  }
  const o = options as Record<string, unknown>;
  return {
    ctxPaths: stringList(ctx, o[CONFIG_KEYS.contextPaths], CONFIG_KEYS.contextPaths, where, path),
    globals: stringList(ctx, o[CONFIG_KEYS.globalContextPaths], CONFIG_KEYS.globalContextPaths, where, path),
  };
}

/** A crush.json file's options, or nothing when it is missing, empty or not strict JSON (Crush refuses those). */
function readLayer(ctx: ProfileContext, path: string): unknown {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file" || r.text.length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(r.text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `${path} is not valid JSON (${why}); Crush refuses to start with it (comments are not allowed). Ignored here.`,
    });
    return undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `${path} is not a JSON object; Crush fails to load it. Ignored here.`,
    });
    return undefined;
  }
  ctx.decide(`config ${path} loaded`, path);
  return (value as Record<string, unknown>).options;
}

/**
 * The scenario's own config: Rulescope's flat keys, declared in meta.ts and validated from there
 * (../settings.ts), after a crush.json-shaped `options` object, which is checked as a file's would be.
 */
function scenarioLayer(ctx: ProfileContext): { ctxPaths?: string[]; globals?: string[] } {
  const { config } = ctx.input;
  for (const key of Object.keys(config))
    if (!DECLARED.has(key) && key !== "options")
      ctx.diag({
        level: "info",
        code: "unknown-config-key",
        message: `Config key "${key}" does not change which context files Crush reads; ignored.`,
      });
  const nested = config.options;
  const own = layerLists(ctx, nested, "scenario config");
  const { values } = readSettings(ctx, crushMeta.configKeys);
  return {
    ctxPaths: [...(own.ctxPaths ?? []), ...values[CONFIG_KEYS.contextPaths]],
    globals: [...(own.globals ?? []), ...values[CONFIG_KEYS.globalContextPaths]],
  };
}

function noteShellConfigs(ctx: ProfileContext, dirs: string[], globalDir: string): void {
  const paths = [join(globalDir, "crushrc"), ...dirs.flatMap((d) => SHELL_CONFIG_NAMES.map((n) => join(d, n)))];
  for (const p of paths)
    if (ctx.fs.exists(p))
      ctx.diag({
        level: "info",
        code: "config-substitution",
        path: p,
        message: `${p} is a shell config Crush runs to build its settings; Rulescope does not run it, so a context-path it sets is missing here.`,
      });
}

export function contextConfig(ctx: ProfileContext): ContextConfig {
  const globalDir = globalConfigDir(ctx);
  const dirs = projectDirs(ctx);
  // lookupConfigs: system, global, data, then the project folders outermost first; the workspace file last.
  const files = [
    SYSTEM_CONFIG,
    join(globalDir, CONFIG_FILE),
    globalDataFile(ctx),
    ...[...dirs].reverse().flatMap((d) => PROJECT_CONFIG_NAMES.map((n) => join(d, n))),
    workspaceFile(ctx, dirs),
  ];
  noteShellConfigs(ctx, dirs, globalDir);
  const out: ContextConfig = { contextPaths: [], globalPaths: [], globalDir };
  const add = (l: { ctxPaths?: string[]; globals?: string[] }) => {
    out.contextPaths.push(...(l.ctxPaths ?? []));
    out.globalPaths.push(...(l.globals ?? []));
  };
  for (const f of [...new Set(files)]) add(layerLists(ctx, readLayer(ctx, f), f, f));
  add(scenarioLayer(ctx));
  return out;
}

/** load.go setDefaults: the two user files when no layer sets global_context_paths. */
export function defaultGlobalPaths(globalDir: string): string[] {
  return [join(globalDir, GLOBAL_CRUSH_FILE), join(dirname(globalDir), GLOBAL_SHARED_FILE)];
}
