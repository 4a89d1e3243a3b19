/**
 * The page's session: its files, their memfs tree and the work resolves over it share, answering the
 * preview's resolves, Problems' checks and Compare's columns and map (protocol.ts WorkerAsk), with
 * caches that make a keystroke cost what it changes, not what the tree holds. Runs in the session
 * worker, or on the main thread when no worker can start. No DOM, no React: plain logic over lib/.
 *
 * Per request it
 * - applies the files update (full map, or a patch of changed keys) to the map it keeps;
 * - validates the non-files part of the scenario in full, and `files` entries only when they change
 *   (entries are validated independently of each other, so this equals validating the whole map);
 * - brings its memfs tree up to date by applying only changed entries (lib/fs/memfs-incremental);
 * - resolves with both (resolve()'s `prevalidated` and `shared` options: requests over an unchanged
 *   tree share probes and walks).
 * An invalid scenario goes through plain resolve(), which reports every problem in its usual order.
 * A resolve's answer equals resolve(scenario) for every request (page-session.test.ts checks it).
 */
import { check, inferredAgents } from "../../lib/check/engine";
import type { CheckAgent } from "../../lib/check/types";
import { SharedWork } from "../../lib/core/shared-work";
import type { FsPort } from "../../lib/fs/port";
import { IncrementalMemfs } from "../../lib/fs/memfs-incremental";
import { precedenceMap } from "../../lib/compare/diff";
import { AGENT_IDS, resolve } from "../../lib/resolve";
import type { FileEntry, Scenario } from "../../lib/scenario/types";
import { validCwd, validateScenario, type ValidationProblem } from "../../lib/scenario/validate";
import {
  applyPatch,
  patchInPlace,
  type CheckOutcome,
  type CheckParams,
  type Files,
  type FilesUpdate,
  type MapRows,
  type ResolveTimings,
  type WorkerAnswer,
  type WorkerAsk,
  type WorkerRequest,
} from "./protocol";

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A scenario that carries only these entries and valid filler, to validate entries on their own. */
function entriesProbe(keys: Iterable<string>, files: Files): Record<string, unknown> {
  const subset: Files = {};
  for (const k of keys)
    if (Object.hasOwn(files, k))
      Object.defineProperty(subset, k, { value: files[k], enumerable: true, writable: true, configurable: true });
  return { version: 1, agent: "x", cwd: "/", files: subset };
}

/**
 * The scenario (already validated, its tree in `shared`) at each folder as the working directory: what
 * it loads there. Only the cwd differs from what was validated, so only the cwd is checked again; a
 * folder that fails goes through plain resolve(), which reports it as always.
 */
function mapRows(scenario: Scenario, dirs: string[], warnings: ValidationProblem[], shared: SharedWork): MapRows {
  const run = (s: Scenario) => (validCwd(s.cwd) ? resolve(s, undefined, { prevalidated: { warnings }, shared, trace: false }) : resolve(s));
  return precedenceMap(scenario, [scenario.agent], run, { dirs }).rows.map((row) => row[0]);
}

/**
 * The answer to an invalid scenario: a resolve through plain resolve(), which reports every problem in
 * its usual order; a check or a map waits until the problems are fixed.
 */
function invalidAnswer(ask: WorkerAsk, scenario: Scenario, t0: number, t1: number): { answer: WorkerAnswer; timings: ResolveTimings } {
  let answer: WorkerAnswer;
  if (ask.kind === "check")
    answer = {
      kind: "check",
      outcome: { ok: false, message: "The scenario has problems (see Diagnostics); the check runs once they are fixed." },
    };
  else if (ask.kind === "map") answer = { kind: "map", rows: null };
  else answer = { kind: "resolve", resolution: resolve(scenario) };
  const t3 = performance.now();
  return { answer, timings: { total: t3 - t0, validate: t3 - t1, tree: 0, resolve: 0, rebuilt: false } };
}

/** Owns the maps it is handed: a full update's map is kept and later patched in place, so callers pass copies (a worker's messages are). */
export class PageSession {
  private files: Files | null = null;
  /** Keys whose entries fail validation (the page must show them through a full validation). */
  private readonly badKeys = new Set<string>();
  private readonly tree = new IncrementalMemfs();
  /**
   * Keys changed in place since the tree was last brought up to date (requests with an invalid
   * scenario skip the tree), with what each held then; null after a whole new map.
   */
  private since: Map<string, FileEntry | undefined> | null = null;
  private shared: SharedWork | null = null;

