/**
 * From resolutions to findings. Each function reads what the profiles already report (sources with
 * their status and reason, diagnostics, prompt parts, trace probes) and says where a team's rules
 * silently fail. Findings come out per run here; engine.ts merges the same finding seen from several
 * directories or agents.
 */
import { decodeLossy, encodeUtf8 } from "../core/bytes";
import { basename, dirname, isWithin } from "../core/paths";
import { blocks } from "../core/markdown-code";
import { findingOf } from "./diagnostic-findings";
import type { FsPort } from "../fs/port";
import { CHECK_CODES, type CheckCode, type Severity } from "./codes";
import type { Run } from "./runs";
import { isLoaded, type Diagnostic } from "../types";
import type { Finding } from "./types";
import type { Identity } from "./identity";
import { reasonClause } from "./causes";
import { meantAsFile } from "../core/file-reference";

const ORDER: Severity[] = ["info", "warning", "error"];
const lower = (a: Severity, b: Severity): Severity => (ORDER.indexOf(a) < ORDER.indexOf(b) ? a : b);

export function finding(
  code: CheckCode,
  run: { agent: string; cwd?: string },
  path: string,
  message: string,
  extra: Partial<Finding> = {},
): Finding {
  return { code, severity: CHECK_CODES[code].severity, agents: [run.agent], cwds: run.cwd ? [run.cwd] : [], path, message, ...extra };
}

/** Text of tree files, read once per check (for line numbers and paragraphs). */
export class TextCache {
  private readonly texts = new Map<string, string | null>();
  constructor(private readonly fs: FsPort) {}
  get(path: string): string | null {
    if (!this.texts.has(path)) {
      const r = this.fs.readFile(path);
      this.texts.set(path, r.ok ? decodeLossy(r.value).text : null);
    }
    return this.texts.get(path)!;
  }
}

/** 1-based line holding the UTF-8 byte at `offset` of `text`. */
export function lineAtByte(text: string, offset: number): number {
  const bytes = encodeUtf8(text);
  let line = 1;
  for (let i = 0; i < Math.min(offset, bytes.length); i++) if (bytes[i] === 10) line++;
  return line;
}

const lineCount = (s: string): number => (s === "" ? 0 : s.split("\n").length - (s.endsWith("\n") ? 1 : 0));

/** Share of a budget from which a file counts as close to it. */
const NEAR = 0.9;

