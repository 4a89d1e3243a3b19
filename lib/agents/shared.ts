/**
 * Small helpers several profiles share. They hold no agent facts (names, separators, defaults):
 * those stay in each profile.
 */
import type { GlobGuard, GlobSite } from "../core/glob-guard";
import { dirname, isWithin, join, normalize, relative } from "../core/paths";
import { parseJsonc } from "../core/jsonc";
import { readCandidate, type ReadOutcome } from "../core/read";
import { splitFrontmatter, type FrontmatterSplit } from "../core/lenient-frontmatter";
import type { Block, Diagnostic, Source, SourceStatus } from "../types";
import { utf8Length } from "../core/bytes";
import { listing, type ListingEntry } from "../core/rule-listing";
import type { DiagnosticCode } from "../diagnostic-codes";
import type { ProfileContext } from "./base";
import type { SourceLayer } from "../source-layers";

/**
 * Workspace-relative glob matching as Kiro and Windsurf document it (their matchers are closed): a
 * leading `./` or `/` is dropped, and a pattern without `/` matches a file name at any depth.
 */
export function relativeGlobsMatching(guard: GlobGuard, site: GlobSite, globs: string[], rel: string): string[] {
  return guard.limitList(globs, site).filter((g) => guard.minimatch(rel, anchored(g), g.includes("/") ? ANCHORED : ANY_DEPTH, site));
}

// One options object each, so the guard's matcher cache knows them without serialising per test.
const ANCHORED = Object.freeze({ dot: true, matchBase: false });
const ANY_DEPTH = Object.freeze({ dot: true, matchBase: true });
const anchored = (g: string) => g.replace(/^(\.\/|\/)+/, "");

/** A character that makes a glob segment more than a literal name (minimatch's syntax, escapes included). */
const MAGIC = /[*?[\]{}()!+@\\]/;

/**
 * The literal folders a pattern starts with, as relativeGlobsMatching reads it ("src/api/**" ->
 * "src/api"), or null when it may match a path anywhere (no `/`, so it matches a name at any depth;
 * a magic first segment; an empty, `.` or `..` segment, which a literal prefix would not honour).
 */
function literalBase(g: string): string | null {
  if (!g.includes("/")) return null;
  const base: string[] = [];
  for (const seg of anchored(g).split("/")) {
    if (MAGIC.test(seg)) break;
    if (seg === "" || seg === "." || seg === "..") return null;
    base.push(seg);
  }
  return base.length > 0 ? base.join("/") : null;
}

/**
 * The rules whose patterns can match a workspace-relative path, found by the patterns' literal
 * leading folders instead of testing every rule against every path: a check reads each of 30,000
 * files with 500 subfolder AGENTS.md pending as `<dir>/**` rules, 15 million tests without it. Only
 * the rules it returns need relativeGlobsMatching; the others cannot match.
 */
export class RelativeGlobIndex<T> {
  private readonly anywhere: number[] = [];
  private readonly byBase = new Map<string, number[]>();

  constructor(
    private readonly items: readonly T[],
    patternsOf: (item: T) => readonly string[],
  ) {
    items.forEach((item, i) => {
      const bases = patternsOf(item).map(literalBase);
      if (bases.includes(null)) return void this.anywhere.push(i);
      for (const b of new Set(bases as string[])) {
        const at = this.byBase.get(b);
        if (at) at.push(i);
        else this.byBase.set(b, [i]);
      }
    });
  }

  /** The items that may match `rel`, in their given order. */
  mayMatch(rel: string): T[] {
    const hits = new Set(this.anywhere);
    for (let i = rel.indexOf("/"); ; i = rel.indexOf("/", i + 1)) {
      for (const k of this.byBase.get(i === -1 ? rel : rel.slice(0, i)) ?? []) hits.add(k);
      if (i === -1) break;
    }
    return [...hits].sort((a, b) => a - b).map((k) => this.items[k]);
  }
}

/** A rule with workspace-relative globs, attached on the first read of a file they match. */
interface GlobRule {
  path: string;
  globs: string[];
  globsLine?: number;
}

/**
 * For each context path inside `cwd` (in the session's order), the pending rules its read attaches:
 * those whose globs match it and that no earlier read attached, each with the patterns that matched.
 * Reads that attach nothing are left out.
 */
export function attachmentsByRead<R extends GlobRule>(
  ctx: ProfileContext,
  cwd: string,
  pending: readonly R[],
): { entry: string; rel: string; matches: { rule: R; by: string[] }[] }[] {
  const attached = new Set<R>();
  const index = new RelativeGlobIndex(pending, (r) => r.globs);
  const out: { entry: string; rel: string; matches: { rule: R; by: string[] }[] }[] = [];
  for (const entry of ctx.input.contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    if (!isWithin(abs, cwd) || abs === cwd) continue;
    const rel = relative(cwd, abs);
    const matches = index
      .mayMatch(rel)
      .filter((r) => !attached.has(r))
      .map((rule) => ({ rule, by: relativeGlobsMatching(ctx.globs, { path: rule.path, line: rule.globsLine }, rule.globs, rel) }))
      .filter((m) => m.by.length > 0);
    for (const m of matches) attached.add(m.rule);
    if (matches.length > 0) out.push({ entry, rel, matches });
  }
  return out;
}

