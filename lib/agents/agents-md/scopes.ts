/**
 * Which AGENTS.md files govern one place (the working directory, or a file being edited), in the
 * order they are listed, by the walk the variant's row names (behaviour.ts). Placing them in the prompt or a block is index.ts's job.
 */
import { isWithin, join } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { shadowed } from "../shared";
import { AGENTS_FILE, COMPETING_GLOBAL, ENV, GLOBAL_SUBPATH, LOCAL_FILE, REPO_MARKER } from "./facts";
import { foldersUp, type FoundFile, type Walker } from "./walk";
import type { SourceLayer } from "../../source-layers";

/** Where the walk up stops: the repo root (nearest folder holding .git, else `/`), or $HOME (#91: "up to $HOME"; `/` outside home). */
export type StopAt = "repo-root" | "home";

export interface Scope {
  /** "the working directory", or the context path as written. */
  where: string;
  /** The folder the walk starts from. */
  dir: string;
  session: boolean;
}

export interface Governing {
  file: FoundFile;
  layer: SourceLayer;
  label: string;
  reason: string;
}

/** A source that is not placed (shadowed, unreadable...), with a key so a repeat is recorded once. */
export interface Note {
  key: string;
  source: Source;
}

export interface ScopeResult {
  governing: Governing[];
  notes: Note[];
}

const unreadable = (path: string, layer: SourceLayer, reason: string): Note => ({
  key: `unreadable|${path}`,
  source: { path, layer, status: "unreadable", reason, bytes: 0, includedBytes: 0 },
});

/** Where the walk up stops: the repo root (nearest .git), else `/`; #91 says "up to $HOME". */
function stopFolder(ctx: ProfileContext, w: Walker, s: Scope, stopAt: StopAt): string {
  if (stopAt === "home") {
    const home = ctx.input.home;
    if (isWithin(s.dir, home)) return home;
    w.diagOnce({
      level: "info",
      code: "outside-home",
      path: s.dir,
      message: `${s.dir} is not under the home directory ${home}: issue #91 walks parent folders "up to $HOME", so this walk goes up to /.`,
    });
    return "/";
  }
  const root = w.repoRoot(s.dir);
  if (root === null)
    w.diagOnce({
      level: "info",
      code: "no-repo-root",
      path: s.dir,
      message: `No ${REPO_MARKER} above ${s.dir}: without a repo root the walk up goes to /.`,
    });
  return root ?? "/";
}

/** AGENTS.md files past the stop folder are never candidates; the session lists them so the cut is visible. */
function beyondStop(w: Walker, s: Scope, stop: string, stopAt: StopAt): Note[] {
  if (!s.session || stop === "/") return [];
  const why =
    stopAt === "home"
      ? `issue #91 walks parent folders up to $HOME (${stop})`
      : `the walk stops at the repo root ${stop} (the folder holding ${REPO_MARKER})`;
  const notes: Note[] = [];
  for (const f of foldersUp(stop, "/").slice(1)) {
    const path = join(f, AGENTS_FILE);
    const size = w.fileSize(path);
    if (size !== null)
      notes.push({
        key: `unmatched|${path}`,
        source: {
          path,
          layer: "project",
          status: "unmatched",
          reason: `Not a candidate: ${why}, below this folder.`,
          bytes: size,
          includedBytes: 0,
        },
      });
  }
  return notes;
}

/** The standard's reading: the nearest AGENTS.md walking up from the folder wins; the rest are shadowed. */
export function nearestWins(ctx: ProfileContext, w: Walker, s: Scope, stopAt: StopAt): ScopeResult {
  const stop = stopFolder(ctx, w, s, stopAt);
  const folders = foldersUp(s.dir, stop);
  const notes: Note[] = [];
  const done = (r: ScopeResult): ScopeResult => ({ ...r, notes: [...r.notes, ...beyondStop(w, s, stop, stopAt)] });
  for (let i = 0; i < folders.length; i++) {
    const p = w.probe(join(folders[i], AGENTS_FILE));
    if (p === null) {
      w.noteLegacy(folders[i]);
      continue;
    }
    if (p.kind === "bad") {
      notes.push(unreadable(p.path, "project", `${p.reason} The walk goes on to the folder above.`));
      continue;
    }
    ctx.decide(`${p.path} is the nearest ${AGENTS_FILE} to ${s.where}: it wins, the walk stops`, p.path);
    if (p.blank)
      w.diagOnce({
        level: "info",
        code: "empty-agents-md-wins",
        path: p.path,
        message: `${p.path} is the nearest ${AGENTS_FILE} to ${s.where} but has no text: it still wins, so files above it do not apply there.`,
      });
    for (const above of folders.slice(i + 1)) {
      const path = join(above, AGENTS_FILE);
      const size = w.fileSize(path);
      if (size !== null)
        notes.push({
          key: `shadowed|${path}|${p.path}`,
          source: shadowed(path, "project", p.path, size, `for ${s.where}, ${p.path} is nearer and wins`),
        });
    }
    const reason = s.session
      ? `Included: the nearest ${AGENTS_FILE} walking up from the working directory, so it governs the session.`
      : `Attached when ${s.where} is edited: the nearest ${AGENTS_FILE} to it, so it wins for that file.`;
    return done({ governing: [{ file: p, layer: "project", label: `Nearest ${AGENTS_FILE} to ${s.where}`, reason }], notes });
  }
  ctx.decide(`no ${AGENTS_FILE} between ${s.dir} and ${folders[folders.length - 1]}: nothing governs ${s.where}`);
  return done({ governing: [], notes });
}