  handle(req: Pick<WorkerRequest, "meta" | "files" | "ask">): { answer: WorkerAnswer; timings: ResolveTimings } {
    const t0 = performance.now();
    const changed = this.applyFiles(req.files);
    const files = this.files!;
    const scenario = { ...req.meta, files } as Scenario;
    const t1 = performance.now();

    const meta = validateScenario({ ...req.meta, files: {} }, AGENT_IDS);
    if (isPlainObject(files)) this.revalidate(changed, files);
    const t2 = performance.now();
    if (!meta.ok || !isPlainObject(files) || this.badKeys.size > 0) return invalidAnswer(req.ask, scenario, t0, t1);
    // Since the tree was last brought up to date: the keys changed in place and what they held then,
    // or null when a whole new map came (the tree then compares its own map with it, key by key).
    const tree = this.since === null ? this.tree.update(files) : this.tree.update(files, undefined, this.since);
    this.since = new Map();
    // Requests over an unchanged tree (Compare's columns and map: many agents and folders) share
    // probes and walks; any change to the tree starts afresh.
    if (!this.shared || tree.rebuilt || tree.applied > 0 || this.shared.tree.fs !== tree.fs) this.shared = new SharedWork(tree);
    const t3 = performance.now();
    const answer = this.answer(req.ask, scenario, meta.warnings, tree.fs);
    const t4 = performance.now();
    return { answer, timings: { total: t4 - t0, validate: t2 - t1, tree: t3 - t2, resolve: t4 - t3, rebuilt: tree.rebuilt } };
  }

  /** The ask, over a valid scenario whose tree is up to date. */
  private answer(ask: WorkerAsk, scenario: Scenario, warnings: ValidationProblem[], fs: FsPort): WorkerAnswer {
    const shared = this.shared!;
    switch (ask.kind) {
      case "check":
        return { kind: "check", outcome: runCheck(fs, scenario, ask.params) };
      case "map":
        return { kind: "map", rows: mapRows(scenario, ask.dirs, warnings, shared) };
      case "resolve":
        return { kind: "resolve", resolution: resolve(scenario, undefined, { prevalidated: { warnings }, shared }) };
    }
  }

  /**
   * The keys that changed, or null when the whole map is new. A patch changes the kept map in place
   * (a copy of 10,000 keys was most of a keystroke's time in this worker) and notes in `since` what
   * each key held before, for the tree.
   */
  private applyFiles(update: FilesUpdate): string[] | null {
    if (update.kind === "full" || this.files === null) {
      this.files = update.kind === "full" ? update.files : update.kind === "patch" ? applyPatch({}, update.set, update.del) : {};
      this.since = null;
      return null;
    }
    if (update.kind === "same") return [];
    const changed = [...update.del, ...update.set.map(([k]) => k)];
    const files = this.files;
    if (!isPlainObject(files)) {
      this.files = applyPatch(files, update.set, update.del);
      this.since = null;
      return changed;
    }
    if (this.since) for (const k of changed) if (!this.since.has(k)) this.since.set(k, Object.hasOwn(files, k) ? files[k] : undefined);
    patchInPlace(files, update.set, update.del);
    return changed;
  }

  /** Re-check entries: all of them (changed === null) or just the changed ones. */
  private revalidate(changed: string[] | null, files: Files) {
    if (changed === null) this.badKeys.clear();
    const keys = changed ?? Object.keys(files);
    if (keys.length === 0) return;
    for (const k of keys) this.badKeys.delete(k);
    const live = keys.filter((k) => Object.hasOwn(files, k));
    if (live.length === 0) return;
    // One validation for the batch; only when it fails, find the culprits one by one.
    if (validateScenario(entriesProbe(live, files)).ok) return;
    for (const k of live) if (!validateScenario(entriesProbe([k], files)).ok) this.badKeys.add(k);
  }
}

const sameAgent = (a: CheckAgent, b: CheckAgent) => a.id === b.id && (a.variant ?? "") === (b.variant ?? "");

/**
 * `check` over the worker's tree. With no agents chosen, the current agent and those the tree suggests
 * (the same inference `rulescope check` makes) are checked.
 */
function runCheck(fs: FsPort, scenario: Scenario, params: CheckParams): CheckOutcome {
  try {
    const base = {
      fs,
      root: params.root,
      home: params.home,
      ...(scenario.env ? { env: scenario.env } : {}),
      ...(scenario.config ? { config: scenario.config } : {}),
    };
    const { agents: inferred, why } = inferredAgents(base);
    let checked = params.agents;
    if (checked === null) {
      checked = [params.current];
      for (const a of inferred) if (!checked.some((c) => c.id === a.id)) checked.push(a);
    }
    checked = checked.filter((a, i) => checked!.findIndex((b) => sameAgent(a, b)) === i);
    if (checked.length === 0) return { ok: false, message: "No agent is chosen: tick at least one under Check agents." };
    const report = check({ ...base, agents: checked });
    return { ok: true, report, checked, inferred, inference: why };
  } catch (e) {
    return { ok: false, message: `The check failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}
