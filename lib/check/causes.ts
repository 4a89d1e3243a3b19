/**
 * One finding per cause. Raw findings come one per agent, folder and file; a reader needs one line per
 * thing to fix: an agent missing a file because an import is refused is the refusal, said once, and
 * the same loss on eight GEMINI.md files is one finding listing the eight.
 */
import { basename, dirname } from "../core/paths";
import { CHECK_CODE_LIST, rowOf } from "./codes";
import type { Finding, Fix, Place } from "./types";

/** Codes that say why an agent does not get a file's text, and those that only say that it does not (their rows' role). */
const CAUSES = new Set(CHECK_CODE_LIST.filter((c) => rowOf(c).role === "cause"));
const SYMPTOMS = new Set(CHECK_CODE_LIST.filter((c) => rowOf(c).role === "symptom"));

const RANK = { error: 0, warning: 1, info: 2 } as const;

/**
 * A symptom folded into the cause on the same file (a copy: the findings given are left as they are): every agent the cause concerns is among the
 * symptom's agents, and the two were seen from a common folder (or the cause holds from every folder).
 */
export function foldSymptoms(findings: Finding[]): Finding[] {
  const copies = findings.map((f) => (CAUSES.has(f.code) ? { ...f } : f));
  const causesAt = new Map<string, Finding[]>();
  for (const f of copies) if (CAUSES.has(f.code)) causesAt.set(f.path, [...(causesAt.get(f.path) ?? []), f]);
  const out: Finding[] = [];
  for (const f of copies) {
    const cause = SYMPTOMS.has(f.code)
      ? (causesAt.get(f.path) ?? [])
          .filter((c) => c.agents.every((a) => f.agents.includes(a)) && (c.cwds.length === 0 || c.cwds.some((d) => f.cwds.includes(d))))
          .sort((a, b) => RANK[a.severity] - RANK[b.severity])[0]
      : undefined;
    if (cause) {
      cause.folded = [...(cause.folded ?? []), { code: f.code, message: f.message }];
      // The loss the symptom states stays as grave as it was: a file nothing reads is an error even when a misnamed file explains it.
      // Not so for a cause that stays info (an import the agent asks about): the file is asked for, not lost.
      const asked = rowOf(cause.code).staysInfoWhenFolding === true && cause.severity === "info";
      if (RANK[f.severity] < RANK[cause.severity] && !asked) cause.severity = f.severity;
    } else out.push(f);
  }
  return out;
}

/**
 * A message (and the messages folded into it) with the finding's own file, its folder and the folders
 * it was seen from taken out: what the cause is, wherever it holds.
 */
function causeText(f: Finding): string {
  const own = [f.path, dirname(f.path), ...f.cwds].filter((p) => p !== "/").sort((a, b) => b.length - a.length);
  const strip = (m: string) => own.reduce((acc, p) => acc.split(p).join("\u0000"), m);
  return [f.message, ...(f.folded ?? []).map((x) => `${x.code}\u0002${x.message}`)].map(strip).join("\u0003");
}

/**
 * Findings of one code, one agent set, one explanation and one remedy (paths aside) become one, at the
 * first file, with the others in `also`, each place keeping its own fix: the same file to create in
 * each folder, the same rename (Agents.md to AGENTS.md) or the same edit in each file. Fixing the
 * finding applies them all (fixesOf).
 */
export function groupByCause(findings: Finding[]): Finding[] {
  const groups = new Map<string, Finding>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = [f.code, f.severity, [...f.agents].sort().join(","), causeText(f), remedyOf(f.fix)].join("\u0001");
    const first = groups.get(key);
    if (!first) {
      const copy = { ...f, cwds: [...f.cwds] };
      groups.set(key, copy);
      out.push(copy);
      continue;
    }
    const place: Place = { path: f.path, ...(f.line ? { line: f.line } : {}), ...(f.fix ? { fix: f.fix } : {}) };
    first.also = [...(first.also ?? []), place];
    for (const c of f.cwds) if (!first.cwds.includes(c)) first.cwds.push(c);
  }
  return out;
}

/** What a fix does, without the paths it does it at: equal for the same remedy in several places. */
function remedyOf(fix: Fix | undefined): string {
  if (!fix) return "";
  if (fix.kind === "rename") return `rename\u0004${basename(fix.from)}\u0004${basename(fix.to)}`;
  return `${fix.kind}\u0004${fix.description}\u0004${fix.text}`;
}

/** Every place a finding points at: its own file, then the others of its cause. */
export const placesOf = (f: Finding): Place[] => [
  { path: f.path, ...(f.line ? { line: f.line } : {}), ...(f.fix ? { fix: f.fix } : {}) },
  ...(f.also ?? []),
];

/** Every fix a finding carries: its own, then those of the other files of its cause. */
export const fixesOf = (f: Finding): Fix[] => placesOf(f).flatMap((p) => (p.fix ? [p.fix] : []));

/** A finding as seen at one file: itself, or, for a file of its `also` list, the same cause at that file's line. */
export function findingsAt(findings: readonly Finding[], path: string): Finding[] {
  const out: Finding[] = [];
  for (const f of findings) {
    const at = placesOf(f).find((p) => p.path === path);
    if (!at) continue;
    if (at.path === f.path) out.push(f);
    else {
      const { line: _own, fix: _primary, ...rest } = f;
      out.push({ ...rest, path: at.path, ...(at.line ? { line: at.line } : {}), ...(at.fix ? { fix: at.fix } : {}) });
    }
  }
  return out;
}

const MAX_HEADLINE = 160;

/** The first sentence of a message, shortened to about one line: the headline when a finding names none. */
export function firstSentence(message: string): string {
  const end = message.search(/[.!?](?=\s+[A-Z(]|$)/);
  let s = end >= 0 ? message.slice(0, end + 1) : message;
  // A long sentence keeps its first clause: the what, without the why.
  const clause = s.indexOf("; ");
  if (s.length > MAX_HEADLINE * 0.75 && clause >= 40) s = s.slice(0, clause);
  return s.length <= MAX_HEADLINE ? s : `${s.slice(0, MAX_HEADLINE - 1).trimEnd()}…`;
}

export const headlineOf = (f: Finding): string => f.headline ?? firstSentence(f.message);

/** A profile's reason as a headline's tail: its label dropped ("Not sent: ..." -> "..."), its first clause. */
export function reasonClause(reason: string): string {
  const body = reason.replace(/^[A-Z][\w ]*: /, "");
  const clause = body.split(/[;.](?:\s|$)/)[0].replace(/\s*\([^)]*\)$/, "");
  if (clause.length <= 90) return clause;
  const cut = clause.slice(0, 90);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 60)).trimEnd()}…`;
}
