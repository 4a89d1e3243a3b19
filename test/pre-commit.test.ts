/**
 * .pre-commit-hooks.yaml: the hook's fields, its `files` pattern (a Python regex; the leading (?i) is
 * JavaScript's "i" flag) on rule-file names, and its entry run as pre-commit runs it: split into
 * words, no file names added (pass_filenames: false), from the repository root, with the package's
 * `rulescope` bin (the bundle) on PATH.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTree } from "../lib/cli/write-tree";
import type { FileEntry } from "../lib/scenario/types";
import { buildPackageCopy, CHECK_TREE, plainEnv, REPO, runCommand } from "./cli-bundle";

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  pass_filenames: boolean;
  files: string;
}

const hooks = parse(readFileSync(join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as Hook[];
const hook = hooks.find((h) => h.id === "rulescope-check")!;

function filesPattern(): RegExp {
  const caseless = hook.files.startsWith("(?i)");
  return new RegExp(caseless ? hook.files.slice(4) : hook.files, caseless ? "i" : "");
}

let tmp: string;
let binDir: string;
let n = 0;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-pre-commit-"));
  const pkg = buildPackageCopy(join(tmp, "pkg"));
  // What `npm install -g` of the package leaves on PATH: a `rulescope` link to the package's bin.
  binDir = join(tmp, "bin");
  mkdirSync(binDir);
  const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
  symlinkSync(join(pkg, manifest.bin.rulescope), join(binDir, "rulescope"));
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function runHook(files: Record<string, FileEntry>) {
  const repo = join(tmp, `repo-${n++}`);
  writeTree(files, repo);
  const [cmd, ...args] = hook.entry.split(/\s+/);
  return runCommand(cmd, args, { cwd: repo, env: plainEnv({ PATH: `${binDir}:${process.env.PATH}` }) });
}

describe.concurrent(".pre-commit-hooks.yaml", { timeout: 120_000 }, () => {
  it("declares one node hook, rulescope check over the whole repository", () => {
    expect(hooks.map((h) => h.id)).toEqual(["rulescope-check"]);
    expect(hook).toMatchObject({ entry: "rulescope check", language: "node", pass_filenames: false });
  });
  it("runs when an instruction file, a rule folder or the configuration changes, not for other files", () => {
    const re = filesPattern();
    const yes = [".roo/rules/style.txt", ".roorules", ".roorules-code", ".clinerules-architect", ".roomodes", ".rooignore", ".continue/rules/a.md", ".continue/config.yaml", ".continuerules", ".goosehints", "pkg/.goosehints", ".qwen/rules/a.md", ".qwen/settings.json", ".rules", "docs/.rules", ".aider.conf.yml", ".junie/guidelines.md", ".junie/AGENTS.md", "AGENTS.md", "packages/api/AGENTS.md", "docs/Agents.md", "CLAUDE.local.md", "GEMINI.md", ".cursor/rules/api.mdc", ".cursorrules", ".windsurfrules", ".clinerules", ".clinerules/style.md", ".claude/rules/x.md", ".claude/settings.json", ".github/copilot-instructions.md", ".github/instructions/ts.instructions.md", ".kiro/steering/product.md", ".opencode/rules/a.md", "opencode.json", "opencode.jsonc", "rulescope.json", ".rulescope.json", ".codex/config.toml"];
    const no = ["src/index.ts", "package.json", ".github/workflows/ci.yml", "AGENTS.md.bak", "notrulescope.json", "lib/claude/x.ts", "x.rules", ".aider.conf.yml.bak"];
    expect(yes.filter((f) => !re.test(f))).toEqual([]);
    expect(no.filter((f) => re.test(f))).toEqual([]);
  });
  it("the entry passes on warnings (exit 0, findings printed) and blocks the commit on an error (exit 1)", async () => {
    const warn = await runHook({ ...CHECK_TREE, "/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "budget-cut": "warning" } }) });
    expect(warn.code, warn.err).toBe(0);
    expect(warn.out).toMatch(/^AGENTS\.md$/m);
    expect(warn.out).toMatch(/budget-cut$/m);
    const error = await runHook({ ...CHECK_TREE, "/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "wrong-case": "error" } }) });
    expect(error.code).toBe(1);
    expect(error.out).toMatch(/^docs\/Agents\.md$/m);
    expect(error.out).toMatch(/error .*wrong-case$/m);
  });
  it("a tidy repository passes with no problems", async () => {
    const r = await runHook({ "/.git": { dir: true }, "/AGENTS.md": "# Rules\n\nRun the tests before you commit.\n", "/rulescope.json": JSON.stringify({ agents: ["codex"] }) });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^No problems found\.$/m);
  });
});
