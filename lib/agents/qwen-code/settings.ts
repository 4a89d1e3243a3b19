/**
 * Qwen Code settings as the profile reads them from scenario.config (keys flat or nested, as in
 * settings.json; the dotted-key reader is Gemini CLI's, whose settings Qwen Code forked).
 */
import { expandHome, join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { setting } from "../shared";
import { DEFAULT_NAMES, ENV, FOLDER_TRUST_DEFAULT, QWEN_DIR, SETTING } from "./facts";

export interface QwenSettings {
  /** Context file names in load order. */
  names: string[];
  importFormat: "tree" | "flat";
  folderTrustEnabled: boolean;
  /** Storage.getGlobalQwenDir(): QWEN_HOME, else ~/.qwen. */
  globalDir: string;
}

/**
 * memory/const.ts setGeminiMdFilename: a list replaces the defaults (names trimmed; an empty list
 * changes nothing), a non-blank string becomes the only name.
 */
function names(ctx: ProfileContext): string[] {
  const raw = setting(ctx.input.config, SETTING.fileName);
  if (raw === undefined || raw === null) return [...DEFAULT_NAMES];
  if (typeof raw === "string") return raw.trim() !== "" ? [raw.trim()] : [...DEFAULT_NAMES];
  if (Array.isArray(raw) && raw.every((x) => typeof x === "string"))
    return raw.length > 0 ? raw.map((n: string) => n.trim()) : [...DEFAULT_NAMES];
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `${SETTING.fileName} must be a string or a list of strings; using ${DEFAULT_NAMES.join(", ")}.`,
  });
  return [...DEFAULT_NAMES];
}

export function readSettings(ctx: ProfileContext): QwenSettings {
  const { config, env, cwd, home } = ctx.input;
  const fmt = setting(config, SETTING.importFormat);
  if (fmt !== undefined && fmt !== "tree" && fmt !== "flat")
    ctx.diag({ level: "warning", code: "setting-invalid", message: `${SETTING.importFormat} is "tree" or "flat"; using "tree".` });
  const trust = setting(config, SETTING.folderTrust);
  if (trust !== undefined && typeof trust !== "boolean")
    ctx.diag({
      level: "warning",
      code: "setting-invalid",
      message: `${SETTING.folderTrust} must be true or false; using ${FOLDER_TRUST_DEFAULT}.`,
    });
  // Storage.resolvePath: `~` expands to home, a relative path resolves against the working directory (inferred).
  const qwenHome = env[ENV.home]?.trim();
  return {
    names: names(ctx),
    importFormat: fmt === "flat" ? "flat" : "tree",
    folderTrustEnabled: typeof trust === "boolean" ? trust : FOLDER_TRUST_DEFAULT,
    globalDir: qwenHome ? resolvePath(cwd, expandHome(qwenHome, home)) : join(home, QWEN_DIR),
  };
}
