/**
 * The page's side of the session worker: sends each scenario, with what it asks (a resolve, a check,
 * map rows: protocol.ts WorkerAsk), as a diff of what the worker already holds,
 * keeps at most one request in flight and, while it runs, only the newest waiting scenario (typing fast
 * skips the states nobody will see). If no worker can start (old browser, blocked script), it resolves
 * on the main thread with the same page session, loaded on demand so the page's first JS stays
 * free of the resolver either way.
 *
 * Watchdog: a request the worker has not answered within the time limit (RESOLVE_TIME_LIMIT_MS), or a
 * worker that dies while it runs (out of memory, a crash), ends the worker; a fresh one starts at once
 * and the owner hears why (onFailure). The scenario that failed is not sent again: only a newer one is,
 * so one hostile scenario costs one time limit, not a loop.
 */
import type { Scenario } from "../../lib/scenario/types";
import {
  diffFiles,
  type Files,
  type ResolveTimings,
  type WorkerAnswer,
  type WorkerAsk,
  type WorkerRequest,
  type WorkerResponse,
} from "./protocol";

/** How long one resolve may run in the worker before it is stopped and the worker restarted. */
export const RESOLVE_TIME_LIMIT_MS = 10_000;

export type ResolverMode = "worker" | "main-thread";

export interface AnsweredScenario {
  scenario: Scenario;
  answer: WorkerAnswer;
  timings: ResolveTimings;
  /** From handing the scenario to the client to the answer, ms (includes waiting behind a running request). */
  latency: number;
  mode: ResolverMode;
}

const RESOLVE: WorkerAsk = { kind: "resolve" };

/** Why a scenario got no answer. */
export type ResolveFailure =
  /** The worker ran past the time limit and was stopped. */
  | { kind: "timeout"; scenario: Scenario; limitMs: number }
  /** The worker died during the request (out of memory, a crash). */
  | { kind: "crashed"; scenario: Scenario; detail: string }
  /** The resolver threw, or the scenario could not be sent (a bug, not user data). */
  | { kind: "error"; scenario: Scenario; detail: string };

/** What the client needs of a Worker; tests pass a fake. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

export interface SessionClientOptions {
  /** false: never start a worker (resolve on the main thread). */
  preferWorker?: boolean;
  onFailure?: (failure: ResolveFailure) => void;
  timeLimitMs?: number;
  /** Starts a worker, or returns null when none can start. Defaults to the real session worker. */
  createWorker?: () => WorkerLike | null;
}

interface Backend {
  mode: ResolverMode;
  post(req: WorkerRequest): void;
  dispose(): void;
}

interface WorkerEvents {
  deliver(res: WorkerResponse): void;
  /** The worker's script ran and it listens (its first message). */
  ready(): void;
  /** An error event: before ready, the script did not load; after, the worker died. */
  died(detail: string): void;
}

/** The session worker's name (devtools show it; the zip bench tells its answers by it). */
export const SESSION_WORKER_NAME = "rulescope-session";

function createSessionWorker(): WorkerLike | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(new URL("./session.worker.ts", import.meta.url), { type: "module", name: SESSION_WORKER_NAME }) as WorkerLike;
  } catch {
    return null;
  }
}

function startWorker(create: () => WorkerLike | null, on: WorkerEvents): Backend | null {
  const worker = create();
  if (!worker) return null;
  worker.onmessage = (e) => (e.data?.type === "ready" ? on.ready() : on.deliver(e.data));
  worker.onerror = (e) => {
    e.preventDefault?.();
    on.died(e.message || "the worker stopped with an error");
  };
  worker.onmessageerror = () => on.died("an answer from the worker could not be read");
  return { mode: "worker", post: (req) => worker.postMessage(req), dispose: () => worker.terminate() };
}

/**
 * No worker: resolve on the main thread. Nothing can interrupt a resolve here (no watchdog, no time
 * limit): a scenario that hangs the resolver hangs the tab. It is kept because a page without workers
 * would otherwise show nothing at all.
 */
