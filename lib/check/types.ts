/** What `check` takes and gives: the shapes shared by the engine, the CLI and the playground. */
import type { FsPort } from "../fs/port";
import type { SharedWork } from "../core/shared-work";
import type { CheckCode, Severity } from "./codes";
import type { Coverage } from "./coverage";

export interface CheckAgent {
  id: string;
  /** A profile variant; the profile's default when absent. */
  variant?: string;
}

/**
 * A team's settings for a check: what rulescope.json says (config.ts parses it into these keys) and
 * what CheckOptions takes, under the same names.
 */
export interface CheckSettings {
  /** The agents the team uses; absent: inferred from the files present (the report says which). */
  agents?: CheckAgent[];
  env?: Record<string, string>;
  config?: Record<string, unknown>;
  /** Globs of working directories relative to the root ("." is the root), matched against its folders. */
  cwdGlobs?: string[];
  /** Files a session has read, as the agents' context paths (relative to each cwd, or absolute). */
  contextPaths?: string[];
  /** Files open in the IDE's editor, the active one first (relative to each cwd, or absolute). */
  openFiles?: string[];
  /** A total-token limit per agent id, set by the team. */
  tokenLimits?: Record<string, number>;
  /** Per-code severity, or "off". */
  severity?: Partial<Record<CheckCode, Severity | "off">>;
  /** Findings on paths matching these globs (relative to root) are dropped. */
  ignore?: string[];
}

export interface CheckOptions extends CheckSettings {
  /** The tree, through the fs port (memfs in the page, node:fs in the CLI). */
  fs: FsPort;
  /** The checked tree's root, absolute. */
  root: string;
  home: string;
  /** Working directories to check, absolute (instead of cwdGlobs); absent: the root and every folder holding a rule file. */
  cwds?: string[];
  /**
   * A folder of the tree the check is about (`rulescope check` run in a subfolder of a repository):
   * the agents start there and in the folders below it, and only the findings seen from there or about
   * files there are kept. The tree is still read from `root`.
   */
  scope?: string;
  /**
   * Work shared with earlier checks of the same tree, over `fs` (a language server's session keeps
   * it between edits and says which files' text changed): the listing, probes and walks are not
   * made again. Absent: a fresh one.
   */
  shared?: SharedWork;
}

export type Fix =
  | { kind: "edit"; description: string; path: string; line: number; endLine: number; text: string }
  | { kind: "rename"; description: string; from: string; to: string }
  /** A new file (never over an existing one): an importing CLAUDE.md beside a file an agent misses. */
  | { kind: "create"; description: string; path: string; text: string };

export interface Finding {
  code: CheckCode;
  severity: Severity;
  /** Agent ids the finding concerns, in declared order. */
  agents: string[];
  /** Working directories it was seen from (empty when it does not depend on one). */
  cwds: string[];
  path: string;
  /** 1-based line range in `path`, where one applies. */
  line?: number;
  endLine?: number;
  /**
   * One line: what is lost, for whom. In a report `check` returns it names paths relative to the root
   * (the message keeps absolute ones until formatted), so its length and the fingerprint taken from
   * it are the same wherever the tree sits.
   */
  headline?: string;
  /** The whole explanation: why, and what brings the text back. */
  message: string;
  fix?: Fix;
  /** Other files with the same cause (same code, agents and explanation), each at its own line. */
  also?: Place[];
  /** Findings on this file that this one explains (an agent missing a file because of this cause). */
  folded?: { code: CheckCode; message: string }[];
}

export interface Place {
  path: string;
  line?: number;
  /** This file's own fix, when the cause's fix is made once per file (a CLAUDE.md to create in each package). */
  fix?: Fix;
}

/**
 * Resolves that failed inside Rulescope (or on a scenario it could not build), one per message with
 * every agent and folder it came from: never a finding.
 */
export interface CheckFailure {
  code: "internal-error" | "invalid-scenario";
  agents: string[];
  cwds: string[];
  message: string;
}

/** What made `check` infer one agent: the files (relative to the root, nearest it first, at most three), and whether only settings did. */
export interface Evidence {
  agent: string;
  files: string[];
  /** Only the agent's settings files were found (`.idx/dev.nix`, `opencode.json`): no rule file of its own. */
  weak: boolean;
}

export interface CheckReport {
  /** Per declared agent, what it receives from the checked folders: said before any finding. */
  coverage: Coverage[];
  findings: Finding[];
  /**
   * Resolves that failed. The agents they belong to draw no conclusion (their runs are left out, and
   * so are the findings that weigh every agent); the CLI exits 2 when there is any.
   */
  failures: CheckFailure[];
  agents: CheckAgent[];
  /** True when the agents were inferred from the tree, not given. */
  inferred: boolean;
  /** Why each inferred agent was picked. */
  inference: string[];
  /** Per inferred agent, the files that made the choice (relative to the root), and whether only its settings did. */
  evidence: Evidence[];
  cwds: string[];
  /** Caps hit and other things a reader should know about the run itself. */
  notes: string[];
  /** Resolves made, files in the tree. */
  stats: { resolves: number; files: number };
}
