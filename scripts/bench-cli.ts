/**
 * `npm run bench:cli`: how long the `rulescope` command takes from a cold start, bundled (what
 * `npm install rulescope` gives: `node dist/rulescope.mjs`) against the repository's tsx launcher
 * (bin/rulescope.mjs). Each row is the median wall time of RUNS fresh processes (RUNS=10 unless
 * set), taken in rounds of one run per row; `node -e ""` is the floor no command can go under.
 * Builds its own bundle into a temporary folder. Numbers, not a test.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeTree } from "../lib/cli/write-tree";

const RUNS = Number(process.env.RUNS ?? 10);
const repo = join(import.meta.dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "rulescope-bench-cli-"));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const env = { ...process.env };
delete env.NODE_OPTIONS;

/** One timed run of `node <args>`: wall milliseconds and the exit code. */
function timeOnce(args: string[]): { ms: number; code: number | null } {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  return { ms: performance.now() - t, code: r.status };
}

try {
  const pkg = join(tmp, "pkg");
  const built = spawnSync(process.execPath, [join(repo, "scripts", "build-cli.mjs"), "--outdir", join(pkg, "dist")], {
    env,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("build-cli failed");
  cpSync(join(repo, "package.json"), join(pkg, "package.json"));
  cpSync(join(repo, "docs", "checks"), join(pkg, "docs", "checks"), { recursive: true });
  const bundle = join(pkg, "dist", "rulescope.mjs");
  const tsx = join(repo, "bin", "rulescope.mjs");
  const tree = join(tmp, "tree");
  writeTree(
    {
      "/.git": { dir: true },
      "/AGENTS.md": "# Rules\n" + "- Keep functions small.\n".repeat(2000),
      "/docs/Agents.md": "x\n",
      "/CLAUDE.md": "Claude.\n",
    },
    tree,
  );
  const check = ["check", "--dir", tree, "--agents", "codex,claude-code", "--format", "json"];

  const rows: [string, string[]][] = [
    ['node -e "" (the floor)', ["-e", ""]],
    ["bundle: rulescope --help", [bundle, "--help"]],
    ["tsx: rulescope --help", [tsx, "--help"]],
    ["bundle: rulescope check --help", [bundle, "check", "--help"]],
    ["tsx: rulescope check --help", [tsx, "check", "--help"]],
    ["bundle: rulescope check (small tree, 2 agents)", [bundle, ...check]],
    ["tsx: rulescope check (small tree, 2 agents)", [tsx, ...check]],
  ];
  console.log(`rulescope cold start, ${RUNS} runs each, node ${process.version}\n`);
  console.log("| command | median (ms) | min (ms) | max (ms) | exit |\n| --- | ---: | ---: | ---: | ---: |");
  // Rounds rather than one row at a time: on a shared machine the load drifts, and each round
  // meets the same load for every command.
  const times = rows.map(() => [] as number[]);
  const codes: (number | null)[] = rows.map(() => null);
  for (let i = 0; i < RUNS; i++)
    rows.forEach(([, args], j) => {
      const t = timeOnce(args);
      times[j].push(t.ms);
      codes[j] = t.code;
    });
  rows.forEach(([name], j) => {
    console.log(
      `| ${name} | ${Math.round(median(times[j]))} | ${Math.round(Math.min(...times[j]))} | ${Math.round(Math.max(...times[j]))} | ${codes[j]} |`,
    );
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
