"use client";
/**
 * Every candidate file the agent considered, with what became of it and why: in prompt order, or
 * grouped by status. Each path opens its file; the selected file's row is marked (aria-current).
 */
import { memo, useMemo, useState } from "react";
import { SOURCE_LAYERS } from "@/lib/source-layers";
import type { Source } from "@/lib/types";
import { formatCount } from "../format";
import { Panel } from "../Panel";
import { countByStatus, groupByStatus, rowsByPath } from "./source-groups";
import { BADGE, STATUS_CLASS } from "../status-style";

/** Rows drawn before "Show all": a 10,000-file tree can list thousands of unmatched rules. */
const SOURCES_PAGE = 300;

const SourceRow = memo(function SourceRow({
  sources,
  selected,
  onSelect,
}: {
  sources: readonly Source[];
  selected: boolean;
  onSelect(path: string): void;
}) {
  const s = sources[0];
  const more = sources.slice(1);
  return (
    <li
      aria-current={selected ? "true" : undefined}
      className={`rounded-md px-2 py-1 text-sm ${selected ? "bg-sky-50 ring-1 ring-sky-400 dark:bg-sky-950/50 dark:ring-sky-700" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {/* The first outcome heads the row; later ones are listed under it with their own badge. */}
        <span className={`${BADGE} ${STATUS_CLASS[s.status]}`}>{s.status}</span>
        <button
          type="button"
          onClick={() => onSelect(s.path)}
          title={`Open ${s.path}`}
          className="min-w-0 text-left break-all text-sky-800 hover:underline dark:text-sky-300"
        >
          <code className="font-mono">{s.path}</code>
        </button>
      </div>
      <p className="mt-1 break-words text-zinc-700 dark:text-zinc-300">{s.reason}</p>
      {more.length > 0 && (
        <ul
          aria-label={`Other outcomes of ${s.path}`}
          className="mt-1 flex flex-col gap-1 border-l-2 border-zinc-200 pl-2 dark:border-zinc-700"
        >
          {more.map((x, i) => (
            <li key={i} className="break-words text-zinc-700 dark:text-zinc-300">
              <span className={`${BADGE} ${STATUS_CLASS[x.status]} mr-1`}>{x.status}</span>
              {x.reason}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs break-words text-zinc-500 dark:text-zinc-400">
        <span title={SOURCE_LAYERS[s.layer]}>{s.layer}</span> · {formatCount(s.includedBytes)} of {formatCount(s.bytes)} bytes used
        {s.matchedBy && s.matchedBy.length > 0 && <> · matched by {s.matchedBy.join(", ")}</>}
      </p>
    </li>
  );
});

function SourceList(props: {
  items: { source: Source; index: number }[];
  selectedFile?: string;
  onSelect(path: string): void;
  label?: string;
}) {
  const rows = useMemo(() => rowsByPath(props.items), [props.items]);
  return (
    <ol aria-label={props.label} className="flex flex-col gap-2">
      {rows.map(({ path, entries }) => (
        <SourceRow
          key={`${entries[0].index}:${path}`}
          sources={entries.map((e) => e.source)}
          selected={path === props.selectedFile}
          onSelect={props.onSelect}
        />
      ))}
    </ol>
  );
}

function StatusCounts({ sources }: { sources: readonly Source[] }) {
  const counts = useMemo(() => countByStatus(sources), [sources]);
  if (counts.length === 0) return null;
  return (
    <ul aria-label="Sources by status" className="flex flex-wrap gap-1.5">
      {counts.map(({ status, count }) => (
        <li key={status} className={`${BADGE} ${STATUS_CLASS[status]}`}>
          {count} {status}
        </li>
      ))}
    </ul>
  );
}

export const SourcesPanel = memo(function SourcesPanel(props: {
  sources: readonly Source[];
  selectedFile: string | undefined;
  onSelect(path: string): void;
  /** Shown instead of the list until the first resolution arrives ("no files" would be a false fact then). */
  notYet?: string;
}) {
  const { sources, selectedFile, onSelect, notYet } = props;
  const [grouped, setGrouped] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const limited = useMemo(() => (showAll ? sources : sources.slice(0, SOURCES_PAGE)), [showAll, sources]);
  const groups = useMemo(() => (grouped ? groupByStatus(limited) : []), [grouped, limited]);
  const ordered = useMemo(() => limited.map((source, index) => ({ source, index })), [limited]);

  return (
    <Panel title="Sources" aside={notYet ? undefined : <StatusCounts sources={sources} />}>
      {notYet ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{notYet}</p>
      ) : sources.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No candidate files were found.</p>
      ) : (
        <>
          <label className="mb-2 flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input type="checkbox" checked={grouped} onChange={(e) => setGrouped(e.target.checked)} className="accent-sky-700" />
            Group by status
          </label>
          {grouped ? (
            <div className="flex flex-col gap-3">
              {groups.map((g) => (
                <div key={g.status}>
                  <h3 className="mb-1 text-sm font-semibold">
                    {g.status} ({g.items.length})
                  </h3>
                  <SourceList items={g.items} selectedFile={selectedFile} onSelect={onSelect} label={`${g.status} sources`} />
                </div>
              ))}
            </div>
          ) : (
            <SourceList items={ordered} selectedFile={selectedFile} onSelect={onSelect} />
          )}
          {limited.length < sources.length && (
            <button
              type="button"
              onClick={() => setShowAll(true)}
              className="mt-2 rounded-md border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              Show all {formatCount(sources.length)} sources
            </button>
          )}
        </>
      )}
    </Panel>
  );
});
