/**
 * The `upstream` variant: packages/opencode/src/session/instruction.ts `systemPaths()` / `system()`
 * and `resolve()` (nested files attached to read results), as current opencode does it. The
 * `config-dir-fallback` variant (opencode after PR #11536, early 2026) differs only in the global
 * file list, the order of global and project files, and where relative `instructions` glob when
 * project config is off.
 */
import { Composer, joinInto } from "../../core/compose";
import { globFiles } from "../../core/glob-walk";
import { basename, dirname, isAbsolute, join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { cwdToWorktree, readableContextFile, urlNotFetched, warnLossy } from "../shared";
import { configInstructions } from "./config-files";
import { ENV, GLOBAL_AGENTS, GLOBAL_CLAUDE, PROJECT_NAMES } from "./facts";
import { instructionConfigDir, opencodeGlobalConfigDir, readFlags, type Flags } from "./flags";
import { findWorktree } from "./worktree";

const ITEM_LABEL = "Instructions from: ";
/** llm.ts joins the system parts (base prompt, env, skills, instructions) with one newline. */
export const SYSTEM_PART_SEPARATOR = "\n";
/** tool/read.ts: reminders joined by a blank line inside one <system-reminder>. */
const REMINDER_OPEN = "\n\n<system-reminder>\n";
const REMINDER_SEPARATOR = "\n\n";
const REMINDER_CLOSE = "\n</system-reminder>";

type Layer = "global" | "project" | "config" | "nested";

interface Candidate {
  path: string;
  layer: Layer;
  why: string;
  matchedBy?: string[];
}

interface Loaded {
  cand: Candidate;
  text: string;
  size: number;
}

/**
 * The text opencode has from a file: readFileString decodes with TextDecoder, which drops one leading
 * byte order mark (seen in opencode 1.18.33, fixture upstream-bom-dropped.json); a file that is only a
 * BOM is then empty.
 */
const textOf = (r: { text: string }): string => r.text.replace(/^\uFEFF/, "");

const isUrl = (s: string) => s.startsWith("https://") || s.startsWith("http://");

class Walk {
  /** systemPaths(): insertion order is prompt order; a path already here keeps its first place. */
  readonly paths = new Map<string, Candidate>();
  /** Sources for files that never become items (shadowed, disabled, duplicate, links to nothing). */
  readonly notes: Source[] = [];
  private readonly linkNoted = new Set<string>();

  constructor(private readonly ctx: ProfileContext) {}

  /** opencode's existsSafe: follows links; a dangling or looping link is "not there" (noted once). */
  exists(path: string, layer: Layer): boolean {
    if (this.ctx.fs.exists(path)) return true;
    if (!this.linkNoted.has(path) && this.ctx.fs.lstat(path).ok) {
      this.linkNoted.add(path);
      const r = readCandidate(this.ctx.fs, path);
      const why = r.kind === "loop" ? "a symlink loop" : "a symlink to nothing";
      this.note(path, layer, "unreadable", `It is ${why}, so opencode treats it as absent and looks further.`);
    }
    return false;
  }

  /** Hand the notes gathered so far to the context (called after each phase, so order follows the walk). */
  flush(): void {
    for (const s of this.notes.splice(0)) this.ctx.source(s);
  }

  note(path: string, layer: Layer, status: Source["status"], reason: string): void {
    const st = this.ctx.fs.stat(path);
    const size = st.ok ? st.value.size : 0;
    this.notes.push({ path, layer, status, reason, bytes: size, includedBytes: 0 });
  }

  add(c: Candidate): void {
    const path = normalize(c.path);
    const first = this.paths.get(path);
    if (first)
      this.note(
        path,
        c.layer,
        "duplicate",
        `Already loaded as a ${first.layer} file; opencode keeps each path once, at its first position.`,
      );
    else this.paths.set(path, { ...c, path });
  }
}

/** The global candidates in order, the first that exists wins; each with why it is there. */
function globalCandidates(ctx: ProfileContext, flags: Flags, fallback: boolean): { path: string; why: string }[] {
  const { env, home, cwd } = ctx.input;
  const xdg = join(opencodeGlobalConfigDir(env, home, cwd), GLOBAL_AGENTS);
  const claude = { path: join(home, GLOBAL_CLAUDE), why: "~/.claude/CLAUDE.md, used because no global AGENTS.md before it exists" };
  const tail = flags.claudeOffBy ? [] : [claude];
  // Early 2026 (PR #11536): OPENCODE_CONFIG_DIR's AGENTS.md first, then the XDG one (a truthiness test: empty is unset).
  if (fallback)
    return [
      ...(flags.configDir
        ? [{ path: join(flags.configDir, GLOBAL_AGENTS), why: "the AGENTS.md in OPENCODE_CONFIG_DIR, checked before the global one" }]
        : []),
      { path: xdg, why: "the global opencode AGENTS.md" },
      ...tail,
    ];
  // Today: one config dir, OPENCODE_CONFIG_DIR ?? the XDG folder; the XDG file is not looked at when the variable is set.
  const dir = instructionConfigDir(env, home, cwd);
  const primary = join(dir, GLOBAL_AGENTS);
  if (env[ENV.configDir] !== undefined && primary !== xdg && ctx.fs.exists(xdg))
    ctx.source({
      path: xdg,
      layer: "global",
      status: "unmatched",
      reason: `OPENCODE_CONFIG_DIR is set, so opencode looks for the global AGENTS.md in ${dir} instead of here (anomalyco/opencode issue #28658).`,
      bytes: fileSize(ctx, xdg),
      includedBytes: 0,
    });
  return [
    {
      path: primary,
      why:
        env[ENV.configDir] !== undefined
          ? "the AGENTS.md in OPENCODE_CONFIG_DIR, which replaces the global config folder"
          : "the global opencode AGENTS.md",
    },
    ...tail,
  ];
}

const fileSize = (ctx: ProfileContext, path: string): number => {
  const st = ctx.fs.stat(path);
  return st.ok ? st.value.size : 0;
};

function globalFiles(ctx: ProfileContext, walk: Walk, flags: Flags, fallback: boolean): void {
  const claude = join(ctx.input.home, GLOBAL_CLAUDE);
  if (flags.claudeOffBy && walk.exists(claude, "global"))
    walk.note(claude, "global", "disabled", `Disabled: ${flags.claudeOffBy} is set, so ~/.claude/CLAUDE.md is not read.`);
  const list = globalCandidates(ctx, flags, fallback);
  const winner = list.find((c) => walk.exists(c.path, "global"));
  if (!winner) return ctx.decide("no global instruction file");
  ctx.decide(`global instruction file: ${winner.path} (the first that exists wins)`, winner.path);
  walk.add({ path: winner.path, layer: "global", why: winner.why });
  for (const c of list.slice(list.indexOf(winner) + 1))
    if (walk.exists(c.path, "global"))
      walk.note(c.path, "global", "shadowed", `Shadowed: ${winner.path} exists, and only the first global file is loaded.`);
}

function projectFiles(ctx: ProfileContext, walk: Walk, flags: Flags, dirs: string[]): void {
  if (flags.projectConfigOff) {
    for (const d of dirs)
      for (const n of PROJECT_NAMES)
        if (walk.exists(join(d, n), "project"))
          walk.note(
            join(d, n),
            "project",
            "disabled",
            "Disabled: OPENCODE_DISABLE_PROJECT_CONFIG is set, so project instruction files are not searched.",
          );
    return ctx.decide("project instruction files skipped: OPENCODE_DISABLE_PROJECT_CONFIG");
  }
  const names = PROJECT_NAMES.filter((n) => !(n === "CLAUDE.md" && flags.claudeOffBy));
  let winner: string | null = null;
  for (const name of PROJECT_NAMES) {
    const candidates = dirs.map((d) => join(d, name));
    // findUp asks exists() of each folder's copy, which fails (not "absent") on a link loop: the
    // error ends the search for that name, copies found before it are lost too, and opencode tries
    // the next name (opencode 1.18.33, fixture upstream-loop-drops-name.json).
    const broken = names.includes(name) && winner === null ? candidates.find((p) => statFails(ctx, p)) : undefined;
    if (broken !== undefined) {
      searchBroken(ctx, walk, name, broken, candidates);
      continue;
    }
    const hits = candidates.filter((p) => walk.exists(p, "project"));
    if (!names.includes(name)) {
      for (const p of hits) walk.note(p, "project", "disabled", `Disabled: ${flags.claudeOffBy} is set, so CLAUDE.md files are not read.`);
    } else if (winner === null && hits.length > 0) {
      winner = name;
      ctx.decide(
        `project name ${name} wins: ${hits.length} cop${hits.length === 1 ? "y" : "ies"} from the working directory up to the worktree, all loaded nearest first`,
      );
      for (const p of hits)
        walk.add({
          path: p,
          layer: "project",
          why: `the first project name with a hit is ${name}; every copy from the working directory up to the worktree is loaded, nearest first`,
        });
      if (name === "CONTEXT.md")
        ctx.diag({
          level: "info",
          code: "deprecated-name",
          path: hits[0],
          message: "CONTEXT.md is deprecated in opencode; rename it AGENTS.md.",
        });
    } else {
      for (const p of hits)
        walk.note(p, "project", "shadowed", `Shadowed: ${winner} files were found first, and opencode stops at the first name with a hit.`);
    }
  }
  if (winner === null) ctx.decide("no project instruction file between the working directory and the worktree");
}

/** A stat that fails for another reason than "no such file": a link loop, a refusal. */
function statFails(ctx: ProfileContext, path: string): boolean {
  const st = ctx.fs.stat(path);
  return !st.ok && st.code !== "ENOENT";
}

function searchBroken(ctx: ProfileContext, walk: Walk, name: string, broken: string, candidates: string[]): void {
  const why = readCandidate(ctx.fs, broken).kind === "loop" ? "a symlink loop" : "a path it cannot check";
  ctx.diag({
    level: "info",
    code: "name-search-failed",
    path: broken,
    message: `${broken} is ${why}: opencode's search for ${name} fails there, so it finds no ${name} at all, not even nearer copies, and tries the next name.`,
  });
  ctx.decide(`the search for ${name} fails at ${broken}: no ${name} is used`, broken);
  for (const p of candidates)
    if (p === broken) walk.note(p, "project", "unreadable", `It is ${why}; opencode's search for ${name} fails here and ends.`);
    else if (ctx.fs.exists(p))
      walk.note(p, "project", "unreadable", `Not used: opencode's search for ${name} fails at ${broken} (${why}), so no ${name} is used.`);
}

/**
 * Where relative `instructions` glob when project config is off: today the Global service's config
 * dir; early 2026, OPENCODE_CONFIG_DIR, else nowhere (opencode logs a warning and skips the entry).
 */
function disabledProjectGlobDir(ctx: ProfileContext, flags: Flags, fallback: boolean): string | null {
  const { env, home, cwd } = ctx.input;
  return fallback ? flags.configDir : instructionConfigDir(env, home, cwd);
}

function configFiles(ctx: ProfileContext, walk: Walk, flags: Flags, dirs: string[], worktree: string, fallback: boolean): string[] {
  const { env, home, cwd } = ctx.input;
  const globalDir = opencodeGlobalConfigDir(env, home, cwd);
  const entries = configInstructions(ctx, flags, globalDir, dirs);
  const offDir = flags.projectConfigOff ? disabledProjectGlobDir(ctx, flags, fallback) : null;
  for (const raw of entries) {
    if (isUrl(raw)) continue;
    const entry = raw.startsWith("~/") ? join(home, raw.slice(2)) : raw;
    const glob = (dir: string, pattern: string) => {
      const g = globFiles(ctx.fs, dir, pattern, { dot: true, guard: ctx.globs });
      if (g.capped)
        ctx.diag({
          level: "warning",
          code: "glob-capped",
          message: `The instructions entry "${raw}" walked too many entries under ${dir}; Rulescope stopped early, so matches may be missing.`,
        });
      return g.files;
    };
    // Absolute: the last segment globs inside its directory. Relative (globUp): every directory
    // from the start up to the stop, nearest first.
    if (!isAbsolute(entry) && flags.projectConfigOff && offDir === null) {
      ctx.diag({
        level: "warning",
        code: "instruction-skipped",
        message: `The instructions entry "${raw}" is relative, project config is off and OPENCODE_CONFIG_DIR is not set, so this opencode skips it (it logs a warning).`,
      });
      continue;
    }
    const [start, stop] = flags.projectConfigOff && offDir !== null ? [offDir, offDir] : [cwd, worktree];
    const matches = isAbsolute(entry) ? glob(dirname(entry), basename(entry)) : cwdToWorktree(start, stop).flatMap((d) => glob(d, entry));
    if (matches.length === 0)
      ctx.diag({ level: "info", code: "instruction-no-match", message: `The instructions entry "${raw}" matches no file.` });
    for (const m of matches) walk.add({ path: m, layer: "config", why: `matched by the instructions entry "${raw}"`, matchedBy: [raw] });
  }
  return entries.filter(isUrl);
}

/** Read every item; empty or unreadable ones are dropped, as `system()` drops "" items. */
function readItems(ctx: ProfileContext, walk: Walk): Loaded[] {
  const out: Loaded[] = [];
  for (const cand of walk.paths.values()) {
    const r = readCandidate(ctx.fs, cand.path);
    if (r.kind !== "file") {
      ctx.source({
        path: cand.path,
        layer: cand.layer,
        status: "unreadable",
        reason: `${r.message}; opencode's read fails, so it counts as empty and is dropped.`,
        bytes: 0,
        includedBytes: 0,
      });
      continue;
    }
    warnLossy(ctx, r);
    const text = textOf(r);
    if (text === "") {
      ctx.source({
        path: cand.path,
        layer: cand.layer,
        status: "empty",
        reason: "Empty: opencode drops instruction files with no text.",
        bytes: r.size,
        includedBytes: 0,
      });
      continue;
    }
    ctx.source({
      path: cand.path,
      layer: cand.layer,
      status: "included",
      reason: `Included: ${cand.why}.`,
      bytes: r.size,
      includedBytes: r.bytes.length,
      ...(cand.matchedBy ? { matchedBy: cand.matchedBy } : {}),
    });
    out.push({ cand, text, size: r.size });
  }
  return out;
}

/** `Instructions from: <path>\n<content>`: the one item format, for system parts and reminders. */
function writeItem(c: Composer, path: string, text: string): void {
  c.frame(`${ITEM_LABEL}${path}\n`);
  c.content(text, path);
}

function nestedReads(ctx: ProfileContext, walk: Walk, flags: Flags): Block[] {
  const { cwd } = ctx.input;
  const names = PROJECT_NAMES.filter((n) => !(n === "CLAUDE.md" && flags.claudeOffBy));
  const system = new Set(walk.paths.keys());
  const loaded = new Set<string>();
  const recorded = new Set<string>();
  const blocks: Block[] = [];
  for (const entry of ctx.input.contextPaths) {
    const target = readableContextFile(ctx, entry, resolvePath(cwd, entry), ", so the read tool fails and attaches nothing");
    if (target === null) continue;
    const reminder = new Composer();
    const items: string[] = [];
    // Raw string-prefix test, as upstream: /repo/app2 counts as inside a cwd of /repo/app.
    for (let dir = dirname(target); dir.startsWith(cwd) && dir !== cwd; dir = dirname(dir)) {
      const found = names.map((n) => join(dir, n)).find((p) => walk.exists(p, "nested"));
      if (!found || found === target || system.has(found) || loaded.has(found)) continue;
      const r = readCandidate(ctx.fs, found);
      const first = !recorded.has(found);
      recorded.add(found);
      if (r.kind !== "file" || textOf(r) === "") {
        if (first) {
          const why = r.kind === "file" ? "it is empty" : r.message;
          ctx.source({
            path: found,
            layer: "nested",
            status: r.kind === "file" ? "empty" : "unreadable",
            reason: `Not attached on read ${entry}: ${why}.`,
            bytes: 0,
            includedBytes: 0,
          });
        }
        continue;
      }
      warnLossy(ctx, r);
      loaded.add(found);
      items.push(found);
      if (items.length > 1) reminder.frame(REMINDER_SEPARATOR);
      writeItem(reminder, found, textOf(r));
      ctx.source({
        path: found,
        layer: "nested",
        status: "included",
        reason: `Included: attached to the result of read ${entry}, the nearest instruction file in ${dir} not loaded before.`,
        bytes: r.size,
        includedBytes: r.bytes.length,
      });
    }
    if (items.length === 0) continue;
    ctx.decide(`read ${entry} attaches ${items.join(", ")}`, target);
    blocks.push({
      role: "user",
      trigger: `read ${entry}`,
      label: "<system-reminder> attached to the read tool result",
      text: REMINDER_OPEN + reminder.toString() + REMINDER_CLOSE,
    });
  }
  return blocks;
}

export function resolveUpstream(ctx: ProfileContext, b: { configDirFallback: boolean }): { prompt: Composer; blocks: Block[] } {
  const flags = readFlags(ctx);
  const worktree = findWorktree(ctx);
  const dirs = cwdToWorktree(ctx.input.cwd, worktree);
  const walk = new Walk(ctx);
  const fallback = b.configDirFallback;
  // Today the global file comes first; early 2026 the project files came first (systemPaths order).
  if (fallback) {
    projectFiles(ctx, walk, flags, dirs);
    globalFiles(ctx, walk, flags, fallback);
  } else {
    globalFiles(ctx, walk, flags, fallback);
    projectFiles(ctx, walk, flags, dirs);
  }
  const urls = configFiles(ctx, walk, flags, dirs, worktree, fallback);
  const items = readItems(ctx, walk);
  walk.flush();
  for (const url of urls) {
    urlNotFetched(ctx, url, {
      reason:
        "Remote instructions are fetched when opencode starts (5 s timeout); Rulescope does not fetch URLs, so their text is not shown.",
      message: `${url} is fetched by opencode at run time and added after the file instructions as "${ITEM_LABEL}${url}"; its text is not shown here.`,
    });
  }
  const prompt = new Composer();
  joinInto(prompt, items, SYSTEM_PART_SEPARATOR, (it) => writeItem(prompt, it.cand.path, it.text));
  if (items.length === 0) ctx.decide("no instruction text: nothing is added to the system prompt");
  const blocks: Block[] = [
    { role: "system", label: "opencode base prompt (the agent's prompt, else the model provider's prompt)", text: "", placeholder: true },
    { role: "system", label: "Environment block (<env>: working directory, git, platform, date)", text: "", placeholder: true },
  ];
  if (items.length > 0)
    blocks.push({ role: "system", label: "Instruction files (system prompt, each part joined by a newline)", text: prompt.toString() });
  blocks.push(...nestedReads(ctx, walk, flags));
  walk.flush();
  return { prompt, blocks };
}
