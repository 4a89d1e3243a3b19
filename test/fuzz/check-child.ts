/**
 * Child process of the check fuzz: reads one JSON `{ index, scenario, agents }` per stdin line, runs
 * `check` over the scenario's tree with those agents, and prints `{ index, ms, rssMB, problem, done }`.
 * A failure inside Rulescope (check throwing, or a failure in its report) is a problem.
 */
import { createInterface } from "node:readline";
import { check } from "../../lib/check/engine";
import { buildMemfs } from "../../lib/fs/memfs";
import type { Scenario } from "../../lib/scenario/types";

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  const { index, scenario, agents } = JSON.parse(line) as { index: number; scenario: Omit<Scenario, "agent">; agents: string[] };
  const started = performance.now();
  let problem: string | null = null;
  try {
    const report = check({
      fs: buildMemfs(scenario.files).fs,
      root: scenario.cwd,
      home: "/home/user",
      agents: agents.map((id) => ({ id })),
      contextPaths: scenario.contextPaths ?? [],
      env: scenario.env ?? {},
    });
    if (report.failures.length > 0) problem = report.failures.map((f) => `${f.agents.join(",")}: ${f.message}`).join("; ");
  } catch (e) {
    problem = `check threw: ${e instanceof Error ? e.stack : String(e)}`;
  }
  process.stdout.write(
    JSON.stringify({
      index,
      ms: Math.round(performance.now() - started),
      rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
      problem,
      done: true,
    }) + "\n",
  );
}
