/**
 * Monaco from the installed package, slim: the core API, a few editing features, and one language of
 * our own (Markdown with YAML frontmatter). Imported only by MonacoEditor, which FileEditor loads with
 * next/dynamic(ssr:false), so none of this is in the first-load JS or runs during prerendering.
 *
 * No CDN: the editor is created with monaco.editor.create, so @monaco-editor/react's loader (which
 * fetches from jsdelivr unless configured) is never involved. The worker is bundled by Turbopack from
 * the exact path `monaco-editor/editor/editor.worker.js` (older guides' `esm/vs/...` path does not
 * resolve through the exports map; leaving getWorker out makes Monaco try an unbundled file and fail).
 */
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/codeAction/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/gotoLine/register";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/wordOperations/register";
import { markdownConfiguration, markdownWithFrontmatter, yamlConfiguration, yamlLanguage } from "./grammar";
import { MARKDOWN_LANGUAGE, YAML_LANGUAGE } from "./language";

export { monaco };

export const LIGHT_THEME = "rulescope-light";
export const DARK_THEME = "rulescope-dark";

let done = false;

/** Register the worker, languages and themes once per page. */
export function setUpMonaco(): void {
  if (done) return;
  done = true;
  self.MonacoEnvironment = {
    getWorker: () => new Worker(new URL("monaco-editor/editor/editor.worker.js", import.meta.url), { type: "module" }),
  };
  monaco.languages.register({ id: MARKDOWN_LANGUAGE, aliases: ["Markdown"] });
  monaco.languages.setMonarchTokensProvider(MARKDOWN_LANGUAGE, markdownWithFrontmatter);
  monaco.languages.setLanguageConfiguration(MARKDOWN_LANGUAGE, markdownConfiguration);
  monaco.languages.register({ id: YAML_LANGUAGE, aliases: ["YAML"] });
  monaco.languages.setMonarchTokensProvider(YAML_LANGUAGE, yamlLanguage);
  monaco.languages.setLanguageConfiguration(YAML_LANGUAGE, yamlConfiguration);
  // The frontmatter fences get their own colour; everything else is Monaco's stock palette.
  monaco.editor.defineTheme(LIGHT_THEME, {
    base: "vs",
    inherit: true,
    rules: [{ token: "metatag.frontmatter", foreground: "7c3aed", fontStyle: "bold" }],
    colors: {},
  });
  monaco.editor.defineTheme(DARK_THEME, {
    base: "vs-dark",
    inherit: true,
    rules: [{ token: "metatag.frontmatter", foreground: "c4b5fd", fontStyle: "bold" }],
    colors: { "editor.background": "#18181b" },
  });
}
