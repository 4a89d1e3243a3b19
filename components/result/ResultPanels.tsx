"use client";
/** Everything derived from the Resolution: composed prompt, context layout, sources, diagnostics, trace. */
import { useCallback } from "react";
import type { Resolution } from "@/lib/types";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { ErrorBoundary } from "../ErrorBoundary";
import { ProblemsPanel } from "../problems/ProblemsPanel";
import type { CheckState } from "../problems/useCheck";
import { PromptPanel } from "./PromptPanel";
import { ResolverAlert } from "./ResolverAlert";
import { ContextLayout } from "./ContextLayout";
import { lineForClick } from "./source-lines";
import { TracePanel } from "./TracePanel";
import { SourcesPanel } from "./SourcesPanel";
import type { PlaygroundApi } from "../usePlayground";
import type { ResolveFailure } from "../worker/client";
import { useLatest } from "../useLatest";

export interface ResultProps {
  api: PlaygroundApi;
  resolution: Resolution;
  /** An edit is not in `resolution` yet (useResolution). */
  pending?: boolean;
  /** False until the first resolution arrives (useResolution); defaults to true. */
  ready?: boolean;
  /** Why the newest scenario got no answer (useResolution): shown above the panels. */
  failure?: ResolveFailure | null;
  /** The check of the tree (useCheck): the Problems panel, when given. */
  check?: CheckState;
  /** A finding opened its file: the phone layout switches to the tab with the editor. */
  onProblemOpened?(): void;
}

/** The views of a Resolution; the workbench shows each in its own tab, the phone stacks them all. */
export type ResultViewId = "prompt" | "sources" | "diagnostics" | "trace" | "problems";

/** What every view shares: whether the answer is there yet, and the handlers that open a file. */
function useResultParts(props: ResultProps) {
  const { api, resolution, ready = true, failure = null } = props;
  // Until the first answer the resolution is a placeholder: its empty lists are not facts.
  const notYet = ready ? undefined : failure ? "Not resolved." : "Resolving…";
  // The scenario on screen failed: the prompt panel says "not updated" instead of waiting.
  const stopped = failure !== null && failure.scenario === api.scenario;
  const { selectFile, scenario } = api;
  const files = scenario.files;
  const select = useCallback((path: string) => selectFile(path), [selectFile]);
  // The line is worked out only on a click: mapping every part up front would cost a search per file.
  // One identity for the handler (it reads the newest files and resolution), so a keystroke, which
  // changes the files but not yet the resolution, does not re-render the prompt's text.
  const latest = useLatest({ files, resolution });
  const openPart = useCallback(
    (index: number, offsetInPart: number) => {
      const { files: now, resolution: shown } = latest.current;
      const part = shown.parts[index];
      if (part?.path === undefined) return;
      selectFile(part.path, lineForClick(now, shown.prompt, shown.parts, index, offsetInPart));
    },
    [latest, selectFile],
  );
  return { notYet, stopped, select, openPart, ready, failure };
}

/** One view; each fails on its own: one that cannot render shows why, and the others stay. */
export function ResultView(props: ResultProps & { view: ResultViewId }) {
  const { api, resolution, pending, check, view } = props;
  const { notYet, stopped, select, openPart, ready, failure } = useResultParts(props);
  switch (view) {
    case "prompt":
      return (
        <div className="flex min-w-0 flex-col gap-4">
          <ResolverAlert failure={failure} hasResult={ready} />
          <ErrorBoundary label="The composed prompt" resetKey={resolution}>
            <PromptPanel
              resolution={resolution}
              orderOnly={api.profile.textFidelity === "order-only"}
              selectedFile={api.selectedFile}
              pending={pending}
              ready={ready}
              stopped={stopped}
              onOpenPart={openPart}
              onSelect={select}
            />
          </ErrorBoundary>
          <ErrorBoundary label="The context layout" resetKey={resolution}>
            <ContextLayout blocks={resolution.blocks} prompt={resolution.prompt} ready={ready} />
          </ErrorBoundary>
        </div>
      );
    case "problems":
      return check ? (
        <ErrorBoundary label="The problems" resetKey={check.outcome}>
          <ProblemsPanel api={api} check={check} onOpened={props.onProblemOpened} />
        </ErrorBoundary>
      ) : null;
    case "sources":
      return (
        <ErrorBoundary label="The sources" resetKey={resolution}>
          <SourcesPanel sources={resolution.sources} selectedFile={api.selectedFile} onSelect={select} notYet={notYet} />
        </ErrorBoundary>
      );
    case "diagnostics":
      return (
        <ErrorBoundary label="The diagnostics" resetKey={resolution}>
          <DiagnosticsPanel diagnostics={resolution.diagnostics} onSelect={select} notYet={notYet} />
        </ErrorBoundary>
      );
    case "trace":
      return (
        <ErrorBoundary label="The trace" resetKey={resolution}>
          <TracePanel trace={resolution.trace} notYet={notYet} />
        </ErrorBoundary>
      );
  }
}

/** The phone's Result tab: every view, one under the other. */
export function ResultPanels(props: ResultProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {(["prompt", "problems", "sources", "diagnostics", "trace"] as const).map((v) => (
        <ResultView key={v} {...props} view={v} />
      ))}
    </div>
  );
}
