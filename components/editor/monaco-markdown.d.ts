// monaco-editor ships its Markdown grammar without typings; it is plain Monarch data (no imports).
declare module "monaco-editor/languages/definitions/markdown/markdown.js" {
  import type { languages } from "monaco-editor/editor";
  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
