"use client";
/**
 * What the Compare view shows for the chosen agents (loaded lazily by CompareView): a column per
 * agent, what differs, the diff of two prompts and the precedence map, all from one resolver run.
 */
import { findMeta } from "@/lib/agents/page-meta";
import type { PlaygroundApi } from "../usePlayground";
import { AgentColumn } from "./AgentColumn";
import { Differences } from "./Differences";
import { PrecedenceMapView } from "./PrecedenceMapView";
import { PromptDiff } from "./PromptDiff";
import { useColumns, useJobRunner } from "./useCompareRuns";

const agentName = (id: string) => findMeta(id)?.name ?? id;

const GRID: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-2 2xl:grid-cols-4" };

export default function CompareBody({ api, agents }: { api: PlaygroundApi; agents: string[] }) {
  const runner = useJobRunner();
  const { comparison, errors, missing, pending } = useColumns(runner, api.scenario, agents, api.generation);
  const failed = comparison ? comparison.agents.filter((a) => errors[a]) : [];
  const select = api.selectFile;

  return (
    <div className="flex flex-col gap-6" aria-busy={pending}>
      {!comparison ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          Resolving {agents.map(agentName).join(", ")}…
        </p>
      ) : (
        <>
          <div className={`grid grid-cols-1 gap-4 ${GRID[comparison.agents.length] ?? ""}`}>
            {comparison.agents.map((a, i) => (
              <AgentColumn
                key={a}
                name={agentName(a)}
                resolution={comparison.results[i]}
                error={errors[a]}
                noResult={missing.has(a)}
                selectedFile={api.selectedFile}
                onSelect={select}
              />
            ))}
          </div>
          {failed.length > 0 && (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              {failed.map(agentName).join(", ")} {failed.length === 1 ? "has" : "have"} no result for this scenario (see{" "}
              {failed.length === 1 ? "its column" : "their columns"}): what differs below compares {failed.length === 1 ? "its" : "their"}{" "}
              last good result, or nothing.
            </p>
          )}
          <Differences comparison={comparison} names={comparison.agents.map(agentName)} selectedFile={api.selectedFile} onSelect={select} />
          <PromptDiff comparison={comparison} names={comparison.agents.map(agentName)} />
        </>
      )}
      <PrecedenceMapView runner={runner} api={api} agents={agents} names={agents.map(agentName)} />
    </div>
  );
}
