/**
 * `rulescope check`: where the rules of a real tree silently fail, for the agents the team uses, as
 * text, JSON, SARIF or GitHub annotations; exit 1 when a finding reaches --fail-on. Configuration from
 * rulescope.json / .rulescope.json at the root (or --config), flags over the file.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname as realDirname, join as realJoin, resolve as resolveReal } from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIG_FILE_NAMES, parseAgentRef, parseConfig, type CheckConfig } from "../check/config";
import { check } from "../check/engine";
import type { Severity } from "../check/codes";
import { CHECK_HELP } from "./check-help";
import { atLeast, FORMATS, formatGithub, formatJson, formatSarif, formatText, type Format } from "./check-format";
import type { Io } from "./io";
import { lexists, readJsonFile } from "./io";
import { nodeFs, type NodeFsOptions } from "./node-fs";
import { PROFILES } from "../agents";
import { agentHomePlaces, HOME_NOT_OPENED } from "./dir-scenario";
import { isWithin } from "../core/paths";
import { EXIT, parseCommand, splitAssignment, UsageError } from "./usage";

const SEVERITIES: Severity[] = ["error", "warning", "info"];

/** The package's own folder (source tree or bundle), for the docs pages SARIF embeds. */
function packageRoot(): string {
  let dir = realDirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(realJoin(dir, "package.json"))) return dir;
    dir = realDirname(dir);
  }
  return dir;
}

function docsReader(): (code: string) => string | null {
  const root = packageRoot();
  return (code) => {
    try {
      return readFileSync(realJoin(root, "docs", "checks", `${code}.md`), "utf8");
    } catch {
      return null;
    }
  };
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(realJoin(packageRoot(), "package.json"), "utf8")) as { version?: string }).version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

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
  if (!isWithin(real, root)) throw new UsageError(`${path} is a link to a file outside the checked tree; Rulescope reads its configuration only from a file in the tree (or from --config).`);
  if (!statSync(real).isFile()) throw new UsageError(`${path} is not a regular file; Rulescope reads its configuration only from a file in the checked tree.`);
}

function loadConfig(root: string, explicit: string | undefined): { path: string | null; config: CheckConfig } {
  const path = explicit !== undefined ? resolveReal(explicit) : (CONFIG_FILE_NAMES.map((n) => realJoin(root, n)).find((p) => lexists(p)) ?? null);
  if (path === null) return { path: null, config: {} };
  if (explicit === undefined) insideTree(root, path);
  const read = readJsonFile(path, "configuration");
  if (!read.ok) throw new UsageError(read.error);
  const parsed = parseConfig(read.value);
  if (!parsed.ok) throw new UsageError(`${path} is not a valid Rulescope configuration:\n${parsed.problems.map((p) => `  ${p}`).join("\n")}`);
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
  if (!withHome) return { allow: [root], fences: isWithin(home, root) ? [{ path: home, except: treeInHome, reason: HOME_NOT_OPENED }] : [] };
  const { open, fence } = agentHomePlaces(PROFILES, home, flagEnv, treeInHome, "is in the home folder but not among the agents' own global files, which are all --home opens");
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
  });
  if (values.help) {
    io.out(CHECK_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`check takes no file arguments (got ${positionals.join(" ")}); use --dir <path>.`);
  const format = (values.format ?? "text") as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")} (got "${values.format}").`);
  const given = values.dir ?? ".";
  let root: string;
  try {
    root = realpathSync.native(resolveReal(given));
    if (!statSync(root).isDirectory()) throw new Error();
  } catch {
    throw new UsageError(`--dir ${given} is not a directory that can be read.`);
  }
  const { path: configPath, config } = loadConfig(root, values.config);
  const failOn = (values["fail-on"] ?? config.failOn ?? "error") as Severity;
  if (!SEVERITIES.includes(failOn)) throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(", ")} (got "${values["fail-on"]}").`);
  let agents = config.agents;
  if (values.agents !== undefined) {
    agents = values.agents
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
  if (values.home !== undefined) {
    home = resolveReal(values.home);
    if (!existsSync(home) || !statSync(home).isDirectory()) throw new UsageError(`--home ${values.home} is not a directory.`);
  }
  const flagEnv = Object.fromEntries((values.env ?? []).map((e) => splitAssignment("--env", e)));
  const env = { ...config.env, ...flagEnv };
  const fs = nodeFs(homeAccess(root, home, values.home !== undefined, flagEnv));
  const report = check({
    fs,
    root,
    home,
    env,
    ...(config.config ? { config: config.config } : {}),
    ...(agents ? { agents } : {}),
    ...(config.cwds ? { cwdGlobs: config.cwds } : {}),
    ...(config.contextPaths ? { contextPaths: config.contextPaths } : {}),
    ...(config.tokenLimits ? { tokenLimits: config.tokenLimits } : {}),
    ...(config.severity ? { severity: config.severity } : {}),
    ...(config.ignore ? { ignore: config.ignore } : {}),
  });
  if (configPath === null && values.agents === undefined && format === "text") report.notes.unshift("No rulescope.json found; defaults were used.");
  if (values.home === undefined && format === "text") report.notes.push(`The home directory was not read (global rule files are left out); pass --home ${home} to include them.`);
  const out =
    format === "json" ? formatJson(report, root) : format === "sarif" ? formatSarif(report, root, packageVersion(), docsReader()) : format === "github" ? formatGithub(report, root) : formatText(report, root, { verbose: values.verbose === true });
  io.out(out);
  if (report.failures.length > 0) return EXIT.internal;
  return report.findings.some((f) => atLeast(f.severity, failOn)) ? EXIT.failed : EXIT.ok;
}
