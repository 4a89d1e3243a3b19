/**
 * Markdown text as an agent that lexes it with `marked` (GFM off) sees it: which stretches are plain
 * text (where `@path` mentions count), and which are code or HTML (where they do not), plus removal
 * of block-level HTML comments. Built on marked's own lexer so lists (loose or tight), link reference
 * definitions, images, tabs and HTML blocks come out exactly as upstream's tokens do. `marked`'s ESM
 * build has no Node imports, so this stays browser-safe.
 */
import { append } from "./append";
import { Lexer, type Token } from "marked";
import { memoByText } from "./text-memo";

/** Nesting of block quotes or list items Rulescope lets marked lex (it recurses per level). */
export const MAX_MARKDOWN_NESTING = 32;
/**
 * marked's inline lexer is quadratic in the emphasis delimiters (`*`, `_`), brackets, backslashes and backticks of one inline
 * unit (a paragraph, a list item, a heading): 20 KB of "_a " took half a minute. The sum over units of
 * their count squared is bounded by this; real documents stay far below it (a unit with 100 of them
 * costs 10,000).
 */
const MAX_MARKDOWN_INLINE_COST = 1_000_000;

/** Why marked could take too long on this text (see the bounds above), or null. */
export function markdownTooComplex(text: string): string | null {
  let cost = 0;
  let inUnit = 0;
  const endUnit = () => {
    cost += inUnit * inUnit;
    inUnit = 0;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let end = text.indexOf("\n", lineStart);
    if (end < 0) end = text.length;
    // Leading quote markers and indentation: how deep this line sits.
    let i = lineStart;
    let quotes = 0;
    let indent = 0;
    for (; i < end; i++) {
      const c = text[i];
      if (c === ">") quotes++;
      else if (c === " ") indent++;
      else if (c === "\t") indent += 4;
      else break;
    }
    if (quotes > MAX_MARKDOWN_NESTING) return `it nests block quotes ${quotes} deep, over Rulescope's bound of ${MAX_MARKDOWN_NESTING}`;
    const rest = text.slice(i, Math.min(end, i + 3));
    const listItem = /^([-*+]|\d+[.)])(\s|$)/.test(rest) || /^\d/.test(rest);
    if (listItem && indent / 2 > MAX_MARKDOWN_NESTING)
      return `it nests list items about ${Math.floor(indent / 2)} deep, over Rulescope's bound of ${MAX_MARKDOWN_NESTING}`;
    if (i === end || listItem || text[i] === "#") endUnit();
    for (let k = i; k < end; k++) {
      const c = text.charCodeAt(k);
      if (c === 42 || c === 95 || c === 91 || c === 92 || c === 96) inUnit++; // * _ [ \ `
    }
    if (cost + inUnit * inUnit > MAX_MARKDOWN_INLINE_COST)
      return "it has too many emphasis marks and brackets in one paragraph for Rulescope's exact markdown reading";
    lineStart = end + 1;
  }
  endUnit();
  return null;
}

/** marked's lexer, GFM off (so `~/path` is never strikethrough). It only throws on its own bugs. */
function lex(src: string): Token[] | null {
  if (markdownTooComplex(src) !== null) return null;
  try {
    return new Lexer({ gfm: false }).lex(src);
  } catch {
    return null;
  }
}

const COMMENT_SPAN = /<!--[\s\S]*?-->/g;

/** An html token that starts with a closed comment: its text once the comment spans are cut out. */
function commentResidue(token: Token): string | null {
  if (token.type !== "html") return null;
  const trimmed = token.raw.trimStart();
  if (!trimmed.startsWith("<!--") || !trimmed.includes("-->")) return null;
  return token.raw.replace(COMMENT_SPAN, "");
}

/**
 * Remove block-level HTML comments: not inline ones, not inside code or other HTML blocks, not an
 * unclosed `<!--`. Text after `-->` on the closing line is kept. When the input holds `<!--` the
 * text is rebuilt from the top-level tokens' raw text, so CRLF becomes LF and link reference
 * definitions (which marked records but does not emit as tokens) drop out, as upstream's do.
 */
export const stripBlockHtmlComments = (input: string): Readonly<{ content: string; stripped: boolean; simplified?: string }> =>
  input.includes("<!--") ? stripWithCommentsMemo(input) : { content: input, stripped: false };

/** stripBlockHtmlComments of a text that holds `<!--`, kept for recent documents (frozen). */
const stripWithCommentsMemo = memoByText((input: string) => Object.freeze(stripWithComments(input)));

function stripWithComments(input: string): { content: string; stripped: boolean; simplified?: string } {
  const tooComplex = markdownTooComplex(input);
  if (tooComplex !== null) return { ...stripLineComments(input), simplified: tooComplex };
  const tokens = lex(input);
  if (!tokens) return { content: input, stripped: false };
  let stripped = false;
  let out = "";
  for (const t of tokens) {
    const residue = commentResidue(t);
    if (residue === null) {
      out += t.raw;
      continue;
    }
    stripped = true;
    if (residue.trim() !== "") out += residue;
  }
  return { content: out, stripped };
}

/**
 * The linear stand-in for stripBlockHtmlComments: a comment that opens a line (after up to three
 * spaces) and closes later is removed with the blank line after it; the rest of its closing line stays.
 */
