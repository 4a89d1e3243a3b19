/**
 * The check door: the rule-text fuzz's hostile trees (backtracking globs, exploding YAML, whitespace
 * runs, import webs) through `check` with a random set of agents, in a child process killed when one
 * answer is late. check must finish without a throw and without a failure inside Rulescope. And on
 * small random trees, no finding that a file is never read may contradict what resolve loads.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { findProfile, PROFILES } from "../../lib/agents";
import { check } from "../../lib/check/engine";
import { buildMemfs } from "../../lib/fs/memfs";
import { resolve } from "../../lib/resolve";
import type { Scenario } from "../../lib/scenario/types";
import { agents, ROOT, tree, treeFiles } from "./check-trees";
import { fuzzParams } from "./fuzz-config";
import { runChild, type ChildLine } from "./child";
import { hostileScenario } from "./hostile-rules";

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const STALL_MS = 120_000;

interface Line extends ChildLine {
  ms?: number;
  rssMB?: number;
  problem?: string | null;
}

it(
  `checks ${RUNS} hostile rule trees (seed ${SEED}) without a throw, a failure or a stall`,
  async () => {
    const inputs = fc.sample(
      fc.tuple(
        hostileScenario,
        fc.subarray(
          PROFILES.map((p) => p.id),
          { minLength: 1, maxLength: 4 },
        ),
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const { lines, stalled } = await runChild<Line>(
      "check-child.ts",
      inputs.map(([scenario, agents], index) => JSON.stringify({ index, scenario, agents })),
      STALL_MS,
    );
    if (stalled !== null) expect.fail(`check stalled on scenario ${stalled} (seed ${SEED}) with ${inputs[stalled][1].join(", ")}`);
    expect(lines.filter((l) => l.problem).map((l) => `scenario ${l.index} (${inputs[l.index][1].join(", ")}): ${l.problem}`)).toEqual([]);
    expect(lines.length).toBe(RUNS);
    console.log(
      `check fuzz: ${RUNS} trees, slowest ${Math.max(...lines.map((l) => l.ms ?? 0))} ms, peak ${Math.max(...lines.map((l) => l.rssMB ?? 0))} MB`,
    );
  },
  30 * 60_000,
);

it("no never-read or always-shadowed finding contradicts resolve: no checked folder and no file read loads the file", () => {
  // The case that contradicted: claude-code loads a package's nested .claude/CLAUDE.md when a file of
  // the package is read, while check's own reading of every file met the rule file first.
  const examples: [Record<string, string>, string[] | undefined][] = [
    [{ "CLAUDE.md": "root\n", "pkg/.claude/CLAUDE.md": "pkg rule\n", "pkg/src/a.ts": "x" }, ["claude-code"]],
  ];
  fc.assert(
    fc.property(tree, agents, (rel, ids) => {
      const files = treeFiles(rel);
      const fs = buildMemfs(files).fs;
      const report = check({ fs, root: ROOT, home: "/home/user", ...(ids ? { agents: ids.map((id) => ({ id })) } : {}) });
      expect(report.failures).toEqual([]);
      const present = Object.keys(files).filter((p) => {
        const st = fs.stat(p);
        return st.ok && st.value.kind === "file";
      });
      for (const f of report.findings.filter((x) => x.code === "never-read" || x.code === "always-shadowed")) {
        for (const agent of f.agents)
          for (const cwd of report.cwds)
            for (const read of [[], ...present.map((p) => [p])]) {
              // As check runs it: the agent's session environment (checkEnv), the same home.
              const scenario: Scenario = {
                version: 1,
                agent,
                files: {},
                cwd,
                home: "/home/user",
                env: { ...findProfile(agent)?.checkEnv },
                contextPaths: read,
              };
              const r = resolve(scenario, fs, { trace: false });
              const loaded = r.sources.some((x) => x.path === f.path && (x.status === "included" || x.status === "truncated"));
              expect(loaded, `${f.code} on ${f.path}, but ${agent} from ${cwd} reading ${read.join("") || "nothing"} loads it`).toBe(false);
            }
      }
    }),
    { ...fuzzParams<[Record<string, string>, string[] | undefined]>(0.75), examples },
  );
}, 240_000);
