/**
 * ion treats a linked git worktree nested inside its main checkout as one repository scope: when both
 * have an AGENTS.md on the cwd's ancestor path, the main checkout's copy is skipped
 * (project_instructions.rs `shadowed_main_agents`).
 */
import { decodeLossy } from "../../core/bytes";
import { ancestors, dirname, isWithin, join, resolvePath } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { UPSTREAM } from "./facts";

export interface WorktreeShadow {
  /** The main checkout's AGENTS.md that is skipped. */
  shadowed: string;
  worktreeRoot: string;
  mainRoot: string;
}

const isFile = (fs: FsPort, path: string): boolean => {
  const st = fs.stat(path);
  return st.ok && st.value.kind === "file";
};

/** A small UTF-8 text file, as ion's bounded read gives it; null on any failure (ion then shadows nothing). */
function readSmallText(fs: FsPort, path: string): string | null {
  const st = fs.stat(path);
  if (!st.ok || st.value.kind !== "file" || st.value.size > UPSTREAM.maxFileBytes) return null;
  const r = fs.readFile(path, UPSTREAM.maxFileBytes + 1);
  if (!r.ok) return null;
  const { text, valid } = decodeLossy(r.value);
  return valid ? text : null;
}

const realpath = (fs: FsPort, path: string): string | null => {
  const r = fs.realpath(path);
  return r.ok ? r.value : null;
};

/** `cwd` must be canonical. */
export function findWorktreeShadow(fs: FsPort, cwd: string): WorktreeShadow | null {
  // The nearest ancestor whose `.git` is a file (a linked worktree), not a directory.
  const worktreeRoot = ancestors(cwd).find((d) => isFile(fs, join(d, ".git")));
  if (worktreeRoot === undefined) return null;
  const gitFile = readSmallText(fs, join(worktreeRoot, ".git"));
  const firstLine = gitFile?.split("\n")[0].replace(/\r$/, "");
  if (firstLine === undefined || !firstLine.startsWith("gitdir:")) return null;
  const gitDir = realpath(fs, resolvePath(worktreeRoot, firstLine.slice("gitdir:".length).trim()));
  if (gitDir === null) return null;
  const commonRel = readSmallText(fs, join(gitDir, "commondir"));
  if (commonRel === null) return null;
  const commonDir = realpath(fs, resolvePath(gitDir, commonRel.trim()));
  if (commonDir === null || commonDir === "/") return null;
  const mainRoot = dirname(commonDir);
  const ok =
    realpath(fs, join(mainRoot, ".git")) === commonDir &&
    worktreeRoot !== mainRoot &&
    isWithin(worktreeRoot, mainRoot) &&
    isFile(fs, join(worktreeRoot, UPSTREAM.fileName));
  return ok ? { shadowed: join(mainRoot, UPSTREAM.fileName), worktreeRoot, mainRoot } : null;
}
