/**
 * The resolve client's watchdog, with a fake worker (vitest runs in Node, which has no Worker) that
 * answers through a real PageSession of its own, as a fresh worker would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolve } from "../../lib/resolve";
import fc from "fast-check";
import { addFile, remove, setText } from "../../lib/scenario/edit";
import type { Scenario } from "../../lib/scenario/types";
import type { Resolution } from "../../lib/types";
import { RESOLVE_TIME_LIMIT_MS, SessionClient, type AnsweredScenario, type ResolveFailure, type WorkerLike } from "./client";
import { describeFailure } from "./failure";
import type { WorkerRequest, WorkerResponse } from "./protocol";
import { PageSession } from "./page-session";

class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  readonly received: WorkerRequest[] = [];
  terminated = false;
  private readonly resolver = new PageSession();

  postMessage(m: WorkerRequest) {
    this.received.push(structuredClone(m));
  }
  terminate() {
    this.terminated = true;
  }
  ready() {
    this.onmessage?.({ data: { type: "ready" } } as MessageEvent<WorkerResponse>);
  }
  /** Answer the last request, as the worker script does. */
  answer() {
    const req = this.received[this.received.length - 1];
    this.onmessage?.({ data: { type: "result", id: req.id, ...this.resolver.handle(req) } } as MessageEvent<WorkerResponse>);
  }
  fail(message: string) {
    const req = this.received[this.received.length - 1];
    this.onmessage?.({ data: { type: "error", id: req.id, message } } as MessageEvent<WorkerResponse>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

/** The resolution an answer carries (the client is asked for resolves only here). */
function resolutionOf(r: AnsweredScenario): Resolution {
  if (r.answer.kind !== "resolve") throw new Error(`expected a resolve answer, got ${r.answer.kind}`);
  return r.answer.resolution;
}

const scenario = (rule: string): Scenario => ({
  version: 1,
  agent: "codex",
  cwd: "/repo",
  files: { "/repo/AGENTS.md": rule, "/repo/src/a.ts": "x" },
});

function setup(timeLimitMs?: number) {
  const workers: FakeWorker[] = [];
  const results: AnsweredScenario[] = [];
  const failures: ResolveFailure[] = [];
  const client = new SessionClient((r) => results.push(r), {
    onFailure: (f) => failures.push(f),
    timeLimitMs,
    createWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
  });
  return { client, workers, results, failures, last: () => workers[workers.length - 1] };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("SessionClient watchdog", () => {
  it(`stops a resolve at RESOLVE_TIME_LIMIT_MS (${RESOLVE_TIME_LIMIT_MS} ms), starts a fresh worker and does not resend the scenario`, () => {
    const { client, workers, failures, results } = setup();
    const s1 = scenario("# one\n");
    client.request(s1);
    workers[0].ready();
    vi.advanceTimersByTime(RESOLVE_TIME_LIMIT_MS - 1);
    expect(failures).toEqual([]);
    expect(workers[0].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0].terminated).toBe(true);
    expect(failures).toEqual([{ kind: "timeout", scenario: s1, limitMs: RESOLVE_TIME_LIMIT_MS }]);
    // Restarted at once, and idle: the same scenario would only hang again.
    expect(workers).toHaveLength(2);
    expect(client.workersStarted).toBe(2);
    expect(workers[1].received).toEqual([]);
    expect(client.busy).toBe(false);
    // A late answer from the old worker is ignored.
    workers[0].answer();
    expect(results).toEqual([]);

    // The next change resolves in the fresh worker, from the whole map (it holds nothing yet).
    const s2 = { ...s1, files: { ...s1.files, "/repo/AGENTS.md": "# two\n" } };
    client.request(s2);
    workers[1].ready();
    expect(workers[1].received[0].files.kind).toBe("full");
    workers[1].answer();
    expect(results.map((r) => r.scenario)).toEqual([s2]);
    expect(resolutionOf(results[0])).toEqual(resolve(s2));
    expect(results[0].mode).toBe("worker");
  });

  it("an answer inside the limit clears the watchdog", () => {
    const { client, workers, failures, results } = setup();
    client.request(scenario("# ok\n"));
    workers[0].ready();
    vi.advanceTimersByTime(RESOLVE_TIME_LIMIT_MS - 1);
    workers[0].answer();
    vi.advanceTimersByTime(RESOLVE_TIME_LIMIT_MS * 3);
    expect(results).toHaveLength(1);
    expect(failures).toEqual([]);
    expect(workers).toHaveLength(1);
  });

  it("starts the clock when the worker is ready, not while its script loads", () => {
    const { client, workers, failures } = setup(1000);
    client.request(scenario("# slow load\n"));
    vi.advanceTimersByTime(5000);
    expect(failures).toEqual([]);
    workers[0].ready();
    vi.advanceTimersByTime(999);
    expect(failures).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failures.map((f) => f.kind)).toEqual(["timeout"]);
  });

  it("after a timeout, goes on with a newer waiting scenario, but not with the one that hung", () => {
    const { client, workers, failures, results } = setup(1000);
    const hung = scenario("# hung\n");
    client.request(hung);
    workers[0].ready();
    const newer = { ...hung, agent: "claude-code" };
    client.request(newer);
    vi.advanceTimersByTime(1000);
    expect(failures.map((f) => f.scenario)).toEqual([hung]);
    workers[1].ready();
    expect(workers[1].received.map((r) => r.meta.agent)).toEqual(["claude-code"]);
    workers[1].answer();
    expect(results.map((r) => r.scenario)).toEqual([newer]);

    // The same scenario object asked for again while it runs: after its timeout, nothing is resent.
    const again = scenario("# again\n");
    client.request(again);
    client.request(again);
    vi.advanceTimersByTime(1000);
    expect(workers).toHaveLength(3);
    expect(workers[2].received).toEqual([]);
    expect(failures.map((f) => f.scenario)).toEqual([hung, again]);
  });

  it("a worker that dies during a request is replaced by a worker, not by the main thread", () => {
    const { client, workers, failures, results } = setup();
    const s = scenario("# crash\n");
    client.request(s);
    workers[0].ready();
    workers[0].crash("Out of memory");
    expect(workers[0].terminated).toBe(true);
    expect(failures).toEqual([{ kind: "crashed", scenario: s, detail: "Out of memory" }]);
    expect(client.mode).toBe("worker");
    // No watchdog left running for the lost request.
    vi.advanceTimersByTime(RESOLVE_TIME_LIMIT_MS * 2);
    expect(failures).toHaveLength(1);
    const next = { ...s, prompt: "next" };
    client.request(next);
    workers[1].ready();
    workers[1].answer();
    expect(results.map((r) => r.scenario)).toEqual([next]);
  });

  it("a resolver error is reported without a restart", () => {
    const { client, workers, failures } = setup();
    const s = scenario("# bug\n");
    client.request(s);
    workers[0].ready();
    workers[0].fail("internal");
    expect(failures).toEqual([{ kind: "error", scenario: s, detail: "internal" }]);
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(RESOLVE_TIME_LIMIT_MS * 2);
    expect(failures).toHaveLength(1);
  });

  it("stallNext (test hook) marks only the next request", () => {
    const { client, workers } = setup();
    client.stallNext(3000);
    client.request(scenario("# a\n"));
    workers[0].ready();
    workers[0].answer();
    client.request(scenario("# b\n"));
    expect(workers[0].received.map((r) => r.testStallMs)).toEqual([3000, undefined]);
  });
});

describe("SessionClient without a working worker", () => {
  it("a worker script that fails to load hands over to the main thread, which resolves the request", async () => {
    vi.useRealTimers();
    const { client, workers, failures, results } = setup();
    const s = scenario("# fallback\n");
    client.request(s);
    workers[0].crash("script failed to load");
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(client.mode).toBe("main-thread");
    expect(resolutionOf(results[0])).toEqual(resolve(s));
    expect(failures).toEqual([]);
  });

  it("on the main thread, later edits leave the maps the page handed over as they were (the backend copies each request, as postMessage would)", async () => {
    vi.useRealTimers();
    const results: AnsweredScenario[] = [];
    const client = new SessionClient((r) => results.push(r), { preferWorker: false });
    const first = scenario("# one\n");
    const firstFiles = { ...first.files };
    client.request(first);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    // Typing: setText makes each map from the one before, so the client sends patches.
    const second = { ...first, files: setText(first.files, "/repo/AGENTS.md", "# two\n") };
    client.request(second);
    await vi.waitFor(() => expect(results).toHaveLength(2));
    expect(first.files).toEqual(firstFiles);
    expect(resolutionOf(results[0])).toEqual(resolve(first));
    expect(resolutionOf(results[1])).toEqual(resolve(second));
  });
});

describe("SessionClient on the main thread, any sequence of edits", () => {
  it("every answer equals resolve() of its scenario, the newest scenario is answered, and no map the page handed over changes", async () => {
    vi.useRealTimers();
    const paths = ["/repo/AGENTS.md", "/repo/src/AGENTS.md", "/repo/src/a.ts", "/repo/docs/notes.md"];
    const step = fc.oneof(
      fc.record({ kind: fc.constant("type" as const), path: fc.constantFrom(...paths), text: fc.string({ maxLength: 12 }) }),
      fc.record({ kind: fc.constant("remove" as const), path: fc.constantFrom(...paths) }),
      fc.record({ kind: fc.constant("wait" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const results: AnsweredScenario[] = [];
        const client = new SessionClient((r) => results.push(r), { preferWorker: false });
        let current = scenario("# root\n");
        const sent: { scenario: Scenario; files: string }[] = [];
        const send = (s: Scenario) => {
          sent.push({ scenario: s, files: JSON.stringify(s.files) });
          client.request(s);
        };
        send(current);
        for (const st of steps) {
          if (st.kind === "wait") {
            await vi.waitFor(() => expect(client.busy).toBe(false));
            continue;
          }
          const has = Object.hasOwn(current.files, st.path);
          const files =
            st.kind === "remove"
              ? has
                ? remove(current.files, st.path)
                : current.files
              : has
                ? setText(current.files, st.path, st.text)
                : addFile(current.files, st.path, st.text);
          if (files === current.files) continue;
          current = { ...current, files };
          send(current);
        }
        await vi.waitFor(() => expect(client.busy).toBe(false));
        client.dispose();
        expect(results.at(-1)?.scenario).toBe(current);
        for (const r of results) expect(resolutionOf(r)).toEqual(resolve(r.scenario));
        for (const s of sent) expect(JSON.stringify(s.scenario.files)).toBe(s.files);
      }),
      { numRuns: 40 },
    );
  });
});

describe("describeFailure", () => {
  it("names the limit in seconds and says what is on screen", () => {
    const t = describeFailure({ kind: "timeout", limitMs: RESOLVE_TIME_LIMIT_MS }, true);
    expect(t.title).toBe("Resolving took longer than 10 s and was stopped.");
    expect(t.detail).toContain("The result shown is the last good one");
    expect(describeFailure({ kind: "timeout", limitMs: 1500 }, false).title).toBe("Resolving took longer than 1.5 s and was stopped.");
    expect(describeFailure({ kind: "timeout", limitMs: 1500 }, false).detail).toContain("There is no result to show yet.");
    expect(describeFailure({ kind: "crashed", detail: "Out of memory" }, true).title).toBe(
      "The resolver stopped unexpectedly (Out of memory) and was restarted.",
    );
  });
});

describe("SessionClient re-entrancy", () => {
  it("a request made from inside the answer callback wins over an older waiting one, and its answer arrives", () => {
    const workers: FakeWorker[] = [];
    const results: Scenario[] = [];
    const s1 = scenario("# one\n");
    const s2 = scenario("# two\n");
    const s3 = scenario("# three\n");
    let again: Scenario | null = s3;
    const client = new SessionClient(
      (r) => {
        results.push(r.scenario);
        // As the page does: the answer renders at once, and that render commits the newest scenario.
        if (again) client.request(again);
        again = null;
      },
      { createWorker: () => (workers.push(new FakeWorker()), workers[workers.length - 1]) },
    );
    client.request(s1);
    workers[0].ready();
    client.request(s2); // waits behind s1
    workers[0].answer(); // s1's answer; the callback asks for s3
    expect(results).toEqual([s1]);
    expect(workers[0].received.map((r) => r.id)).toHaveLength(2);
    workers[0].answer();
    // s3, the newest, is what the client asked last and what answers; s2 (older) was never sent.
    expect(results).toEqual([s1, s3]);
    expect(client.busy).toBe(false);
  });
});
