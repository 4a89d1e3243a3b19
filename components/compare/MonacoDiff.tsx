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
import { useLayoutEffect, useMemo, useRef } from "react";
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
 * Monaco's EditContext input of each side keeps an empty aria-label whatever the diff options say
 * (axe: aria-input-field-name): each side's editor is given its name again, and its input too.
 */
function nameInputs(ed: monaco.editor.IStandaloneDiffEditor, options: monaco.editor.IDiffEditorConstructionOptions) {
  const sides = [
    [ed.getOriginalEditor(), options.originalAriaLabel],
    [ed.getModifiedEditor(), options.modifiedAriaLabel],
  ] as const;
  for (const [side, label] of sides) {
    if (!label) continue;
    side.updateOptions({ ariaLabel: label });
    for (const input of side.getContainerDomNode().querySelectorAll(".native-edit-context, textarea"))
      input.setAttribute("aria-label", label);
  }
}

export default function MonacoDiff({ original, modified, originalName, modifiedName, dark }: MonacoDiffProps) {
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
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
        nameInputs(ed, options);
      }}
      loading={<p className="p-2 text-sm text-zinc-600 dark:text-zinc-400">Loading the diff editor…</p>}
    />
  );
}
