/**
 * opencode's environment flags and directories, as the current upstream reads them.
 * - OPENCODE_DISABLE_CLAUDE_CODE[_PROMPT]: RuntimeFlags (packages/opencode/src/effect/runtime-flags.ts),
 *   Effect `Config.boolean` with default false: "true|yes|on|1|y" are on, "false|no|off|0|n" off
 *   (case-sensitive), anything else fails opencode's start-up, an empty value too (opencode 1.18.33:
 *   `SchemaError(Expected "true" | … | "n", got "")`, seen in the lab).
 * - OPENCODE_DISABLE_PROJECT_CONFIG: core flag.ts `truthyConfig`, on for "true" or "1" in any case.
 * - Global config dir: core global.ts, `xdg-basedir`'s xdgConfig (XDG_CONFIG_HOME if non-empty, else
 *   ~/.config) joined with "opencode" on every OS.
 * - The Global service's `config` (where session/instruction.ts looks for the global AGENTS.md):
 *   `Flag.OPENCODE_CONFIG_DIR ?? Path.config` (core global.ts `make`, anomalyco/opencode @ 5a03e29;
 *   issue #28658): OPENCODE_CONFIG_DIR, when set at all, replaces the XDG folder.
 */
import { join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { ENV } from "./facts";

const EFFECT_TRUE = ["true", "yes", "on", "1", "y"];
const EFFECT_FALSE = ["false", "no", "off", "0", "n"];

/** Effect Config.boolean: on / off / a value opencode rejects. */
export function effectBoolean(value: string | undefined): boolean | "invalid" {
  if (value === undefined) return false;
  if (EFFECT_TRUE.includes(value)) return true;
  if (EFFECT_FALSE.includes(value)) return false;
  return "invalid";
}

/** core flag.ts truthy: "true" or "1", any case. */
export const truthy = (value: string | undefined): boolean => {
  const v = value?.toLowerCase();
  return v === "true" || v === "1";
};

export interface Flags {
  /** CLAUDE.md names dropped (project and ~/.claude/CLAUDE.md), and by which variable. */
  claudeOffBy: string | null;
  projectConfigOff: boolean;
  /** OPENCODE_CONFIG_DIR, unset when empty. */
  configDir: string | null;
}

export function readFlags(ctx: ProfileContext): Flags {
  const { env } = ctx.input;
  let claudeOffBy: string | null = null;
  for (const name of [ENV.disableClaudeCode, ENV.disableClaudeCodePrompt]) {
    const v = effectBoolean(env[name]);
    if (v === "invalid")
      ctx.diag({
        level: "error",
        code: "env-value-invalid",
        message: `${name}="${env[name]}" is not a boolean opencode accepts (true, yes, on, 1, y / false, no, off, 0, n); opencode fails to start with it. Treated as off here.`,
      });
    else if (v && claudeOffBy === null) claudeOffBy = name;
  }
  const projectRaw = env[ENV.disableProjectConfig];
  const projectConfigOff = truthy(projectRaw);
  if (projectRaw !== undefined && projectRaw !== "" && !projectConfigOff && !["false", "0"].includes(projectRaw.toLowerCase()))
    ctx.diag({
      level: "warning",
      code: "env-value-invalid",
      message: `${ENV.disableProjectConfig}="${projectRaw}" counts as off: opencode only reads "true" or "1".`,
    });
  const dir = env[ENV.configDir];
  return { claudeOffBy, projectConfigOff, configDir: dir ? resolvePath(ctx.input.cwd, dir) : null };
}

/**
 * opencode's global config directory: `<XDG_CONFIG_HOME or ~/.config>/opencode`. A relative
 * XDG_CONFIG_HOME is taken as given by xdg-basedir and so resolves against the process cwd.
 * Exported for profiles that extend opencode (plugins read their files from here too).
 */
export function opencodeGlobalConfigDir(env: Record<string, string>, home: string, cwd: string): string {
  const xdg = env[ENV.xdgConfigHome];
  return join(xdg ? resolvePath(cwd, xdg) : join(home, ".config"), "opencode");
}

/**
 * Where current opencode looks for the global AGENTS.md (and, with project config off, globs relative
 * `instructions`): the Global service's `config`, i.e. OPENCODE_CONFIG_DIR when the variable is set
 * (`??` keeps even an empty value, which path.resolve then turns into the working directory), else
 * the XDG folder above.
 */
export function instructionConfigDir(env: Record<string, string>, home: string, cwd: string): string {
  const dir = env[ENV.configDir];
  return dir !== undefined ? resolvePath(cwd, dir) : opencodeGlobalConfigDir(env, home, cwd);
}
