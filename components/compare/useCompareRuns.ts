"use client";
/**
 * The resolves behind the Compare view, off the main thread: one resolve-worker client of its own
 * (the page's preview keeps its worker) driven by a JobRunner, columns first, precedence map after.
 *
 * - Columns: every chosen agent on the scenario (lib/compare's forAgent), then compareAgents() over
 *   those answers. The last complete answer stays on screen while a newer one runs; an agent whose
 *   resolve was stopped or failed keeps its last good answer, with the reason.
 * - Precedence map: once the map has been on screen (`visible`, latched by its view), debounced after edits; rows fill in
 *   as answers arrive (flushed a few times a second, not per answer). Capped at MAX_MAP_DIRS rows;
 *   the worker answers MAP_DIRS_PER_REQUEST folders of one agent per request.
 *   Once an agent's resolve is stopped (time limit) or kills the worker, the rest of its column is
 *   marked stopped without being sent: one time limit per agent and scenario, not one per row.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { compareAgents, forAgent, mapDirs, MAX_MAP_DIRS, type Comparison, type PrecedenceMap } from "@/lib/compare/diff";
import { DEFAULT_HOME } from "@/lib/scenario/defaults";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import { SessionClient } from "../worker/client";
import { describeFailure, type FailureText } from "../worker/failure";
import { emptyResolution } from "@/lib/types";
import { JobRunner, type Job } from "./runner";
import { sameBesidesUi } from "./selection";

/**
 * Folders per map request. The worker resolves a request's folders in one go (sharing probes), so
 * fewer, bigger requests save round trips, which at 10,000 files cost more than the resolves (the
 * worker waited on the page between them). Each agent's first request asks MAP_FIRST_REQUEST folders;
 * each next one is sized from how long the last took per folder, to about MAP_REQUEST_TARGET_MS of
 * worker time: far inside the worker's time limit, small enough that rows still fill in as it goes.
 * It grows at most MAP_GROWTH times per step (deeper folders may cost more than the first ones).
 */
const MAP_FIRST_REQUEST = 50;
const MAP_REQUEST_TARGET_MS = 250;
const MAP_GROWTH = 4;
const MAP_MAX_REQUEST = 1_000;

/** The next request's size, from the last one's: `asked` folders took `ms` in the resolver. */
export function nextMapRequest(asked: number, ms: number | undefined): number {
  if (ms === undefined || !(ms >= 0) || asked <= 0) return Math.max(1, asked);
  const fit = Math.floor(MAP_REQUEST_TARGET_MS / Math.max(ms / asked, 0.01));
  return Math.max(1, Math.min(fit, asked * MAP_GROWTH, MAP_MAX_REQUEST));
}
const MAP_DEBOUNCE_MS = 400;
const MAP_FLUSH_MS = 250;

export function useJobRunner(): JobRunner | null {
  const [runner, setRunner] = useState<JobRunner | null>(null);
  useEffect(() => {
    const holder: { client?: SessionClient } = {};
    const r = new JobRunner((s, map) => holder.client?.request(s, map ? { kind: "map", dirs: map.dirs } : undefined));
    holder.client = new SessionClient(
      ({ scenario, answer, timings }) =>
        r.resolved(
          scenario,
          answer.kind === "resolve" ? answer.resolution : null,
          answer.kind === "map" ? (answer.rows ?? undefined) : undefined,
          timings,
        ),
      { onFailure: (f) => r.failed(f) },
    );
    setRunner(r);
    return () => {
      r.dispose();
      holder.client?.dispose();
    };
  }, []);
  return runner;
}

const NONE: ReadonlySet<string> = new Set();

export interface ColumnsState {
  comparison: Comparison | null;
  /** Per agent: why it has no new answer (stopped, crashed, failed), if so. */
  errors: Record<string, FailureText>;
  /** Agents with no answer at all (failed, and nothing kept): their columns are placeholders. */
  missing: ReadonlySet<string>;
  /** The scenario or the agents changed and the shown comparison is older. */
  pending: boolean;
}

