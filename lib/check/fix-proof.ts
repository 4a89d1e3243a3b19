/**
 * A fix proven before it is written: the check runs again over the tree as the fix leaves it (the
 * profiles' own parsers read the new text) and the fix counts only if its finding is gone, no new
 * error appears, the frontmatter of a changed file still reads as it did, no
 * resolve fails, and no new warning takes its place for the same agents and folders while no agent
 * gets more text than before (a trade, not a fix). `check --fix` and `--fix-dry-run` both plan with it, so the dry run shows what --fix does.
 */
import { plannedFs, type PlannedTree } from "../fs/planned-fs";
import { isLoaded } from "../types";
import { checkRuns } from "./engine";
import { headlineOf, placesOf } from "./causes";
import type { Run } from "./runs";
import type { CheckOptions, CheckReport, Finding } from "./types";

/** A check with its runs: what each agent loaded from each folder. */
export interface Checked {
  report: CheckReport;
  runs: Run[];
}

/** A finding as it is recognised in another run: lines move when a file is edited, so digits do not count. */
export interface FindingKey {
  code: string;
  path: string;
  headline: string;
}

const keyText = (k: FindingKey) => `${k.code}\0${k.path}\0${k.headline}`;

/** One key per file of the finding (a grouped finding names several). */
export function keysOf(f: Finding): FindingKey[] {
  const headline = headlineOf(f).replace(/\d+/g, "#");
  return placesOf(f).map((p) => ({ code: f.code, path: p.path, headline }));
}

/** What is proven of one fix: the finding it is for, at the file it changes. */
export interface FixClaim {
  /** The finding's key at the place the fix belongs to. */
  key: FindingKey;
  /** Whom and where the finding concerned: a fix must bring the text back to one of them somewhere. */
  agents: string[];
  cwds: string[];
  /** Files the fix changes (for the frontmatter test): the edited, created or renamed file. */
  changes: string[];
}

function indexOf(report: CheckReport): Map<string, { key: FindingKey; finding: Finding }> {
  const out = new Map<string, { key: FindingKey; finding: Finding }>();
  for (const f of report.findings) for (const key of keysOf(f)) out.set(keyText(key), { key, finding: f });
  return out;
}

/** A new finding that concerns every agent, in every folder, that the fixed one did. */
const covers = (n: Finding, c: FixClaim): boolean =>
  c.agents.every((a) => n.agents.includes(a)) && (c.cwds.length === 0 || n.cwds.length === 0 || c.cwds.every((d) => n.cwds.includes(d)));

/** Each file an agent loads from a folder, as one string per agent, folder and file. */
const loads = (runs: Run[]): Set<string> =>
  new Set(runs.flatMap((r) => r.resolution.sources.filter(isLoaded).map((s) => `${r.agent}\0${r.cwd}\0${s.path}`)));

/** Whether some agent, from some folder, loads a file it did not load before. */
function loadsMore(before: Run[], after: Run[]): boolean {
  const old = loads(before);
  for (const l of loads(after)) if (!old.has(l)) return true;
  return false;
}

/**
 * Why these fixes together fail the proof, or null when they pass; `report`: the check of the fixed
 * tree. `name` words a path for the reader (the CLI's are relative to the checked folder).
 */
export function proveFixes(
  options: CheckOptions,
  before: Checked,
  plan: PlannedTree,
  claims: readonly FixClaim[],
  name: (path: string) => string = (p) => p,
): { why: string | null; checked: Checked } {
  // A fresh look at the tree: work shared with the first check remembers the files as they were.
  const { shared: _shared, ...fresh } = options;
  const checked = checkRuns({ ...fresh, fs: plannedFs(options.fs, plan) });
  const fail = (why: string) => ({ why, checked });
  const { report } = checked;
  if (report.failures.length > before.report.failures.length) return fail("Rulescope could not check the tree as the fix leaves it");
  const old = indexOf(before.report);
  const now = indexOf(report);
  for (const c of claims) if (now.has(keyText(c.key))) return fail("the check of the fixed text still shows the finding");
  // A warning in the finding's place is a trade unless some agent now gets text it did not.
  const gains = loadsMore(before.runs, checked.runs);
  const changed = new Set(claims.flatMap((c) => c.changes));
  for (const [text, { key, finding }] of now) {
    if (old.has(text)) continue;
    const said = `${key.code} on ${name(key.path)}: ${headlineOf(finding)}`;
    if (key.code.startsWith("frontmatter-") && changed.has(key.path))
      return fail(`the fixed file's frontmatter would not read as before (${said})`);
    if (finding.severity === "error") return fail(`it would bring a new error, ${said}`);
    if (finding.severity === "warning" && !gains && claims.some((c) => covers(finding, c)))
      return fail(`it would only trade the finding for another, ${said}`);
  }
  return { why: null, checked };
}
