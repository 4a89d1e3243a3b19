import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/scenario/types";
import type { Resolution } from "@/lib/types";
import { emptyResolution } from "../worker/protocol";
import { JobRunner, type Job } from "./runner";

const scen = (cwd: string, agent = "codex"): Scenario => ({ version: 1, agent, cwd, files: {} });
const job = (key: string): Job => ({ key, scenario: scen("/" + key) });
const answer = (s: Scenario): Resolution => ({ ...emptyResolution(s), prompt: s.cwd });

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
    runner.submit("map", [job("m1"), job("m2")], { onResult: (k, r) => got.push(`${k}=${r.prompt}`), onDone: () => mapDone++ });
    runner.submit("columns", [job("c1")], { onResult: (k) => got.push(k) });
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
    runner.submit("columns", [job("a"), job("b")], { onResult: (k) => got.push("old " + k) });
    runner.submit("columns", [job("x")], { onResult: (k) => got.push("new " + k) });
    expect(runner.remaining("columns")).toBe(1);
    reply(); // answers "a": stale
    reply(); // answers "x"
    expect(got).toEqual(["new x"]);
    expect(sent.map((s) => s.cwd)).toEqual(["/a", "/x"]);
  });

  it("reports a failure for the job in flight and goes on", () => {
    const { runner, reply } = manual();
    const got: string[] = [];
    runner.submit("map", [job("a"), job("b")], { onResult: (k) => got.push(k), onError: (k, m) => got.push(`${k}: ${m}`) });
    runner.failed("boom");
    reply();
    expect(got).toEqual(["a: boom", "b"]);
  });

  it("ignores an answer for a scenario it did not send, and cancels a lane", () => {
    const { runner, reply } = manual();
    const got: string[] = [];
    runner.submit("map", [job("a"), job("b")], { onResult: (k) => got.push(k) });
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
