/** A folder a client names (absolute, or relative to the workspace's root; none or "." is the root) as a path of the workspace; null for one outside it. */
import { isWithin, join, normalize } from "../core/paths";

export function workspaceFolder(root: string, folder: string | undefined): string | null {
  if (folder === undefined || folder === "" || folder === ".") return root;
  const path = normalize(folder.startsWith("/") ? folder : join(root, folder));
  return isWithin(path, root) ? path : null;
}
