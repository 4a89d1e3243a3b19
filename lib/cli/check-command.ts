/**
 * `rulescope check`: where the rules of a real tree silently fail, for the agents the team uses, as
 * text, JSON, SARIF or GitHub annotations; exit 1 when a finding reaches --fail-on. Configuration from
 * rulescope.json / .rulescope.json at the root (or --config), flags over the file.
 */
import { existsSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname as realDirname, join as realJoin, resolve as resolveReal } from "node:path";
import { CONFIG_FILE_NAMES, parseAgentRef, parseConfig, type CheckConfig } from "../check/config";
import { check } from "../check/engine";
import type { Severity } from "../check/codes";
import { CHECK_HELP } from "./check-help";
import { fixFiles } from "./fix-files";
import { docsReader, packageHomepage, packageVersion } from "./package-info";
import { atLeast, FORMATS, formatGithub, formatJson, formatSarif, formatText, type Format } from "./check-format";
import { formatMarkdown } from "./check-markdown";
import type { Io } from "./io";
import { lexists, readJsoncFile } from "./io";
import { fingerprint } from "../check/fingerprint";
import type { CheckOptions, CheckReport, Finding } from "../check/types";
import { nodeFs, type NodeFsOptions } from "./node-fs";
import { PROFILES } from "../agents";
import { agentHomePlaces, HOME_NOT_OPENED } from "./dir-scenario";
import { isWithin, relative } from "../core/paths";
import { EXIT, parseCommand, splitAssignment, UsageError } from "./usage";

const SEVERITIES: Severity[] = ["error", "warning", "info"];

/**
 * The configuration found in the tree is the repository's, so it is read as rule files are: only a
 * regular file inside the tree (a link may point to another file of the tree, never out of it, nor to
 * /proc/self/environ or a device). `--config` names a file the user chose, and is read as given.
 */
function insideTree(root: string, path: string): void {
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    throw new UsageError(`${path} is a link that leads nowhere; Rulescope reads its configuration only from a file in the checked tree.`);
  }
  if (!isWithin(real, root))
    throw new UsageError(
      `${path} is a link to a file outside the checked tree; Rulescope reads its configuration only from a file in the tree (or from --config).`,
    );
  if (!statSync(real).isFile())
    throw new UsageError(`${path} is not a regular file; Rulescope reads its configuration only from a file in the checked tree.`);
}

/**
 * The configuration as ESLint and Prettier find theirs: in the checked folder, then each folder above
 * it up to the repository's root, the first of rulescope.json, .rulescope.json and a "rulescope" key
 * in package.json.
 */
function findConfig(from: string, root: string): { path: string; key?: "rulescope" } | null {
  for (let dir = from; ; dir = realDirname(dir)) {
    const named = CONFIG_FILE_NAMES.map((n) => realJoin(dir, n)).find((p) => lexists(p));
    if (named) return { path: named };
    const pkg = realJoin(dir, "package.json");
    if (lexists(pkg)) {
      const read = readJsoncFile(pkg, "package.json");
      if (read.ok && typeof read.value === "object" && read.value !== null && Object.hasOwn(read.value, "rulescope"))
        return { path: pkg, key: "rulescope" };
    }
    if (dir === root || dir === realDirname(dir)) return null;
  }
}

function loadConfig(from: string, root: string, explicit: string | undefined): { path: string | null; config: CheckConfig } {
  const found = explicit !== undefined ? { path: resolveReal(explicit) } : findConfig(from, root);
  if (found === null) return { path: null, config: {} };
  const { path } = found;
  if (explicit === undefined) insideTree(root, path);
  const read = readJsoncFile(path, "configuration");
  if (!read.ok) throw new UsageError(read.error);
  const parsed = parseConfig(found.key ? (read.value as Record<string, unknown>)[found.key] : read.value);
  if (!parsed.ok)
    throw new UsageError(`${path} is not a valid Rulescope configuration:\n${parsed.problems.map((p) => `  ${p}`).join("\n")}`);
  return { path, config: parsed.config };
}

/**
 * What the check may read: the tree and, with --home, only the agents' own global places there (as
 * `resolve --dir --home` opens them); the rest of the home folder is fenced off, so a link in the tree
 * to ~/.ssh or ~/.claude/.credentials.json is refused, not read. The places come from the flags'
 * environment only: a repository's rulescope.json `env` cannot widen them.
 */
function homeAccess(root: string, home: string, withHome: boolean, flagEnv: Record<string, string>): NodeFsOptions {
  const treeInHome = isWithin(root, home) ? [root] : [];
  if (!withHome)
    return { allow: [root], fences: isWithin(home, root) ? [{ path: home, except: treeInHome, reason: HOME_NOT_OPENED }] : [] };
  const { open, fence } = agentHomePlaces(
    PROFILES,
    home,
    flagEnv,
    treeInHome,
    "is in the home folder but not among the agents' own global files, which are all --home opens",
  );
  return { allow: [root, ...open], fences: [fence] };
}

