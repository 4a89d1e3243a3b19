/**
 * findProjectRoot (utils/projectRoot.ts in 0.24.4; utils/memoryDiscovery.ts and
 * utils/memoryImportProcessor.ts in 0.15.10): the nearest folder, the start included, whose `.git`
 * lstat calls a folder (an empty one counts; nothing inside is read) or, since 0.21, a file (a
 * worktree or submodule). A `.git` link is neither, so it marks nothing. Measured by the lab.
 */
import { nearestAncestor } from "../../core/nearest";
import { join } from "../../core/paths";
import type { ProfileContext } from "../base";

export function findProjectRoot(ctx: ProfileContext, start: string, gitFile: boolean): string | null {
  return nearestAncestor(ctx, gitFile ? "git-dir-or-file" : "git-dir", start, (dir) => {
    const git = ctx.fs.lstat(join(dir, ".git"));
    return git.ok && (git.value.kind === "dir" || (gitFile && git.value.kind === "file"));
  });
}
