"use client";
/**
 * The Monaco editor for the selected file. Uncontrolled: the editor owns the text while the user
 * types and reports every change through onEdit; the scenario's text goes into the editor only when it
 * changed from outside (EchoFilter), never as a `value` prop (that drops keystrokes).
 *
 * One model per path, so each file keeps its undo history while others are selected; a new scenario
 * (api.generation) starts over with fresh models.
 */
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { flushSync } from "react-dom";
import type { Finding, Fix } from "@/lib/check/types";
import { cutAtByte, findingsToMarkers } from "../problems/logic";
import { applyEditToText } from "@/lib/check/fix-text";
import { findingsAt } from "@/lib/check/causes";
import type { RevealRequest } from "../usePlayground";
import { EchoFilter } from "./echo";
import { languageFor } from "./language";
import { DARK_THEME, LIGHT_THEME, monaco, setUpMonaco } from "./monacoSetup";
import { formatCount } from "../format";

type Model = monaco.editor.ITextModel;

/** Which path a model belongs to (models are created here only, one per path). */
const pathOfModel = new WeakMap<Model, string>();
/** The line a reveal asked for stays tinted until the next reveal. */
const REVEALED_LINE_CLASS = "bg-amber-300/30 dark:bg-amber-400/20";
/** The budget ruler: a dashed line above the first line not sent, and the text after it faded. */
const RULER_CLASS =
  "rulescope-budget-ruler overflow-hidden text-ellipsis whitespace-nowrap border-b-2 border-dashed border-red-600 font-sans text-[11px] leading-4 text-red-700 dark:border-red-400 dark:text-red-300";
const UNSENT_TEXT_CLASS = "rulescope-unsent opacity-50";
const MARKER_OWNER = "rulescope-check";
const MARKER_SOURCE = "rulescope check";

/** Findings with fixes per model, for the quick-fix provider (one for the whole page). */
const fixableByModel = new WeakMap<Model, Finding[]>();
/** Where a rename fix (or any fix chosen in the editor) goes: the mounted editor's onFix. */
let fixHandler: ((fix: Fix) => void) | null = null;
let providerRegistered = false;
const APPLY_FIX_COMMAND = "rulescope.applyFix";

function registerQuickFixes() {
  if (providerRegistered) return;
  providerRegistered = true;
  monaco.editor.registerCommand(APPLY_FIX_COMMAND, (_accessor: unknown, fix: Fix) => fixHandler?.(fix));
  monaco.languages.registerCodeActionProvider("*", {
    provideCodeActions(model, range, context) {
      const fixable = fixableByModel.get(model) ?? [];
      const actions: monaco.languages.CodeAction[] = [];
      for (const f of fixable) {
        const line = f.line ?? 1;
        const end = f.endLine ?? line;
        if (end < range.startLineNumber || line > range.endLineNumber) continue;
        const markers = context.markers.filter((m) => m.source === MARKER_SOURCE && m.code === f.code);
        const fix = f.fix!;
        const title = `${fix.description} (${f.code})`;
        if (fix.kind === "edit") {
          actions.push({
            title,
            kind: "quickfix",
            diagnostics: markers,
            isPreferred: true,
            edit: {
              edits: [
                {
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: { range: model.getFullModelRange(), text: applyEditToText(model.getValue(), fix) },
                },
              ],
            },
          });
        } else {
          actions.push({
            title,
            kind: "quickfix",
            diagnostics: markers,
            isPreferred: true,
            command: { id: APPLY_FIX_COMMAND, title, arguments: [fix] },
          });
        }
      }
      return { actions, dispose() {} };
    },
  });
}

const SEVERITY = { error: 8, warning: 4, info: 2 } as const;

/** The current agent's budget cut for the open file: the byte count it sends, when it cuts it. */
interface BudgetCut {
  path: string;
  includedBytes: number;
  /** Whose budget, for the ruler's label. */
  agent: string;
}

