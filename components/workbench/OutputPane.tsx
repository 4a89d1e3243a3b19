"use client";
/**
 * The workbench's output column: the views of the resolution as tabs in place (Prompt, Sources, Trace)
 * and Compare. Compare's tab is open exactly while the scenario carries `ui.compare` (a link opens the
 * view as it was shared); leaving it for another tab keeps the chosen agents for the way back.
 */
import { useRef } from "react";
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import { ErrorBoundary } from "../ErrorBoundary";
import { CompareView } from "../compare/CompareView";
import { comparedAgents, defaultCompared, isCompareOpen, withCompared, withoutCompared } from "../compare/selection";
import { ResultView, type ResultProps } from "../result/ResultPanels";
import { TabPanel, Tabs, type TabSpec } from "./Tabs";
import type { PlaygroundApi } from "../usePlayground";

export type OutputView = "prompt" | "sources" | "trace" | "compare";
const PREFIX = "output";
const TABS: readonly TabSpec<OutputView>[] = [
  { id: "prompt", label: "Prompt" },
  { id: "sources", label: "Sources" },
  { id: "trace", label: "Trace" },
  { id: "compare", label: "Compare" },
];
const KNOWN = PROFILE_METAS.map((p) => p.id);

/** Which view shows (Compare whenever the scenario has it open), and how choosing a tab changes it. */
export function useOutputView(
  api: PlaygroundApi,
  view: Exclude<OutputView, "compare">,
  setView: (v: Exclude<OutputView, "compare">) => void,
) {
  const lastCompared = useRef<string[] | null>(null);
  const compareOpen = isCompareOpen(api.scenario);
  const shown: OutputView = compareOpen ? "compare" : view;
  const select = (next: OutputView) => {
    if (next === "compare") {
      api.update((s) => (isCompareOpen(s) ? s : withCompared(s, lastCompared.current ?? defaultCompared(s.agent, KNOWN))));
      return;
    }
    if (compareOpen) {
      lastCompared.current = comparedAgents(api.scenario, KNOWN);
      api.update((s) => withoutCompared(s));
    }
    setView(next);
  };
  return { shown, select };
}

export function OutputPane({ props, shown, onSelect }: { props: ResultProps; shown: OutputView; onSelect(v: OutputView): void }) {
  const { api } = props;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <Tabs
        label="Views"
        idPrefix={PREFIX}
        tabs={TABS}
        selected={shown}
        onSelect={onSelect}
        className="mb-2 border-b border-zinc-200 dark:border-zinc-800"
      />
      <TabPanel idPrefix={PREFIX} tab="prompt" selected={shown === "prompt"}>
        <ResultView {...props} view="prompt" />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} tab="sources" selected={shown === "sources"}>
        <ResultView {...props} view="sources" />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} tab="trace" selected={shown === "trace"}>
        <ResultView {...props} view="trace" />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} tab="compare" selected={shown === "compare"}>
        {shown === "compare" && (
          <ErrorBoundary label="The comparison" resetKey={api.scenario}>
            <CompareView api={api} />
          </ErrorBoundary>
        )}
      </TabPanel>
    </div>
  );
}
