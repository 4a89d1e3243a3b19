"use client";
/**
 * The playground: pick an agent and one of its examples, see what the agent composes. State lives
 * here; the panels only render a Resolution. Later issues add the editor, links and compare view.
 */
import { useMemo, useState } from "react";
import { PROFILES } from "@/lib/agents";
import type { AgentProfile } from "@/lib/agents/base";
import { resolve } from "@/lib/resolve";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { LabeledSelect } from "./LabeledSelect";
import { PromptPanel } from "./PromptPanel";
import { SourcesPanel } from "./SourcesPanel";

const profiles: readonly AgentProfile[] = PROFILES;
const NO_EXAMPLE = "";

export function Playground() {
  const [agentId, setAgentId] = useState(profiles[0].id);
  const [exampleId, setExampleId] = useState(profiles[0].examples[0]?.id ?? NO_EXAMPLE);
  const profile = profiles.find((p) => p.id === agentId) ?? profiles[0];
  const example = profile.examples.find((e) => e.id === exampleId) ?? profile.examples[0];
  const resolution = useMemo(() => (example ? resolve(example.scenario) : null), [example]);

  function chooseAgent(id: string) {
    setAgentId(id);
    setExampleId(profiles.find((p) => p.id === id)?.examples[0]?.id ?? NO_EXAMPLE);
  }

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Rulescope</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          What instruction text does a coding agent compose from AGENTS.md, CLAUDE.md and rule files, and why.
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <LabeledSelect
          label="Agent"
          value={profile.id}
          options={profiles.map((p) => ({ value: p.id, label: p.name }))}
          onChange={chooseAgent}
        />
        <LabeledSelect
          label="Example"
          value={example?.id ?? NO_EXAMPLE}
          options={
            profile.examples.length > 0
              ? profile.examples.map((e) => ({ value: e.id, label: e.title }))
              : [{ value: NO_EXAMPLE, label: "No examples yet" }]
          }
          onChange={setExampleId}
          disabled={profile.examples.length === 0}
        />
      </div>

      {example && resolution ? (
        <>
          <p className="text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">{example.explanation}</p>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <PromptPanel resolution={resolution} orderOnly={profile.textFidelity === "order-only"} />
            <div className="flex min-w-0 flex-col gap-6">
              <SourcesPanel sources={resolution.sources} />
              <DiagnosticsPanel diagnostics={resolution.diagnostics} />
            </div>
          </div>
        </>
      ) : (
        <p role="status" className="rounded-lg border border-dashed border-zinc-300 p-6 text-sm dark:border-zinc-700">
          {profile.name} has no examples yet, so there is nothing to show. Examples arrive with its profile.
        </p>
      )}
    </main>
  );
}
