/**
 * The session's answers in the Language Server Protocol's shapes: findings as diagnostics, their
 * fixes as code actions, agent statuses as hover text and code lenses. Pure functions, so the
 * server stays wiring and these are tested on their own.
 */
import {
  CodeActionKind,
  DiagnosticSeverity,
  type CodeAction,
  type CodeLens,
  type Diagnostic,
  type Range,
  type TextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver/node";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHECK_CODES } from "../../check/codes";
import type { Finding, Fix } from "../../check/types";
import { relative } from "../../core/paths";
import { relativizer } from "../../check/relative-text";
import type { AgentFileStatus } from "../../session/file-status";
import { visible } from "../../scenario/visible";

export const uriOf = (path: string): string => pathToFileURL(path).href;

/**
 * A file URI's path on this machine; null for another scheme (untitled:), another host
 * (file://server/share: no file of this machine's tree) or a URI that names no path.
 */
export function pathOfUri(uri: string): string | null {
  if (!uri.startsWith("file:")) return null;
  try {
    const url = new URL(uri);
    return url.hostname === "" || url.hostname === "localhost" ? fileURLToPath(url) : null;
  } catch {
    return null;
  }
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** The protocol's largest column: a range to it ends with its line, whatever the line's length (clients clamp it). */
const END_OF_LINE = 2 ** 31 - 1;

/** A whole-line range (0-based) from a finding's 1-based lines; the first line when it names none. */
function lineRange(line: number | undefined, endLine = line): Range {
  const start = Math.max(0, (line ?? 1) - 1);
  const end = Math.max(start, (endLine ?? line ?? 1) - 1);
  return { start: { line: start, character: 0 }, end: { line: end, character: END_OF_LINE } };
}

/** Where each check's page is published, when the package names a homepage. */
export type DocsUrl = (code: string) => string | undefined;

/** A finding at one file as a diagnostic: the headline first, the why after, the agents and folders named. */
export function diagnosticOf(f: Finding, root: string, docs: DocsUrl): Diagnostic {
  const rel = (p: string) => relative(root, p) || ".";
  const agents = f.agents.length > 0 ? `\nAgents: ${f.agents.join(", ")}` : "";
  const from =
    f.cwds.length > 0 ? `; from ${f.cwds.slice(0, 3).map(rel).join(", ")}${f.cwds.length > 3 ? ` and ${f.cwds.length - 3} more` : ""}` : "";
  const href = docs(f.code);
  const others = (f.also ?? []).filter((p) => p.path !== f.path);
  return {
    range: lineRange(f.line, f.endLine),
    severity: SEVERITY[f.severity],
    code: f.code,
    ...(href ? { codeDescription: { href } } : {}),
    source: "rulescope",
    message: `${f.headline && f.headline !== f.message ? `${f.headline}\n\n` : ""}${f.message}${agents}${from}`,
    ...(others.length > 0
      ? {
          relatedInformation: others.slice(0, 20).map((p) => ({
            location: { uri: uriOf(p.path), range: lineRange(p.line) },
            message: `The same cause: ${CHECK_CODES[f.code].title.toLowerCase()}`,
          })),
        }
      : {}),
  };
}

/** The open document code actions are asked for: its path in the session's tree, its URI, its lines. */
export interface ActionTarget {
  path: string;
  uri: string;
  lineCount: number;
  /** The URI the client names a path of the tree by (a new file's, a rename's new name). */
  uriOf(path: string): string;
}

/**
 * A fix as a workspace edit of the target document, or null when it would edit another file than the
 * target or lines the target does not have: lines replaced in it, it renamed, or a new file (which
 * is no other document's text) made with its text, never over a file that exists by then.
 */
function editOf(fix: Fix, target: ActionTarget): WorkspaceEdit | null {
  if (fix.kind === "rename")
    return fix.from === target.path ? { documentChanges: [{ kind: "rename", oldUri: target.uri, newUri: target.uriOf(fix.to) }] } : null;
  if (fix.kind === "create") {
    const uri = target.uriOf(fix.path);
    if (fix.path === target.path) return null;
    return {
      documentChanges: [
        { kind: "create", uri, options: { overwrite: false, ignoreIfExists: false } },
        { textDocument: { uri, version: null }, edits: [{ range: lineRange(1, 1), newText: fix.text }] },
      ],
    };
  }
  if (fix.path !== target.path || fix.line < 1 || fix.endLine > target.lineCount) return null;
  // Lines line..endLine replaced (their final line break kept unless the text removes them).
  const start = { line: fix.line - 1, character: 0 };
  const end = { line: Math.max(fix.endLine, fix.line), character: 0 };
  const newText = fix.text === "" ? "" : fix.text.endsWith("\n") ? fix.text : `${fix.text}\n`;
  const edit: TextEdit = { range: { start, end }, newText };
  return { changes: { [target.uri]: [edit] } };
}

/** The quick fixes of the findings at one open document, each tied to its diagnostic. */
export function codeActionsOf(
  findings: readonly Finding[],
  target: ActionTarget,
  root: string,
  docs: DocsUrl,
  throughLink: (path: string) => boolean,
): CodeAction[] {
  const out: CodeAction[] = [];
  for (const f of findings) {
    if (!f.fix) continue;
    const touched = f.fix.kind === "rename" ? [f.fix.from, f.fix.to] : [f.fix.path];
    // A fix through a link would change the file it points at, under another name: never offered.
    if (touched.some(throughLink)) continue;
    const edit = editOf(f.fix, target);
    if (!edit) continue;
    out.push({
      title: f.fix.description,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnosticOf(f, root, docs)],
      isPreferred: true,
      edit,
    });
  }
  return out;
}

const WORD: Record<AgentFileStatus["status"], string> = {
  included: "loaded",
  truncated: "loaded, cut",
  shadowed: "shadowed",
  disabled: "disabled",
  unmatched: "attaches on a matching file",
  offered: "offered by name",
  empty: "empty",
  "over-budget": "dropped (budget spent)",
  unreadable: "unreadable",
  binary: "binary, not read",
  duplicate: "read already",
  "not read": "not read",
};

const statusWord = (s: AgentFileStatus): string =>
  `${WORD[s.status]}${s.status === "truncated" && s.cutAtLine ? ` at line ${s.cutAtLine}` : ""}`;

/** The hover on a rule file: one line per agent, from the folder it was started in, with its reason. */
export function statusMarkdown(statuses: readonly AgentFileStatus[], root: string): string {
  if (statuses.length === 0) return "Rulescope: no checked agent starts in a folder that holds this file.";
  const from = relative(root, statuses[0].cwd) || ".";
  const rel = relativizer(root);
  const rows = statuses.map((s) => {
    const via = s.via ? ` (as ${markdownText(relative(root, s.via))})` : "";
    const budget = s.budget ? ` (${markdownText(s.budget)})` : "";
    const variant = s.variant ? ` (${markdownText(s.variant)})` : "";
    return `- **${markdownText(s.agent)}**${variant}: ${statusWord(s)}${via}${budget}. ${markdownText(rel(s.reason))}`;
  });
  return [`**Rulescope**, a session started in ${markdownText(from)}:`, "", ...rows].join("\n");
}

/**
 * Names and reasons (folder and file names, agent variants, rule text quoted in reasons) shown as
 * text, never as Markdown: every ASCII punctuation character, which is all CommonMark lets start
 * markup (emphasis, code spans, links, images, HTML, entities, tables), is escaped with a backslash,
 * as CommonMark allows for each; a line break or other invisible character is written as \uXXXX, so
 * a name cannot start a block of its own. The editor shows the text as written.
 */
function markdownText(text: string): string {
  return visible(text).replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}

/** The code lenses of a rule file: who loads it (at the top) and where each agent's budget ends. */
export function codeLensesOf(statuses: readonly AgentFileStatus[], path: string): CodeLens[] {
  if (statuses.length === 0) return [];
  // Agents grouped by what they make of the file, in the checked order: "loaded: codex, cursor · not read: gemini-cli".
  const groups = new Map<string, string[]>();
  for (const s of statuses) groups.set(WORD[s.status], [...(groups.get(WORD[s.status]) ?? []), s.agent]);
  const title = [...groups].map(([word, agents]) => `${word}: ${agents.join(", ")}`).join(" · ");
  const top: CodeLens = {
    range: lineRange(1),
    command: { title, command: "rulescope.composed", arguments: [{ agent: statuses[0].agent, folder: statuses[0].cwd, path }] },
  };
  const cuts: CodeLens[] = statuses
    .filter((s) => s.status === "truncated" && s.cutAtLine !== undefined)
    .map((s) => ({
      range: lineRange(s.cutAtLine),
      command: {
        title: `${s.agent} stops reading in this line${s.budget ? ` (${s.budget})` : ""}`,
        command: "rulescope.composed",
        arguments: [{ agent: s.agent, folder: s.cwd, path }],
      },
    }));
  return [top, ...cuts];
}
