/**
 * The rule-text door: hostile globs, YAML, whitespace runs, imports and markdown, for every agent and
 * variant. Each scenario must resolve without a throw or an internal error and without stalling: the
 * resolves run in a child process, killed when one answer is later than STALL_MS, and the input that
 * stalled is written to test/fuzz/failures/ so it can be replayed and kept as a fixture.
 *
 * FUZZ_RUNS (default 8) scenarios, FUZZ_SEED to replay, FUZZ_SIZE=large for the big inputs
 * (`npm run fuzz` sets both).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, it } from "vitest";
import { hostileScenario } from "./hostile-rules";

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** No single agent may take this long on one scenario: far above any bound's worst case, far below a hang. */
const STALL_MS = 60_000;
const ROOT = join(import.meta.dirname, "..", "..");

interface Line {
  index: number;
  agent?: string;
  variant?: string;
  ms?: number;
  rssMB?: number;
  problem?: string | null;
  done?: boolean;
}

function runChild(inputs: string[]): Promise<{ lines: Line[]; stalled: number | null }> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "resolve-child.ts")], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
    const lines: Line[] = [];
    let buffer = "";
    let current = 0;
    let timer: NodeJS.Timeout;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        child.kill("SIGKILL");
        done({ lines, stalled: current });
      }, STALL_MS);
    };
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      buffer += d;
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = JSON.parse(buffer.slice(0, nl)) as Line;
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        current = line.done ? line.index + 1 : line.index;
        arm();
      }
    });
    child.on("error", failed);
    child.on("close", () => {
      clearTimeout(timer);
      done({ lines, stalled: null });
    });
    arm();
    for (const input of inputs) child.stdin.write(input + "\n");
    child.stdin.end();
  });
}

it(`resolves ${RUNS} hostile rule trees (seed ${SEED}) for every agent without a throw, an internal error or a stall`, async () => {
  const scenarios = fc.sample(hostileScenario, { numRuns: RUNS, seed: SEED });
  const { lines, stalled } = await runChild(scenarios.map((scenario, index) => JSON.stringify({ index, scenario })));
  if (stalled !== null) {
    const dir = join(ROOT, "test", "fuzz", "failures");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `rule-text-${SEED}-${stalled}.json`);
    writeFileSync(file, JSON.stringify(scenarios[stalled], null, 1));
    const last = lines.filter((l) => l.index === stalled && l.agent).pop();
    expect.fail(`scenario ${stalled} (seed ${SEED}) stalled after ${last ? `${last.agent}/${last.variant}` : "no agent"}; input written to ${file}`);
  }
  const problems = lines.filter((l) => l.problem).map((l) => `scenario ${l.index} ${l.agent}/${l.variant}: ${l.problem}`);
  expect(problems).toEqual([]);
  expect(lines.filter((l) => l.done).length).toBe(RUNS);
  const slowest = lines.filter((l) => l.ms !== undefined).sort((a, b) => b.ms! - a.ms!)[0];
  console.log(`rule-text fuzz: ${RUNS} scenarios, slowest ${slowest?.agent}/${slowest?.variant} ${slowest?.ms} ms, peak ${Math.max(...lines.map((l) => l.rssMB ?? 0))} MB`);
}, 30 * 60_000);
