/**
 * The config keys the profile reads, declared (type, default, constraints) in meta.ts and validated
 * from there (../settings.ts): a wrong value gives a `setting-invalid` warning and the default.
 */
import { expandHome, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings as readDeclared } from "../settings";
import { CONFIG, ENV, VIBE_DIR, type DialogAnswer } from "./facts";
import { mistralVibeMeta } from "./meta";

export interface Settings {
  /** The trusted_folders.toml lists, made absolute. */
  trusted: string[];
  untrusted: string[];
  dialog: DialogAnswer;
  /** --trust: the cwd is trusted for this session. */
  trustFlag: boolean;
  /** --add-dir folders, absolute, first occurrence kept. */
  addDirs: string[];
  includeProjectContext: boolean;
  maxDocChars: number;
  /** ~/.vibe, or VIBE_HOME. */
  vibeHome: string;
}

/** Paths as Vibe normalises them (expanduser, resolve against the cwd); duplicates dropped. */
function absolute(ctx: ProfileContext, paths: string[]): string[] {
  const out = paths.filter((p) => p.trim() !== "").map((p) => resolvePath(ctx.input.cwd, expandHome(p.trim(), ctx.input.home)));
  return out.filter((p, i) => out.indexOf(p) === i);
}

/** _vibe_home.py _get_vibe_home: VIBE_HOME (expanded, resolved) when set and non-empty, else ~/.vibe. */
function vibeHome(ctx: ProfileContext): string {
  const v = ctx.input.env[ENV.home];
  return v ? resolvePath(ctx.input.cwd, expandHome(v, ctx.input.home)) : resolvePath(ctx.input.home, VIBE_DIR);
}

export function readSettings(ctx: ProfileContext): Settings {
  const { values } = readDeclared(ctx, mistralVibeMeta.configKeys);
  return {
    trusted: absolute(ctx, values[CONFIG.trusted]),
    untrusted: absolute(ctx, values[CONFIG.untrusted]),
    // meta.ts declares the key with oneOf: DIALOG_ANSWERS, so a valid value is an answer.
    dialog: values[CONFIG.dialog] as DialogAnswer,
    trustFlag: values[CONFIG.trustFlag],
    addDirs: absolute(ctx, values[CONFIG.addDirs]),
    includeProjectContext: values[CONFIG.includeProjectContext],
    maxDocChars: values[CONFIG.maxDocBytes],
    vibeHome: vibeHome(ctx),
  };
}
