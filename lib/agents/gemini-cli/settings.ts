/**
 * Gemini CLI settings as the profile reads them: the settings files (settings-files.ts) merged, with
 * the scenario's config over them. Keys may be written flat ("context.fileName") or nested
 * ({ context: { fileName } }), as in settings.json.
 */
import { join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { setting } from "../shared";
import { DEFAULT_CONTEXT_FILENAME, DEFAULTS, ENV, GEMINI_DIR, SETTING } from "./facts";

export interface Settings {
  /** Context file names in load order. */
  names: string[];
  importFormat: "tree" | "flat";
  boundaryMarkers: string[];
  discoveryMaxDirs: number;
  /** context.includeDirectories, absolute. */
  includeDirectories: string[];
  loadFromIncludeDirs: boolean;
  respectGitIgnore: boolean;
  respectGeminiIgnore: boolean;
  folderTrustEnabled: boolean;
  /** homedir(): GEMINI_CLI_HOME when set, else the scenario's home. */
  home: string;
  geminiDir: string;
}

const stringList = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : null);

/**
 * Node's path.normalize for a name as written: `.` and repeated slashes collapse, `..` climbs (and
 * stays at the front of a relative name), a leading `/` and a trailing one are kept. The heading
 * shows the names this way (an absolute `/w/ABS.md` stays absolute, measured on 0.61.0).
 */
export function normalizeName(name: string): string {
  const absolute = name.startsWith("/");
  const out: string[] = [];
  for (const seg of name.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg !== "..") out.push(seg);
    else if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else if (!absolute) out.push("..");
  }
  const body = out.join("/");
  if (absolute) return body === "" ? "/" : `/${body}${name.endsWith("/") ? "/" : ""}`;
  if (body === "") return name.endsWith("/") ? "./" : ".";
  return name.endsWith("/") ? `${body}/` : body;
}

/**
 * setGeminiMdFilename resolves each configured name from the working directory (resolveToRealPath)
 * before it keeps it, and with no name configured (a falsy context.fileName: loadCliConfig tests it
 * by truthiness, so an empty list counts as configured) resetGeminiMdFilename resolves GEMINI.md the
 * same way. A symlink loop there throws ELOOP, which neither catches, so Gemini CLI stops on start
 * (both measured on 0.61.0). The first name that does so, and the path that loops; else null.
 */
export function nameThatStops(ctx: ProfileContext, raw: unknown): { name: string; path: string } | null {
  const list = !raw ? [DEFAULT_CONTEXT_FILENAME] : typeof raw === "string" ? [raw] : (stringList(raw) ?? []);
  for (const written of list) {
    const name = written.trim();
    if (name === "") continue;
    let decoded = normalizeName(name);
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // resolveToRealPath keeps a name that does not decode as it is.
    }
    const path = resolvePath(ctx.input.cwd, decoded);
    const real = ctx.fs.realpath(path);
    if (!real.ok && real.code === "ELOOP") return { name, path };
  }
  return null;
}

/**
 * context.fileName. Today (memoryTool.ts setGeminiMdFilename, since #26950) configured names are
 * added in front of the current list, which at startup is ["GEMINI.md"]: GEMINI.md always stays.
 * Before that (legacy) the configured list replaced it.
 */
function fileNames(ctx: ProfileContext, raw: unknown, appendDefault: boolean): string[] {
  if (raw === undefined || raw === null || raw === "") return [DEFAULT_CONTEXT_FILENAME];
  const list = typeof raw === "string" ? [raw] : stringList(raw);
  if (list === null) {
    ctx.diag({
      level: "warning",
      code: "setting-invalid",
      message: `${SETTING.fileName} must be a string or a list of strings; using ${DEFAULT_CONTEXT_FILENAME}.`,
    });
    return [DEFAULT_CONTEXT_FILENAME];
  }
  if (!appendDefault) {
    // Legacy: names trimmed, kept as given (duplicates included); an empty list changes nothing.
    const trimmed = list.map((n) => n.trim());
    return trimmed.length > 0 && trimmed.some((n) => n !== "") ? trimmed.filter((n) => n !== "") : [DEFAULT_CONTEXT_FILENAME];
  }
  const out = new Set<string>();
  for (const n of list) if (n.trim() !== "") out.add(normalizeName(n.trim()));
  out.add(DEFAULT_CONTEXT_FILENAME);
  return [...out];
}

