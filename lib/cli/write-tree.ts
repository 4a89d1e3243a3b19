/**
 * Write a Scenario's `files` to a real directory, so the same tree can be read through node:fs (tests)
 * or handed to a real agent (users). Mirrors buildMemfs: entries parents-first in code-unit order,
 * links last, an entry that cannot be created is reported and skipped, never thrown.
 */
import { chmodSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { decodeBase64 } from "../core/bytes";
import { dirname, normalize, relative, resolvePath } from "../core/paths";
import { compareCodeUnits } from "../fs/memfs";
import type { BuildProblem } from "../fs/port";
import type { FileEntry } from "../scenario/types";

export interface WriteTreeOptions {
  /**
   * How an absolute link target (a virtual path) is written. "relative" (default): a relative link,
   * so the tree stays self-contained wherever it is moved; readlink then shows the relative form.
   * "absolute": the target under the root, which the node:fs adapter maps back to the virtual path.
   */
  links?: "relative" | "absolute";
}

export interface WriteTreeResult {
  problems: BuildProblem[];
  /** Real paths made unreadable (chmod 000); pass the result to removeTree to clean up. */
  unreadable: string[];
  /** True when running as root: chmod 000 does not stop root from reading, so `unreadable` has no effect. */
  unreadableIgnored: boolean;
}

/** True when a relative link target at `linkPath` climbs above the virtual root ("/a" -> "../../x"). */
export function climbsAboveRoot(linkPath: string, target: string): boolean {
  if (target.startsWith("/")) return false;
  let depth = dirname(linkPath).split("/").filter(Boolean).length;
  for (const seg of target.split("/")) {
    if (seg === "..") depth--;
    else if (seg !== "" && seg !== ".") depth++;
    if (depth < 0) return true;
  }
  return false;
}

/**
 * memfs resolves such a target as if ".." stopped at "/"; on disk it would leave the root, so it is
 * written clamped (readlink then shows the clamped form: the one place the adapters differ).
 */
function clampRelative(linkPath: string, target: string): string {
  if (!climbsAboveRoot(linkPath, target)) return target;
  const linkDir = dirname(linkPath);
  return relative(linkDir, resolvePath(linkDir, target)) || ".";
}

function linkTarget(path: string, target: string, realRoot: string, mode: "relative" | "absolute"): string {
  if (!target.startsWith("/")) return clampRelative(path, target);
  if (mode === "absolute") return realRoot === "/" ? normalize(target) : realRoot + normalize(target);
  return relative(dirname(path), target) || ".";
}

function describeError(e: unknown, path: string): string {
  const code = (e as { code?: string })?.code;
  if (code === "EEXIST" || code === "EISDIR") return `${path} is given twice (as a file and as a folder); the second is skipped`;
  if (code === "ENOTDIR") return `a parent of ${path} is a file, so it cannot hold entries; skipped`;
  return `could not be created (${code ?? String(e)}); skipped`;
}

export function writeTree(files: Record<string, FileEntry>, dir: string, options: WriteTreeOptions = {}): WriteTreeResult {
  mkdirSync(dir, { recursive: true });
  const realRoot = realpathSync.native(dir);
  const real = (p: string) => (p === "/" ? realRoot : realRoot + p);
  const problems: BuildProblem[] = [];
  const unreadable: string[] = [];
  const links: [string, string][] = [];
  for (const raw of Object.keys(files).sort(compareCodeUnits)) {
    const path = normalize(raw);
    const entry = files[raw];
    // As in memfs, `unreadable` on a link marks nothing: chmod would follow the link to its target.
    const markUnreadable = typeof entry === "object" && entry.unreadable === true && entry.symlink === undefined;
    if (path === "/") {
      if (markUnreadable) unreadable.push(realRoot);
      continue;
    }
    try {
      mkdirSync(real(dirname(path)), { recursive: true });
      if (typeof entry === "string") writeFileSync(real(path), entry);
      else if (entry.symlink !== undefined) links.push([path, entry.symlink]);
      else if (entry.dir) mkdirSync(real(path), { recursive: true });
      else if (entry.base64 !== undefined) {
        const bytes = decodeBase64(entry.base64);
        if (bytes === null) problems.push({ path: raw, message: "its base64 body is not valid base64; the file is left empty" });
        writeFileSync(real(path), bytes ?? new Uint8Array(0));
      } else writeFileSync(real(path), entry.content ?? "");
      if (markUnreadable) unreadable.push(real(path));
    } catch (e) {
      problems.push({ path: raw, message: describeError(e, path) });
    }
  }
  for (const [path, target] of links) {
    try {
      mkdirSync(real(dirname(path)), { recursive: true });
      symlinkSync(linkTarget(path, target, realRoot, options.links ?? "relative"), real(path));
    } catch (e) {
      problems.push({ path, message: describeError(e, path) });
    }
  }
  // Deepest first, so making a folder unreadable never blocks a later chmod inside it.
  for (const p of [...unreadable].sort(compareCodeUnits).reverse()) chmodSync(p, 0o000);
  return { problems, unreadable, unreadableIgnored: process.getuid?.() === 0 };
}

/** Remove a tree written by writeTree, restoring permissions first so the removal can see inside. */
export function removeTree(dir: string, written?: WriteTreeResult): void {
  for (const p of [...(written?.unreadable ?? [])].sort(compareCodeUnits)) {
    try {
      chmodSync(p, 0o755);
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
