/** Sources counted and grouped by status, for the Sources panel. */
import type { Source, SourceStatus } from "../../lib/types";

/** Display order: what is in the prompt first, then what was cut, left out, or could not be read. */
const STATUS_ORDER: readonly SourceStatus[] = [
  "included",
  "truncated",
  "over-budget",
  "offered",
  "shadowed",
  "duplicate",
  "disabled",
  "unmatched",
  "empty",
  "unreadable",
  "binary",
];

export function countByStatus(sources: readonly Source[]): { status: SourceStatus; count: number }[] {
  const counts = new Map<SourceStatus, number>();
  for (const s of sources) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return STATUS_ORDER.filter((s) => counts.has(s)).map((status) => ({ status, count: counts.get(status)! }));
}

/** Groups in STATUS_ORDER; within a group, sources keep their prompt order. `index` is the position in `sources`. */
export function groupByStatus(sources: readonly Source[]): { status: SourceStatus; items: { source: Source; index: number }[] }[] {
  const groups = new Map<SourceStatus, { source: Source; index: number }[]>();
  sources.forEach((source, index) => {
    const g = groups.get(source.status);
    if (g) g.push({ source, index });
    else groups.set(source.status, [{ source, index }]);
  });
  return STATUS_ORDER.filter((s) => groups.has(s)).map((status) => ({ status, items: groups.get(status)! }));
}

/**
 * One row per path, at the place its first source stands: a scoped rule that is unmatched for one read
 * and attached on another, or a file both loaded and named again as an import, reads as one file with
 * several outcomes. `entries` keep their prompt order.
 */
export function rowsByPath(
  items: readonly { source: Source; index: number }[],
): { path: string; entries: { source: Source; index: number }[] }[] {
  const rows = new Map<string, { source: Source; index: number }[]>();
  for (const item of items) {
    const row = rows.get(item.source.path);
    if (row) row.push(item);
    else rows.set(item.source.path, [item]);
  }
  return [...rows].map(([path, entries]) => ({ path, entries }));
}
