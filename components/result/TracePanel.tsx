"use client";
/**
 * Every probe and decision, in order: the "why" behind the result. Traces of big trees run to many
 * thousands of steps, so only the first TRACE_PAGE are drawn until asked, and filtering is deferred so
 * typing in the box stays fluid.
 */
import { memo, useDeferredValue, useId, useMemo, useState } from "react";
import type { Step } from "@/lib/types";
import { formatCount } from "../format";
import { Panel } from "../Panel";
import { TRACE_PAGE, filterSteps } from "./trace-filter";

const StepRow = memo(function StepRow({ n, op, path, result }: { n: number; op: Step["op"]; path?: string; result: string }) {
  return (
    <li className="grid grid-cols-[3rem_4.5rem_minmax(0,1fr)] gap-x-2 py-0.5 text-xs">
      <span className="text-right text-zinc-500 tabular-nums dark:text-zinc-400">{n}</span>
      <span
        className={`font-mono ${op === "decide" ? "font-semibold text-sky-800 dark:text-sky-300" : "text-zinc-600 dark:text-zinc-400"}`}
      >
        {op}
      </span>
      <span className="min-w-0 break-words">
        {path !== undefined && <code className="mr-2 font-mono break-all">{path}</code>}
        <span className="text-zinc-700 dark:text-zinc-300">{result}</span>
      </span>
    </li>
  );
});

/** `notYet`: shown until the first resolution arrives, when "0 steps" would be a false fact. */
export const TracePanel = memo(function TracePanel({ trace, notYet }: { trace: readonly Step[]; notYet?: string }) {
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => filterSteps(trace, deferred), [trace, deferred]);
  const shown = showAll ? matches : matches.slice(0, TRACE_PAGE);
  const inputId = useId();
  const summary = notYet
    ? notYet
    : deferred.trim() === ""
      ? `${formatCount(trace.length)} steps`
      : `${formatCount(matches.length)} of ${formatCount(trace.length)} steps match`;

  return (
    <Panel title="Trace" aside={<span className="text-sm text-zinc-600 dark:text-zinc-400">{summary}</span>}>
      <label htmlFor={inputId} className="sr-only">
        Filter steps
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Filter steps (path, op, result)"
        className="mb-2 w-full rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      />
      {shown.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {notYet ?? (trace.length === 0 ? "No steps were recorded." : "No step matches.")}
        </p>
      ) : (
        <ol aria-label="Steps" tabIndex={0} className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-sky-600">
          {shown.map(({ step, index }) => (
            <StepRow key={index} n={index + 1} op={step.op} path={step.path} result={step.result} />
          ))}
        </ol>
      )}
      {shown.length < matches.length && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 rounded-md border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Show all {formatCount(matches.length)} steps
        </button>
      )}
    </Panel>
  );
});
