"use client";
import { memo } from "react";
import type { Mark } from "./model";
import { formatCount } from "../format";

export interface RowProps {
  id: string;
  path: string;
  name: string;
  isDir: boolean;
  expanded: boolean;
  level: number;
  posinset: number;
  setsize: number;
  selected: boolean;
  tabbable: boolean;
  isCwd: boolean;
  /** The file open in the editor. */
  isOpen: boolean;
  marks: readonly Mark[];
  /** What the current agent makes of this rule file ("loaded", "cut"...), when it is one. */
  badge?: string;
  description: string;
  /** For a "show more" row: how many children are hidden. */
  hidden?: number;
  onPick(path: string, more: boolean): void;
}

const BADGE_OTHER = "border-zinc-300 text-zinc-600 dark:border-zinc-600 dark:text-zinc-300";
const BADGE_CLASS: Record<string, string> = {
  loaded: "border-emerald-600 text-emerald-800 dark:border-emerald-500 dark:text-emerald-300",
  cut: "border-amber-600 text-amber-800 dark:border-amber-500 dark:text-amber-300",
  dropped: "border-amber-600 text-amber-800 dark:border-amber-500 dark:text-amber-300",
  "never read": "border-red-600 text-red-800 dark:border-red-500 dark:text-red-300",
};

const ICON: Record<Mark, string> = { symlink: "↪", binary: "⬢", unreadable: "⊘", empty: "∅" };

function icon(p: RowProps): string {
  if (p.hidden !== undefined) return "…";
  if (p.isDir) return p.expanded ? "▾" : "▸";
  return "·";
}

/**
 * One treeitem. Named by the file name alone; marks and the working directory are its description.
 * Marks, badges and the cwd tag are drawn from data attributes by CSS, so the row's only text is its
 * name (a visible word outside the name would not match it: axe's label-content-name-mismatch).
 */
export const TreeRowItem = memo(function TreeRowItem(p: RowProps) {
  const label = p.hidden !== undefined ? `Show ${formatCount(p.hidden)} more in ${p.name}` : p.name;
  return (
    <div
      id={p.id}
      role="treeitem"
      aria-label={label}
      aria-describedby={p.description ? `${p.id}-d` : undefined}
      aria-level={p.level}
      aria-posinset={p.posinset}
      aria-setsize={p.setsize}
      aria-expanded={p.isDir && p.hidden === undefined ? p.expanded : undefined}
      aria-selected={p.selected}
      tabIndex={p.tabbable ? 0 : -1}
      onClick={() => p.onPick(p.path, p.hidden !== undefined)}
      data-path={p.path}
      style={{ paddingLeft: `${(p.level - 1) * 0.9 + 0.25}rem` }}
      className={`flex cursor-default select-none items-center gap-1.5 rounded py-0.5 pr-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-teal-600/60 ${
        p.selected ? "bg-teal-100 text-teal-950 dark:bg-teal-900/60 dark:text-teal-50" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"
      } ${p.hidden !== undefined ? "italic text-zinc-600 dark:text-zinc-400" : ""}`}
    >
      <span aria-hidden="true" className="w-3 shrink-0 text-center text-zinc-500">
        {icon(p)}
      </span>
      <span
        className={`truncate ${p.isOpen ? "font-semibold" : ""} ${p.marks.includes("unreadable") ? "line-through decoration-zinc-400" : ""}`}
      >
        {p.hidden !== undefined ? label : p.name}
      </span>
      {p.marks.map((m) => (
        <span
          key={m}
          aria-hidden="true"
          title={m}
          data-mark={ICON[m]}
          className="shrink-0 text-xs text-amber-700 after:content-[attr(data-mark)] dark:text-amber-400"
        />
      ))}
      {p.badge && (
        <span
          aria-hidden="true"
          data-badge={p.badge}
          className={`shrink-0 rounded border px-1 font-sans text-[10px] after:content-[attr(data-badge)] ${BADGE_CLASS[p.badge] ?? BADGE_OTHER}`}
        />
      )}
      {p.isCwd && (
        <span
          aria-hidden="true"
          data-label="cwd"
          className="ml-auto shrink-0 rounded bg-sky-100 px-1 text-[10px] font-medium uppercase tracking-wide text-sky-800 after:content-[attr(data-label)] dark:bg-sky-900 dark:text-sky-200"
        />
      )}
      {/* Hidden, not sr-only: a description may point at hidden text, and text read as part of the
          row would no longer match its name (axe: label-content-name-mismatch). */}
      {p.description && (
        <span id={`${p.id}-d`} hidden>
          {p.description}
        </span>
      )}
    </div>
  );
});
