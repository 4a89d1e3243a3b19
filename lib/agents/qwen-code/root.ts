/**
 * utils/projectRoot.ts findProjectRoot: the nearest folder, the start included, holding a real `.git`
 * folder (not a link, not a worktree's `.git` file) whose HEAD is readable; an empty placeholder
 * `.git` does not count.
 */
import { ancestors, join } from "../../core/paths";
import type { ResolveContext } from "../base";

export function findProjectRoot(ctx: ResolveContext, start: string): string | null {
  for (const dir of ancestors(start)) {
    const git = ctx.fs.lstat(join(dir, ".git"));
    if (!git.ok || git.value.kind !== "dir") continue;
    const head = join(dir, ".git", "HEAD");
    const st = ctx.fs.stat(head);
    if (st.ok && (st.value.kind === "dir" || ctx.fs.readFile(head, 0).ok)) return dir;
  }
  return null;
}