/** Cut and dropped files, files close to a budget, and prompts over the team's token limit. */
export function budgetFindings(run: Run, texts: TextCache, tokenLimit: number | undefined): Finding[] {
  const out: Finding[] = [];
  for (const s of run.resolution.sources) {
    if (s.status === "truncated") {
      const text = texts.get(s.path);
      const line = text !== null ? lineAtByte(text, s.includedBytes) : undefined;
      const lost = text !== null ? lineCount(new TextDecoder().decode(encodeUtf8(text).slice(s.includedBytes))) : undefined;
      const lostText =
        lost !== undefined ? `about ${lost} line${lost === 1 ? "" : "s"}` : `${(s.bytes - s.includedBytes).toLocaleString("en-US")} bytes`;
      out.push(
        finding(
          "budget-cut",
          run,
          s.path,
          `${run.agent} keeps ${s.includedBytes.toLocaleString("en-US")} of ${s.bytes.toLocaleString("en-US")} bytes of this file: ${(s.bytes - s.includedBytes).toLocaleString("en-US")} bytes${lost !== undefined ? ` (about ${lost} line${lost === 1 ? "" : "s"})` : ""} never reach the model${line ? `; the cut falls on line ${line}` : ""}. ${s.reason}`,
          {
            ...(line ? { line } : {}),
            headline: `${run.agent} cuts this file${line ? ` at line ${line}` : ""}: ${lostText} never reach${lost === 1 ? "es" : ""} the model`,
          },
        ),
      );
    } else if (s.status === "over-budget" && s.layer !== "import") {
      out.push(
        finding("budget-dropped", run, s.path, `${run.agent} does not send this file: ${s.reason}`, {
          headline: `${run.agent} drops this file: its budget is used up before it`,
        }),
      );
    }
  }
  for (const b of run.resolution.budgets ?? []) {
    if (b.cut || b.limit <= 0 || b.used > b.limit || b.used < NEAR * b.limit) continue;
    const pct = Math.floor((b.used / b.limit) * 100);
    const unit = b.kind === "characters" ? "characters" : b.kind;
    const share = `${b.used.toLocaleString("en-US")} of the ${b.limit.toLocaleString("en-US")} ${unit} of ${run.agent}'s ${b.name} (${pct}%)`;
    const lead = b.scope === "file" ? `This file uses ${share}` : `With this file, ${run.agent}'s instruction files together use ${share}`;
    out.push(
      finding("budget-near", run, b.path ?? run.cwd, `${lead}: nothing is cut yet, but a little more text will pass it.`, {
        headline:
          b.scope === "file"
            ? `This file uses ${pct}% of ${run.agent}'s ${b.name}`
            : `${run.agent}'s instruction files use ${pct}% of its ${b.name}`,
      }),
    );
  }
  // Counted only against a limit the team set: counting is most of what a resolve costs.
  if (tokenLimit === undefined) return out;
  const tokens = run.resolution.stats.tokens;
  if (tokenLimit > 0 && tokens <= tokenLimit && tokens >= NEAR * tokenLimit)
    out.push(
      finding(
        "budget-near",
        run,
        run.cwd,
        `From ${run.cwd}, ${run.agent}'s instructions come to ${tokens.toLocaleString("en-US")} tokens, ${Math.floor((tokens / tokenLimit) * 100)}% of the team's limit of ${tokenLimit.toLocaleString("en-US")}.`,
      ),
    );
  if (run.resolution.stats.tokens > tokenLimit)
    out.push(
      finding(
        "token-limit",
        run,
        run.cwd,
        `From ${run.cwd}, ${run.agent}'s instructions come to ${run.resolution.stats.tokens.toLocaleString("en-US")} tokens, over the team's limit of ${tokenLimit.toLocaleString("en-US")}.`,
      ),
    );
  return out;
}

const KEEPS_SEVERITY = new Set<CheckCode>(["frontmatter-unknown-key", "import-unresolved", "scope-missing"]);

export function diagnosticFindings(run: Run, diags: Diagnostic[] = run.resolution.diagnostics): Finding[] {
  const out: Finding[] = [];
  for (const d of diags) {
    const code = findingOf(d.code);
    if (!code) continue;
    // A setting has no file of its own: it is reported at the folder it was read for.
    const path = d.path ?? (code === "agent-setting" ? run.cwd : undefined);
    if (!path) continue;
    const fix =
      d.fix && d.path
        ? {
            fix: {
              kind: "edit" as const,
              description: d.fix.description,
              path: d.path,
              line: d.fix.line,
              endLine: d.fix.endLine ?? d.fix.line,
              text: d.fix.text,
            },
          }
        : {};
    const f = finding(code, run, path, d.message, { ...(d.line ? { line: d.line } : {}), ...fix });
    // An agent that ignores something silently says so as info; the check keeps its own level for the
    // codes whose whole point is that silence.
    if (d.level === "info" && !KEEPS_SEVERITY.has(code)) f.severity = lower(f.severity, "info");
    // An unknown key close to a known one is a typo that loses what the key meant (fixable); any
    // other unknown key is ignored and costs nothing: a judgement call.
    if (code === "frontmatter-unknown-key" && !d.fix) f.severity = lower(f.severity, "info");
    // Words the agent takes for more than they likely are (an `@/` alias in prose): said, not a loss.
    if (d.likelyProse) f.severity = lower(f.severity, "info");
    out.push(f);
  }
  return out;
}

