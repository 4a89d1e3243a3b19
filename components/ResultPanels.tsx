"use client";
/** Everything derived from the Resolution: composed prompt, context layout, sources, diagnostics, trace. */
import type { Resolution } from "@/lib/types";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { PromptPanel } from "./PromptPanel";
import { SourcesPanel } from "./SourcesPanel";
import type { PlaygroundApi } from "./usePlayground";

export function ResultPanels({ api, resolution }: { api: PlaygroundApi; resolution: Resolution }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PromptPanel resolution={resolution} orderOnly={api.profile.textFidelity === "order-only"} />
      <SourcesPanel sources={resolution.sources} />
      <DiagnosticsPanel diagnostics={resolution.diagnostics} />
    </div>
  );
}