/** Say once per file that its markdown was read with the simplified scanner (lib/core/markdown-scan.ts). */
export function noteSimplifiedMarkdown(ctx: ProfileContext, path: string, why: string): void {
  ctx.diag({
    level: "warning",
    code: "markdown-simplified",
    path,
    message: `${path}: ${why}, so Rulescope read it with a simpler scanner (code fences, code spans and HTML comments only); @-references and comments may differ from the agent's reading near emphasis, links and indented code.`,
  });
}

/** Map a failed read to a Source status and reason. */
export function failedReadStatus(r: Exclude<ReadOutcome, { kind: "file" }>): { status: SourceStatus; reason: string } | null {
  switch (r.kind) {
    case "missing":
      return null;
    case "unreadable":
      return { status: "unreadable", reason: `${r.message}, so it is skipped.` };
    case "loop":
      return { status: "unreadable", reason: `It is a symlink loop, so it cannot be read and is skipped.` };
    case "not-a-file":
      return { status: "unreadable", reason: `${r.message}, so it is not a candidate.` };
  }
}

/**
 * failedReadStatus, with a dangling symlink reported too (as unreadable): for profiles that show such a
 * link to the user rather than leave it to the trace as a plain miss.
 */
export function failedReadStatusOrDangling(r: Exclude<ReadOutcome, { kind: "file" }>): { status: SourceStatus; reason: string } | null {
  if (r.kind === "missing" && r.dangling)
    return { status: "unreadable", reason: "It is a symlink to nothing (dangling), so it is skipped." };
  return failedReadStatus(r);
}

/** Record a read that did not produce a file (nothing for a plain miss: the trace has it). */
export function recordFailedRead(ctx: ProfileContext, r: Exclude<ReadOutcome, { kind: "file" }>, layer: SourceLayer): void {
  const s = failedReadStatus(r);
  if (s) ctx.source({ path: r.path, layer, status: s.status, reason: s.reason, bytes: 0, includedBytes: 0 });
}

/** Warn once per file that was not valid UTF-8 and was decoded with U+FFFD replacements. */
export function warnLossy(ctx: ProfileContext, r: Extract<ReadOutcome, { kind: "file" }>): void {
  if (!r.validUtf8)
    ctx.diag({
      level: "warning",
      code: "file-invalid-utf8",
      path: r.path,
      message: `${r.path} is not valid UTF-8; invalid bytes were replaced with U+FFFD, as the agent does.`,
    });
  if (r.binary)
    ctx.diag({
      level: "warning",
      code: "file-binary",
      path: r.path,
      message: `${r.path} looks binary (it has NUL bytes); the agent still reads it as text.`,
    });
}

export function shadowed(path: string, layer: SourceLayer, by: string, size: number, why = `${by} was found first`): Source {
  return { path, layer, status: "shadowed", reason: `Shadowed: ${why}.`, bytes: size, includedBytes: 0 };
}

/** A Source for a candidate that adds no text (not matched, disabled, unreadable...). */
export const noText = (path: string, layer: SourceLayer, status: SourceStatus, reason: string, bytes = 0): Source => ({
  path,
  layer,
  status,
  reason,
  bytes,
  includedBytes: 0,
});

/**
 * Read a whole candidate file. When it yields no text, the Source saying why goes to `note` (a dangling
 * link included, so a user sees it; a plain miss is left to the trace) and the result is null.
 */
export function readTextOrNote(
  ctx: ProfileContext,
  path: string,
  layer: SourceLayer,
  note: (s: Source) => void,
): { text: string; size: number } | null {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") {
    const s = failedReadStatusOrDangling(r);
    if (s) note(noText(path, layer, s.status, s.reason));
    return null;
  }
  warnLossy(ctx, r);
  return { text: r.text, size: r.size };
}

/**
 * Files named `*<ext>` (any case, more than the extension) directly in `dir`, in name order. Folders
 * are passed over; any other entry is `other`'s to note (Kiro's steering and Windsurf's rules folders
 * read only their `.md` files).
 */
export function filesByExtension(ctx: ProfileContext, dir: string, ext: string, other: (path: string, size: number) => void): string[] {
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return [];
  const out: string[] = [];
  for (const n of names.value) {
    const p = join(dir, n);
    const st = ctx.fs.stat(p);
    if (st.ok && st.value.kind === "dir") continue;
    if (n.toLowerCase().endsWith(ext) && n.length > ext.length) out.push(p);
    else if (st.ok) other(p, st.value.size);
  }
  return out;
}

/** What a rule-file parser says about one file, phrased without its path (the profile adds it). */
export interface FileNote {
  level: "warning" | "info";
  code: DiagnosticCode;
  message: string;
  line?: number;
  fix?: Diagnostic["fix"];
}

/** A parser's note as the diagnostic a profile reports: the path leads the message. */
export const fileNoteDiagnostic = (path: string, n: FileNote): Diagnostic => ({
  level: n.level,
  code: n.code,
  path,
  message: `${path} ${n.message}.`,
  ...(n.line !== undefined ? { line: n.line } : {}),
  ...(n.fix ? { fix: n.fix } : {}),
});