function startMainThread(deliver: (res: WorkerResponse) => void): Backend {
  let disposed = false;
  const core = import("./page-session").then((m) => new m.PageSession());
  return {
    mode: "main-thread",
    post(sent) {
      // A copy, as a worker receives: the resolver keeps the map it is given and patches it in place,
      // which must not reach the page's own state. Cloning here also throws where postMessage would.
      const req = structuredClone(sent);
      core.then(
        (session) => {
          if (disposed) return;
          try {
            deliver({ type: "result", id: req.id, ...session.handle(req) });
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

export class SessionClient {
  private backend: Backend | null = null;
  /** The worker has said it is ready: the clock of a request runs only from then. */
  private backendReady = false;
  /** The files map the backend holds (diffs are taken against it); null: send the whole map. */
  private sentFiles: Files | null = null;
  private inFlight: { id: number; scenario: Scenario; since: number; ask: WorkerAsk } | null = null;
  private waiting: { scenario: Scenario; since: number; ask: WorkerAsk } | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private timeLimitMs: number;
  /** Test hook: the worker busy-waits this long before the next request (see stallNext). */
  private stallMs = 0;
  private nextId = 1;
  private disposed = false;
  /** Workers started so far (the first one included). */
  private started = 0;

  constructor(
    private readonly onResult: (r: AnsweredScenario) => void,
    private readonly options: SessionClientOptions = {},
  ) {
    this.timeLimitMs = options.timeLimitMs ?? RESOLVE_TIME_LIMIT_MS;
  }

  get mode(): ResolverMode | null {
    return this.backend?.mode ?? null;
  }

  /** True while a request runs or waits. */
  get busy(): boolean {
    return this.inFlight !== null || this.waiting !== null;
  }

  /** How many workers this client has started (a restart after a failure adds one). */
  get workersStarted(): number {
    return this.started;
  }

  get limitMs(): number {
    return this.timeLimitMs;
  }

  /** Change the time limit for requests sent from now on (a test hook; see useResolution). */
  setTimeLimit(ms: number): void {
    this.timeLimitMs = ms;
  }

  /**
   * Test hook: the worker busy-waits `ms` before resolving the next request, as a resolve that hangs
   * would. Only the worker honours it; the main-thread fallback ignores it.
   */
  stallNext(ms: number): void {
    this.stallMs = ms;
  }

  /** `ask`: what to answer about the scenario (a resolve unless said). */
  request(scenario: Scenario, ask: WorkerAsk = RESOLVE): void {
    if (this.disposed) return;
    const since = performance.now();
    if (this.inFlight) {
      // Keep the first waiting time: latency counts from the oldest edit this answer covers.
      this.waiting = { scenario, since: this.waiting?.since ?? since, ask };
      return;
    }
    this.send(scenario, since, ask);
  }

  dispose(): void {
    this.disposed = true;
    this.stopWatchdog();
    this.backend?.dispose();
    this.backend = null;
  }

  private ensureBackend(): Backend {
    if (this.backend) return this.backend;
    const worker = this.options.preferWorker === false ? null : this.startWorker();
    this.backend = worker ?? startMainThread((res) => this.receive(res));
    if (!worker) this.backendReady = true;
    return this.backend;
  }

  private startWorker(): Backend | null {
    this.backendReady = false;
    const backend: Backend | null = startWorker(this.options.createWorker ?? createSessionWorker, {
      deliver: (res) => this.backend === backend && this.receive(res),
      ready: () => {
        if (this.backend !== backend || this.backendReady) return;
        this.backendReady = true;
        if (this.inFlight) this.armWatchdog();
      },
      died: (detail) => this.backend === backend && (this.backendReady ? this.abandon({ kind: "crashed", detail }) : this.fallBack()),
    });
    if (backend) this.started++;
    return backend;
  }

  /** The worker's script could not load: resolve on the main thread from now on, and redo what was in flight. */
  private fallBack() {
    if (this.disposed || this.backend?.mode !== "worker") return;
    this.stopWatchdog();
    this.backend.dispose();
    this.backend = startMainThread((res) => this.receive(res));
    this.backendReady = true;
    this.sentFiles = null;
    const lost = this.inFlight;
    this.inFlight = null;
    const redo = this.waiting ?? lost;
    if (lost && redo) this.send(redo.scenario, lost.since, redo.ask);
    this.waiting = null;
  }

  /**
   * The worker ran past the limit or died during a request: end it, start a fresh one, report the lost
   * request, and go on with the newest waiting scenario only if it differs from the one that failed.
   */
  private abandon(why: { kind: "timeout" } | { kind: "crashed"; detail: string }) {
    if (this.disposed || this.backend?.mode !== "worker") return;
    this.stopWatchdog();
    this.backend.dispose();
    this.backend = this.startWorker() ?? startMainThread((res) => this.receive(res));
    if (this.backend.mode === "main-thread") this.backendReady = true;
    this.sentFiles = null;
    const lost = this.inFlight;
    this.inFlight = null;
    const next = this.waiting;
    this.waiting = null;
    if (lost) {
      const scenario = lost.scenario;
      this.options.onFailure?.(
        why.kind === "timeout"
          ? { kind: "timeout", scenario, limitMs: this.timeLimitMs }
          : { kind: "crashed", scenario, detail: why.detail },
      );
    }
    if (next && next.scenario !== lost?.scenario) this.send(next.scenario, next.since, next.ask);
  }

  private armWatchdog() {
    this.stopWatchdog();
    if (this.backend?.mode !== "worker") return;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      this.abandon({ kind: "timeout" });
    }, this.timeLimitMs);
  }

  private stopWatchdog() {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private send(scenario: Scenario, since: number, ask: WorkerAsk) {
    const backend = this.ensureBackend();
    const { files, ...meta } = scenario;
    const update = diffFiles(this.sentFiles, files);
    this.sentFiles = files;
    const id = this.nextId++;
    this.inFlight = { id, scenario, since, ask };
    const req: WorkerRequest = { type: "request", id, meta, files: update, ask };
    if (this.stallMs > 0 && backend.mode === "worker") req.testStallMs = this.stallMs;
    this.stallMs = 0;
    try {
      backend.post(req);
    } catch (e) {
      // e.g. a value that cannot be cloned: report it, and send whole maps from now on.
      this.sentFiles = null;
      this.inFlight = null;
      this.options.onFailure?.({ kind: "error", scenario, detail: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (this.backendReady) this.armWatchdog();
  }

  private receive(res: WorkerResponse) {
    if (this.disposed || res.type === "ready" || !this.inFlight || res.id !== this.inFlight.id) return;
    this.stopWatchdog();
    const done = this.inFlight;
    this.inFlight = null;
    const next = this.waiting;
    this.waiting = null;
    if (res.type === "result")
      this.onResult({
        scenario: done.scenario,
        answer: res.answer,
        timings: res.timings,
        latency: performance.now() - done.since,
        mode: this.backend!.mode,
      });
    else {
      // The backend's state is unknown after a failure: start over with whole maps.
      this.sentFiles = null;
      this.options.onFailure?.({ kind: "error", scenario: done.scenario, detail: res.message });
    }
    // The callback may have asked again already (the page renders an answer at once, and a render can
    // commit a newer scenario): that request is the newest, and `next` is older, so it is dropped.
    // Sending it too would take the in-flight slot from the newer one, whose answer would be lost.
    if (next && !this.inFlight && !this.waiting) this.send(next.scenario, next.since, next.ask);
  }
}
