/**
 * opencode's worktree (project/project.ts `Project.resolve`, git.ts `Git.repo.discover`, as opencode
 * 1.18.33 ships them): the nearest `.git` that exists (links followed) from the working directory up
 * names the folder git is asked in (`git rev-parse --show-toplevel`, `--git-dir`); the worktree is the
 * top git reports. When git finds no repository, or refuses a `.git` file, the project is opencode's
 * "global" one and the worktree is "/". Only a `.git` git accepts stops the walks (lib/agents/git-discovery.ts):
 * verified against opencode 1.18.33 in the lab (fixture upstream-git-root.json). Both variants stop there.
 */
import { ancestors, join } from "../../core/paths";
import type { ProfileContext } from "../base";
import { gitDiscover } from "../git-discovery";

const NOT_A_REPO = "is not a repository git accepts (that needs a valid HEAD, objects/ and refs/), so opencode does not stop there";
const UP_TO_ROOT = "opencode's worktree is /, and it looks for instruction files in every folder up to /";

export function findWorktree(ctx: ProfileContext): string {
  const nearest = ancestors(ctx.input.cwd).find((dir) => ctx.fs.exists(join(dir, ".git")));
  if (nearest === undefined) {
    ctx.decide("worktree: / (no .git above the working directory)");
    return "/";
  }
  const asked = join(nearest, ".git");
  const found = gitDiscover(ctx.fs, nearest);
  const say = (path: string, message: string) => ctx.diag({ level: "info", code: "git-marker-not-a-repository", path, message });
  if (found.kind === "repository") {
    if (found.dotGit !== asked) say(asked, `${asked} ${NOT_A_REPO}: git finds the repository at ${found.top}, opencode's worktree.`);
    ctx.decide(`worktree: ${found.top} (git finds the repository there)`, found.top);
    return found.top;
  }
  if (found.kind === "refused")
    say(found.dotGit, `git stops at ${found.dotGit} with an error (${found.why}), so opencode finds no git project: ${UP_TO_ROOT}.`);
  else say(asked, `${asked} ${NOT_A_REPO}, and git finds no repository above it: ${UP_TO_ROOT}.`);
  ctx.decide("worktree: / (git finds no repository)");
  return "/";
}
