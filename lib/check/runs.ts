/**
 * The resolves a check makes: a survey of every profile at the root (what each agent would consider,
 * used to infer the team's agents and to know what a rule file looks like), then each declared agent
 * from each working directory, then once per agent with every file of the tree as read (which scoped
 * rules can ever attach). All of them read through one caching port, so a probe is made once.
 */
import { docsPages, namesOf, readBy } from "./docs-pages";
import { PROFILES, findProfile } from "../agents";
import { AGENTS_FILE } from "../agents/agents-md/facts";
import { basename, dirname, isWithin, relative } from "../core/paths";
import { SharedWork } from "../core/shared-work";
import { resolve } from "../resolve";
import type { Scenario } from "../scenario/types";
import { isLoaded, type Resolution } from "../types";
import { NOT_INSTRUCTIONS } from "../source-layers";
import type { CheckAgent, CheckOptions } from "./types";

/** Working directories checked at most when they are chosen by default (nearest the root first). */
export const MAX_CHECK_CWDS = 100;

export interface Run {
  agent: string;
  variant: string;
  cwd: string;
  resolution: Resolution;
}

export function scenarioFor(opts: Omit<CheckOptions, "fs">, agent: CheckAgent, cwd: string, contextPaths: string[]): Scenario {
  return {
    version: 1,
    agent: agent.id,
    ...(agent.variant ? { variant: agent.variant } : {}),
    files: {},
    cwd,
    home: opts.home,
    env: { ...findProfile(agent.id)?.checkEnv, ...opts.env },
    config: opts.config ?? {},
    contextPaths,
    ...(opts.openFiles?.length ? { openFiles: opts.openFiles } : {}),
  };
}

export interface Survey {
  runs: Run[];
  /** Base names some agent looks for by name (and considers when found): what a rule file is called. */
  ruleNames: Set<string>;
  /** Paths under the root that some agent considered (any status), with the agents. */
  considered: Map<string, Set<string>>;
}

function run(opts: CheckOptions, work: SharedWork, agent: CheckAgent, cwd: string, contextPaths: string[], traced: boolean): Run {
  const resolution = resolve(scenarioFor(opts, agent, cwd, contextPaths), undefined, {
    shared: work,
    ...(traced ? {} : { trace: false as const }),
  });
  return { agent: agent.id, variant: resolution.variant, cwd, resolution };
}

const isFolder = (work: SharedWork, path: string): boolean => {
  const st = work.fs.stat(path);
  return st.ok && st.value.kind === "dir";
};

/** Every profile at its default variant, from the root. */
export function survey(opts: CheckOptions, work: SharedWork): Survey {
  const runs: Run[] = [];
  const ruleNames = new Set<string>();
  const considered = new Map<string, Set<string>>();
  for (const p of PROFILES) {
    // Traced: the probes tell which names the agent looks for.
    const r = run(opts, work, { id: p.id }, opts.root, [], true);
    runs.push(r);
    // A folder named like a rule file (a web route `agents.md/`) is no file an agent reads.
    const sources = r.resolution.sources.filter((s) => !isFolder(work, s.path));
    // A name counts as a rule file's name when the agent looks for it by name and it is absent there
    // (AGENTS.md in a parent folder). Files found by listing a rules folder (.claude/rules/security.md)
    // do not make every security.md in the tree a rule file.
    const named = new Set(sources.map((s) => basename(s.path)));
    for (const step of r.resolution.trace)
      if (
        step.path &&
        step.result === "missing" &&
        (step.op === "stat" || step.op === "lstat" || step.op === "read") &&
        named.has(basename(step.path))
      )
        ruleNames.add(basename(step.path));
    for (const s of sources) {
      if (!isWithin(s.path, opts.root) || NOT_INSTRUCTIONS.has(s.layer)) continue;
      let set = considered.get(s.path);
      if (!set) considered.set(s.path, (set = new Set()));
      set.add(p.id);
    }
  }
  return { runs, ruleNames, considered };
}

