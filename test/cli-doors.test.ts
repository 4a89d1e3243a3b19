/**
 * The files the bundled CLI reads and writes besides the tree it checks: hostile ones (nested past the
 * bound, links, FIFOs, directories) are refused with a sentence and exit 2, and nothing is written
 * through a link.
 */
import { execFileSync } from "node:child_process";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("-o and --baseline naming one file (by name, through a link, a hard link) is refused before anything is written", async () => {
    const plain = repo();
    const side = join(tmp, `side-${n++}`);
    mkdirSync(side);
    const baseline = join(side, "bl.json");
    const fresh = await cli(["check", plain, "--agents", "codex", "--baseline", baseline, "-o", baseline]);
    expect(fresh).toMatchObject({ code: 2, out: "" });
    expect(fresh.err).toBe(
      `rulescope: -o ${baseline} and --baseline ${baseline} are one file: the report would replace the baseline. Write the report to another file.\n`,
    );
    expect(existsSync(baseline)).toBe(false);
    // Recorded once; then a link, a hard link or a folder link to it is the same file.
    expect((await cli(["check", plain, "--agents", "codex", "--baseline", baseline])).code).toBe(0);
    const recorded = readFileSync(baseline, "utf8");
    symlinkSync("bl.json", join(side, "link.json"));
    linkSync(baseline, join(side, "hard.json"));
    symlinkSync(".", join(side, "here"));
    for (const other of [join(side, "link.json"), join(side, "hard.json"), join(side, "here", "bl.json")]) {
      const r = await cli(["check", plain, "--agents", "codex", "--baseline", baseline, "--also", `json=${other}`]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`--also ${other} and --baseline ${baseline} are one file`);
    }
    expect(readFileSync(baseline, "utf8")).toBe(recorded);
  });

  it("-o never writes through a link: a symbolic or hard link there is refused, its target untouched", async () => {
    const plain = repo();
    const side = join(tmp, `side-${n++}`);
    mkdirSync(side);
    writeFileSync(join(side, "precious"), "keep\n");
    symlinkSync("precious", join(side, "report.txt"));
    linkSync(join(side, "precious"), join(side, "hard.txt"));
    const [sym, hard] = await Promise.all([
      cli(["check", plain, "--agents", "codex", "-o", join(side, "report.txt")]),
      cli(["check", plain, "--agents", "codex", "-o", join(side, "hard.txt")]),
    ]);
    expect(sym).toMatchObject({ code: 2, out: "" });
    expect(sym.err).toBe(`rulescope: -o ${join(side, "report.txt")} is a symbolic link; Rulescope does not write through links.\n`);
    expect(hard.code).toBe(2);
    expect(hard.err).toContain("is a hard link (one file with 2 names); Rulescope does not write a file that has other names.");
    expect(readFileSync(join(side, "precious"), "utf8")).toBe("keep\n");
  });

  it("init --force replaces only a regular file: a FIFO, a folder, a hard link and a link are refused", async () => {
    const [fifo, folder, hard, link] = [repo(), repo(), repo(), repo()];
    execFileSync("mkfifo", [join(fifo, "rulescope.json")]);
    mkdirSync(join(folder, "rulescope.json"));
    writeFileSync(join(hard, "shared.json"), "{}\n");
    linkSync(join(hard, "shared.json"), join(hard, "rulescope.json"));
    writeFileSync(join(link, "elsewhere.json"), "{}\n");
    symlinkSync("elsewhere.json", join(link, "rulescope.json"));
    const [a, b, c, d] = await Promise.all([fifo, folder, hard, link].map((r) => cli(["init", r, "--force"])));
    expect(a).toMatchObject({ code: 2, out: "" });
    expect(a.err).toBe(
      `rulescope: ${join(fifo, "rulescope.json")} is not a regular file (a FIFO, socket or device); Rulescope writes only regular files.\n`,
    );
    expect(b.err).toBe(`rulescope: ${join(folder, "rulescope.json")} is a directory.\n`);
    expect(c.err).toContain("is a hard link (one file with 2 names)");
    expect(d.err).toContain("is a symbolic link; Rulescope does not write through links.");
    expect([b.code, c.code, d.code]).toEqual([2, 2, 2]);
    expect(readFileSync(join(hard, "shared.json"), "utf8")).toBe("{}\n");
    expect(readFileSync(join(link, "elsewhere.json"), "utf8")).toBe("{}\n");
    // A regular file is replaced whole.
    const plain = repo({ "/rulescope.json": "{}\n" });
    expect((await cli(["init", plain, "--force"])).code).toBe(0);
    expect(readFileSync(join(plain, "rulescope.json"), "utf8")).toMatch(/"agents": \[/);
  });
});