export interface MonacoEditorProps {
  /** The file shown, or null to show none (the models stay, with their undo history). */
  path: string | null;
  /** The scenario's text for `path`. */
  text: string;
  generation: number;
  reveal: RevealRequest | null;
  dark: boolean;
  onEdit(path: string, text: string): void;
  /** The check's findings (all files); markers go on each file's model. */
  findings?: readonly Finding[] | null;
  /** Apply a finding's fix chosen in the editor (a rename changes the tree, not just this text). */
  onFix?(fix: Fix): void;
  /** Where the current agent's budget cuts the open file, if it does. */
  cut?: BudgetCut | null;
}

/** Edits closer together than this are a burst (typed faster than a keystroke's render and resolve take). */
const BURST_GAP_MS = 50;

export default function MonacoEditor({
  path,
  text,
  generation,
  reveal,
  dark,
  onEdit,
  findings = null,
  onFix,
  cut = null,
}: MonacoEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor | null>(null);
  const models = useRef(new Map<string, Model>());
  const viewStates = useRef(new Map<string, monaco.editor.ICodeEditorViewState | null>());
  const echo = useRef(new EchoFilter());
  const applyingExternal = useRef(false);
  const seenGeneration = useRef(generation);
  const onEditRef = useRef(onEdit);
  /** When the last edit came (performance.now()): a burst of keys is rendered together. */
  const lastEditAt = useRef(-Infinity);
  /** Edits waiting for the microtask that renders an isolated keystroke at once. */
  const waiting = useRef<{ p: string; value: string }[] | null>(null);
  const applyEdits = (edits: { p: string; value: string }[]) => {
    for (const e of edits) onEditRef.current(e.p, e.value);
    setVersion((v) => v + 1);
  };
  const [version, setVersion] = useState(0);

  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);

  useEffect(() => {
    fixHandler = onFix ?? null;
    return () => {
      if (fixHandler === onFix) fixHandler = null;
    };
  }, [onFix]);

  useEffect(() => {
    setUpMonaco();
    registerQuickFixes();
    const ed = monaco.editor.create(host.current!, EDITOR_OPTIONS);
    const sub = ed.onDidChangeModelContent(() => {
      const model = ed.getModel();
      if (!model || applyingExternal.current) return;
      const p = pathOfModel.get(model);
      if (p === undefined) return;
      const value = model.getValue();
      echo.current.emitted(p, value);
      const edit = { p, value };
      // Edits are applied in the order Monaco made them: one that comes while others wait for the
      // microtask below joins them (applied at once, it would be overwritten by the older one).
      if (waiting.current) return void waiting.current.push(edit);
      // A keystroke on its own renders in this same task, once Monaco has finished its edit: left to
      // React's scheduler, the render waited for Monaco's frame and the resolve request (sent on
      // commit) another, half of the keystroke's time to the prompt (bench:preview). Keys that come
      // faster than that (a burst, a held key) are left to the scheduler, which renders them together.
      const now = performance.now();
      const alone = now - lastEditAt.current > BURST_GAP_MS;
      lastEditAt.current = now;
      if (!alone) return applyEdits([edit]);
      const batch = (waiting.current = [edit]);
      queueMicrotask(() => {
        waiting.current = null;
        flushSync(() => applyEdits(batch));
      });
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

  useOpenFile(editor, { path, text, generation }, { models, viewStates, echo, applyingExternal, seenGeneration });

  useRevealLine(editor, reveal, path);
  useFindingMarkers(editor, models.current, findings, path, generation);
  useBudgetRuler(editor, cut, path, version, generation);

  return <div ref={host} data-testid="monaco-host" className="h-full w-full" />;
}

type Editor = monaco.editor.IStandaloneCodeEditor;

/** The editor's refs the open file's model is kept with: one model per path, its view state, echoes. */
interface ModelState {
  models: MutableRefObject<Map<string, Model>>;
  viewStates: MutableRefObject<Map<string, monaco.editor.ICodeEditorViewState | null>>;
  echo: MutableRefObject<EchoFilter>;
  applyingExternal: MutableRefObject<boolean>;
  seenGeneration: MutableRefObject<number>;
}

/** Bring the editor in line with the scenario: a new scenario, another file, or an outside edit. */
function useOpenFile(editor: Editor | null, file: { path: string | null; text: string; generation: number }, st: ModelState): void {
  const { path, text, generation } = file;
  // Refs: the same objects on every render, listed so the effect names all it reads.
  const { models, viewStates, echo, applyingExternal, seenGeneration } = st;
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
  }, [editor, path, text, generation, models, viewStates, echo, applyingExternal, seenGeneration]);
}

const EDITOR_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  model: null,
  automaticLayout: true,
  minimap: { enabled: false },
  wordWrap: "on",
  fontSize: 13,
  scrollBeyondLastLine: false,
  renderLineHighlight: "line",
  unicodeHighlight: { ambiguousCharacters: false },
  // The page's theme is applied by the effect below before anything is visible.
};

