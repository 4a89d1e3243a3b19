/**
 * Markup laid over a generated body, for agents whose facts ask for it: YAML frontmatter (valid,
 * invalid, with the profile's key as a string, a list, `**`), HTML comments (a block, inline, unclosed,
 * in code), and import lines (`@path` in plain text, in a code span, mid-sentence).
 */

/** An import line's target as written, and whether it stands in a code span (where it imports nothing). */
export interface ImportTarget {
  written: string;
  inCode: boolean;
}

/** `text` with frontmatter or an HTML comment; `pick` (0-99) chooses which. */
export function withMarkup(text: string, key: string, pick: number): string {
  const shapes = [
    `---\n${key}: "**/*.ts"\n---\n${text}`,
    `---\n${key}:\n  - "src/**"\n  - "*.md"\n---\n${text}`,
    `---\n${key}: "**"\n---\n${text}`,
    `---\n${key}: src/{a,b}/**\n---\n${text}`,
    `---\ndescription: notes\n---\n${text}`,
    `---\n${key}: [unclosed\n---\n${text}`,
    `---\ndescription: only frontmatter\n---\n`,
    `---\r\n${key}: "*.md"\r\n---\r\n${text}`,
    `<!-- a note for people -->\n${text}`,
    `<!-- only a comment -->\n`,
    `${text}\n<!-- never closed\n`,
    `${text} <!-- inline --> tail\n`,
    "```\n<!-- in code -->\n```\n" + text,
  ];
  return shapes[pick % shapes.length];
}

/** `text` with one import line naming `target`: on its own line mostly, sometimes mid-sentence. */
export function withImport(text: string, prefix: string, target: ImportTarget): string {
  const ref = `${prefix}${target.written}`;
  const line = target.inCode ? `see \`${ref}\`` : text.length % 3 === 0 ? `see ${ref} for more` : ref;
  return text.endsWith("\n") || text === "" ? `${text}${line}\n` : `${text}\n${line}\n`;
}