export function checkCommand(args: string[], io: Io): number {
  const { values, positionals } = parseCommand("check", args, {
    help: { type: "boolean", short: "h" },
    dir: { type: "string" },
    config: { type: "string" },
    agents: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" },
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
  });
  if (values.help) {
    io.out(CHECK_HELP);
    return EXIT.ok;
  }
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
  const {
    root,
    options,
    configPath,
    failOn: configFailOn,
    home,
    access,
  } = checkSetup({
    dir: values.dir ?? positionals[0] ?? ".",
    ...(values.config !== undefined ? { config: values.config } : {}),
    ...(values.agents !== undefined ? { agents: values.agents } : {}),
    ...(values.home !== undefined ? { home: values.home } : {}),
    env: values.env ?? [],
  });
  const failOn = (values["fail-on"] ?? configFailOn) as Severity;
  if (!SEVERITIES.includes(failOn)) throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(", ")} (got "${values["fail-on"]}").`);
  let report = check(options);
  if (values.fix || values["fix-dry-run"]) {
    const fixed = fixFiles(report.findings, root, values.fix === true);
    // The changes as diffs on stderr (stdout keeps the report a format promised), then, after --fix,
    // the check again: what is left.
    for (const d of fixed.diffs) io.err(`${d}\n`);
    for (const s of fixed.skipped) io.err(`rulescope: fix skipped: ${s}\n`);
    const verb = values.fix ? "applied" : "would apply (dry run)";
    // A fresh port: the old one remembers the tree as it was before the fixes.
    if (values.fix && fixed.applied > 0) report = check({ ...options, fs: nodeFs(access) });
    report.notes.push(
      `${fixed.applied} fix${fixed.applied === 1 ? "" : "es"} ${verb}${fixed.skipped.length > 0 ? `, ${fixed.skipped.length} skipped` : ""}.`,
    );
  }
  if (configPath === null && values.agents === undefined && format === "text")
    report.notes.unshift("No rulescope.json found; defaults were used.");
  // On a GitHub runner the home folder is the runner's: no team's global rules live there.
  if (values.home === undefined && format === "text" && process.env.GITHUB_ACTIONS !== "true")
    report.notes.push(`The home directory was not read (global rule files are left out); pass --home ${home} to include them.`);
  if (values.baseline !== undefined) report.notes.push(applyBaseline(resolveReal(values.baseline), report, root));
  // --quiet as ESLint has it: errors only, in the output and in what the exit code weighs.
  if (values.quiet) report.findings = report.findings.filter((f) => f.severity === "error");
  const render = (f: Format): string =>
    f === "json"
      ? formatJson(report, root)
      : f === "sarif"
        ? formatSarif(report, root, packageVersion(), docsReader(), packageHomepage())
        : f === "github"
          ? formatGithub(report, root)
          : f === "markdown"
            ? formatMarkdown(report, root)
            : formatText(report, root, { verbose: values.verbose === true });
  // --also: the same report in other formats, from this one run (the Action writes SARIF, a summary
  // and annotations without checking twice).
  for (const { format: other, path } of also) writeOutputFile(path, render(other), "--also");
  if (values["output-file"] !== undefined) writeOutputFile(values["output-file"], render(format));
  else io.out(render(format));
  if (report.failures.length > 0) return EXIT.internal;
  const warnings = report.findings.filter((f) => f.severity === "warning").length;
  if (maxWarnings !== undefined && warnings > maxWarnings) {
    io.err(`rulescope: ${warnings} warnings, more than --max-warnings ${maxWarnings}.\n`);
    return EXIT.failed;
  }
  return report.findings.some((f) => atLeast(f.severity, failOn)) ? EXIT.failed : EXIT.ok;
}

/** What `check --dir` is given: the folder and the flags that shape the check (strings, as typed). */
export interface CheckSetupInput {
  dir: string;
  config?: string;
  /** Comma-separated ids, id@variant. */
  agents?: string;
  home?: string;
  /** NAME=value pairs. */
  env?: string[];
}

export interface CheckSetup {
  /** The repository's root (the nearest folder holding .git), or the folder itself. */
  root: string;
  options: CheckOptions;
  /** The configuration file read, or null (defaults). */
  configPath: string | null;
  /** The configuration's failOn, else error. */
  failOn: string;
  home: string;
  access: NodeFsOptions;
}

/**
 * A folder on disk made into the check's options as `rulescope check` makes them: the repository root
 * above it, the configuration found upward (or given), the agents, the home folder fenced but for the
 * agents' own places. Throws a UsageError with a sentence for what it cannot use.
 */
export function checkSetup(input: CheckSetupInput): CheckSetup {
  const given = input.dir;
  let folder: string;
  try {
    folder = realpathSync.native(resolveReal(given));
    if (!statSync(folder).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`--dir ${given} is not a directory that can be read.`);
  }
  // In a subfolder of a repository, the repository is checked from its root, scoped to the folder: the
  // agents read the files above it too (a root AGENTS.md), and paths stay the repository's.
  const root = repositoryRoot(folder) ?? folder;
  const { path: configPath, config } = loadConfig(folder, root, input.config);
  let agents = config.agents;
  if (input.agents !== undefined) {
    agents = input.agents
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .map((ref) => {
        const r = parseAgentRef(ref);
        if (!r.ok) throw new UsageError(`--agents: ${r.problem}.`);
        return r.agent;
      });
  }
  let home = homedir();
  if (input.home !== undefined) {
    home = resolveReal(input.home);
    if (!existsSync(home) || !statSync(home).isDirectory()) throw new UsageError(`--home ${input.home} is not a directory.`);
  }
  const flagEnv = Object.fromEntries((input.env ?? []).map((e) => splitAssignment("--env", e)));
  const env = { ...config.env, ...flagEnv };
  const access = homeAccess(root, home, input.home !== undefined, flagEnv);
  // rulescope.json's settings are CheckOptions' own keys; flags override agents and add to env.
  const { failOn, agents: _configured, ...settings } = config;
  const options: CheckOptions = {
    ...settings,
    fs: nodeFs(access),
    root,
    home,
    env,
    ...(agents ? { agents } : {}),
    ...(folder !== root ? { scope: folder } : {}),
  };
  return { root, options, configPath, failOn: failOn ?? "error", home, access };
}

/**
 * --baseline: the first run records today's findings (by fingerprint) in the file; each later run
 * reports, and fails on, only the findings the file does not hold. Returns the note that says which.
 */
function applyBaseline(file: string, report: CheckReport, root: string): string {
  const keyOf = (f: Finding) => fingerprint(f, relative(root, f.path) || ".");
  if (!lexists(file)) {
    const recorded = report.findings.map((f) => ({ fingerprint: keyOf(f), code: f.code, path: relative(root, f.path) || "." }));
    try {
      writeFileSync(file, JSON.stringify({ version: 1, findings: recorded }, null, 2) + "\n");
    } catch (e) {
      throw new UsageError(`--baseline ${file}: the baseline could not be written (${(e as NodeJS.ErrnoException).code ?? "error"}).`);
    }
    report.findings = [];
    return `Recorded ${recorded.length} finding${recorded.length === 1 ? "" : "s"} in the baseline ${file}; from now on only new findings are reported.`;
  }
  const read = readJsoncFile(file, "baseline");
  if (!read.ok) throw new UsageError(read.error);
  const listed = (read.value as { findings?: unknown } | null)?.findings;
  if (!Array.isArray(listed))
    throw new UsageError(`--baseline ${file} is not a Rulescope baseline (no "findings" list); delete it to record a new one.`);
  const known = new Set(
    listed.map((x: { fingerprint?: unknown } | null) => x?.fingerprint).filter((x): x is string => typeof x === "string"),
  );
  const before = report.findings.length;
  const seen = new Set<string>();
  report.findings = report.findings.filter((f) => {
    const key = keyOf(f);
    seen.add(key);
    return !known.has(key);
  });
  const gone = [...known].filter((k) => !seen.has(k)).length;
  return `${before - report.findings.length} finding${before - report.findings.length === 1 ? " is" : "s are"} in the baseline ${file} and not reported${gone > 0 ? `; ${gone} of its findings no longer occur (delete the file to record a new baseline)` : ""}.`;
}

/** The nearest folder at or above `folder` holding .git (a clone's root), or null. */
function repositoryRoot(folder: string): string | null {
  for (let dir = folder; ; dir = realDirname(dir)) {
    if (lexists(realJoin(dir, ".git"))) return dir;
    if (dir === realDirname(dir)) return null;
  }
}

/** -o (or --also): the report to a file (its folder must exist), as ESLint writes it; with -o, nothing on stdout. */
function writeOutputFile(path: string, text: string, flag = "-o"): void {
  try {
    writeFileSync(resolveReal(path), text);
  } catch (e) {
    throw new UsageError(`${flag} ${path}: the report could not be written (${(e as NodeJS.ErrnoException).code ?? "error"}).`);
  }
}
