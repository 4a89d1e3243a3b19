/**
 * Where aider's read-only file list comes from. main.py searches `.aider.conf.yml` in the working
 * directory, the git root and the home folder; configargparse parses every one of them, and a key
 * already set by a place of higher precedence is dropped, so lists do not merge: the command line
 * beats AIDER_READ, which beats `--config`, the working directory's file, the git root's, then home's.
 */
import { ancestors, expandHome, join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { readSettings } from "../settings";
import { readTextOrNote } from "../shared";
import { CONF_FILE, CONFIG, ENV, READ_KEY, REPO_MARKER } from "./facts";
import { aiderMeta } from "./meta";

interface ReadSetting {
  /** The values as aider's argument parser receives them (each becomes one --read). */
  values: string[];
  /** Where they came from, in words. */
  from: string;
  /** The config file that set them, when one did. */
  file?: string;
}

export interface ConfigOutcome {
  setting: ReadSetting | null;
  /** A config file aider cannot use: it stops with an error before the chat starts. */
  fatal: boolean;
  gitRoot: string | null;
  /** read: lists that a place of higher precedence overrode, with the file that set each. */
  overridden: { file: string; values: string[] }[];
}

/** The nearest folder at or above the working directory holding `.git` (a folder, or a file in worktrees). */
function gitRoot(ctx: ProfileContext): string | null {
  return ancestors(ctx.input.cwd).find((d) => ctx.fs.exists(join(d, REPO_MARKER))) ?? null;
}

/** Python's str() of a YAML scalar, as configargparse turns config values into arguments. */
function pyStr(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (v === null) return "None";
  return null;
}

/** The config files in the order configargparse lets them win: `--config` (none when ""), cwd, git root, home. */
function configFiles(ctx: ProfileContext, root: string | null, explicit: string): { path: string; explicit: boolean }[] {
  const { cwd, home } = ctx.input;
  const out: { path: string; explicit: boolean }[] = [];
  if (explicit !== "") out.push({ path: resolvePath(cwd, expandHome(explicit, home)), explicit: true });
  const defaults = [join(normalize(cwd), CONF_FILE), ...(root ? [join(root, CONF_FILE)] : []), join(home, CONF_FILE)];
  for (const p of defaults) if (!out.some((o) => o.path === p && !o.explicit)) out.push({ path: p, explicit: false });
  return out;
}

/** One config file's `read:`: values, "unset" (missing or null), or null when aider would stop. */
function readKeyOf(ctx: ProfileContext, path: string, text: string): string[] | "unset" | null {
  let doc: unknown;
  try {
    doc = ctx.yaml.parse(text, { path });
  } catch (e) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `${path}: aider stops with "Couldn't parse config file" (${(e as Error).message.split("\n", 1)[0]}), so the chat never starts.`,
    });
    return null;
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `${path} is not a YAML mapping (an empty file counts): configargparse stops aider with "The config file doesn't appear to contain 'key: value' pairs".`,
    });
    return null;
  }
  const v = (doc as Record<string, unknown>)[READ_KEY];
  if (v === undefined || v === null) return "unset";
  const items = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const item of items) {
    const s = pyStr(item);
    if (s === null)
      ctx.diag({
        level: "warning",
        code: "read-value-not-scalar",
        path,
        message: `${path}: a read: entry is a list or mapping; aider would pass its Python text as a file name. Rulescope skips it.`,
      });
    else out.push(s);
  }
  return out;
}

/** AIDER_READ: "[a, b]" is a list (JSON, else split on commas), anything else one value. */
function envValues(raw: string): string[] {
  if (raw.startsWith("[") && raw.endsWith("]")) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed.map((x) => pyStr(x) ?? JSON.stringify(x));
    } catch {
      // configargparse's legacy form: [a, b] without quotes
    }
    return raw
      .slice(1, -1)
      .split(",")
      .map((x) => x.trim());
  }
  return [raw];
}

export function readSetting(ctx: ProfileContext): ConfigOutcome {
  const root = gitRoot(ctx);
  const { env } = ctx.input;
  // The scenario's config stands for the command line: `read` is --read (one string is one --read), `config` is --config.
  const { values: cli } = readSettings(ctx, aiderMeta.configKeys);
  let setting: ReadSetting | null = null;
  if (cli[CONFIG.read].length > 0) setting = { values: cli[CONFIG.read], from: "the command line (--read)" };
  if (!setting && Object.hasOwn(env, ENV.read)) setting = { values: envValues(env[ENV.read]), from: `the environment (${ENV.read})` };

  let fatal = false;
  const overridden: { file: string; values: string[] }[] = [];
  for (const f of configFiles(ctx, root, cli[CONFIG.config])) {
    const st = ctx.fs.stat(f.path);
    if (!st.ok && !f.explicit) continue;
    const read = readTextOrNote(ctx, f.path, "config", (n) => ctx.source(n));
    if (!read) {
      fatal = true;
      ctx.diag({
        level: "error",
        code: "config-unreadable",
        path: f.path,
        message: `aider cannot open the config file ${f.path} and stops before the chat starts.`,
      });
      continue;
    }
    const values = readKeyOf(ctx, f.path, read.text);
    if (values === null) {
      fatal = true;
      continue;
    }
    if (values === "unset") continue;
    if (setting) {
      overridden.push({ file: f.path, values });
      ctx.diag({
        level: "info",
        code: "read-overridden",
        path: f.path,
        message: `${f.path} sets read:, but ${setting.from} already set it: configargparse drops this file's list (lists from several places do not merge).`,
      });
      continue;
    }
    if (values.length === 0) {
      ctx.decide(`${f.path} sets read: to an empty list: no --read is added, so a file of lower precedence may still set it`, f.path);
      continue;
    }
    setting = { values, from: f.path, file: f.path };
    ctx.decide(`read: from ${f.path} wins: ${values.join(", ")}`, f.path);
  }
  return { setting, fatal, gitRoot: root, overridden };
}
