/**
 * The instruction files Kilo finds by name (session/instruction.ts `globalFiles`, `instructionFiles`,
 * kilocode/session/instruction.ts `claude()`): one global file, the project copies of the first name
 * found, and Claude Code's rule folders.
 */
import { globFiles } from "../../core/glob-walk";
import { join, normalize } from "../../core/paths";
import type { ProfileContext } from "../base";
import type { Walk } from "./candidates";
import { readCandidate } from "../../core/read";
import type { KiloEnv } from "./env";
import {
  CLAUDE_NAME,
  CLAUDE_RULES_GLOBAL,
  CLAUDE_RULES_PROJECT,
  DEPRECATED_NAME,
  ENV,
  GLOBAL_AGENTS,
  GLOBAL_CLAUDE,
  PROJECT_NAMES,
} from "./facts";

/** `globalFiles`: $KILO_CONFIG_DIR/AGENTS.md (when set), <config dir>/AGENTS.md, ~/.claude/CLAUDE.md; the first that exists. */
export function globalFile(ctx: ProfileContext, walk: Walk, env: KiloEnv): void {
  const { home } = ctx.input;
  const claude = join(home, GLOBAL_CLAUDE);
  const list = [
    ...(env.configDir ? [{ path: join(env.configDir, GLOBAL_AGENTS), why: `the AGENTS.md in ${ENV.configDir}, checked first` }] : []),
    { path: join(env.globalDir, GLOBAL_AGENTS), why: "the global Kilo AGENTS.md" },
    ...(env.claudeOffBy ? [] : [{ path: claude, why: "~/.claude/CLAUDE.md, used because no global AGENTS.md exists" }]),
  ].filter((c, i, all) => all.findIndex((o) => normalize(o.path) === normalize(c.path)) === i);
  if (env.claudeOffBy && walk.exists(claude, "global"))
    walk.note(claude, "global", "disabled", `Disabled: ${env.claudeOffBy} is set, so ~/.claude/CLAUDE.md is not read.`);
  const xdg = join(env.xdgDir, GLOBAL_AGENTS);
  if (env.globalDir !== env.xdgDir && walk.exists(xdg, "global"))
    walk.note(
      xdg,
      "global",
      "unmatched",
      `${ENV.configDir} is set and replaces ${env.xdgDir} as the config dir, so this file is not looked at.`,
    );
  const winner = list.find((c) => walk.exists(c.path, "global"));
  if (!winner) return ctx.decide("no global instruction file");
  ctx.decide(`global instruction file: ${winner.path} (the first that exists wins)`, winner.path);
  walk.add({ path: winner.path, layer: "global", why: winner.why });
  for (const c of list.slice(list.indexOf(winner) + 1))
    if (walk.exists(c.path, "global"))
      walk.note(c.path, "global", "shadowed", `Shadowed: ${winner.path} exists, and Kilo loads one global file.`);
}

function disabledProject(ctx: ProfileContext, walk: Walk, dirs: string[]): void {
  for (const d of dirs)
    for (const n of PROJECT_NAMES)
      if (walk.exists(join(d, n), "project"))
        walk.note(
          join(d, n),
          "project",
          "disabled",
          `Disabled: ${ENV.disableProjectConfig} is set, so project instruction files are not searched.`,
        );
  ctx.decide(`project instruction files skipped: ${ENV.disableProjectConfig}`);
}

