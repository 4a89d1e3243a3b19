"use client";
/** Problems and notes from validation and resolution; user data never throws, it lands here. */
import { memo, useState } from "react";
import type { Diagnostic } from "@/lib/types";
import { Panel } from "../Panel";
import { formatCount } from "../format";
import { LevelIcon } from "../LevelIcon";
import { BADGE, LEVEL_CLASS } from "../status-style";

/** Rows drawn before "Show all": a hostile scenario can carry tens of thousands of bad entries. */
const DIAGNOSTICS_PAGE = 300;

const DiagnosticRow = memo(function DiagnosticRow({ d, onSelect }: { d: Diagnostic; onSelect(path: string): void }) {
  return (
    <li className="text-sm break-words">
      <span className={`${BADGE} ${LEVEL_CLASS[d.level]} mr-2`}>
        <LevelIcon level={d.level} />
        {d.level}
      </span>
      <code className="mr-2 font-mono text-xs text-zinc-500 dark:text-zinc-400">{d.code}</code>
      <span>{d.message}</span>
      {d.path !== undefined && (
        <button
          type="button"
          onClick={() => onSelect(d.path!)}
          title={`Open ${d.path}`}
          className="ml-2 text-left break-all text-sky-800 hover:underline dark:text-sky-300"
        >
          <code className="font-mono text-xs">{d.path}</code>
        </button>
      )}
    </li>
  );
});

export const DiagnosticsPanel = memo(function DiagnosticsPanel({
  diagnostics,
  onSelect,
  notYet,
}: {
  diagnostics: readonly Diagnostic[];
  onSelect(path: string): void;
  /** Shown instead of the list until the first resolution arrives ("No diagnostics" would be a false fact then). */
  notYet?: string;
}) {
  const errors = diagnostics.filter((d) => d.level === "error").length;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? diagnostics : diagnostics.slice(0, DIAGNOSTICS_PAGE);
  const aside =
    diagnostics.length === 0 ? undefined : (
      <span className="text-sm text-zinc-600 dark:text-zinc-400">
        {diagnostics.length} {diagnostics.length === 1 ? "note" : "notes"}
        {errors > 0 && `, ${errors} ${errors === 1 ? "error" : "errors"}`}
      </span>
    );
  return (
    <Panel title="Diagnostics" aside={aside}>
      {notYet ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{notYet}</p>
      ) : diagnostics.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No diagnostics.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((d, i) => (
            <DiagnosticRow key={`${i}:${d.code}`} d={d} onSelect={onSelect} />
          ))}
        </ul>
      )}
      {shown.length < diagnostics.length && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 rounded-md border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Show all {formatCount(diagnostics.length)} diagnostics
        </button>
      )}
    </Panel>
  );
});
