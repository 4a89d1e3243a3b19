/**
 * Pure logic behind the Problems panel, the editor's markers and quick fixes, and the budget ruler:
 * no React, no Monaco, so it is unit-tested directly (logic.test.ts).
 */
import { CHECK_CODES } from "@/lib/check/codes";
import type { Finding, Fix } from "@/lib/check/types";
import { findingsAt, placesOf } from "@/lib/check/causes";
import { applyEditToText } from "@/lib/check/fix-text";
import { ancestors, dirname, normalize } from "@/lib/core/paths";
import { utf8Length as bytesOf } from "@/lib/core/bytes";
import { entryText, setText } from "@/lib/scenario/edit";
import type { Scenario } from "@/lib/scenario/types";
import type { Source, SourceStatus } from "@/lib/types";
import { renameEntry } from "../tree/edits";

/**
 * The folder the check treats as the project: the nearest folder above the working directory that
 * holds a .git entry; else the working directory's top-level folder, stepping down through folders that
 * only wrap one folder on the way to it ("/upload" holding just "/upload/team-repo").
 */
export function checkRoot(files: Scenario["files"], cwd: string): string {
  const dir = normalize(cwd);
  const chain = ancestors(dir);
  for (const a of chain) if (Object.hasOwn(files, a === "/" ? "/.git" : `${a}/.git`)) return a;
  const down = chain.reverse().slice(1); // top-level folder first, down to cwd
  if (down.length === 0) return "/";
  const children = new Map<string, Set<string>>(down.map((d) => [d, new Set<string>()]));
  const files_ = new Set<string>();
  // A .git folder may exist only through what is inside it (/repo/.git/HEAD, no /repo/.git entry).
  const gitAt = new Set<string>();
  for (const key of Object.keys(files)) {
    const p = normalize(key);
    if (p.startsWith("/.git/")) gitAt.add("/");
    for (const d of down) {
      if (!p.startsWith(`${d}/`)) break;
      const rest = p.slice(d.length + 1);
      const slash = rest.indexOf("/");
      if (slash < 0) {
        const e = files[key];
        if (typeof e === "object" && e.dir) children.get(d)!.add(rest);
        else files_.add(d);
      } else {
        children.get(d)!.add(rest.slice(0, slash));
        if (rest.slice(0, slash) === ".git") gitAt.add(d);
      }
    }
  }
  // The nearest folder above the cwd with such a .git, as with an entry of its own.
  for (let k = down.length - 1; k >= 0; k--) if (gitAt.has(down[k])) return down[k];
  if (gitAt.has("/")) return "/";
  let i = 0;
  while (i < down.length - 1 && !files_.has(down[i]) && children.get(down[i])!.size === 1) i++;
  return down[i];
}

/** Where a code's page is served in the app (built from docs/checks/<code>.md), under the build's base path. */
export const checkDocHref = (code: string): string => `${process.env.NEXT_PUBLIC_BASE_PATH ?? ""}/checks/${encodeURIComponent(code)}`;

export const checkTitle = (code: string): string =>
  Object.hasOwn(CHECK_CODES, code) ? CHECK_CODES[code as keyof typeof CHECK_CODES].title : code;

/** The marker a finding puts in the editor: 1-based lines, whole lines (a finding with no line marks line 1). */
export interface MarkerData {
  severity: "error" | "warning" | "info";
  message: string;
  code: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** Findings for one file as editor markers, clamped to the text's lines. */
export function findingsToMarkers(findings: readonly Finding[], path: string, text: string): MarkerData[] {
  const lines = text.split("\n");
  const count = Math.max(1, lines.length);
  const out: MarkerData[] = [];
  for (const f of findingsAt(findings, path)) {
    const start = Math.min(Math.max(1, f.line ?? 1), count);
    const end = Math.min(Math.max(start, f.endLine ?? start), count);
    out.push({
      severity: f.severity,
      message: `${f.message}${f.fix ? ` (quick fix: ${f.fix.description})` : ""}`,
      code: f.code,
      startLineNumber: start,
      startColumn: 1,
      endLineNumber: end,
      endColumn: (lines[end - 1] ?? "").length + 1,
    });
  }
  return out;
}

/** The scenario with a finding's fix applied, or a sentence saying why it could not be. */
export function applyFix(s: Scenario, fix: Fix): { ok: true; scenario: Scenario; path: string } | { ok: false; message: string } {
  if (fix.kind === "edit") {
    const text = entryText(s.files[fix.path]);
    if (text === null) return { ok: false, message: `${fix.path} is not an editable text file.` };
    return { ok: true, path: fix.path, scenario: { ...s, files: setText(s.files, fix.path, applyEditToText(text, fix)) } };
  }
  if (fix.kind === "create") {
    if (Object.hasOwn(s.files, fix.path)) return { ok: false, message: `${fix.path} already exists.` };
    return { ok: true, path: fix.path, scenario: { ...s, files: { ...s.files, [fix.path]: fix.text } } };
  }
  if (dirname(fix.from) !== dirname(fix.to)) return { ok: false, message: `${fix.to} is in another folder.` };
  const name = fix.to.slice(fix.to.lastIndexOf("/") + 1);
  const r = renameEntry(s, fix.from, name);
  return r.ok ? { ok: true, scenario: r.scenario, path: r.path ?? fix.to } : r;
}

/**
 * Every fix of a finding's cause, in order (its own file's, then the other files'): one Fix press
 * mends the cause wherever it holds. The first that cannot apply stops it, with why.
 */
export function applyFixes(s: Scenario, fixes: readonly Fix[]): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  let next = s;
  for (const fix of fixes) {
    const r = applyFix(next, fix);
    if (!r.ok) return r;
    next = r.scenario;
  }
  return { ok: true, scenario: next };
}

