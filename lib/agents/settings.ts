/**
 * A profile's settings, validated from their one declaration: the meta's `configKeys` (ConfigKey: type,
 * default and constraints). readSettings reads each key from `scenario.config` (a dotted key also
 * nested, the flat spelling first), checks it against a validator derived from the declaration, and
 * hands the profile typed values: a key left out, or invalid, is its declared default, and an invalid
 * one earns one `setting-invalid` warning worded from the declaration. Where the agent reads an invalid
 * value as something else (`invalidAs`) the profile gets that; where it refuses its config over one
 * (`refusesInvalid`) the warning is an error and the key counts as left out. What a profile does with a valid
 * value (a fallback that names a path, a mode a variant ignores) stays the profile's own.
 */
import { z } from "zod";
import type { ConfigKey, ProfileContext } from "./base";
import { setting } from "./shared";

type ValueOf<T extends ConfigKey["type"]> = T extends "number"
  ? number
  : T extends "string"
    ? string
    : T extends "string[]"
      ? string[]
      : T extends "boolean"
        ? boolean
        : unknown;

/** The values of a list of keys, by key, typed by each key's declared type (undefined too for a key with no default). */
type SettingsOf<K extends readonly ConfigKey[]> = {
  -readonly [E in K[number] as E["key"]]: ValueOf<E["type"]> | (E extends { default: unknown } ? never : undefined);
};

export interface Settings<K extends readonly ConfigKey[]> {
  values: SettingsOf<K>;
  /** Keys the scenario set to a valid value (not left to their default). */
  given: ReadonlySet<K[number]["key"]>;
}

/** What a value must be, in words: the warning's "must be …". */
export function expected(k: ConfigKey): string {
  switch (k.type) {
    case "number":
      return `${k.whole ? "a whole number" : "a number"}${k.min !== undefined ? `, ${k.min} or more` : ""}`;
    case "string":
      return k.oneOf ? k.oneOf.map((v) => JSON.stringify(v)).join(" or ") : "a string";
    case "string[]":
      return k.commas ? "a list of strings or one comma-separated string" : k.orOne ? "a string or a list of strings" : "a list of strings";
    case "boolean":
      return "true or false";
    case "json":
      return "any JSON value";
  }
}

/**
 * What becomes of an invalid value, in words: the warning's end. `agent` names the agent where it, not
 * Rulescope, decides (invalidAs, refusesInvalid).
 */
function whenInvalid(k: ConfigKey, agent = "the agent"): string {
  if (k.refusesInvalid) return `${agent} rejects the config over it; composed here as if the key were left out`;
  if (k.invalidAs !== undefined) return `${agent} reads it as ${JSON.stringify(k.invalidAs)}`;
  return `using the default ${JSON.stringify(k.default)}`;
}

const validators = new WeakMap<ConfigKey, z.ZodType>();

/** "user, project," as a flag's value: the parts, trimmed, empty ones dropped. */
const commaParts = (s: string): string[] =>
  s
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");

/** The validator a declaration stands for, made once per declaration. */
export function validatorOf(k: ConfigKey): z.ZodType {
  let v = validators.get(k);
  if (v) return v;
  switch (k.type) {
    case "number": {
      let n = z.number().finite();
      if (k.whole) n = n.int();
      if (k.min !== undefined) n = n.min(k.min);
      v = n;
      break;
    }
    case "string":
      v = k.oneOf ? z.enum(k.oneOf as [string, ...string[]]) : z.string();
      break;
    case "string[]":
      v = k.commas
        ? z.union([z.array(z.string()), z.string().transform(commaParts)])
        : k.orOne
          ? z.union([z.array(z.string()), z.string().transform((s) => [s])])
          : z.array(z.string());
      break;
    case "boolean":
      v = z.boolean();
      break;
    case "json":
      v = z.unknown();
      break;
  }
  validators.set(k, v);
  return v;
}

/**
 * The settings `keys` declare, read from the scenario's config. `unknownAs`: the agent's name, to say
 * (info) that a key none of them declares is ignored; absent: other keys pass in silence. `agent`: the
 * agent's name in the warning of a key whose invalid value the agent itself decides (whenInvalid).
 * `notRead`: keys the chosen variant has no such setting for: left at their default and not checked
 * (the profile says, in its own words, that they are ignored).
 */
export function readSettings<const K extends readonly ConfigKey[]>(
  ctx: ProfileContext,
  keys: K,
  opts: { unknownAs?: string; agent?: string; notRead?: readonly K[number]["key"][] } = {},
): Settings<K> {
  const config = ctx.input.config;
  const values: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const k of keys) {
    const raw = setting(config, k.key);
    values[k.key] = k.default;
    if (raw === undefined || opts.notRead?.includes(k.key)) continue;
    const parsed = validatorOf(k).safeParse(raw);
    if (parsed.success) {
      values[k.key] = parsed.data;
      given.add(k.key);
    } else {
      // The agent's own reading of an invalid value (a valid value itself); a refused one counts as left out.
      if (k.invalidAs !== undefined && !k.refusesInvalid) values[k.key] = k.invalidAs;
      ctx.diag({
        level: k.refusesInvalid ? "error" : "warning",
        code: "setting-invalid",
        message: `config.${k.key} must be ${expected(k)}; ${whenInvalid(k, opts.agent ?? opts.unknownAs)}.`,
      });
    }
  }
  if (opts.unknownAs !== undefined) {
    const declared = new Set(keys.map((k) => k.key.split(".")[0]));
    for (const key of Object.keys(config))
      if (!declared.has(key) && !keys.some((k) => k.key === key))
        ctx.diag({
          level: "info",
          code: "unknown-config-key",
          message: `config.${key} is not a key the ${opts.unknownAs} profile reads (it reads ${keys.map((k) => k.key).join(", ")}); it is ignored.`,
        });
  }
  return { values: values as SettingsOf<K>, given: given as ReadonlySet<K[number]["key"]> };
}
