/**
 * Amp (Sourcegraph/ampcode, closed source): AGENTS.md in the working directory (in the editor: each
 * workspace root, config `workspaceRoots`) and each parent up to $HOME (per folder AGENT.md, then CLAUDE.md when there is no AGENTS.md), subtree AGENTS.md files when
 * a file there is read, $HOME/.config/amp/AGENTS.md and $HOME/.config/AGENTS.md, and files
 * @-mentioned in them (globs allowed), which may carry `globs:` frontmatter to apply only once a
 * matching file has been read. Amp does not publish its wording, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { listing } from "../../core/rule-listing";
import { chainDown, dirname, expandHome, isWithin, join, normalize, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import { GLOBAL_FILES, NAME, WORKSPACE_ROOTS_KEY } from "./facts";
import { globsMatching, mentionedPaths, parseMentioned } from "./mentions";
import { attachedOnRead, listedFile, noText, noteSimplifiedMarkdown, readTextOrNote, type ListedFile } from "../shared";
import type { SourceLayer } from "../../source-layers";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { ampMeta } from "./meta";
import { readSettings } from "../settings";
import { meantAsFile } from "../../core/file-reference";

type Ctx = ContextOf<typeof ampMeta>;

type Item = ListedFile;

interface Pending {
  path: string;
  by: string;
  token: string;
  body: string;
  globs: string[];
  globsLine?: number;
  size: number;
}

class Session {
  readonly taken = new Set<string>();
  readonly notes: Source[] = [];
  readonly pending: Pending[] = [];
  constructor(readonly ctx: Ctx) {}

  read(path: string, layer: SourceLayer): { text: string; size: number } | null {
    return readTextOrNote(this.ctx, path, layer, (n) => this.notes.push(n));
  }

  /** Add a guidance file and, right after it, the files it @-mentions (one level). */
  place(items: Item[], path: string, layer: SourceLayer, label: string, reason: string, text: string, size: number): void {
    if (this.taken.has(path)) return;
    this.taken.add(path);
    if (text.trim() === "") this.notes.push(noText(path, layer, "empty", "Empty: the file has no text, so it adds nothing.", size));
    else items.push(item(path, layer, label, reason, text, size));
    for (const m of mentionedPaths(this.ctx.fs, this.ctx.globs, text, path, this.ctx.input.home, (why) =>
      noteSimplifiedMarkdown(this.ctx, path, why),
    )) {
      if (m.paths.length === 0)
        this.ctx.diag({
          level: "info",
          code: "mention-matches-nothing",
          path,
          message: `${path} mentions @${m.token}, which matches no file.`,
        });
      for (const p of m.paths) this.mention(items, p, path, m.token);
    }
  }

  private mention(items: Item[], path: string, by: string, token: string): void {
    if (this.taken.has(path) || this.pending.some((x) => x.path === path)) {
      this.notes.push(noText(path, "mention", "duplicate", `Duplicate: ${by} mentions it as @${token}, but it is already in context.`));
      return;
    }
    const read = this.read(path, "mention");
    if (!read) {
      const there = this.ctx.fs.lstat(path); // a refused file exists: its Source says why it was not read
      if (!there.ok && there.code !== "EREFUSED" && meantAsFile(token))
        this.ctx.diag({
          level: "warning",
          code: "missing-reference",
          path: by,
          message: `${by} mentions @${token}, but ${path} does not exist.`,
        });
      return;
    }
    const m = parseMentioned(read.text, this.ctx.yaml, path);
    if (m.globs.length > 0) {
      this.pending.push({ path, by, token, body: m.body, globs: m.globs, globsLine: m.globsLine, size: read.size });
      return;
    }
    this.taken.add(path);
    if (m.body.trim() === "") this.notes.push(noText(path, "mention", "empty", "Empty: the mentioned file has no text.", read.size));
    else
      items.push(
        item(path, "mention", `Mentioned as @${token} in ${by}: ${path}`, `Included: ${by} mentions it as @${token}.`, m.body, read.size),
      );
  }
}

