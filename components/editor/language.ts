/** Which highlighting a file gets in the editor, from its name. */

export const MARKDOWN_LANGUAGE = "rulescope-markdown";
export const YAML_LANGUAGE = "rulescope-yaml";
export const PLAIN_LANGUAGE = "plaintext";

export type EditorLanguage = typeof MARKDOWN_LANGUAGE | typeof YAML_LANGUAGE | typeof PLAIN_LANGUAGE;

// Rule files are Markdown whatever their extension: .mdc (Cursor), .cursorrules, .clinerules, .windsurfrules,
// .rules (Zed), .roorules-code (Roo Code's per-mode files). Roo Code's .roomodes is YAML.
const MARKDOWN_EXT = /\.(md|mdc|mdx|markdown|mdown|mkd)$/i;
const MARKDOWN_NAMES = /^\.[a-z]*rules(-[\w-]+)?$|^(AGENTS|CLAUDE|GEMINI|CONVENTIONS|README)(\.[\w-]+)?$/i;
const YAML_EXT = /\.(ya?ml)$|^\.roomodes$/i;

export function languageFor(path: string): EditorLanguage {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (YAML_EXT.test(name)) return YAML_LANGUAGE;
  if (MARKDOWN_EXT.test(name) || MARKDOWN_NAMES.test(name)) return MARKDOWN_LANGUAGE;
  return PLAIN_LANGUAGE;
}
