/**
 * The three Codex config keys the profile reads from `scenario.config` (listed for the UI in meta.ts),
 * as validated values for resolve(). A value of the wrong type gives a diagnostic and the default (Codex
 * itself warns and falls back for `project_root_markers`; for the other two a bad config.toml fails
 * to load, which a playground should not mimic).
 */
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import { CONFIG, DEFAULT_MAX_BYTES, DEFAULT_NAME, DEFAULT_ROOT_MARKERS, OVERRIDE_NAME } from "./facts";

export interface CodexSettings {
  maxBytes: number;
  /** Candidate names per directory: override, AGENTS.md, then the fallbacks (deduped, empties skipped). */
  candidateNames: string[];
  markers: string[];
  /** True when the scenario set project_root_markers itself (the seed variant ignores it). */
  markersSet: boolean;
}

const KNOWN_KEYS = new Set<string>(Object.values(CONFIG));

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

function invalid(ctx: ProfileContext, key: string, expected: string, fallback: unknown): void {
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `config.${key} must be ${expected}; using the default ${JSON.stringify(fallback)}.`,
  });
}

/** A fallback that names a path, not a file in the folder ("docs/RULES.md", "./TEAM.md", "/abs.md"). */
const namesAPath = (name: string): boolean => name.includes("/");

/**
 * Codex's candidate list: override, AGENTS.md, then each non-empty fallback not already listed; with
 * `fileNamesOnly`, a fallback holding a "/" is left out (codex-cli 0.171.0 never reads one).
 */
export function candidateNames(fallbacks: string[], fileNamesOnly = false): string[] {
  const names = [OVERRIDE_NAME, DEFAULT_NAME];
  for (const f of fallbacks) if (f !== "" && !names.includes(f) && !(fileNamesOnly && namesAPath(f))) names.push(f);
  return names;
}

export function readSettings(ctx: ProfileContext, b: Behaviour): CodexSettings {
  const config = ctx.input.config;
  for (const key of Object.keys(config))
    if (!KNOWN_KEYS.has(key))
      ctx.diag({
        level: "info",
        code: "unknown-config-key",
        message: `config.${key} is not a key this Codex profile reads (it reads ${[...KNOWN_KEYS].join(", ")}); it is ignored.`,
      });

  let maxBytes = DEFAULT_MAX_BYTES;
  const rawMax = config[CONFIG.maxBytes];
  if (rawMax !== undefined) {
    if (typeof rawMax === "number" && Number.isSafeInteger(rawMax) && rawMax >= 0) maxBytes = rawMax;
    else invalid(ctx, CONFIG.maxBytes, "a whole number of bytes, 0 or more", DEFAULT_MAX_BYTES);
  }

  let fallbacks: string[] = [];
  const rawFallbacks = config[CONFIG.fallbacks];
  if (rawFallbacks !== undefined) {
    if (isStringList(rawFallbacks)) fallbacks = rawFallbacks;
    else invalid(ctx, CONFIG.fallbacks, "a list of file names", []);
  }
  if (b.fallbackFileNamesOnly)
    for (const name of new Set(fallbacks.filter(namesAPath)))
      ctx.diag({
        level: "warning",
        code: "setting-invalid",
        message: `config.${CONFIG.fallbacks} lists ${JSON.stringify(name)}, a path rather than a file name; Codex skips it and tries the next name.`,
      });

  let markers = [...DEFAULT_ROOT_MARKERS];
  const rawMarkers = config[CONFIG.markers];
  let markersSet = false;
  if (rawMarkers !== undefined) {
    if (isStringList(rawMarkers)) {
      markers = rawMarkers;
      markersSet = true;
    } else invalid(ctx, CONFIG.markers, "a list of strings", DEFAULT_ROOT_MARKERS);
  }

  return { maxBytes, candidateNames: candidateNames(fallbacks, b.fallbackFileNamesOnly), markers, markersSet };
}
