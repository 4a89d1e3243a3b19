/** POSIX path helpers for the core (no `node:path`: the core runs in the browser too). */

/** An empty, `.` or `..` segment (a trailing slash is checked apart). */
const ODD_SEGMENT = /\/\/|\/\.\.?(?:\/|$)/;

/**
 * True when `path` is already what normalize() returns: absolute, no empty, `.` or `..` segment, no
 * trailing slash. Deep paths are normalised over and over (every probe of a 1,000-level tree), so
 * this is one regular-expression scan instead of a split and a join (and not a charCodeAt loop,
 * which is slow on the concatenated strings paths are built as).
 */
function isNormal(path: string): boolean {
  const n = path.length;
  if (n === 0 || path.charCodeAt(0) !== 47) return false;
  return n === 1 || (path.charCodeAt(n - 1) !== 47 && !ODD_SEGMENT.test(path));
}

/** Normalise an absolute POSIX path: collapse `//`, `.` and `..`; never climbs above `/`. */
export function normalize(path: string): string {
  if (isNormal(path)) return path;
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return "/" + out.join("/");
}

export function join(...parts: string[]): string {
  // Two parts is nearly every call: no array to filter.
  if (parts.length === 2) return normalize(parts[1] === "" ? parts[0] : parts[0] === "" ? parts[1] : parts[0] + "/" + parts[1]);
  return normalize(parts.filter((p) => p !== "").join("/"));
}

/**
 * A name that readdir listed, below a folder path that is already normal: the same as join() without
 * the normalising scan (such a name holds no `/` and is never `.` or `..`). Walks call it per entry.
 */
export const childPath = (dir: string, name: string): string => (dir === "/" ? "/" + name : dir + "/" + name);

/** Resolve `p` against directory `base` (absolute `p` wins), like path.posix.resolve with one base. */
export function resolvePath(base: string, p: string): string {
  return p.startsWith("/") ? normalize(p) : normalize(base + "/" + p);
}

export function dirname(path: string): string {
  return parentOfNormal(normalize(path));
}

/** dirname of a path normalize() already returned. */
function parentOfNormal(n: string): string {
  const i = n.lastIndexOf("/");
  return i <= 0 ? "/" : n.slice(0, i);
}

export function basename(path: string): string {
  const n = normalize(path);
  return n === "/" ? "" : n.slice(n.lastIndexOf("/") + 1);
}

export function isAbsolute(path: string): boolean {
  return path.startsWith("/");
}

/** True when `child` is `parent` or lies below it (component-wise, not a string prefix). */
export function isWithin(child: string, parent: string): boolean {
  const c = normalize(child);
  const p = normalize(parent);
  return p === "/" || c === p || c.startsWith(p + "/");
}

/** `to` relative to `from` (both absolute), POSIX style; "" when equal. */
export function relative(from: string, to: string): string {
  const nf = normalize(from);
  const nt = normalize(to);
  // Below `from` (nearly every call: a walk's paths relative to its root) is a slice.
  if (nt === nf) return "";
  if (nf === "/") return nt.slice(1);
  if (nt.startsWith(nf) && nt.charCodeAt(nf.length) === 47) return nt.slice(nf.length + 1);
  const f = nf.split("/").filter(Boolean);
  const t = nt.split("/").filter(Boolean);
  let i = 0;
  while (i < f.length && i < t.length && f[i] === t[i]) i++;
  return [...Array(f.length - i).fill(".."), ...t.slice(i)].join("/");
}

/** Directories from `path` up to `/`, nearest first: "/a/b" -> ["/a/b", "/a", "/"]. */
export function ancestors(path: string): string[] {
  const out: string[] = [];
  // Normalised once: each step up is a slice, so a deep path costs its length, not its length squared.
  let cur = normalize(path);
  for (;;) {
    out.push(cur);
    if (cur === "/") return out;
    cur = parentOfNormal(cur);
  }
}

/** Directories from `top` down to `bottom` inclusive (top must contain bottom). */
export function chainDown(top: string, bottom: string): string[] {
  const up = ancestors(bottom);
  const i = up.indexOf(normalize(top));
  return (i < 0 ? up : up.slice(0, i + 1)).reverse();
}

/** Expand a leading `~` / `~/` against `home`. */
export function expandHome(p: string, home: string): string {
  if (p === "~") return normalize(home);
  if (p.startsWith("~/")) return join(home, p.slice(2));
  return p;
}
