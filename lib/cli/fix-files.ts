/**
 * `check --fix` and `--fix-dry-run`: the fixes findings carry, applied to the real tree or only shown.
 * An edit replaces lines of one file (several in one file apply from the bottom up, so each keeps its
 * lines); a rename renames a file in its folder; a create writes a new file (one per folder of a cause). Never through a link (it would change the file the
 * link points at under another name), never outside the checked root, never over an existing file,
 * and a fix whose file changed since the check (its lines are gone) is skipped with the reason.
 */
import { lstatSync, readFileSync, realpathSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fixesOf } from "../check/causes";
import { applyEditToText } from "../check/fix-text";
import type { Finding, Fix } from "../check/types";
import { isWithin, relative } from "../core/paths";
import { lexists } from "./io";

type Edit = Extract<Fix, { kind: "edit" }>;

export interface FixOutcome {
  /** One unified diff (or rename line) per changed file, in repository paths. */
  diffs: string[];
  applied: number;
  /** Fixes left alone, with why. */
  skipped: string[];
}

/** Whether `path` is a regular file reached without a link, inside `root`. */
function plainFileIn(root: string, path: string): string | null {
  if (!lexists(path)) return "it does not exist";
  if (lstatSync(path).isSymbolicLink() || realpathSync.native(path) !== path) return "it is reached through a link";
  if (!isWithin(path, root)) return "it is outside the checked folder";
  if (!lstatSync(path).isFile()) return "it is not a regular file";
  return null;
}

/** Whether `dir` is a folder reached without a link, inside `root` (a new file goes there). */
function plainFolderIn(root: string, dir: string): string | null {
  if (!lexists(dir)) return "its folder does not exist";
  if (lstatSync(dir).isSymbolicLink() || realpathSync.native(dir) !== dir) return "its folder is reached through a link";
  if (!lstatSync(dir).isDirectory()) return "its folder is not a folder";
  if (!isWithin(dir, root)) return "it is outside the checked folder";
  return null;
}

/** A unified diff; `before` null: a new file. */
function diff(path: string, before: string | null, after: string): string {
  if (before === null) {
    const lines = after.replace(/\n$/, "").split("\n");
    return [`--- /dev/null`, `+++ ${path}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join("\n");
  }
  const a = before.split("\n");
  const b = after.split("\n");
  let top = 0;
  while (top < a.length && top < b.length && a[top] === b[top]) top++;
  let bottom = 0;
  while (bottom < a.length - top && bottom < b.length - top && a[a.length - 1 - bottom] === b[b.length - 1 - bottom]) bottom++;
  const gone = a.slice(top, a.length - bottom);
  const added = b.slice(top, b.length - bottom);
  return [
    `--- ${path}`,
    `+++ ${path}`,
    `@@ -${top + 1},${gone.length} +${top + 1},${added.length} @@`,
    ...gone.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
  ].join("\n");
}

export function fixFiles(findings: Finding[], root: string, write: boolean): FixOutcome {
  const out: FixOutcome = { diffs: [], applied: 0, skipped: [] };
  const shown = (p: string) => relative(root, p) || ".";
  const edits = new Map<string, Edit[]>();
  for (const fix of findings.flatMap(fixesOf)) {
    if (fix.kind === "edit") edits.set(fix.path, [...(edits.get(fix.path) ?? []), fix]);
    else if (fix.kind === "create") {
      const { path, text, description } = fix;
      const why = lexists(path) ? `${shown(path)} exists` : plainFolderIn(root, dirname(path));
      if (why) {
        out.skipped.push(`${description} (${shown(path)}): ${why}.`);
        continue;
      }
      if (write) writeFileSync(path, text, { flag: "wx" });
      out.diffs.push(diff(shown(path), null, text));
      out.applied++;
    } else {
      const { from, to, description } = fix;
      const why =
        plainFileIn(root, from) ??
        (lexists(to) ? `${shown(to)} exists` : !isWithin(to, root) ? "the new name is outside the checked folder" : null);
      if (why) {
        out.skipped.push(`${description} (${shown(from)}): ${why}.`);
        continue;
      }
      if (write) renameSync(from, to);
      out.diffs.push(`rename ${shown(from)} -> ${shown(to)}`);
      out.applied++;
    }
  }
  for (const [path, fixes] of edits) {
    const why = plainFileIn(root, path);
    if (why) {
      out.skipped.push(...fixes.map((x) => `${x.description} (${shown(path)}): ${why}.`));
      continue;
    }
    const before = readFileSync(path, "utf8");
    let after = before;
    // Bottom up: a fix lower in the file does not move the lines of one above it.
    for (const x of [...fixes].sort((p, q) => q.line - p.line)) {
      if (x.line > after.split("\n").length + 1) {
        out.skipped.push(`${x.description} (${shown(path)}): line ${x.line} is no longer there.`);
        continue;
      }
      after = applyEditToText(after, x);
      out.applied++;
    }
    if (after === before) continue;
    if (write) writeFileSync(path, after);
    out.diffs.push(diff(shown(path), before, after));
  }
  return out;
}
