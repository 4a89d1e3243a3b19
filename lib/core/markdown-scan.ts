/**
 * A small CommonMark block/inline scanner for agents that treat markdown text specially: which
 * stretches are plain text (where `@path` mentions count), and which are code or HTML (where they do
 * not). It approximates what a CommonMark lexer such as marked's (GFM off) produces, without the
 * dependency: fenced and indented code, HTML blocks (types 1, 2, 6, 7), code spans, inline HTML,
 * autolinks, link destinations, backslash escapes and emphasis delimiters are told apart.
 * Known approximations: loose vs tight lists, link reference definitions, images and tab expansion.
 */

export type BlockKind = "text" | "code" | "html" | "comment";

export interface Block {
  kind: BlockKind;
  /** The block's source text, newlines included (CRLF already folded to LF). */
  raw: string;
  /** A list item's raw text: a CommonMark lexer hands it over unsplit (code spans included). */
  listItem?: boolean;
}

const BLOCK_TAGS =
  "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
const RAW_TAGS = /^ {0,3}<(script|pre|style|textarea)[\s>]/i;
const COMMENT_START = /^ {0,3}<!--/;
const BLOCK_TAG_START = new RegExp(`^ {0,3}</?(?:${BLOCK_TAGS})(?: |\\t|/?>|$)`, "i");
const LONE_TAG =
  /^ {0,3}(?:<[a-z][\w-]*(?:\s+[a-zA-Z_:][\w.:-]*(?:\s*=\s*(?:"[^"\n]*"|'[^'\n]*'|[^\s"'=<>`]+))?)*\s*\/?>|<\/[a-z][\w-]*\s*>)[ \t]*$/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const BLANK = /^[ \t]*$/;
const LIST_ITEM = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]+|$)/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/** Lines with their newline kept, so blocks can be re-joined byte for byte. */
function splitLines(src: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < src.length) {
    const nl = src.indexOf("\n", at);
    const end = nl < 0 ? src.length : nl + 1;
    out.push(src.slice(at, end));
    at = end;
  }
  return out;
}

const bare = (line: string) => line.replace(/\n$/, "");
const isBlank = (line: string) => BLANK.test(bare(line));

/** End (exclusive line index) of a block that runs until a blank line, the blank lines included. */
function untilBlank(lines: string[], from: number): number {
  let i = from + 1;
  while (i < lines.length && !isBlank(lines[i])) i++;
  while (i < lines.length && isBlank(lines[i])) i++;
  return i;
}

/** An HTML comment block: through the line where the comment closes, then any empty lines. */
function commentEnd(lines: string[], from: number): number {
  const rest = lines.slice(from).join("");
  const open = rest.indexOf("<!--");
  const m = /^<!--(?:-?>|[\s\S]*?-->)/.exec(rest.slice(open));
  if (!m) return lines.length; // unclosed: the block runs to the end of the text
  let consumed = open + m[0].length;
  let i = from;
  for (let len = 0; i < lines.length; i++) {
    len += lines[i].length;
    if (len >= consumed) break;
  }
  consumed = i + 1;
  while (consumed < lines.length && lines[consumed] === "\n") consumed++;
  return consumed;
}

