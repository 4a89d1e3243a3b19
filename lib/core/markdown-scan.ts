/**
 * Markdown text as an agent that lexes it with `marked` (GFM off) sees it: which stretches are plain
 * text (where `@path` mentions count), and which are code or HTML (where they do not), plus removal
 * of block-level HTML comments. Built on marked's own lexer so lists (loose or tight), link reference
 * definitions, images, tabs and HTML blocks come out exactly as upstream's tokens do. `marked`'s ESM
 * build has no Node imports, so this stays browser-safe.
 */
import { Lexer, type Token } from "marked";

/** marked's lexer, GFM off (so `~/path` is never strikethrough). It only throws on its own bugs. */
function lex(src: string): Token[] | null {
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
export function stripBlockHtmlComments(input: string): { content: string; stripped: boolean } {
  if (!input.includes("<!--")) return { content: input, stripped: false };
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

/** A token's children: inline `tokens`, and a list's `items`. */
function children(t: Token): Token[] {
  const kids: Token[] = [];
  if ("tokens" in t && Array.isArray(t.tokens)) kids.push(...(t.tokens as Token[]));
  if ("items" in t && Array.isArray(t.items)) kids.push(...(t.items as Token[]));
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

/** The plain-text runs of a markdown document, in order, as upstream's token walk meets them. */
export function markdownTextRuns(input: string): string[] {
  const runs: string[] = [];
  collectRuns(lex(input) ?? [], runs);
  return runs;
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
