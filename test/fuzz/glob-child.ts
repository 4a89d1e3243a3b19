/**
 * Child process of the glob fuzz: reads one JSON `{ index, pattern }` per stdin line, compiles the
 * pattern through the guard with every engine the agents use and tests it against paths built to make
 * it backtrack, then prints `{ index, ms, done }`. The parent kills it when an answer is late.
 */
import { createInterface } from "node:readline";
import { GlobGuard } from "../../lib/core/glob-guard";
import { HOSTILE_PATHS } from "./glob-families";

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  const { index, pattern } = JSON.parse(line) as { index: number; pattern: string };
  const started = performance.now();
  const guard = new GlobGuard(() => {});
  const site = { path: "/repo/r.md" };
  const pico = [guard.picomatch(pattern, { dot: true }, site), guard.picomatch(pattern, { dot: false, nocase: true }, site)];
  for (const path of HOSTILE_PATHS(pattern)) {
    for (const test of pico) test?.(path);
    guard.minimatch(path, pattern, { dot: true }, site);
    guard.minimatch(path, pattern, { matchBase: true }, site);
  }
  process.stdout.write(JSON.stringify({ index, ms: Math.round(performance.now() - started), done: true }) + "\n");
}
