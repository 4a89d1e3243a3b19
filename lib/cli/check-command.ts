/**
 * `rulescope check`: where the rules of a real tree silently fail, for the agents the team uses, as
 * text, JSON, SARIF or GitHub annotations; exit 1 when a finding reaches --fail-on. Configuration from
 * rulescope.json / .rulescope.json at the root (or --config), flags over the file.
 */
import { resolve as resolveReal } from "node:path";
import { check, checkRuns } from "../check/engine";
import type { Severity } from "../check/codes";
import { CHECK_HELP } from "./check-help";
import { fixFiles } from "./fix-files";
import { docsReader, packageHomepage, packageVersion } from "./package-info";
import { atLeast, FORMATS, formatGithub, formatJson, formatSarif, formatText, type Format } from "./check-format";
import { formatMarkdown } from "./check-markdown";
import type { Io } from "./io";
import type { CheckReport } from "../check/types";
import { nodeFs } from "./node-fs";
import { readLog } from "./read-log";
import { applyBaseline } from "./check-baseline";
import { EXIT, parseCommand, UsageError } from "./usage";
import { checkSetup } from "./check-setup";
import { checkOutputTargets } from "./check-outputs";
import { replaceFile } from "./replace-file";

const SEVERITIES: Severity[] = ["error", "warning", "info"];

const CHECK_OPTIONS = {
  help: { type: "boolean", short: "h" },
  dir: { type: "string" },
  config: { type: "string" },
  agents: { type: "string" },
  format: { type: "string" },
  "fail-on": { type: "string" },
  "min-severity": { type: "string" },
  home: { type: "string" },
  env: { type: "string", multiple: true },
  verbose: { type: "boolean" },
  quiet: { type: "boolean" },
  "max-warnings": { type: "string" },
  "output-file": { type: "string", short: "o" },
  also: { type: "string", multiple: true },
  baseline: { type: "string" },
  fix: { type: "boolean" },
  "fix-dry-run": { type: "boolean" },
} as const;

type CheckFlags = ReturnType<typeof parseCommand<typeof CHECK_OPTIONS>>["values"];

/** The flags that shape the output, checked before anything is read: each wrong one is a sentence. */
function outputFlags(values: CheckFlags, positionals: string[]) {
  // `rulescope check .` as `eslint .`: one folder, the same as --dir.
  if (positionals.length > 1 || (positionals.length === 1 && values.dir !== undefined))
    throw new UsageError(
      `check takes one folder, as an argument or as --dir (got ${[...(values.dir !== undefined ? [`--dir ${values.dir}`] : []), ...positionals].join(", ")}).`,
    );
  const maxWarnings = values["max-warnings"] === undefined ? undefined : Number(values["max-warnings"]);
  if (maxWarnings !== undefined && !(Number.isInteger(maxWarnings) && maxWarnings >= 0))
    throw new UsageError(`--max-warnings takes a whole number of 0 or more (got "${values["max-warnings"]}").`);
  if (values.fix && values["fix-dry-run"]) throw new UsageError("check takes --fix or --fix-dry-run, not both.");
  const format = (values.format ?? "text") as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")} (got "${values.format}").`);
  const also = (values.also ?? []).map((a) => {
    const eq = a.indexOf("=");
    const [f, path] = eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : ["", ""];
    if (!FORMATS.includes(f as Format) || path === "")
      throw new UsageError(`--also takes <format>=<file>, a format one of ${FORMATS.join(", ")} (got "${a}").`);
    return { format: f as Format, path };
  });
  return { maxWarnings, format, also };
}

/** The check, and with --fix or --fix-dry-run the fixes (diffs on stderr) and, after --fix, the check again. */
function checkAndFix(setup: ReturnType<typeof checkSetup>, values: CheckFlags, io: Io): CheckReport {
  const { root, options, access } = setup;
  if (!values.fix && !values["fix-dry-run"]) return check(options);
  // What the check reads is noted, so a file saved since is never edited at stale lines.
  const log = readLog(options.fs);
  const checked = checkRuns({ ...options, fs: log.fs });
  let { report } = checked;
  const fixed = fixFiles({
    // The proofs read a fresh port: the check's own remembers nothing it should not, but it caches.
    options: { ...options, fs: nodeFs(access) },
    checked,
    log,
    folder: options.scope ?? root,
    write: values.fix === true,
  });
  // The changes as diffs on stderr (stdout keeps the report a format promised), then, after --fix,
  // the check again: what is left.
  for (const d of fixed.diffs) io.err(`${d}\n`);
  for (const s of fixed.skipped) io.err(`rulescope: fix skipped: ${s}\n`);
  for (const s of fixed.failed) io.err(`rulescope: fix failed: ${s}\n`);
  const verb = values.fix ? "applied" : "would apply (dry run)";
  // A fresh port: the old one remembers the tree as it was before the fixes.
  if (values.fix && fixed.applied > 0) report = check({ ...options, fs: nodeFs(access) });
  const left = [
    ...(fixed.skipped.length > 0 ? [`${fixed.skipped.length} skipped`] : []),
    ...(fixed.failed.length > 0 ? [`${fixed.failed.length} failed`] : []),
  ];
  report.notes.push(`${fixed.applied} fix${fixed.applied === 1 ? "" : "es"} ${verb}${left.length > 0 ? `, ${left.join(", ")}` : ""}.`);
  return report;
}

