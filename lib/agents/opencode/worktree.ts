/**
 * opencode's worktree (packages/opencode/src/project/project.ts): the git top level, found from the
 * nearest `.git` (a directory, or a file for linked worktrees) walking up from the working directory;
 * outside git the worktree is "/". Both profile variants stop their walks there.
 */
import { ancestors, join } from "../../core/paths";
import type { ProfileContext } from "../base";

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
