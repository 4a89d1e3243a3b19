/**
 * `npm run bench`: how much resolve() costs over the file-system work it cannot avoid.
 *
 * For generated monorepos of 1k, 10k and 100k files and for every agent: build the memfs tree once
 * and validate each scenario once (as the CLI and the preview's worker do: validateScenario() returns
 * a frozen scenario that resolve() does not check again), time resolve() with the working directory
 * deep in the tree (median of several runs), then replay the exact port calls that resolve's trace
 * recorded straight on the port ("bare fs"), without the profile logic. Token counts are lazy in a
 * Resolution, so counting the prompt's tokens is timed apart. The same is done over the real disk
 * (the tree written to a temporary folder, read through the CLI's node:fs port), where a probe is a
 * system call rather than a map lookup. Numbers, not assertions: this is not a test.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { PROFILES } from "../lib/agents";
import type { AgentProfile } from "../lib/agents/base";
import { nodeFs } from "../lib/cli/node-fs";
import { countTokens } from "../lib/core/tokens";
import { buildMemfs } from "../lib/fs/memfs";
import type { FsPort } from "../lib/fs/port";
import { AGENT_IDS, resolve } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";
import { validateScenario } from "../lib/scenario/validate";
import type { Step } from "../lib/types";
import { generateMonorepo, HOME as MONOREPO_HOME, monorepoScenario, ROOT as MONOREPO_ROOT, type Monorepo } from "./gen-monorepo";
import { check } from "../lib/check/engine";

const SIZES = [1_000, 10_000, 100_000];
/** Timed runs per size: enough for a stable median, few enough to finish well inside 3 minutes. */
const RUNS: Record<number, number> = { 1_000: 15, 10_000: 7, 100_000: 5 };
const BUILD_RUNS: Record<number, number> = { 1_000: 5, 10_000: 3, 100_000: 2 };
/**
 * Each timed batch repeats the call until it lasts about this long: a replay or a resolve takes
 * microseconds, and one call right after a full GC (which each batch starts with) is not typical.
 */
const BATCH_MS = 20;

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

/** Median time of one call of fn, timed in batches of as many calls as fill about BATCH_MS. */
function perCall(runs: number, fn: () => void): number {
  const once = timeMs(fn);
  const repeat = Math.max(1, Math.min(100_000, Math.ceil(BATCH_MS / Math.max(once, 0.001))));
  return (
    medianOf(runs, () => {
      for (let i = 0; i < repeat; i++) fn();
    }) / repeat
  );
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

/** The generated tree on the real disk: `/repo/...` and `/home/user/...` under a fresh temporary folder. */
function writeToDisk(repo: Monorepo): { fs: FsPort; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "rulescope-bench-"));
  for (const [path, entry] of Object.entries(repo.files)) {
    if (typeof entry !== "string") continue;
    const real = join(dir, path);
    mkdirSync(dirname(real), { recursive: true });
    writeFileSync(real, entry);
  }
  return { fs: nodeFs({ root: dir }), dir };
}

const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0));
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : "n/a");

interface Row {
  agent: string;
  n: number;
  resolveMs: number;
  bareMs: number;
  tokensMs: number;
  diskResolveMs: number;
  diskBareMs: number;
  probes: number;
  promptBytes: number;
  files: number;
  note: string;
}

