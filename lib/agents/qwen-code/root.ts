/**
 * findProjectRoot (utils/projectRoot.ts): the nearest folder, the start included, holding a `.git`
 * folder whose HEAD is readable (an empty placeholder `.git` does not count: utils/memoryDiscovery.ts
 * at 0f8ce0829321) or a `.git` file, which marks a worktree or submodule (memory-constants.ts at
 * 1d26e73556 says so; projectRoot.ts itself was not in the index, so combining the two is inferred).
 */
import { nearestAncestor } from "../../core/nearest";
import { join } from "../../core/paths";
import type { ProfileContext } from "../base";

export function findProjectRoot(ctx: ProfileContext, start: string): string | null {
  return nearestAncestor(ctx, "git", start, (dir) => {
    const git = ctx.fs.lstat(join(dir, ".git"));
    if (!git.ok) return false;
    if (git.value.kind === "file") return true;
    if (git.value.kind !== "dir") return false;
    const head = join(dir, ".git", "HEAD");
    const st = ctx.fs.stat(head);
    return st.ok && (st.value.kind === "dir" || ctx.fs.readFile(head, 0).ok);
  });
}