/** The report in one format. */
function render(report: CheckReport, root: string, f: Format, verbose: boolean): string {
  if (f === "json") return formatJson(report, root);
  if (f === "sarif") return formatSarif(report, root, packageVersion(), docsReader(), packageHomepage());
  if (f === "github") return formatGithub(report, root);
  if (f === "markdown") return formatMarkdown(report, root);
  return formatText(report, root, { verbose });
}

/**
 * The lowest severity reported: --min-severity, else info under --verbose, else the configuration's,
 * else warning (the noise budget: info findings are judgement calls). Never above --fail-on: what
 * fails the run is shown.
 */
function shownFloor(values: CheckFlags, configured: string | undefined, failOn: Severity, verbose: boolean): Severity {
  const given = values["min-severity"];
  if (given !== undefined && !SEVERITIES.includes(given as Severity))
    throw new UsageError(`--min-severity must be one of ${SEVERITIES.join(", ")} (got "${given}").`);
  const floor = (given ?? (verbose ? "info" : (configured ?? "warning"))) as Severity;
  return atLeast(floor, failOn) ? failOn : floor;
}

/** Findings below the floor leave the output, with a note of how many and how to see them. */
function hideBelow(report: CheckReport, floor: Severity): void {
  const hidden = report.findings.filter((f) => !atLeast(f.severity, floor));
  if (hidden.length === 0) return;
  report.findings = report.findings.filter((f) => atLeast(f.severity, floor));
  const bySeverity = SEVERITIES.map((s) => [s, hidden.filter((f) => f.severity === s).length] as const).filter(([, n]) => n > 0);
  report.notes.push(
    `${bySeverity.map(([s, n]) => `${n} ${s}${s === "info" || n === 1 ? "" : "s"}`).join(", ")} not shown (below --min-severity ${floor}); --min-severity info shows ${hidden.length === 1 ? "it" : "them"}.`,
  );
}

/** 2 when a resolve failed inside Rulescope; 1 past --max-warnings or at --fail-on; else 0. */
function exitCode(report: CheckReport, failOn: Severity, maxWarnings: number | undefined, io: Io): number {
  if (report.failures.length > 0) return EXIT.internal;
  const warnings = report.findings.filter((f) => f.severity === "warning").length;
  if (maxWarnings !== undefined && warnings > maxWarnings) {
    io.err(`rulescope: ${warnings} warnings, more than --max-warnings ${maxWarnings}.\n`);
    return EXIT.failed;
  }
  return report.findings.some((f) => atLeast(f.severity, failOn)) ? EXIT.failed : EXIT.ok;
}

export function checkCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("check", args, CHECK_OPTIONS);
  if (values.help) {
    io.out(CHECK_HELP);
    return EXIT.ok;
  }
  const { maxWarnings, format, also } = outputFlags(values, positionals);
  const outputs = [
    ...also.map((a) => ({ flag: "--also", path: a.path })),
    ...(values["output-file"] ? [{ flag: "-o", path: values["output-file"] }] : []),
  ];
  checkOutputTargets(outputs, values.baseline);
  const setup = checkSetup({
    dir: values.dir ?? positionals[0] ?? ".",
    ...(values.config !== undefined ? { config: values.config } : {}),
    ...(values.agents !== undefined ? { agents: values.agents } : {}),
    ...(values.home !== undefined ? { home: values.home } : {}),
    env: values.env ?? [],
  });
  const { root, configPath, home } = setup;
  const failOn = (values["fail-on"] ?? setup.failOn) as Severity;
  if (!SEVERITIES.includes(failOn)) throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(", ")} (got "${values["fail-on"]}").`);
  const report = checkAndFix(setup, values, io);
  if (configPath === null && values.agents === undefined && format === "text")
    report.notes.unshift("No rulescope.json found; defaults were used.");
  // On a GitHub runner the home folder is the runner's: no team's global rules live there.
  if (values.home === undefined && format === "text" && process.env.GITHUB_ACTIONS !== "true")
    report.notes.push(`The home directory was not read (global rule files are left out); pass --home ${home} to include them.`);
  if (values.baseline !== undefined) report.notes.push(applyBaseline(resolveReal(values.baseline), report, root));
  // --quiet as ESLint has it: errors only, in the output and in what the exit code weighs.
  if (values.quiet) report.findings = report.findings.filter((f) => f.severity === "error");
  const verbose = values.verbose === true;
  hideBelow(report, shownFloor(values, setup.minSeverity, failOn, verbose));
  // --also: the same report in other formats, from this one run (the Action writes SARIF, a summary
  // and annotations without checking twice).
  for (const { format: other, path } of also) writeOutputFile(path, render(report, root, other, verbose), "--also");
  if (values["output-file"] !== undefined) writeOutputFile(values["output-file"], render(report, root, format, verbose));
  else io.out(render(report, root, format, verbose));
  return exitCode(report, failOn, maxWarnings, io);
}

/** -o (or --also): the report to a file (its folder must exist), never through a link; with -o, nothing on stdout. */
function writeOutputFile(path: string, text: string, flag = "-o"): void {
  const problem = replaceFile(resolveReal(path), text);
  if (problem) throw new UsageError(`${flag} ${path} ${problem}.`);
}