/** Split markdown into blocks. CRLF is folded to LF first, as CommonMark lexers do. */
export function scanBlocks(input: string): Block[] {
  const lines = splitLines(input.replace(/\r\n?/g, "\n"));
  const blocks: Block[] = [];
  let inParagraph = false;
  const push = (kind: BlockKind, from: number, to: number, listItem = false) => {
    const raw = lines.slice(from, to).join("");
    const last = blocks[blocks.length - 1];
    // Consecutive text lines of one paragraph stay one block (code spans may cross lines).
    if (kind === "text" && !listItem && last && last.kind === "text" && !last.listItem && inParagraph) last.raw += raw;
    else blocks.push({ kind, raw, ...(listItem ? { listItem } : {}) });
  };
  let i = 0;
  while (i < lines.length) {
    const line = bare(lines[i]);
    if (BLANK.test(line)) {
      push("text", i, i + 1);
      inParagraph = false;
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence && !(fence[1][0] === "`" && fence[2].includes("`"))) {
      const close = new RegExp(`^ {0,3}${fence[1][0] === "`" ? "`" : "~"}{${fence[1].length},}[ \\t]*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(bare(lines[j]))) j++;
      push("code", i, Math.min(j + 1, lines.length));
      inParagraph = false;
      i = j + 1;
      continue;
    }
    if (!inParagraph && /^(?: {4}|\t)/.test(line)) {
      let j = i + 1;
      while (j < lines.length && (isBlank(lines[j]) || /^(?: {4}|\t)/.test(lines[j]))) j++;
      push("code", i, j);
      i = j;
      continue;
    }
    if (COMMENT_START.test(line)) {
      const end = commentEnd(lines, i);
      push("comment", i, end);
      inParagraph = false;
      i = end;
      continue;
    }
    const raw = RAW_TAGS.exec(line);
    if (raw) {
      const close = new RegExp(`</${raw[1]}>`, "i");
      let j = i;
      while (j < lines.length && !close.test(lines[j])) j++;
      let end = Math.min(j + 1, lines.length);
      while (end < lines.length && lines[end] === "\n") end++;
      push("html", i, end);
      inParagraph = false;
      i = end;
      continue;
    }
    if (BLOCK_TAG_START.test(line) || (!inParagraph && LONE_TAG.test(line))) {
      const end = untilBlank(lines, i);
      push("html", i, end);
      inParagraph = false;
      i = end;
      continue;
    }
    const listItem = LIST_ITEM.test(line);
    if (listItem || HEADING.test(line)) inParagraph = false;
    push("text", i, i + 1, listItem);
    inParagraph = !HEADING.test(line);
    i++;
  }
  return blocks;
}

const COMMENT_SPAN = /<!--[\s\S]*?-->/g;

/** A comment block closes when it has `-->`; what is left once the comment spans are cut out. */
function commentResidue(raw: string): { closed: boolean; residue: string } {
  const closed = raw.trimStart().startsWith("<!--") && raw.includes("-->");
  return { closed, residue: closed ? raw.replace(COMMENT_SPAN, "") : raw };
}

/**
 * Remove block-level HTML comments: not inline ones, not inside code or other HTML blocks, not an
 * unclosed `<!--`. Text after `-->` on the closing line is kept. `stripped` says whether any went.
 */
export function stripBlockHtmlComments(input: string): { content: string; stripped: boolean } {
  if (!input.includes("<!--")) return { content: input, stripped: false };
  let stripped = false;
  let out = "";
  for (const b of scanBlocks(input)) {
    if (b.kind !== "comment") {
      out += b.raw;
      continue;
    }
    const { closed, residue } = commentResidue(b.raw);
    if (!closed) {
      out += b.raw;
      continue;
    }
    stripped = true;
    if (residue.trim() !== "") out += residue;
  }
  return { content: out, stripped };
}

const PUNCT = /[!-/:-@[-`{-~]/;
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

/** Split one block's inline text into the plain-text runs a lexer would emit as text tokens. */
export function inlineTextRuns(text: string): string[] {
  const runs: string[] = [];
  let cur = "";
  const cut = () => {
    if (cur !== "") runs.push(cur);
    cur = "";
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "`") {
      let n = 1;
      while (text[i + n] === "`") n++;
      const fence = "`".repeat(n);
      let j = text.indexOf(fence, i + n);
      while (j >= 0 && text[j + n] === "`") {
        let k = j;
        while (text[k] === "`") k++;
        j = text.indexOf(fence, k);
      }
      if (j >= 0) {
        cut();
        i = j + n;
        continue;
      }
      cur += fence;
      i += n;
      continue;
    }
    if (c === "\\" && i + 1 < text.length && PUNCT.test(text[i + 1])) {
      cut();
      i += 2;
      continue;
    }
    if (c === "<") {
      const rest = text.slice(i);
      const m =
        /^<!--(?:-?>|[\s\S]*?(?:-->|$))/.exec(rest) ??
        /^<\/?[a-zA-Z][\w-]*(?:\s+[a-zA-Z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/.exec(rest) ??
        /^<[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*>/.exec(rest) ??
        /^<[^\s<>@]+@[^\s<>]+>/.exec(rest);
      if (m) {
        cut();
        i += m[0].length;
        continue;
      }
    }
    if (c === "[") {
      const close = text.indexOf("]", i + 1);
      if (close > 0 && text[close + 1] === "(") {
        const end = text.indexOf(")", close + 2);
        if (end > 0) {
          cut();
          runs.push(...inlineTextRuns(text.slice(i + 1, close)));
          i = end + 1;
          continue;
        }
      }
    }
    if (c === "*" || c === "_") {
      let n = 1;
      while (text[i + n] === c) n++;
      // An emphasis delimiter with whitespace (or an edge) outside it is markup, not text.
      if (isSpace(text[i - 1]) || isSpace(text[i + n])) {
        cut();
        i += n;
        continue;
      }
      cur += c.repeat(n);
      i += n;
      continue;
    }
    cur += c;
    i++;
  }
  cut();
  return runs;
}

const LINE_PREFIX = /^(?: {0,3}>[ \t]?)*(?: {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]+|$))?(?: {0,3}#{1,6}(?:[ \t]+|$))?/;

/** Drop blockquote markers, a list marker and heading hashes from the start of each line. */
function stripLinePrefixes(raw: string): string {
  return raw
    .split("\n")
    .map((l) => l.replace(LINE_PREFIX, ""))
    .join("\n");
}

/**
 * The plain-text runs of a markdown document, in order: what is left outside code, HTML and link
 * destinations. A closed block comment's residue counts; a list item's whole text is also given
 * once unsplit, as a lexer's list-item text token carries it (code spans included).
 */
export function markdownTextRuns(input: string): string[] {
  const runs: string[] = [];
  for (const b of scanBlocks(input)) {
    if (b.kind === "comment") {
      const { closed, residue } = commentResidue(b.raw);
      if (closed && residue.trim() !== "") runs.push(residue);
      continue;
    }
    if (b.kind !== "text" || b.raw.trim() === "") continue;
    const text = stripLinePrefixes(b.raw).replace(/\n+$/, "");
    if (b.listItem) runs.push(text);
    runs.push(...inlineTextRuns(text));
  }
  return runs;
}
