/**
 * Entry names from uploads (zip entries, a folder's relative paths) turned into safe relative paths.
 * Anything that could land outside the upload's folder is refused with a reason, never repaired:
 * absolute names, drive letters, backslashes, `..` segments, control characters.
 */

export type CheckedName = { ok: true; path: string; isDir: boolean } | { ok: false; reason: string };

const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkEntryName(raw: string): CheckedName {
  if (CONTROL.test(raw)) return { ok: false, reason: "its name contains a control character" };
  if (raw.includes("\\")) return { ok: false, reason: "its name contains a backslash, which could point outside the folder" };
  if (/^[A-Za-z]:/.test(raw)) return { ok: false, reason: "its name starts with a drive letter (an absolute Windows path)" };
  if (raw.startsWith("/")) return { ok: false, reason: "its name is an absolute path" };
  const segments = raw.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) return { ok: false, reason: "its name climbs out of the folder with .." };
  if (segments.length === 0) return { ok: false, reason: "its name is empty" };
  return { ok: true, path: segments.join("/"), isDir: raw.endsWith("/") };
}

/**
 * The one folder every name starts with ("repo-main/" in a GitHub zip), or null. Only names with a
 * `/` count as inside a folder; a lone top-level file means there is no common folder.
 */
export function commonTopFolder(names: readonly string[]): string | null {
  let top: string | null = null;
  for (const raw of names) {
    const n = raw.replace(/^(\.\/)+/, "");
    const i = n.indexOf("/");
    if (i <= 0) return null;
    const first = n.slice(0, i);
    if (first === ".." || !checkEntryName(first).ok) return null;
    if (top === null) top = first;
    else if (first !== top) return null;
  }
  return top;
}

/** A folder name for the upload's root: one safe path segment, from a folder or a zip's file name. */
export function uploadName(raw: string): string {
  const base = raw.replace(/\.zip$/i, "").trim();
  const clean = base.replace(/[/\\]/g, "_").replace(CONTROL_ALL, "");
  return clean === "" || clean === "." || clean === ".." ? "upload" : clean;
}
const CONTROL_ALL = /[\u0000-\u001f\u007f]/g;

/** Depth first, then name: when a cap bites, the shallow files (where rule files live) are kept. */
export function uploadOrder(a: string, b: string): number {
  const da = depth(a);
  const db = depth(b);
  return da !== db ? da - db : a < b ? -1 : a > b ? 1 : 0;
}

/** `items` sorted by `uploadOrder` of their paths (each depth computed once). */
export function sortForUpload<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, path: pathOf(item), depth: depth(pathOf(item)) }))
    .sort((a, b) => (a.depth !== b.depth ? a.depth - b.depth : a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((x) => x.item);
}

function depth(path: string): number {
  let n = 0;
  for (let i = path.indexOf("/"); i >= 0; i = path.indexOf("/", i + 1)) n++;
  return n;
}

/**
 * Where a relative symlink target points, as a path relative to the upload root, or null when it
 * leaves the root (or is absolute): such links are not kept.
 */
export function symlinkInside(linkPath: string, target: string): string | null {
  if (target === "" || target.startsWith("/") || target.includes("\\") || /^[A-Za-z]:/.test(target) || CONTROL.test(target)) return null;
  const out = linkPath.split("/").slice(0, -1);
  for (const seg of target.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join("/");
}
