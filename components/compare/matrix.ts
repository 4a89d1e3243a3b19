/**
 * The file-by-agent matrix of the Compare view, from lib/compare's `files`: one row per file any agent
 * considered, one cell per agent in words, and what makes the row differ across agents.
 */
import type { FileAcrossAgents } from "@/lib/compare/diff";

interface MatrixCell {
  /** Short text for the cell: "1st", "2nd, cut", "shadowed", "not considered". */
  label: string;
  /** Longer text for the title: includes bytes kept for a cut. */
  detail: string;
  loaded: boolean;
  status: FileAcrossAgents["perAgent"][number]["status"];
}

export interface MatrixRow {
  path: string;
  cells: MatrixCell[];
  /** Why the row is marked, in words; empty when every agent treats the file the same way. */
  marks: string[];
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

function cellOf(p: FileAcrossAgents["perAgent"][number]): MatrixCell {
  if (p.position === undefined) return { label: p.status, detail: p.status, loaded: false, status: p.status };
  if (p.status === "truncated") {
    const kept = `kept ${p.includedBytes} of ${p.bytes} bytes`;
    return { label: `${ordinal(p.position)}, cut`, detail: `loaded ${ordinal(p.position)}, cut: ${kept}`, loaded: true, status: p.status };
  }
  return { label: ordinal(p.position), detail: `loaded ${ordinal(p.position)}`, loaded: true, status: p.status };
}

/** Rank of each file among the files every agent loads, per agent: differing ranks mean another order. */
function commonRanks(files: FileAcrossAgents[], agentCount: number): Map<string, number[]> {
  const common = files.filter((f) => f.perAgent.every((p) => p.position !== undefined));
  const ranks = new Map<string, number[]>(common.map((f) => [f.path, []]));
  for (let a = 0; a < agentCount; a++) {
    const sorted = [...common].sort((x, y) => x.perAgent[a].position! - y.perAgent[a].position!);
    sorted.forEach((f, i) => ranks.get(f.path)!.push(i));
  }
  return ranks;
}

export function matrixRows(files: FileAcrossAgents[], agentCount: number): MatrixRow[] {
  const ranks = commonRanks(files, agentCount);
  return files.map((f) => {
    const cells = f.perAgent.map(cellOf);
    const loaded = cells.filter((c) => c.loaded).length;
    const cut = f.perAgent.filter((p) => p.status === "truncated").length;
    const marks: string[] = [];
    if (loaded > 0 && loaded < cells.length) marks.push("loaded by some only");
    if (cut > 0 && cut < loaded) marks.push("cut by some only");
    const r = ranks.get(f.path);
    if (r && r.some((x) => x !== r[0])) marks.push("order differs");
    return { path: f.path, cells, marks };
  });
}
