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
import type { CheckAgent, CheckOptions, Evidence } from "./types";

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

/** What a run's trace keeps: everything, only the probes of single paths, or nothing. */
type Traced = "full" | "probes" | "none";

function run(opts: CheckOptions, work: SharedWork, agent: CheckAgent, cwd: string, contextPaths: string[], traced: Traced): Run {
  const resolution = resolve(scenarioFor(opts, agent, cwd, contextPaths), undefined, {
    shared: work,
    ...(traced === "none" ? { trace: false as const } : traced === "probes" ? { trace: "probes" as const } : {}),
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
    // The probes tell which names the agent looks for; nothing else of the trace is read.
    const r = run(opts, work, { id: p.id }, opts.root, [], "probes");
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

/**
 * The agent a tree with no agent's own file is checked as: the one whose format the most read rule
 * file is (AgentProfile.formatMarkers: AGENTS.md is Codex's), else the first in menu order.
 */
const FALLBACK_AGENT = (PROFILES.find((p) => p.formatMarkers?.includes(AGENTS_FILE)) ?? PROFILES[0]).id;

/** The standard's own reading ("nearest wins"): a reading, not an agent a team runs, so never inferred. */
const NEVER_INFERRED = new Set(["agents-md"]);

/** A profile's own folders (`.gemini/`, `.cursor/`), from its folder markers: a file there that is no marker is another tool's. */
const ownFolders = (markers: readonly string[]): string[] =>
  [...new Set(markers.filter((m) => m.startsWith(".") && m.includes("/")).map((m) => m.split("/")[0]))].filter((d) => d !== ".github");

/** Every place that is an agent's own: its rule-file markers and its settings files. */
const markersOf = (id: string): readonly string[] => {
  const p = findProfile(id);
  return p ? [...p.markers, ...(p.configMarkers ?? [])] : [];
};

export interface Inference {
  agents: CheckAgent[];
  why: string[];
  evidence: Evidence[];
}

const MAX_EVIDENCE = 3;
const depthOf = (r: string) => r.split("/").length;
/** The files at any of the markers, nearest the root first, markers in their order among equals. */
function hitsOf(rel: string[], markers: readonly string[]): string[] {
  const hits: { r: string; m: number }[] = [];
  markers.forEach((m, i) => {
    for (const r of rel) if (atMarker(r, m) && !hits.some((h) => h.r === r)) hits.push({ r, m: i });
  });
  return hits.sort((a, b) => depthOf(a.r) - depthOf(b.r) || a.m - b.m).map((h) => h.r);
}

const listed = (files: string[]): string =>
  `${files.slice(0, MAX_EVIDENCE).join(", ")}${files.length > MAX_EVIDENCE ? ` and ${files.length - MAX_EVIDENCE} more` : ""}`;

/**
 * Agents inferred from the tree, from evidence a real agent reads: an agent counts when one of its
 * markers (AgentProfile.markers: its own rule files and folders, GEMINI.md, .cursor/rules/,
 * .github/instructions/...) is in the tree, at any depth, or, as weaker evidence, one of its settings
 * files (configMarkers: opencode.json, .claude/, .idx/dev.nix). An AGENTS.md always brings codex, the
 * agent the format comes from; the other agents that read it are named, not added (the file does not
 * show a team runs them). The AGENTS.md standard's own reading is never inferred. Files in an agent's
 * folder that the agent does not read (a review bot's `.gemini/config.yaml`) are set aside, and `why`
 * says so. `files` are the tree's files, absolute, under `root`.
 */
export function inferAgents(root: string, files: string[], s: Survey): Inference {
  const rel = files.map((f) => relative(root, f)).filter((r) => r !== "" && !r.startsWith(".."));
  const why: string[] = [];
  const agents: CheckAgent[] = [];
  const evidence: Evidence[] = [];
  const agentsMd = rel.filter((r) => basename(r) === AGENTS_FILE);
  for (const p of PROFILES) {
    if (NEVER_INFERRED.has(p.id)) continue;
    const strong = hitsOf(rel, p.markers);
    const format = hitsOf(rel, p.formatMarkers ?? []);
    const own = [...strong, ...format];
    const config = own.length === 0 ? hitsOf(rel, p.configMarkers ?? []) : [];
    if (own.length === 0 && config.length === 0) continue;
    agents.push({ id: p.id });
    if (own.length > 0) {
      evidence.push({ agent: p.id, files: own.slice(0, MAX_EVIDENCE), weak: false });
      const mdOnly = strong.length === 0;
      why.push(
        mdOnly
          ? `${p.id}: the tree has ${listed(own)}, the file ${p.name} reads by name (the format comes from it)`
          : `${p.id}: the tree has ${listed(own)}, a file that shows the team uses ${p.name}`,
      );
    } else {
      evidence.push({ agent: p.id, files: config.slice(0, MAX_EVIDENCE), weak: true });
      why.push(`${p.id}: the tree has ${listed(config)}, ${p.name}'s settings but no rule file of its own (weaker evidence)`);
    }
  }
  if (agentsMd.length > 0) {
    const inferredIds = new Set(agents.map((a) => a.id));
    const others = s.runs
      .filter((r) => !inferredIds.has(r.agent) && !NEVER_INFERRED.has(r.agent))
      .filter((r) => r.resolution.sources.some((x) => isLoaded(x) && basename(x.path) === AGENTS_FILE))
      .map((r) => r.agent);
    if (others.length > 0)
      why.push(
        `AGENTS.md is also read from the root by ${[...new Set(others)].join(", ")}; nothing in the tree shows the team runs ${others.length === 1 ? "it" : "them"}, so declare ${others.length === 1 ? "it" : "any of them"} in rulescope.json to check ${others.length === 1 ? "it" : "them"} too`,
      );
  }
  // Files in the folder of an agent not inferred (a review bot's .gemini/), unless they are another, inferred agent's.
  const inferredMarkers = agents.flatMap((a) => markersOf(a.id));
  const setAside: string[] = [];
  for (const p of PROFILES) {
    if (agents.some((a) => a.id === p.id)) continue;
    for (const d of ownFolders(markersOf(p.id))) {
      // An AGENTS.md there counts for codex (above), so it is not set aside.
      const found = rel.filter((r) => atMarker(r, `${d}/`) && !inferredMarkers.some((m) => atMarker(r, m)) && basename(r) !== AGENTS_FILE);
      if (found.length > 0) setAside.push(`${listed(found)} (not among the files that show the team uses ${p.name})`);
    }
  }
  if (setAside.length > 0) why.push(`Set aside as evidence: ${setAside.join("; ")}`);
  if (agents.length === 0) {
    agents.push({ id: FALLBACK_AGENT });
    why.push(`${FALLBACK_AGENT}: no agent's own file was found, so the tree is checked as ${FALLBACK_AGENT} reads it`);
  }
  return { agents, why, evidence };
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
  for (const a of agents) for (const cwd of cwds) runs.push(run(opts, work, a, cwd, opts.contextPaths ?? [], "full"));
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
  return agents.map((a) => run(opts, work, a, opts.root, files, "none"));
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
