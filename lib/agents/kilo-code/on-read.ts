/**
 * What the read tool attaches (session/instruction.ts `resolve()`, tool/read.ts): walking up from the
 * read file's folder while inside the working directory (not the working directory itself), the first
 * AGENTS.md / CLAUDE.md / CONTEXT.md of each folder that the system prompt and earlier reads did not
 * bring; then the path-scoped rules whose `paths` match the file's worktree-relative path. Each is
 * attached once, inside one `<system-reminder>` appended to the tool result.
 */
import { Composer } from "../../core/compose";
import { utf8Length } from "../../core/bytes";
import { dirname, join, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { readableContextFile, warnLossy } from "../shared";
import type { Candidate, Walk } from "./candidates";
import type { KiloEnv } from "./env";
import { CLAUDE_NAME, PROJECT_NAMES, TEXT } from "./facts";
import { matches } from "./scoped";

export interface Scoped {
  cand: Candidate;
  paths: string[];
  body: string;
  size: number;
}

interface Attach {
  path: string;
  text: string;
  reason: string;
  cand?: Candidate;
  size: number;
}

/** The nearest instruction file per folder, from the read file's folder up to (not including) the cwd. */
function nested(ctx: ProfileContext, walk: Walk, env: KiloEnv, target: string, taken: Set<string>): Attach[] {
  const { cwd } = ctx.input;
  const names = PROJECT_NAMES.filter((n) => !(n === CLAUDE_NAME && env.claudeOffBy));
  const out: Attach[] = [];
  // Raw string-prefix test, as upstream (`current.startsWith(root)`).
  for (let dir = dirname(target); dir.startsWith(cwd) && dir !== cwd; dir = dirname(dir)) {
    const found = names.map((n) => join(dir, n)).find((p) => walk.exists(p, "nested"));
    if (!found || found === target || taken.has(found)) continue;
    taken.add(found);
    const r = readCandidate(ctx.fs, found);
    if (r.kind !== "file" || r.text === "") continue;
    warnLossy(ctx, r);
    out.push({ path: found, text: r.text, size: r.size, reason: `the nearest instruction file in ${dir}, not loaded before` });
  }
  return out;
}

function scopedHits(ctx: ProfileContext, rules: Scoped[], target: string, root: string, taken: Set<string>): Attach[] {
  const out: Attach[] = [];
  for (const r of rules) {
    if (taken.has(r.cand.path)) continue;
    const hit = matches(ctx, r.paths, target, root, r.cand.path);
    if (hit.length === 0) continue;
    taken.add(r.cand.path);
    out.push({
      path: r.cand.path,
      text: r.body,
      size: r.size,
      cand: { ...r.cand, matchedBy: hit },
      reason: `its paths (${hit.join(", ")}) match the file read`,
    });
  }
  return out;
}

function reminder(ctx: ProfileContext, entry: string, items: Attach[]): Block {
  const c = new Composer();
  items.forEach((a, i) => {
    if (i > 0) c.frame(TEXT.reminderSeparator);
    c.frame(TEXT.item(a.path));
    if (a.text !== "") c.content(a.text, a.path);
    ctx.source({
      path: a.path,
      layer: a.cand?.layer ?? "nested",
      status: "included",
      reason: `Included: attached to the result of read ${entry}: ${a.reason}.`,
      bytes: a.size,
      includedBytes: Math.min(utf8Length(a.text), a.size),
      ...(a.cand?.matchedBy ? { matchedBy: a.cand.matchedBy } : {}),
    });
  });
  return {
    role: "user",
    trigger: `read ${entry}`,
    label: "<system-reminder> attached to the read tool result",
    text: TEXT.reminderOpen + c.toString() + TEXT.reminderClose,
  };
}

/** One reminder block per read that attaches something; `system` holds the startup paths. */
export function onRead(ctx: ProfileContext, walk: Walk, env: KiloEnv, system: Set<string>, rules: Scoped[], root: string): Block[] {
  const taken = new Set(system);
  const blocks: Block[] = [];
  for (const entry of ctx.input.contextPaths) {
    const target = readableContextFile(ctx, entry, resolvePath(ctx.input.cwd, entry), ", so the read tool fails and attaches nothing");
    if (target === null) continue;
    const items = [...nested(ctx, walk, env, target, taken), ...scopedHits(ctx, rules, target, root, taken)];
    if (items.length === 0) continue;
    ctx.decide(`read ${entry} attaches ${items.map((a) => a.path).join(", ")}`, target);
    blocks.push(reminder(ctx, entry, items));
  }
  return blocks;
}
