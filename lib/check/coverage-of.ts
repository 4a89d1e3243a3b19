/** What each declared agent receives, computed from the check's runs (the shape is coverage.ts's). */
import { isWithin } from "../core/paths";
import type { Coverage } from "./coverage";
import type { Run } from "./runs";
import { isLoaded } from "../types";

/**
 * Per agent, in the order of the runs (declared order), over every folder it was run from. `reach`: the
 * runs from the root that read the tree's files (what a root session attaches on the way).
 */
export function coverageOf(runs: Run[], root: string, reach: Run[] = []): Coverage[] {
  const out = new Map<string, Coverage>();
  /** Per agent, the run with the most bytes: its tokens are counted, once, not every folder's. */
  const largest = new Map<string, Run>();
  for (const r of runs) {
    const { stats, sources } = r.resolution;
    let c = out.get(r.agent);
    if (!c)
      out.set(
        r.agent,
        (c = {
          agent: r.agent,
          folders: 0,
          files: { min: Infinity, max: 0 },
          bytes: { min: Infinity, max: 0 },
          tokens: 0,
          cut: [],
          dropped: [],
          missing: [],
          unseenFromRoot: [],
        }),
      );
    const files = sources.filter(isLoaded).length;
    c.folders++;
    c.files = { min: Math.min(c.files.min, files), max: Math.max(c.files.max, files) };
    c.bytes = { min: Math.min(c.bytes.min, stats.bytes), max: Math.max(c.bytes.max, stats.bytes) };
    const big = largest.get(r.agent);
    if (!big || stats.bytes > big.resolution.stats.bytes) largest.set(r.agent, r);
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
  for (const c of out.values()) {
    c.tokens = largest.get(c.agent)?.resolution.stats.tokens ?? 0;
    c.unseenFromRoot = unseenFromRoot(c.agent, runs, reach, root);
  }
  return [...out.values()];
}

/** The rule files `agent` loads from some checked folder and never in a session started at the root. */
function unseenFromRoot(agent: string, runs: Run[], reach: Run[], root: string): string[] {
  const fromRoot = [...runs, ...reach].filter((r) => r.agent === agent && r.cwd === root);
  if (!fromRoot.some((r) => runs.includes(r))) return [];
  const seen = new Set(fromRoot.flatMap((r) => r.resolution.sources.filter(isLoaded).map((s) => s.path)));
  const unseen = new Set<string>();
  for (const r of runs)
    if (r.agent === agent && r.cwd !== root)
      for (const s of r.resolution.sources) if (isLoaded(s) && isWithin(s.path, root) && !seen.has(s.path)) unseen.add(s.path);
  return [...unseen].sort();
}
