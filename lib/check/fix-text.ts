/** A finding's edit fix applied to a text: the one definition the page, the editor and `check --fix` share. */
import type { Fix } from "./types";

/**
 * A text after an edit fix: lines `line`..`endLine` (1-based, inclusive) replaced by `text`. An empty
 * `text` removes the lines; otherwise `text` is the new lines, its own final newline optional.
 */
export function applyEditToText(source: string, fix: Extract<Fix, { kind: "edit" }>): string {
  const lines = source.split("\n");
  const start = Math.min(Math.max(1, fix.line), lines.length + 1) - 1;
  const end = Math.min(Math.max(fix.endLine, fix.line), lines.length);
  const replacement = fix.text === "" ? [] : fix.text.replace(/\n$/, "").split("\n");
  return [...lines.slice(0, start), ...replacement, ...lines.slice(end)].join("\n");
}
