"use client";
/**
 * A diff of two compared agents' composed prompts: Monaco's diff editor on desktop (loaded lazily, from
 * the installed monaco-editor), a plain two-column line diff below 768 px. With more than two agents,
 * two selects choose the pair.
 */
import dynamic from "next/dynamic";
import { useState } from "react";
import type { Comparison } from "@/lib/compare/diff";
import { useMediaQuery } from "../editor/useMediaQuery";
import { usePageDark } from "../editor/usePageTheme";
import { LineDiffTable } from "./LineDiffTable";
import { SubSection } from "./SubSection";

const MonacoDiff = dynamic(() => import("./MonacoDiff"), {
  ssr: false,
  loading: () => <p className="p-2 text-sm text-zinc-600 dark:text-zinc-400">Loading the diff editor…</p>,
});

const SMALL_SCREEN = "(max-width: 767px)";
const SELECT = "rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

export function PromptDiff({ comparison, names }: { comparison: Comparison; names: string[] }) {
  const small = useMediaQuery(SMALL_SCREEN);
  const dark = usePageDark();
  const agents = comparison.agents;
  const [pick, setPick] = useState<[string, string]>([agents[0], agents[1]]);
  // A choice that is no longer compared falls back to the first two (other than the other side).
  const left = agents.includes(pick[0]) ? pick[0] : agents[0];
  const right = agents.includes(pick[1]) && pick[1] !== left ? pick[1] : agents.find((a) => a !== left)!;
  const text = (a: string) => comparison.results[agents.indexOf(a)].prompt;
  const name = (a: string) => names[agents.indexOf(a)];

  const chooser =
    agents.length > 2 ? (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-1">
          Left
          <select className={SELECT} value={left} onChange={(e) => setPick([e.target.value, right])}>
            {agents.map((a) => (
              <option key={a} value={a} disabled={a === right}>
                {name(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1">
          Right
          <select className={SELECT} value={right} onChange={(e) => setPick([left, e.target.value])}>
            {agents.map((a) => (
              <option key={a} value={a} disabled={a === left}>
                {name(a)}
              </option>
            ))}
          </select>
        </label>
      </div>
    ) : undefined;

  return (
    <SubSection title="Prompt diff" aside={chooser}>
      <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
        {name(left)} on the left, {name(right)} on the right.
      </p>
      {small ? (
        <LineDiffTable left={text(left)} right={text(right)} leftName={name(left)} rightName={name(right)} />
      ) : (
        <div className="h-96 overflow-hidden rounded border border-zinc-300 dark:border-zinc-700">
          <MonacoDiff original={text(left)} modified={text(right)} originalName={name(left)} modifiedName={name(right)} dark={dark} />
        </div>
      )}
    </SubSection>
  );
}