/** "Open this file at that line": move the caret there and show it (without taking focus away from whatever asked, e.g. the composed prompt). */
function useRevealLine(editor: Editor | null, reveal: RevealRequest | null, path: string | null): void {
  const handledReveal = useRef<number | null>(null);
  const revealed = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
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
}

/** The check's findings as markers on every model (the open file's show at once; others when opened). */
function useFindingMarkers(
  editor: Editor | null,
  models: Map<string, Model>,
  findings: readonly Finding[] | null,
  path: string | null,
  generation: number,
): void {
  useEffect(() => {
    if (!editor) return;
    for (const [p, model] of models) {
      const mine = findingsAt(findings ?? [], p);
      fixableByModel.set(
        model,
        mine.filter((f) => f.fix),
      );
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        findingsToMarkers(mine, p, model.getValue()).map((m) => ({ ...m, severity: SEVERITY[m.severity], source: MARKER_SOURCE })),
      );
    }
  }, [editor, models, findings, path, generation]);
}

/**
 * The budget ruler: where the current agent stops reading this file, live as the text changes. A view
 * zone (a labelled dashed line between two lines) above the first line not sent whole, the text after
 * the cut faded, and a mark in the overview ruler.
 */
function useBudgetRuler(editor: Editor | null, cut: BudgetCut | null, path: string | null, version: number, generation: number): void {
  useEffect(() => {
    if (!editor) return;
    const model = editor.getModel();
    const at = model && cut && cut.path === path ? cutAtByte(model.getValue(), cut.includedBytes) : null;
    if (!model || !cut || !at) return;
    const last = model.getLineCount();
    const node = document.createElement("div");
    node.className = RULER_CLASS;
    node.setAttribute("role", "note");
    node.textContent = `✂ ${cut.agent}'s budget ends here (${formatCount(cut.includedBytes)} bytes sent)`;
    node.title = `${cut.agent} reads the first ${formatCount(cut.includedBytes)} bytes of this file${at.column > 1 ? `; line ${at.line} is cut at column ${at.column}` : ""}; the faded text after the cut is never read.`;
    let zone = "";
    editor.changeViewZones((z) => {
      zone = z.addZone({ afterLineNumber: at.line - 1, heightInPx: 18, domNode: node });
    });
    const decorations = editor.createDecorationsCollection([
      {
        range: new monaco.Range(at.line, 1, at.line, 1),
        options: { isWholeLine: true, overviewRuler: { color: "#dc2626", position: monaco.editor.OverviewRulerLane.Full } },
      },
      { range: new monaco.Range(at.line, at.column, last, model.getLineMaxColumn(last)), options: { inlineClassName: UNSENT_TEXT_CLASS } },
    ]);
    return () => {
      decorations.clear();
      editor.changeViewZones((z) => z.removeZone(zone));
    };
  }, [editor, cut, path, version, generation]);
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