/**
 * Empty files, imports that fail, are refused or loop. `rel` writes a reason's paths as the repository
 * does before a headline is cut from it, so the cut falls the same wherever the tree sits.
 */
export function sourceFindings(run: Run, rel: (s: string) => string, texts?: TextCache): Finding[] {
  const out: Finding[] = [];
  for (const s of run.resolution.sources) {
    const imported = s.layer === "import" || s.layer === "mention" || s.layer === "reference";
    if (s.status === "empty")
      out.push(
        finding("file-empty", run, s.path, `${run.agent} finds no text in this file: ${s.reason}`, {
          headline: `${run.agent} finds no text in this file`,
        }),
      );
    else if (imported && s.status === "unreadable" && meantAsFile(basename(s.path))) {
      // The missing file is not in the tree: point at the line that names it, where the fix goes.
      const at = texts ? importerOf(run, s.path, texts) : null;
      const headline = `${run.agent} cannot read ${s.path}, which ${at ? `line ${at.line}` : "a rule file"} names`;
      out.push(
        at
          ? finding("import-unresolved", run, at.path, `Line ${at.line} names ${s.path}, which ${run.agent} cannot read: ${s.reason}`, {
              line: at.line,
              headline,
            })
          : finding("import-unresolved", run, s.path, s.reason, { headline }),
      );
    } else if (imported && s.status === "disabled") {
      const f = finding("import-refused", run, s.path, s.reason, {
        headline: s.asksFirst
          ? `${run.agent} asks before it follows the import of this file: ${reasonClause(rel(s.reason))}`
          : `${run.agent} does not follow the import of this file: ${reasonClause(rel(s.reason))}`,
      });
      // The agent asks the user (once): nothing is lost silently, so it is a judgement call (info).
      if (s.asksFirst) f.severity = lower(f.severity, "info");
      out.push(f);
    } else if (imported && s.status === "over-budget") out.push(finding("import-too-deep", run, s.path, s.reason));
    else if (imported && s.status === "duplicate" && /cycle|chain/i.test(s.reason))
      out.push(finding("import-cycle", run, s.path, s.reason));
  }
  return out;
}

/** The first loaded file of a run, and its line, that names `target` (by its path or base name after `@` or in a link). */
function importerOf(run: Run, target: string, texts: TextCache): { path: string; line: number } | null {
  const name = basename(target);
  for (const src of run.resolution.sources) {
    if (!isLoaded(src) || src.path === target) continue;
    const text = texts.get(src.path);
    if (text === null || !text.includes(name)) continue;
    const lines = text.split("\n");
    const rel = (p: string) => p.split("/").slice(-2).join("/");
    const i = lines.findIndex((l) => l.includes(`@${name}`) || l.includes(`/${name}`) || l.includes(`(${name}`) || l.includes(rel(target)));
    if (i >= 0) return { path: src.path, line: i + 1 };
  }
  return null;
}

/** Whitespace runs as one space, trimmed: text compared across files that wrap or indent it differently. */
export const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

/** A paragraph worth reporting twice: long enough not to be a heading or a stock line. */
const MIN_PARAGRAPH = 80;

/** Whether two files hold the same text. */
const sameBytes = (texts: TextCache, a: string, b: string): boolean => {
  const ta = texts.get(a);
  return ta !== null && ta === texts.get(b);
};

/**
 * Whether a file's text may be quoted in a finding, which lands in CI logs and editors: its real path
 * is in the tree, and not in the home folder unless the tree lies inside the home (a clone in ~/src).
 * With the tree at or around the home (a workspace opened at ~, a dotfiles repository), the home's
 * files are in the tree and still the user's own: ~/.claude/CLAUDE.md is nobody else's to read.
 */
