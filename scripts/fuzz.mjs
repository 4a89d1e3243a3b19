#!/usr/bin/env node
// `npm run fuzz`: the fuzz suites (test/fuzz/) at a large count and with the big inputs. CI runs the
// same suites at a modest count inside `npm test`. FUZZ_RUNS and FUZZ_SEED override; a failure prints
// its seed and writes the input that failed under test/fuzz/failures/.
import { spawnSync } from "node:child_process";

const env = { FUZZ_RUNS: "200", FUZZ_SIZE: "large", FUZZ_SEED: String(Date.now() % 1_000_000), ...process.env };
console.log(`fuzz: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED} FUZZ_SIZE=${env.FUZZ_SIZE}`);
const r = spawnSync("npx", ["vitest", "run", "test/fuzz", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, ...env } });
process.exit(r.status ?? 1);
