/**
 * `resolve --dir`: a scenario over a real tree. Paths are real absolute paths; only the tree and, when
 * `--home` names it, the agent's own places in the home directory are visible (`--home-all`: all of
 * it). Everything else counts as missing, and existing home files outside those places are refused
 * with a reason. Only the environment given with --env is seen, so a run does not depend on the shell
 * it is started from.
 */
import { realpathSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { resolve as resolveReal } from "node:path";
import { findProfile } from "../agents";
import type { AgentProfile } from "../agents/base";
import { homePathsIn, homePathsOf } from "../agents/home-paths";
import { variantFor } from "../agents/versions";
import { AGENT_IDS } from "../resolve";
import { isWithin } from "../core/paths";
import type { Scenario } from "../scenario/types";
import type { Diagnostic } from "../types";
import { nodeFs, systemDirOf, type Fence, type NodeFsPort } from "./node-fs";
import { splitAssignment, UsageError } from "./usage";
import { didYouMean } from "../core/closest";

export interface DirFlags {
  dir: string;
  agent?: string;
  variant?: string;
  cwd?: string;
  home?: string;
  "home-all"?: boolean;
  env?: string[];
  prompt?: string;
  tool?: string[];
  context?: string[];
  open?: string[];
  config?: string[];
}

export type DirSetup = { ok: true; scenario: Scenario; fs: NodeFsPort; notes: Diagnostic[] } | { ok: false; error: string };

/** Agent ids no profile has, each with the id it most likely meant. */
export function unknownAgentsMessage(unknown: string[]): string {
  return `Unknown agent${unknown.length > 1 ? "s" : ""} ${unknown.map((a) => `"${a}"${didYouMean(a, AGENT_IDS)}`).join(", ")}; known agents: ${AGENT_IDS.join(", ")}.`;
}

/** Flags that only mean something with --dir (a scenario file carries its own). */
export const DIR_ONLY_FLAGS = [
  "agent",
  "variant",
  "cwd",
  "home",
  "home-all",
  "env",
  "prompt",
  "tool",
  "context",
  "open",
  "config",
] as const;

/** The profile, and the variant from --variant or from `--agent id@variant|release`. */
function checkAgent(flags: DirFlags): { profile: AgentProfile; variant: string | undefined } {
  if (!flags.agent) throw new UsageError(`--dir needs --agent <id> (one of: ${AGENT_IDS.join(", ")}).`);
  const [id, at] = flags.agent.split("@", 2) as [string, string | undefined];
  const profile = findProfile(id);
  if (!profile) throw new UsageError(unknownAgentsMessage([id]));
  if (at !== undefined && flags.variant !== undefined)
    throw new UsageError(`Give the variant once: --agent ${flags.agent} or --variant ${flags.variant}, not both.`);
  const ref = at ?? flags.variant;
  const picked = ref === undefined ? undefined : variantFor(profile, ref);
  if (picked && !picked.ok) throw new UsageError(`${picked.problem}.`);
  if (flags["home-all"] && flags.home === undefined)
    throw new UsageError(`--home-all widens --home; give the home folder too (--home <path> --home-all).`);
  return { profile, variant: picked?.ok ? picked.variant : undefined };
}

/** The canonical path of an existing directory: what getcwd() shows an agent started there. */
function realDirectory(flag: string, path: string): { ok: true; path: string } | { ok: false; error: string } {
  try {
    const real = realpathSync.native(path);
    const system = systemDirOf(real);
    if (system) return { ok: false, error: `${flag} ${path} lies in ${system}; Rulescope never reads /proc, /sys or /dev.` };
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

/**
 * `others`: more agents that will run over the same fs (compare, map): with --home, their own global
 * places are open too.
 */
export function dirScenario(flags: DirFlags, others: AgentProfile[] = []): DirSetup {
  const { profile, variant } = checkAgent(flags);
  const env = Object.fromEntries((flags.env ?? []).map((e) => splitAssignment("--env", e)));
  const config = Object.fromEntries((flags.config ?? []).map((c) => splitAssignment("--config", c)).map(([k, v]) => [k, configValue(v)]));
  const dir = realDirectory("--dir", resolveReal(flags.dir));
  if (!dir.ok) return dir;
  const cwd = realDirectory("--cwd", resolveReal(dir.path, flags.cwd ?? "."));
  if (!cwd.ok) return cwd;
  if (!isWithin(cwd.path, dir.path)) throw new UsageError(`--cwd must lie inside --dir (${dir.path}); ${cwd.path} does not.`);
  // --home is kept as written (like $HOME), but it must be a folder that is there: a typo would
  // otherwise pass in silence, every global file "missing".
  const home = flags.home !== undefined ? resolveReal(flags.home) : homedir();
  if (flags.home !== undefined) {
    const real = realDirectory("--home", home);
    if (!real.ok) return real;
  }
  const scenario: Scenario = {
    version: 1,
    agent: profile.id,
    ...(variant !== undefined ? { variant } : {}),
    files: {},
    cwd: cwd.path,
    home,
    env,
    config,
    ...(flags.prompt !== undefined ? { prompt: flags.prompt } : {}),
    tools: flags.tool ?? [],
    contextPaths: (flags.context ?? []).map((p) => resolveReal(cwd.path, p)),
    ...(flags.open?.length ? { openFiles: flags.open.map((p) => resolveReal(cwd.path, p)) } : {}),
    session: { os: process.platform },
  };
  const access = homeAccess(flags, [profile, ...others.filter((o) => o !== profile)], { home, env, dir: dir.path, cwd: cwd.path });
  const fs = nodeFs({ allow: [dir.path, ...access.open], fences: access.fence ? [access.fence] : [] });
  return { ok: true, scenario, fs, notes: [access.note] };
}

interface Places {
  home: string;
  env: Record<string, string>;
  dir: string;
  cwd: string;
}

/** Why a home file was not read when --home was not given (the fence's reason, completing "<path> ..."). */
export const HOME_NOT_OPENED = "is in the home folder, which Rulescope reads only with --home";

/**
 * The home folder's places these agents read on their own (`homePaths`, placed with `env`; a relative
 * value against `cwd` when there is one), and the fence that keeps the rest of home out; `visible`
 * are other paths inside home to keep (the tree).
 */
export function agentHomePlaces(
  profiles: readonly AgentProfile[],
  home: string,
  env: Record<string, string>,
  visible: string[],
  reason: string,
  cwd: string,
): { open: string[]; fence: Fence } {
  const open = [...new Set(profiles.flatMap((profile) => homePathsIn(homePathsOf(profile, findProfile), home, env, cwd)))];
  return { open, fence: { path: home, except: [...open, ...visible], reason } };
}

/**
 * What of the home folder a run may read, and the note that says so. Without --home: nothing (and
 * when the tree holds the home folder, it is fenced off). With --home: the agent's own places
 * (`homePaths`); other existing home files, e.g. one an import names, are refused with a reason.
 * With --home-all: all of it.
 */
function homeAccess(flags: DirFlags, profiles: AgentProfile[], p: Places): { open: string[]; fence: Fence | null; note: Diagnostic } {
  const { home } = p;
  // The tree (or, when the tree holds the home folder, the working directory) stays visible in a fence.
  const treeInHome = isWithin(p.dir, home) ? [p.dir] : isWithin(p.cwd, home) ? [p.cwd] : [];
  if (flags.home === undefined) {
    const note: Diagnostic = {
      level: "info",
      code: "home-not-read",
      message: `The home directory ${home} was not read, so global files are not included; pass --home ${home} to include them.`,
    };
    const fence = isWithin(home, p.dir) ? { path: home, except: treeInHome, reason: HOME_NOT_OPENED } : null;
    return { open: [], fence, note };
  }
  if (flags["home-all"])
    return {
      open: [home],
      fence: null,
      note: { level: "info", code: "home-all", message: `All of the home folder ${home} was open to reading (--home-all).` },
    };
  const names = profiles.map((profile) => profile.name).join(" and ");
  const { open, fence } = agentHomePlaces(
    profiles,
    home,
    p.env,
    treeInHome,
    `is in the home folder but not among ${names}'s own global files; Rulescope reads the rest of the home folder only with --home-all`,
    p.cwd,
  );
  const listed = open.length > 0 ? open.join(", ") : `none (${names} ${profiles.length > 1 ? "read" : "reads"} no global files there)`;
  return {
    open,
    fence,
    note: {
      level: "info",
      code: "home-limited",
      message: `Of the home folder ${home}, only ${names}'s own global places were open to reading: ${listed}. Other files there (an import of ~/.ssh/id_rsa, say) are refused; pass --home-all to read all of it.`,
    },
  };
}

/** The --dir options `compare` and `map` take (map has no --cwd: every folder is one). */
export const MULTI_DIR_OPTIONS = {
  dir: { type: "string" },
  cwd: { type: "string" },
  home: { type: "string" },
  "home-all": { type: "boolean" },
  env: { type: "string", multiple: true },
  config: { type: "string", multiple: true },
} as const;

export interface MultiDirFlags {
  dir?: string;
  cwd?: string;
  home?: string;
  "home-all"?: boolean;
  env?: string[];
  config?: string[];
}

/**
 * `compare --dir` and `map --dir`: the scenario and restricted fs of `resolve --dir`, made for the
 * first agent of --agents (each run then swaps the agent in). --agents is required: a real tree
 * carries no list of agents to compare.
 */
export function multiDirScenario(command: string, flags: MultiDirFlags & { dir: string }, agents: string | undefined): DirSetup {
  const ids = (agents ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new UsageError(`${command} --dir needs --agents a,b (known: ${AGENT_IDS.join(", ")}).`);
  const unknown = ids.filter((a) => !findProfile(a));
  if (unknown.length > 0) throw new UsageError(unknownAgentsMessage(unknown));
  return dirScenario(
    { ...flags, agent: ids[0] },
    ids.map((a) => findProfile(a)!),
  );
}

/** Options given without --dir that only --dir takes. */
export function strayDirFlags(command: string, values: MultiDirFlags): void {
  const stray = (Object.keys(MULTI_DIR_OPTIONS) as (keyof MultiDirFlags)[]).filter((f) => f !== "dir" && values[f] !== undefined);
  if (stray.length > 0)
    throw new UsageError(
      `${stray.map((f) => `--${f}`).join(", ")} only ${stray.length > 1 ? "apply" : "applies"} with --dir; a scenario file carries its own cwd, home and environment (${command}).`,
    );
}
