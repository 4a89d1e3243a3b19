/**
 * What each checked agent makes of one file, seen from the nearest folder the check started it in:
 * loaded, cut (and at which line), shadowed, left unmatched, or never read, with the agent's reason.
 * Answered from the check's own runs, so a hover says what the check says and costs no resolve.
 */
import type { Run } from "../check/runs";
import type { CheckReport } from "../check/types";
import { lineAtByte } from "../check/findings";
import { decodeLossy } from "../core/bytes";
import { dirname, isWithin } from "../core/paths";
import type { FsPort } from "../fs/port";
import { isLoaded, type Source, type SourceStatus } from "../types";

export interface AgentFileStatus {
  agent: string;
  variant: string;
  /** The folder the agent was started in. */
  cwd: string;
  /** The source's status, or "not read" when the agent never looks at this file from there. */
  status: SourceStatus | "not read";
  /** The agent's reason, one sentence. */
  reason: string;
  /** For a file cut at a budget: the first line the agent does not receive whole. */
  cutAtLine?: number;
  /** For a file cut at a budget: the budget, as the agent names it ("project_doc_max_bytes: 32768 bytes"). */
  budget?: string;
  /** The path the agent read it by, when that is another one (a link: CLAUDE.md -> AGENTS.md). */
  via?: string;
}

/** The deepest checked folder holding `path` (the root when none does). */
function nearestCwd(cwds: readonly string[], path: string, root: string): string {
  let best = root;
  const dir = dirname(path);
  for (const c of cwds) if (isWithin(dir, c) && c.length > best.length) best = c;
  return best;
}

const realOf = (fs: FsPort, path: string): string => {
  const r = fs.realpath(path);
  return r.ok ? r.value : path;
};

/** The source of `path` in a run: by its own path first, else through a link to the same file; a loaded one before others. */
function sourceOf(sources: readonly Source[], path: string, real: string, fs: FsPort): Source | undefined {
  const own = sources.filter((s) => s.path === path);
  const pool = own.length > 0 ? own : sources.filter((s) => realOf(fs, s.path) === real);
  return pool.find(isLoaded) ?? pool[0];
}

function cutLine(fs: FsPort, path: string, includedBytes: number): number | undefined {
  const read = fs.readFile(path);
  return read.ok ? lineAtByte(decodeLossy(read.value).text, includedBytes) : undefined;
}

function budgetOf(run: Run, source: Source): { budget?: string } {
  const b = run.resolution.budgets?.find((x) => x.cut && (x.path === source.path || x.scope === "total"));
  return b ? { budget: `${b.name}: ${b.limit.toLocaleString("en-US")} ${b.kind}` } : {};
}

export function fileStatus(path: string, root: string, report: CheckReport, runs: readonly Run[], fs: FsPort): AgentFileStatus[] {
  const cwd = nearestCwd(report.cwds, path, root);
  const real = realOf(fs, path);
  const out: AgentFileStatus[] = [];
  for (const agent of report.agents) {
    const run = runs.find((r) => r.agent === agent.id && r.cwd === cwd);
    if (!run) continue;
    const source = sourceOf(run.resolution.sources, path, real, fs);
    if (!source) {
      out.push({
        agent: run.agent,
        variant: run.variant,
        cwd,
        status: "not read",
        reason: `Not among the files ${run.agent} looks at from here.`,
      });
      continue;
    }
    out.push({
      agent: run.agent,
      variant: run.variant,
      cwd,
      status: source.status,
      reason: source.reason,
      ...(source.status === "truncated" ? { cutAtLine: cutLine(fs, path, source.includedBytes), ...budgetOf(run, source) } : {}),
      ...(source.path !== path ? { via: source.path } : {}),
    });
  }
  return out;
}
