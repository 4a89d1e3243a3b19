/**
 * Generate a Scenario-like monorepo of about N files for benchmarks: /repo with .git at the root,
 * packages/pkg-*\/src/.. folders several levels deep, AGENTS.md / CLAUDE.md sprinkled at several
 * depths, a few .opencode/rules, and the usual global files under the home folder. Deterministic:
 * the same N gives the same tree.
 *
 *   npx tsx scripts/gen-monorepo.ts 10000 [agent] > big.json     prints a full Scenario
 */
import { pathToFileURL } from "node:url";
import type { FileEntry, Scenario } from "../lib/scenario/types";
import { mulberry32 } from "../lib/core/prng";

export const ROOT = "/repo";
export const HOME = "/home/user";

export interface Monorepo {
  files: Record<string, FileEntry>;
  /** The deepest source folder of the first package: the working directory benchmarks use. */
  deepCwd: string;
  /** How many of the files are instruction files (the rest are source files). */
  ruleFiles: number;
}

const FILES_PER_DIR = 8;
const DEPTH = 6;
const rule = (where: string, lines: number) =>
  `# Rules for ${where}\n` +
  Array.from({ length: lines }, (_, i) => `- Rule ${i + 1} for ${where}: keep changes small and tested.\n`).join("");

export function generateMonorepo(n: number, seed = 1): Monorepo {
  const rand = mulberry32(seed);
  const files: Record<string, FileEntry> = {};
  let count = 0;
  let ruleFiles = 0;
  const put = (path: string, text: string) => {
    if (!(path in files)) count++;
    files[path] = text;
  };
  const addRule = (path: string, text: string) => {
    put(path, text);
    ruleFiles++;
  };

  put(`${ROOT}/.git/HEAD`, "ref: refs/heads/main\n");
  put(`${ROOT}/.git/config`, "[core]\n\tbare = false\n");
  put(`${ROOT}/package.json`, '{ "name": "bench-monorepo", "private": true }\n');
  put(`${ROOT}/opencode.json`, '{ "instructions": ["docs/*.md"] }\n');
  put(`${ROOT}/docs/conventions.md`, rule("docs", 10));
  addRule(`${ROOT}/AGENTS.md`, rule("the monorepo", 40));
  addRule(`${ROOT}/CLAUDE.md`, rule("Claude at the root", 20));
  for (const name of ["style.md", "testing.mdc", "sub/typescript.md"])
    addRule(`${ROOT}/.opencode/rules/${name}`, `---\nglobs:\n  - "**/*.ts"\n---\n${rule(name, 5)}`);
  addRule(`${HOME}/.config/opencode/AGENTS.md`, rule("every opencode project", 8));
  addRule(`${HOME}/.config/crabcode/AGENTS.md`, rule("every crabcode project", 8));
  addRule(`${HOME}/.codex/AGENTS.md`, rule("every codex project", 8));
  addRule(`${HOME}/.claude/CLAUDE.md`, rule("every Claude project", 8));
  addRule(`${HOME}/.config/agents/AGENTS.md`, rule("every agent", 8));
  addRule(`${HOME}/.config/opencode/rules/global.md`, rule("global rules", 5));

  // Fill packages until N files: each package is a chain of folders DEPTH deep, with files at each level.
  const deepCwd = `${ROOT}/packages/pkg-0/src/${Array.from({ length: DEPTH - 1 }, (_, i) => `d${i}`).join("/")}`;
  for (let pkg = 0; count < n; pkg++) {
    const base = `${ROOT}/packages/pkg-${pkg}`;
    put(`${base}/package.json`, `{ "name": "pkg-${pkg}" }\n`);
    if (pkg % 3 === 0) addRule(`${base}/AGENTS.md`, rule(`pkg-${pkg}`, 12));
    if (pkg % 5 === 1) addRule(`${base}/CLAUDE.md`, rule(`pkg-${pkg} (Claude)`, 6));
    if (pkg % 7 === 2) addRule(`${base}/.opencode/rules/pkg.md`, rule(`pkg-${pkg} rules`, 4));
    let dir = `${base}/src`;
    for (let depth = 0; depth < DEPTH && count < n; depth++) {
      // Instruction files at a few depths; pkg-0 always has some on the way down to deepCwd.
      if ((pkg === 0 && depth % 2 === 1) || rand() < 0.08) addRule(`${dir}/AGENTS.md`, rule(`${dir}`, 6));
      if (pkg === 0 && depth === 4) addRule(`${dir}/CLAUDE.md`, rule(`${dir} (Claude)`, 4));
      for (let f = 0; f < FILES_PER_DIR && count < n; f++)
        put(`${dir}/file-${f}.ts`, `export const value${f} = ${Math.floor(rand() * 1000)};\n`);
      dir = `${dir}/d${depth}`;
    }
  }
  return { files, deepCwd, ruleFiles };
}

export function monorepoScenario(repo: Monorepo, agent: string): Scenario {
  return { version: 1, agent, files: repo.files, cwd: repo.deepCwd, contextPaths: [`${repo.deepCwd}/file-0.ts`] };
}

// `tsx scripts/gen-monorepo.ts N [agent]` prints the scenario.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = Number(process.argv[2] ?? 1000);
  const agent = process.argv[3] ?? "crabcode";
  process.stdout.write(JSON.stringify(monorepoScenario(generateMonorepo(n), agent)) + "\n");
}
