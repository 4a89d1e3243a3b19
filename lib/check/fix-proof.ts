/**
 * A fix proven before it is written: the check runs again over the tree as the fix leaves it (the
 * profiles' own parsers read the new text) and the fix counts only if its finding is gone, no new
 * error appears, the frontmatter of a changed file still reads as it did, no
 * resolve fails, and no new warning takes its place for the same agents and folders (a trade, not a
 * fix). `check --fix` and `--fix-dry-run` both plan with it, so the dry run shows what --fix does.
 */
import { plannedFs, type PlannedTree } from "../fs/planned-fs";
import { check } from "./engine";
import { headlineOf, placesOf } from "./causes";
import type { CheckOptions, CheckReport, Finding } from "./types";

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

/** A new finding that concerns every agent, in every folder, that the fixed one did: the fix helps nobody. */
const covers = (n: Finding, c: FixClaim): boolean =>
  c.agents.every((a) => n.agents.includes(a)) && (c.cwds.length === 0 || n.cwds.length === 0 || c.cwds.every((d) => n.cwds.includes(d)));

/**
 * Why these fixes together fail the proof, or null when they pass; `report`: the check of the fixed
 * tree. `name` words a path for the reader (the CLI's are relative to the checked folder).
 */
export function proveFixes(
  options: CheckOptions,
  before: CheckReport,
  plan: PlannedTree,
  claims: readonly FixClaim[],
  name: (path: string) => string = (p) => p,
): { why: string | null; report: CheckReport } {
  // A fresh look at the tree: work shared with the first check remembers the files as they were.
  const { shared: _shared, ...fresh } = options;
  const report = check({ ...fresh, fs: plannedFs(options.fs, plan) });
  if (report.failures.length > before.failures.length) return { why: "Rulescope could not check the tree as the fix leaves it", report };
  const old = indexOf(before);
  const now = indexOf(report);
  for (const c of claims) if (now.has(keyText(c.key))) return { why: "the check of the fixed text still shows the finding", report };
  const changed = new Set(claims.flatMap((c) => c.changes));
  for (const [text, { key, finding }] of now) {
    if (old.has(text)) continue;
    const said = `${key.code} on ${name(key.path)}: ${headlineOf(finding)}`;
    if (key.code.startsWith("frontmatter-") && changed.has(key.path))
      return { why: `the fixed file's frontmatter would not read as before (${said})`, report };
    if (finding.severity === "error") return { why: `it would bring a new error, ${said}`, report };
    if (finding.severity === "warning" && claims.some((c) => covers(finding, c)))
      return { why: `it would only trade the finding for another, ${said}`, report };
  }
  return { why: null, report };
}
