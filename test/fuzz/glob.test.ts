/**
 * The glob door on its own: every pattern a rule file may carry, through the guard and each engine the
 * agents use, must finish fast, in a child process killed when an answer is late. Families that broke
 * before are always included (trailing backslash runs hung picomatch's parser forever; a quantified
 * extglob `@(a|aa)+` was exponential).
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { runChild, type ChildLine } from "./child";
import { hostileGlobFamily } from "./glob-families";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
/** An answer later than this is a hang: a guarded pattern's tests take milliseconds. */
const STALL_MS = 15_000;
/** One pattern's tests against all hostile paths: the guard's per-test bound is tens of ms at worst. */
const SLOW_MS = 3_000;
const KNOWN = [
  "***(*)a**(\\\\",
  "src/\\\\\\\\",
  "a/b\\\\\\\\\\",
  "(x)\\\\\\\\",
  "src/@(a|aa)+b",
  "src/!(a|aa)+b",
  "src/?(a|aa)+b",
  "src/@(a|aa)*",
  "src/(a|aa)+b",
];

interface Line extends ChildLine {
  ms?: number;
}

it(`tests ${RUNS} hostile globs (seed ${SEED}) with every engine, none stalling or slow`, async () => {
  const patterns = [...KNOWN, ...fc.sample(hostileGlobFamily, { numRuns: RUNS, seed: SEED })];
  const { lines, stalled } = await runChild<Line>(
    "glob-child.ts",
    patterns.map((pattern, index) => JSON.stringify({ index, pattern })),
    STALL_MS,
  );
  if (stalled !== null) expect.fail(`the pattern ${JSON.stringify(patterns[stalled])} (seed ${SEED}) stalled`);
  expect(lines.length).toBe(patterns.length);
  const slow = lines.filter((l) => (l.ms ?? 0) > SLOW_MS).map((l) => `${JSON.stringify(patterns[l.index])}: ${l.ms} ms`);
  expect(slow).toEqual([]);
}, 120_000);
