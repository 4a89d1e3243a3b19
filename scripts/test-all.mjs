#!/usr/bin/env node
// `npm test`: lint (ESLint, then knip for dead files, exports and dependencies), type-check, unit +
// conformance tests (vitest), the static build, its size budget (size-limit), the e2e tests
// (Playwright on Debian's Chromium), and the VS Code extension's in code-server. Ends with one plain
// line "N passed, N failed" over every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const tmp = mkdtempSync(join(tmpdir(), "rulescope-test-"));
let passed = 0;
let failed = 0;
/** Each stage's wall time, said before the last line: the loop everyone waits on, measured. */
const took = [];

function step(name, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const start = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  took.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  return r.status === 0;
}

/** A check without its own test counts (lint, types, build, size budget) counts as one test. */
function check(name, cmd, args) {
  const ok = step(name, cmd, args);
  ok ? passed++ : failed++;
  return ok;
}

check("lint", "npm", ["run", "lint"]);
check("types", "npx", ["tsc", "--noEmit"]);

const vitestJson = join(tmp, "vitest.json");
step("unit + conformance", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
} else failed++;

// npm run build: next build, then the Content-Security-Policy step (scripts/csp-postbuild.ts).
// The export under a sub-path first (it builds through out/, then moves it to out-subpath/).
const builtSubpath = existsSync("app") ? check("build under a sub-path", "npm", ["run", "build:subpath"]) : true;
const built = existsSync("app") ? check("build", "npm", ["run", "build"]) && builtSubpath : true;
// The size budget of the page just built (.size-limit.mjs): prints the measured size, fails over the limit.
if (existsSync(".size-limit.mjs")) {
  if (built) check("size budget", "npm", ["run", "size"]);
  else failed++;
}
if (existsSync("playwright.config.ts")) {
  if (!built) failed++;
  else playwright("e2e", "playwright.json", []);
}
// The VS Code extension in a real VS Code (e2e-vscode/): code-server, installed once into a cache
// outside the repository, then the suite's own Playwright config, given the command installed.
if (existsSync("e2e-vscode/playwright.config.ts")) {
  const bin = output("code-server install", "bash", ["scripts/vscode-e2e/install-code-server.sh"]);
  if (!bin) failed++;
  else playwright("vscode e2e", "playwright-vscode.json", ["-c", "e2e-vscode/playwright.config.ts"], { CODE_SERVER: bin });
}

/** Runs a step whose stdout's last line is its answer (stderr shows as it goes); null if it failed. */
function output(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const start = Date.now();
  const r = spawnSync(cmd, args, { stdio: ["ignore", "pipe", "inherit"], env, encoding: "utf8" });
  took.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  return r.status === 0 ? (r.stdout.trim().split("\n").at(-1) ?? null) : null;
}

/** A Playwright run, its tests counted from its JSON report (none run counts as a failure). */
function playwright(name, reportName, args, extraEnv = {}) {
  const pwJson = join(tmp, reportName);
  step(name, "npx", ["playwright", "test", ...args, "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, ...extraEnv });
  if (!existsSync(pwJson)) return void failed++;
  const report = JSON.parse(readFileSync(pwJson, "utf8"));
  const s = report.stats ?? {};
  if ((s.flaky ?? 0) > 0) console.log(`\nFlaky (failed once, passed on the retry): ${flakyTitles(report).join("; ")}`);
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  if ((s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0) === 0) failed++;
}

/** The titles of the specs Playwright marks flaky in its JSON report. */
function flakyTitles(report) {
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === "flaky") out.push(`[${t.projectName}] ${[...path, spec.title].join(" › ")}`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

console.log(`\nStages: ${took.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
