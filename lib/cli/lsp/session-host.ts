/**
 * The protocol thread's side of the session worker: requests become promises with a time limit. A
 * request past it is answered with an error, the worker is ended and a new one started with the open
 * documents again, so one hostile tree costs one answer, not the server.
 */
import { existsSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SessionAnswer, SessionRequest } from "../../session/workspace-session";
import type { CheckSetupInput } from "../check-setup";
import type { FromWorker, HostRequest, ToWorker } from "./session-worker";

/** A request not answered within its time limit. */
export class TimeLimitError extends Error {}

/** A request the session refused as wrong (an unknown agent): the caller's to fix. */
export class RefusedError extends Error {}

/**
 * The worker's module: the source when running from the repository (through tsx), the bundle's entry
 * beside the chunks otherwise (scripts/build-cli.mjs builds it as lsp-session-worker.mjs).
 */
function workerModule(): { url: URL; execArgv: string[] } {
  const source = new URL("./session-worker.ts", import.meta.url);
  if (source.protocol === "file:" && existsSync(fileURLToPath(source))) return { url: source, execArgv: ["--import", "tsx"] };
  return { url: new URL("../lsp-session-worker.mjs", import.meta.url), execArgv: [] };
}

/**
 * A long-lived server checks again at every pause in typing, and each check leaves its garbage: by
 * default V8 then lets the heap it keeps grow far past what is live before collecting (a 64 MB live
 * heap held 200 MB after 20 edits of a 10,000-file tree; the server peaked at 311 MB after 15 edits,
 * 393 MB after 80). Growing it by a third held the peak at 228-248 MB for a few percent more time per
 * check; --optimize-for-size kept less but doubled the time. V8's flags are the process's: set
 * before the worker's isolate is made, they shape its heap.
 */
let heapTight = false;
function keepHeapTight(): void {
  if (heapTight) return;
  heapTight = true;
  setFlagsFromString("--heap-growing-percent=35");
}

/** A failure inside the worker: its message for the answer, its stack (the worker's) for the log. */
function failure(message: string, stack: string | undefined): Error {
  const e = new Error(message);
  if (stack) e.stack = stack;
  return e;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class SessionHost {
  private worker!: Worker;
  /** The checked tree's root, once the first worker has set up (empty before). */
  root = "";
  /** The checked folder's real path: the root, or the package below it the client opened (empty before). */
  folder = "";
  /** Settles when the first worker has set up: the root, or the sentence why it cannot. */
  readonly ready: Promise<string>;
  private settle!: { resolve: (root: string) => void; reject: (e: Error) => void };
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  /** The open documents, to give a new worker. */
  private readonly documents = new Map<string, string>();
  /** How many workers were ended for taking too long (the server's log and tests read it). */
  restarts = 0;

  constructor(
    private readonly setup: CheckSetupInput,
    private readonly timeLimitMs: number,
  ) {
    this.ready = new Promise<string>((resolve, reject) => (this.settle = { resolve, reject }));
    this.start();
  }

  private start(): void {
    keepHeapTight();
    const { url, execArgv } = workerModule();
    const worker = new Worker(url, { workerData: this.setup, execArgv });
    this.worker = worker;
    worker.on("message", (m: FromWorker) => {
      if (m.op === "ready") {
        this.folder = m.folder;
        return void this.settle.resolve((this.root = m.root));
      }
      if (m.op === "failed") return void this.settle.reject(new Error(m.message));
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.ok) p.resolve(m.value);
      else p.reject(m.refused ? new RefusedError(m.message) : failure(m.message, m.stack));
    });
    worker.on("error", (e) => this.failAll(e instanceof Error ? e : new Error(String(e))));
    // The process may end while a worker runs: the worker does not keep it alive.
    worker.unref();
    for (const [path, text] of this.documents) this.post({ op: "document", path, text });
  }

  private post(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  private failAll(e: Error): void {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(e);
      this.pending.delete(id);
    }
  }

  ask<T extends HostRequest["type"]>(
    request: Extract<HostRequest, { type: T }>,
  ): Promise<SessionAnswer<Extract<SessionRequest, { type: T }>>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(
          new TimeLimitError(
            `Rulescope took longer than ${this.timeLimitMs} ms on a ${request.type} request and stopped it; the session was started again.`,
          ),
        );
        this.restart();
      }, this.timeLimitMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.post({ op: "ask", id, request });
    });
  }

  document(path: string, text: string | null): void {
    if (text === null) this.documents.delete(path);
    else this.documents.set(path, text);
    this.post({ op: "document", path, text });
  }

  /** Files changed on disk; `changed` names them when only their text changed. */
  diskChanged(changed?: string[]): void {
    this.post(changed ? { op: "disk", changed } : { op: "disk" });
  }

  /** Ends the worker (its requests fail) and starts a new one with the open documents. */
  private restart(): void {
    this.restarts++;
    const old = this.worker;
    this.failAll(new TimeLimitError("The session was started again after a request took too long."));
    void old.terminate();
    this.start();
  }

  dispose(): Promise<number> {
    this.failAll(new Error("The session was closed."));
    return this.worker.terminate();
  }
}
