/**
 * The file references in rule text that an editor can open: `@path` imports (Claude Code, Gemini
 * CLI, Qwen Code), Cursor's `mdc:` links and relative Markdown links. Only targets that exist in the
 * tree are links: a dead one is a finding (import-unresolved, reference-dead), not a link. Fenced code
 * and code spans are skipped, as the agents skip them.
 */
import { proseLines } from "../core/markdown-code";
import { dirname, isWithin, join, normalize } from "../core/paths";
import type { FsPort } from "../fs/port";

export interface DocumentLink {
  /** 0-based line and UTF-16 columns of the reference in the text. */
  line: number;
  start: number;
  end: number;
  /** The absolute path it opens. */
  target: string;
}

const IMPORT = /(^|\s)@((?:\.{1,2}\/|\/|[A-Za-z0-9_])[^\s`]*)/g;
const MDC = /\bmdc:([^\s)\]>"'`]+)/g;
const LINK = /\]\(\s*<?([^)\s>]+)>?/g;
/** Lines of one document scanned at most (rule files are short; a huge one is a budget finding). */
const MAX_LINES = 20_000;

/** Columns inside code spans of one line, as [start, end) pairs. */
function codeSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of line.matchAll(/(`+)[^`]*?\1/g)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

function clean(written: string): string {
  const path = written.replace(/[?#].*$/, "").replace(/[.,;:!]+$/, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function documentLinks(text: string, path: string, root: string, fs: FsPort): DocumentLink[] {
  const out: DocumentLink[] = [];
  const add = (line: number, start: number, written: string, base: string, spans: [number, number][]) => {
    if (spans.some(([a, b]) => start >= a && start < b)) return;
    const name = clean(written);
    if (name === "" || /^[a-z][a-z0-9+.-]*:/i.test(name)) return;
    const target = normalize(name.startsWith("/") ? join(root, name) : join(base, name));
    if (!isWithin(target, root) || target === path || !fs.exists(target)) return;
    out.push({ line, start, end: start + written.length, target });
  };
  for (const { index: i, line } of proseLines(text, MAX_LINES)) {
    const raw = line.replace(/\r$/, "");
    const spans = codeSpans(raw);
    for (const m of raw.matchAll(IMPORT)) add(i, m.index + m[1].length + 1, m[2], dirname(path), spans);
    for (const m of raw.matchAll(MDC)) add(i, m.index + 4, m[1], root, spans);
    for (const m of raw.matchAll(LINK)) add(i, m.index + m[0].indexOf(m[1]), m[1], dirname(path), spans);
  }
  return out;
}
