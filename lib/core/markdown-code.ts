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
