/**
 * The files the bundled CLI reads and writes besides the tree it checks: hostile ones (nested past the
 * bound, links, FIFOs, directories) are refused with a sentence and exit 2, and nothing is written
 * through a link.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeTree } from "../lib/cli/write-tree";
import { plainEnv, runCommand, type Ran } from "./cli-bundle";

const BIN = inject("cliBin");
const cli = (args: string[], cwd?: string): Promise<Ran> =>
  runCommand(process.execPath, [BIN, ...args], { env: plainEnv(), ...(cwd ? { cwd } : {}) });

let tmp: string;
let n = 0;
/** A fresh repository with one AGENTS.md (and `files`), in its own folder. */
function repo(files: Record<string, string> = {}): string {
  const dir = join(tmp, `repo-${n++}`);
  writeTree({ "/.git/HEAD": "ref: refs/heads/main\n", "/AGENTS.md": "# Rules\n\nUse pnpm.\n", ...files }, dir);
  return dir;
}
/** `levels` objects inside each other. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-doors-"));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.concurrent("the CLI's own files", { timeout: 120_000 }, () => {
  it("JSON nested past 64 levels (rulescope.json, --baseline, package.json's key) is exit 2 naming the file", async () => {
    const withConfig = repo({ "/rulescope.json": `{ "env": ${nested(10_000)} }` });
    const config = await cli(["check", withConfig]);
    expect(config).toMatchObject({ code: 2, out: "" });
    expect(config.err).toBe(
      `rulescope: ${join(withConfig, "rulescope.json")} nests objects or lists more than 64 levels deep, more than Rulescope reads.\n`,
    );

    const plain = repo();
    const baseline = join(plain, "..", `${n}-baseline.json`);
    writeFileSync(baseline, `{"version":2,"findings":${"[".repeat(10_000)}${"]".repeat(10_000)}}`);
    const bl = await cli(["check", plain, "--agents", "codex", "--baseline", baseline]);
    expect(bl.code).toBe(2);
    expect(bl.err).toContain(`${baseline} nests objects or lists more than 64 levels deep`);

    const deepKey = repo({ "/package.json": `{"name":"x","rulescope":${nested(100)}}` });
    const key = await cli(["check", deepKey]);
    expect(key.code).toBe(2);
    expect(key.err).toContain(`package.json's "rulescope" key nests objects or lists more than 64 levels deep`);
  });

  it("a package.json deep elsewhere breaks no check: its rulescope key is still the configuration", async () => {
    const deep = repo({ "/package.json": `{"name":"x","config":${nested(10_000)},"rulescope":{"agents":["claude-code"]}}` });
    const r = await cli(["check", deep, "--format", "json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { agents: { id: string }[] }).agents).toEqual([{ id: "claude-code" }]);
  });
});
