"use client";
/**
 * The playground page. From 768 px up it is a workbench that fills the viewport (components/workbench):
 * a top bar with the agent, variant and working directory beside the actions, then the side column
 * (file tree, session; it can be folded), the editor and the output views as tabs, over the Problems
 * panel. Below 768 px the columns become tabs (Files: the tree and the editor; Session; Result), each a
 * page that scrolls. State lives in usePlayground; the Resolution comes from useResolution; panels only
 * render what they are given and report edits through the API.
 */
import { useCallback, useEffect, useState } from "react";
import { Columns } from "./Columns";
import { CompareToggle, isCompareOpen } from "./compare/CompareToggle";
import { CompareView } from "./compare/CompareView";
import { ErrorBoundary } from "./ErrorBoundary";
import { FileEditor } from "./editor/FileEditor";
import { useMediaQuery } from "./editor/useMediaQuery";
import { FileTree } from "./tree/FileTree";
import { ResultPanels, type ResultProps } from "./result/ResultPanels";
import { SessionControls } from "./session/SessionControls";
import { Toolbar } from "./share/Toolbar";
import { liftLinkVeil, linkVeilUp } from "./persistence/linkVeil";
import { usePersistence } from "./persistence/usePersistence";
import { PROBLEMS_ID } from "./problems/ProblemsPanel";
import { useCheck } from "./problems/useCheck";
import { useProblemKeys } from "./problems/useProblemKeys";
import { usePlayground } from "./usePlayground";
import { useResolution } from "./useResolution";
import { OutputPane, useOutputView, type OutputView } from "./workbench/OutputPane";
import { ProblemsDock, type DockView } from "./workbench/ProblemsDock";
import { tabId } from "./workbench/Tabs";
import { TopPickers } from "./workbench/TopPickers";
import { SkipLinks, Workbench } from "./workbench/Workbench";
import type { PlaygroundApi } from "./usePlayground";
import type { Resolution } from "@/lib/types";

const TABS = [
  { id: "files", label: "Files" },
  { id: "session", label: "Session" },
  { id: "result", label: "Result" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * The title and the toolbar. The workbench's bar holds the pickers too, in one row that never changes
 * height; on phones the toolbar takes a full-width row under the title, beside Compare's switch.
 */
function PageHeader({
  api,
  resolution,
  problems,
  onShowProblems,
  workbench,
  side,
}: {
  api: PlaygroundApi;
  resolution: Resolution;
  problems: number | null;
  onShowProblems(): void;
  workbench: boolean;
  side?: { open: boolean; onOpen(open: boolean): void };
}) {
  // On the workbench the Problems panel is always on screen with its counts: no button for it.
  const toolbar = (
    <ErrorBoundary label="The toolbar">
      <Toolbar api={api} resolution={resolution} problems={problems} onShowProblems={workbench ? undefined : onShowProblems} compact />
    </ErrorBoundary>
  );
  if (workbench)
    return (
      <header className="flex shrink-0 items-center gap-3 border-b border-zinc-200 px-3 py-1.5 dark:border-zinc-800">
        <h1 className="text-lg font-semibold tracking-tight">Rulescope</h1>
        {side && (
          <button
            type="button"
            className="rounded border border-zinc-300 p-1.5 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
            aria-expanded={side.open}
            aria-controls="side-column"
            aria-label={side.open ? "Hide files and session" : "Show files and session"}
            title={side.open ? "Hide files and session" : "Show files and session"}
            onClick={() => side.onOpen(!side.open)}
          >
            <SideColumnIcon open={side.open} />
          </button>
        )}
        <ErrorBoundary label="The session pickers" resetKey={api.scenario}>
          <TopPickers api={api} />
        </ErrorBoundary>
        <div className="flex min-w-0 shrink-0">{toolbar}</div>
      </header>
    );
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
      <h1 className="mr-auto text-lg font-semibold tracking-tight md:mr-0">Rulescope</h1>
      <div className="md:order-last">
        <CompareToggle api={api} />
      </div>
      <div className="order-last min-w-0 basis-full md:order-none md:flex md:flex-1 md:basis-0">{toolbar}</div>
    </header>
  );
}

/** A window with its left column filled when shown (the side column's switch), drawn inline. */
function SideColumnIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.4">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <path d="M6 2.5v11" />
      {open && <rect x="2.2" y="3.2" width="3.1" height="9.6" fill="currentColor" stroke="none" />}
    </svg>
  );
}

