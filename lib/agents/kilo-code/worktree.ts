/**
 * Kilo's worktree, as opencode's project.ts was read before the lab ran opencode itself: the nearest
 * ancestor holding `.git` (a folder or a file, for linked worktrees) walking up from the working
 * directory; outside git, "/". opencode 1.18.33 asks git instead (lib/agents/opencode/worktree.ts);
 * Kilo's own binary has not been run, so its profile keeps the rule it was written with.
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
