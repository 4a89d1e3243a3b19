/**
 * The current mode and its "Mode-specific Instructions": a project custom mode from .roomodes replaces
 * a built-in mode of the same slug entirely (shared/modes.ts getModeSelection); an unknown slug falls
 * back to the first built-in mode (architect) for its instructions, while its rules folders keep the
 * slug. CustomModesManager.ts drops the whole .roomodes file when it fails to parse or a mode in it
 * lacks a required field.
 */
import { join } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { readTextOrNote } from "../shared";
import { BUILT_IN_MODES, DEFAULT_MODE, MODES_WITH_INSTRUCTIONS, ROOMODES } from "./facts";

export type ModeInstructions =
  { kind: "none" } | { kind: "built-in"; mode: string } | { kind: "custom"; path: string; text: string; size: number };

/**
 * config `mode` when the scenario set it validly (`configured`: readSettings checked it), else the
 * session's mode, else the default (architect: DEFAULT_MODE).
 */
export function currentMode(ctx: ProfileContext, configured: string | undefined): string {
  if (configured !== undefined) return configured.trim();
  return ctx.input.session.mode?.trim() || DEFAULT_MODE;
}

const REQUIRED = ["slug", "name", "roleDefinition", "groups"] as const;

/** The .roomodes custom modes, or [] (with a warning) when Roo would drop the file. */
function projectModes(ctx: ProfileContext, notes: Source[]): { modes: Record<string, unknown>[]; path: string; size: number } {
  const path = join(ctx.input.cwd, ROOMODES);
  const read = readTextOrNote(ctx, path, "modes", (n) => notes.push(n));
  if (!read) return { modes: [], path, size: 0 };
  const drop = (why: string) => {
    ctx.diag({ level: "warning", code: "roomodes-dropped", path, message: `${path}: ${why}; Roo Code then loads no mode from it.` });
    return { modes: [], path, size: read.size };
  };
  let data: unknown;
  try {
    data = ctx.yaml.parse(read.text.replace(/^\uFEFF/, ""), { path });
  } catch (e) {
    return drop(`it is not valid YAML or JSON (${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]})`);
  }
  const list = data !== null && typeof data === "object" ? (data as { customModes?: unknown }).customModes : undefined;
  if (!Array.isArray(list)) return drop("it has no customModes list");
  const modes = list.filter((m): m is Record<string, unknown> => m !== null && typeof m === "object" && !Array.isArray(m));
  const bad = modes.length !== list.length ? "an entry" : modes.find((m) => REQUIRED.some((k) => m[k] === undefined))?.slug;
  if (bad !== undefined) return drop(`mode ${typeof bad === "string" ? bad : "(no slug)"} lacks one of ${REQUIRED.join(", ")}`);
  return { modes, path, size: read.size };
}

export function modeInstructions(ctx: ProfileContext, mode: string, notes: Source[]): ModeInstructions {
  const project = projectModes(ctx, notes);
  const custom = project.modes.find((m) => m.slug === mode);
  if (custom) {
    const text = typeof custom.customInstructions === "string" ? custom.customInstructions : "";
    ctx.decide(`mode ${mode}: defined in ${ROOMODES}, which replaces any built-in mode of that slug`, project.path);
    return text.trim() === "" ? { kind: "none" } : { kind: "custom", path: project.path, text, size: project.size };
  }
  let base = mode;
  if (!(BUILT_IN_MODES as readonly string[]).includes(mode)) {
    base = BUILT_IN_MODES[0];
    ctx.diag({
      level: "warning",
      code: "unknown-mode",
      message: `Mode "${mode}" is neither built in nor in ${ROOMODES}; Roo Code takes the ${base} mode's instructions for it, and reads rules-${mode} folders for its rules.`,
    });
  }
  return (MODES_WITH_INSTRUCTIONS as readonly string[]).includes(base) ? { kind: "built-in", mode: base } : { kind: "none" };
}
