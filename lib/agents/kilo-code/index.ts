/**
 * Kilo Code (Kilo-Org/kilocode, open source): an opencode fork, the `kilo` CLI and the VS Code
 * extension running the same core. Its system prompt ends with instruction items, each written
 * `Instructions from: <path>\n<text>` and joined by a newline: the global AGENTS.md ($KILO_CONFIG_DIR,
 * else ~/.config/kilo, else ~/.claude/CLAUDE.md), every copy of the first project name (AGENTS.md,
 * CLAUDE.md, CONTEXT.md) from the cwd up to the worktree, the `instructions` entries (the .kilo/rules
 * and .kilocode/rules folders and .kilocoderules first, then kilo.json files), and Claude Code's
 * .claude/rules. Rules with `paths` frontmatter wait for a matching read; nested AGENTS.md files attach
 * on read too. A 400,000-character budget cuts the startup items. The wording is public: text is exact.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import { isWithin } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { cwdToWorktree, urlNotFetched, warnLossy } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { compose, type Item } from "./budget";
import { Walk } from "./candidates";
import { configInstructions } from "./config-instructions";
import { readEnv } from "./env";
import { TEXT } from "./facts";
import { claudeRules, globalFile, projectFiles } from "./files";
import { kiloCodeMeta } from "./meta";
import { onRead, type Scoped } from "./on-read";
import { classify } from "./scoped";
import { findWorktree, walkedFolders } from "./worktree";

/** Whether the file, its links followed, lies inside the project root (also taken as its real path). */
function insideFence(ctx: ProfileContext, path: string, fence: string): boolean {
  const real = ctx.fs.realpath(path);
  const root = ctx.fs.realpath(fence);
  return isWithin(real.ok ? real.value : path, root.ok ? root.value : fence);
}

/**
 * Read every startup path: empty or unreadable ones are dropped, scoped rules wait for a read. With a
 * `fence` (the project root), an untrusted read outside it fails and its item is dropped too.
 */
function readAll(ctx: ProfileContext, walk: Walk, fence: string | null): { items: Item[]; rules: Scoped[] } {
  const items: Item[] = [];
  const rules: Scoped[] = [];
  for (const cand of walk.paths.values()) {
    const base = { path: cand.path, layer: cand.layer, includedBytes: 0 };
    if (fence !== null && cand.fenced && !insideFence(ctx, cand.path, fence)) {
      ctx.source({
        ...base,
        status: "unreadable",
        reason: `Outside the project root ${fence} (links followed): Kilo reads project files only inside it, so the read fails and the item is dropped.`,
        bytes: 0,
      });
      continue;
    }
    const r = readCandidate(ctx.fs, cand.path);
    if (r.kind !== "file") {
      ctx.source({
        ...base,
        status: "unreadable",
        reason: `${r.message}; Kilo's read fails, so it counts as empty and is dropped.`,
        bytes: 0,
      });
      continue;
    }
    warnLossy(ctx, r);
    if (/\{(env|file):/.test(r.text))
      ctx.diag({
        level: "info",
        code: "config-substitution",
        path: cand.path,
        message: `${cand.path} uses {env:...} or {file:...}: Kilo substitutes them (project files only within the project root); Rulescope shows them as written.`,
      });
    const c = classify(ctx, cand.path, r.text);
    if (c.kind === "scoped") {
      rules.push({ cand, paths: c.paths, body: c.body, size: r.size });
      ctx.source({
        ...base,
        status: "unmatched",
        reason: "Left out at startup: its paths frontmatter makes it wait until the read tool opens a matching file.",
        bytes: r.size,
        scope: { patterns: c.paths },
      });
    } else if (r.text === "")
      ctx.source({ ...base, status: "empty", reason: "Empty: Kilo drops instruction items with no text.", bytes: 0 });
    else items.push({ cand, text: r.text, size: r.size });
  }
  return { items, rules };
}

function noteUrls(ctx: ProfileContext, urls: string[]): void {
  for (const url of urls) {
    urlNotFetched(ctx, url, {
      reason: "Remote instructions are fetched when Kilo starts (5 s timeout); Rulescope does not fetch URLs.",
      message: `${url} is fetched by Kilo at run time and added after the files as "${TEXT.itemPrefix}${url}"; its text is not shown here.`,
    });
  }
}

/** The folders walked (nearest first) and the worktree, as the variant finds them. */
function walked(ctx: ProfileContext, b: Behaviour): { dirs: string[]; worktree: string } {
  if (b.gitWorktree) return walkedFolders(ctx);
  const worktree = findWorktree(ctx);
  return { dirs: cwdToWorktree(ctx.input.cwd, worktree), worktree };
}

function resolve(ctx: ProfileContext, b: Behaviour) {
  const env = readEnv(ctx, b.budget, b.configBooleans);
  if (env.stopsOn) {
    ctx.diag({
      level: "error",
      code: "agent-start-error",
      message: `Kilo stops on start: ${env.stopsOn.name}="${env.stopsOn.value}" is not one of true, yes, on, 1, y, false, no, off, 0, n (as written), and its config check fails. No instructions are sent.`,
    });
    return { prompt: new Composer(), blocks: [] };
  }
  const { cwd } = ctx.input;
  const { dirs, worktree } = walked(ctx, b);
  // claude() and match() stop at the worktree, or at the cwd outside git.
  const root = worktree === "/" ? cwd : worktree;
  const walk = new Walk(ctx);
  globalFile(ctx, walk, env);
  projectFiles(ctx, walk, env, dirs, b.loopFailsName);
  const urls = configInstructions(ctx, walk, env, dirs);
  claudeRules(ctx, walk, env, cwdToWorktree(cwd, root), b.claudeRules);
  const { items, rules } = readAll(ctx, walk, b.gitWorktree ? root : null);
  const prompt = compose(ctx, items, env.maxChars);
  walk.flush();
  noteUrls(ctx, urls);
  if (items.length === 0) ctx.decide("no instruction text: nothing is added to the system prompt");
  const blocks: Block[] = [
    { role: "system", label: "Kilo soul prompt, then the agent's prompt (else the model provider's prompt)", text: "", placeholder: true },
    { role: "system", label: "Environment block (<env>: working directory, git, platform, date)", text: "", placeholder: true },
  ];
  if (prompt.length > 0)
    blocks.push({ role: "system", label: "Instruction items (system prompt, joined by a newline)", text: prompt.toString() });
  // systemPaths() leaves scoped rules out, so they stay free to attach on read.
  const scoped = new Set(rules.map((r) => r.cand.path));
  const system = new Set([...walk.paths.keys()].filter((p) => !scoped.has(p)));
  blocks.push(...onRead(ctx, walk, env, system, rules, root));
  walk.flush();
  return { prompt, blocks };
}

export const kiloCode = defineProfile(kiloCodeMeta, BEHAVIOURS, resolve);
