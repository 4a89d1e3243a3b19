"use client";
/** Everything derived from the Resolution: composed prompt, context layout, sources, diagnostics, trace. */
import { useCallback } from "react";
import type { Resolution } from "@/lib/types";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { PromptPanel } from "./PromptPanel";
import { ContextLayout } from "./result/ContextLayout";
import { lineForClick } from "./result/source-lines";
import { TracePanel } from "./result/TracePanel";
import { SourcesPanel } from "./SourcesPanel";
import type { PlaygroundApi } from "./usePlayground";

export function ResultPanels(props: {
  api: PlaygroundApi;
  resolution: Resolution;
  /** An edit is not in `resolution` yet (useResolution). */
  pending?: boolean;
  /** False until the first resolution arrives (useResolution); defaults to true. */
  ready?: boolean;
}) {
  const { api, resolution, pending, ready } = props;
  const { selectFile, scenario } = api;
  const files = scenario.files;
  const select = useCallback((path: string) => selectFile(path), [selectFile]);
  // The line is worked out only on a click: mapping every part up front would cost a search per file.
  const openPart = useCallback(
    (index: number, offsetInPart: number) => {
      const part = resolution.parts[index];
      if (part?.path === undefined) return;
      selectFile(part.path, lineForClick(files, resolution.prompt, resolution.parts, index, offsetInPart));
    },
    [files, resolution, selectFile],
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PromptPanel
        resolution={resolution}
        orderOnly={api.profile.textFidelity === "order-only"}
        selectedFile={api.selectedFile}
        pending={pending}
        ready={ready}
        onOpenPart={openPart}
        onSelect={select}
      />
      <ContextLayout blocks={resolution.blocks} prompt={resolution.prompt} />
      <SourcesPanel sources={resolution.sources} selectedFile={api.selectedFile} onSelect={select} />
      <DiagnosticsPanel diagnostics={resolution.diagnostics} onSelect={select} />
      <TracePanel trace={resolution.trace} />
    </div>
  );
}