/** `generation`: usePlayground's load counter; a kept answer never crosses a load (it would describe other files). */
export function useColumns(runner: JobRunner | null, scenario: Scenario, agents: string[], generation = 0): ColumnsState {
  const [done, setDone] = useState<{
    scenario: Scenario;
    agents: string[];
    results: Resolution[];
    errors: Record<string, FailureText>;
    missing: Set<string>;
  } | null>(null);
  /** Each agent's last good answer in this load: what its column keeps showing when a newer resolve fails. */
  const lastGood = useRef(new Map<string, { generation: number; resolution: Resolution }>());
  const key = agents.join(",");
  useEffect(() => {
    if (!runner) return;
    const list = key.split(",");
    const got = new Map<string, Resolution>();
    const errors: Record<string, FailureText> = {};
    const missing = new Set<string>();
    const jobs: Job[] = list.map((a) => ({ key: a, scenario: forAgent(scenario, a) }));
    runner.submit("columns", jobs, {
      onResult: (a, r) => {
        // A column job asks for a resolve, so its answer is one.
        if (!r) return;
        got.set(a, r);
        lastGood.current.set(a, { generation, resolution: r });
      },
      onError: (a, f) => {
        const kept = lastGood.current.get(a);
        const usable = kept?.generation === generation ? kept.resolution : undefined;
        if (usable) got.set(a, usable);
        else missing.add(a);
        errors[a] = describeFailure(f, usable !== undefined);
      },
      onDone: () =>
        setDone({
          scenario,
          agents: list,
          errors,
          missing,
          results: jobs.map((j) => got.get(j.key) ?? emptyResolution(j.scenario.agent, j.scenario.variant ?? "")),
        }),
    });
    // generation changes only together with the scenario (a load brings a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation changes only together with the scenario
  }, [runner, scenario, key]);

  const comparison = useMemo(() => {
    if (!done) return null;
    const byAgent = new Map(done.agents.map((a, i) => [a, done.results[i]]));
    return compareAgents(done.scenario, done.agents, (s) => byAgent.get(s.agent) ?? emptyResolution(s.agent, s.variant ?? ""));
  }, [done]);
  return {
    comparison,
    errors: done?.errors ?? {},
    missing: done?.missing ?? NONE,
    pending: !done || done.scenario !== scenario || done.agents.join(",") !== key,
  };
}

/** A map cell: the loaded files, null while waiting, false when the resolve was stopped or failed. */
export type MapCellValue = string[] | null | false;

export interface MapState {
  agents: string[];
  dirs: string[];
  /** Directories the tree has (before the cap). */
  totalDirs: number;
  /** rows[d][a]: the files agent a loads at dirs[d], in prompt order; null until answered; false: stopped. */
  rows: MapCellValue[][];
  /** Why cells are stopped: per agent (index into agents) that has any, the failure in words. */
  stopped: { agent: number; title: string }[];
  answered: number;
  /** Every cell is answered for the current scenario. */
  complete: boolean;
  home: string;
}

/** The finished map in lib/compare's shape (for the Markdown export), or null while cells are missing or stopped. */
export function finishedMap(m: MapState | null): PrecedenceMap | null {
  if (!m || !m.complete || m.stopped.length > 0) return null;
  return { agents: m.agents, dirs: m.dirs, rows: m.rows.map((r) => r.map((c) => c || [])) };
}

export function usePrecedenceMap(runner: JobRunner | null, scenario: Scenario, agents: string[], visible: boolean): MapState | null {
  const [map, setMap] = useState<MapState | null>(null);
  const current = useRef<MapState | null>(null);
  /** The scenario and agents the last complete map was made for. */
  const doneFor = useRef<{ scenario: Scenario; key: string } | null>(null);
  const key = agents.join(",");

  useEffect(() => {
    if (!runner) return;
    if (!visible) {
      runner.cancel("map");
      return;
    }
    // Opening a file from the map changes only `ui`: the map stays (its buttons stay live).
    if (doneFor.current && sameBesidesUi(doneFor.current.scenario, scenario) && doneFor.current.key === key) return;
    const list = key.split(",");
    const start = () => {
      // lib's own choice of rows (every directory but .git / node_modules internals); no agents, so
      // this resolves nothing.
      const all = mapDirs(scenario, Number.MAX_SAFE_INTEGER);
      const dirs = all.slice(0, MAX_MAP_DIRS);
      const next: MapState = {
        agents: list,
        dirs,
        totalDirs: all.length,
        rows: carriedRows(current.current, dirs, list),
        answered: 0,
        complete: false,
        stopped: [],
        home: scenario.home ?? DEFAULT_HOME,
      };
      current.current = next;
      setMap(next);
      const fill = new MapFill(list, dirs, next, (shown) => {
        current.current = shown;
        setMap(shown);
      });
      const scenarios = list.map((a) => ({ ...forAgent(scenario, a), contextPaths: [], openFiles: [] }));
      const job = (j: number, size: number): Job[] =>
        fill.take(j, size).map(({ key, dirs }) => ({ key, scenario: scenarios[j], map: { dirs } }));
      runner.submit(
        "map",
        list.flatMap((_, j) => job(j, MAP_FIRST_REQUEST)),
        {
          // Every map job gets rows back; none would be a bug, shown as stopped cells rather than a hang.
          onResult: (k, _r, rows, timings) => {
            const n = fill.asked(k);
            fill.record(k, rows ?? stoppedCells(n));
            return job(MapFill.agentOf(k), nextMapRequest(n, timings?.resolve));
          },
          onError: (k, f) => {
            const j = MapFill.agentOf(k);
            fill.stop(j, describeFailure(f, false).title);
            fill.record(k, stoppedCells(fill.asked(k)));
            // A resolver error is one resolve's bug: the agent's other folders are still asked. After a
            // time limit or a dead worker, the same agent at other folders would most likely hang again:
            // the rest of its column is marked stopped without being sent.
            if (f.kind === "error") return job(j, fill.asked(k) || MAP_FIRST_REQUEST);
            fill.stopRest(j);
          },
          onDone: () => {
            doneFor.current = { scenario, key };
            fill.flush(true);
          },
        },
      );
      return () => fill.cancel();
    };
    let stopFlush: (() => void) | undefined;
    const t = setTimeout(() => (stopFlush = start()), current.current ? MAP_DEBOUNCE_MS : 0);
    return () => {
      clearTimeout(t);
      stopFlush?.();
      runner.cancel("map");
    };
  }, [runner, scenario, key, visible]);

  return map;
}

