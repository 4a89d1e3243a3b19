"use client";
/**
 * The Monaco editor for the selected file. Uncontrolled: the editor owns the text while the user
 * types and reports every change through onEdit; the scenario's text goes into the editor only when it
 * changed from outside (EchoFilter), never as a `value` prop (that drops keystrokes).
 *
 * One model per path, so each file keeps its undo history while others are selected; a new scenario
 * (api.generation) starts over with fresh models.
 */
import { useEffect, useRef, useState } from "react";
import type { RevealRequest } from "../usePlayground";
import { EchoFilter } from "./echo";
import { languageFor } from "./language";
import { DARK_THEME, LIGHT_THEME, monaco, setUpMonaco } from "./monacoSetup";

type Model = monaco.editor.ITextModel;

/** Which path a model belongs to (models are created here only, one per path). */
const pathOfModel = new WeakMap<Model, string>();
/** The line a reveal asked for stays tinted until the next reveal. */
const REVEALED_LINE_CLASS = "bg-amber-300/30 dark:bg-amber-400/20";

export interface MonacoEditorProps {
  /** The file shown, or null to show none (the models stay, with their undo history). */
  path: string | null;
  /** The scenario's text for `path`. */
  text: string;
  generation: number;
  reveal: RevealRequest | null;
  dark: boolean;
  onEdit(path: string, text: string): void;
}

export default function MonacoEditor({ path, text, generation, reveal, dark, onEdit }: MonacoEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor | null>(null);
  const models = useRef(new Map<string, Model>());
  const viewStates = useRef(new Map<string, monaco.editor.ICodeEditorViewState | null>());
  const echo = useRef(new EchoFilter());
  const applyingExternal = useRef(false);
  const seenGeneration = useRef(generation);
  const onEditRef = useRef(onEdit);
  const handledReveal = useRef<number | null>(null);
  const revealed = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);

  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);

  useEffect(() => {
    setUpMonaco();
    const ed = monaco.editor.create(host.current!, {
      model: null,
      automaticLayout: true,
      minimap: { enabled: false },
      wordWrap: "on",
      fontSize: 13,
      scrollBeyondLastLine: false,
      renderLineHighlight: "line",
      unicodeHighlight: { ambiguousCharacters: false },
      // The page's theme is applied by the effect below before anything is visible.
    });
    const sub = ed.onDidChangeModelContent(() => {
      const model = ed.getModel();
      if (!model || applyingExternal.current) return;
      const p = pathOfModel.get(model);
      if (p === undefined) return;
      const value = model.getValue();
      echo.current.emitted(p, value);
      onEditRef.current(p, value);
    });
    const modelMap = models.current;
    setEditor(ed);
    return () => {
      sub.dispose();
      ed.dispose();
      for (const m of modelMap.values()) m.dispose();
      modelMap.clear();
    };
  }, []);

  useEffect(() => {
    monaco.editor.setTheme(dark ? DARK_THEME : LIGHT_THEME);
  }, [dark]);

  // Bring the editor in line with the scenario: a new scenario, another file, or an outside edit.
  useEffect(() => {
    if (!editor) return;
    if (generation !== seenGeneration.current) {
      seenGeneration.current = generation;
      editor.setModel(null);
      for (const m of models.current.values()) m.dispose();
      models.current.clear();
      viewStates.current.clear();
      echo.current.clear();
    }
    if (path === null) {
      rememberViewState(editor, models.current, viewStates.current);
      editor.setModel(null);
      return;
    }
    let model = models.current.get(path);
    if (!model) {
      model = monaco.editor.createModel(text, languageFor(path));
      models.current.set(path, model);
      pathOfModel.set(model, path);
    } else if (echo.current.isExternal(path, text, () => model!.getValue())) {
      const target = model;
      applyingExternal.current = true;
      try {
        target.pushStackElement();
        target.pushEditOperations([], [{ range: target.getFullModelRange(), text }], () => null);
        target.pushStackElement();
      } finally {
        applyingExternal.current = false;
      }
    }
    if (editor.getModel() !== model) {
      rememberViewState(editor, models.current, viewStates.current);
      editor.setModel(model);
      const state = viewStates.current.get(path);
      if (state) editor.restoreViewState(state);
    }
    editor.updateOptions({ ariaLabel: `Editor for ${path}` });
  }, [editor, path, text, generation]);

  // "Open this file at that line": move the caret there and show it (without taking focus away from
  // whatever asked, e.g. the composed prompt).
  useEffect(() => {
    if (!editor || !reveal || reveal.path !== path || handledReveal.current === reveal.nonce) return;
    handledReveal.current = reveal.nonce;
    if (reveal.line === undefined) return;
    const model = editor.getModel();
    if (!model) return;
    const line = Math.min(Math.max(1, reveal.line), model.getLineCount());
    editor.setPosition({ lineNumber: line, column: 1 });
    editor.revealLineInCenter(line);
    revealed.current?.clear();
    revealed.current = editor.createDecorationsCollection([
      { range: new monaco.Range(line, 1, line, 1), options: { isWholeLine: true, className: REVEALED_LINE_CLASS } },
    ]);
  }, [editor, reveal, path]);

  return <div ref={host} data-testid="monaco-host" className="h-full w-full" />;
}

function rememberViewState(
  editor: monaco.editor.IStandaloneCodeEditor,
  models: Map<string, Model>,
  viewStates: Map<string, monaco.editor.ICodeEditorViewState | null>,
) {
  const current = editor.getModel();
  if (!current) return;
  for (const [p, m] of models) if (m === current) viewStates.set(p, editor.saveViewState());
}
