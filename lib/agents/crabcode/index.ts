/**
 * crabcode: nearest AGENTS.md (else CLAUDE.md) walking up to `/`, plus one global file.
 *
 * Sources (read 2026-11; the last check 2026-11-26):
 * - Blankeos/crabcode src/prompt/rules.rs @ 67e03f82290d7166ab463b7c3996bbacc4d7a2fd (the `upstream`
 *   variant: 32 KiB per file). https://github.com/Blankeos/crabcode/blob/main/src/prompt/rules.rs
 * - the same file @ 200e2747474a81fbc1bcb12a74976e9b36748368 (2026-01-30, where it was added) and
 *   @ 81aa430e802a891342cafd702bedbcc817bbb173 (2026-02-01): 64 KiB per file (the `early-64k` variant).
 *   67e03f8 is the later of the two: it is not in the fetched history that ends at 81aa430, and the
 *   fork intsven/crabcode @ c510ae7 (changelog up to 0.0.14, 2026-10-06) still has 32 KiB.
 * - Blankeos/crabcode src/prompt/mod.rs (rules go into the system prompt's custom-instructions part)
 * - seed 000: "Plan: Read AGENTS.md / CLAUDE.md As Default Rules" (the `seed` variant)
 * Upstream vs seed: upstream caps each file at 32 KiB (seed: 64 KiB); upstream's
 * CRABCODE_DISABLE_CLAUDE_CODE also drops the project CLAUDE.md and there is no _PROJECT toggle.
 */
import { Composer } from "../../core/compose";
import { basename, dirname, join } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { AgentProfile, ResolveContext } from "../base";
import { recordFailedRead, shadowed, warnLossy } from "../shared";
import { examples } from "./examples";
import { ENV, GLOBAL_CLAUDE_FILE, GLOBAL_CONFIG_FILE, LABEL, LOCAL_NAMES, MAX_BYTES, SEPARATOR, TRUNCATION_NOTE, TRUTHY, VARIANTS } from "./facts";
import type { SourceLayer } from "../../source-layers";

/** rules.rs env_truthy: non-empty and one of TRUTHY, case-insensitive. */
function truthy(v: string | undefined): boolean {
  return v !== undefined && (TRUTHY as readonly string[]).includes(v.toLowerCase());
}

