/**
 * `check --fix` and `--fix-dry-run`: the fixes findings carry, planned, proven, then written (or only
 * shown: the dry run prints the same plan). A fix is planned on the bytes the check read and goes in
 * the plan only if
 * - its file is a regular file with one link, reached without a link, inside the folder the user
 *   named, writable, read whole (at most 8 MiB) and still holding exactly the bytes the check read;
 * - its edit changes only the characters it means to (fix-bytes.ts: every other byte is copied);
 * - the check run again over the tree as the fix leaves it shows its finding gone and nothing new
 *   (fix-proof.ts).
 * Each file is written alone (replace-file.ts: a temporary file beside it, renamed over it): a failure
 * is one line, and what was applied is always said.
 */
import {
  closeSync,
  fstatSync,
  linkSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
  constants,
  type Stats,
} from "node:fs";
import { placesOf } from "../check/causes";
import { applyEditsToBytes } from "../check/fix-bytes";
import { keysOf, proveFixes, type Checked, type FixClaim } from "../check/fix-proof";
import type { CheckOptions, Fix } from "../check/types";
import { decodeLossy, encodeUtf8 } from "../core/bytes";
import { dirname, isWithin, relative } from "../core/paths";
import { MAX_READ_BYTES } from "../fs/port";
import type { PlannedTree } from "../fs/planned-fs";
import { lexists } from "./io";
import { replaceFile } from "./replace-file";
import type { ReadLog } from "./read-log";

type Edit = Extract<Fix, { kind: "edit" }>;

export interface FixOutcome {
  /** One unified diff (or rename line) per file changed, or to be changed in a dry run, in the folder's paths. */
  diffs: string[];
  /** Fixes applied (or, in a dry run, planned). */
  applied: number;
  /** Fixes left out of the plan, with why. */
  skipped: string[];
  /** Planned fixes that could not be written, with why (never in a dry run). */
  failed: string[];
}

export interface FixInput {
  /** The check's options, over a fresh port of the disk: the proofs read the tree through it. */
  options: CheckOptions;
  /** The check the fixes come from, with its runs. */
  checked: Checked;
  /** What the check read, to know a file has not changed since. */
  log: ReadLog;
  /** The folder the user named: no fix writes outside it. */
  folder: string;
  write: boolean;
}

/** One file's change in the plan, with the fixes it carries and what they claim. */
type Step =
  | { kind: "edit"; path: string; before: Uint8Array; after: Uint8Array; fixes: Edit[]; claims: FixClaim[] }
  | { kind: "create"; path: string; bytes: Uint8Array; fix: Fix; claims: FixClaim[] }
  | { kind: "rename"; from: string; to: string; fix: Fix; claims: FixClaim[] };

const fixCount = (s: Step) => (s.kind === "edit" ? s.fixes.length : 1);
const READ_ONLY = "it is read-only";

/** Why a file may not be changed, or null. */
function fileRefusal(folder: string, path: string): string | null {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return "it does not exist";
  }
  if (st.isSymbolicLink() || realpathSync.native(path) !== path) return "it is reached through a link";
  if (!isWithin(path, folder)) return "it is outside the folder being checked";
  if (!st.isFile()) return "it is not a regular file";
  if (st.nlink > 1) return `it has ${st.nlink} hard links, and a change would reach the other names too`;
  if ((st.mode & 0o222) === 0) return READ_ONLY;
  return folderRefusal(folder, dirname(path));
}

/** Why a folder may not receive a file, or null. */
function folderRefusal(folder: string, dir: string): string | null {
  let st: Stats;
  try {
    st = lstatSync(dir);
  } catch {
    return "its folder does not exist";
  }
  if (st.isSymbolicLink() || realpathSync.native(dir) !== dir) return "its folder is reached through a link";
  if (!st.isDirectory()) return "its folder is not a folder";
  if (!isWithin(dir, folder)) return "it is outside the folder being checked";
  if ((st.mode & 0o222) === 0) return "its folder is read-only";
  return null;
}

