/**
 * `check`: where a team's rules silently fail, for the agents it uses, from every folder it works in.
 * Pure (the fs port only), so the CLI, CI and the playground run the same code.
 */
import { deadLinksByFile } from "./dead-links-by-file";
import { rowOf } from "./codes";
import { docsPages, inTemplates, namesOf, readBy } from "./docs-pages";
import { GlobGuard } from "../core/glob-guard";
import { ancestors, basename, isWithin, join, relative } from "../core/paths";
import type { FsPort } from "../fs/port";
import { applySeverity, TextCache, underRoot } from "./findings";
import { disagreementFindings } from "./families/agents-disagree";
import { budgetFindings } from "./families/budget";
import { duplicateFindings } from "./families/duplicate-text";
import { fallbackOffFindings } from "./families/fallback-off";
import { diagnosticFindings } from "./families/from-diagnostics";
import { neverReadFindings } from "./families/never-read";
import { neverSentFindings } from "./families/never-sent";
import { deadReferenceFindings } from "./families/reference-dead";
import { misplacedFindings } from "./families/rule-misplaced";
import { scopeFindings } from "./families/scope";
import { sourceFindings } from "./families/sources";
import { wrongCaseFindings } from "./families/wrong-case";
import { ruleFiles } from "./rule-files";
import { SharedWork } from "../core/shared-work";
import { assumedEnvNotes, declaredRuns, defaultCwds, inferAgents, MAX_CHECK_CWDS, reachRuns, survey } from "./runs";
import { listTree, MAX_CHECK_FILES } from "./tree";
import type { CheckAgent, CheckFailure, CheckOptions, CheckReport, Finding } from "./types";
import type { Run, Survey } from "./runs";
import { Identity } from "./identity";
import { coverageOf } from "./coverage-of";
import { suppressions } from "./suppress";
import { firstSentence, foldSymptoms, groupByCause, placesOf } from "./causes";
import { relativizer } from "./relative-text";

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

/** One finding per code, path and line: the same problem seen by several agents or from several folders. */
function mergeFindings(all: Finding[]): Finding[] {
  const merged = new Map<string, Finding>();
  for (const f of all) {
    const key = `${f.code}\0${f.path}\0${f.line ?? ""}\0${f.fix ? JSON.stringify(f.fix) : ""}`;
    const prev = merged.get(key);
    if (!prev) {
      merged.set(key, { ...f, agents: [...f.agents], cwds: [...f.cwds] });
      continue;
    }
    for (const a of f.agents) if (!prev.agents.includes(a)) prev.agents.push(a);
    for (const c of f.cwds) if (!prev.cwds.includes(c)) prev.cwds.push(c);
    // Files told with it (imports folded into their importer's disagreement), from every folder.
    for (const p of f.also ?? []) if (!prev.also?.some((q) => q.path === p.path)) prev.also = [...(prev.also ?? []), p];
    if (SEVERITY_RANK[f.severity] < SEVERITY_RANK[prev.severity]) prev.severity = f.severity;
  }
  return [...merged.values()];
}

function ignoredBy(patterns: string[] | undefined, root: string): (f: Finding) => boolean {
  if (!patterns || patterns.length === 0) return () => false;
  const guard = new GlobGuard(() => {});
  const matchers = patterns.map((p) => guard.picomatch(p, { dot: true }, {})).filter((m): m is (s: string) => boolean => m !== null);
  return (f) => matchers.some((m) => m(relative(root, f.path)));
}

/** Folders of the tree matching globs relative to the root ("." names the root itself). */
function matchDirs(root: string, dirs: string[], globs: string[]): string[] {
  const guard = new GlobGuard(() => {});
  const tests = globs
    .map((g) => guard.picomatch(g.replace(/^\.\/?/, "") || ".", { dot: true }, {}))
    .filter((m): m is (s: string) => boolean => m !== null);
  return dirs.filter((d) => tests.some((t) => t(relative(root, d) || ".")));
}

const FAILURE_CODES = new Set<string>(["internal-error", "invalid-scenario"] satisfies CheckFailure["code"][]);

/** Each distinct failure of these runs once, with the agents and folders that met it. */
function failuresOf(runs: Run[]): CheckFailure[] {
  const out = new Map<string, CheckFailure>();
  for (const r of runs)
    for (const d of r.resolution.diagnostics) {
      if (!FAILURE_CODES.has(d.code)) continue;
      const key = `${d.code}\0${d.message}`;
      const f = out.get(key) ?? { code: d.code as CheckFailure["code"], agents: [], cwds: [], message: d.message };
      out.set(key, f);
      if (!f.agents.includes(r.agent)) f.agents.push(r.agent);
      if (!f.cwds.includes(r.cwd)) f.cwds.push(r.cwd);
    }
  return [...out.values()];
}

/**
 * Without a `.git` at or above the root (an unpacked archive, a copy), agents that look for the
 * repository root treat each working folder as one and read less than in a clone: say so, naming the
 * declared agents that looked for it.
 */
