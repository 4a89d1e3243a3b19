"use client";
/**
 * The editor for the selected file: Monaco on desktop (loaded lazily, on first need), a plain
 * textarea below 768 px or when "Plain editor" is on, a one-line explanation for entries that are not
 * editable text, and a hint when nothing is selected. Every keystroke updates the scenario, so the
 * preview follows. Both editors are named "Editor for <path>".
 */
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import type { Finding, Fix } from "@/lib/check/types";
import { entryText, setText } from "@/lib/scenario/edit";
import type { Resolution } from "@/lib/types";
import { describeSelection, type EditorView } from "./describe";
import { PlainEditor } from "./PlainEditor";
import { useMediaQuery } from "./useMediaQuery";
import { usePageDark } from "./usePageTheme";
import { Panel } from "../Panel";
import { BudgetCaption } from "../problems/BudgetCaption";
import { findingsAt } from "@/lib/check/causes";
import { FileFindings } from "../problems/FileFindings";
import { applyFix } from "../problems/logic";
import type { PlaygroundApi } from "../usePlayground";

const MonacoEditor = dynamic(() => import("./MonacoEditor"), {
  ssr: false,
  loading: () => <p className="p-2 text-sm text-zinc-500 dark:text-zinc-400">Loading the editor…</p>,
});

const SMALL_SCREEN = "(max-width: 767px)";

/** The open file's Source in the resolution, and where the agent's budget cuts it (the ruler). */
function useOpenFileSource(resolution: Resolution | undefined, path: string | undefined) {
  const source = useMemo(() => (path === undefined ? undefined : resolution?.sources.find((s) => s.path === path)), [resolution, path]);
  const cut = useMemo(
    () =>
      source && path !== undefined && source.status === "truncated"
        ? { path, includedBytes: source.includedBytes, agent: resolution?.agent ?? "the agent" }
        : null,
    [source, path, resolution?.agent],
  );
  return { source, cut };
}

export function FileEditor({
  api,
  resolution,
  findings = null,
  ready = true,
  fill = false,
}: {
  api: PlaygroundApi;
  resolution?: Resolution;
  findings?: readonly Finding[] | null;
  /** False until the first resolution arrives (useResolution). */
  ready?: boolean;
  /** Take the pane's height (the workbench), not a share of the window's. */
  fill?: boolean;
}) {
  const { update, selectedFile: path, scenario, reveal, generation } = api;
  const view = useMemo(() => describeSelection(scenario.files, path), [scenario.files, path]);
  const small = useMediaQuery(SMALL_SCREEN);
  const [plainChosen, setPlainChosen] = useState(false);
  const dark = usePageDark();
  const plain = small || plainChosen;
  const showMonaco = !plain && view.kind === "text";
  // Monaco loads the first time it is needed and then stays mounted (hidden when not in use), so
  // every file's undo history survives selecting a folder or switching to the plain editor.
  const [monacoWanted, setMonacoWanted] = useState(false);
  if (showMonaco && !monacoWanted) setMonacoWanted(true);

  const onEdit = useCallback(
    (p: string, text: string) => update((s) => (entryText(s.files[p]) === null ? s : { ...s, files: setText(s.files, p, text) })),
    [update],
  );

  const onFix = useCallback(
    (fix: Fix) =>
      update((s) => {
        const r = applyFix(s, fix);
        return r.ok ? r.scenario : s;
      }),
    [update],
  );
  const { source, cut } = useOpenFileSource(resolution, path);
  const fileFindings = useMemo(() => (path === undefined ? [] : findingsAt(findings ?? [], path)), [findings, path]);

  return (
    <Panel
      title="Editor"
      contained={false}
      fill={fill}
      aside={<PlainToggle hidden={small} checked={plainChosen} onChange={setPlainChosen} />}
    >
      {path !== undefined && (
        <p className="mb-2 truncate font-mono text-xs text-zinc-600 dark:text-zinc-400" title={path}>
          {path}
        </p>
      )}
      <div className={view.kind !== "text" ? "hidden" : fill ? "min-h-48 flex-1" : "h-[60vh] min-h-64"}>
        {monacoWanted && !small && (
          <div className={showMonaco ? "h-full overflow-hidden rounded border border-zinc-300 dark:border-zinc-700" : "hidden"}>
            <MonacoEditor
              path={showMonaco ? path! : null}
              text={view.kind === "text" ? view.text : ""}
              generation={generation}
              reveal={reveal}
              dark={dark}
              onEdit={onEdit}
              findings={findings}
              onFix={onFix}
              cut={cut}
            />
          </div>
        )}
        {plain && view.kind === "text" && <PlainEditor path={path!} text={view.text} reveal={reveal} onEdit={onEdit} />}
      </div>
      {view.kind === "text" && resolution && path !== undefined && (
        <BudgetCaption agent={resolution.agent} source={source} text={view.text} ready={ready} />
      )}
      {plain && view.kind === "text" && (
        <FileFindings findings={fileFindings} onOpen={(f) => api.selectFile(f.path, f.line ?? 1)} onFix={onFix} />
      )}
      <NotEditable view={view} />
    </Panel>
  );
}

function NotEditable({ view }: { view: EditorView }) {
  if (view.kind === "none") {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">Select a file in the tree to edit it here.</p>;
  }
  if (view.kind === "readonly") {
    return (
      <p
        role="note"
        className="rounded border border-dashed border-zinc-300 p-3 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300"
      >
        {view.message}
      </p>
    );
  }
  return null;
}

function PlainToggle({ hidden, checked, onChange }: { hidden: boolean; checked: boolean; onChange(v: boolean): void }) {
  if (hidden) return null;
  return (
    <label className="flex items-center gap-1.5 text-sm text-zinc-700 dark:text-zinc-300">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="accent-sky-600" />
      Plain editor
    </label>
  );
}
