/**
 * .pre-commit-hooks.yaml: the hook's fields, its `files` pattern (a Python regex; the leading (?i) is
 * JavaScript's "i" flag) on rule-file names, and its entry run as pre-commit runs an
 * unsupported_script hook: the script of the hook's clone (here a copy of this repository's files,
 * without node_modules or dist/), no file names added (pass_filenames: false), from the root of the
 * repository being committed. The clone's first run builds the command with only what the bundle is
 * made of (npm's cache serves it here), which also proves scripts/cli-packages.mjs complete.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTree } from "../lib/cli/write-tree";
import type { FileEntry } from "../lib/scenario/types";
import { CHECK_TREE, plainEnv, REPO, runCommand, type Ran } from "./cli-bundle";

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  pass_filenames: boolean;
  require_serial: boolean;
  minimum_pre_commit_version: string;
  files: string;
}

const hooks = parse(readFileSync(join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as Hook[];
const hook = hooks.find((h) => h.id === "rulescope-check")!;

function filesPattern(): RegExp {
  const caseless = hook.files.startsWith("(?i)");
  return new RegExp(caseless ? hook.files.slice(4) : hook.files, caseless ? "i" : "");
}

let tmp: string;
let clone: string;
let first: Ran;
let n = 0;

async function runHook(files: Record<string, FileEntry>) {
  const repo = join(tmp, `repo-${n++}`);
  writeTree(files, repo);
  const [script, ...args] = hook.entry.split(/\s+/);
  return runCommand(join(clone, script), args, { cwd: repo, env: plainEnv() });
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-pre-commit-"));
  // What pre-commit clones: the repository's files (tracked, and new ones not ignored), nothing built.
  clone = join(tmp, "hook-clone");
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: REPO, encoding: "utf8" });
  for (const f of listed.stdout.split("\0").filter((f) => f !== "" && existsSync(join(REPO, f)))) {
    mkdirSync(dirname(join(clone, f)), { recursive: true });
    cpSync(join(REPO, f), join(clone, f));
  }
  first = await runHook({
    "/.git": { dir: true },
    "/AGENTS.md": "# Rules\n\nRun the tests before you commit.\n",
    "/rulescope.json": JSON.stringify({ agents: ["codex"] }),
  });
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.concurrent(".pre-commit-hooks.yaml", { timeout: 120_000 }, () => {
  it("declares one script hook, rulescope check over the whole repository, run once at a time", () => {
    expect(hooks.map((h) => h.id)).toEqual(["rulescope-check"]);
    expect(hook).toMatchObject({
      entry: "scripts/pre-commit-hook.sh",
      language: "unsupported_script",
      pass_filenames: false,
      require_serial: true,
      minimum_pre_commit_version: "4.4.0",
    });
  });
  it("the first run builds the command from the bundle's own packages only, leaves 4 MB and nothing else", () => {
    expect(first.code, first.err).toBe(0);
    const installed = /installed ([\d.]+) MB to build \(removed again\); dist\/ is ([\d.]+) MB/.exec(first.err);
    expect(installed, first.err).not.toBeNull();
    // The playground's dependencies are about 690 MB; the bundle's, about 60.
    expect(Number(installed![1])).toBeLessThan(150);
    expect(Number(installed![2])).toBeLessThan(10);
    expect(existsSync(join(clone, "dist", "rulescope.mjs"))).toBe(true);
    expect(existsSync(join(clone, "node_modules"))).toBe(false);
    expect(existsSync(join(clone, ".cli-build"))).toBe(false);
  });
  it("runs when an instruction file, a rule folder or the configuration changes, not for other files", () => {
    const re = filesPattern();
    const yes = [
      ".roo/rules/style.txt",
      ".roorules",
      ".roorules-code",
      ".clinerules-architect",
      ".roomodes",
      ".rooignore",
      ".continue/rules/a.md",
      ".continue/config.yaml",
      ".continuerules",
      ".goosehints",
      "pkg/.goosehints",
      ".qwen/rules/a.md",
      ".qwen/settings.json",
      ".rules",
      "docs/.rules",
      ".aider.conf.yml",
      ".junie/guidelines.md",
      ".junie/AGENTS.md",
      "AGENTS.md",
      "packages/api/AGENTS.md",
      "docs/Agents.md",
      "CLAUDE.local.md",
      "GEMINI.md",
      ".cursor/rules/api.mdc",
      ".cursorrules",
      ".windsurfrules",
      ".clinerules",
      ".clinerules/style.md",
      ".claude/rules/x.md",
      ".claude/settings.json",
      ".github/copilot-instructions.md",
      ".github/instructions/ts.instructions.md",
      ".kiro/steering/product.md",
      ".opencode/rules/a.md",
      "opencode.json",
      "opencode.jsonc",
      "rulescope.json",
      ".rulescope.json",
      ".codex/config.toml",
    ];
    const no = [
      "src/index.ts",
      "package.json",
      ".github/workflows/ci.yml",
      "AGENTS.md.bak",
      "notrulescope.json",
      "lib/claude/x.ts",
      "x.rules",
      ".aider.conf.yml.bak",
    ];
    expect(yes.filter((f) => !re.test(f))).toEqual([]);
    expect(no.filter((f) => re.test(f))).toEqual([]);
  });
  it("the entry passes on warnings (exit 0, findings printed) and blocks the commit on an error (exit 1)", async () => {
    const warn = await runHook({
      ...CHECK_TREE,
      "/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "budget-cut": "warning" } }),
    });
    expect(warn.code, warn.err).toBe(0);
    expect(warn.out).toMatch(/^AGENTS\.md$/m);
    expect(warn.out).toMatch(/budget-cut$/m);
    const error = await runHook({
      ...CHECK_TREE,
      "/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "wrong-case": "error" } }),
    });
    expect(error.code).toBe(1);
    expect(error.out).toMatch(/^docs\/Agents\.md$/m);
    expect(error.out).toMatch(/error .*wrong-case$/m);
  });
  it("a tidy repository passes with no problems; a later run does not build again", async () => {
    expect(first.out).toMatch(/^No problems found\.$/m);
    const again = await runHook({ "/.git": { dir: true }, "/AGENTS.md": "# Rules\n" });
    expect(again.code, again.err).toBe(0);
    expect(again.err).not.toMatch(/building/);
  });
});