/** Whether a repo-relative path is at a profile marker (a file name, or inside a folder ending in `/`), at any depth. */
export function atMarker(rel: string, marker: string): boolean {
  return marker.endsWith("/") ? rel.startsWith(marker) || rel.includes(`/${marker}`) : rel === marker || rel.endsWith(`/${marker}`);
}

/** The agent an AGENTS.md stands for when no agent found by its own files reads one: where the format comes from. */
const AGENTS_MD_READER = "codex";

/** A profile's own folders (`.gemini/`, `.cursor/`), from its folder markers: a file there that is no marker is another tool's. */
const ownFolders = (markers: readonly string[]): string[] =>
  [...new Set(markers.filter((m) => m.startsWith(".") && m.includes("/")).map((m) => m.split("/")[0]))].filter((d) => d !== ".github");

/**
 * Agents inferred from the tree, from evidence a real agent reads: an agent counts when one of its
 * markers (AgentProfile.markers: its own files and folders, GEMINI.md, .cursor/rules/,
 * .github/instructions/...) is in the tree, at any depth. An AGENTS.md counts for the agents that read
 * it: when none of those found reads one (the survey, from the root), codex is checked for it. Files in
 * an agent's folder that the agent does not read (a review bot's `.gemini/config.yaml`) are set aside,
 * and `why` says so. `files` are the tree's files, absolute, under `root`.
 */
export function inferAgents(root: string, files: string[], s: Survey): { agents: CheckAgent[]; why: string[] } {
  const rel = files.map((f) => relative(root, f)).filter((r) => r !== "" && !r.startsWith(".."));
  const why: string[] = [];
  const agents: CheckAgent[] = [];
  const setAside: string[] = [];
  const depth = (r: string) => r.split("/").length;
  for (const p of PROFILES) {
    // The evidence named is the one nearest the root (a root .opencode/ over a theme file named
    // opencode.json deep in the sources), markers in their order among equals.
    let best: { marker: string; hit: string } | undefined;
    for (const m of p.markers) {
      const hit = rel.find((r) => atMarker(r, m) && (best === undefined || depth(r) < depth(best.hit)));
      if (hit !== undefined) best = { marker: m, hit };
    }
    if (best === undefined) continue;
    const { marker: m, hit } = best;
    why.push(`${p.id}: the tree has ${m.endsWith("/") ? `${m} (${hit})` : hit}, a file that shows the team uses ${p.name}`);
    agents.push({ id: p.id });
  }
  // Files in the folder of an agent not inferred (a review bot's .gemini/), unless they are another, inferred agent's.
  const inferredMarkers = agents.flatMap((a) => findProfile(a.id)?.markers ?? []);
  for (const p of PROFILES) {
    if (agents.some((a) => a.id === p.id)) continue;
    for (const d of ownFolders(p.markers)) {
      // An AGENTS.md there counts for the agents that read it (below), so it is not set aside.
      const found = rel.filter((r) => atMarker(r, `${d}/`) && !inferredMarkers.some((m) => atMarker(r, m)) && basename(r) !== AGENTS_FILE);
      if (found.length > 0)
        setAside.push(
          `${found.slice(0, 3).join(", ")}${found.length > 3 ? ` and ${found.length - 3} more` : ""} (not among the files that show the team uses ${p.name})`,
        );
    }
  }
  const agentsMd = rel.filter((r) => basename(r) === AGENTS_FILE);
  if (agentsMd.length > 0) {
    const inferredIds = new Set(agents.map((a) => a.id));
    const readers = s.runs
      .filter((r) => inferredIds.has(r.agent) && r.resolution.sources.some((x) => isLoaded(x) && basename(x.path) === AGENTS_FILE))
      .map((r) => r.agent);
    if (readers.length === 0 && !inferredIds.has(AGENTS_MD_READER)) {
      agents.push({ id: AGENTS_MD_READER });
      why.push(
        `${AGENTS_MD_READER}: the tree has ${agentsMd[0]}${agentsMd.length > 1 ? ` and ${agentsMd.length - 1} more AGENTS.md` : ""}, which ${agents.length > 1 ? "none of the agents above reads from the root" : "no agent-specific file explains"}; it is checked as ${AGENTS_MD_READER} reads it, the agent the format comes from`,
      );
    } else if (readers.length > 0)
      why.push(`AGENTS.md: ${[...new Set(readers)].join(", ")} read it from the root, so it adds no agent of its own`);
  }
  if (setAside.length > 0) why.push(`Set aside as evidence: ${setAside.join("; ")}`);
  if (agents.length === 0) {
    agents.push({ id: AGENTS_MD_READER });
    why.push(`${AGENTS_MD_READER}: no agent's own file was found, so the tree is checked as codex reads it`);
  }
  return { agents, why };
}

