/**
 * `resolve --dir`: a scenario over a real tree. Paths are real absolute paths; only the tree and, when
 * `--home` names it, the home directory are visible (everything else counts as missing), and only the
 * environment given with --env is seen, so a run does not depend on the shell it is started from.
 */
import { realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { resolve as resolveReal } from "node:path";
import { findProfile } from "../agents";
import type { FsPort } from "../fs/port";
import { AGENT_IDS } from "../resolve";
import { isWithin } from "../core/paths";
import type { Scenario } from "../scenario/types";
import type { Diagnostic } from "../types";
import { nodeFs } from "./node-fs";
import { splitAssignment, UsageError } from "./usage";

export interface DirFlags {
  dir: string;
  agent?: string;
  variant?: string;
  cwd?: string;
  home?: string;
  env?: string[];
  prompt?: string;
  tool?: string[];
  context?: string[];
  config?: string[];
}

export type DirSetup =
  | { ok: true; scenario: Scenario; fs: FsPort; notes: Diagnostic[] }
  | { ok: false; error: string };

/** Flags that only mean something with --dir (a scenario file carries its own). */
export const DIR_ONLY_FLAGS = ["agent", "variant", "cwd", "home", "env", "prompt", "tool", "context", "config"] as const;

function checkAgent(flags: DirFlags): void {
  if (!flags.agent) throw new UsageError(`--dir needs --agent <id> (one of: ${AGENT_IDS.join(", ")}).`);
  const profile = findProfile(flags.agent);
  if (!profile) throw new UsageError(`Unknown agent "${flags.agent}"; known agents: ${AGENT_IDS.join(", ")}.`);
  if (flags.variant !== undefined && !profile.variants.some((v) => v.id === flags.variant))
    throw new UsageError(`${profile.name} has no variant "${flags.variant}"; its variants: ${profile.variants.map((v) => v.id).join(", ")}.`);
}

/** The canonical path of an existing directory: what getcwd() shows an agent started there. */
function realDirectory(flag: string, path: string): { ok: true; path: string } | { ok: false; error: string } {
  try {
    const real = realpathSync.native(path);
    if (!statSync(real).isDirectory()) return { ok: false, error: `${flag} ${path} is not a directory.` };
    return { ok: true, path: real };
  } catch {
    return { ok: false, error: `${flag} ${path} does not exist or cannot be reached.` };
  }
}

/** JSON when it parses, else the text itself: --config name=gpt-5 and --config max=4096 both work. */
function configValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function dirScenario(flags: DirFlags): DirSetup {
  checkAgent(flags);
  const env = Object.fromEntries((flags.env ?? []).map((e) => splitAssignment("--env", e)));
  const config = Object.fromEntries((flags.config ?? []).map((c) => splitAssignment("--config", c)).map(([k, v]) => [k, configValue(v)]));
  const dir = realDirectory("--dir", resolveReal(flags.dir));
  if (!dir.ok) return dir;
  const cwd = realDirectory("--cwd", resolveReal(dir.path, flags.cwd ?? "."));
  if (!cwd.ok) return cwd;
  if (!isWithin(cwd.path, dir.path)) throw new UsageError(`--cwd must lie inside --dir (${dir.path}); ${cwd.path} does not.`);
  const home = flags.home !== undefined ? resolveReal(flags.home) : homedir();
  const scenario: Scenario = {
    version: 1,
    agent: flags.agent!,
    ...(flags.variant !== undefined ? { variant: flags.variant } : {}),
    files: {},
    cwd: cwd.path,
    home,
    env,
    config,
    ...(flags.prompt !== undefined ? { prompt: flags.prompt } : {}),
    tools: flags.tool ?? [],
    contextPaths: (flags.context ?? []).map((p) => resolveReal(cwd.path, p)),
    session: { os: process.platform },
  };
  const notes: Diagnostic[] = [];
  if (flags.home === undefined)
    notes.push({
      level: "info",
      code: "home-not-read",
      message: `The home directory ${home} was not read, so global files are not included; pass --home ${home} to include them.`,
    });
  return { ok: true, scenario, fs: nodeFs({ allow: [dir.path, ...(flags.home !== undefined ? [home] : [])] }), notes };
}