/** A file sent as one entry of a Rulescope listing, with the `included` source that says why. */
export interface ListedFile {
  entry: ListingEntry;
  source: Source;
}

export function listedFile(
  path: string,
  layer: SourceLayer,
  label: string,
  reason: string,
  text: string,
  size: number,
  matchedBy?: string[],
): ListedFile {
  return {
    entry: { label, text, path },
    source: {
      path,
      layer,
      status: "included",
      reason,
      bytes: size,
      includedBytes: Math.min(size, utf8Length(text)),
      ...(matchedBy ? { matchedBy } : {}),
    },
  };
}

/** The block of files attached when the session reads `entry`, as agent `agentName`'s Rulescope listing. */
export function attachedOnRead(agentName: string, entry: string, files: readonly ListedFile[]): Block {
  return {
    role: "system",
    label: `Attached when ${entry} is read (Rulescope listing)`,
    trigger: `read ${entry}`,
    text: listing(
      agentName,
      files.map((f) => f.entry),
    ).toString(),
  };
}

/** A `globs:` value as Windsurf and Antigravity read it: a string or a list of strings, each split on commas. */
export function commaGlobs(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
  return parts
    .flatMap((p) => p.split(","))
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/**
 * A context path as a read tool opens it: the absolute path of the file, or null when it is no readable
 * file (said once as an info diagnostic: `consequence` ends the sentence, in the agent's terms).
 */
export function readableContextFile(ctx: ProfileContext, entry: string, target: string, consequence: string): string | null {
  const st = ctx.fs.stat(target);
  if (st.ok && st.value.kind === "file") return target;
  ctx.diag({
    level: "info",
    code: "context-path-not-a-file",
    path: target,
    message: `Context path ${entry} is not a readable file${consequence}.`,
  });
  return null;
}

/**
 * Where a rule's text starts after its leading blank lines (spaces, tabs, CRLF line ends): Cursor and
 * Trae drop them after the frontmatter. A loop, not `^(?:[ \t]*\r?\n)+`: V8 runs that regex out of
 * stack on millions of blank lines.
 */
export function leadingBlankLines(text: string): number {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") start = i + 1;
    else if (c !== " " && c !== "\t" && !(c === "\r" && text[i + 1] === "\n")) break;
  }
  return start;
}

/** A setting by dotted key: the flat spelling wins over the nested one. */
export function setting(config: Record<string, unknown>, key: string): unknown {
  if (Object.prototype.hasOwnProperty.call(config, key)) return config[key];
  let cur: unknown = config;
  for (const part of key.split(".")) {
    if (cur === null || typeof cur !== "object" || Array.isArray(cur) || !Object.prototype.hasOwnProperty.call(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Directories from the cwd up to the worktree, nearest first (the worktree included). */
export function cwdToWorktree(cwd: string, worktree: string): string[] {
  const out: string[] = [];
  for (let d = normalize(cwd); ; d = dirname(d)) {
    out.push(d);
    if (d === worktree || d === "/") return out;
  }
}

/**
 * A rule file's frontmatter split from its body, with the warning an unclosed block earns: `unclosed`
 * says, in the agent's terms, what it then makes of the file.
 */
export function openFrontmatter(text: string, unclosed: string): { split: FrontmatterSplit; notes: FileNote[] } {
  const split = splitFrontmatter(text);
  return { split, notes: split.unclosed ? [{ level: "warning", code: "frontmatter-unclosed", message: unclosed }] : [] };
}

/**
 * An instruction URL the agent fetches when it starts: listed unread (Rulescope fetches nothing) and
 * said as a warning, both in the agent's own words.
 */
export function urlNotFetched(ctx: ProfileContext, url: string, words: { reason: string; message: string }): void {
  ctx.source(noText(url, "config", "unreadable", words.reason));
  ctx.diag({ level: "warning", code: "url-not-fetched", path: url, message: words.message });
}

/** A config file's JSONC value, or undefined after an error that ends with what the agent then does. */
export function jsoncOrSay(ctx: ProfileContext, path: string, text: string, then: string): { value: unknown } | undefined {
  const parsed = parseJsonc(text);
  if (parsed.ok) return { value: parsed.value };
  ctx.diag({ level: "error", code: "config-unparsable", path, message: `${path} is not valid JSONC (${parsed.message}); ${then}` });
  return undefined;
}

/** A rule file whose frontmatter names its trigger (the Windsurf lineage: Windsurf, Antigravity). */
export interface TriggeredRule<Kind extends string, Trigger extends string> {
  path: string;
  kind: Kind;
  layer: SourceLayer;
  /** The file name without `.md`: what a mention of the rule in the prompt calls. */
  name: string;
  trigger: Trigger;
  globs: string[];
  /** The line `globs:` is written on, for warnings about its patterns. */
  globsLine?: number;
  description?: string;
  /** The text sent: the body after frontmatter, cut at the agent's limit. */
  text: string;
  size: number;
  truncated: boolean;
}
