/**
 * The `seed` variant: seed 004 ("T28 — AGENTS.md / CLAUDE.md cascading (findUp)"). One file, the
 * nearest of AGENTS.md > CLAUDE.md > CONTEXT.md walking from the cwd up to the worktree (inclusive,
 * `dir.startsWith(stop)`), wrapped in <project-instruction src="...">, attached once per session.
 * A candidate that cannot be read is skipped and the walk goes on (the seed's recipe catches read
 * errors); nothing else (globals, config, env toggles, reads) exists in the seed.
 */
import { Composer } from "../../core/compose";
import { dirname, join } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { warnLossy } from "../shared";
import { PROJECT_NAMES } from "./facts";
import { findWorktree } from "./worktree";

const SEED_WRAPPER = { open: (path: string) => `<project-instruction src="${path}">\n`, close: "\n</project-instruction>" };

/** The seed's claims tracking: a path attaches once per session; a second attach gives null. */
export function attachOnce(claims: Set<string>, path: string): boolean {
  if (claims.has(path)) return false;
  claims.add(path);
  return true;
}

export function resolveSeed(ctx: ProfileContext): { prompt: Composer; blocks: Block[] } {
  const { cwd, env, contextPaths } = ctx.input;
  const ignored = Object.keys(env).filter((k) => k.startsWith("OPENCODE_"));
  if (ignored.length > 0)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `The seed reads no environment toggles (${ignored.join(", ")} ignored); use the upstream variant.`,
    });
  if (contextPaths.length > 0)
    ctx.diag({
      level: "info",
      code: "context-paths-ignored",
      message: "The seed attaches nothing when files are read; contextPaths have no effect in this variant.",
    });
  const stop = findWorktree(ctx);
  const claims = new Set<string>();
  const prompt = new Composer();
  let winner: string | null = null;
  for (let dir = cwd; dir.startsWith(stop); dir = dirname(dir)) {
    for (const name of PROJECT_NAMES) {
      const path = join(dir, name);
      const r = readCandidate(ctx.fs, path);
      if (r.kind !== "file") {
        if (r.kind !== "missing" || ctx.fs.lstat(path).ok)
          ctx.source({
            path,
            layer: "project",
            status: "unreadable",
            reason: `${r.message}; the seed skips files it cannot read and looks further.`,
            bytes: 0,
            includedBytes: 0,
          });
        continue;
      }
      if (winner !== null) {
        ctx.source({
          path,
          layer: "project",
          status: "shadowed",
          reason: `Shadowed: the seed loads one file, and ${winner} is nearer (first match wins).`,
          bytes: r.size,
          includedBytes: 0,
        });
        continue;
      }
      warnLossy(ctx, r);
      winner = path;
      ctx.decide(`nearest instruction file: ${path}; the seed stops here`, path);
      if (attachOnce(claims, path)) {
        prompt.frame(SEED_WRAPPER.open(path)).content(r.text, path).frame(SEED_WRAPPER.close);
        ctx.source({
          path,
          layer: "project",
          status: "included",
          reason: "Included: the nearest of AGENTS.md, CLAUDE.md, CONTEXT.md from the working directory up to the worktree.",
          bytes: r.size,
          includedBytes: r.bytes.length,
        });
      }
    }
    if (dir === "/") break;
  }
  if (winner === null) ctx.decide("no instruction file between the working directory and the worktree");
  const blocks: Block[] = [
    { role: "system", label: "Model template (the seed's getTemplate(model))", text: "", placeholder: true },
    { role: "system", label: "Environment block (the seed's buildEnvBlock)", text: "", placeholder: true },
  ];
  if (winner !== null)
    blocks.push({ role: "system", label: "<project-instruction> block (last part of the system prompt)", text: prompt.toString() });
  return { prompt, blocks };
}
