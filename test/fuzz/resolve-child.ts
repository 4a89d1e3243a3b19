/**
 * Child process of the rule-text fuzz: reads one JSON scenario per stdin line, resolves it for every
 * agent, and prints one JSON line per (scenario, agent). The parent kills it when a line is late, so a
 * hang is reported as a failure with its input instead of stalling the test run.
 */
import { createInterface } from "node:readline";
import { PROFILES } from "../../lib/agents";
import { resolve } from "../../lib/resolve";
import type { Scenario } from "../../lib/scenario/types";

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  const { index, scenario } = JSON.parse(line) as { index: number; scenario: Omit<Scenario, "agent"> };
  for (const p of PROFILES) {
    for (const variant of p.variants) {
      const started = performance.now();
      let problem: string | null = null;
      try {
        const r = resolve({ ...scenario, agent: p.id, variant: variant.id } as Scenario);
        const internal = r.diagnostics.find((d) => d.code === "internal-error");
        if (internal) problem = internal.message;
      } catch (e) {
        problem = `resolve threw: ${e instanceof Error ? e.stack : String(e)}`;
      }
      process.stdout.write(
        JSON.stringify({
          index,
          agent: p.id,
          variant: variant.id,
          ms: Math.round(performance.now() - started),
          rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
          problem,
        }) + "\n",
      );
    }
  }
  process.stdout.write(JSON.stringify({ index, done: true }) + "\n");
}