function printTable(rows: Row[]): void {
  const head = [
    "agent",
    "N",
    "resolve ms",
    "bare-fs ms",
    "ratio",
    "tokens ms",
    "disk resolve ms",
    "disk bare ms",
    "disk ratio",
    "probes",
    "prompt B",
    "files",
    "note",
  ];
  const body = rows.map((r) => [
    r.agent,
    String(r.n),
    fmt(r.resolveMs),
    fmt(r.bareMs),
    r.probes === 0 ? "n/a" : ratio(r.resolveMs, r.bareMs),
    fmt(r.tokensMs),
    fmt(r.diskResolveMs),
    fmt(r.diskBareMs),
    r.probes === 0 ? "n/a" : ratio(r.diskResolveMs, r.diskBareMs),
    String(r.probes),
    String(r.promptBytes),
    String(r.files),
    r.note,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i <= 1 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

/** Validated once, as every caller now does: the frozen scenario resolve() trusts. */
function validated(raw: Scenario): Scenario {
  const v = validateScenario(raw, AGENT_IDS);
  if (!v.ok) throw new Error(`the generated scenario is invalid: ${v.problems[0].message}`);
  return v.scenario;
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
    if (problems.length > 0)
      console.log(`  warning: ${problems.length} entries could not be built, e.g. ${problems[0].path}: ${problems[0].message}`);
    const writeStart = performance.now();
    const disk = writeToDisk(repo);
    const writeMs = performance.now() - writeStart;
    console.log(
      `N=${n}: ${count} files (${repo.ruleFiles} instruction files), memfs build ${fmt(buildMs)} ms, written to disk in ${fmt(writeMs)} ms, cwd ${repo.deepCwd}`,
    );
    const validateMs = medianOf(Math.min(RUNS[n], 3), () => validateScenario(monorepoScenario(repo, profiles[0].id), AGENT_IDS));
    console.log(`  scenario validation, once per input: ${fmt(validateMs)} ms`);
    for (const profile of profiles) {
      const scenario = validated(monorepoScenario(repo, profile.id));
      // The CLI's own scenario for a tree on disk carries no files: the port has them.
      const onDisk = validated({ ...monorepoScenario(repo, profile.id), files: {} });
      const res = resolve(scenario, fs); // warm-up, and the trace to replay
      const resolveMs = perCall(RUNS[n], () => resolve(scenario, fs));
      const tokensMs = perCall(RUNS[n], () => countTokens(res.prompt));
      const plan = replayPlan(res.trace, fs);
      const bareMs = perCall(RUNS[n], () => plan.forEach((call) => call()));
      const diskRes = resolve(onDisk, disk.fs);
      const diskResolveMs = perCall(RUNS[n], () => resolve(onDisk, disk.fs));
      const diskPlan = replayPlan(diskRes.trace, disk.fs);
      const diskBareMs = perCall(RUNS[n], () => diskPlan.forEach((call) => call()));
      const failed = res.diagnostics.find((d) => d.code === "internal-error");
      const differs = diskRes.prompt !== res.prompt ? "disk prompt differs from memfs! " : "";
      rows.push({
        agent: profile.id,
        n,
        resolveMs,
        bareMs,
        tokensMs,
        diskResolveMs,
        diskBareMs,
        probes: plan.length,
        promptBytes: res.stats.bytes,
        files: res.stats.files,
        note:
          differs +
          (failed ? "internal-error: " + failed.message.slice(0, 60) : plan.length === 0 ? "no fs work (placeholder profile?)" : ""),
      });
    }
    rmSync(disk.dir, { recursive: true, force: true });
  }
  console.log("");
  printTable(rows);
  console.log(`\nratio = resolve / bare fs (the trace's port calls replayed on the same port). resolve excludes validation`);
  console.log(`(once per input, above) and token counting (lazy in a Resolution; "tokens ms" when asked).`);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The check section: `check` of three agents against one resolve, on the same tree. */
const CHECK_SIZES = [1_000, 10_000];
const CHECK_AGENTS = ["codex", "claude-code", "cursor"];
/** The goal for the CLI line: check at most this many times one `resolve --dir`, and under this peak. */
const CHECK_GOAL = { ratio: 6, mb: 300 };

/** Whether the 30,000-file check meets CHECK_GOAL, with the numbers; memory is not judged without GNU time. */
function checkGoal(check: { ms: number; mb: number | null }, resolveMs: number): string {
  const r = check.ms / resolveMs;
  const fast = r <= CHECK_GOAL.ratio;
  const small = check.mb === null || check.mb < CHECK_GOAL.mb;
  const peak = check.mb === null ? "peak memory not measured (no /usr/bin/time)" : `peak ${check.mb.toFixed(0)} MB`;
  return `goal: check within ${CHECK_GOAL.ratio}x resolve and under ${CHECK_GOAL.mb} MB: ${fast && small ? "met" : "missed"} (${r.toFixed(1)}x: ${fmt(check.ms)} ms against ${fmt(resolveMs)} ms; ${peak})`;
}
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
      listsWhole: (p) => fs.listsWhole?.(p) ?? false,
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

/**
 * The check as a user runs it: the bundled `rulescope` command on a generated tree of 30,000 files
 * written to disk, `check` of three agents (every folder holding a rule file, every file of the tree
 * read for the scope tests) against one `resolve --dir` of the same tree, with peak memory from GNU
 * time where there is one. The two are timed in turn, best of three each, and the line ends with
 * whether the check meets its goal (CHECK_GOAL).
 */
function benchCheckCli(): void {
  const n = 30_000;
  const tmp = mkdtempSync(join(tmpdir(), "rulescope-bench-check-"));
  try {
    const dist = join(tmp, "dist");
    const built = spawnSync(process.execPath, [join(process.cwd(), "scripts", "build-cli.mjs"), "--outdir", dist], { stdio: "ignore" });
    if (built.status !== 0) return void console.log("\ncheck via the CLI: the bundle did not build; skipped");
    const tree = join(tmp, "tree");
    const repo = generateMonorepo(n);
    for (const [path, entry] of Object.entries(repo.files)) {
      if (!path.startsWith(`${MONOREPO_ROOT}/`) || typeof entry !== "string") continue;
      const target = join(tree, path.slice(MONOREPO_ROOT.length));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, entry);
    }
    mkdirSync(join(tree, ".git"), { recursive: true });
    const bin = join(dist, "rulescope.mjs");
    const gnuTime = existsSync("/usr/bin/time");
    const once = (args: string[]): { ms: number; mb: number | null } => {
      const out = join(tmp, "time.txt");
      const t = performance.now();
      spawnSync(
        gnuTime ? "/usr/bin/time" : process.execPath,
        gnuTime ? ["-f", "%M", "-o", out, process.execPath, bin, ...args] : [bin, ...args],
        { stdio: "ignore" },
      );
      const ms = performance.now() - t;
      return { ms, mb: gnuTime ? Number(readFileSync(out, "utf8").trim().split("\n").pop()) / 1024 : null };
    };
    const best = (args: string[]) => {
      const runs = [once(args), once(args), once(args)];
      return { ms: Math.min(...runs.map((r) => r.ms)), mb: runs[0].mb === null ? null : Math.max(...runs.map((r) => r.mb!)) };
    };
    const resolveRun = best(["resolve", "--dir", tree, "--agent", "codex"]);
    const checkRun = best(["check", "--dir", tree, "--agents", CHECK_AGENTS.join(","), "--format", "json"]);
    const mem = (r: { mb: number | null }) => (r.mb === null ? "" : `, peak ${r.mb.toFixed(0)} MB`);
    console.log(`\ncheck via the CLI, ${n.toLocaleString("en-US")} files on disk (bundled, best of 3, wall time with node's start-up):`);
    console.log(
      `  resolve --dir (codex) ${fmt(resolveRun.ms)} ms${mem(resolveRun)}; check (${CHECK_AGENTS.join(", ")}) ${fmt(checkRun.ms)} ms${mem(checkRun)}: check / resolve = ${ratio(checkRun.ms, resolveRun.ms)}`,
    );
    console.log(`  ${checkGoal(checkRun, resolveRun.ms)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.env.BENCH !== "check") main();
benchCheck();
benchCheckCli();
