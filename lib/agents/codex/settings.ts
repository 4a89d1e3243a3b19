/**
 * The three Codex config keys the profile reads from `scenario.config`, declared (type, default,
 * constraints) in meta.ts and validated from there (../settings.ts), as values for resolve(). A value
 * of the wrong type gives a diagnostic and the default (Codex itself warns and falls back for
 * `project_root_markers`; for the other two a bad config.toml fails to load, which a playground
 * should not mimic).
 */
import type { ProfileContext } from "../base";
import type { Behaviour } from "./behaviour";
import { readSettings as readDeclared } from "../settings";
import { CONFIG, DEFAULT_NAME, OVERRIDE_NAME } from "./facts";
import { codexMeta } from "./meta";

export interface CodexSettings {
  maxBytes: number;
  /** Candidate names per directory: override, AGENTS.md, then the fallbacks (deduped, empties skipped). */
  candidateNames: string[];
  markers: string[];
  /** True when the scenario set project_root_markers itself (the seed variant ignores it). */
  markersSet: boolean;
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
  const { values, given } = readDeclared(ctx, codexMeta.configKeys, { unknownAs: codexMeta.name });
  const fallbacks = values[CONFIG.fallbacks];
  if (b.fallbackFileNamesOnly)
    for (const name of new Set(fallbacks.filter(namesAPath)))
      ctx.diag({
        level: "warning",
        code: "setting-invalid",
        message: `config.${CONFIG.fallbacks} lists ${JSON.stringify(name)}, a path rather than a file name; Codex skips it and tries the next name.`,
      });
  return {
    maxBytes: values[CONFIG.maxBytes],
    candidateNames: candidateNames(fallbacks, b.fallbackFileNamesOnly),
    markers: values[CONFIG.markers],
    markersSet: given.has(CONFIG.markers),
  };
}