/**
 * Default working directories: the root, then every folder holding a file named like a rule file (in
 * any case: an `Agents.md` folder is checked, so the wrong case shows). Folders inside dot-folders
 * (`.cursor/rules`, `.github`) hold rules but are not where anyone starts an agent.
 */
export function defaultCwds(root: string, files: string[], s: Survey, agents: readonly CheckAgent[]): { cwds: string[]; capped: boolean } {
  const lowerNames = new Set([...s.ruleNames].map((n) => n.toLowerCase()));
  const docs = docsPages(root, files, namesOf(s.runs), readBy(s.considered, agents));
  const dirs = new Set<string>([root]);
  for (const f of files) if (!docs.has(f) && (s.considered.has(f) || lowerNames.has(basename(f).toLowerCase()))) dirs.add(dirname(f));
  for (const f of s.considered.keys()) if (isWithin(f, root) && !docs.has(f)) dirs.add(dirname(f));
  for (const d of [...dirs])
    if (
      relative(root, d)
        .split("/")
        .some((seg) => seg.startsWith("."))
    )
      dirs.delete(d);
  const depth = (d: string) => (d === "/" ? 0 : d.split("/").length);
  const all = [...dirs].filter((d) => isWithin(d, root)).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return { cwds: all.slice(0, MAX_CHECK_CWDS), capped: all.length > MAX_CHECK_CWDS };
}

export function declaredRuns(opts: CheckOptions, work: SharedWork, agents: CheckAgent[], cwds: string[]): Run[] {
  const runs: Run[] = [];
  for (const a of agents) for (const cwd of cwds) runs.push(run(opts, work, a, cwd, opts.contextPaths ?? [], true));
  return runs;
}

/**
 * Each agent from the root with every file of the tree as read, in one session: every scoped rule
 * that can attach, does. No profile's work per read grows with the reads before it (claude-code keeps
 * the folders it walked, openhands indexes its path rules): on 100,000 files one session was faster
 * than sessions of 10,000 for all 34 profiles (claude-code 242 ms against 601, kiro-cli 79 against 425),
 * since each session walked and parsed again.
 */
export function reachRuns(opts: CheckOptions, work: SharedWork, agents: CheckAgent[], files: string[]): Run[] {
  return agents.map((a) => run(opts, work, a, opts.root, files, false));
}

/** What the check assumed of each declared agent's session (checkEnv values the team did not set). */
export function assumedEnvNotes(opts: CheckOptions, agents: CheckAgent[]): string[] {
  const notes: string[] = [];
  for (const a of agents) {
    const assumed = Object.entries(findProfile(a.id)?.checkEnv ?? {}).filter(([k]) => !Object.hasOwn(opts.env ?? {}, k));
    if (assumed.length > 0)
      notes.push(
        `${a.id} was checked with ${assumed.map(([k, v]) => `${k}=${v}`).join(", ")} (a session of someone who works in this repository); set the variable to check otherwise.`,
      );
  }
  return notes;
}
