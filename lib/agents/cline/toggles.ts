/**
 * Cline 3's per-rule toggles. Cline keeps one map per rules source (absolute path → enabled), synced
 * with the files before each request; a rule is left out only when its entry is `false`
 * (rule-helpers.ts getRuleFilesTotalContentWithMetadata, cline-rules.ts, external-rules.ts). Each map
 * applies to its own source only: `localCursorRulesToggles` to .cursorrules and .cursor/rules, and
 * `localAgentsRulesToggles` to the root AGENTS.md, whose `false` drops every AGENTS.md. Rulescope's
 * older `disabledRules` list still switches a path off in any source.
 */
import { isAbsolute, normalize } from "../../core/paths";
import type { ProfileContext } from "../base";
import type { ClineSettings } from "./meta";
import { CONFIG, type ToggleMap } from "./facts";

export class Toggles {
  private readonly legacy: Set<string>;
  private readonly maps = new Map<ToggleMap, Map<string, boolean>>();
  /** `false` entries that switched a rule off, to report the ones that matched nothing. */
  private readonly used = new Set<string>();

  constructor(
    private readonly ctx: ProfileContext,
    settings: ClineSettings,
  ) {
    this.legacy = new Set(settings[CONFIG.disabledRules].map((p) => normalize(p)));
    for (const map of Object.keys(CONFIG.toggles) as ToggleMap[])
      this.maps.set(map, readMap(ctx, CONFIG.toggles[map], settings[CONFIG.toggles[map]]));
  }

  /** The config key that switches `path` off in `map`, or null when the rule is on. */
  offBy(map: ToggleMap, path: string): string | null {
    if (this.maps.get(map)!.get(path) === false) {
      this.used.add(`${map}\u0000${path}`);
      return CONFIG.toggles[map];
    }
    return this.legacy.has(path) ? CONFIG.disabledRules : null;
  }

  /** Cline drops toggles with no file of their source behind them: say which `false` entries did nothing. */
  reportUnused(): void {
    for (const [map, entries] of this.maps)
      for (const [path, on] of entries)
        if (!on && !this.used.has(`${map}\u0000${path}`))
          this.ctx.diag({
            level: "info",
            code: "toggle-unused",
            path,
            message: `config ${CONFIG.toggles[map]} switches off ${path}, but no rule of that source was read there, so it changes nothing (Cline drops such entries when it syncs its toggles).`,
          });
  }
}

/**
 * One state map: a JSON object of absolute path → boolean. Its key is declared "json" (any JSON), so
 * the shape is checked here; anything else is reported and ignored.
 */
function readMap(ctx: ProfileContext, key: string, v: unknown): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    ctx.diag({
      level: "warning",
      code: "setting-invalid",
      message: `config ${key} should be an object of absolute rule paths to true or false; it is ignored.`,
    });
    return out;
  }
  for (const [path, on] of Object.entries(v as Record<string, unknown>)) {
    if (!isAbsolute(path)) {
      ctx.diag({
        level: "warning",
        code: "toggle-path-not-absolute",
        message: `config ${key}: "${path}" is not an absolute path; Cline keys its toggles by absolute path, so it matches no rule.`,
      });
      continue;
    }
    if (typeof on !== "boolean")
      ctx.diag({
        level: "warning",
        code: "toggle-not-boolean",
        path,
        message: `config ${key}: the value for ${path} is ${JSON.stringify(on)}; only false switches a rule off, so it stays on.`,
      });
    out.set(normalize(path), on === false ? false : true);
  }
  return out;
}