/** A mentioned file's `globs:` as Source.scope: `check` tests them against the whole tree. */
const scopeOf = (m: { globs: string[]; globsLine?: number }): Pick<Source, "scope"> => ({
  scope: { patterns: m.globs, ...(m.globsLine ? { line: m.globsLine } : {}) },
});

const item = listedFile;

/** The guidance file of one folder: the first name that exists; later names there are shadowed. */
function folderFile(s: Session, dir: string, names: readonly string[], layer: SourceLayer): string | null {
  let winner: string | null = null;
  for (const n of names) {
    const p = join(dir, n);
    const st = s.ctx.fs.stat(p);
    const present = st.ok && st.value.kind === "file";
    if (winner === null) {
      if (present || s.ctx.fs.lstat(p).ok) winner = p;
    } else if (present)
      s.notes.push({
        ...noText(
          p,
          layer,
          "shadowed",
          `Shadowed: ${winner} comes first in this folder, and Amp reads one guidance file per folder.`,
          st.value.size,
        ),
      });
  }
  return winner;
}

/**
 * Start folders: the editor's workspace roots when given (config `workspaceRoots`), else the cwd.
 * A root that is not a folder is skipped with a warning.
 */
function startFolders(ctx: Ctx): { roots: string[]; editor: boolean } {
  const { cwd, home } = ctx.input;
  // A value that is not a list of strings is reported by readSettings and reads as the default [].
  const raw = readSettings(ctx, ampMeta.configKeys).values[WORKSPACE_ROOTS_KEY];
  if (raw.length === 0) return { roots: [normalize(cwd)], editor: false };
  const roots: string[] = [];
  for (const r of raw) {
    const abs = resolvePath(cwd, expandHome(r, home));
    const st = ctx.fs.stat(abs);
    if (!st.ok || st.value.kind !== "dir") {
      ctx.diag({
        level: "warning",
        code: "workspace-root-skipped",
        path: abs,
        message: `${WORKSPACE_ROOTS_KEY}: ${abs} is not a folder, so it adds no guidance.`,
      });
      continue;
    }
    if (!roots.includes(abs)) roots.push(abs);
  }
  ctx.decide(
    `editor workspace roots: ${roots.join(", ") || "none usable"}; each is read with its parents up to $HOME, like the cwd in the CLI`,
  );
  return { roots, editor: true };
}

function resolve(ctx: Ctx, b: Behaviour) {
  const s = new Session(ctx);
  const { roots, editor } = startFolders(ctx);
  const seen = new Set<string>();
  const start = sessionStart(ctx, s, b.names, roots, editor, seen);
  const prompt = listing(
    NAME,
    start.map((i) => i.entry),
  );
  if (start.length === 0) ctx.decide("no guidance files: nothing is added at session start");
  for (const i of start) ctx.source(i.source);
  for (const n of s.notes.splice(0)) ctx.source(n);

  const blocks: Block[] = [
    { role: "system", label: "Amp system prompt: base instructions, tools, environment (not published)", text: "", placeholder: true },
    { role: "system", label: "Guidance files (Rulescope listing: Amp's wording is not published)", text: prompt.toString() },
  ];
  attachOnReads(ctx, s, b.names, { roots, editor, seen }, blocks);
  for (const n of s.notes) ctx.source(n);
  return { prompt, blocks };
}

