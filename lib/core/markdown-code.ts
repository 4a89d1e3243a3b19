/** Markdown code spans and fences that hold any text safely (issue reports from the page and the CLI). */

/** The longest run of backticks in `text`. */
function longestRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** A backtick fence longer than the longest run of backticks in `text` (at least three). */
export function fenceFor(text: string): string {
  const longest = longestRun(text);
  return "`".repeat(Math.max(3, longest + 1));
}

/** Inline code that survives backticks in the value (CommonMark: pad and use a longer delimiter). */
export function inlineCode(text: string): string {
  const tick = "`".repeat(longestRun(text) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || text === "" ? " " : "";
  return `${tick}${pad}${text}${pad}${tick}`;
}

/**
 * Each line of a Markdown text with whether it belongs to a fenced code block (``` or ~~~, closed by
 * a fence of the same character at least as long; the fence lines count as the block's).
 */
function* fencedLines(lines: readonly string[]): Generator<{ index: number; line: string; fenced: boolean }> {
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence !== null) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && raw.trim() === open[1]) fence = null;
      yield { index: i, line: raw, fenced: true };
      continue;
    }
    if (open) fence = open[1];
    yield { index: i, line: raw, fenced: open !== null };
  }
}

/** The lines of a Markdown text outside fenced code blocks, with their 0-based index: where agents look for imports and links. */
export function* proseLines(text: string, maxLines = Infinity): Generator<{ index: number; line: string }> {
  for (const l of fencedLines(text.split("\n", maxLines === Infinity ? undefined : maxLines)))
    if (!l.fenced) yield { index: l.index, line: l.line };
}

/**
 * A Markdown text's blocks: runs of lines between blank lines, where a fenced code block stays one
 * block whatever blank lines it holds (two examples that open with the same imports are two blocks).
 */
export function blocks(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const { line, fenced } of fencedLines(text.split("\n"))) {
    if (!fenced && line.trim() === "") {
      if (current.length > 0) out.push(current.join("\n"));
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) out.push(current.join("\n"));
  return out;
}
