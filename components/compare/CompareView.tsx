"use client";
/**
 * The Compare view (issue 4): two to four agents side by side on the current scenario, what differs
 * between them, a diff of two composed prompts, and the precedence map. The chosen agents live in
 * `scenario.ui.compare`, so they travel in the permalink.
 *
 * This file stays light (it can sit in the page's first-load JS): the comparison itself, which needs
 * lib/compare and the resolve-worker client, is loaded on first render with next/dynamic.
 */
import dynamic from "next/dynamic";
import { useCallback } from "react";
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import { Panel } from "../Panel";
import type { PlaygroundApi } from "../usePlayground";
import { AgentPicker } from "./AgentPicker";
import { comparedAgents, withCompared } from "./selection";

const CompareBody = dynamic(() => import("./CompareBody"), {
  ssr: false,
  loading: () => <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the comparison…</p>,
});

const KNOWN = PROFILE_METAS.map((p) => p.id);

export function CompareView({ api }: { api: PlaygroundApi }) {
  const agents = comparedAgents(api.scenario, KNOWN);
  const { update } = api;
  const choose = useCallback((next: string[]) => update((s) => withCompared(s, next)), [update]);
  return (
    <Panel title="Compare" contained={false}>
      <div className="flex flex-col gap-4">
        <AgentPicker agents={agents} onChange={choose} />
        <CompareBody api={api} agents={agents} />
      </div>
    </Panel>
  );
}