function bool(ctx: ProfileContext, config: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const v = setting(config, key);
  if (v === undefined) return fallback;
  if (typeof v === "boolean") return v;
  ctx.diag({ level: "warning", code: "setting-invalid", message: `${key} must be true or false; using ${fallback}.` });
  return fallback;
}

/** homedir(): GEMINI_CLI_HOME when set (relative to the working directory), else the scenario's home. */
export function geminiHome(ctx: ProfileContext): string {
  const { env, cwd } = ctx.input;
  return env[ENV.home] ? resolvePath(cwd, env[ENV.home]) : ctx.input.home;
}

/** security.folderTrust.enabled as isFolderTrustEnabled reads it (`?? true`); a wrong type is said by readSettings. */
export function folderTrustOf(config: Record<string, unknown>): boolean {
  const v = setting(config, SETTING.folderTrust);
  return typeof v === "boolean" ? v : DEFAULTS.folderTrust;
}

/**
 * keepsDefaultFileName: context.fileName adds to GEMINI.md rather than replacing it
 * (Behaviour.keepsDefaultFileName). config: the merged settings (files, then the scenario's config).
 */
export function readSettings(ctx: ProfileContext, keepsDefaultFileName: boolean, config: Record<string, unknown>): Settings {
  const { cwd } = ctx.input;
  const home = geminiHome(ctx);
  const fmt = setting(config, SETTING.importFormat);
  if (fmt !== undefined && fmt !== "tree" && fmt !== "flat")
    ctx.diag({ level: "warning", code: "setting-invalid", message: `${SETTING.importFormat} is "tree" or "flat"; using "tree".` });
  const markersRaw = setting(config, SETTING.boundaryMarkers);
  const markers = markersRaw === undefined ? DEFAULTS.boundaryMarkers : stringList(markersRaw);
  if (markers === null)
    ctx.diag({ level: "warning", code: "setting-invalid", message: `${SETTING.boundaryMarkers} must be a list of names; using [".git"].` });
  const maxDirs = setting(config, SETTING.discoveryMaxDirs);
  const includeRaw = setting(config, SETTING.includeDirectories);
  const include = includeRaw === undefined ? [] : stringList(includeRaw);
  if (include === null)
    ctx.diag({ level: "warning", code: "setting-invalid", message: `${SETTING.includeDirectories} must be a list of paths; ignored.` });
  return {
    names: fileNames(ctx, setting(config, SETTING.fileName), keepsDefaultFileName),
    importFormat: fmt === "flat" ? "flat" : "tree",
    boundaryMarkers: markers ?? DEFAULTS.boundaryMarkers,
    discoveryMaxDirs: typeof maxDirs === "number" && Number.isFinite(maxDirs) ? maxDirs : DEFAULTS.discoveryMaxDirs,
    // config.ts resolvePath: `~` expands to the home directory, relative paths resolve against the cwd.
    includeDirectories: (include ?? []).map((d) => resolvePath(cwd, d.startsWith("~") ? join(ctx.input.home, d.slice(1)) : d)),
    loadFromIncludeDirs: bool(ctx, config, SETTING.loadFromIncludeDirs, false),
    respectGitIgnore: bool(ctx, config, SETTING.respectGitIgnore, DEFAULTS.respectGitIgnore),
    respectGeminiIgnore: bool(ctx, config, SETTING.respectGeminiIgnore, DEFAULTS.respectGeminiIgnore),
    folderTrustEnabled: bool(ctx, config, SETTING.folderTrust, DEFAULTS.folderTrust),
    home,
    geminiDir: join(home, GEMINI_DIR),
  };
}
