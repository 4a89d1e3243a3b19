/**
 * The environment Kilo reads for its instructions (core flag.ts, core global.ts and the budget in
 * kilocode/session/instruction.ts), as one object the loader passes around.
 */
import { join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { APP_DIR, DEFAULT_MAX_CHARS, ENV, XDG_DEFAULT } from "./facts";

export interface KiloEnv {
  /** The variable that switched Claude Code compatibility off (CLAUDE.md, .claude/rules), or null. */
  claudeOffBy: string | null;
  projectConfigOff: boolean;
  /** KILO_CONFIG_DIR resolved, or null when unset. */
  configDir: string | null;
  /** core global.ts `config`: KILO_CONFIG_DIR ?? <XDG config>/kilo. */
  globalDir: string;
  /** The XDG folder itself, looked at only when KILO_CONFIG_DIR is unset. */
  xdgDir: string;
  /** The startup budget in characters; null where the variant has none. */
  maxChars: number | null;
  /** A Claude Code switch whose value the CLI refuses, so it stops on start; null when none. */
  stopsOn: { name: string; value: string } | null;
}

/** Kilo CLI 7.7.9 reads the Claude Code switches as Effect config booleans: these words only, as written. */
const CONFIG_ON = ["true", "yes", "on", "1", "y"];
const CONFIG_OFF = ["false", "no", "off", "0", "n"];

/** core flag.ts `truthy`: "true" or "1", any case. */
const truthy = (v: string | undefined) => v !== undefined && ["true", "1"].includes(v.toLowerCase());

function warnNotTruthy(ctx: ProfileContext, name: string): void {
  const v = ctx.input.env[name];
  if (v === undefined || v === "" || truthy(v) || ["false", "0"].includes(v.toLowerCase())) return;
  ctx.diag({ level: "warning", code: "env-value-invalid", message: `${name}="${v}" counts as off: Kilo only reads "true" or "1".` });
}

/** The budget: a finite number above 0, else the default (instruction.ts `maxChars`). */
function maxChars(ctx: ProfileContext): number {
  const raw = ctx.input.env[ENV.maxChars];
  if (raw === undefined) return DEFAULT_MAX_CHARS;
  // Number("") is 0 and Number(" 5 ") is 5, as in JavaScript; both follow upstream.
  const n = Number(raw);
  if (Number.isFinite(n) && n > 0) return n;
  ctx.diag({
    level: "warning",
    code: "env-value-invalid",
    message: `${ENV.maxChars}="${raw}" is not a number above 0, so Kilo keeps its default budget of ${DEFAULT_MAX_CHARS} characters.`,
  });
  return DEFAULT_MAX_CHARS;
}

/** Kilo CLI 7.7.9 has no budget: the variable is not read (seen in the lab). */
function noBudget(ctx: ProfileContext): null {
  const raw = ctx.input.env[ENV.maxChars];
  if (raw !== undefined)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.maxChars}="${raw}" has no effect: Kilo CLI 7.7.9 sends every instruction item whole.`,
    });
  return null;
}

export function readEnv(ctx: ProfileContext, budget: boolean, configBooleans: boolean): KiloEnv {
  const { env, home, cwd } = ctx.input;
  const claudeNames = [ENV.disableClaudeCode, ENV.disableClaudeCodePrompt];
  for (const name of [...(configBooleans ? [] : claudeNames), ENV.disableProjectConfig]) warnNotTruthy(ctx, name);
  const on = (v: string | undefined) => (configBooleans ? v !== undefined && CONFIG_ON.includes(v) : truthy(v));
  const claudeOffBy = claudeNames.find((n) => on(env[n])) ?? null;
  const refused = configBooleans
    ? claudeNames.find((n) => env[n] !== undefined && !CONFIG_ON.includes(env[n]) && !CONFIG_OFF.includes(env[n]))
    : undefined;
  const xdg = env[ENV.xdgConfigHome];
  const xdgDir = join(xdg ? resolvePath(cwd, xdg) : join(home, XDG_DEFAULT), APP_DIR);
  // A getter of process.env: an empty value is kept by `??` but skipped by the truthiness test in globalFiles.
  const rawDir = env[ENV.configDir];
  const configDir = rawDir ? resolvePath(cwd, rawDir) : null;
  return {
    claudeOffBy,
    projectConfigOff: truthy(env[ENV.disableProjectConfig]),
    configDir,
    globalDir: rawDir !== undefined ? resolvePath(cwd, rawDir) : xdgDir,
    xdgDir,
    maxChars: budget ? maxChars(ctx) : noBudget(ctx),
    stopsOn: refused === undefined ? null : { name: refused, value: env[refused] },
  };
}
