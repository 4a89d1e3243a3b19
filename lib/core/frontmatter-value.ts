/**
 * Where a top-level frontmatter key's value is written, as the YAML parser locates it: a fix that
 * rewrites a value replaces exactly that node (its quotes, escapes and trailing comment handled by
 * the parser, not by a pattern), and writes the new value in a form YAML reads back as that string.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";
import { MAX_FRONTMATTER_CHARS } from "./yaml-bounded";

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*\r?$/m;

export type ValueStyle = "plain" | "single" | "double" | "block" | "list" | "other";

export interface ValueSpan {
  /** Offsets in the file's text: where the key ends (its colon follows), and the value's start and end. */
  keyEnd: number;
  start: number;
  end: number;
  style: ValueStyle;
  /** For a list: whether an item carries a comment on its own line (it would be lost in one value). */
  inlineComments: boolean;
}

function styleOf(node: Node): ValueStyle {
  if (isSeq(node)) return "list";
  if (!isScalar(node)) return "other";
  if (node.type === "PLAIN") return "plain";
  if (node.type === "QUOTE_SINGLE") return "single";
  if (node.type === "QUOTE_DOUBLE") return "double";
  return "block";
}

/** The value of `key` in the text's leading `---` block; null when there is none or strict YAML rejects the block. */
export function frontmatterValueSpan(text: string, key: string): ValueSpan | null {
  const open = OPEN.exec(text);
  if (!open) return null;
  const from = open[0].length;
  const close = CLOSE.exec(text.slice(from));
  if (!close) return null;
  const block = text.slice(from, from + close.index);
  if (block.length > MAX_FRONTMATTER_CHARS) return null;
  const doc = parseDocument(block, { prettyErrors: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || pair.key.value !== key || !pair.key.range) continue;
    const value = pair.value as Node | null;
    if (!value?.range) return null;
    const items = isSeq(value) ? value.items : [];
    // A block list's range runs to the next key's line: its end is its last item's.
    let end = value.range[1];
    while (end > value.range[0] && /\s/.test(block[end - 1])) end--;
    return {
      keyEnd: from + pair.key.range[1],
      start: from + value.range[0],
      end: from + end,
      style: styleOf(value),
      inlineComments: items.some((i) => (i as Node).comment !== undefined),
    };
  }
  return null;
}

/** Whether `value` written bare after `key: ` reads back as exactly that string. */
function plainReadsBack(value: string): boolean {
  if (value === "" || value !== value.trim()) return false;
  const doc = parseDocument(`k: ${value}\n`, { prettyErrors: false });
  return doc.errors.length === 0 && (doc.toJS() as { k?: unknown } | null)?.k === value;
}

/** `value` as a YAML scalar in the style it had (single or double quotes, or bare where that reads back). */
export function yamlScalar(value: string, style: ValueStyle): string {
  if (style === "single" && !/[\x00-\x1f]/.test(value)) return `'${value.replace(/'/g, "''")}'`;
  if (style === "plain" && plainReadsBack(value)) return value;
  // JSON's string escapes are YAML's double-quoted ones.
  return JSON.stringify(value);
}
