/**
 * Gemini CLI settings as the profile reads them: the settings files (settings-files.ts) merged, with
 * the scenario's config over them. Keys may be written flat ("context.fileName") or nested
 * ({ context: { fileName } }), as in settings.json. Each key is declared (type, default, constraints)
 * in meta.ts and validated from there (../settings.ts): the keys a settings file may set are checked
 * on the merged value the profile uses, the session keys (the trust dialog's answer, -e, admin.*) on
 * the scenario's config alone.
 */
import { join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings as readDeclared, validatorOf } from "../settings";
import { setting } from "../shared";
import { DEFAULT_CONTEXT_FILENAME, ENABLED_EXTENSIONS_KEY, ENV, GEMINI_DIR, SETTING, TRUSTED_FOLDER_KEY } from "./facts";
import { geminiCliMeta } from "./meta";

/** What Rulescope sets for the session, not in a settings file (read from the scenario's config). */
export interface SessionSettings {
  /** The trust dialog's answer in a folder no rule covers (the Trusted folder switch). */
  trustedFolder: boolean;
  /** The -e / --extensions list, as given; empty: the enablement file decides. */
  enabledExtensions: string[];
  /** admin.extensions.enabled: false loads no extension. */
  extensionsEnabled: boolean;
}

export interface Settings extends SessionSettings {
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

type Key = (typeof geminiCliMeta.configKeys)[number];

/** The declarations of the keys named, in meta order. */
const declared = <N extends Key["key"]>(...names: N[]) =>
  geminiCliMeta.configKeys.filter((k): k is Extract<Key, { key: N }> => (names as string[]).includes(k.key));

/** The keys a settings file may set: validated on the merged settings. */
const MERGED_KEYS = declared(
  SETTING.fileName,
  SETTING.importFormat,
  SETTING.boundaryMarkers,
  SETTING.includeDirectories,
  SETTING.loadFromIncludeDirs,
  SETTING.discoveryMaxDirs,
  SETTING.respectGeminiIgnore,
  SETTING.respectGitIgnore,
  SETTING.folderTrust,
);
/** Rulescope's switch, the -e flag and admin.* (which files may not set): the scenario's config only. */
const SESSION_KEYS = declared(TRUSTED_FOLDER_KEY, ENABLED_EXTENSIONS_KEY, SETTING.adminExtensions);
const [FILE_NAME_KEY] = declared(SETTING.fileName);
const [FOLDER_TRUST_KEY] = declared(SETTING.folderTrust);

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
  // The declaration takes one name as a list of that one (orOne); a value of no such shape names none.
  const list = !raw ? [DEFAULT_CONTEXT_FILENAME] : ((validatorOf(FILE_NAME_KEY).safeParse(raw).data as string[] | undefined) ?? []);
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
function fileNames(list: string[], appendDefault: boolean): string[] {
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

/**
 * loadCliConfig tests context.fileName by truthiness: null or "" is no setting, so it is left out
 * here (a lone string, one name, is the declaration's orOne).
 */
function blankFileNameUnset(config: Record<string, unknown>): Record<string, unknown> {
  const raw = setting(config, SETTING.fileName);
  if (raw === null || raw === "") return { ...config, [SETTING.fileName]: undefined };
  return config;
}

/** homedir(): GEMINI_CLI_HOME when set (relative to the working directory), else the scenario's home. */
export function geminiHome(ctx: ProfileContext): string {
  const { env, cwd } = ctx.input;
  return env[ENV.home] ? resolvePath(cwd, env[ENV.home]) : ctx.input.home;
}

/** security.folderTrust.enabled as isFolderTrustEnabled reads it (`?? true`); a wrong type is said by readSettings. */
export function folderTrustOf(config: Record<string, unknown>): boolean {
  const v = setting(config, SETTING.folderTrust);
  return validatorOf(FOLDER_TRUST_KEY).safeParse(v).success ? (v as boolean) : FOLDER_TRUST_KEY.default;
}

/** The session keys, from the scenario's config (a settings file cannot set them). */
export function readSessionSettings(ctx: ProfileContext): SessionSettings {
  const { values } = readDeclared(ctx, SESSION_KEYS);
  return {
    trustedFolder: values[TRUSTED_FOLDER_KEY],
    enabledExtensions: values[ENABLED_EXTENSIONS_KEY],
    extensionsEnabled: values[SETTING.adminExtensions],
  };
}

/**
 * keepsDefaultFileName: context.fileName adds to GEMINI.md rather than replacing it
 * (Behaviour.keepsDefaultFileName). config: the merged settings (files, then the scenario's config),
 * which the declared keys are validated on.
 */
export function readSettings(
  ctx: ProfileContext,
  keepsDefaultFileName: boolean,
  config: Record<string, unknown>,
  session: SessionSettings,
): Settings {
  const { cwd } = ctx.input;
  const home = geminiHome(ctx);
  const { values } = readDeclared({ ...ctx, input: { ...ctx.input, config: blankFileNameUnset(config) } }, MERGED_KEYS);
  return {
    ...session,
    names: fileNames(values[SETTING.fileName], keepsDefaultFileName),
    importFormat: values[SETTING.importFormat] === "flat" ? "flat" : "tree",
    boundaryMarkers: values[SETTING.boundaryMarkers],
    discoveryMaxDirs: values[SETTING.discoveryMaxDirs],
    // config.ts resolvePath: `~` expands to the home directory, relative paths resolve against the cwd.
    includeDirectories: values[SETTING.includeDirectories].map((d) =>
      resolvePath(cwd, d.startsWith("~") ? join(ctx.input.home, d.slice(1)) : d),
    ),
    loadFromIncludeDirs: values[SETTING.loadFromIncludeDirs],
    respectGitIgnore: values[SETTING.respectGitIgnore],
    respectGeminiIgnore: values[SETTING.respectGeminiIgnore],
    folderTrustEnabled: values[SETTING.folderTrust],
    home,
    geminiDir: join(home, GEMINI_DIR),
  };
}