/** A regular file's bytes, without following a link or blocking; null past MAX_READ_BYTES. */
function readWhole(path: string): Uint8Array | null {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const size = fstatSync(fd).size;
    if (size > MAX_READ_BYTES) return null;
    const buf = new Uint8Array(size + 1);
    let n = 0;
    for (let r; n < buf.length && (r = readSync(fd, buf, n, buf.length - n, null)) > 0;) n += r;
    return n > MAX_READ_BYTES ? null : buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** A unified diff of two texts; `before` null: a new file. */
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
    // An empty side names the line before the change, as unified diffs do.
    `@@ -${gone.length > 0 ? top + 1 : top},${gone.length} +${added.length > 0 ? top + 1 : top},${added.length} @@`,
    ...gone.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
  ].join("\n");
}

/** Each fix of the report once, with the claims of every finding that carries it. */
function fixesWithClaims({ report }: Checked): { fix: Fix; claims: FixClaim[] }[] {
  const byFix = new Map<string, { fix: Fix; claims: FixClaim[] }>();
  for (const f of report.findings) {
    const keys = keysOf(f);
    placesOf(f).forEach((place, i) => {
      if (!place.fix) return;
      const changes = place.fix.kind === "rename" ? [place.fix.from, place.fix.to] : [place.fix.path];
      const id = JSON.stringify(place.fix);
      const entry = byFix.get(id) ?? { fix: place.fix, claims: [] };
      entry.claims.push({ key: keys[i], changes, agents: f.agents, cwds: f.cwds });
      byFix.set(id, entry);
    });
  }
  return [...byFix.values()];
}

/** The plan before its proof: each fix whose file may be changed, as a step. */
function planSteps(input: FixInput, skip: (fix: Fix, why: string) => void): Step[] {
  const { folder, log } = input;
  const steps: Step[] = [];
  const claimed = new Set<string>();
  const edits = new Map<string, { fix: Edit; claims: FixClaim[] }[]>();
  for (const { fix, claims } of fixesWithClaims(input.checked)) {
    if (fix.kind === "edit") {
      edits.set(fix.path, [...(edits.get(fix.path) ?? []), { fix, claims }]);
      continue;
    }
    const target = fix.kind === "create" ? fix.path : fix.to;
    const why =
      (fix.kind === "rename" ? fileRefusal(folder, fix.from) : null) ??
      (lexists(target) ? `${relative(folder, target)} exists` : null) ??
      (claimed.has(target) ? `another fix makes ${relative(folder, target)}` : null) ??
      folderRefusal(folder, dirname(target));
    if (why) {
      skip(fix, why);
      continue;
    }
    claimed.add(target);
    if (fix.kind === "create") steps.push({ kind: "create", path: fix.path, bytes: encodeUtf8(fix.text), fix, claims });
    else steps.push({ kind: "rename", from: fix.from, to: fix.to, fix, claims });
  }
  for (const [path, list] of edits) {
    const all = (why: string) => list.forEach((x) => skip(x.fix, why));
    const why = fileRefusal(folder, path);
    if (why) {
      all(why);
      continue;
    }
    const before = readWhole(path);
    if (before === null) {
      all(`it is larger than ${MAX_READ_BYTES / 1024 / 1024} MiB, and the check read only its beginning`);
      continue;
    }
    if (log.agrees(path, before) !== true) {
      all("it changed since the check read it; run the check again");
      continue;
    }
    const planned = applyEditsToBytes(
      before,
      list.map((x) => x.fix),
    );
    if (!planned.ok) {
      all(planned.why);
      continue;
    }
    for (const r of planned.refused) skip(r.fix, r.why);
    if (planned.applied.length === 0) continue;
    const claims = list.filter((x) => planned.applied.includes(x.fix)).flatMap((x) => x.claims);
    steps.push({ kind: "edit", path, before, after: planned.bytes, fixes: planned.applied, claims });
  }
  return steps;
}

