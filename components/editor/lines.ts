/** Offsets of 1-based lines in a text, for moving a plain <textarea>'s caret to a line. */

/** Character offset where `line` (1-based) starts; lines past the end give the end of the text. */
export function lineStartOffset(text: string, line: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf("\n", offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return offset;
}

/** Character offset where `line` ends (before its newline). */
export function lineEndOffset(text: string, line: number): number {
  const start = lineStartOffset(text, line);
  const nl = text.indexOf("\n", start);
  return nl < 0 ? text.length : nl;
}
