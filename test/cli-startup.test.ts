/**
 * `rulescope --help` starts fast because it loads little: help texts list the agents from the registry
 * (lib/agents/registry.ts imports nothing), and in the bundle the entry statically reaches only small
 * chunks; the profiles, tokenizer and schemas come in through import() when a command runs.
 * (Timing itself is measured by `npm run bench:cli`, not asserted here.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canaryCommand } from "../lib/cli/canary-command";
import { checkCommand } from "../lib/cli/check-command";
import { CHECK_HELP } from "../lib/cli/check-help";
import { compareCommand } from "../lib/cli/compare-command";
import { linkCommand } from "../lib/cli/link-command";
import { mapCommand } from "../lib/cli/map-command";
import { resolveCommand } from "../lib/cli/resolve-command";
import { run } from "../lib/cli/run";
import { writeTree } from "../lib/cli/write-tree";
import { AGENT_IDS } from "../lib/agents/registry";
import { RESOLVE_HELP } from "../lib/cli/help";
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
  for (const m of text.matchAll(/(?:^|[;\s])import\s*(?:[\w${}\s,*]+from\s*)?"(\.[^"]+)"/g))
    staticallyReached(join(dirname(file), m[1]), seen);
  return seen;
}

describe("a fast start", { timeout: 120_000 }, () => {
  it("the help lists the registry's agents, which are the profiles', in order", async () => {
    const { PROFILES } = await import("../lib/agents");
    expect(PROFILES.map((p) => p.id)).toEqual([...AGENT_IDS]);
    expect(RESOLVE_HELP).toContain(AGENT_IDS.join(", "));
  });
  it("the bundle's entry statically loads only small chunks: no tokenizer", () => {
    const reached = [...staticallyReached(entry)];
    expect(reached.length).toBeGreaterThan(1);
    const text = reached.map((f) => readFileSync(f, "utf8")).join("\n");
    expect(text.length).toBeLessThan(64 * 1024);
    expect(text).not.toContain("o200k_base");
    expect(text).not.toContain("Invalid option: expected one of"); // zod's messages
    expect(readFileSync(entry, "utf8")).toMatch(/import\("\.\/chunks\/check-command-[\w-]+\.mjs"\)/);
  });
  it("<command> --help alone is answered by run() without loading the command, with the command's own text", async () => {
    const commands = {
      resolve: resolveCommand,
      link: linkCommand,
      compare: compareCommand,
      map: mapCommand,
      check: checkCommand,
      canary: canaryCommand,
    };
    for (const [name, command] of Object.entries(commands)) {
      for (const flag of ["--help", "-h"]) {
        let viaRun = "";
        expect(await run([name, flag], { out: (t) => void (viaRun += t), err: () => {} })).toBe(0);
        let own = "";
        expect(command([flag], { out: (t) => void (own += t), err: () => {} })).toBe(0);
        expect(viaRun, `${name} ${flag}`).toBe(own);
      }
    }
  });
  it("the bundle prints check --help, and still runs check through its lazy chunk", async () => {
    const help = await runCommand(process.execPath, [entry, "check", "--help"]);
    expect(help.code, help.err).toBe(0);
    expect(help.out).toBe(CHECK_HELP);
    const tree = join(tmp, "tree");
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": "# Rules\n\nRun the tests.\n", "/docs/Agents.md": "x\n" }, tree);
    const r = await runCommand(process.execPath, [entry, "check", "--dir", tree, "--agents", "codex", "--format", "json"]);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out).findings.map((f: { code: string }) => f.code)).toContain("wrong-case");
  });
});