/** Where a byte budget cuts a text: the 1-based line and column holding the first byte left out. */
export interface Cut {
  line: number;
  /** 1-based UTF-16 column of the first character not sent. */
  column: number;
  /** The cut falls exactly at the start of `line` (nothing of it is sent). */
  atLineStart: boolean;
}

/** The line and column where the first `includedBytes` UTF-8 bytes of `text` end; null when all of it fits. */
export function cutAtByte(text: string, includedBytes: number): Cut | null {
  if (includedBytes < 0) includedBytes = 0;
  let bytes = 0;
  let line = 1;
  let column = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    // A character that does not fit whole is not sent (the cut lands before it).
    if (bytes + size > includedBytes) return { line, column, atLineStart: column === 1 };
    bytes += size;
    const units = code > 0xffff ? 2 : 1;
    if (code === 10) {
      line++;
      column = 1;
    } else column += units;
    if (units === 2) i++;
  }
  return null;
}

/** UTF-8 size of a text (what budgets count). */
export const utf8Length = (text: string): number => bytesOf(text);

/** Rough tokens for a text, for the live caption only (about 4 bytes per token for English Markdown). */
export const estimateTokens = (bytes: number): number => Math.ceil(bytes / 4);

/** A rule file's badge in the Files tree: what the current agent makes of it, in words. */
export type TreeBadge =
  | "loaded"
  | "cut"
  | "dropped"
  | "offered"
  | "shadowed"
  | "never read"
  | "not matched"
  | "off"
  | "empty"
  | "duplicate"
  | "unreadable"
  | "binary";

const BADGE_OF: Record<SourceStatus, TreeBadge> = {
  included: "loaded",
  truncated: "cut",
  "over-budget": "dropped",
  shadowed: "shadowed",
  offered: "offered",
  unmatched: "not matched",
  disabled: "off",
  empty: "empty",
  duplicate: "duplicate",
  unreadable: "unreadable",
  binary: "binary",
};

/** The badge for a Source status (the Sources panel's word, as the tree says it). */
export const badgeForStatus = (s: SourceStatus): TreeBadge => BADGE_OF[s];

/** Which badge wins when one file is several sources (read directly and imported, say). */
const RANK: TreeBadge[] = [
  "loaded",
  "cut",
  "dropped",
  "offered",
  "shadowed",
  "not matched",
  "off",
  "duplicate",
  "empty",
  "unreadable",
  "binary",
  "never read",
];

/**
 * Badges per path for the current agent: each source's status, the best one when a file is listed
 * more than once; rule files the check reports as never read (or named in the wrong case) and that
 * this agent did not consider get "never read".
 */
export function treeBadges(sources: readonly Source[], findings: readonly Finding[] | null): Map<string, TreeBadge> {
  const out = new Map<string, TreeBadge>();
  for (const s of sources) {
    const b = BADGE_OF[s.status];
    const prev = out.get(s.path);
    if (!prev || RANK.indexOf(b) < RANK.indexOf(prev)) out.set(s.path, b);
  }
  for (const f of findings ?? [])
    if (f.code === "never-read" || f.code === "wrong-case" || f.folded?.some((x) => x.code === "never-read"))
      for (const { path } of placesOf(f)) if (!out.has(path)) out.set(path, "never read");
  return out;
}
