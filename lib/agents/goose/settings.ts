/**
 * What Goose reads before looking for hints: the context file names (CONTEXT_FILE_NAMES, from the
 * environment first, then config.yaml) and its two home folders (config dir and agents home).
 */
import { join, normalize } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings as readDeclared, validatorOf } from "../settings";
import { AGENTS_HOME, APP_DIR, CONFIG_DIR, DEFAULT_NAMES, ENV, NAMES_KEY, PATH_ROOT_CONFIG } from "./facts";
import { gooseMeta } from "./meta";

/** The context-file-names key as meta.ts declares it. */
const NAMES_DECLARED = gooseMeta.configKeys.find((k) => k.key === NAMES_KEY)!;

export interface GooseSettings {
  names: string[];
  configDir: string;
  agentsHome: string;
}

/**
 * Config::get_param: an environment variable named like the key wins and is parsed as JSON (checked
 * here; config.yaml is then not read); else config.yaml, the scenario's config key, validated from its
 * declaration by readSettings. A value that is not a list of strings makes get_param fail, and
 * get_context_filenames falls back to the defaults (the fallback is upstream's; the warnings are Rulescope's).
 */
function names(ctx: ProfileContext): string[] {
  const { env } = ctx.input;
  if (Object.hasOwn(env, ENV.names)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env[ENV.names]);
    } catch {
      parsed = env[ENV.names];
    }
    // The same type as the config key's: the declaration's validator says it.
    const list = validatorOf(NAMES_DECLARED).safeParse(parsed);
    if (list.success) return list.data as string[];
    ctx.diag({
      level: "warning",
      code: "env-value-invalid",
      message: `${ENV.names} is not a JSON list of file names, so Goose uses its defaults (${DEFAULT_NAMES.join(", ")}).`,
    });
    return [...DEFAULT_NAMES];
  }
  return [...readDeclared(ctx, gooseMeta.configKeys).values[NAMES_KEY]];
}

const absolute = (v: string | undefined): string | null => (v !== undefined && v.startsWith("/") ? normalize(v) : null);

export function readSettings(ctx: ProfileContext): GooseSettings {
  const { env, home } = ctx.input;
  const root = absolute(env[ENV.pathRoot]);
  const xdg = absolute(env[ENV.xdgConfig]);
  const configDir = root ? join(root, PATH_ROOT_CONFIG) : xdg ? join(xdg, APP_DIR) : join(home, CONFIG_DIR);
  const agentsHome = join(root ?? home, AGENTS_HOME);
  return { names: names(ctx), configDir, agentsHome };
}
