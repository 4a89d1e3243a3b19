/**
 * What each declared agent receives from the checked folders, before any finding: how many files and
 * bytes reach it (fewest and most over the folders), and what it cuts, drops or cannot find. The view a
 * reader trusts first, as `compare` shows it for one folder.
 */
import { isWithin } from "../core/paths";
import { isLoaded, type Run } from "./runs";

export interface Coverage {
  agent: string;
  folders: number;
  files: { min: number; max: number };
  bytes: { min: number; max: number };
  tokens: number;
  /** Files cut at a budget from some folder, with the most bytes lost there. */
  cut: { path: string; lostBytes: number }[];
  /** Files left out whole because a budget was spent. */
  dropped: string[];
  /** Imported or mentioned files the agent cannot read. */
  missing: string[];
}

/** Per agent, in the order of the runs (declared order), over every folder it was run from. */
export function coverageOf(runs: Run[], root: string): Coverage[] {
  const out = new Map<string, Coverage>();
  for (const r of runs) {
    const { stats, sources } = r.resolution;
    let c = out.get(r.agent);
    if (!c) out.set(r.agent, (c = { agent: r.agent, folders: 0, files: { min: Infinity, max: 0 }, bytes: { min: Infinity, max: 0 }, tokens: 0, cut: [], dropped: [], missing: [] }));
    const files = sources.filter(isLoaded).length;
    c.folders++;
    c.files = { min: Math.min(c.files.min, files), max: Math.max(c.files.max, files) };
    c.bytes = { min: Math.min(c.bytes.min, stats.bytes), max: Math.max(c.bytes.max, stats.bytes) };
    c.tokens = Math.max(c.tokens, stats.tokens);
    for (const s of sources) {
      if (!isWithin(s.path, root)) continue;
      const imported = s.layer === "import" || s.layer === "mention" || s.layer === "reference";
      if (s.status === "truncated") {
        const lost = s.bytes - s.includedBytes;
        const known = c.cut.find((x) => x.path === s.path);
        if (!known) c.cut.push({ path: s.path, lostBytes: lost });
        else known.lostBytes = Math.max(known.lostBytes, lost);
      } else if (s.status === "over-budget" && !imported && !c.dropped.includes(s.path)) c.dropped.push(s.path);
      else if (s.status === "unreadable" && imported && !c.missing.includes(s.path)) c.missing.push(s.path);
    }
  }
  return [...out.values()];
}

const kb = (n: number): string => (n < 1000 ? `${n} B` : `${(n / 1000).toFixed(1)} kB`);
const span = ({ min, max }: { min: number; max: number }, show: (n: number) => string): string => (show(min) === show(max) ? show(max) : `${show(min)}–${show(max)}`);

/**
 * One agent's coverage in words, as the CLI's first lines and the page's table say it: files, size,
 * tokens, and what it loses. `list` names a list of paths (all of them, or the first few and a count).
 */
export function coverageCells(c: Coverage, list: (paths: string[]) => string): { files: string; size: string; loses: string } {
  const files = span(c.files, String);
  const loses = [
    ...(c.cut.length > 0 ? [`cuts ${list(c.cut.map((x) => `${x.path} (${kb(x.lostBytes)} lost)`))}`] : []),
    ...(c.dropped.length > 0 ? [`drops ${list(c.dropped)}`] : []),
    ...(c.missing.length > 0 ? [`cannot find ${list(c.missing)}`] : []),
  ];
  return { files: `${files} file${files === "1" ? "" : "s"}`, size: `${span(c.bytes, kb)}, up to ${c.tokens.toLocaleString("en-US")} tokens`, loses: loses.length > 0 ? loses.join("; ") : "nothing cut" };
}
