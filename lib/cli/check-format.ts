/**
 * `rulescope check` output: text grouped by file (as ESLint prints), one JSON object, SARIF 2.1.0 for
 * GitHub code scanning (check-sarif.ts), or GitHub workflow annotations.
 */
import { CHECK_CODES, docPath, type Severity } from "../check/codes";
import type { CheckFailure, CheckReport, Finding, Fix, Place } from "../check/types";
import { headlineOf } from "../check/causes";
import { sarifLog } from "./check-sarif";
import { coverageCells, coveragePaths } from "../check/coverage";
import { relative } from "../core/paths";
import { visible, visibleLines } from "../scenario/visible";
import { relativizer } from "../check/relative-text";

export const FORMATS = ["text", "json", "sarif", "github", "markdown"] as const;
export type Format = (typeof FORMATS)[number];

const SEVERITY_ORDER: Severity[] = ["info", "warning", "error"];
export const atLeast = (s: Severity, floor: Severity): boolean => SEVERITY_ORDER.indexOf(s) >= SEVERITY_ORDER.indexOf(floor);

/** A path as the user's repository names it: relative to the checked root. */
export const shown = (root: string, path: string): string => relative(root, path) || ".";
/** The same for people: invisible characters escaped, so a name cannot act on a terminal or a CI log. */
const shownText = (root: string, path: string): string => visible(shown(root, path));