/** The `dirs` crate's config_dir(): XDG_CONFIG_HOME (absolute) or ~/.config on Linux; per-OS elsewhere. */
function configDir(ctx: ResolveContext): string {
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
function readRule(ctx: ResolveContext, path: string, layer: SourceLayer, maxBytes: number): Rule | null {
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

function resolveLocal(ctx: ResolveContext, maxBytes: number): Rule | null {
  const { env, cwd } = ctx.input;
  const seed = ctx.variant === VARIANTS.seed;
  const claudeOff = seed ? truthy(env[ENV.project]) : truthy(env[ENV.all]);
  const offBy = seed ? ENV.project : ENV.all;
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
        if (ctx.fs.exists(path)) ctx.source({ path, layer: "project", status: "disabled", reason: `Disabled: ${offBy} is set, so project CLAUDE.md files are not read.`, bytes: 0, includedBytes: 0 });
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
function recordShadowedAbove(ctx: ResolveContext, winnerDir: string, winner: string, claudeOff: boolean): void {
  const here = LOCAL_NAMES.slice(LOCAL_NAMES.indexOf(basename(winner) as (typeof LOCAL_NAMES)[number]) + 1);
  const later: string[] = [...here.map((n) => join(winnerDir, n))];
  for (let d = winnerDir; d !== "/"; ) {
    d = dirname(d);
    for (const n of LOCAL_NAMES) later.push(join(d, n));
  }
  for (const p of later) {
    if (claudeOff && basename(p) === "CLAUDE.md") continue;
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "file") ctx.source(shadowed(p, "project", winner, st.value.size, `only one project file is loaded and ${winner} is nearer`));
  }
}

function resolveGlobal(ctx: ResolveContext, maxBytes: number): Rule | null {
  const { env, home } = ctx.input;
  const primary = join(configDir(ctx), GLOBAL_CONFIG_FILE);
  const claude = join(home, GLOBAL_CLAUDE_FILE);
  const claudeOffBy = truthy(env[ENV.all]) ? ENV.all : truthy(env[ENV.prompt]) ? ENV.prompt : null;
  const winner = readRule(ctx, primary, "global", maxBytes);
  if (winner) ctx.decide("global rule file found in the crabcode config directory", primary);
  if (claudeOffBy) {
    if (ctx.fs.exists(claude)) ctx.source({ path: claude, layer: "global", status: "disabled", reason: `Disabled: ${claudeOffBy} is set, so ~/.claude/CLAUDE.md is not read.`, bytes: 0, includedBytes: 0 });
    return winner;
  }
  if (winner) {
    const c = ctx.fs.stat(claude);
    if (c.ok && c.value.kind === "file") ctx.source(shadowed(claude, "global", primary, c.value.size, `the crabcode global file ${primary} exists and wins`));
    return winner;
  }
  return readRule(ctx, claude, "global", maxBytes);
}

function resolve(ctx: ResolveContext) {
  const maxBytes = MAX_BYTES[ctx.variant] ?? MAX_BYTES[VARIANTS.upstream];
  if (ctx.variant !== VARIANTS.seed && ctx.input.env[ENV.project] !== undefined)
    ctx.diag({ level: "info", code: "setting-not-read", message: `${ENV.project} is only planned in the seed; upstream crabcode does not read it (use ${ENV.all}).` });
  const local = resolveLocal(ctx, maxBytes);
  const global = resolveGlobal(ctx, maxBytes);
  const prompt = new Composer();
  const rules = [local && { rule: local, layer: "project" as const }, global && { rule: global, layer: "global" as const }].filter((x) => x !== null);
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
    ctx.budget({ name: "per-file cap", kind: "bytes", scope: "file", limit: maxBytes, used: rule.size, cut: rule.truncated, path: rule.path });
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

export const crabcode = {
  id: "crabcode",
  name: "crabcode",
  homepage: "https://github.com/Blankeos/crabcode",
  sources: [
    { label: "Blankeos/crabcode src/prompt/rules.rs", url: "https://github.com/Blankeos/crabcode/blob/main/src/prompt/rules.rs", commit: "67e03f82290d7166ab463b7c3996bbacc4d7a2fd" },
    { label: "Blankeos/crabcode src/prompt/rules.rs (64 KiB, first version)", url: "https://github.com/Blankeos/crabcode/blob/81aa430e802a891342cafd702bedbcc817bbb173/src/prompt/rules.rs", commit: "81aa430e802a891342cafd702bedbcc817bbb173" },
    { label: "intsven/crabcode src/prompt/rules.rs (a 2026-10 fork, still 32 KiB)", url: "https://github.com/intsven/crabcode/blob/c510ae7bb27683258e2197fd269e345eafde7c74/src/prompt/rules.rs", commit: "c510ae7bb27683258e2197fd269e345eafde7c74" },
    { label: "Blankeos/crabcode src/prompt/mod.rs", url: "https://github.com/Blankeos/crabcode/blob/main/src/prompt/mod.rs" },
    { label: "seed 000: Plan: Read AGENTS.md / CLAUDE.md As Default Rules", url: "docs/agents/seeds.md#seed-000" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: VARIANTS.upstream,
      description: "crabcode as released: 32 KiB per file; CRABCODE_DISABLE_CLAUDE_CODE also drops project CLAUDE.md.",
      models: { version: "Blankeos/crabcode 67e03f8 (after 2026-02-01)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.seed,
      description: "The seed plan: 64 KiB per file; CRABCODE_DISABLE_CLAUDE_CODE_PROJECT drops project CLAUDE.md.",
      models: { version: "seed 000 (a plan, not a release)", checked: "2026-11-26" },
    },
    {
      id: VARIANTS.early64k,
      description: "crabcode's first rules loader (2026-01-30 to 2026-02-01): as upstream, but 64 KiB per file.",
      models: { version: "Blankeos/crabcode 200e274 to 81aa430 (2026-01-30 to 2026-02-01, Cargo 0.0.1)", checked: "2026-11-26" },
    },
  ],
  defaultVariant: VARIANTS.upstream,
  envToggles: [
    { name: ENV.all, description: "Ignore ~/.claude/CLAUDE.md (upstream: and project CLAUDE.md files).", onValue: "1" },
    { name: ENV.prompt, description: "Ignore ~/.claude/CLAUDE.md only.", onValue: "1" },
    { name: ENV.project, description: "Seed only: ignore project CLAUDE.md, keep AGENTS.md.", onValue: "1" },
    { name: "XDG_CONFIG_HOME", description: "Moves ~/.config (where crabcode/AGENTS.md lives) on Linux.", onValue: "/home/user/.xdg" },
  ],
  configKeys: [],
  // configDir() on macOS and on Linux (XDG_CONFIG_HOME when absolute), and the Claude Code file.
  homePaths: [`.config/${GLOBAL_CONFIG_FILE}`, `Library/Application Support/${GLOBAL_CONFIG_FILE}`, `$XDG_CONFIG_HOME/${GLOBAL_CONFIG_FILE}`, GLOBAL_CLAUDE_FILE],
  markers: [],
  examples,
  resolve,
} satisfies AgentProfile;
