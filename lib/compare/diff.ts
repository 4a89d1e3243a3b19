/**
 * Several agents on one scenario, compared: their Resolutions side by side, what differs between them,
 * and the precedence map (for every directory of the tree as cwd, which files each agent loads there).
 * Pure over the Resolutions a runner gives (compare/run.ts makes runners over resolve()), so the
 * Compare view's chunk carries no resolver: its runs come from the worker. Shared by the Compare view
 * and `rulescope compare` / `rulescope map`.
 */
import { ancestors, join } from "../core/paths";
import { MAX_COMMENT_CHARS, mdCell } from "../core/markdown-out";
import type { FsPort } from "../fs/port";
import { listDirs } from "../scenario/edit";
import type { Scenario } from "../scenario/types";
import { isLoaded, type Resolution, type Source, type SourceStatus } from "../types";

/** Gives one scenario's Resolution (resolve(), a shared runner, or the worker's answers). */
export type Run = (s: Scenario) => Resolution;

/** The scenario as another agent would see it: a variant belongs to its own agent only. */
export function forAgent(s: Scenario, agent: string): Scenario {
  const { variant, ...rest } = s;
  return agent === s.agent && variant !== undefined ? { ...rest, agent, variant } : { ...rest, agent };
}

export interface FileAcrossAgents {
  path: string;
  /** Per agent (same order as `agents`): position in its prompt (1-based) when loaded, and its status. */
  perAgent: { status: SourceStatus | "not considered"; position?: number; includedBytes: number; bytes: number }[];
}

export interface Comparison {
  agents: string[];
  results: Resolution[];
  files: FileAcrossAgents[];
  /** Plain sentences: "codex loads /repo/AGENTS.md; opencode does not." */
  differences: string[];
}

export function compareAgents(scenario: Scenario, agents: string[], run: Run): Comparison {
  const results = agents.map((a) => run(forAgent(scenario, a)));
  const paths = [...new Set(results.flatMap((r) => r.sources.map((s) => s.path)))];
  // Per agent: each path's first loaded Source (with its prompt position), else its first Source.
  const byPath = results.map((r) => {
    const m = new Map<string, { src: Source; position?: number }>();
    let position = 0;
    for (const src of r.sources) {
      const pos = isLoaded(src) ? ++position : undefined;
      const known = m.get(src.path);
      if (!known || (known.position === undefined && pos !== undefined)) m.set(src.path, { src, position: pos });
    }
    return m;
  });
  const files: FileAcrossAgents[] = paths.map((path) => ({
    path,
    perAgent: byPath.map((m) => {
      const hit = m.get(path);
      if (!hit) return { status: "not considered" as const, includedBytes: 0, bytes: 0 };
      return { status: hit.src.status, position: hit.position, includedBytes: hit.src.includedBytes, bytes: hit.src.bytes };
    }),
  }));
  return { agents, results, files, differences: describeDifferences(agents, files) };
}

function describeDifferences(agents: string[], files: FileAcrossAgents[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const loadedBy = agents.filter((_, i) => f.perAgent[i].position !== undefined);
    const notBy = agents.filter((_, i) => f.perAgent[i].position === undefined);
    if (loadedBy.length > 0 && notBy.length > 0) out.push(`${f.path}: loaded by ${loadedBy.join(", ")}; not by ${notBy.join(", ")}.`);
    const cut = agents.filter((_, i) => f.perAgent[i].status === "truncated");
    if (cut.length > 0 && cut.length < loadedBy.length) out.push(`${f.path}: cut by ${cut.join(", ")} only.`);
  }
  // Order: compare the relative order of files every agent loads.
  const common = files.filter((f) => f.perAgent.every((p) => p.position !== undefined));
  for (let i = 1; i < agents.length; i++) {
    const a = [...common].sort((x, y) => x.perAgent[0].position! - y.perAgent[0].position!).map((f) => f.path);
    const b = [...common].sort((x, y) => x.perAgent[i].position! - y.perAgent[i].position!).map((f) => f.path);
    if (a.join("\n") !== b.join("\n")) out.push(`${agents[0]} and ${agents[i]} load the same files in a different order.`);
  }
  return out;
}

export interface PrecedenceMap {
  agents: string[];
  dirs: string[];
  /** rows[d][a]: paths agent a loads with cwd = dirs[d], in prompt order. */
  rows: string[][][];
  /** Folders left unmapped once the listed paths passed MAX_MAP_CHARS (the folders nearest the root come first). */
  cut?: { dirs: number; chars: number };
}

/**
 * Characters of paths a precedence map lists in all, at most (16 Mi; a 2,000-folder monorepo lists a
 * few MB). A map of a deep tree grows with its depth cubed (every folder lists every file above it,
 * each path as long as the depth): 1,000 levels of stacked files printed 695 MB. The rows stop at a
 * folder once this much is listed, and the map says so.
 */
export const MAX_MAP_CHARS = 16 * 2 ** 20;

const SKIPPED_DIRS = new Set([".git", "node_modules"]);
/** Rows a precedence map holds at most (the page and `rulescope map`): the folders nearest the root first. */
export const MAX_MAP_DIRS = 2_000;

