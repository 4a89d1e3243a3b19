"use client";
/**
 * What differs between the compared agents: lib/compare's sentences, then the file-by-agent matrix
 * with the rows that differ marked (colour and words).
 */
import { useMemo } from "react";
import type { Comparison } from "@/lib/compare/diff";
import { BADGE, STATUS_CLASS } from "../status-style";
import { matrixRows } from "./matrix";
import { SubSection } from "./SubSection";

export function Differences(props: { comparison: Comparison; names: string[]; selectedFile?: string; onSelect(path: string): void }) {
  const { comparison: c, names } = props;
  const rows = useMemo(() => matrixRows(c.files, c.agents.length), [c]);
  return (
    <>
      <SubSection title="What differs">
        {c.differences.length === 0 ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            These agents load the same files, in the same order, with the same cuts.
          </p>
        ) : (
          <ul className="list-disc pl-5 text-sm break-words text-zinc-800 dark:text-zinc-200">
            {c.differences.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        )}
      </SubSection>
      <SubSection title="Files by agent">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-xs">
            <thead>
              <tr className="border-b border-zinc-200 dark:border-zinc-800">
                <th scope="col" className="py-1 pr-2 font-medium">
                  File
                </th>
                {names.map((n, i) => (
                  <th key={i} scope="col" className="px-2 py-1 font-medium">
                    {n}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 font-medium">
                  Differs
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.path}
                  data-differs={row.marks.length > 0 ? "true" : undefined}
                  className={`border-b border-zinc-100 dark:border-zinc-800/60 ${row.marks.length > 0 ? "bg-amber-50 dark:bg-amber-950/30" : ""}`}
                >
                  <th scope="row" className="py-1 pr-2 font-normal">
                    <button
                      type="button"
                      onClick={() => props.onSelect(row.path)}
                      aria-current={row.path === props.selectedFile ? "true" : undefined}
                      className="text-left break-all text-sky-800 hover:underline aria-[current=true]:font-semibold dark:text-sky-300"
                    >
                      <code className="font-mono">{row.path}</code>
                    </button>
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={i} className="px-2 py-1" title={cell.detail}>
                      <span
                        className={`${BADGE} ${cell.status === "not considered" ? "text-zinc-500 dark:text-zinc-400" : STATUS_CLASS[cell.status]}`}
                      >
                        {cell.label}
                      </span>
                    </td>
                  ))}
                  <td className="px-2 py-1 text-amber-900 dark:text-amber-200">
                    {row.marks.length > 0 ? `≠ ${row.marks.join("; ")}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SubSection>
    </>
  );
}
