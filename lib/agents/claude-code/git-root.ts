/**
 * Git roots as Claude Code finds them (src/utils/git.ts, reconstructed): findGitRoot walks up from a
 * directory to the first one holding `.git` (a directory or a file); findCanonicalGitRoot follows a
 * worktree's `.git` file -> `gitdir:` -> `commondir` back to the main repository, and checks the
 * worktree's `gitdir` backlink. Anything that does not check out leaves the root as found.
 */
import type { FsPort } from "../../fs/port";
import { ancestors, basename, dirname, join, normalize, resolvePath } from "../../core/paths";
import { decodeLossy } from "../../core/bytes";

function readText(fs: FsPort, path: string): string | null {
  const r = fs.readFile(path, 64 * 1024);
  return r.ok ? decodeLossy(r.value).text.trim() : null;
}

export function findGitRoot(fs: FsPort, start: string): string | null {
  for (const dir of ancestors(start)) {
    const st = fs.stat(join(dir, ".git"));
    if (st.ok && (st.value.kind === "dir" || st.value.kind === "file")) return dir;
  }
  return null;
}

export function canonicalRoot(fs: FsPort, gitRoot: string): string {
  const content = readText(fs, join(gitRoot, ".git"));
  if (content === null || !content.startsWith("gitdir:")) return gitRoot;
  const worktreeGitDir = resolvePath(gitRoot, content.slice("gitdir:".length).trim());
  const common = readText(fs, join(worktreeGitDir, "commondir"));
  if (common === null) return gitRoot;
  const commonDir = resolvePath(worktreeGitDir, common);
  if (normalize(dirname(worktreeGitDir)) !== join(commonDir, "worktrees")) return gitRoot;
  const backlink = readText(fs, join(worktreeGitDir, "gitdir"));
  const realBack = backlink === null ? null : fs.realpath(backlink);
  const realRoot = fs.realpath(gitRoot);
  if (!realBack?.ok || !realRoot.ok || realBack.value !== join(realRoot.value, ".git")) return gitRoot;
  return basename(commonDir) !== ".git" ? commonDir : dirname(commonDir);
}
