/**
 * `rulescope --help` starts fast because it loads little: help texts list the agents from a written-out
 * list (kept equal to the profiles' here), and in the bundle the entry statically reaches only small
 * chunks; the profiles, tokenizer and schemas come in through import() when a command runs.
 * (Timing itself is measured by `npm run bench:cli`, not asserted here.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELP_AGENT_IDS } from "../lib/cli/agent-ids";
import { AGENT_IDS } from "../lib/resolve";
import { buildPackageCopy, runCommand } from "./cli-bundle";

let tmp: string;
let entry: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-startup-"));
  entry = join(buildPackageCopy(tmp), "dist", "rulescope.mjs");
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file `file` reaches through static `import ... from "..."` (not import()), itself included. */
function staticallyReached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/(?:^|[;\s])import\s*(?:[\w${}\s,*]+from\s*)?"(\.[^"]+)"/g)) staticallyReached(join(dirname(file), m[1]), seen);
  return seen;
}

describe("a fast start", { timeout: 120_000 }, () => {
  it("the help's agent list is the profiles' list, in order", () => {
    expect([...HELP_AGENT_IDS]).toEqual(AGENT_IDS);
  });
  it("the bundle's entry statically loads only small chunks: no tokenizer", () => {
    const reached = [...staticallyReached(entry)];
    expect(reached.length).toBeGreaterThan(1);
    const text = reached.map((f) => readFileSync(f, "utf8")).join("\n");
    expect(text.length).toBeLessThan(64 * 1024);
    expect(text).not.toContain("o200k_base");
    expect(readFileSync(entry, "utf8")).toMatch(/import\("\.\/chunks\/check-command-[\w-]+\.mjs"\)/);
  });
  it("and still runs every command: check --help through its lazy chunk", async () => {
    const r = await runCommand(process.execPath, [entry, "check", "--help"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^Usage:\n {2}rulescope check/);
    expect(r.out).toContain("budget-cut");
  });
});
