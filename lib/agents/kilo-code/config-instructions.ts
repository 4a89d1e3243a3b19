/**
 * The merged `instructions` array and its expansion into paths (session/instruction.ts
 * `systemSources()`). Layers concatenate, first copy kept (mergeConfigConcatArrays): the legacy rule
 * folders first (config.ts: "lowest precedence"), then kilo.json/kilo.jsonc in the config dir, the
 * project's kilo.json/kilo.jsonc and .kilocode/.kilo folders, then the scenario's own `config`.
 * Entries: URLs are fetched (not here), `~/` is home, an absolute entry globs its last segment in its
 * folder, a relative one globs in every folder from the cwd up to the worktree (in the config dir when
 * project config is off).
 */
import { globFiles } from "../../core/glob-walk";
import { basename, dirname, isAbsolute, join } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { SourceLayer } from "../../source-layers";
import type { ProfileContext } from "../base";
import type { Walk } from "./candidates";
import type { KiloEnv } from "./env";
import { CONFIG_DIRS, CONFIG_FILES, CONFIG_KEY, ENV } from "./facts";
import { legacyRules } from "./legacy-rules";
import { kiloCodeMeta } from "./meta";
import { readSettings } from "../settings";
import { jsoncOrSay } from "../shared";

const isUrl = (s: string) => s.startsWith("https://") || s.startsWith("http://");

/** The `instructions` list of a config file in the tree (the scenario's own config is read by readSettings). */
function listOf(ctx: ProfileContext, value: unknown, where: string, path: string): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  const list = (value as Record<string, unknown>)[CONFIG_KEY];
  if (list === undefined) return [];
  if (Array.isArray(list) && list.every((x) => typeof x === "string")) return list as string[];
  ctx.diag({
    level: "error",
    code: "setting-invalid",
    path,
    message: `${where}: "${CONFIG_KEY}" must be an array of strings; Kilo rejects this config. Ignored here.`,
  });
  return [];
}

function loadFile(ctx: ProfileContext, path: string): string[] {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") return [];
  const parsed = jsoncOrSay(ctx, path, r.text, "Kilo warns and skips it.");
  if (!parsed) return [];
  const list = listOf(ctx, parsed.value, path, path);
  if (list.length > 0) ctx.decide(`config ${path} lists ${list.length} instruction entr${list.length === 1 ? "y" : "ies"}`, path);
  return list;
}

/** Config files holding `instructions`, lowest first (KILO_CONFIG_FILES lists the higher one first). */
function configFiles(ctx: ProfileContext, env: KiloEnv, dirs: string[]): string[] {
  const low = [...CONFIG_FILES].reverse();
  const files = low.map((f) => join(env.globalDir, f));
  if (env.projectConfigOff) return files;
  const down = [...dirs].reverse();
  for (const d of down) files.push(...low.map((f) => join(d, f)));
  for (const d of down) for (const sub of [...CONFIG_DIRS].reverse()) files.push(...low.map((f) => join(d, sub, f)));
  return files;
}

/** The merged entries, with the layer of the config that listed each first. */
function mergedEntries(ctx: ProfileContext, walk: Walk, env: KiloEnv, dirs: string[]): Map<string, SourceLayer> {
  const out = new Map<string, SourceLayer>();
  for (const r of legacyRules(ctx, walk)) if (!out.has(r.path)) out.set(r.path, r.layer);
  for (const f of configFiles(ctx, env, dirs)) for (const e of loadFile(ctx, f)) if (!out.has(e)) out.set(e, "config");
  const { values } = readSettings(ctx, kiloCodeMeta.configKeys, { unknownAs: kiloCodeMeta.name });
  for (const e of values[CONFIG_KEY]) if (!out.has(e)) out.set(e, "config");
  return out;
}

function glob(ctx: ProfileContext, dir: string, pattern: string, raw: string): string[] {
  const g = globFiles(ctx.fs, dir, pattern, { dot: true, guard: ctx.globs });
  if (g.capped)
    ctx.diag({
      level: "warning",
      code: "glob-capped",
      message: `The instructions entry "${raw}" walked too many entries under ${dir}; Rulescope stopped early.`,
    });
  return g.files;
}

/** Adds every matched file to the walk; returns the URL entries, which Kilo fetches after the files. */
export function configInstructions(ctx: ProfileContext, walk: Walk, env: KiloEnv, dirs: string[]): string[] {
  const { home } = ctx.input;
  const entries = mergedEntries(ctx, walk, env, dirs);
  const urls: string[] = [];
  for (const [raw, layer] of entries) {
    if (isUrl(raw)) {
      urls.push(raw);
      continue;
    }
    const entry = raw.startsWith("~/") ? join(home, raw.slice(2)) : raw;
    // With project config off, relative entries glob in KILO_CONFIG_DIR ?? the XDG config dir.
    const roots = env.projectConfigOff ? [env.globalDir] : dirs;
    const found = isAbsolute(entry) ? glob(ctx, dirname(entry), basename(entry), raw) : roots.flatMap((d) => glob(ctx, d, entry, raw));
    if (found.length === 0 && layer === "config")
      ctx.diag({ level: "info", code: "instruction-no-match", message: `The instructions entry "${raw}" matches no file.` });
    for (const p of found)
      walk.add(
        layer === "config"
          ? // Globbed in the config folder (project config off), it is no project read: no fence (lab seed 58).
            {
              path: p,
              layer,
              why: `matched by the instructions entry "${raw}"`,
              matchedBy: [raw],
              fenced: !isAbsolute(entry) && !env.projectConfigOff,
            }
          : {
              path: p,
              layer,
              why: "a Kilo rule file (.kilo/rules, .kilocode/rules or .kilocoderules), added first to the instructions",
              // The project's own rule files are untrusted reads; the home folders' are not.
              fenced: layer !== "global-rule",
            },
      );
  }
  if (env.projectConfigOff)
    ctx.decide(`${ENV.disableProjectConfig}: project kilo.json files are not read; relative instructions glob in ${env.globalDir}`);
  return urls;
}
