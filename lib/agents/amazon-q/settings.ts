/**
 * What both Q surfaces share: the resource list (the built-in default agent's, or the one the config
 * names), the context window, and the layer a matched file is shown in.
 */
import type { Composer } from "../../core/compose";
import { basename, isWithin, join } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { readSettings } from "../settings";
import { CONFIG, IDE_RULES_DIR, PROJECT_DOCS } from "./facts";
import { amazonQMeta } from "./meta";

export interface Output {
  prompt: Composer;
  blocks: Block[];
}

/** The settings a surface composes with, read once from the scenario's config. */
export interface QSettings {
  /** The active agent's `resources`: the config's list when it gives one, else the default agent's. */
  resources: readonly string[];
  /** The model's context window in tokens; Q's default when none is known. */
  contextWindow: number;
}

/**
 * The two keys, declared (type, default, constraints) in meta.ts and validated from there
 * (../settings.ts): an invalid value gives a `setting-invalid` warning and the default.
 */
export function readQSettings(ctx: ProfileContext, defaults: readonly string[]): QSettings {
  const { values } = readSettings(ctx, amazonQMeta.configKeys);
  const own = values[CONFIG.resources];
  if (own.length > 0) ctx.decide(`resources from the config (${own.length}): the default agent's list is not used`);
  return { resources: own.length > 0 ? own : defaults, contextWindow: values[CONFIG.contextWindow] };
}

/** Rulescope's layer for a matched file: a rule, the project's own file, or one from elsewhere. */
export function layerOf(ctx: ProfileContext, path: string): SourceLayer {
  const { cwd } = ctx.input;
  if (isWithin(path, join(cwd, IDE_RULES_DIR))) return "rule";
  if (PROJECT_DOCS.includes(basename(path))) return "project-doc";
  if (isWithin(path, cwd)) return "project";
  return "config";
}
