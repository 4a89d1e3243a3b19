/**
 * The config keys the profile reads (meta.ts lists them for the UI), validated: a wrong type gives a
 * `setting-invalid` warning and the default.
 */
import { expandHome, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { CONFIG, DEFAULT_DIALOG, DIALOG_ANSWERS, ENV, LEGACY_MAX_DOC_CHARS, VIBE_DIR, type DialogAnswer } from "./facts";

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

function invalid(ctx: ProfileContext, key: string, expected: string, fallback: unknown): void {
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `config.${key} must be ${expected}; using the default ${JSON.stringify(fallback)}.`,
  });
}

function read<T>(ctx: ProfileContext, key: string, ok: (v: unknown) => v is T, expected: string, fallback: T): T {
  const v = ctx.input.config[key];
  if (v === undefined) return fallback;
  if (ok(v)) return v;
  invalid(ctx, key, expected, fallback);
  return fallback;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const isAnswer = (v: unknown): v is DialogAnswer => typeof v === "string" && (DIALOG_ANSWERS as readonly string[]).includes(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

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
  const list = "a list of folder paths";
  return {
    trusted: absolute(ctx, read(ctx, CONFIG.trusted, isStrings, list, [])),
    untrusted: absolute(ctx, read(ctx, CONFIG.untrusted, isStrings, list, [])),
    dialog: read(ctx, CONFIG.dialog, isAnswer, `one of ${DIALOG_ANSWERS.join(", ")}`, DEFAULT_DIALOG),
    trustFlag: read(ctx, CONFIG.trustFlag, isBool, "true or false", false),
    addDirs: absolute(ctx, read(ctx, CONFIG.addDirs, isStrings, list, [])),
    includeProjectContext: read(ctx, CONFIG.includeProjectContext, isBool, "true or false", true),
    maxDocChars: read(ctx, CONFIG.maxDocBytes, isCount, "a whole number, 0 or more", LEGACY_MAX_DOC_CHARS),
    vibeHome: vibeHome(ctx),
  };
}
