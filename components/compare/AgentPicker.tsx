"use client";
/**
 * Checkboxes for the agents to compare: two to four of them (the rest are disabled at the limits), in
 * a short scroll box (in a stable order, so a box never moves under the pointer): 34 agents would
 * otherwise push the columns out of a workbench pane.
 */
import { useId } from "react";
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import { MAX_AGENTS, MIN_AGENTS, toggleAgent } from "./selection";

export function AgentPicker({ agents, onChange }: { agents: string[]; onChange(next: string[]): void }) {
  const limitsId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">Agents to compare</legend>
      <p id={limitsId} className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
        Choose {MIN_AGENTS} to {MAX_AGENTS}; {agents.length} chosen.
      </p>
      <div
        tabIndex={0}
        role="group"
        aria-label="Agents"
        className="flex max-h-28 flex-wrap gap-1.5 overflow-y-auto rounded p-0.5 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {PROFILE_METAS.map((p) => {
          const on = agents.includes(p.id);
          const blocked = toggleAgent(agents, p.id, !on) === null;
          return (
            <label
              key={p.id}
              className={`flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm ${
                on ? "border-sky-500 bg-sky-50 dark:border-sky-600 dark:bg-sky-950/50" : "border-zinc-300 dark:border-zinc-700"
              } ${blocked ? "opacity-60" : "cursor-pointer"}`}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={blocked}
                aria-describedby={limitsId}
                onChange={(e) => {
                  const next = toggleAgent(agents, p.id, e.target.checked);
                  if (next) onChange(next);
                }}
                className="accent-sky-600"
              />
              {p.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
