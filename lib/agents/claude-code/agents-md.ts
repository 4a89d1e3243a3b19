/**
 * AGENTS.md through Claude Code's built-in agents-md plugin (2.1.277 and later). The plugin hands
 * AGENTS.md files to the engine as project instruction files, so they are framed, placed and imported
 * exactly as a CLAUDE.md of the same folder. Under the default mode (claude-md-or-agents-md) it steps
 * in only for a project with no CLAUDE.md of its own: a CLAUDE.md, .claude/CLAUDE.md or
 * CLAUDE.local.md loaded from the cwd or any folder above switches it off for the whole session,
 * nested reads included. Sources: code.claude.com/docs/en/memory ("When Claude Code reads AGENTS.md",
 * "Choose which instruction files load", read 2026-10-01 through its quotes) and anthropics/claude-code
 * mods/agents-md/README.md @ 42a37c29968855b9d6099fb0d0cbc2b9fa0dd061 (prompt.context and Read hooks).
 */
import { append } from "../../core/append";
import { isWithin, join, normalize } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { AGENTS_FILE, DOT_CLAUDE_AGENTS_FILE, OWN_CLAUDE_FILES } from "./facts";
import type { Entry, Loader, MemoryFile, Pass } from "./loader";
import type { Settings } from "./settings";
import type { SourceLayer } from "../../source-layers";

/** The plugin's decision for one session: read AGENTS.md files, or why not. */
export interface AgentsMdState {
  active: boolean;
  /** For the default mode switched off: the project's own CLAUDE.md file that did it. */
  offBy: string | null;
}

/** Each walked folder, where its session-start entries end in the engine's list. */
export interface FolderEnd {
  dir: string;
  at: number;
}

const handedByPlugin = (e: Entry): Entry => (e.kind === "loaded" ? { kind: "loaded", file: { ...e.file, viaPlugin: true } } : e);

const agentsNames = (dir: string) => [join(dir, AGENTS_FILE), join(dir, DOT_CLAUDE_AGENTS_FILE)];

/** A CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md the engine loaded from the walk (not an import, not a rule). */
function ownClaudeFile(entries: Entry[]): string | null {
  for (const e of entries) {
    if (e.kind !== "loaded" || e.file.parent !== undefined || (e.file.layer !== "project" && e.file.layer !== "local")) continue;
    if (OWN_CLAUDE_FILES.some((n) => e.file.path.endsWith(`/${n}`))) return e.file.path;
  }
  return null;
}

function offNote(path: string, layer: SourceLayer, by: string, s: Settings): Source {
  const setting = s.modeIsDefault ? "the default" : s.modeFrom;
  return {
    path,
    layer,
    status: "shadowed",
    reason: `Not read: ${by} is this project's own instruction file. Under Project instructions claude-md-or-agents-md (${setting}), any CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md in the working directory or above switches the AGENTS.md fallback off for the whole session.`,
    bytes: 0,
    includedBytes: 0,
    fallbackOffBy: by,
  };
}

/**
 * Files the plugin hands over whose text the engine already holds are left out (the plugin compares by
 * path, which the loader's one-pass set covers, then by content, done here).
 */
export function dropSameText(entries: Entry[]): Entry[] {
  const texts = new Map<string, string>();
  return entries.map((e) => {
    if (e.kind !== "loaded") return e;
    const text = e.file.content.trim();
    const same = texts.get(text);
    if (same === undefined || !e.file.viaPlugin) {
      if (same === undefined) texts.set(text, e.file.path);
      return e;
    }
    return {
      kind: "note",
      source: {
        path: e.file.path,
        layer: e.file.layer,
        status: "duplicate",
        reason: `Duplicate: ${same} already sends the same text, so the agents-md plugin does not hand this file to the engine again.`,
        bytes: e.file.size,
        includedBytes: 0,
      },
    };
  });
}

/**
 * The session-start list with AGENTS.md files placed (placeFor): mostly right after that folder's own files.
 * Under the default mode, nothing is added when the project has a CLAUDE.md of its own; the AGENTS.md
 * files on the walk are then reported as shadowed by it.
 */