function quotable(root: string, home: string, id: Identity): (path: string) => boolean {
  const realHome = home === "" ? null : id.of(home);
  const treeInHome = realHome !== null && root !== realHome && isWithin(root, realHome);
  return (path) => {
    const real = id.of(path);
    return isWithin(real, root) && (realHome === null || treeInHome || !isWithin(real, realHome));
  };
}

/**
 * The same paragraph sent twice in one prompt (from two files, or twice from one); a fenced code block
 * is one paragraph, so two examples that open with the same imports are not a repeat. It is quoted
 * only when both files may be (`quotable`): a link to a home file (~/.claude/.credentials.json), or
 * the home's own CLAUDE.md, must not put that file's text into a CI log or an editor.
 */
export function duplicateFindings(run: Run, root: string, home: string, id: Identity, texts: TextCache): Finding[] {
  const mayQuote = quotable(root, home, id);
  const out: Finding[] = [];
  const seen = new Map<string, string>();
  const text = run.resolution.prompt;
  const byPath = new Map<string, string>();
  for (const p of run.resolution.parts)
    if (p.kind === "content" && p.path) byPath.set(p.path, (byPath.get(p.path) ?? "") + text.slice(p.start, p.end) + "\n\n");
  for (const [path, body] of byPath) {
    for (const para of blocks(body)) {
      const key = squash(para);
      if (key.length < MIN_PARAGRAPH) continue;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, path);
      // Two paths to one file, or two files of the same bytes, are one text: nothing to remove.
      else if (first !== path && (id.same(first, path) || sameBytes(texts, first, path))) continue;
      else
        out.push(
          finding(
            "duplicate-text",
            run,
            path,
            `${run.agent} receives ${mayQuote(path) && mayQuote(first) ? `the paragraph "${key.slice(0, 60)}…"` : "a paragraph of this file"} twice${first === path ? " from this file" : `: also from ${first}`}, so its tokens are paid twice.`,
            {
              headline: `${run.agent} receives a paragraph of this file twice`,
            },
          ),
        );
    }
  }
  return out;
}

/** Files the tree holds under a name an agent probed for in the same folder, but in another case. */
export function wrongCaseFindings(runs: Run[], files: string[]): Finding[] {
  const out: Finding[] = [];
  const existing = new Map<string, string[]>();
  for (const f of files) {
    const key = `${dirname(f)}\0${basename(f).toLowerCase()}`;
    existing.set(key, [...(existing.get(key) ?? []), f]);
  }
  const fileSet = new Set(files);
  for (const run of runs) {
    const probed = new Set<string>();
    // An agent that probes two spellings (AGENTS.md, then agents.md) and reads the one present is fine.
    const read = new Set(run.resolution.sources.filter(isLoaded).map((x) => x.path));
    for (const step of run.resolution.trace) {
      if (!step.path || (step.op !== "stat" && step.op !== "lstat") || step.result !== "missing") continue;
      if (probed.has(step.path)) continue;
      probed.add(step.path);
      for (const f of existing.get(`${dirname(step.path)}\0${basename(step.path).toLowerCase()}`) ?? []) {
        if (f === step.path || fileSet.has(step.path) || read.has(f)) continue;
        out.push(
          finding(
            "wrong-case",
            run,
            f,
            `Agents look for ${basename(step.path)} here, and file names are case-sensitive on Linux (and in Rulescope), so ${basename(f)} is never read.`,
            {
              cwds: [],
              headline: `Agents look for ${basename(step.path)} here, not ${basename(f)}`,
              fix: { kind: "rename", description: `Rename to ${basename(step.path)}`, from: f, to: step.path },
            },
          ),
        );
      }
    }
  }
  return out;
}

/** Severity as configured, "off" dropping the finding. */
export function applySeverity(f: Finding, severity: Partial<Record<CheckCode, Severity | "off">> | undefined): Finding | null {
  const s = severity?.[f.code];
  if (s === "off") return null;
  return s ? { ...f, severity: s } : f;
}

export const underRoot = (root: string) => (f: Finding) => isWithin(f.path, root);
