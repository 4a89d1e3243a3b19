/**
 * `npm run bench`: how much resolve() costs over the file-system work it cannot avoid.
 *
 * For generated monorepos of 1k, 10k and 100k files and for every agent: build the memfs tree once,
 * time resolve() with the working directory deep in the tree (median of several runs), then replay
 * the exact port calls that resolve's trace recorded straight on the port ("bare fs"), without the
 * profile logic. resolve() also validates the whole scenario on every call, so the profile step is
 * timed on its own too. Numbers, not assertions: this is not a test.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { PROFILES } from "../lib/agents";
import { GlobGuard } from "../lib/core/glob-guard";
import { ImportBudget } from "../lib/core/import-budget";
import { YamlReader } from "../lib/core/yaml-bounded";
import { cutToTokens } from "../lib/core/token-cut";
import type { AgentProfile, ResolveContext } from "../lib/agents/base";
import { countTokens } from "../lib/core/tokens";
import { tracingFs } from "../lib/core/tracing-fs";
import { buildMemfs } from "../lib/fs/memfs";
import type { FsPort } from "../lib/fs/port";
import { AGENT_IDS, resolve, sessionInput } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";
import { validateScenario } from "../lib/scenario/validate";
import type { Step } from "../lib/types";
import { generateMonorepo, HOME as MONOREPO_HOME, monorepoScenario, ROOT as MONOREPO_ROOT } from "./gen-monorepo";
import { check } from "../lib/check/engine";

const SIZES = [1_000, 10_000, 100_000];
/** Timed runs per size: enough for a stable median, few enough to finish well inside 3 minutes. */
const RUNS: Record<number, number> = { 1_000: 15, 10_000: 7, 100_000: 3 };
const BUILD_RUNS: Record<number, number> = { 1_000: 5, 10_000: 3, 100_000: 2 };
/** The replay is microseconds; repeat it inside one timing so the clock's resolution does not dominate. */
const REPLAY_REPEAT = 50;

const profiles: readonly AgentProfile[] = PROFILES;

/** A full GC before each timed run, so one run does not pay for the garbage of the last (100k trees make plenty). */
const collectGarbage: () => void = (() => {
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return () => {};
  }
})();

function timeMs(fn: () => void): number {
  collectGarbage();
  const t = performance.now();
  fn();
  return performance.now() - t;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function medianOf(runs: number, fn: () => void): number {
  return median(Array.from({ length: runs }, () => timeMs(fn)));
}

/** Turn a trace back into the port calls it records (`decide` steps are logic, not fs work). */
function replayPlan(trace: Step[], fs: FsPort): (() => unknown)[] {
  const plan: (() => unknown)[] = [];
  for (const { op, path, result } of trace) {
    if (path === undefined) continue;
    switch (op) {
      case "stat":
      case "lstat":
      case "readdir":
      case "readlink":
      case "realpath":
        plan.push(() => fs[op](path));
        break;
      case "read": {
        const limit = /\(limit (\d+) B\)/.exec(result)?.[1];
        const n = limit === undefined ? undefined : Number(limit);
        plan.push(() => fs.readFile(path, n));
        break;
      }
      case "decide":
        break;
    }
  }
  return plan;
}

/** The profile step of resolve() on its own: same context, no validation (resolve.ts does the rest). */
function runProfile(profile: AgentProfile, scenario: Scenario, fs: FsPort): void {
  const trace: Step[] = [];
  const ctx: ResolveContext = {
    input: sessionInput(scenario),
    variant: profile.defaultVariant,
    fs: tracingFs(fs, trace),
    source: () => {},
    diag: () => {},
    budget: () => {},
    decide: (result, path) => void trace.push({ op: "decide", result, ...(path !== undefined ? { path } : {}) }),
    tokens: { cut: cutToTokens },
    globs: new GlobGuard(() => {}),
    yaml: new YamlReader(),
    imports: new ImportBudget(() => {}),
    trace,
  };
  countTokens(profile.resolve(ctx).prompt.toString());
}

const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0));
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : "n/a");
/** Without any probe there is no fs work to compare with (a placeholder profile). */
const ratioOf = (r: Row, a: number) => (r.probes === 0 ? "n/a" : ratio(a, r.bareMs));

interface Row {
  agent: string;
  n: number;
  resolveMs: number;
  bareMs: number;
  /** The profile alone (plus token counting), without scenario validation. */
  profileMs: number;
  probes: number;
  promptBytes: number;
  files: number;
  note: string;
}

