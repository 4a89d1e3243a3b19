/**
 * The line a frontmatter key is written on, so a warning about its value can point at it. Looks only
 * inside a leading `---` block (the first line and up to the next `---` line).
 */
export function frontmatterKeyLine(text: string, key: string): number | undefined {
  if (!/^\uFEFF?---[ \t]*\r?\n/.test(text)) return undefined;
  let line = 1;
  let at = text.indexOf("\n") + 1;
  while (at > 0 && at < text.length) {
    line++;
    const nl = text.indexOf("\n", at);
    const row = text.slice(at, nl < 0 ? text.length : nl).replace(/\r$/, "");
    if (/^---[ \t]*$/.test(row)) return undefined;
    if (row.startsWith(key)) {
      const rest = row.slice(key.length).trimStart();
      if (rest.startsWith(":")) return line;
    }
    at = nl < 0 ? -1 : nl + 1;
  }
  return undefined;
}
