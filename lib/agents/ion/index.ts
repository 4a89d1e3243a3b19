/**
 * ion (nijaru/ion): a Rust terminal coding agent.
 *
 * Sources (details, and the decision taken for each, in README.md):
 * - nijaru/ion crates/ion-host/src/project_instructions.rs @ 0deaf90fabf77885e9f5e693f9516b76926bafa0
 *   (the `upstream` variant: the newest loader stored). Its predecessors: the same file @
 *   5e82e03ab5b2dda3c4d898d659b5edcda7ce4144 and crates/ion-app/src/project_instructions.rs @
 *   92532a9e2429035ce0cbc67741d036be70731dc3; crates/ion-app/src/main.rs for the cwd checks.
 * - nijaru/ion crates/ion-host/src/file_io.rs (read_bounded) and crates/ion-host/src/resources.rs @
 *   0deaf90 (the skills list appended after the instructions); crates/ion-core/src/agent.rs
 *   (instructions travel as the request's `instructions`, i.e. the system text).
 * - nijaru/ion src/agent/instructions.rs @ a5f46630224fff700175b9e44efdfdbfacb01bb3 (2026-01-24): how
 *   ion implemented the seed (load_all with the --- separator), used to settle the seed's inconsistency.
 * - nijaru/ion src/agent/instructions.rs and src/agent/context.rs @ 414d5f3473603edfd9efb65e3d90520985e72b72
 *   (2026-02-19; unchanged but for formatting until the Go rewrite, 9563fad9 on 2026-03-13): the
 *   `rust-v1` variant (read 2026-11-26 in the fetched mirror).
 * - seed 002: "Context & System Prompt Design" (the `seed` variant).
 */
import type { Block } from "../../types";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { ENV } from "./facts";
import { defineProfile, type ContextOf } from "../define";
import { ionMeta } from "./meta";

type Ctx = ContextOf<typeof ionMeta>;

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