/** The personal files, then each start folder's guidance file from $HOME (or /) down to it. */
function sessionStart(ctx: Ctx, s: Session, names: readonly string[], roots: string[], editor: boolean, seen: Set<string>): Item[] {
  const { home } = ctx.input;
  const start: Item[] = [];
  for (const g of GLOBAL_FILES) {
    const p = join(home, g);
    const r = s.read(p, "global");
    if (r)
      s.place(
        start,
        p,
        "global",
        `Personal guidance: ${p}`,
        "Included: a personal guidance file in ~/.config, always included when it exists.",
        r.text,
        r.size,
      );
  }
  for (const root of roots) {
    const top = isWithin(root, home) ? normalize(home) : "/";
    ctx.decide(top === "/" ? `${root} is outside $HOME: folders are read up to /` : `folders from ${home} down to ${root} are read`, root);
    // A parent shared by several roots is read once, for the first root (inferred).
    for (const dir of chainDown(top, root).filter((d) => !seen.has(d))) {
      seen.add(dir);
      const p = folderFile(s, dir, names, "project");
      if (!p) continue;
      const r = s.read(p, "project");
      const here = editor ? "Workspace root" : "Working directory";
      if (r)
        s.place(
          start,
          p,
          "project",
          `${dir === root ? here : "Parent folder"} guidance: ${p}`,
          dir === root
            ? `Included: the guidance file of the ${editor ? "editor workspace root" : "working directory"}.`
            : "Included: a parent folder's guidance file (Amp reads each folder up to $HOME).",
          r.text,
          r.size,
        );
    }
  }
  return start;
}

/**
 * Files attached on each read: the subtree guidance files between its start folder and the file, and
 * the @-mentioned files whose globs: match it; mentions no read matched are left unmatched.
 */
function attachOnReads(
  ctx: Ctx,
  s: Session,
  names: readonly string[],
  at: { roots: string[]; editor: boolean; seen: Set<string> },
  blocks: Block[],
): void {
  const { cwd, contextPaths } = ctx.input;
  const { roots, editor, seen } = at;
  const visited = new Set<string>();
  const attachedMentions = new Set<string>();
  for (const entry of contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    const items: Item[] = [];
    // The subtree of the deepest start folder holding the file (inferred for several roots).
    const base = roots.filter((r) => isWithin(abs, r) && abs !== r).sort((a, b) => b.length - a.length)[0];
    if (base !== undefined)
      for (const dir of chainDown(base, dirname(abs)).filter((d) => d !== base && !visited.has(d) && !seen.has(d))) {
        visited.add(dir);
        const p = folderFile(s, dir, names, "subtree");
        const r = p ? s.read(p, "subtree") : null;
        if (p && r)
          s.place(
            items,
            p,
            "subtree",
            `Subtree guidance: ${p}`,
            `Included when ${entry} is read: a guidance file in a folder below ${editor ? "a workspace root" : "the working directory"}.`,
            r.text,
            r.size,
          );
      }
    for (const m of s.pending.filter((x) => !attachedMentions.has(x.path))) {
      const by = globsMatching(ctx.globs, { path: m.path, line: m.globsLine }, m.globs, m.path, abs);
      if (by.length === 0 || s.taken.has(m.path)) continue;
      attachedMentions.add(m.path);
      s.taken.add(m.path);
      const it = item(
        m.path,
        "mention",
        `Mentioned as @${m.token} in ${m.by}, globs ${by.join(", ")}: ${m.path}`,
        `Included when ${entry} is read: ${m.by} mentions it and its globs: match.`,
        m.body,
        m.size,
        by,
      );
      items.push({ ...it, source: { ...it.source, ...scopeOf(m) } });
    }
    if (items.length === 0) continue;
    for (const i of items) ctx.source(i.source);
    blocks.push(attachedOnRead(NAME, entry, items));
  }
  for (const m of s.pending.filter((x) => !attachedMentions.has(x.path)))
    s.notes.push({
      ...noText(
        m.path,
        "mention",
        "unmatched",
        `Mentioned by ${m.by}, but its globs: (${m.globs.join(", ")}) match no file read so far.`,
        m.size,
      ),
      ...scopeOf(m),
    });
}

export const amp = defineProfile(ampMeta, BEHAVIOURS, resolve);
