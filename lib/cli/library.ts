/**
 * The package's library entry, `import { check, resolve } from "rulescope"`: what editor
 * integrations and other tools build on. The same functions the command runs, over a tree on disk
 * (`nodeFs`, `checkDirectory`) or in memory (`buildMemfs`, a scenario's `files`). Nothing here writes.
 */
import { check } from "../check/engine";
import type { CheckReport } from "../check/types";
import { checkSetup, type CheckSetupInput } from "./check-setup";
import { compareAgents as compareWith, type Comparison } from "../compare/diff";
import { portResolver as portRunner, sharedResolver as sharedRunner } from "../compare/run";
import { buildMemfs as buildTree } from "../fs/memfs";
import type { BuildProblem, FsPort } from "../fs/port";
import { resolve as resolveWith } from "../resolve";
import type { Resolution } from "../types";
import type { FileEntry, Scenario } from "./library-scenario";
import { formatSarif as sarifWith } from "./check-format";
import { docsReader, packageHomepage, packageVersion } from "./package-info";

export { check, inferredAgents } from "../check/engine";
export { AGENT_IDS } from "../resolve";
export { nodeFs } from "./node-fs";
export { CHECK_CODES, CHECK_CODE_LIST } from "../check/codes";
export { formatGithub, formatJson, formatText } from "./check-format";
export { formatMarkdown } from "./check-markdown";
export type { CheckAgent, CheckFailure, CheckOptions, CheckReport, Finding, Fix, Place } from "../check/types";
export type { CheckCode, Severity } from "../check/codes";
export type { Comparison, FileAcrossAgents } from "../compare/diff";
export type { BuildProblem, FsPort, FsResult, StatInfo } from "../fs/port";
export type { FileEntry, Scenario } from "./library-scenario";
export type { Block, Budget, Diagnostic, Resolution, Source, SourceStatus, Step } from "../types";
export type { CheckSetupInput } from "./check-setup";

/**
 * `rulescope check <dir>` without the command line: the repository's root above `dir`, its
 * rulescope.json (found upward, or `config`), the agents (`agents`: "codex,claude-code"), the home
 * folder read only with `home`. Returns the report and the root its paths are under. Throws an Error
 * with a sentence when the folder or the configuration cannot be used.
 */
export function checkDirectory(
  dir: string,
  input: Omit<CheckSetupInput, "dir"> = {},
): { report: CheckReport; root: string; configPath: string | null } {
  const setup = checkSetup({ ...input, dir });
  return { report: check(setup.options), root: setup.root, configPath: setup.configPath };
}

/** The report as SARIF 2.1.0 (as `--format sarif` prints it), with this package's version and check pages. */
export function formatSarif(report: CheckReport, root: string): string {
  return sarifWith(report, root, packageVersion(), docsReader(), packageHomepage());
}

// Typed with the written-out Scenario (library-scenario.ts), so the declarations carry no zod types.

/** A tree in memory from a scenario's `files` (for `check` and `resolve`), and the entries it had to skip. */
export const buildMemfs: (files: Record<string, FileEntry>) => { fs: FsPort; problems: BuildProblem[] } = buildTree;

/** What the scenario's agent reads from its files, and the instruction text it composes. `fs`: a tree on disk (nodeFs) instead of `files`. */
export const resolve: (scenario: Scenario, fs?: FsPort) => Resolution = (scenario, fs) => resolveWith(scenario, fs);

/** Several agents over one scenario, side by side (as `rulescope compare`). */
export const compareAgents: (scenario: Scenario, agents: string[], run?: (s: Scenario) => Resolution) => Comparison = (
  scenario,
  agents,
  run,
) => compareWith(scenario, agents, run ?? sharedRunner(scenario));

/** A `run` for compareAgents over a tree on disk: one cache of probes and walks for every agent. */
export const portResolver: (fs: FsPort) => (s: Scenario) => Resolution = (fs) => portRunner(fs);
