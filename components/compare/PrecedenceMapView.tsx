"use client";
/**
 * The precedence map: for every directory of the tree as the working directory, which files each
 * compared agent loads there, in prompt order. Computed only while on screen, in the session worker,
 * and capped at MAX_MAP_DIRS rows. Each file opens in the editor; the map copies or downloads as a
 * Markdown table (lib/compare's precedenceMapMarkdown).
 */
import { memo, useEffect, useMemo, useState } from "react";
import { precedenceMapMarkdown } from "@/lib/compare/diff";
import { formatCount } from "../format";
import { copyText } from "../share/clipboard";
import { downloadText } from "../share/download";
import { TOOL_BUTTON } from "../share/styles";
import type { PlaygroundApi } from "../usePlayground";
import { inProject, mapName, projectRoot } from "./mapCells";
import type { JobRunner } from "./runner";
import { SubSection } from "./SubSection";
import { MAX_MAP_DIRS } from "@/lib/compare/diff";
import { finishedMap, useOnScreen, usePrecedenceMap, type MapCellValue, type MapState } from "./useCompareRuns";

export function PrecedenceMapView(props: { runner: JobRunner | null; api: PlaygroundApi; agents: string[]; names: string[] }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  // Started when first on screen, then finished even when scrolled away: a map cancelled off screen
  // sat at "Computing… 0 of N cells" (issue 36).
  const seen = useLatched(useOnScreen(host));
  const map = usePrecedenceMap(props.runner, props.api.scenario, props.agents, seen);
  const [note, setNote] = useState("");
  const done = finishedMap(map);
  const { files, cwd } = props.api.scenario;
  const root = useMemo(() => projectRoot(files, cwd), [files, cwd]);

  const copy = async () => {
    if (!done) return;
    const ok = await copyText(precedenceMapMarkdown(done));
    setNote(ok ? `Copied the map as Markdown (${done.dirs.length} rows).` : "The browser did not allow copying; use Download map instead.");
  };
  const download = () => {
    if (!done) return;
    downloadText("rulescope-precedence-map.md", precedenceMapMarkdown(done), "text/markdown");
    setNote("Downloaded rulescope-precedence-map.md.");
  };

  return (
    <SubSection
      title="Precedence map"
      aside={
        <div className="flex flex-wrap gap-2">
          <button type="button" className={TOOL_BUTTON} disabled={!done} onClick={copy}>
            Copy map as Markdown
          </button>
          <button type="button" className={TOOL_BUTTON} disabled={!done} onClick={download}>
            Download map (.md)
          </button>
        </div>
      }
    >
      <div ref={setHost} className="flex flex-col gap-2">
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Each row takes that directory as the working directory; each cell lists the files the agent loads there, in prompt order.
        </p>
        <MapStatus map={map} />
        {map?.stopped.map((s) => (
          <p key={s.agent} role="alert" className="text-xs text-red-700 dark:text-red-300">
            {props.names[s.agent] ?? map.agents[s.agent]}: {s.title} Its cells are marked “stopped”; the next change tries again.
          </p>
        ))}
        {note && (
          <p role="status" className="text-xs text-emerald-800 dark:text-emerald-300">
            {note}
          </p>
        )}
        {map && (
          <MapTable map={map} names={props.names} root={root} selectedFile={props.api.selectedFile} onSelect={props.api.selectFile} />
        )}
      </div>
    </SubSection>
  );
}

function MapStatus({ map }: { map: MapState | null }) {
  if (!map) return <p className="text-sm text-zinc-600 dark:text-zinc-400">The map is computed when it comes into view.</p>;
  const total = map.dirs.length * map.agents.length;
  return (
    <p role="status" aria-live="polite" className="text-xs text-zinc-700 dark:text-zinc-300">
      {map.totalDirs > map.dirs.length
        ? `Showing the first ${formatCount(map.dirs.length)} of ${formatCount(map.totalDirs)} directories (the map stops at ${formatCount(MAX_MAP_DIRS)} rows).`
        : `${formatCount(map.dirs.length)} ${map.dirs.length === 1 ? "directory" : "directories"}.`}
      {!map.complete && ` Computing… ${formatCount(map.answered)} of ${formatCount(total)} cells.`}
    </p>
  );
}

/**
 * Rows on screen before "Show all": every row is computed (and copied or downloaded), but laying out
 * and painting 1,000+ rows as answers arrive cost the page more than the worker's resolves did.
 */
const MAP_PAGE = 200;

