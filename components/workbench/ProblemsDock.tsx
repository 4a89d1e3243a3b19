"use client";
/**
 * The workbench's bottom panel, as VS Code's: Problems (the check's findings, counted per severity,
 * so trimming one error into three warnings reads as what it is) and Diagnostics (the resolver's own
 * notes). A selected tab clicked again folds the panel; any tab unfolds it.
 */
import type { Finding } from "@/lib/check/types";
import type { Diagnostic } from "@/lib/types";
import { LevelIcon } from "../LevelIcon";
import { BarePanels } from "../Panel";
import { ResultView, type ResultProps } from "../result/ResultPanels";
import { TabPanel, Tabs, type TabSpec } from "./Tabs";

export type DockView = "problems" | "diagnostics";
const PREFIX = "dock";
const LEVELS = ["error", "warning", "info"] as const;
type Level = (typeof LEVELS)[number];

/** How many of each level, in the order errors, warnings, infos. */
export function levelCounts(items: readonly { level: Level }[]): Record<Level, number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const i of items) counts[i.level]++;
  return counts;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * A tab's label: the word, then each level's count in words beside its icon. The words are on screen,
 * so the tab's name is its visible text (axe: label-content-name-mismatch).
 */
function counted(word: string, counts: Record<Level, number> | null): Pick<TabSpec<DockView>, "label"> {
  if (!counts) return { label: <>{word} …</> };
  return {
    label: (
      <>
        {word}
        {LEVELS.map((l, i) => (
          <span key={l} className="inline-flex items-center text-xs font-normal tabular-nums">
            {" "}
            <LevelIcon level={l} />
            {plural(counts[l], l)}
            {i < LEVELS.length - 1 ? "," : ""}
          </span>
        ))}
      </>
    ),
  };
}

function findingCounts(findings: readonly Finding[] | null) {
  return findings ? levelCounts(findings.map((f) => ({ level: f.severity }))) : null;
}

function diagnosticCounts(diagnostics: readonly Diagnostic[], ready: boolean) {
  return ready ? levelCounts(diagnostics) : null;
}

export function ProblemsDock({
  props,
  findings,
  view,
  open,
  onSelect,
}: {
  props: ResultProps;
  findings: readonly Finding[] | null;
  view: DockView;
  open: boolean;
  onSelect(view: DockView): void;
}) {
  const tabs: TabSpec<DockView>[] = [
    { id: "problems", ...counted("Problems", findingCounts(findings)) },
    { id: "diagnostics", ...counted("Diagnostics", diagnosticCounts(props.resolution.diagnostics, props.ready ?? true)) },
  ];
  return (
    <section
      aria-label="Bottom panel"
      className="flex h-full min-h-0 flex-col rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center border-b border-zinc-200 px-2 dark:border-zinc-800">
        <Tabs label="Bottom panel" idPrefix={PREFIX} tabs={tabs} selected={open ? view : null} onSelect={onSelect} />
        <button
          type="button"
          className="ml-auto rounded px-2 py-0.5 text-xs text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
          aria-expanded={open}
          onClick={() => onSelect(view)}
        >
          {open ? "Fold the panel" : "Unfold the panel"}
        </button>
      </div>
      <BarePanels.Provider value>
        <TabPanel idPrefix={PREFIX} tab="problems" selected={open && view === "problems"}>
          <div className="px-3 py-2">
            <ResultView {...props} view="problems" />
          </div>
        </TabPanel>
        <TabPanel idPrefix={PREFIX} tab="diagnostics" selected={open && view === "diagnostics"}>
          <div className="px-3 py-2">
            <ResultView {...props} view="diagnostics" />
          </div>
        </TabPanel>
      </BarePanels.Provider>
    </section>
  );
}
