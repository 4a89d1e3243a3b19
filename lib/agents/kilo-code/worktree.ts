/**
 * Where Kilo's walks stop. Kilo CLI 7.7.9 (seen in the lab) asks git, as opencode does (Git.repo.discover:
 * the nearest `.git` that exists, then `git rev-parse --show-toplevel` there): only a repository git
 * accepts makes a project, and the walks go from the working directory up to its top. Outside one
 * (no `.git`, only `.git` folders git passes over, or a `.git` file git refuses) the project is Kilo's
 * "global" one, and the walks go up to /, but a project file is read only inside the working directory (the
 * project root then; index.ts drops the others). Kilo's own copy, apart from the
 * opencode profile's: the two are verified against different binaries.
 */
import { decodeLossy } from "../../core/bytes";
import { ancestors, dirname, join, normalize, resolvePath } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import type { ProfileContext } from "../base";

const isDir = (fs: FsPort, path: string) => {
  const s = fs.stat(path);
  return s.ok && s.value.kind === "dir";
};

/** git's is_git_directory: a HEAD that is a ref or an object id, objects/ and refs/. */
function isGitDirectory(fs: FsPort, dir: string): boolean {
  const head = fs.readFile(join(dir, "HEAD"), 4096);
  if (!head.ok) return false;
  const text = decodeLossy(head.value).text.trim();
  return (/^ref: refs\//.test(text) || /^[0-9a-f]{40}$/.test(text)) && isDir(fs, join(dir, "objects")) && isDir(fs, join(dir, "refs"));
}

type GitFind = { kind: "repository"; top: string } | { kind: "refused"; dotGit: string; why: string } | { kind: "none" };

/** git's discovery from `cwd` up: a `.git` folder it does not accept is passed over; a `.git` file must name a repository. */
function discoverGit(fs: FsPort, cwd: string): GitFind {
  for (const dir of ancestors(cwd)) {
    const dotGit = join(dir, ".git");
    const s = fs.stat(dotGit);
    if (!s.ok) continue;
    if (s.value.kind === "dir") {
      if (isGitDirectory(fs, dotGit)) return { kind: "repository", top: dir };
      continue;
    }
    if (s.value.kind !== "file") continue;
    const body = fs.readFile(dotGit, 4096);
    const m = body.ok ? /^gitdir: (.+)$/m.exec(decodeLossy(body.value).text) : null;
    if (!m) return { kind: "refused", dotGit, why: "invalid gitfile format" };
    const target = resolvePath(dirname(dotGit), m[1].trim());
    if (!isGitDirectory(fs, target)) return { kind: "refused", dotGit, why: `not a git repository: ${target}` };
    return { kind: "repository", top: dir };
  }
  return { kind: "none" };
}

/** The folders Kilo walks, nearest first: from the working directory up to the repository's top, or the working directory alone. */
export function walkedFolders(ctx: ProfileContext): { dirs: string[]; worktree: string } {
  const cwd = normalize(ctx.input.cwd);
  const found = discoverGit(ctx.fs, cwd);
  if (found.kind === "repository") {
    ctx.decide(`worktree: ${found.top} (git finds the repository there)`, found.top);
    return { dirs: ancestors(cwd).slice(0, ancestors(cwd).indexOf(found.top) + 1), worktree: found.top };
  }
  if (found.kind === "refused")
    ctx.diag({
      level: "info",
      code: "git-marker-not-a-repository",
      path: found.dotGit,
      message: `git stops at ${found.dotGit} with an error (${found.why}), so Kilo finds no git project and looks in the working directory alone.`,
    });
  ctx.decide("no repository git accepts above the working directory: Kilo's worktree is /, and its project root the working directory");
  return { dirs: ancestors(cwd), worktree: "/" };
}

/**
 * The `upstream` variant's worktree (the stored source, read before any binary ran): the nearest
 * ancestor holding `.git` (a folder or a file, for linked worktrees); outside git, "/".
 */
export function findWorktree(ctx: ProfileContext): string {
  for (const dir of ancestors(ctx.input.cwd)) {
    if (ctx.fs.lstat(join(dir, ".git")).ok) {
      ctx.decide(`worktree: ${dir} (.git found)`, dir);
      return dir;
    }
  }
  ctx.decide("worktree: / (no .git above the working directory)");
  return "/";
}
