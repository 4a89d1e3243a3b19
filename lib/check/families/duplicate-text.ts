/**
 * The same paragraph sent to one agent twice, from two files or from one.
 */
import { blocks } from "../../core/markdown-code";
import { isWithin } from "../../core/paths";
import { defineCodes } from "../code-row";
import { finding, squash, type TextCache } from "../findings";
import type { Identity } from "../identity";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "duplicate-text": { severity: "info", title: "The same paragraph reaches one agent twice" },
});

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
