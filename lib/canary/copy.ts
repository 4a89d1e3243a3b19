/**
 * The copy of the tree a kit hands out: entries under `tree/`, with canary.json and QUESTION.txt
 * beside it (never inside the tree, where an agent could read the codewords). Zipped with fflate.
 * A `.git` folder or file becomes a bare skeleton (HEAD, objects/, refs/): enough for git and the
 * agents to see a repository root, without copying history.
 */
import { visible } from "../scenario/visible";
import { zipSync, type Zippable } from "fflate";
import { decodeBase64, encodeUtf8 } from "../core/bytes";
import { dirname, normalize, relative } from "../core/paths";
import { compareCodeUnits } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { MANIFEST_FILE, QUESTION_FILE, TREE_DIR } from "./facts";

export type CopyEntry =
  { path: string; kind: "file"; bytes: Uint8Array } | { path: string; kind: "dir" } | { path: string; kind: "symlink"; target: string };

/** What stands for a repository's `.git` in the copy (paths relative to the `.git` folder). */
export function gitSkeleton(gitDir: string): CopyEntry[] {
  return [
    { path: `${gitDir}/HEAD`, kind: "file", bytes: encodeUtf8("ref: refs/heads/main\n") },
    { path: `${gitDir}/objects`, kind: "dir" },
    { path: `${gitDir}/refs/heads`, kind: "dir" },
  ];
}

const isGitPath = (path: string) => path.split("/").includes(".git");
const gitRootOf = (path: string) => {
  const parts = path.split("/");
  return parts.slice(0, parts.indexOf(".git") + 1).join("/");
};

/**
 * The scenario's files as copy entries (paths relative to "/"), with planted texts in place.
 * Returns notes for what a copy cannot carry (unreadable marks).
 */
export function scenarioCopy(files: Record<string, FileEntry>, texts: Map<string, string>): { entries: CopyEntry[]; notes: string[] } {
  const entries: CopyEntry[] = [];
  const notes: string[] = [];
  const gits = new Set<string>();
  for (const raw of Object.keys(files).sort(compareCodeUnits)) {
    const path = normalize(raw);
    if (path === "/") continue;
    const rel = path.slice(1);
    if (isGitPath(rel)) {
      gits.add(gitRootOf(rel));
      continue;
    }
    const entry = files[raw];
    const planted = texts.get(path);
    if (typeof entry === "string" || planted !== undefined)
      entries.push({ path: rel, kind: "file", bytes: encodeUtf8(planted ?? (entry as string)) });
    else if (entry.symlink !== undefined)
      entries.push({
        path: rel,
        kind: "symlink",
        target: entry.symlink.startsWith("/") ? relative(dirname(path), entry.symlink) || "." : entry.symlink,
      });
    else if (entry.dir) entries.push({ path: rel, kind: "dir" });
    else
      entries.push({
        path: rel,
        kind: "file",
        bytes: entry.base64 !== undefined ? (decodeBase64(entry.base64) ?? new Uint8Array(0)) : encodeUtf8(entry.content ?? ""),
      });
    if (typeof entry === "object" && entry.unreadable)
      notes.push(`${path} is unreadable in the scenario; the copy holds it as a plain file (make it unreadable yourself to test that).`);
  }
  for (const g of [...gits].sort(compareCodeUnits)) entries.push(...gitSkeleton(g));
  return { entries, notes };
}

/** Fixed, so the same kit gives the same zip. */
const MTIME = new Date(Date.UTC(2026, 0, 1));
/** Unix mode bits of a link (0o120777) in a zip's external attributes: unzip makes it a link again. */
const LINK_ATTRS = (0o120777 << 16) >>> 0;

/** The kit as a zip: tree/..., canary.json, QUESTION.txt. */
/**
 * Entries a zip can hold safely: a name with a backslash (`a\\..\\..\\evil.bat`) is one file here, but
 * Windows unzippers read the backslash as a folder separator, and `..` then climbs out of the folder
 * the kit is unpacked in. Such files are left out of a zip kit, each with a note.
 */
export function zipSafe(entries: CopyEntry[]): { entries: CopyEntry[]; notes: string[] } {
  const notes: string[] = [];
  const kept = entries.filter((e) => {
    if (!e.path.includes("\\")) return true;
    notes.push(
      `${visible(e.path)} is left out of the zip: its name holds a backslash, which unzip tools on Windows read as a folder separator (copy to a folder instead to keep it).`,
    );
    return false;
  });
  return { entries: kept, notes };
}

export function zipKit(entries: CopyEntry[], manifestJson: string, question: string): Uint8Array {
  const z: Zippable = {};
  for (const e of entries) {
    const name = `${TREE_DIR}/${e.path}`;
    if (e.kind === "dir") z[`${name}/`] = [new Uint8Array(0), { mtime: MTIME }];
    else if (e.kind === "symlink") z[name] = [encodeUtf8(e.target), { mtime: MTIME, os: 3, attrs: LINK_ATTRS, level: 0 }];
    else z[name] = [e.bytes, { mtime: MTIME }];
  }
  z[MANIFEST_FILE] = [encodeUtf8(manifestJson), { mtime: MTIME }];
  z[QUESTION_FILE] = [encodeUtf8(question), { mtime: MTIME }];
  return zipSync(z, { level: 6 });
}
