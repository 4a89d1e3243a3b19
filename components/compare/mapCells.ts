/**
 * How the precedence map names files and folds rows: each file by one name in every row (relative to
 * the project folder, `~/` under home, else absolute), so the same file reads the same everywhere.
 */
import type { FileEntry } from "@/lib/scenario/types";

const within = (path: string, dir: string) => dir === "/" || path === dir || path.startsWith(dir + "/");

/**
 * The project folder the map is read against: the nearest folder at or above the working directory
 * that holds a `.git` entry, else the working directory's top folder (`/repo` for `/repo/packages/api`).
 */
export function projectRoot(files: Readonly<Record<string, FileEntry>>, cwd: string): string {
  const parts = cwd.split("/").filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const dir = "/" + parts.slice(0, n).join("/");
    if (files[`${dir}/.git`] !== undefined || Object.keys(files).some((p) => p.startsWith(`${dir}/.git/`))) return dir;
  }
  return parts.length > 0 ? `/${parts[0]}` : "/";
}

/** A file's one name on the map: `packages/api/CLAUDE.md` in the project, `~/.claude/CLAUDE.md` under home, else its path. */
export function mapName(path: string, root: string, home: string): string {
  const inRoot = root !== "/" && within(path, root);
  const inHome = home !== "/" && within(path, home);
  // Both hold it (a project under home, or home under the project's top folder): the nearer one names it.
  if (inRoot && !(inHome && home.length > root.length)) return path.slice(root.length + 1) || path;
  if (inHome) return "~" + path.slice(home.length);
  return path;
}

/** Whether a row's folder is the project or inside it (the others are folded by default). */
export function inProject(dir: string, root: string): boolean {
  return within(dir, root);
}