/** `findUp(name, cwd, worktree)` per name; the first name with a hit wins, every copy of it is loaded, nearest first. */
export function projectFiles(ctx: ProfileContext, walk: Walk, env: KiloEnv, dirs: string[], loopFailsName = false): void {
  if (env.projectConfigOff) return disabledProject(ctx, walk, dirs);
  let winner: string | null = null;
  for (const name of PROJECT_NAMES) {
    const loop =
      loopFailsName && winner === null ? dirs.map((d) => join(d, name)).find((p) => readCandidate(ctx.fs, p).kind === "loop") : undefined;
    if (loop !== undefined) {
      ctx.decide(`project name ${name}: the search fails at the symlink loop ${loop}, so Kilo tries the next name`, loop);
      for (const p of dirs.map((d) => join(d, name)).filter((p) => walk.exists(p, "project")))
        walk.note(
          p,
          "project",
          "shadowed",
          `Not read: Kilo's search for ${name} failed at the symlink loop ${loop}, so it took the next name.`,
        );
      continue;
    }
    const hits = dirs.map((d) => join(d, name)).filter((p) => walk.exists(p, "project"));
    if (name === CLAUDE_NAME && env.claudeOffBy) {
      for (const p of hits) walk.note(p, "project", "disabled", `Disabled: ${env.claudeOffBy} is set, so CLAUDE.md files are not read.`);
      continue;
    }
    if (winner !== null || hits.length === 0) {
      for (const p of hits)
        walk.note(p, "project", "shadowed", `Shadowed: ${winner} files were found first, and Kilo stops at the first name with a hit.`);
      continue;
    }
    winner = name;
    ctx.decide(
      `project name ${name} wins: ${hits.length} cop${hits.length === 1 ? "y" : "ies"} from the working directory up to the worktree, nearest first`,
    );
    for (const p of hits)
      walk.add({
        path: p,
        layer: "project",
        fenced: true,
        why: `the first project name with a hit is ${name}; every copy up to the worktree is loaded, nearest first`,
      });
    if (name === DEPRECATED_NAME)
      ctx.diag({
        level: "info",
        code: "deprecated-name",
        path: hits[0],
        message: `${DEPRECATED_NAME} is deprecated in Kilo; rename it AGENTS.md.`,
      });
  }
  if (winner === null) ctx.decide("no project instruction file between the working directory and the worktree");
}

function glob(ctx: ProfileContext, dir: string, pattern: string): string[] {
  const g = globFiles(ctx.fs, dir, pattern, { dot: true, guard: ctx.globs });
  if (g.capped)
    ctx.diag({
      level: "warning",
      code: "glob-capped",
      message: `Globbing ${pattern} under ${dir} walked too many entries; Rulescope stopped early.`,
    });
  return g.files;
}

/** `claude()`: ~/.claude/rules/**\/*.md, then .claude/rules/**\/*.md in each folder from the cwd up to the worktree. */
export function claudeRules(ctx: ProfileContext, walk: Walk, env: KiloEnv, dirs: string[], read: boolean): void {
  const home = join(ctx.input.home, CLAUDE_RULES_GLOBAL.dir);
  if (!read) {
    for (const p of [...glob(ctx, home, CLAUDE_RULES_GLOBAL.pattern), ...dirs.flatMap((d) => glob(ctx, d, CLAUDE_RULES_PROJECT))])
      walk.note(p, "rule", "unmatched", "Not read: Kilo CLI 7.7.9 does not read Claude Code's .claude/rules folders (seen in the lab).");
    return;
  }
  if (env.claudeOffBy) {
    for (const p of [...glob(ctx, home, CLAUDE_RULES_GLOBAL.pattern), ...dirs.flatMap((d) => glob(ctx, d, CLAUDE_RULES_PROJECT))])
      walk.note(p, "rule", "disabled", `Disabled: ${env.claudeOffBy} is set, so Claude Code rules are not read.`);
    return;
  }
  for (const p of glob(ctx, home, CLAUDE_RULES_GLOBAL.pattern))
    walk.add({ path: p, layer: "global-rule", why: "a Claude Code user rule (~/.claude/rules), read with Claude Code compatibility on" });
  if (env.projectConfigOff) {
    for (const p of dirs.flatMap((d) => glob(ctx, d, CLAUDE_RULES_PROJECT)))
      walk.note(p, "rule", "disabled", `Disabled: ${ENV.disableProjectConfig} is set, so project .claude/rules are not read.`);
    return;
  }
  for (const d of dirs)
    for (const p of glob(ctx, d, CLAUDE_RULES_PROJECT))
      walk.add({ path: p, layer: "rule", why: "a Claude Code project rule (.claude/rules), read with Claude Code compatibility on" });
}
