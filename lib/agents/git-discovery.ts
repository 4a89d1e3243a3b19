/**
 * How git itself finds the repository a folder is in (`git rev-parse` run there), for agents that ask
 * git rather than look for a `.git` entry: opencode and Copilot CLI. Only a `.git` git accepts stops
 * the search: a folder that is a git directory (a valid HEAD, `objects/` and `refs/`), or a `.git` file
 * whose `gitdir:` names one. A `.git` folder that is not a git directory (empty, HEAD only) is walked
 * past; a `.git` file git cannot follow stops git with an error. Facts from git's setup.c
 * (setup_git_directory_gently, read_gitfile_gently, is_git_directory, validate_headref), checked
 * against git 2.39 through opencode 1.18.33 and Copilot CLI 1.0.102 in the lab.
 *
 * Not modelled: bare repositories (a folder that is itself a git directory), `core.worktree`,
 * GIT_DIR and the ceiling and file-system boundary variables, and ownership (safe.directory).
 */
import { ancestors, dirname, isAbsolute, join, resolvePath } from "../core/paths";
import type { FsPort } from "../fs/port";

export type GitFound =
  /** A repository: its work tree's top folder and the `.git` entry that named it. */
  | { kind: "repository"; top: string; dotGit: string }
  /** No repository at or above the folder. */
  | { kind: "none" }
  /** A `.git` file git cannot follow: git stops with an error (no repository), naming it. */
  | { kind: "refused"; dotGit: string; why: string };

/** git reads at most this much of HEAD (validate_headref's buffer). */
const HEAD_READ = 255;
/** A .git file above this size is refused (read_gitfile_gently's limit). */
const MAX_GITFILE = 1 << 20;
const OID_HEX = /^[0-9a-fA-F]{40}/;

const latin1 = (bytes: Uint8Array): string => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** validate_headref: a link into refs/, a `ref: refs/…` file, or a detached object id. */
function validHead(fs: FsPort, path: string): boolean {
  const l = fs.lstat(path);
  if (!l.ok) return false;
  if (l.value.kind === "symlink") {
    const target = fs.readlink(path);
    return target.ok && target.value.startsWith("refs/");
  }
  const r = fs.readFile(path, HEAD_READ);
  if (!r.ok || r.value.length < 4) return false;
  const text = latin1(r.value);
  if (text.startsWith("ref:")) return text.slice(4).trimStart().startsWith("refs/");
  return OID_HEX.test(text);
}

const isDir = (fs: FsPort, path: string): boolean => {
  const st = fs.stat(path);
  return st.ok && st.value.kind === "dir";
};

/** get_common_dir: where `objects/` and `refs/` are, `commondir` naming it for a linked worktree's git directory. */
function commonDir(fs: FsPort, gitDir: string): string {
  const r = fs.readFile(join(gitDir, "commondir"));
  if (!r.ok) return gitDir;
  const named = latin1(r.value).replace(/[\r\n]+$/, "");
  return isAbsolute(named) ? named : join(gitDir, named);
}

/** is_git_directory: a valid HEAD, and `objects/` and `refs/` folders (in the common directory). */
export function isGitDirectory(fs: FsPort, dir: string): boolean {
  if (!validHead(fs, join(dir, "HEAD"))) return false;
  const common = commonDir(fs, dir);
  return isDir(fs, join(common, "objects")) && isDir(fs, join(common, "refs"));
}

/** A `.git` that is a file: the git directory it names, or why git refuses it. */
function followGitFile(fs: FsPort, dotGit: string, size: number): { gitDir: string } | { why: string } {
  if (size > MAX_GITFILE) return { why: "it is larger than git reads" };
  const r = fs.readFile(dotGit);
  if (!r.ok) return { why: "git cannot read it" };
  let text = latin1(r.value);
  if (!text.startsWith("gitdir: ")) return { why: 'it does not start with "gitdir: "' };
  text = text.replace(/[\r\n]+$/, "");
  if (text.length < 9) return { why: "it names no folder" };
  const named = text.slice(8);
  const gitDir = isAbsolute(named) ? named : resolvePath(dirname(dotGit), named);
  if (!isGitDirectory(fs, gitDir)) return { why: `${named} is not a git directory` };
  return { gitDir };
}

/** The repository `git rev-parse` finds from `start`, searching upwards as git does. */
export function gitDiscover(fs: FsPort, start: string): GitFound {
  for (const dir of ancestors(start)) {
    const dotGit = join(dir, ".git");
    const st = fs.stat(dotGit);
    // Missing, or a link to nothing: git looks further up.
    if (!st.ok) continue;
    if (st.value.kind === "file") {
      const followed = followGitFile(fs, dotGit, st.value.size);
      if ("why" in followed) return { kind: "refused", dotGit, why: followed.why };
      return { kind: "repository", top: dir, dotGit };
    }
    if (st.value.kind === "dir" && isGitDirectory(fs, dotGit)) return { kind: "repository", top: dir, dotGit };
  }
  return { kind: "none" };
}
