/**
 * Suppressions a team writes in its rule files, as ESLint's comments do in code:
 * `<!-- rulescope-disable-next-line budget-near -->` above a line, `<!-- rulescope-disable never-read -->`
 * anywhere for the whole file; several codes separated by commas, none meaning every code. Read once
 * per file, from the text the check already holds.
 */
import type { CheckCode } from "./codes";
import type { TextCache } from "./findings";
import type { Finding } from "./types";

const DIRECTIVE = /<!--\s*rulescope-disable(-next-line)?\b([^>]*?)-->/g;

type Codes = Set<string> | "all";

interface FileSuppressions {
  file: Codes | null;
  /** By 1-based line: the codes suppressed on it. */
  lines: Map<number, Codes>;
}

const parseCodes = (list: string): Codes => {
  const codes = list.split(/[\s,]+/).filter(Boolean);
  return codes.length === 0 ? "all" : new Set(codes);
};
const covers = (codes: Codes | null | undefined, code: CheckCode): boolean =>
  codes !== null && codes !== undefined && (codes === "all" || codes.has(code));

function parse(text: string): FileSuppressions {
  const out: FileSuppressions = { file: null, lines: new Map() };
  if (!text.includes("rulescope-disable")) return out;
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(DIRECTIVE)) {
      const codes = parseCodes(m[2]);
      if (m[1]) out.lines.set(i + 2, codes);
      else out.file = out.file === "all" || codes === "all" ? "all" : new Set([...(out.file ?? []), ...codes]);
    }
  });
  return out;
}

/** Whether a finding is suppressed by a comment in its own file. */
export function suppressions(texts: TextCache): (f: Finding) => boolean {
  const parsed = new Map<string, FileSuppressions>();
  return (f) => {
    let s = parsed.get(f.path);
    if (!s) {
      const text = texts.get(f.path);
      parsed.set(f.path, (s = text === null ? { file: null, lines: new Map() } : parse(text)));
    }
    return covers(s.file, f.code) || (f.line !== undefined && covers(s.lines.get(f.line), f.code));
  };
}
