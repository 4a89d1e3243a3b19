/**
 * The page's side of the resolve worker: sends each scenario as a diff of what the worker already holds,
 * keeps at most one request in flight and, while it runs, only the newest waiting scenario (typing fast
 * skips the states nobody will see). If no worker can start (old browser, blocked script), it resolves
 * on the main thread with the same incremental resolver, loaded on demand so the page's first JS stays
 * free of the resolver either way.
 */
import type { Scenario } from "../../lib/scenario/types";
import type { Resolution } from "../../lib/types";
import { diffFiles, type Files, type ResolveRequest, type ResolveResponse, type ResolveTimings } from "./protocol";

export type ResolverMode = "worker" | "main-thread";

export interface ResolvedScenario {
  scenario: Scenario;
  resolution: Resolution;
  timings: ResolveTimings;
  /** From handing the scenario to the client to the answer, ms (includes waiting behind a running request). */
  latency: number;
  mode: ResolverMode;
}

interface Backend {
  mode: ResolverMode;
  post(req: ResolveRequest): void;
  dispose(): void;
}

type Deliver = (res: ResolveResponse) => void;

function startWorker(deliver: Deliver, onFail: () => void): Backend | null {
  if (typeof Worker === "undefined") return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./resolve.worker.ts", import.meta.url), { type: "module", name: "rulescope-resolve" });
  } catch {
    return null;
  }
  worker.onmessage = (e: MessageEvent<ResolveResponse>) => deliver(e.data);
  // The script failed to load or crashed outside a request: hand over to the main thread.
  worker.onerror = (e) => {
    e.preventDefault();
    onFail();
  };
  worker.onmessageerror = () => onFail();
  return { mode: "worker", post: (req) => worker.postMessage(req), dispose: () => worker.terminate() };
}

function startMainThread(deliver: Deliver): Backend {
  let disposed = false;
  const core = import("./resolver-core").then((m) => new m.IncrementalResolver());
  return {
    mode: "main-thread",
    post(req) {
      core.then(
        (resolver) => {
          if (disposed) return;
          try {
            deliver({ type: "result", id: req.id, ...resolver.handle(req) });
          } catch (e) {
            deliver({ type: "error", id: req.id, message: e instanceof Error ? e.message : String(e) });
          }
        },
        (e) => deliver({ type: "error", id: req.id, message: `the resolver could not be loaded: ${String(e)}` }),
      );
    },
    dispose: () => void (disposed = true),
  };
}

export class ResolveClient {
  private backend: Backend | null = null;
  /** The files map the backend holds (diffs are taken against it); null: send the whole map. */
  private sentFiles: Files | null = null;
  private inFlight: { id: number; scenario: Scenario; since: number } | null = null;
  private waiting: { scenario: Scenario; since: number } | null = null;
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly onResult: (r: ResolvedScenario) => void,
    private readonly options: { preferWorker?: boolean; onError?: (message: string) => void } = {},
  ) {}

  get mode(): ResolverMode | null {
    return this.backend?.mode ?? null;
  }

  /** True while a request runs or waits. */
  get busy(): boolean {
    return this.inFlight !== null || this.waiting !== null;
  }

  request(scenario: Scenario): void {
    if (this.disposed) return;
    const since = performance.now();
    if (this.inFlight) {
      // Keep the first waiting time: latency counts from the oldest edit this answer covers.
      this.waiting = { scenario, since: this.waiting?.since ?? since };
      return;
    }
    this.send(scenario, since);
  }

  dispose(): void {
    this.disposed = true;
    this.backend?.dispose();
    this.backend = null;
  }

  private ensureBackend(): Backend {
    if (this.backend) return this.backend;
    const deliver = (res: ResolveResponse) => this.receive(res);
    const worker = this.options.preferWorker === false ? null : startWorker(deliver, () => this.fallBack());
    this.backend = worker ?? startMainThread(deliver);
    return this.backend;
  }

  /** The worker died: resolve on the main thread from now on, and redo what was in flight. */
  private fallBack() {
    if (this.disposed || this.backend?.mode !== "worker") return;
    this.backend.dispose();
    this.backend = startMainThread((res) => this.receive(res));
    this.sentFiles = null;
    const lost = this.inFlight;
    this.inFlight = null;
    if (lost) this.send(this.waiting?.scenario ?? lost.scenario, lost.since);
    this.waiting = null;
  }

  private send(scenario: Scenario, since: number) {
    const backend = this.ensureBackend();
    const { files, ...meta } = scenario;
    const update = diffFiles(this.sentFiles, files);
    this.sentFiles = files;
    const id = this.nextId++;
    this.inFlight = { id, scenario, since };
    try {
      backend.post({ type: "resolve", id, meta, files: update });
    } catch (e) {
      // e.g. a value that cannot be cloned: report it, and send whole maps from now on.
      this.sentFiles = null;
      this.inFlight = null;
      this.options.onError?.(e instanceof Error ? e.message : String(e));
    }
  }

  private receive(res: ResolveResponse) {
    if (this.disposed || !this.inFlight || res.id !== this.inFlight.id) return;
    const done = this.inFlight;
    this.inFlight = null;
    if (res.type === "result")
      this.onResult({ scenario: done.scenario, resolution: res.resolution, timings: res.timings, latency: performance.now() - done.since, mode: this.backend!.mode });
    else {
      // The backend's state is unknown after a failure: start over with whole maps.
      this.sentFiles = null;
      this.options.onError?.(res.message);
    }
    const next = this.waiting;
    this.waiting = null;
    if (next) this.send(next.scenario, next.since);
  }
}
