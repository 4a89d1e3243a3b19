/**
 * Seeded, replayable fuzzing for the untrusted doors (test/fuzz/<door>.test.ts).
 *
 *   npx vitest run test/fuzz/scenario.test.ts    200 runs per property, fixed seed (CI)
 *   FUZZ_RUNS=20000 npx vitest run test/fuzz/zip.test.ts   harder (npm run fuzz:doors: all three)
 *   FUZZ_SEED=123 FUZZ_PATH="4:1:0" npx vitest run test/fuzz/zip.test.ts
 *                                                 replay the failure fast-check printed
 *
 * Every failure found becomes a fixed test case next to the code it broke.
 */
import type fc from "fast-check";

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** fast-check parameters: the seed, the runs, and the path of one failure to replay when given. */
export function fuzzParams<T>(runsScale = 1): fc.Parameters<T> {
  return {
    seed: FUZZ_SEED,
    numRuns: Math.max(1, Math.round(FUZZ_RUNS * runsScale)),
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH, endOnFailure: true } : {}),
  };
}

/** A test timeout with room for the runs asked for (`msPerRun` measured on a busy 2-core machine). */
export const fuzzTimeout = (msPerRun: number, runsScale = 1) => Math.max(30_000, FUZZ_RUNS * runsScale * msPerRun * 2);

/** C0 controls and DEL: never shown raw in a message (they are escaped as \uXXXX). */
export const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Object.prototype's own keys now, to check after each run that nothing was added to it. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(",");
