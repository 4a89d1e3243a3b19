"use client";
/**
 * Monaco's diff editor over two composed prompts, read-only. @monaco-editor/react's DiffEditor runs on
 * the installed monaco-editor (loader.config({ monaco }): no CDN), set up as the file editor sets it up
 * (components/editor/monacoSetup: slim imports, bundled worker, themes), plus the diff editor's own
 * contribution. Loaded only through next/dynamic(ssr:false).
 *
 * Disposal: the library disposes the two text models before the widget, which Monaco reports as an
 * error ("TextModel got disposed before DiffEditorWidget model got reset"). So the library keeps its
 * models (keepCurrent*Model) and we detach and dispose them ourselves in a layout-effect cleanup, which
 * runs before the library's passive one.
 */
import { DiffEditor, loader } from "@monaco-editor/react";
import "monaco-editor/features/diffEditor/register";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { DARK_THEME, LIGHT_THEME, monaco, setUpMonaco } from "../editor/monacoSetup";

setUpMonaco();
loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });

export interface MonacoDiffProps {
  original: string;
  modified: string;
  originalName: string;
  modifiedName: string;
  dark: boolean;
}

/**
 * Each side's input element (EditContext or text area) is left without a name by the diff editor,
 * whatever originalAriaLabel and modifiedAriaLabel say, and Monaco may replace or reset it later (axe:
 * aria-input-field-name). Its name is set now and whenever it changes; the returned function stops.
 */
function keepInputsNamed(ed: monaco.editor.IStandaloneDiffEditor, options: monaco.editor.IDiffEditorConstructionOptions): () => void {
  const sides = [
    [ed.getOriginalEditor().getContainerDomNode(), options.originalAriaLabel],
    [ed.getModifiedEditor().getContainerDomNode(), options.modifiedAriaLabel],
  ] as const;
  const name = () => {
    for (const [node, label] of sides)
      if (label)
        for (const input of node.querySelectorAll(".native-edit-context, textarea"))
          if (input.getAttribute("aria-label") !== label) input.setAttribute("aria-label", label);
  };
  name();
  const watch = new MutationObserver(name);
  for (const [node] of sides) watch.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
  return () => watch.disconnect();
}

export default function MonacoDiff({ original, modified, originalName, modifiedName, dark }: MonacoDiffProps) {
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
  const stopNaming = useRef<(() => void) | null>(null);
  useEffect(() => () => stopNaming.current?.(), []);
  useLayoutEffect(
    () => () => {
      const ed = editorRef.current;
      editorRef.current = null;
      if (!ed) return;
      const models = ed.getModel();
      ed.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );
  const options = useMemo<monaco.editor.IDiffEditorConstructionOptions>(
    () => ({
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: false,
      wordWrap: "on",
      diffWordWrap: "on",
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 12,
      renderOverviewRuler: false,
      automaticLayout: true,
      originalAriaLabel: `Composed prompt of ${originalName}`,
      modifiedAriaLabel: `Composed prompt of ${modifiedName}`,
      unicodeHighlight: { ambiguousCharacters: false },
    }),
    [originalName, modifiedName],
  );
  return (
    <DiffEditor
      original={original}
      modified={modified}
      language="plaintext"
      theme={dark ? DARK_THEME : LIGHT_THEME}
      options={options}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      onMount={(ed) => {
        editorRef.current = ed;
        stopNaming.current?.();
        stopNaming.current = keepInputsNamed(ed, options);
      }}
      loading={<p className="p-2 text-sm text-zinc-600 dark:text-zinc-400">Loading the diff editor…</p>}
    />
  );
}
