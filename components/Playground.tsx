"use client";
/**
 * The playground page: toolbar, then three columns: a narrow side column (file tree, session; it can be
 * hidden), the editor, and the result it feeds. Below 768 px the columns become tabs (Files: the tree
 * and the editor; Session; Result). State lives in usePlayground; the Resolution comes from useResolution; panels
 * only render what they are given and report edits through the API.
 */
import { useCallback, useEffect, useState } from "react";
import { Columns } from "./Columns";
import { CompareToggle, isCompareOpen } from "./compare/CompareToggle";
import { CompareView } from "./compare/CompareView";
import { ErrorBoundary } from "./ErrorBoundary";
import { FileEditor } from "./editor/FileEditor";
import { FileTree } from "./tree/FileTree";
import { ResultPanels } from "./result/ResultPanels";
import { SessionControls } from "./session/SessionControls";
import { Toolbar } from "./share/Toolbar";
import { liftLinkVeil, linkVeilUp } from "./persistence/linkVeil";
import { usePersistence } from "./persistence/usePersistence";
import { PROBLEMS_ID } from "./problems/ProblemsPanel";
import { useCheck } from "./problems/useCheck";
import { usePlayground } from "./usePlayground";
import { useResolution } from "./useResolution";
import type { PlaygroundApi } from "./usePlayground";
import type { Resolution } from "@/lib/types";

const TABS = [
  { id: "files", label: "Files" },
  { id: "session", label: "Session" },
  { id: "result", label: "Result" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The title, the toolbar and Compare's switch; on phones the toolbar takes a full-width row under the title. */
function PageHeader({
  api,
  resolution,
  problems,
  onShowProblems,
}: {
  api: PlaygroundApi;
  resolution: Resolution;
  problems: number | null;
  onShowProblems(): void;
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
      <h1 className="mr-auto text-lg font-semibold tracking-tight md:mr-0">Rulescope</h1>
      <div className="md:order-last">
        <CompareToggle api={api} />
      </div>
      <div className="order-last min-w-0 basis-full md:order-none md:flex md:flex-1 md:basis-0">
        <ErrorBoundary label="The toolbar">
          <Toolbar api={api} resolution={resolution} problems={problems} onShowProblems={onShowProblems} />
        </ErrorBoundary>
      </div>
    </header>
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

export function Playground() {
  const api = usePlayground();
  const linkRead = usePersistence(api);
  const { resolution, pending, ready, failure } = useResolution(api.scenario, api.generation);
  useLinkVeil(linkRead && !pending && (ready || !!failure));
  const check = useCheck(api.scenario);
  const [tab, setTab] = useState<TabId>("result");
  const [sideOpen, setSideOpen] = useState(true);
  // The last check's findings (null before the first): the tree badges them, the editor marks them.
  const findings = check.outcome?.ok ? check.outcome.report.findings : null;
  const problems = findings?.length ?? null;
  // Stable handlers: the panels that take them are memoised.
  const showProblems = useCallback(() => {
    setTab("result");
    requestAnimationFrame(() => document.getElementById(PROBLEMS_ID)?.scrollIntoView({ block: "start" }));
  }, []);
  // On a phone the editor is in the Files tab: a problem opened from Result goes there, at its line.
  const showEditor = useCallback(() => setTab("files"), []);
  // On small screens only the active tab's parts show; from md up every column does (the side column
  // unless it is hidden).
  const shown = (...ids: TabId[]) => (ids.includes(tab) ? "flex" : "hidden");
  const column = "min-w-0 flex-col gap-4";

  return (
    <>
      <div data-link-veil role="status" className="min-h-screen items-center justify-center text-zinc-600 dark:text-zinc-400">
        Opening the link…
      </div>
      <div data-playground className="flex min-h-screen flex-col">
        <PageHeader api={api} resolution={resolution} problems={problems} onShowProblems={showProblems} />
        <PaneTabs tab={tab} onTab={setTab} />
        <Columns
          sideOpen={sideOpen}
          onSideOpen={setSideOpen}
          columns={{
            side: (
              <div id="side-column" className={`${shown("files", "session")} ${sideOpen ? "md:flex" : "md:hidden"} ${column}`}>
                <div className={`${shown("files")} md:flex ${column}`}>
                  <ErrorBoundary label="The file tree" resetKey={api.scenario.files}>
                    <FileTree api={api} resolution={resolution} findings={findings} />
                  </ErrorBoundary>
                </div>
                <div className={`${shown("session")} md:flex ${column}`}>
                  <ErrorBoundary label="The session settings" resetKey={api.scenario}>
                    <SessionControls api={api} />
                  </ErrorBoundary>
                </div>
              </div>
            ),
            editor: (
              <div className={`${shown("files")} md:flex ${column}`}>
                <ErrorBoundary label="The editor" resetKey={api.selectedFile}>
                  <FileEditor api={api} resolution={resolution} findings={findings} ready={ready} />
                </ErrorBoundary>
              </div>
            ),
            result: (
              <div className={`${shown("result")} md:flex ${column}`}>
                <ErrorBoundary label="The result" resetKey={resolution}>
                  <ResultPanels
                    api={api}
                    resolution={resolution}
                    pending={pending}
                    ready={ready}
                    failure={failure}
                    check={check}
                    onProblemOpened={showEditor}
                  />
                </ErrorBoundary>
              </div>
            ),
          }}
        />
        {/* Full width below the columns: up to four agents side by side need the room. */}
        {isCompareOpen(api.scenario) && (
          <div className="px-4 pb-4">
            <ErrorBoundary label="The comparison" resetKey={api.scenario}>
              <CompareView api={api} />
            </ErrorBoundary>
          </div>
        )}
      </div>
    </>
  );
}