export function counts(findings: Finding[]): Record<Severity, number> {
  const c = { error: 0, warning: 0, info: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The report with every sentence naming paths relative to the root, as the repository names them:
 * the profiles' reasons carry absolute paths, which in CI are the runner's (`/home/runner/work/...`).
 * The root itself reads `.`. Paths and fields stay absolute in the report the engine returns; its
 * headlines are already relative (the engine cuts them to length), so they are left as they are: a
 * second pass would rewrite a link written `/src/x.md` when the root is `/src`.
 */
export function repoRelative(report: CheckReport, root: string): CheckReport {
  if (root === "/") return report;
  const rel = relativizer(root);
  return {
    ...report,
    findings: report.findings.map((f) => ({
      ...f,
      message: rel(f.message),
      ...(f.folded ? { folded: f.folded.map((x) => ({ ...x, message: rel(x.message) })) } : {}),
      ...(f.fix ? { fix: { ...f.fix, description: rel(f.fix.description) } } : {}),
    })),
    failures: report.failures.map((f) => ({ ...f, message: rel(f.message) })),
    notes: report.notes.map(rel),
    inference: report.inference.map(rel),
  };
}

/** A failed resolve as one line: what failed, for which agents and from where. */
export const failureLine = (f: CheckFailure, root: string): string =>
  `Rulescope could not resolve ${f.agents.join(", ")} from ${f.cwds.map((c) => shownText(root, c)).join(", ")} (${f.code}): ${visible(f.message)}`;

/** Folders, or files, named in a line: the first few, then how many more (all of them under --verbose). */
export function someOf(names: string[], verbose: boolean, max = 3): string {
  if (verbose || names.length <= max + 1) return names.join(", ");
  return `${names.slice(0, max).join(", ")} and ${names.length - max} more`;
}

const placeText = (root: string, p: Place): string => `${shownText(root, p.path)}${p.line ? `:${p.line}` : ""}`;

/** Per agent, one line: files and bytes it receives over the checked folders, and what it loses. */
function coverageLines(report: CheckReport, root: string, verbose: boolean): string[] {
  if (report.coverage.length === 0) return [];
  const folders = report.coverage[0].folders;
  const width = Math.max(...report.coverage.map((c) => c.agent.length));
  const lines = [`What each agent receives${folders === 1 ? "" : `, from ${folders} folders`}:`];
  for (const c of report.coverage) {
    const shownCoverage = coveragePaths(c, (p) => shownText(root, p));
    const cells = coverageCells(shownCoverage, (paths) => someOf(paths, verbose, 2));
    lines.push(`  ${c.agent.padEnd(width)}  ${cells.files}, ${cells.size}; ${cells.loses}`);
  }
  return lines;
}

export interface TextOptions {
  /** Each finding's whole explanation, what it folds in, and every folder and file in full. */
  verbose?: boolean;
}

export function formatText(full: CheckReport, root: string, { verbose = false }: TextOptions = {}): string {
  const report = repoRelative(full, root);
  const lines: string[] = [];
  for (const f of report.failures) lines.push(`error: ${failureLine(f, root)}`);
  const byFile = new Map<string, Finding[]>();
  for (const f of report.findings) byFile.set(f.path, [...(byFile.get(f.path) ?? []), f]);
  const pad = " ".repeat(5 + 2 + 7 + 2);
  lines.push(...coverageLines(report, root, verbose));
  for (const [path, fs] of byFile) {
    lines.push("", shownText(root, path));
    for (const f of fs) {
      lines.push(`  ${(f.line ? String(f.line) : "-").padStart(5)}  ${f.severity.padEnd(7)}  ${visible(headlineOf(f))}  ${f.code}`);
      if (f.also)
        lines.push(
          `  ${pad}also ${someOf(
            f.also.map((p) => placeText(root, p)),
            verbose,
          )}`,
        );
      const where =
        f.cwds.length > 0
          ? ` · from ${f.cwds.length === 1 ? "" : `${f.cwds.length} folders: `}${someOf(
              f.cwds.map((c) => shownText(root, c)),
              verbose,
            )}`
          : "";
      lines.push(`  ${pad}agents: ${f.agents.join(", ")}${where}${f.fix ? ` · fix: ${visible(f.fix.description)}` : ""}`);
      if (verbose) {
        lines.push(`  ${pad}${f.also ? `Said of ${placeText(root, f)}; the same holds for each file above. ` : ""}${visible(f.message)}`);
        for (const x of f.folded ?? []) lines.push(`  ${pad}(${x.code}) ${visible(x.message)}`);
      }
    }
  }
  const c = counts(report.findings);
  lines.push("");
  lines.push(
    report.failures.length > 0 && report.findings.length === 0
      ? "The check did not finish: see the errors above."
      : report.findings.length === 0
        ? "No problems found."
        : `${plural(report.findings.length, "problem")} (${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${c.info} info)${verbose ? "" : "; --verbose explains each"}`,
  );
  lines.push(
    `Agents: ${report.agents.map((a) => (a.variant ? `${a.id}@${a.variant}` : a.id)).join(", ")}${report.inferred ? " (inferred from the files present; set them in rulescope.json or with --agents)" : ""}`,
  );
  for (const why of report.inference) lines.push(`  ${visible(why)}`);
  lines.push(
    `Checked from ${plural(report.cwds.length, "folder")}: ${someOf(
      report.cwds.map((c) => shownText(root, c)),
      verbose,
      10,
    )}`,
  );
  for (const n of report.notes) lines.push(`Note: ${visible(n)}`);
  const codes = [...new Set(report.findings.map((f) => f.code))];
  if (codes.length > 0) lines.push(`What each code means: rulescope explain <code> (${codes.join(", ")})`);
  return visibleLines(lines.join("\n").replace(/^\n/, "") + "\n");
}

/** A fix with its paths as the repository names them. */
const shownFix = (root: string, fix: Fix): Fix =>
  fix.kind === "rename" ? { ...fix, from: shown(root, fix.from), to: shown(root, fix.to) } : { ...fix, path: shown(root, fix.path) };

export function formatJson(full: CheckReport, root: string): string {
  const report = repoRelative(full, root);
  const findings = report.findings.map((f) => ({
    code: f.code,
    severity: f.severity,
    path: shown(root, f.path),
    ...(f.line ? { line: f.line } : {}),
    ...(f.endLine ? { endLine: f.endLine } : {}),
    agents: f.agents,
    cwds: f.cwds.map((c) => shown(root, c)),
    message: headlineOf(f),
    explanation: f.message,
    ...(f.also ? { also: f.also.map((p) => ({ ...p, path: shown(root, p.path), ...(p.fix ? { fix: shownFix(root, p.fix) } : {}) })) } : {}),
    ...(f.folded ? { folded: f.folded } : {}),
    ...(f.fix ? { fix: shownFix(root, f.fix) } : {}),
    docs: docPath(f.code),
  }));
  return (
    JSON.stringify({
      root,
      agents: report.agents,
      inferred: report.inferred,
      inference: report.inference,
      evidence: report.evidence,
      cwds: report.cwds.map((c) => shown(root, c)),
      notes: report.notes,
      coverage: report.coverage.map((c) => coveragePaths(c, (p) => shown(root, p))),
      failures: report.failures.map((f) => ({ ...f, cwds: f.cwds.map((c) => shown(root, c)) })),
      summary: counts(report.findings),
      findings,
    }) + "\n"
  );
}

export function formatSarif(
  full: CheckReport,
  root: string,
  version: string,
  docs: (code: string) => string | null,
  helpBase?: string,
): string {
  return JSON.stringify(sarifLog(repoRelative(full, root), root, version, docs, helpBase), null, 2) + "\n";
}

/** GitHub's workflow commands: `::warning file=...,line=...,title=...::message`, escaped as the runner expects. */
export function formatGithub(full: CheckReport, root: string): string {
  const report = repoRelative(full, root);
  // %, CR and LF as the runner decodes them; other invisible characters (terminal escapes) as \uXXXX.
  const data = (s: string) => visible(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
  const prop = (s: string) => data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const kind: Record<Severity, string> = { error: "error", warning: "warning", info: "notice" };
  const failed = report.failures.map((f) => `::error title=${prop("rulescope: the check failed")}::${data(failureLine(f, root))}\n`);
  return (
    failed.join("") +
    report.findings
      .map(
        (f) =>
          `::${kind[f.severity]} file=${prop(shownText(root, f.path))}${f.line ? `,line=${f.line}` : ""}${f.line && f.endLine ? `,endLine=${f.endLine}` : ""},title=${prop(`rulescope ${f.code}: ${CHECK_CODES[f.code].title}`)}::${data(
            `${headlineOf(f)} (agents: ${f.agents.join(", ")})${
              f.also
                ? `; also ${someOf(
                    f.also.map((p) => placeText(root, p)),
                    false,
                  )}`
                : ""
            }`,
          )}\n`,
      )
      .join("")
  );
}