function printTable(rows: Row[]): void {
  const head = ["agent", "N", "resolve ms", "bare-fs ms", "ratio", "profile ms", "profile ratio", "probes", "prompt B", "files", "note"];
  const body = rows.map((r) => [
    r.agent,
    String(r.n),
    fmt(r.resolveMs),
    fmt(r.bareMs),
    ratioOf(r, r.resolveMs),
    fmt(r.profileMs),
    ratioOf(r, r.profileMs),
    String(r.probes),
    String(r.promptBytes),
    String(r.files),
    r.note,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i <= 1 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

function main(): void {
  const started = performance.now();
  const rows: Row[] = [];
  console.log(`Rulescope bench: ${profiles.length} agents, N = ${SIZES.join(", ")} (node ${process.version})\n`);
  for (const n of SIZES) {
    const repo = generateMonorepo(n);
    const count = Object.keys(repo.files).length;
    let built!: ReturnType<typeof buildMemfs>;
    const buildMs = medianOf(BUILD_RUNS[n], () => void (built = buildMemfs(repo.files)));
    const { fs, problems } = built;
    if (problems.length > 0) console.log(`  warning: ${problems.length} entries could not be built, e.g. ${problems[0].path}: ${problems[0].message}`);
    console.log(`N=${n}: ${count} files (${repo.ruleFiles} instruction files), memfs build ${fmt(buildMs)} ms, cwd ${repo.deepCwd}`);
    const validateMs = medianOf(RUNS[n], () => validateScenario(monorepoScenario(repo, profiles[0].id), AGENT_IDS));
    console.log(`  scenario validation (part of every resolve): ${fmt(validateMs)} ms`);
    for (const profile of profiles) {
      const scenario = monorepoScenario(repo, profile.id);
      const res = resolve(scenario, fs); // warm-up, and the trace to replay
      const resolveMs = medianOf(RUNS[n], () => resolve(scenario, fs));
      const profileMs = medianOf(RUNS[n], () => runProfile(profile, scenario, fs));
      const plan = replayPlan(res.trace, fs);
      const bareMs = medianOf(RUNS[n], () => {
        for (let i = 0; i < REPLAY_REPEAT; i++) for (const call of plan) call();
      }) / REPLAY_REPEAT;
      const failed = res.diagnostics.find((d) => d.code === "internal-error");
      rows.push({
        agent: profile.id,
        n,
        resolveMs,
        bareMs,
        profileMs,
        probes: plan.length,
        promptBytes: res.stats.bytes,
        files: res.stats.files,
        note: failed ? "internal-error: " + failed.message.slice(0, 60) : plan.length === 0 ? "no fs work (placeholder profile?)" : "",
      });
    }
  }
  console.log("");
  printTable(rows);
  console.log(`\nratio = resolve / bare fs. profile = the profile's resolve with a tracing port plus token counting, without`);
  console.log(`the scenario validation resolve() repeats on every call; profile ratio = profile / bare fs.`);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The check section: `check` of three agents against one resolve, on the same tree. */
const CHECK_SIZES = [1_000, 10_000];
const CHECK_AGENTS = ["codex", "claude-code", "cursor"];
const CHECK_RUNS: Record<number, number> = { 1_000: 5, 10_000: 3 };

function benchCheck(): void {
  console.log(`\ncheck: ${CHECK_AGENTS.join(", ")} from their default working directories, against one resolve (codex, deep cwd)`);
  for (const n of CHECK_SIZES) {
    const repo = generateMonorepo(n);
    const { fs } = buildMemfs(repo.files);
    const scenario = monorepoScenario(repo, "codex");
    resolve(scenario, fs);
    const resolveMs = medianOf(RUNS[n], () => resolve(scenario, fs));
    let report!: ReturnType<typeof check>;
    // Port calls the check makes (what sharing probes across runs saves), counted on a wrapper.
    let calls = 0;
    const counted: FsPort = {
      lstat: (p) => (calls++, fs.lstat(p)),
      stat: (p) => (calls++, fs.stat(p)),
      readFile: (p, limit) => (calls++, fs.readFile(p, limit)),
      readdir: (p) => (calls++, fs.readdir(p)),
      readlink: (p) => (calls++, fs.readlink(p)),
      realpath: (p) => (calls++, fs.realpath(p)),
      exists: (p) => (calls++, fs.exists(p)),
    };
    const opts = { fs: counted, root: MONOREPO_ROOT, home: MONOREPO_HOME, agents: CHECK_AGENTS.map((id) => ({ id })) };
    report = check(opts);
    const probes = calls;
    const checkMs = Math.min(...Array.from({ length: CHECK_RUNS[n] }, () => timeMs(() => void (report = check(opts)))));
    console.log(
      `  N=${n}: resolve ${fmt(resolveMs)} ms, check ${fmt(checkMs)} ms (best of ${CHECK_RUNS[n]}; ${report.stats.resolves} resolves, ${report.cwds.length} cwds, ${probes} port calls, ${report.findings.length} findings): check / resolve = ${ratio(checkMs, resolveMs)}`,
    );
  }
}

if (process.env.BENCH !== "check") main();
benchCheck();