/** Directories worth a row: every directory of the tree, except those inside .git and similar internals. */
export function mapDirs(scenario: Scenario, limit = MAX_MAP_DIRS): string[] {
  return listDirs(scenario.files)
    .filter((d) => !d.split("/").some((seg) => SKIPPED_DIRS.has(seg)))
    .slice(0, limit);
}

/**
 * The directories of a tree read through a port (a real tree, for `map --dir`): `root` and the
 * folders under it, breadth first so a cap keeps those nearest the root, then sorted as mapDirs
 * sorts. Links are not followed (a link to a folder is a file here), .git and node_modules skipped,
 * unreadable folders kept but not entered. `total` counts every folder (the walk goes on past the
 * cap, listing names only), so a capped map can say how many it left out.
 */
export function portDirs(fs: FsPort, root: string, limit = MAX_MAP_DIRS): { dirs: string[]; total: number } {
  const found: string[] = [root];
  for (let i = 0; i < found.length; i++) {
    const names = fs.readdir(found[i]);
    if (!names.ok) continue;
    for (const name of names.value) {
      if (SKIPPED_DIRS.has(name)) continue;
      const path = join(found[i], name);
      const st = fs.lstat(path);
      if (st.ok && st.value.kind === "dir") found.push(path);
    }
  }
  return { dirs: found.slice(0, limit).sort(), total: found.length };
}

/** `run` need keep no trace: only which files load is kept (sharedResolver(scenario, { trace: false })). */
export function precedenceMap(
  scenario: Scenario,
  agents: string[],
  run: Run,
  opts: { maxDirs?: number; dirs?: string[] } = {},
): PrecedenceMap {
  const dirs = opts.dirs ?? mapDirs(scenario, opts.maxDirs ?? MAX_MAP_DIRS);
  const rows: string[][][] = [];
  let chars = 0;
  for (const cwd of dirs) {
    if (chars >= MAX_MAP_CHARS) return { agents, dirs: dirs.slice(0, rows.length), rows, cut: { dirs: dirs.length - rows.length, chars } };
    const row = agents.map((a) =>
      run({ ...forAgent(scenario, a), cwd, contextPaths: [], openFiles: [] })
        .sources.filter(isLoaded)
        .map((s) => s.path),
    );
    for (const paths of row) for (const p of paths) chars += p.length;
    rows.push(row);
  }
  return { agents, dirs, rows };
}

/**
 * The map as a Markdown table a team can paste into an issue or a PR: at most `maxChars` (a GitHub
 * comment's limit), rows past it left out with a line that says how many and how to see them.
 */
export function precedenceMapMarkdown(map: PrecedenceMap, maxChars = MAX_COMMENT_CHARS): string {
  const head = `| cwd | ${map.agents.map(mdCell).join(" | ")} |\n|---|${map.agents.map(() => "---").join("|")}|\n`;
  const tail = map.cut ? `\n${mapCutNote(map.cut)}\n` : "";
  // Room kept for the closing lines: the cut note and the line saying what was left out.
  let room = maxChars - head.length - tail.length - 400;
  const lines: string[] = [];
  for (let i = 0; i < map.dirs.length; i++) {
    const line = `| \`${mdCell(map.dirs[i])}\` | ${map.rows[i].map((paths) => (paths.length ? paths.map((p) => `\`${mdCell(p)}\``).join("<br>") : "—")).join(" | ")} |\n`;
    if (line.length > room) {
      const left = map.dirs.length - i;
      return `${head}${lines.join("")}\nThe table stops here to fit a ${maxChars.toLocaleString("en-US")}-character comment: ${left.toLocaleString("en-US")} more folder${left === 1 ? " is" : "s are"} not shown. Map with --changed-only (folders whose files differ from their parent's), or a subfolder, to see them.\n${tail}`;
    }
    room -= line.length;
    lines.push(line);
  }
  return head + lines.join("") + tail;
}

/**
 * The rows of a map whose files differ from those of the nearest mapped folder above (the root always
 * stays): where starting an agent changes what it reads.
 */
export function changedOnly(map: PrecedenceMap): PrecedenceMap {
  const index = new Map(map.dirs.map((d, i) => [d, i]));
  const keep: number[] = [];
  map.dirs.forEach((d, i) => {
    const parent = ancestors(d)
      .slice(1)
      .find((a) => index.has(a));
    if (parent === undefined || JSON.stringify(map.rows[index.get(parent)!]) !== JSON.stringify(map.rows[i])) keep.push(i);
  });
  return { ...map, dirs: keep.map((i) => map.dirs[i]), rows: keep.map((i) => map.rows[i]) };
}

/** What a cut map says, in every format. */
export const mapCutNote = (cut: NonNullable<PrecedenceMap["cut"]>): string =>
  `The map stops after ${cut.chars.toLocaleString("en-US")} characters of listed paths (Rulescope's bound is ${MAX_MAP_CHARS.toLocaleString("en-US")}): ${cut.dirs.toLocaleString("en-US")} deeper folder${cut.dirs === 1 ? " is" : "s are"} not mapped. Map a subfolder (--dir) to see them.`;