function treeOf(steps: Step[]): PlannedTree {
  const writes = new Map<string, Uint8Array>();
  const creates = new Map<string, Uint8Array>();
  const removes = new Set<string>();
  for (const s of steps) {
    if (s.kind === "edit") writes.set(s.path, s.after);
    else if (s.kind === "create") creates.set(s.path, s.bytes);
    else {
      removes.add(s.from);
      // The renamed file's bytes: an edit planned on it moves with it.
      creates.set(s.to, writes.get(s.from) ?? readWhole(s.from) ?? new Uint8Array());
    }
  }
  return { writes, creates, removes };
}

/** The steps that pass the proof: all at once when they do together, else one by one in order. */
function provenSteps(input: FixInput, steps: Step[], skip: (fix: Fix, why: string) => void, name: (p: string) => string): Step[] {
  if (steps.length === 0) return [];
  const together = proveFixes(
    input.options,
    input.checked,
    treeOf(steps),
    steps.flatMap((s) => s.claims),
    name,
  );
  if (together.why === null) return steps;
  const kept: Step[] = [];
  let before = input.checked;
  for (const step of steps) {
    const proof = proveFixes(input.options, before, treeOf([...kept, step]), step.claims, name);
    if (proof.why !== null) {
      for (const fix of step.kind === "edit" ? step.fixes : [step.fix]) skip(fix, proof.why);
      continue;
    }
    kept.push(step);
    before = proof.checked;
  }
  return kept;
}

/** Moves `from` to `to`, never over a file that appeared there meanwhile. */
function renameNoClobber(from: string, to: string): void {
  try {
    linkSync(from, to);
    unlinkSync(from);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A file system without hard links: look, then move.
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw e;
    if (lexists(to)) throw Object.assign(new Error("exists"), { code: "EEXIST" });
    renameSync(from, to);
  }
}

/** One step written; throws on failure (the caller says it). */
function writeStep(step: Step): void {
  if (step.kind === "create") {
    const fd = openSync(step.path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o666);
    try {
      for (let n = 0; n < step.bytes.length;) n += writeSync(fd, step.bytes, n, step.bytes.length - n);
    } finally {
      closeSync(fd);
    }
  } else if (step.kind === "rename") renameNoClobber(step.from, step.to);
  else {
    const was = lstatSync(step.path);
    const now = was.isFile() && was.nlink === 1 ? readWhole(step.path) : null;
    if (now === null || Buffer.compare(now, step.before) !== 0) throw Object.assign(new Error("changed"), { code: "CHANGED" });
    const problem = replaceFile(step.path, step.after);
    if (problem) throw Object.assign(new Error(problem), { code: "REPLACE", sentence: `it ${problem}` });
  }
}

const ERRORS: Record<string, string> = {
  CHANGED: "it changed while the fixes were being made",
  EACCES: "permission denied",
  EPERM: "not permitted",
  EEXIST: "a file of that name appeared meanwhile",
  ENOSPC: "the disk is full",
  EROFS: "the file system is read-only",
};

export function fixFiles(input: FixInput): FixOutcome {
  const { folder } = input;
  const shown = (p: string) => relative(folder, p) || ".";
  const out: FixOutcome = { diffs: [], applied: 0, skipped: [], failed: [] };
  const placeOf = (fix: Fix) => shown(fix.kind === "rename" ? fix.from : fix.path);
  const skip = (fix: Fix, why: string) => out.skipped.push(`${fix.description} (${placeOf(fix)}): ${why}.`);
  const steps = provenSteps(input, planSteps(input, skip), skip, shown);
  for (const step of steps) {
    if (input.write)
      try {
        writeStep(step);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? "";
        const said = (e as { sentence?: string }).sentence ?? ERRORS[code] ?? `it could not be written (${code || "error"})`;
        for (const fix of step.kind === "edit" ? step.fixes : [step.fix]) out.failed.push(`${fix.description} (${placeOf(fix)}): ${said}.`);
        continue;
      }
    out.applied += fixCount(step);
    if (step.kind === "create") out.diffs.push(diff(shown(step.path), null, decodeLossy(step.bytes).text));
    else if (step.kind === "rename") out.diffs.push(`rename ${shown(step.from)} -> ${shown(step.to)}`);
    else out.diffs.push(diff(shown(step.path), decodeLossy(step.before).text, decodeLossy(step.after).text));
  }
  return out;
}