function noGitNote(fs: FsPort, root: string, runs: Run[]): string[] {
  if (ancestors(root).some((d) => fs.lstat(join(d, ".git")).ok)) return [];
  const lookers = [
    ...new Set(runs.filter((r) => r.resolution.trace.some((s) => s.path !== undefined && basename(s.path) === ".git")).map((r) => r.agent)),
  ];
  if (lookers.length === 0) return [];
  return [
    `No .git was found in the checked folder or above it, so ${lookers.join(", ")} read the tree as they would outside a clone (taking each checked folder for the repository root, or reading no project files at all); in a git checkout they may read more. Check a clone to see what they read there.`,
  ];
}

/** The agents `check` would infer for this tree, and why (the page adds them to the current agent). */
export function inferredAgents(opts: Omit<CheckOptions, "agents">): { agents: CheckAgent[]; why: string[] } {
  const work = SharedWork.over(opts.fs);
  return inferAgents(opts.root, listTree(work.fs, opts.root).files, survey(opts, work));
}

export function check(opts: CheckOptions): CheckReport {
  return checkRuns(opts).report;
}

/** The folders to check: given, matched by globs, or every folder holding a rule file; within the scope. */
function checkedFolders(
  opts: CheckOptions,
  listing: { files: string[]; dirs: string[] },
  s: Survey,
  agents: CheckAgent[],
  notes: string[],
) {
  const { root } = opts;
  let cwds = opts.cwds ?? (opts.cwdGlobs ? matchDirs(root, listing.dirs, opts.cwdGlobs) : undefined);
  if (opts.cwdGlobs && cwds?.length === 0)
    notes.push(`No folder matches the working directories ${opts.cwdGlobs.join(", ")}; the default folders were checked.`);
  if (!cwds || cwds.length === 0) {
    const d = defaultCwds(root, listing.files, s, agents);
    if (d.capped) notes.push(`More than ${MAX_CHECK_CWDS} folders hold rule files; the ${MAX_CHECK_CWDS} nearest the root were checked.`);
    cwds = d.cwds;
  }
  const scope = opts.scope !== undefined && opts.scope !== root && isWithin(opts.scope, root) ? opts.scope : undefined;
  if (scope) {
    cwds = [...new Set([scope, ...cwds.filter((c) => isWithin(c, scope))])];
    notes.push(
      `Checked from ${scope} and the folders below it that hold rule files, within the repository at ${root}: the agents read the files above ${scope} too, and only what concerns ${scope} is reported.`,
    );
  }
  return { cwds, scope };
}

interface Drawn {
  runs: Run[];
  reach: Run[];
  rules: Set<string>;
  files: string[];
  capped: boolean;
  agents: CheckAgent[];
  survey: Survey;
  /** A resolve failed: the findings that weigh every agent are not drawn. */
  failed: boolean;
}

/** Every finding the runs show, before merging, suppression and grouping. */
function drawFindings(
  root: string,
  home: string,
  d: Drawn,
  fs: FsPort,
  texts: TextCache,
  id: Identity,
  tokenLimits: CheckOptions["tokenLimits"],
): Finding[] {
  const { runs, reach } = d;
  const rel = relativizer(root);
  const docs = docsPages(root, d.files, namesOf([...d.survey.runs, ...runs]), readBy(d.survey.considered, d.agents));
  const raw: Finding[] = [];
  for (const run of runs) {
    raw.push(...budgetFindings(run, texts, tokenLimits?.[run.agent]));
    raw.push(...diagnosticFindings(run));
    raw.push(...sourceFindings(run, rel, texts));
    raw.push(...duplicateFindings(run, root, home, id, texts));
  }
  raw.push(...wrongCaseFindings(runs, d.files));
  // A link an agent follows as an import is told by import-unresolved on that line; the rest here.
  const unresolvedAt = new Set(raw.filter((f) => f.code === "import-unresolved").map((f) => `${id.of(f.path)}\0${f.line ?? ""}`));
  raw.push(...deadReferenceFindings(root, runs, reach, fs, texts, id).filter((f) => !unresolvedAt.has(`${f.path}\0${f.line ?? ""}`)));
  if (d.failed) return raw;
  raw.push(...neverReadFindings(root, [...d.rules], runs, reach, d.survey, d.agents, texts, id));
  raw.push(...fallbackOffFindings(runs, texts, id, fs));
  raw.push(...disagreementFindings(root, runs, d.agents, id, fs, texts));
  raw.push(...scopeFindings(runs, reach, id, !d.capped));
  raw.push(...neverSentFindings(root, runs, reach, id));
  raw.push(...misplacedFindings(root, d.files, d.agents, runs, reach, id, texts));
  // A documentation page is no rule file, and a template is read where it is copied to (the rows say which codes care).
  return raw.filter(
    (f) => !(docs.has(f.path) && rowOf(f.code).onRuleFile) && !(rowOf(f.code).unreadFile && inTemplates(relative(root, f.path))),
  );
}

/**
 * A finding's headline with the repository's paths, cut (when taken from the message) at a length
 * that counts those, not the machine's: the same tree gives the same headline, and fingerprint, in
 * any folder.
 */
const headlineIn = (f: Finding, rel: (s: string) => string): string =>
  f.headline !== undefined ? rel(f.headline) : firstSentence(rel(f.message));

