/**
 * Probing the tree for AGENTS.md candidates: where a walk stops, which folders it visits, and what
 * each candidate turned out to be. Each path is read once per resolve, however many scopes ask.
 */
import { ancestors, dirname, join, resolvePath } from "../../core/paths";
import { isBlank, readCandidate } from "../../core/read";
import type { Diagnostic } from "../../types";
import type { ProfileContext } from "../base";
import { failedReadStatusOrDangling, warnLossy } from "../shared";
import { AGENTS_FILE, LEGACY_FILE, REPO_MARKER } from "./facts";

export interface FoundFile {
  kind: "file";
  path: string;
  text: string;
  size: number;
  /** Identity of the node, so two paths to one file (a symlink) are told apart from two files. */
  id: string;
  blank: boolean;
}
interface BadFile {
  kind: "bad";
  path: string;
  reason: string;
}
export type Probe = FoundFile | BadFile;

export class Walker {
  private readonly probes = new Map<string, Probe | null>();
  private readonly roots = new Map<string, string | null>();
  private readonly noted = new Set<string>();

  constructor(private readonly ctx: ProfileContext) {}

  /** The file at `path`, a reason it cannot be used, or null when nothing is there. */
  probe(path: string): Probe | null {
    if (!this.probes.has(path)) this.probes.set(path, this.read(path));
    return this.probes.get(path)!;
  }

  /** Size of a plain file at `path` without reading it (for files a nearer one shadows), else null. */
  fileSize(path: string): number | null {
    const known = this.probes.get(path);
    if (known !== undefined) return known?.kind === "file" ? known.size : null;
    const st = this.ctx.fs.stat(path);
    return st.ok && st.value.kind === "file" ? st.value.size : null;
  }

  /** The nearest folder at or above `dir` that holds .git, or null when there is none up to `/`. */
  repoRoot(dir: string): string | null {
    if (!this.roots.has(dir)) {
      const root = ancestors(dir).find((d) => this.ctx.fs.exists(join(d, REPO_MARKER))) ?? null;
      this.roots.set(dir, root);
    }
    return this.roots.get(dir)!;
  }

  /** An AGENT.md (the old name) where AGENTS.md is missing is not read: tell the user once. */
  noteLegacy(dir: string): void {
    const legacy = join(dir, LEGACY_FILE);
    if (this.fileSize(legacy) === null) return;
    this.diagOnce({
      level: "info",
      code: "legacy-agent-md",
      path: legacy,
      message: `${legacy} is not read: the standard's name is ${AGENTS_FILE} (the FAQ migrates with \`mv ${LEGACY_FILE} ${AGENTS_FILE} && ln -s ${AGENTS_FILE} ${LEGACY_FILE}\`).`,
    });
  }

  /** Several scopes can hit the same fact (same folder, same file): report it once. */
  diagOnce(d: Diagnostic): void {
    const key = `${d.code}|${d.path ?? ""}`;
    if (this.noted.has(key)) return;
    this.noted.add(key);
    this.ctx.diag(d);
  }

  private read(path: string): Probe | null {
    const r = readCandidate(this.ctx.fs, path);
    if (r.kind !== "file") {
      // A dangling link is a file the user meant to be there: said, not passed in silence.
      const failed = failedReadStatusOrDangling(r);
      return failed ? { kind: "bad", path, reason: failed.reason } : null;
    }
    warnLossy(this.ctx, r);
    const st = this.ctx.fs.stat(path);
    return { kind: "file", path, text: r.text, size: r.size, id: st.ok ? st.value.id : path, blank: isBlank(r.text) };
  }
}

/** Folders from `start` up to `stop` inclusive, nearest first (all the way to `/` if `stop` is not above). */
export function foldersUp(start: string, stop: string): string[] {
  const up = ancestors(start);
  const i = up.indexOf(stop);
  return i < 0 ? up : up.slice(0, i + 1);
}

/** The folder a context path is edited in: the path itself when it is a folder, else its parent. */
export function editedFolder(ctx: ProfileContext, entry: string): { path: string; dir: string; exists: boolean } {
  const path = resolvePath(ctx.input.cwd, entry);
  const st = ctx.fs.stat(path);
  return { path, dir: st.ok && st.value.kind === "dir" ? path : dirname(path), exists: st.ok };
}
