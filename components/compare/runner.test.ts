import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import { emptyResolution } from "@/lib/types";
import { JobRunner, type Job } from "./runner";

const scen = (cwd: string, agent = "codex"): Scenario => ({ version: 1, agent, cwd, files: {} });
const job = (key: string): Job => ({ key, scenario: scen("/" + key) });
const answer = (s: Scenario): Resolution => ({ ...emptyResolution(s.agent, s.variant ?? ""), prompt: s.cwd });

/** A backend that answers only when told, like the worker does (asynchronously). */
function manual() {
  const sent: Scenario[] = [];
  const runner = new JobRunner((s) => sent.push(s));
  const reply = () => {
    const s = sent[sent.length - 1];
    runner.resolved(s, answer(s));
  };
  return { sent, runner, reply };
}

describe("JobRunner", () => {
  it("runs one job at a time, columns before the map", () => {
    const { sent, runner, reply } = manual();
    const got: string[] = [];
    let mapDone = 0;
    runner.submit("map", [job("m1"), job("m2")], { onResult: (k, r) => void got.push(`${k}=${r?.prompt}`), onDone: () => mapDone++ });
    runner.submit("columns", [job("c1")], { onResult: (k) => void got.push(k) });
    expect(sent.map((s) => s.cwd)).toEqual(["/m1"]);
    reply();
    reply();
    reply();
    expect(got).toEqual(["m1=/m1", "c1", "m2=/m2"]);
    expect(mapDone).toBe(1);
    expect(runner.busy).toBe(false);
  });

  it("drops the queue and the stale answer when a lane is submitted again", () => {
    const { sent, runner, reply } = manual();
    const got: string[] = [];
    runner.submit("columns", [job("a"), job("b")], { onResult: (k) => void got.push("old " + k) });
    runner.submit("columns", [job("x")], { onResult: (k) => void got.push("new " + k) });
    expect(runner.remaining("columns")).toBe(1);
    reply(); // answers "a": stale
    reply(); // answers "x"
    expect(got).toEqual(["new x"]);
    expect(sent.map((s) => s.cwd)).toEqual(["/a", "/x"]);
  });

  it("queues the jobs a handler returns at the end of its own batch, and ends the batch after them", () => {
    const { sent, runner, reply } = manual();
    const got: string[] = [];
    let done = 0;
    runner.submit("map", [job("a")], {
      onResult: (k) => {
        got.push(k);
        return k === "a" ? [job("b"), job("c")] : k === "b" ? [job("d")] : [];
      },
      onDone: () => done++,
    });
    for (let i = 0; i < 4; i++) reply();
    expect(got).toEqual(["a", "b", "c", "d"]);
    expect(sent.map((s) => s.cwd)).toEqual(["/a", "/b", "/c", "/d"]);
    expect(done).toBe(1);
    expect(runner.busy).toBe(false);
  });

  it("reports a failure for the job in flight and goes on", () => {
    const { sent, runner, reply } = manual();
    const got: string[] = [];
    runner.submit("map", [job("a"), job("b")], {
      onResult: (k) => void got.push(k),
      onError: (k, f) => void got.push(`${k}: ${f.kind === "error" ? f.detail : f.kind}`),
      // A resolver error is a bug in one resolve, not a scenario that hangs: nothing is skipped.
      skipAfterStop: () => true,
    });
    runner.failed({ kind: "error", scenario: sent[0], detail: "boom" });
    reply();
    expect(got).toEqual(["a: boom", "b"]);
  });

  it("after a timeout, reports the queued jobs the lane marks as the same without sending them", () => {
    const { sent, runner, reply } = manual();
    const got: string[] = [];
    let done = 0;
    // Keys are "<dir>:<agent>", as the precedence map makes them.
    const jobs = ["0:0", "0:1", "1:0", "1:1", "2:0"].map((k) => ({ key: k, scenario: scen("/" + k) }));
    runner.submit("map", jobs, {
      onResult: (k) => void got.push(`${k} ok`),
      onError: (k, f) => void got.push(`${k} ${f.kind} ${f.scenario.cwd}`),
      onDone: () => done++,
      skipAfterStop: (a, b) => a.key.split(":")[1] === b.key.split(":")[1],
    });
    runner.failed({ kind: "timeout", scenario: sent[0], limitMs: 10 });
    expect(got).toEqual(["0:0 timeout /0:0", "1:0 timeout /1:0", "2:0 timeout /2:0"]);
    reply();
    reply();
    expect(got.slice(3)).toEqual(["0:1 ok", "1:1 ok"]);
    expect(sent.map((s) => s.cwd)).toEqual(["/0:0", "/0:1", "/1:1"]);
    expect(done).toBe(1);
  });

  it("ignores a failure for a scenario that is not in flight", () => {
    const { runner, reply } = manual();
    const got: string[] = [];
    runner.submit("map", [job("a")], { onResult: (k) => void got.push(k), onError: (k) => void got.push(`${k} failed`) });
    runner.failed({ kind: "crashed", scenario: scen("/elsewhere"), detail: "x" });
    reply();
    expect(got).toEqual(["a"]);
  });

  it("ignores an answer for a scenario it did not send, and cancels a lane", () => {
    const { runner, reply } = manual();
    const got: string[] = [];
    runner.submit("map", [job("a"), job("b")], { onResult: (k) => void got.push(k) });
    runner.resolved(scen("/zzz"), answer(scen("/zzz")));
    runner.cancel("map");
    reply();
    expect(got).toEqual([]);
    expect(runner.busy).toBe(false);
  });

  it("calls onDone at once for an empty batch", () => {
    const { runner } = manual();
    let done = false;
    runner.submit("map", [], { onResult: () => {}, onDone: () => (done = true) });
    expect(done).toBe(true);
  });
});

describe("JobRunner map jobs", () => {
  it("hands a job's folders to the backend and its rows back to the lane, keyed as submitted", () => {
    const sent: [Scenario, { dirs: string[] } | undefined][] = [];
    const runner = new JobRunner((s, map) => sent.push([s, map]));
    const got: [string, string[][] | undefined][] = [];
    runner.submit("map", [{ key: "0:1", scenario: scen("/"), map: { dirs: ["/a", "/b"] } }, job("plain")], {
      onResult: (k, _r, rows) => void got.push([k, rows]),
    });
    expect(sent[0][1]).toEqual({ dirs: ["/a", "/b"] });
    runner.resolved(sent[0][0], answer(sent[0][0]), [["/a/AGENTS.md"], []]);
    expect(sent[1][1]).toBeUndefined();
    runner.resolved(sent[1][0], answer(sent[1][0]));
    expect(got).toEqual([
      ["0:1", [["/a/AGENTS.md"], []]],
      ["plain", undefined],
    ]);
  });
});