const stoppedCells = (n: number) => Array.from({ length: n }, () => false as const);

/**
 * The map's cells as answers come in. One job per agent and run of folders (key "first folder:agent");
 * each agent has one job queued or in flight, and its answer queues the agent's next run, so agents
 * take turns and every column fills from the top. Answers wait in `pending` and go on screen a few
 * times a second; only the rows that changed get new arrays, so the table re-renders just those rows.
 */
class MapFill {
  private readonly cursor: number[];
  private readonly sizes = new Map<string, number>();
  private readonly pending: [number, number, string[] | false][] = [];
  private readonly stopped = new Map<number, { agent: number; title: string }>();
  private answered = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    agents: string[],
    private readonly dirs: string[],
    private shown: MapState,
    private readonly show: (m: MapState) => void,
  ) {
    this.cursor = agents.map(() => 0);
  }

  static agentOf(key: string): number {
    return Number(key.split(":")[1]);
  }

  /** Agent j's next run of up to `size` folders, or none when its column is asked in full. */
  take(j: number, size: number): { key: string; dirs: string[] }[] {
    const first = this.cursor[j];
    const n = Math.min(size, this.dirs.length - first);
    if (n <= 0) return [];
    this.cursor[j] = first + n;
    const key = `${first}:${j}`;
    this.sizes.set(key, n);
    return [{ key, dirs: this.dirs.slice(first, first + n) }];
  }

  /** How many folders the job `key` asked for. */
  asked(key: string): number {
    return this.sizes.get(key) ?? 0;
  }

  /** A job's answer: row i of `cells` is folder first + i. */
  record(key: string, cells: (string[] | false)[]): void {
    const first = Number(key.split(":")[0]);
    const j = MapFill.agentOf(key);
    cells.forEach((paths, i) => this.pending.push([first + i, j, paths]));
    this.answered += cells.length;
    this.timer ??= setTimeout(() => this.flush(), MAP_FLUSH_MS);
  }

  stop(j: number, title: string): void {
    if (!this.stopped.has(j)) this.stopped.set(j, { agent: j, title });
  }

  /** The rest of agent j's column, marked stopped without being sent. */
  stopRest(j: number): void {
    const rest = this.dirs.length - this.cursor[j];
    if (rest > 0) this.record(`${this.cursor[j]}:${j}`, stoppedCells(rest));
    this.cursor[j] = this.dirs.length;
  }

  flush(complete = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.shown.rows.slice();
    const copied = new Set<number>();
    for (const [d, j, paths] of this.pending.splice(0)) {
      if (sameList(rows[d][j], paths)) continue;
      if (!copied.has(d)) rows[d] = rows[d].slice();
      copied.add(d);
      rows[d][j] = paths;
    }
    this.shown = { ...this.shown, rows, answered: this.answered, complete, stopped: [...this.stopped.values()] };
    this.show(this.shown);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}

const sameList = (a: MapCellValue, b: string[] | false) =>
  a === b || (a !== null && a !== false && b !== false && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * The previous map's cells for the same (directory, agent), kept on screen until new answers arrive.
 * When the rows are the same directories and agents (the usual case while typing), the very same row
 * arrays are reused, so answers that did not change re-render nothing.
 */
function carriedRows(prev: MapState | null, dirs: string[], agents: string[]): MapCellValue[][] {
  if (!prev) return dirs.map(() => agents.map(() => null));
  if (prev.agents.join(",") === agents.join(",") && prev.dirs.length === dirs.length && prev.dirs.every((d, i) => d === dirs[i]))
    return prev.rows;
  const old = new Map<string, MapCellValue>();
  prev.dirs.forEach((d, i) => prev.agents.forEach((a, j) => old.set(`${a}\u0000${d}`, prev.rows[i][j])));
  return dirs.map((d) => agents.map((a) => old.get(`${a}\u0000${d}`) ?? null));
}

/** Whether an element is on screen (true where IntersectionObserver is missing). */
export function useOnScreen(el: HTMLElement | null): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") {
      setOn(true);
      return;
    }
    const io = new IntersectionObserver((entries) => setOn(entries.some((e) => e.isIntersecting)), { rootMargin: "200px" });
    io.observe(el);
    return () => io.disconnect();
  }, [el]);
  return on;
}
