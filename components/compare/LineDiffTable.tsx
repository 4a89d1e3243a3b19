"use client";
/** The small-screen diff: two columns of lines, removed on the left, added on the right. */
import { useMemo } from "react";
import { lineDiff, type DiffRow } from "./lineDiff";

const TONE: Record<DiffRow["kind"], [string, string]> = {
  same: ["", ""],
  removed: ["bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-200", "bg-zinc-50 dark:bg-zinc-900"],
  added: ["bg-zinc-50 dark:bg-zinc-900", "bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200"],
  changed: [
    "bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-200",
    "bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200",
  ],
};
const MARK: Record<DiffRow["kind"], [string, string]> = { same: ["", ""], removed: ["−", ""], added: ["", "+"], changed: ["−", "+"] };

export function LineDiffTable({ left, right, leftName, rightName }: { left: string; right: string; leftName: string; rightName: string }) {
  const rows = useMemo(() => lineDiff(left, right), [left, right]);
  const changed = rows.filter((r) => r.kind !== "same").length;
  return (
    // A scroll box: focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={`Line diff of ${leftName} and ${rightName}`}
      className="max-h-96 overflow-auto rounded border border-zinc-300 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-zinc-700"
    >
      <table className="w-full table-fixed border-collapse font-mono text-xs">
        <caption className="px-2 py-1 text-left font-sans text-zinc-600 dark:text-zinc-400">
          Line diff: {changed === 0 ? "no differences" : `${changed} ${changed === 1 ? "row differs" : "rows differ"}`}
        </caption>
        <thead>
          <tr className="border-b border-zinc-200 font-sans dark:border-zinc-800">
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {leftName}
            </th>
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {rightName}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} data-kind={r.kind}>
              <td className={`px-2 align-top break-words whitespace-pre-wrap ${TONE[r.kind][0]}`}>
                {MARK[r.kind][0] && <span aria-label="removed">{MARK[r.kind][0]} </span>}
                {r.left?.text}
              </td>
              <td className={`px-2 align-top break-words whitespace-pre-wrap ${TONE[r.kind][1]}`}>
                {MARK[r.kind][1] && <span aria-label="added">{MARK[r.kind][1]} </span>}
                {r.right?.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
