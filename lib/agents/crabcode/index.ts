/**
 * crabcode: nearest AGENTS.md (else CLAUDE.md) walking up to `/`, plus one global file. Upstream caps
 * each file at 32 KiB (the first loader and the seed plan: 64 KiB); upstream's
 * CRABCODE_DISABLE_CLAUDE_CODE also drops the project CLAUDE.md and there is no _PROJECT toggle.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import { basename, dirname, join } from "../../core/paths";
import { readCandidate } from "../../core/read";
import { recordFailedRead, shadowed, warnLossy } from "../shared";
import { ENV, GLOBAL_CLAUDE_FILE, GLOBAL_CONFIG_FILE, LABEL, LOCAL_NAMES, SEPARATOR, TRUNCATION_NOTE, TRUTHY } from "./facts";
import type { SourceLayer } from "../../source-layers";
import { defineProfile, type ProfileContext } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { crabcodeMeta } from "./meta";

type Ctx = ProfileContext;

/** rules.rs env_truthy: non-empty and one of TRUTHY, case-insensitive. */
function truthy(v: string | undefined): boolean {
  return v !== undefined && (TRUTHY as readonly string[]).includes(v.toLowerCase());
}

/** The `dirs` crate's config_dir(): XDG_CONFIG_HOME (absolute) or ~/.config on Linux; per-OS elsewhere. */
function configDir(ctx: Ctx): string {
  const { env, home, session } = ctx.input;
  if (session.os === "darwin") return join(home, "Library/Application Support");
  if (session.os === "win32") return join(home, "AppData/Roaming");
  const xdg = env.XDG_CONFIG_HOME;
  return xdg && xdg.startsWith("/") ? xdg : join(home, ".config");
}

interface Rule {
  path: string;
  shownPath: string;
  text: string;
  truncated: boolean;
  size: number;
  kept: number;
}

/** Read one candidate; null when it is missing or cannot be read (the walk then goes on). */
function readRule(ctx: Ctx, path: string, layer: SourceLayer, maxBytes: number): Rule | null {
  const r = readCandidate(ctx.fs, path, { limit: maxBytes });
  if (r.kind !== "file") {
    recordFailedRead(ctx, r, layer);
    return null;
  }
  warnLossy(ctx, r);
  // The label shows the canonical path when it can be had, else the path as probed.
  const real = ctx.fs.realpath(path);
  return { path, shownPath: real.ok ? real.value : path, text: r.text, truncated: r.truncated, size: r.size, kept: r.bytes.length };
}

function resolveLocal(ctx: Ctx, b: Behaviour): Rule | null {
  const { env, cwd } = ctx.input;
  const { maxBytes, projectClaudeOffBy: offBy } = b;
  const claudeOff = truthy(env[offBy]);
  let dir = cwd;
  const st = ctx.fs.stat(dir);
  if (!st.ok || st.value.kind !== "dir") {
    ctx.decide(`working directory is not a directory; starting from its parent`, cwd);
    dir = dirname(dir);
  }
  for (;;) {
    for (const name of LOCAL_NAMES) {
      const path = join(dir, name);
      if (name === "CLAUDE.md" && claudeOff) {
        if (ctx.fs.exists(path))
          ctx.source({
            path,
            layer: "project",
            status: "disabled",
            reason: `Disabled: ${offBy} is set, so project CLAUDE.md files are not read.`,
            bytes: 0,
            includedBytes: 0,
          });
        continue;
      }
      const rule = readRule(ctx, path, "project", maxBytes);
      if (rule) {
        ctx.decide(`nearest project rule file: ${name} in ${dir}; the walk stops`, path);
        recordShadowedAbove(ctx, dir, path, claudeOff);
        return rule;
      }
    }
    if (dir === "/") return null;
    dir = dirname(dir);
  }
}

