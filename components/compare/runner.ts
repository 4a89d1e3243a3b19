/**
 * Runs the Compare view's resolves one at a time through a resolver backend (the session worker's
 * client), in two lanes: the columns (a few resolves, wanted now) before the precedence map (up to
 * maxDirs × agents resolves, in the background). Submitting a lane again drops what is still queued
 * in it, and an answer to a dropped batch is not delivered, so typing never piles work up.
 *
 * A job the backend stopped (time limit) or lost (worker died) is reported with the failure; queued
 * jobs of the same batch that the lane says would fail the same way (skipAfterStop) are reported with
 * it, unsent, so one hostile scenario costs one time limit, not one per row of the map.
 */
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import type { ResolveFailure } from "../worker/client";
import type { MapRows, ResolveTimings } from "../worker/protocol";

export type Lane = "columns" | "map";

/** A request for precedence-map rows: the scenario at each of these folders (protocol.ts WorkerAsk "map"). */
export interface MapAsk {
  dirs: string[];
}
const LANES: Lane[] = ["columns", "map"];

export interface Job {
  key: string;
  scenario: Scenario;
  /** Ask for precedence-map rows at these folders instead of one resolution. */
  map?: MapAsk;
}

export interface LaneHandlers {
  /**
   * `resolution`: a resolve's answer (null for a map job); `map`: the rows, for a job that asked for
   * them and got them; `timings`: the backend's. Jobs it returns join
   * the end of this batch's queue (a lane that sizes its next request by how long this one took).
   */
  onResult(key: string, resolution: Resolution | null, map?: MapRows, timings?: ResolveTimings): Job[] | void;
  /** Jobs it returns join the end of this batch's queue, as onResult's. */
  onError?(key: string, failure: ResolveFailure): Job[] | void;
  /** Every job of this batch has been answered. */
  onDone?(): void;
  /** After `stopped` ran out of time or killed the worker: whether queued `job` would too (then it is not sent). */
  skipAfterStop?(stopped: Job, job: Job): boolean;
}

interface Batch {
  id: number;
  queue: Job[];
  handlers: LaneHandlers;
}

export class JobRunner {
  private readonly batches: Partial<Record<Lane, Batch>> = {};
  private nextBatch = 1;
  private inFlight: { lane: Lane; batch: number; job: Job } | null = null;
  private disposed = false;

  /** `send` hands one scenario to the backend; the owner reports back with resolved() or failed(). */
  constructor(private readonly send: (scenario: Scenario, map?: MapAsk) => void) {}

  submit(lane: Lane, jobs: Job[], handlers: LaneHandlers): void {
    const batch: Batch = { id: this.nextBatch++, queue: [...jobs], handlers };
    this.batches[lane] = batch;
    if (jobs.length === 0) {
      delete this.batches[lane];
      handlers.onDone?.();
      return;
    }
    this.pump();
  }

  cancel(lane: Lane): void {
    delete this.batches[lane];
  }

  /** Jobs of a lane not answered yet (queued or in flight). */
  remaining(lane: Lane): number {
    const b = this.batches[lane];
    if (!b) return 0;
    return b.queue.length + (this.inFlight?.lane === lane && this.inFlight.batch === b.id ? 1 : 0);
  }

  get busy(): boolean {
    return this.inFlight !== null;
  }

  resolved(scenario: Scenario, resolution: Resolution | null, map?: MapRows, timings?: ResolveTimings): void {
    const f = this.inFlight;
    if (!f || f.job.scenario !== scenario) return;
    this.finish(f, (h, b) => {
      const more = h.onResult(f.job.key, resolution, map, timings);
      if (more) b.queue.push(...more);
    });
  }

  /** The backend failed on the job in flight. */
  failed(failure: ResolveFailure): void {
    const f = this.inFlight;
    if (!f || f.job.scenario !== failure.scenario) return;
    this.finish(f, (h, b) => {
      const more = h.onError?.(f.job.key, failure);
      if (more) b.queue.push(...more);
      const skip = h.skipAfterStop;
      if (failure.kind === "error" || !skip) return;
      const kept: Job[] = [];
      for (const j of b.queue) {
        if (skip(f.job, j)) h.onError?.(j.key, { ...failure, scenario: j.scenario });
        else kept.push(j);
      }
      b.queue = kept;
    });
  }

  dispose(): void {
    this.disposed = true;
    for (const lane of LANES) delete this.batches[lane];
  }

  private finish(f: { lane: Lane; batch: number }, deliver: (h: LaneHandlers, b: Batch) => void) {
    this.inFlight = null;
    const b = this.batches[f.lane];
    if (b && b.id === f.batch) {
      deliver(b.handlers, b);
      if (b.queue.length === 0 && this.batches[f.lane] === b) {
        delete this.batches[f.lane];
        b.handlers.onDone?.();
      }
    }
    this.pump();
  }

  private pump() {
    if (this.disposed || this.inFlight) return;
    for (const lane of LANES) {
      const b = this.batches[lane];
      const job = b?.queue.shift();
      if (!b || !job) continue;
      this.inFlight = { lane, batch: b.id, job };
      this.send(job.scenario, job.map);
      return;
    }
  }
}
