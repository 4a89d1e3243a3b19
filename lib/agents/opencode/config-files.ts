/**
 * The `instructions` array opencode ends up with after loading its config layers
 * (packages/opencode/src/config/config.ts `loadInstanceState`, config/paths.ts):
 *   1. global dir: config.json, opencode.json, opencode.jsonc (merged with plain mergeDeep: a later
 *      file's array replaces an earlier one)
 *   2. $OPENCODE_CONFIG (a file)
 *   3. project: opencode.json / opencode.jsonc in every directory from the worktree down to the cwd
 *      (`up([jsonc, json], cwd, worktree)` reversed), unless OPENCODE_DISABLE_PROJECT_CONFIG
 *   4. `.opencode/` directories nearest first (project ones unless disabled), `~/.opencode`, then
 *      $OPENCODE_CONFIG_DIR: opencode.json, opencode.jsonc in each
 *   5. $OPENCODE_CONFIG_CONTENT, then the scenario's own `config` (Rulescope's inline layer, validated
 *      from meta.ts configKeys by ../settings.ts)
 * Layers 2-5 merge with mergeConfigConcatArrays: `instructions` arrays concatenate, first copy kept.
 */
import { basename, join, normalize, resolvePath } from "../../core/paths";
import { parseJsonc } from "../../core/jsonc";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { CONFIG_INSTRUCTIONS, ENV } from "./facts";
import type { Flags } from "./flags";
import { opencodeMeta } from "./meta";
import { jsoncOrSay } from "../shared";
import { readSettings } from "../settings";

const PROJECT_CONFIG_NAMES = ["opencode.jsonc", "opencode.json"] as const;
const DIR_CONFIG_NAMES = ["opencode.json", "opencode.jsonc"] as const;
const GLOBAL_CONFIG_NAMES = ["config.json", "opencode.json", "opencode.jsonc"] as const;

/** One config layer's `instructions`, or undefined when it has none (or could not be used). */
function instructionsOf(ctx: ProfileContext, value: unknown, where: string, path?: string): string[] | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    ctx.diag({
      level: "error",
      code: "config-unparsable",
      path,
      message: `${where} is not a JSON object; opencode refuses to start with it. Its instructions are ignored here.`,
    });
    return undefined;
  }
  const list = (value as Record<string, unknown>).instructions;
  if (list === undefined) return undefined;
  if (!Array.isArray(list) || !list.every((x) => typeof x === "string")) {
    ctx.diag({
      level: "error",
      code: "setting-invalid",
      path,
      message: `${where}: "instructions" must be an array of strings; opencode rejects this config. Ignored here.`,
    });
    return undefined;
  }
  return list as string[];
}

function loadFile(ctx: ProfileContext, path: string): string[] | undefined {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") return undefined;
  if (/\{(env|file):/.test(r.text))
    ctx.diag({
      level: "info",
      code: "config-substitution",
      path,
      message: `${path} uses {env:...} or {file:...} substitution, which Rulescope does not expand.`,
    });
  const parsed = jsoncOrSay(ctx, path, r.text, "opencode fails to load it. Ignored here.");
  if (!parsed) return undefined;
  const list = instructionsOf(ctx, parsed.value, path, path);
  if (list) ctx.decide(`config ${path} lists ${list.length} instruction entr${list.length === 1 ? "y" : "ies"}`, path);
  return list;
}

/** `up` from the cwd to the worktree: every target in every directory, nearest first. */
function up(ctx: ProfileContext, targets: readonly string[], dirs: string[]): string[] {
  const out: string[] = [];
  for (const d of dirs) for (const t of targets) if (ctx.fs.exists(join(d, t))) out.push(join(d, t));
  return out;
}

const concatDedupe = (a: string[] | undefined, b: string[] | undefined): string[] | undefined =>
  a && b ? [...new Set([...a, ...b])] : (b ?? a);

export function configInstructions(ctx: ProfileContext, flags: Flags, globalDir: string, projectDirs: string[]): string[] {
  const { env, cwd, home, config } = ctx.input;
  let global: string[] | undefined;
  for (const name of GLOBAL_CONFIG_NAMES) {
    const list = loadFile(ctx, join(globalDir, name));
    if (list) global = list; // plain mergeDeep: arrays replace
  }
  let merged = global;
  const add = (list: string[] | undefined) => void (merged = concatDedupe(merged, list));

  const custom = env[ENV.configFile];
  if (custom) add(loadFile(ctx, resolvePath(cwd, custom)));

  if (!flags.projectConfigOff) for (const f of up(ctx, PROJECT_CONFIG_NAMES, projectDirs).reverse()) add(loadFile(ctx, f));

  const dotDirs = [
    ...(flags.projectConfigOff ? [] : up(ctx, [".opencode"], projectDirs)),
    ...up(ctx, [".opencode"], [home]),
    ...(flags.configDir ? [flags.configDir] : []),
  ].map(normalize);
  for (const dir of [...new Set(dotDirs)]) {
    if (basename(dir) !== ".opencode" && dir !== flags.configDir) continue;
    for (const name of DIR_CONFIG_NAMES) add(loadFile(ctx, join(dir, name)));
  }

  const content = env[ENV.configContent];
  if (content) {
    const parsed = parseJsonc(content);
    if (parsed.ok) add(instructionsOf(ctx, parsed.value, ENV.configContent));
    else
      ctx.diag({
        level: "error",
        code: "config-unparsable",
        message: `${ENV.configContent} is not valid JSONC (${parsed.message}); ignored.`,
      });
  }

  // The scenario's own layer, read from its declaration: one that is not a list of strings is an error
  // (opencode rejects that config), and the layer adds nothing.
  const { values, given } = readSettings(ctx, opencodeMeta.configKeys, { agent: opencodeMeta.name });
  if (given.has(CONFIG_INSTRUCTIONS)) add(values[CONFIG_INSTRUCTIONS]);
  for (const key of Object.keys(config))
    if (key !== CONFIG_INSTRUCTIONS)
      ctx.diag({
        level: "info",
        code: "unknown-config-key",
        message: `Config key "${key}" does not change which instruction files opencode loads; it is ignored here.`,
      });
  return merged ?? [];
}
