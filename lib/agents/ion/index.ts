/**
 * ion (nijaru/ion): a Rust terminal coding agent. Today it stacks every AGENTS.md from / down to the
 * canonical working directory into its system text, each labelled with its path, and a file that is
 * too big, not UTF-8 or unreadable stops it. The `seed` variant is the design it started from, and
 * `rust-v1` its first Rust loader (global and project layers in the working directory only).
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import type { Block } from "../../types";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { ENV } from "./facts";
import { defineProfile, type ProfileContext } from "../define";
import { ionMeta } from "./meta";

type Ctx = ProfileContext;

const placeholder = (label: string): Block => ({ role: "system", label, text: "", placeholder: true });

/** ion has no config key for instruction files; anything set is ignored, and the user should know. */
function warnUnknownConfig(ctx: Ctx): void {
  for (const key of Object.keys(ctx.input.config))
    ctx.diag({
      level: "warning",
      code: "unknown-config-key",
      message: `ion has no config key "${key}" for instruction files; it is ignored.`,
    });
}

function resolve(ctx: Ctx, b: Behaviour) {
  warnUnknownConfig(ctx);
  if (b.xdgIgnored && ctx.input.env[ENV.xdgConfigHome] !== undefined)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.xdgConfigHome} moves ion's settings and skills, not its instruction files (only the seed design and ion's first Rust loader, variant rust-v1, read ~/.config/agents/AGENTS.md).`,
    });
  const prompt = b.load(ctx);
  return {
    prompt,
    blocks: [
      placeholder(b.layout.base),
      { role: "system" as const, label: b.layout.instructions, text: prompt.toString() },
      ...b.layout.after.map(placeholder),
    ],
  };
}

export const ion = defineProfile(ionMeta, BEHAVIOURS, resolve);
