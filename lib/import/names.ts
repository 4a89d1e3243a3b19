/**
 * Entry names from uploads (zip entries, a folder's relative paths) turned into safe relative paths.
 * Anything that could land outside the upload's folder is refused with a reason, never repaired:
 * absolute names, drive letters, backslashes, `..` segments, control characters. Harmless oddities
 * (`a//b`, `a/./b`, a leading `./`) are normalised the same way in every upload (zip or folder), and
 * the upload's report lists each name that changed.
 */
import { utf8Length } from "../core/bytes";
import { pathTextProblem } from "../scenario/bounds";
import { MAX_NAME_BYTES } from "../scenario/limits";
import { quoted, shortened, visible } from "../scenario/visible";

export type CheckedName =
  | { ok: true; path: string; isDir: boolean; /** Why the path differs from the name as uploaded, when it does. */ renamed?: string }
  | { ok: false; reason: string };

const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** The first control character of `s`, written visibly (\u0007). */
const firstControl = (s: string) => visible(CONTROL.exec(s)?.[0] ?? "");

export function checkEntryName(raw: string): CheckedName {
  if (CONTROL.test(raw)) return { ok: false, reason: `its name contains a control character (${firstControl(raw)})` };
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: "its name contains an unpaired UTF-16 surrogate, which is not text" };
  if (raw.includes("\\")) return { ok: false, reason: "its name contains a backslash, which could point outside the folder" };
  if (/^[A-Za-z]:/.test(raw)) return { ok: false, reason: "its name starts with a drive letter (an absolute Windows path)" };
  if (raw.startsWith("/")) return { ok: false, reason: "its name is an absolute path" };
  const all = raw.split("/");
  const segments = all.filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) return { ok: false, reason: "its name climbs out of the folder with .." };
  if (segments.length === 0) return { ok: false, reason: "its name is empty" };
  for (const s of segments)
    if (s.length > MAX_NAME_BYTES / 3 && utf8Length(s) > MAX_NAME_BYTES)
      return {
        ok: false,
        reason: `it has a name of ${utf8Length(s)} bytes (UTF-8), ${quoted(shortened(s, 40))}; one name in a path may have at most ${MAX_NAME_BYTES}`,
      };
  const path = segments.join("/");
  const isDir = raw.endsWith("/");
  // A leading "./" (zip -r .) and a folder's trailing "/" are how names are written, not changes.
  const plain = raw.replace(/^(\.\/)+/, "").replace(/\/$/, "");
  if (plain === path) return { ok: true, path, isDir };
  const why = all.slice(1, -1).includes("") || /\/\/$/.test(raw) ? "empty names (//) were dropped" : "./ segments were dropped";
  return { ok: true, path, isDir, renamed: why };
}

/**
 * The one folder every name starts with ("repo-main/" in a GitHub zip), or null. Names are compared
 * as normalised (`repo//a` is in `repo`); refused names do not count. Only names below a folder count
 * as inside it: a lone top-level file means there is no common folder.
 */
export function commonTopFolder(names: readonly string[]): string | null {
  return commonTopFolderOf(names.map(checkEntryName));
}

/** commonTopFolder over names already checked with checkEntryName. */
export function commonTopFolderOf(names: readonly CheckedName[]): string | null {
  let top: string | null = null;
  for (const checked of names) {
    if (!checked.ok) continue;
    const i = checked.path.indexOf("/");
    const first = i < 0 ? checked.path : checked.path.slice(0, i);
    // A file with no folder above it: no common folder. The folder entry itself ("repo/") is fine.
    if (i < 0 && !checked.isDir) return null;
    if (top === null) top = first;
    else if (first !== top) return null;
  }
  return top;
}

/** `path` (normalised) without the upload's top folder: "" for the folder itself, null when outside it. */
export function belowTop(path: string, top: string | null): string | null {
  if (top === null) return path;
  if (path === top) return "";
  return path.startsWith(top + "/") ? path.slice(top.length + 1) : null;
}

/** A folder name for the upload's root: one safe path segment, from a folder or a zip's file name. */
export function uploadName(raw: string): string {
  const base = raw.replace(/\.zip$/i, "").trim();
  let clean = base.replace(/[/\\]/g, "_").replace(CONTROL_ALL, "").replace(LONE_SURROGATES, "\ufffd");
  if (utf8Length(clean) > MAX_NAME_BYTES) {
    // One name may have at most MAX_NAME_BYTES: cut at a code point, never inside a surrogate pair.
    const points = [...clean];
    let bytes = utf8Length(clean);
    while (bytes > MAX_NAME_BYTES) bytes -= utf8Length(points.pop()!);
    clean = points.join("");
  }
  return clean === "" || clean === "." || clean === ".." ? "upload" : clean;
}
const CONTROL_ALL = /[\u0000-\u001f\u007f]/g;
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * `items` sorted by path, depth first, then name (each depth computed once): when a cap bites, the
 * shallow files (where rule files live) are kept.
 */
export function sortForUpload<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  return items
    .map((item) => {
      const path = pathOf(item);
      return { item, path, depth: depth(path) };
    })
    .sort((a, b) => (a.depth !== b.depth ? a.depth - b.depth : a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((x) => x.item);
}

function depth(path: string): number {
  let n = 0;
  for (let i = path.indexOf("/"); i >= 0; i = path.indexOf("/", i + 1)) n++;
  return n;
}

export type CheckedTarget = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Where a symlink's target points, as a path relative to the upload root, or why the link is not kept.
 * Kept: relative targets that stay inside, with `..` only at their start. A `..` after a folder name
 * (`a/../b`) is refused: if `a` is itself a link, the system resolves `..` from where `a` points, which
 * can be outside the upload although the text stays inside.
 */
export function checkSymlinkTarget(linkPath: string, target: string): CheckedTarget {
  const shown = quoted(shortened(target));
  if (target === "") return { ok: false, reason: "its target is empty" };
  const bad = pathTextProblem(target);
  if (bad) return { ok: false, reason: `its target ${bad}` };
  if (CONTROL.test(target)) return { ok: false, reason: `its target contains a control character (${firstControl(target)})` };
  if (target.startsWith("/")) return { ok: false, reason: `it is a symbolic link to ${shown}, an absolute path outside the upload` };
  if (target.includes("\\") || /^[A-Za-z]:/.test(target))
    return { ok: false, reason: `it is a symbolic link to ${shown}, a Windows path that could point outside the upload` };
  const out = linkPath.split("/").slice(0, -1);
  let named = false;
  for (const seg of target.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (named)
        return {
          ok: false,
          reason: `it is a symbolic link to ${shown}, which climbs with .. after a folder name; through another link that can leave the upload`,
        };
      if (out.length === 0) return { ok: false, reason: `it is a symbolic link to ${shown}, which is outside the upload` };
      out.pop();
    } else {
      named = true;
      out.push(seg);
    }
  }
  return { ok: true, path: out.join("/") };
}
