/**
 * What both Q surfaces share: the resource list (the built-in default agent's, or the one the config
 * names), the context window, and the layer a matched file is shown in.
 */
import type { Composer } from "../../core/compose";
import { basename, isWithin, join } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { CONFIG, DEFAULT_CONTEXT_WINDOW, IDE_RULES_DIR, PROJECT_DOCS } from "./facts";

export interface Output {
  prompt: Composer;
  blocks: Block[];
}

/** The active agent's `resources`: the config's list when it gives one, else the default agent's. */
export function resourcesOf(ctx: ProfileContext, defaults: readonly string[]): readonly string[] {
  const v = ctx.input.config[CONFIG.resources];
  if (v === undefined || (Array.isArray(v) && v.length === 0)) return defaults;
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) {
    ctx.decide(`resources from the config (${v.length}): the default agent's list is not used`);
    return v as string[];
  }
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `${CONFIG.resources} must be a list of strings such as "file://docs/**/*.md"; Rulescope uses the default agent's resources.`,
  });
  return defaults;
}

/** The model's context window in tokens; Q's default when none is known. */
export function contextWindow(ctx: ProfileContext): number {
  const v = ctx.input.config[CONFIG.contextWindow];
  if (v === undefined) return DEFAULT_CONTEXT_WINDOW;
  if (typeof v === "number" && Number.isInteger(v) && v > 0) return v;
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `${CONFIG.contextWindow} must be a positive whole number of tokens; Rulescope uses Q's default, ${DEFAULT_CONTEXT_WINDOW.toLocaleString("en-US")}.`,
  });
  return DEFAULT_CONTEXT_WINDOW;
}

/** Rulescope's layer for a matched file: a rule, the project's own file, or one from elsewhere. */
export function layerOf(ctx: ProfileContext, path: string): SourceLayer {
  const { cwd } = ctx.input;
  if (isWithin(path, join(cwd, IDE_RULES_DIR))) return "rule";
  if (PROJECT_DOCS.includes(basename(path))) return "project-doc";
  if (isWithin(path, cwd)) return "project";
  return "config";
}
