/**
 * Text put into Markdown that GitHub renders (a PR comment, a job summary): user data (paths, rule
 * text quoted in a finding) must read as written, never as emphasis, links, tables or HTML.
 */

/** The most a GitHub comment (an issue, a PR) holds, in characters. */
export const MAX_COMMENT_CHARS = 65_536;

/** A path inside a code span in a table cell: only the cell's own syntax needs escaping there. */
export const mdCell = (s: string) => s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\n/g, " ");

/**
 * Prose from user data, placed mid-line (a table cell, after a list marker): every character Markdown
 * or HTML could act on there is escaped (GitHub honours backslash escapes for ASCII punctuation),
 * `@` and `#` too (a mention or an issue link from `@AGENTS.md` or `#12`), line breaks become spaces.
 */
export const mdText = (s: string) =>
  s
    .replace(/[\\`*_[\]|~@#]/g, "\\$&")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/\r?\n|\r/g, " ");
