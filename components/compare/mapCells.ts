/** How the precedence map names a file in a cell: short, relative to the row's directory. */

const within = (path: string, dir: string) => dir === "/" || path === dir || path.startsWith(dir + "/");

/**
 * "AGENTS.md" for a file in `cwd`, "../../AGENTS.md" for one above it, "~/.config/x/AGENTS.md" for one
 * under the home directory (unless the row itself is inside home), "docs/a.md" for one below.
 */
export function shortName(path: string, cwd: string, home: string): string {
  if (home !== "/" && within(path, home) && !within(cwd, home)) return "~" + path.slice(home.length);
  const from = cwd === "/" ? [] : cwd.split("/").slice(1);
  const to = path.split("/").slice(1);
  let same = 0;
  while (same < from.length && same < to.length - 1 && from[same] === to[same]) same++;
  const up = from.length - same;
  return [...Array<string>(up).fill(".."), ...to.slice(same)].join("/");
}