/** Below 768 px the columns are tabs. */
function PaneTabs({ tab, onTab }: { tab: TabId; onTab(tab: TabId): void }) {
  return (
    <nav aria-label="Panes" className="flex border-b border-zinc-200 md:hidden dark:border-zinc-800">
      <div role="tablist" className="flex w-full">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => onTab(t.id)}
            className={`flex-1 px-3 py-2 text-sm ${tab === t.id ? "border-b-2 border-sky-600 font-semibold" : "text-zinc-600 dark:text-zinc-400"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
    </nav>
  );
}

/** A link's page stays veiled until the link's own answer is on screen (never the default example's). */
function useLinkVeil(answered: boolean) {
  useEffect(() => {
    if (answered && linkVeilUp()) liftLinkVeil();
  }, [answered]);
}

/** The page's state and its parts, shared by the two layouts. */
function usePageParts() {
  const api = usePlayground();
  const linkRead = usePersistence(api);
  const { resolution, pending, ready, failure } = useResolution(api.scenario, api.generation);
  useLinkVeil(linkRead && !pending && (ready || !!failure));
  const check = useCheck(api.scenario);
  const small = useMediaQuery("(max-width: 767px)");
  // Set after the first commit, so the root's data-layout says which layout is live (the prerender,
  // and a phone's first hydrated frame, are the workbench): what tests and scripts wait on.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [tab, setTab] = useState<TabId>("result");
  const [dockView, setDockView] = useState<DockView>("problems");
  const [dockOpen, setDockOpen] = useState(true);
  // The last check's findings (null before the first): the tree badges them, the editor marks them.
  const findings = check.outcome?.ok ? check.outcome.report.findings : null;
  // Stable handlers: the panels that take them are memoised. Problems opened from the toolbar are
  // brought into view and focused: the dock's tab on the workbench, the panel on a phone.
  const showProblems = useCallback(() => {
    setTab("result");
    setDockView("problems");
    setDockOpen(true);
    requestAnimationFrame(() => {
      const dockTab = document.getElementById(tabId("dock", "problems"));
      if (dockTab && dockTab.offsetParent !== null) return dockTab.focus();
      document.getElementById(PROBLEMS_ID)?.scrollIntoView({ block: "start" });
    });
  }, []);
  // On a phone the editor is in the Files tab: a problem opened from Result goes there, at its line.
  const showEditor = useCallback(() => setTab("files"), []);
  useProblemKeys(findings, (path, line) => {
    api.selectFile(path, line);
    showEditor();
  });
  const resultProps: ResultProps = { api, resolution, pending, ready, failure, check, onProblemOpened: showEditor };
  const header = (workbench: boolean, side?: { open: boolean; onOpen(open: boolean): void }) => (
    <PageHeader
      api={api}
      resolution={resolution}
      problems={findings?.length ?? null}
      onShowProblems={showProblems}
      workbench={workbench}
      side={side}
    />
  );
  const tree = (
    <ErrorBoundary label="The file tree" resetKey={api.scenario.files}>
      <FileTree api={api} resolution={resolution} findings={findings} />
    </ErrorBoundary>
  );
  const session = (pickersAbove: boolean) => (
    <ErrorBoundary label="The session settings" resetKey={api.scenario}>
      <SessionControls api={api} pickersAbove={pickersAbove} />
    </ErrorBoundary>
  );
  const editor = (
    <ErrorBoundary label="The editor" resetKey={api.selectedFile}>
      <FileEditor api={api} resolution={resolution} findings={findings} ready={ready} fill={!small} />
    </ErrorBoundary>
  );
  const dock = { view: dockView, setView: setDockView, open: dockOpen, setOpen: setDockOpen };
  return { api, small, live, tab, setTab, findings, resultProps, header, tree, session, editor, dock };
}

type PageParts = ReturnType<typeof usePageParts>;

const VEIL = (
  <div data-link-veil role="status" className="min-h-screen items-center justify-center text-zinc-600 dark:text-zinc-400">
    Opening the link…
  </div>
);

export function Playground() {
  const parts = usePageParts();
  return (
    <>
      {VEIL}
      {parts.small ? <PhoneLayout parts={parts} /> : <WorkbenchLayout parts={parts} />}
    </>
  );
}

/** From 768 px up (and the prerender): the workbench, the page as the viewport. */
function WorkbenchLayout({ parts }: { parts: PageParts }) {
  const { resultProps, dock } = parts;
  const [sideOpen, setSideOpen] = useState(true);
  const [view, setView] = useState<Exclude<OutputView, "compare">>("prompt");
  const output = useOutputView(parts.api, view, setView);
  // The open panel's own tab folds it; any other tab (or a folded panel's) opens that one.
  const selectDock = (next: DockView) => {
    if (dock.open && next === dock.view) dock.setOpen(false);
    else {
      dock.setView(next);
      dock.setOpen(true);
    }
  };
  return (
    <div data-playground data-layout={parts.live ? "workbench" : undefined} className="flex h-dvh flex-col overflow-hidden">
      <SkipLinks />
      {parts.header(true, { open: sideOpen, onOpen: setSideOpen })}
      {/* The prerender is this branch whatever the width: a phone sees its tabs from the first paint
          (they work once the page is live and the phone layout replaces this one), not a squeezed workbench. */}
      <PaneTabs tab={parts.tab} onTab={parts.setTab} />
      <p className="p-4 text-sm text-zinc-600 md:hidden dark:text-zinc-400">Loading…</p>
      <main className="hidden min-h-0 flex-1 p-2 md:block">
        <Workbench
          sideOpen={sideOpen}
          onSideOpen={setSideOpen}
          dockOpen={dock.open}
          onDockOpen={dock.setOpen}
          side={
            <div id="side-column" className="flex min-w-0 flex-col gap-3">
              {parts.tree}
              {parts.session(true)}
            </div>
          }
          editor={parts.editor}
          result={
            <ErrorBoundary label="The result" resetKey={resultProps.resolution}>
              <OutputPane props={resultProps} shown={output.shown} onSelect={output.select} />
            </ErrorBoundary>
          }
          dock={
            <ErrorBoundary label="The bottom panel" resetKey={resultProps.check?.outcome}>
              <ProblemsDock props={resultProps} findings={parts.findings} view={dock.view} open={dock.open} onSelect={selectDock} />
            </ErrorBoundary>
          }
        />
      </main>
    </div>
  );
}

/** Below 768 px: tabs, each a page that scrolls; only the active tab's parts show. */
function PhoneLayout({ parts }: { parts: PageParts }) {
  const { tab, api } = parts;
  const shown = (...ids: TabId[]) => (ids.includes(tab) ? "flex" : "hidden");
  const column = "min-w-0 flex-col gap-4";
  return (
    <div data-playground data-layout={parts.live ? "phone" : undefined} className="flex min-h-screen flex-col">
      {parts.header(false)}
      <PaneTabs tab={tab} onTab={parts.setTab} />
      <Columns
        columns={{
          side: (
            <div id="side-column" className={`${shown("files", "session")} ${column}`}>
              <div className={`${shown("files")} ${column}`}>{parts.tree}</div>
              <div className={`${shown("session")} ${column}`}>{parts.session(false)}</div>
            </div>
          ),
          editor: <div className={`${shown("files")} ${column}`}>{parts.editor}</div>,
          result: (
            <div className={`${shown("result")} ${column}`}>
              <ErrorBoundary label="The result" resetKey={parts.resultProps.resolution}>
                <ResultPanels {...parts.resultProps} />
              </ErrorBoundary>
            </div>
          ),
        }}
      />
      {isCompareOpen(api.scenario) && (
        <div className="px-4 pb-4">
          <ErrorBoundary label="The comparison" resetKey={api.scenario}>
            <CompareView api={api} />
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}