/** The findings a reader gets: merged, under the root, not ignored or suppressed, at their severity, one per cause, in scope. */
function keptFindings(raw: Finding[], opts: CheckOptions, texts: TextCache, scope: string | undefined, notes: string[]): Finding[] {
  const rel = relativizer(opts.root);
  const ignored = ignoredBy(opts.ignore, opts.root);
  const suppressed = suppressions(texts);
  let silenced = 0;
  const kept = mergeFindings(raw)
    .filter(underRoot(opts.root))
    .filter((f) => !ignored(f))
    .filter((f) => {
      if (!suppressed(f)) return true;
      silenced++;
      return false;
    })
    .map((f) => applySeverity(f, opts.severity))
    .filter((f): f is Finding => f !== null)
    .sort(byPlace);
  if (silenced > 0)
    notes.push(`${silenced} finding${silenced === 1 ? " was" : "s were"} suppressed by rulescope-disable comments in the rule files.`);
  const inScope = (f: Finding) => !scope || f.cwds.some((c) => isWithin(c, scope)) || placesOf(f).some((p) => isWithin(p.path, scope));
  return groupByCause(foldSymptoms(deadLinksByFile(kept)))
    .filter(inScope)
    .map((f) => ({ ...f, headline: headlineIn(f, rel) }));
}

/**
 * The check and the runs it drew its findings from (each declared agent from each checked folder,
 * with its trace), for a host that answers later questions from them: the language server's hover
 * says what each agent loads from a file's folder without resolving again.
 */
export function checkRuns(opts: CheckOptions): { report: CheckReport; runs: Run[] } {
  const { root } = opts;
  // One cache over the port for the whole check: the listing, every resolve and the texts read after.
  // Every resolve of a check reads through one SharedWork over the checked port: a probe, a walk or a
  // token count made by one run (one agent, one folder) is answered from memory for the next. The
  // tree does not change during a check. Runs whose trace is never read (reach) record none.
  const work = opts.shared ?? SharedWork.over(opts.fs);
  const fs = work.fs;
  const notes: string[] = [];
  const listing = listTree(fs, root);
  if (listing.capped) notes.push(`The tree has more than ${MAX_CHECK_FILES.toLocaleString("en-US")} files; only the first were listed.`);
  const s = survey(opts, work);
  const inferred = opts.agents === undefined || opts.agents.length === 0;
  const { agents, why, evidence } = inferred ? inferAgents(root, listing.files, s) : { agents: opts.agents!, why: [], evidence: [] };
  const { cwds, scope } = checkedFolders(opts, listing, s, agents, notes);
  notes.push(...assumedEnvNotes(opts, agents));
  const allRuns = declaredRuns(opts, work, agents, cwds);
  notes.push(...noGitNote(fs, root, allRuns));
  // Rule files are read last: reading one puts it in context as a file, and an agent then does not
  // attach it again as nested memory when a file beside it is read (claude-code), so reading them
  // first would hide what reading the package's own files attaches.
  const rules = new Set(ruleFiles(root, listing.files, s, new Set(agents.map((a) => a.id))));
  const allReach = reachRuns(opts, work, agents, [...listing.files.filter((f) => !rules.has(f)), ...rules]);
  // A failed resolve says nothing about the files: its agent draws no conclusion from any folder, and
  // the findings that weigh every declared agent (never-read, disagreement...) are not drawn at all.
  const failures = failuresOf([...allRuns, ...allReach]);
  const failed = new Set(failures.flatMap((f) => f.agents));
  const runs = allRuns.filter((r) => !failed.has(r.agent));
  const reach = allReach.filter((r) => !failed.has(r.agent));
  if (failures.length > 0)
    notes.push(
      `No finding that weighs every agent (never-read, always-shadowed, fallback-off, agents-disagree, scope-never-applies) was drawn: Rulescope failed to resolve ${[...failed].join(", ")}.`,
    );
  if (listing.capped)
    notes.push(
      `Scoped rules were tested against the first ${MAX_CHECK_FILES.toLocaleString("en-US")} files of the tree only, so none is reported as never applying.`,
    );
  const texts = new TextCache(fs);
  const drawn: Drawn = { runs, reach, rules, files: listing.files, capped: listing.capped, agents, survey: s, failed: failures.length > 0 };
  const raw = drawFindings(root, opts.home, drawn, fs, texts, new Identity(fs), opts.tokenLimits);
  const report: CheckReport = {
    coverage: coverageOf(runs, root, reach),
    findings: keptFindings(raw, opts, texts, scope, notes),
    failures,
    agents,
    inferred,
    inference: why,
    evidence,
    cwds,
    notes,
    stats: { resolves: s.runs.length + allRuns.length + allReach.length, files: listing.files.length },
  };
  return { report, runs: allRuns };
}

/** By file, then line, then the graver first. */
function byPlace(a: Finding, b: Finding): number {
  return a.path < b.path
    ? -1
    : a.path > b.path
      ? 1
      : (a.line ?? 0) - (b.line ?? 0) || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || (a.code < b.code ? -1 : 1);
}