const MapTable = memo(function MapTable(props: {
  map: MapState;
  names: string[];
  /** The project folder: files are named from it, and rows above or beside it are folded. */
  root: string;
  selectedFile?: string;
  onSelect(path: string): void;
}) {
  const { map, root } = props;
  const [showAll, setShowAll] = useState(false);
  const [showOutside, setShowOutside] = useState(false);
  const rows = map.dirs.map((dir, d) => ({ dir, d })).filter((r) => showOutside || inProject(r.dir, root));
  const outside = map.dirs.length - map.dirs.filter((dir) => inProject(dir, root)).length;
  const dirs = showAll ? rows : rows.slice(0, MAP_PAGE);
  return (
    <div className="max-h-[32rem] overflow-auto" aria-busy={!map.complete}>
      <p className="mb-1 text-xs text-zinc-600 dark:text-zinc-400">
        Files are named from the project folder <code className="font-mono">{root}</code> (<code className="font-mono">~/</code> is home).
        {outside > 0 && (
          <>
            {" "}
            <button
              type="button"
              className="underline hover:no-underline"
              aria-expanded={showOutside}
              onClick={() => setShowOutside(!showOutside)}
            >
              {showOutside
                ? `Fold the ${outside} rows outside it`
                : `Show ${outside} more ${outside === 1 ? "row" : "rows"} outside it (${map.dirs
                    .filter((dir) => !inProject(dir, root))
                    .slice(0, 3)
                    .join(", ")}${outside > 3 ? ", …" : ""})`}
            </button>
          </>
        )}
      </p>
      {/* Fixed layout: column widths come from the header, so rows filling in do not lay out the whole table again. */}
      <table className="w-full table-fixed border-collapse text-left text-xs">
        <thead className="sticky top-0 bg-white dark:bg-zinc-900">
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            <th scope="col" className="w-1/3 py-1 pr-2 font-medium">
              Working directory
            </th>
            {props.names.map((n, i) => (
              <th key={i} scope="col" className="px-2 py-1 font-medium">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dirs.map(({ dir, d }) => (
            <MapRow
              key={dir}
              dir={dir}
              files={map.rows[d]}
              root={root}
              home={map.home}
              selectedFile={props.selectedFile}
              onSelect={props.onSelect}
            />
          ))}
        </tbody>
      </table>
      {dirs.length < rows.length && (
        <button type="button" className={`${TOOL_BUTTON} mt-2`} onClick={() => setShowAll(true)}>
          Show all {formatCount(rows.length)} directories ({formatCount(rows.length - dirs.length)} more rows)
        </button>
      )}
    </div>
  );
});

/** One directory's row; memoised, so a flush of new answers re-renders only the rows they touch. */
const MapRow = memo(function MapRow(props: {
  dir: string;
  files: MapCellValue[];
  root: string;
  home: string;
  selectedFile?: string;
  onSelect(path: string): void;
}) {
  return (
    <tr className="border-b border-zinc-100 align-top dark:border-zinc-800/60">
      <th scope="row" className="py-1 pr-2 font-mono font-normal break-all">
        {props.dir}
      </th>
      {props.files.map((files, a) => (
        <td key={a} className="px-2 py-1">
          <MapCell files={files} root={props.root} home={props.home} selectedFile={props.selectedFile} onSelect={props.onSelect} />
        </td>
      ))}
    </tr>
  );
});

function MapCell(props: { files: MapCellValue; root: string; home: string; selectedFile?: string; onSelect(path: string): void }) {
  if (props.files === null) return <span className="text-zinc-500 dark:text-zinc-400">…</span>;
  if (props.files === false) return <span className="text-red-700 dark:text-red-300">stopped</span>;
  if (props.files.length === 0) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  return (
    <ol className="flex flex-col gap-0.5">
      {props.files.map((path, i) => (
        <li key={i}>
          <button
            type="button"
            title={path}
            aria-current={path === props.selectedFile ? "true" : undefined}
            onClick={() => props.onSelect(path)}
            className="text-left font-mono break-all text-sky-800 hover:underline aria-[current=true]:rounded aria-[current=true]:bg-sky-100 aria-[current=true]:font-semibold dark:text-sky-300 dark:aria-[current=true]:bg-sky-900/60"
          >
            {mapName(path, props.root, props.home)}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** True from the first render where `on` is true. */
function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  useEffect(() => {
    if (on) setLatched(true);
  }, [on]);
  return latched || on;
}
