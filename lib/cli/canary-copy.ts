/**
 * The real tree behind `canary --dir`, as copy entries, and writing a kit to a folder. The copy
 * leaves out node_modules (never rule files, and often huge) and stands a skeleton in for `.git`
 * (lib/canary/copy.ts); it is bounded, and links are copied as links.
 */
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
  fstatSync,
  constants,
} from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { encodeUtf8, formatBytes } from "../core/bytes";
import { gitSkeleton, type CopyEntry } from "../canary/copy";
import { TREE_DIR } from "../canary/facts";
import { MANIFEST_FILE, QUESTION_FILE } from "../canary/facts";

/** Files copied at most, and bytes: a kit is for the rule files of a project, not a whole disk. */
export const MAX_COPY_FILES = 20_000;
const MAX_COPY_BYTES = 256 * 1024 * 1024;

const SKIPPED = new Set(["node_modules"]);

export type CopyListing = { ok: true; entries: CopyEntry[]; notes: string[] } | { ok: false; error: string };

/** Read a regular file without following a link swapped in after the listing, and not past `max`. */
function readRegular(path: string, max: number): Uint8Array | null {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > max) return null;
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, null);
      if (n === 0) break;
      at += n;
    }
    return buf.subarray(0, at);
  } finally {
    closeSync(fd);
  }
}

/** Every entry below `root` (paths relative to it, POSIX), planted texts in place of the originals. */
export function listCopy(root: string, texts: Map<string, string>): CopyListing {
  const entries: CopyEntry[] = [];
  const notes: string[] = [];
  let files = 0;
  let bytes = 0;
  const posix = (p: string) => p.split(sep).join("/");
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const dir = queue[head];
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      notes.push(`${dir} could not be listed; it is left out of the copy.`);
      continue;
    }
    for (const name of names) {
      const full = join(dir, name);
      const rel = posix(relative(root, full));
      if (SKIPPED.has(name)) continue;
      if (name === ".git") {
        entries.push(...gitSkeleton(rel));
        continue;
      }
      let st;
      try {
        st = lstatSync(full);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        entries.push({ path: rel, kind: "dir" });
        queue.push(full);
      } else if (st.isSymbolicLink()) {
        const target = readlinkSync(full);
        // A link to an absolute place inside the tree is made relative, so the copy stays whole.
        const inside = isAbsolute(target) && !relative(root, target).startsWith("..");
        entries.push({ path: rel, kind: "symlink", target: inside ? posix(relative(dirname(full), target)) || "." : target });
        if (isAbsolute(target) && !inside) notes.push(`${rel} links to ${target}, outside the tree; the copy links there too.`);
      } else if (st.isFile()) {
        if (++files > MAX_COPY_FILES)
          return {
            ok: false,
            error: `The tree has more than ${MAX_COPY_FILES} files (node_modules and .git left aside); point --dir at a smaller folder.`,
          };
        const planted = texts.get(full);
        let body: Uint8Array | null;
        try {
          body = planted !== undefined ? encodeUtf8(planted) : readRegular(full, MAX_COPY_BYTES - bytes);
        } catch {
          body = null;
        }
        if (body === null) {
          if (st.size > MAX_COPY_BYTES - bytes)
            return {
              ok: false,
              error: `The tree holds more than ${formatBytes(MAX_COPY_BYTES)} of files; point --dir at a smaller folder.`,
            };
          notes.push(`${rel} could not be read; it is left out of the copy.`);
          continue;
        }
        bytes += body.length;
        entries.push({ path: rel, kind: "file", bytes: body });
      }
    }
  }
  return { ok: true, entries, notes };
}

/** Write the kit into `out` (which must be missing or empty): tree/..., canary.json, QUESTION.txt. */
export function writeKitDir(out: string, entries: CopyEntry[], manifestJson: string, question: string): void {
  const tree = join(out, TREE_DIR);
  mkdirSync(tree, { recursive: true });
  for (const e of entries) {
    const at = join(tree, ...e.path.split("/"));
    mkdirSync(e.kind === "dir" ? at : dirname(at), { recursive: true });
    if (e.kind === "file") writeFileSync(at, e.bytes, { flag: "wx" });
    else if (e.kind === "symlink") symlinkSync(e.target, at);
  }
  writeFileSync(join(out, MANIFEST_FILE), manifestJson, { flag: "wx" });
  writeFileSync(join(out, QUESTION_FILE), question, { flag: "wx" });
}