function stripLineComments(input: string): { content: string; stripped: boolean } {
  let out = "";
  let stripped = false;
  let at = 0;
  while (at < input.length) {
    const open = /(^|\n) {0,3}<!--/g;
    open.lastIndex = at;
    const m = open.exec(input);
    if (!m) break;
    const start = m.index + m[1].length;
    const close = input.indexOf("-->", start + 4);
    if (close < 0) break;
    out += input.slice(at, start);
    let end = close + 3;
    if (input.slice(end).match(/^[ \t]*\n/)) end = input.indexOf("\n", end) + 1;
    at = end;
    stripped = true;
  }
  return { content: out + input.slice(at), stripped };
}

/** A token's children: inline `tokens`, and a list's `items`. */
function children(t: Token): Token[] {
  const kids: Token[] = [];
  // A list of 150,000 items (an 8 MiB CLAUDE.md of bullets) is too many arguments for push(...).
  if ("tokens" in t && Array.isArray(t.tokens)) append(kids, t.tokens as Token[]);
  if ("items" in t && Array.isArray(t.items)) append(kids, t.items as Token[]);
  return kids;
}

/**
 * Text tokens' `text` in document order; code and code spans are skipped, HTML too except the
 * residue of a closed comment. A block-level text token (a tight list item's) gives its raw text
 * (code spans included) and then its inline children again.
 */
function collectRuns(tokens: Token[], runs: string[]): void {
  for (const t of tokens) {
    if (t.type === "code" || t.type === "codespan") continue;
    if (t.type === "html") {
      const residue = commentResidue(t);
      if (residue !== null && residue.trim() !== "") runs.push(residue);
      continue;
    }
    if (t.type === "text") {
      // marked 14 HTML-escapes inline text; upstream's marked (>= 15) does not, and its inline
      // `text` equals `raw`. A block text token (it has children) was never escaped.
      const text = "tokens" in t && Array.isArray(t.tokens) ? t.text : t.raw;
      if (text) runs.push(text);
    }
    collectRuns(children(t), runs);
  }
}

/**
 * The plain-text runs of a markdown document, in order, as upstream's token walk meets them. A text
 * over the bounds above is read by `simpleTextRuns` instead, and `simplified` says why. Results are
 * frozen and kept for recent documents (text-memo.ts).
 */
export const markdownTextRuns = memoByText((input: string): Readonly<{ runs: readonly string[]; simplified?: string }> => {
  const tooComplex = markdownTooComplex(input);
  if (tooComplex !== null) return Object.freeze({ runs: Object.freeze(simpleTextRuns(input)), simplified: tooComplex });
  const runs: string[] = [];
  collectRuns(lex(input) ?? [], runs);
  return Object.freeze({ runs: Object.freeze(runs) });
});

/**
 * A linear stand-in for the token walk, for text marked would take too long on: fenced code blocks,
 * code spans (a backtick run closed by the next run of the same length) and HTML comments are left
 * out; everything else is text. It can differ from marked where emphasis, links and indented code
 * interact with code spans; the caller says the reading was simplified.
 */
export function simpleTextRuns(text: string): string[] {
  const runs: string[] = [];
  let prose = "";
  let fence: { ch: string; len: number } | null = null;
  for (const line of text.split("\n")) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence.ch && open[1].length >= fence.len && line.slice(open[0].length).trim() === "") fence = null;
      continue;
    }
    if (open) {
      fence = { ch: open[1][0], len: open[1].length };
      continue;
    }
    prose += line + "\n";
    if (line.trim() === "") {
      for (const r of proseRuns(prose)) runs.push(r);
      prose = "";
    }
  }
  for (const r of proseRuns(prose)) runs.push(r);
  return runs.filter((r) => r !== "");
}

/** One block of prose without its code spans and HTML comments. */
function proseRuns(block: string): string[] {
  const out: string[] = [];
  // Backtick runs by length, to find each run's closer in one pass.
  const runsAt: { at: number; len: number }[] = [];
  for (let i = block.indexOf("`"); i >= 0; i = block.indexOf("`", i)) {
    let j = i;
    while (block[j] === "`") j++;
    runsAt.push({ at: i, len: j - i });
    i = j;
  }
  const nextOfLen = new Map<number, number>();
  const closer: number[] = new Array(runsAt.length).fill(-1);
  for (let r = runsAt.length - 1; r >= 0; r--) {
    closer[r] = nextOfLen.get(runsAt[r].len) ?? -1;
    nextOfLen.set(runsAt[r].len, r);
  }
  let from = 0;
  let r = 0;
  while (r < runsAt.length) {
    const c = closer[r];
    if (c < 0) {
      r++;
      continue;
    }
    out.push(block.slice(from, runsAt[r].at));
    from = runsAt[c].at + runsAt[c].len;
    r = c + 1;
  }
  out.push(block.slice(from));
  return out.flatMap(withoutComments);
}

/**
 * `text.replace(/<!--[\s\S]*?-->/g, "")` in linear time: the lazy regex rescans to the end after each
 * unclosed `<!--`, so a megabyte of `<!--` took tens of seconds.
 */
export function withoutHtmlComments(text: string): string {
  return withoutComments(text).join("");
}

/** Split around `<!-- ... -->` spans with indexOf (a lazy regex rescans to the end after each unclosed `<!--`). */
function withoutComments(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const open = text.indexOf("<!--", at);
    const close = open < 0 ? -1 : text.indexOf("-->", open + 4);
    if (close < 0) break;
    out.push(text.slice(at, open));
    at = close + 3;
  }
  out.push(text.slice(at));
  return out;
}

/** The plain-text runs of one paragraph's inline markdown (no block structure). */
export function inlineTextRuns(text: string): string[] {
  const runs: string[] = [];
  try {
    collectRuns(Lexer.lexInline(text, { gfm: false }), runs);
  } catch {
    return [];
  }
  return runs;
}
