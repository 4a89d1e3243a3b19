/**
 * Highlighting for rule files: Markdown with an optional YAML frontmatter block (Cursor .mdc,
 * Claude/opencode rules with `globs:`/`description:`), and the same YAML rules alone for .yaml files.
 * Monarch data only; registered by MonacoEditor. The Markdown part is monaco-editor's own grammar, so
 * only this one language is added (no lazy language chunks, no YAML worker).
 */
import type { languages } from "monaco-editor/editor";
import { conf as markdownConf, language as markdownLanguage } from "monaco-editor/languages/definitions/markdown/markdown.js";

type Rules = languages.IMonarchLanguageRule[];

// YAML, line by line: enough to tell keys, scalars, lists and comments apart in a frontmatter.
const yamlRules: Rules = [
  [/#.*$/, "comment"],
  [/^(\s*)(-)(?=\s|$)/, ["white", "delimiter"]],
  [/[^\s#:'"[\]{},][^#:]*?(?=\s*:(\s|$))/, "type"],
  [/:(?=\s|$)/, "delimiter"],
  [/"(?:[^"\\]|\\.)*"/, "string"],
  [/'(?:[^']|'')*'/, "string"],
  [/\b(?:true|false|null|yes|no|on|off)\b/, "keyword"],
  [/-?\d+(?:\.\d+)?\b/, "number"],
  [/[[\]{},]/, "delimiter.bracket"],
  [/[|>][-+]?\s*$/, "operator"],
  [/[^\s#'"[\]{},]+/, "string"],
  [/\s+/, "white"],
];

/** Markdown whose first line may open a `---` frontmatter block, highlighted as YAML until `---`. */
export const markdownWithFrontmatter: languages.IMonarchLanguage = {
  ...markdownLanguage,
  start: "documentStart",
  tokenizer: {
    ...markdownLanguage.tokenizer,
    // Only the first line can open a frontmatter; any other first line continues as Markdown.
    documentStart: [
      [/^---\s*$/, { token: "metatag.frontmatter", switchTo: "@frontmatter" }],
      [/^/, { token: "@rematch", switchTo: "@root" }],
    ],
    frontmatter: [[/^---\s*$/, { token: "metatag.frontmatter", switchTo: "@root" }], ...yamlRules],
  },
};

export const markdownConfiguration: languages.LanguageConfiguration = markdownConf;

export const yamlLanguage: languages.IMonarchLanguage = {
  defaultToken: "",
  tokenPostfix: ".yaml",
  tokenizer: { root: yamlRules },
};

export const yamlConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: "#" },
  brackets: [
    ["{", "}"],
    ["[", "]"],
  ],
  autoClosingPairs: [
    { open: "{", close: "}" },
    { open: "[", close: "]" },
    { open: '"', close: '"' },
    { open: "'", close: "'" },
  ],
};
