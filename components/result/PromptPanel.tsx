"use client";
/**
 * Region "Composed prompt": the exact text in one <pre> (see result/PromptText.tsx), its size, a key to
 * the colours, and what the text means when the agent does not publish its wording or adds nothing.
 */
import type { Resolution } from "@/lib/types";
import { Panel } from "../Panel";
import { PartLegend, PromptText, usePartColours } from "./PromptText";
import { StatsLine } from "./StatsLine";

export function PromptPanel(props: {
  resolution: Resolution;
  orderOnly: boolean;
  selectedFile: string | undefined;
  pending?: boolean;
  /** False until the first resolution arrives: an empty prompt then means "not yet", not "nothing". */
  ready?: boolean;
  /** The current scenario got no answer (stopped or failed; ResolverAlert says why): nothing is coming. */
  stopped?: boolean;
  onOpenPart(partIndex: number, offsetInPart: number): void;
  onSelect(path: string): void;
}) {
  const { resolution, orderOnly, selectedFile, pending, ready = true, stopped = false } = props;
  const colours = usePartColours(resolution.parts);
  const aside = (
    <div className="flex flex-wrap items-baseline gap-x-3">
      {stopped ? (
        <span role="status" className="text-xs text-red-700 dark:text-red-300">
          {ready ? "not updated" : "not resolved"}
        </span>
      ) : (
        (pending || !ready) && (
          <span role="status" className="text-xs text-zinc-500 dark:text-zinc-400">
            {ready ? "updating…" : "resolving…"}
          </span>
        )
      )}
      {/* Before the first answer the placeholder's zeros would read as facts ("Bytes 0"). */}
      {ready && <StatsLine stats={resolution.stats} />}
    </div>
  );
  return (
    <Panel title="Composed prompt" aside={aside}>
      {orderOnly && (
        <p className="mb-2 text-sm text-amber-800 dark:text-amber-300">
          This agent does not publish how it words the composed text: the files and their order are exact, the wrapping is not.
        </p>
      )}
      <PromptText
        prompt={resolution.prompt}
        parts={resolution.parts}
        sources={resolution.sources}
        colours={colours}
        selectedFile={selectedFile}
        onOpenPart={props.onOpenPart}
      />
      {!ready ? null : resolution.prompt === "" ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No instruction text: the agent adds nothing from rule files here.</p>
      ) : (
        <PartLegend colours={colours} selectedFile={selectedFile} onSelect={props.onSelect} />
      )}
    </Panel>
  );
}
