/**
 * The check door: the rule-text fuzz's hostile trees (backtracking globs, exploding YAML, whitespace
 * runs, import webs) through `check` with a random set of agents, in a child process killed when one
 * answer is late. check must finish without a throw and without a failure inside Rulescope.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { PROFILES } from "../../lib/agents";
import { runChild, type ChildLine } from "./child";
import { hostileScenario } from "./hostile-rules";

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const STALL_MS = 120_000;

interface Line extends ChildLine {
  ms?: number;
  rssMB?: number;
  problem?: string | null;
}

it(`checks ${RUNS} hostile rule trees (seed ${SEED}) without a throw, a failure or a stall`, async () => {
  const inputs = fc.sample(fc.tuple(hostileScenario, fc.subarray(PROFILES.map((p) => p.id), { minLength: 1, maxLength: 4 })), { numRuns: RUNS, seed: SEED });
  const { lines, stalled } = await runChild<Line>("check-child.ts", inputs.map(([scenario, agents], index) => JSON.stringify({ index, scenario, agents })), STALL_MS);
  if (stalled !== null) expect.fail(`check stalled on scenario ${stalled} (seed ${SEED}) with ${inputs[stalled][1].join(", ")}`);
  expect(lines.filter((l) => l.problem).map((l) => `scenario ${l.index} (${inputs[l.index][1].join(", ")}): ${l.problem}`)).toEqual([]);
  expect(lines.length).toBe(RUNS);
  console.log(`check fuzz: ${RUNS} trees, slowest ${Math.max(...lines.map((l) => l.ms ?? 0))} ms, peak ${Math.max(...lines.map((l) => l.rssMB ?? 0))} MB`);
}, 30 * 60_000);
