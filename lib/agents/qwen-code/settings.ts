/**
 * Qwen Code settings as the profile reads them from scenario.config (keys flat or nested, as in
 * settings.json; the dotted-key reader is Gemini CLI's, whose settings Qwen Code forked). Each key is
 * declared (type, default, constraints) in meta.ts and validated from there (../settings.ts); what
 * Qwen Code makes of a valid value (a lone string as one name, names trimmed) stays here.
 */
import { expandHome, join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings as readDeclared } from "../settings";
import { setting } from "../shared";
import { DEFAULT_NAMES, ENV, QWEN_DIR, SETTING } from "./facts";
import { qwenCodeMeta } from "./meta";

export interface QwenSettings {
  /** Context file names in load order. */
  names: string[];
  importFormat: "tree" | "flat";
  folderTrustEnabled: boolean;
  /** Storage.getGlobalQwenDir(): QWEN_HOME, else ~/.qwen. */
  globalDir: string;
}

/**
 * memory/const.ts setGeminiMdFilename takes a lone string as one name (the declaration's orOne), but a
 * blank one changes nothing, and null is no setting: both are left out here.
 */
function blankFileNameUnset(config: Record<string, unknown>): Record<string, unknown> {
  const raw = setting(config, SETTING.fileName);
  const blank = raw === null || (typeof raw === "string" && raw.trim() === "");
  return blank ? { ...config, [SETTING.fileName]: undefined } : config;
}

export function readSettings(ctx: ProfileContext): QwenSettings {
  const { env, cwd, home } = ctx.input;
  const { values } = readDeclared(
    { ...ctx, input: { ...ctx.input, config: blankFileNameUnset(ctx.input.config) } },
    qwenCodeMeta.configKeys,
  );
  // setGeminiMdFilename: a list replaces the defaults (names trimmed); an empty list changes nothing.
  const names = values[SETTING.fileName];
  // Storage.resolvePath: `~` expands to home, a relative path resolves against the working directory (inferred).
  const qwenHome = env[ENV.home]?.trim();
  return {
    names: names.length > 0 ? names.map((n) => n.trim()) : [...DEFAULT_NAMES],
    importFormat: values[SETTING.importFormat] === "flat" ? "flat" : "tree",
    folderTrustEnabled: values[SETTING.folderTrust],
    globalDir: qwenHome ? resolvePath(cwd, expandHome(qwenHome, home)) : join(home, QWEN_DIR),
  };
}
