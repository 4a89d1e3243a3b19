/**
 * The rule-text door: hostile globs, YAML, whitespace runs, imports and markdown, for every agent and
 * variant. Each scenario must resolve without a throw or an internal error and without stalling: the
 * resolves run in a child process, killed when one answer is later than STALL_MS, and the input that
 * stalled is written to test/fuzz/failures/ so it can be replayed and kept as a fixture.
 *
 * FUZZ_RUNS (default 8) scenarios, FUZZ_SEED to replay, FUZZ_SIZE=large for the big inputs
 * (`npm run fuzz` sets both).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, it } from "vitest";
import { runChild, ROOT, type ChildLine } from "./child";
import { hostileScenario } from "./hostile-rules";

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** No single agent may take this long on one scenario: far above any bound's worst case, far below a hang. */
const STALL_MS = 60_000;

interface Line extends ChildLine {
  agent?: string;
  variant?: string;
  ms?: number;
  rssMB?: number;
  problem?: string | null;
}

it(
  `resolves ${RUNS} hostile rule trees (seed ${SEED}) for every agent without a throw, an internal error or a stall`,
  async () => {
    const scenarios = fc.sample(hostileScenario, { numRuns: RUNS, seed: SEED });
    const { lines, stalled } = await runChild<Line>(
      "resolve-child.ts",
      scenarios.map((scenario, index) => JSON.stringify({ index, scenario })),
      STALL_MS,
    );
    if (stalled !== null) {
      const dir = join(ROOT, "test", "fuzz", "failures");
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `rule-text-${SEED}-${stalled}.json`);
      writeFileSync(file, JSON.stringify(scenarios[stalled], null, 1));
      const last = lines.filter((l) => l.index === stalled && l.agent).pop();
      expect.fail(
        `scenario ${stalled} (seed ${SEED}) stalled after ${last ? `${last.agent}/${last.variant}` : "no agent"}; input written to ${file}`,
      );
    }
    const problems = lines.filter((l) => l.problem).map((l) => `scenario ${l.index} ${l.agent}/${l.variant}: ${l.problem}`);
    expect(problems).toEqual([]);
    expect(lines.filter((l) => l.done).length).toBe(RUNS);
    const slowest = lines.filter((l) => l.ms !== undefined).sort((a, b) => b.ms! - a.ms!)[0];
    console.log(
      `rule-text fuzz: ${RUNS} scenarios, slowest ${slowest?.agent}/${slowest?.variant} ${slowest?.ms} ms, peak ${Math.max(...lines.map((l) => l.rssMB ?? 0))} MB`,
    );
  },
  30 * 60_000,
);