/** Files the walk never reached still matter to a user: list them as shadowed by the winner. */
function recordShadowedAbove(ctx: Ctx, winnerDir: string, winner: string, claudeOff: boolean): void {
  const here = LOCAL_NAMES.slice(LOCAL_NAMES.indexOf(basename(winner) as (typeof LOCAL_NAMES)[number]) + 1);
  const later: string[] = [...here.map((n) => join(winnerDir, n))];
  for (let d = winnerDir; d !== "/";) {
    d = dirname(d);
    for (const n of LOCAL_NAMES) later.push(join(d, n));
  }
  for (const p of later) {
    if (claudeOff && basename(p) === "CLAUDE.md") continue;
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "file")
      ctx.source(shadowed(p, "project", winner, st.value.size, `only one project file is loaded and ${winner} is nearer`));
  }
}

function resolveGlobal(ctx: Ctx, maxBytes: number): Rule | null {
  const { env, home } = ctx.input;
  const primary = join(configDir(ctx), GLOBAL_CONFIG_FILE);
  const claude = join(home, GLOBAL_CLAUDE_FILE);
  const claudeOffBy = truthy(env[ENV.all]) ? ENV.all : truthy(env[ENV.prompt]) ? ENV.prompt : null;
  const winner = readRule(ctx, primary, "global", maxBytes);
  if (winner) ctx.decide("global rule file found in the crabcode config directory", primary);
  if (claudeOffBy) {
    if (ctx.fs.exists(claude))
      ctx.source({
        path: claude,
        layer: "global",
        status: "disabled",
        reason: `Disabled: ${claudeOffBy} is set, so ~/.claude/CLAUDE.md is not read.`,
        bytes: 0,
        includedBytes: 0,
      });
    return winner;
  }
  if (winner) {
    const c = ctx.fs.stat(claude);
    if (c.ok && c.value.kind === "file")
      ctx.source(shadowed(claude, "global", primary, c.value.size, `the crabcode global file ${primary} exists and wins`));
    return winner;
  }
  return readRule(ctx, claude, "global", maxBytes);
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { maxBytes } = b;
  if (b.projectClaudeOffBy !== ENV.project && ctx.input.env[ENV.project] !== undefined)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.project} is only planned in the seed; upstream crabcode does not read it (use ${ENV.all}).`,
    });
  const local = resolveLocal(ctx, b);
  const global = resolveGlobal(ctx, maxBytes);
  const prompt = new Composer();
  const rules = [local && { rule: local, layer: "project" as const }, global && { rule: global, layer: "global" as const }].filter(
    (x) => x !== null,
  );
  rules.forEach(({ rule, layer }, i) => {
    if (i > 0) prompt.frame(SEPARATOR);
    prompt.frame(`${LABEL}${rule.shownPath}\n`);
    prompt.content(rule.text, rule.path);
    // The note and the closing newline depend on what the whole text so far ends with, as upstream.
    if (rule.truncated) prompt.frame((prompt.toString().endsWith("\n") ? "" : "\n") + TRUNCATION_NOTE);
    else if (!prompt.toString().endsWith("\n")) prompt.frame("\n");
    ctx.source({
      path: rule.path,
      layer,
      status: rule.truncated ? "truncated" : "included",
      reason: rule.truncated
        ? `Truncated: kept ${rule.kept} of ${rule.size} bytes, the per-file cap is ${maxBytes} bytes.`
        : layer === "project"
          ? `Included: the nearest project rule file walking up from the working directory.`
          : `Included: the global rule file.`,
      bytes: rule.size,
      includedBytes: rule.kept,
    });
    ctx.budget({
      name: "per-file cap",
      kind: "bytes",
      scope: "file",
      limit: maxBytes,
      used: rule.size,
      cut: rule.truncated,
      path: rule.path,
    });
  });
  if (rules.length === 0) ctx.decide("no rule files: the custom-instructions section is omitted");
  return {
    prompt,
    blocks: [
      { role: "system" as const, label: "crabcode base prompt, environment and tool-use sections", text: "", placeholder: true as const },
      { role: "system" as const, label: "Custom instructions (rule files)", text: prompt.toString() },
    ],
  };
}

export const crabcode = defineProfile(crabcodeMeta, BEHAVIOURS, resolve);