export function withAgentsMd(
  ctx: ProfileContext,
  loader: Loader,
  s: Settings,
  pass: Pass,
  entries: Entry[],
  ends: FolderEnd[],
): { entries: Entry[]; state: AgentsMdState } {
  const mode = s.instructionMode;
  if (mode === "claude-md" || mode === "managed-only" || !s.project) return { entries, state: { active: false, offBy: null } };
  const offBy = mode === "claude-md-or-agents-md" ? ownClaudeFile(entries) : null;
  if (offBy) ctx.decide(`${offBy} is the project's own instruction file: the AGENTS.md fallback stays off (${s.modeFrom})`, offBy);
  const out = [...entries];
  for (const { dir } of ends) {
    const add: Entry[] = [];
    for (const path of agentsNames(dir)) {
      if (offBy) {
        const there = ctx.fs.lstat(path);
        if (there.ok && !pass.processed.has(normalize(path))) add.push({ kind: "note", source: offNote(path, "project", offBy, s) });
        continue;
      }
      const why =
        mode === "claude-md-or-agents-md"
          ? `the AGENTS.md fallback in ${dir} (no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md in the working directory or above; ${s.modeFrom})`
          : `the project's AGENTS.md in ${dir}, read after that folder's CLAUDE.md files (${s.modeFrom})`;
      append(
        add,
        loader.processFile(path, "Project", pass, { layer: "project", why, includeExternal: s.externalApproved }).map(handedByPlugin),
      );
    }
    if (add.length > 0) out.splice(placeFor(out, dir), 0, ...add);
  }
  return { entries: out, state: { active: offBy === null, offBy } };
}

/** The folder a file counts as in: the part before its last `/.claude/`, else its own folder. */
function projectDirOf(path: string): string {
  const cut = path.lastIndexOf("/.claude/");
  const at = cut === -1 ? path.lastIndexOf("/") : cut;
  return at <= 0 ? "/" : path.slice(0, at);
}

/**
 * Where the plugin splices a folder's AGENTS.md files into the engine's list (measured on 2.1.332: the
 * lab, seed 210): before the first project or local file whose top file (the one that imports it, if
 * any) counts as a folder below `dir`, else after the last project or local file, else at the end
 * (before the auto-memory, which comes later). A rule reached through a link counts where it lies.
 */
function placeFor(entries: Entry[], dir: string): number {
  const byPath = new Map<string, MemoryFile>();
  for (const e of entries) if (e.kind === "loaded") byPath.set(e.file.path, e.file);
  const topOf = (f: MemoryFile) => {
    const seen = new Set([f.path]);
    let top = f;
    while (top.parent !== undefined && !seen.has(top.parent) && byPath.has(top.parent)) {
      seen.add(top.parent);
      top = byPath.get(top.parent)!;
    }
    return top.path;
  };
  const own = (e: Entry): e is { kind: "loaded"; file: MemoryFile } =>
    e.kind === "loaded" && (e.file.type === "Project" || e.file.type === "Local");
  const below = entries.findIndex((e) => own(e) && isWithin(projectDirOf(topOf(e.file)), dir) && projectDirOf(topOf(e.file)) !== dir);
  if (below !== -1) return below;
  const last = entries.findLastIndex(own);
  return last === -1 ? entries.length : last + 1;
}

/**
 * On a Read: the AGENTS.md files of the folders between the cwd and the file (as the engine attaches a
 * nested CLAUDE.md), unless a CLAUDE.md file of that folder claims it. Attached after the engine's own
 * files for the same read.
 */
export function nestedAgentsMd(
  ctx: ProfileContext,
  loader: Loader,
  s: Settings,
  state: AgentsMdState,
  dirs: string[],
  pass: Pass,
): Entry[] {
  const out: Entry[] = [];
  for (const dir of dirs) {
    const candidates = agentsNames(dir).filter((p) => ctx.fs.lstat(p).ok);
    if (candidates.length === 0) continue;
    if (state.offBy) {
      for (const p of candidates) out.push({ kind: "note", source: offNote(p, "nested", state.offBy, s) });
      continue;
    }
    if (!state.active) continue;
    const claimedBy = OWN_CLAUDE_FILES.map((n) => join(dir, n)).find((p) => ctx.fs.lstat(p).ok);
    if (claimedBy) {
      for (const p of candidates)
        out.push({
          kind: "note",
          source: {
            path: p,
            layer: "nested",
            status: "shadowed",
            reason: `Not attached: ${claimedBy} claims this folder, so the agents-md plugin leaves its AGENTS.md to it.`,
            bytes: 0,
            includedBytes: 0,
          },
        });
      continue;
    }
    const why = `the nearest AGENTS.md between the working directory and the file read (${dir}), attached by the agents-md plugin`;
    for (const p of candidates)
      append(out, loader.processFile(p, "Project", pass, { layer: "nested", why, includeExternal: false }).map(handedByPlugin));
  }
  return out;
}