interface Slot {
  /** Set for an AGENTS.md slot: where an AGENT.md in its place is worth a note. */
  folder?: string;
  path: string;
  layer: SourceLayer;
  label: string;
  reason: string;
}

/** Every slot that exists is listed, lowest precedence first, so the nearest (winning) text comes last. */
function stack(w: Walker, slots: Slot[], beyond: Note[]): ScopeResult {
  const out: ScopeResult = { governing: [], notes: [] };
  for (const slot of slots) {
    const p = w.probe(slot.path);
    if (p === null) {
      if (slot.folder !== undefined) w.noteLegacy(slot.folder);
      continue;
    }
    if (p.kind === "bad") out.notes.push(unreadable(p.path, slot.layer, p.reason));
    else out.governing.push({ file: p, layer: slot.layer, label: slot.label, reason: slot.reason });
  }
  out.notes.push(...beyond);
  return out;
}

/** Engine root-down (variant nested-stack): every AGENTS.md from the repo root down to the folder, root first. */
export function nestedStack(ctx: ProfileContext, w: Walker, s: Scope, stopAt: StopAt): ScopeResult {
  const stop = stopFolder(ctx, w, s, stopAt);
  const folders = foldersUp(s.dir, stop).reverse();
  return stack(
    w,
    folders.map((f) => ({
      folder: f,
      path: join(f, AGENTS_FILE),
      layer: "project",
      label: `${AGENTS_FILE} on the way to ${s.where} (root first, nearest last)`,
      reason: `Included: it lies on the path from the repo root to ${s.where}; nested-stack reads every such file, root first, so nearer ones come later.`,
    })),
    beyondStop(w, s, stop, stopAt),
  );
}

/** #91's global file: $XDG_CONFIG_HOME (absolute) or ~/.config; %APPDATA% on Windows. */
function globalFile(ctx: ProfileContext): string {
  const { env, home, session } = ctx.input;
  const abs = (v: string | undefined) => (v && v.startsWith("/") ? v : undefined);
  if (session.os === "win32") return join(abs(env[ENV.appData]) ?? join(home, "AppData/Roaming"), GLOBAL_SUBPATH);
  return join(abs(env[ENV.xdg]) ?? join(home, ".config"), GLOBAL_SUBPATH);
}

/** Engine global-to-local (variant proposal-91): global < ../AGENTS.md (up to $HOME) < ./AGENTS.md < ./.agents.local.md. */
export function proposal91(ctx: ProfileContext, w: Walker, s: Scope, stopAt: StopAt): ScopeResult {
  const cwd = ctx.input.cwd;
  const stop = stopFolder(ctx, w, s, stopAt);
  const folders = foldersUp(s.dir, stop).reverse();
  const slots: Slot[] = [
    {
      path: globalFile(ctx),
      layer: "global",
      label: "Global (issue #91)",
      reason: "Included: the global file issue #91 proposes, lowest precedence, so it comes first.",
    },
  ];
  for (const f of folders) {
    const here = f === cwd;
    slots.push({
      folder: f,
      path: join(f, AGENTS_FILE),
      layer: here ? "project" : "parent",
      label: here ? `Project ./${AGENTS_FILE}` : `Parent folder ${AGENTS_FILE}`,
      reason: here
        ? `Included: the project's own ${AGENTS_FILE} in the working directory; only .agents.local.md outranks it.`
        : `Included: an ${AGENTS_FILE} in a folder between ${s.where} and the home directory; nearer ones outrank it.`,
    });
    if (here)
      slots.push({
        path: join(f, LOCAL_FILE),
        layer: "local",
        label: `Per-developer ./${LOCAL_FILE}`,
        reason: `Included: the per-developer file in the working directory, highest precedence in issue #91, so it comes last.`,
      });
  }
  const out = stack(w, slots, beyondStop(w, s, stop, stopAt));
  const competing = join(ctx.input.home, COMPETING_GLOBAL);
  const size = s.session ? w.fileSize(competing) : null;
  if (size !== null)
    out.notes.push({
      key: `unmatched|${competing}`,
      source: {
        path: competing,
        layer: "global",
        status: "unmatched",
        reason: `Not read: ~/${COMPETING_GLOBAL} is a competing proposal; issue #91 reads ${globalFile(ctx)}.`,
        bytes: size,
        includedBytes: 0,
      },
    });
  return out;
}
