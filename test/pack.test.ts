/**
 * The published package, end to end and offline: `npm pack` (which runs `npm run build:cli`), `npm install
 * --offline <tarball>` in an empty folder with no repository around, then the installed `rulescope`
 * command. Slow (a build, a pack and an install): about a minute on a busy machine.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_IDS } from "../lib/agents/registry";
import { writeTree } from "../lib/cli/write-tree";
import { countTokens } from "../lib/core/tokens";
import { CHECK_TREE, plainEnv, REPO, runCommand } from "./cli-bundle";

let tmp: string;
let app: string;
let bin: string;
let tree: string;
let builtAt: number;
let packStarted: number;
let packed: { filename: string; files: { path: string }[] };

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-pack-"));
  const npm = (args: string[], cwd: string) =>
    execFileSync("npm", args, { cwd, env: plainEnv(), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const started = Date.now();
  // npm pack runs the "prepack" script, npm run build:cli: the tarball carries a bundle built just now.
  packed = JSON.parse(npm(["pack", "--json", "--pack-destination", tmp], REPO))[0];
  app = join(tmp, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "uses-rulescope", private: true }));
  npm(["install", "--offline", "--no-audit", "--no-fund", join(tmp, packed.filename)], app);
  bin = join(app, "node_modules", ".bin", "rulescope");
  tree = join(tmp, "tree");
  writeTree(CHECK_TREE, tree);
  builtAt = statSync(join(REPO, "dist", "rulescope.mjs")).mtimeMs;
  packStarted = started;
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("npm pack + npm install --offline", { timeout: 120_000 }, () => {
  it("npm pack built the bundle first (prepack)", () => {
    expect(builtAt).toBeGreaterThanOrEqual(packStarted - 1000);
  });
  it("the tarball holds the bundle, the check docs, the schema and the problem matcher: no TypeScript, no tests, no app", () => {
    const paths = packed.files.map((f) => f.path);
    expect(paths).toContain("dist/rulescope.mjs");
    expect(paths).toContain("package.json");
    expect(paths).toContain("README.md");
    expect(paths).toContain("LICENSE");
    expect(paths).toContain("schema/rulescope.schema.json");
    expect(paths).toContain("docs/checks/budget-cut.md");
    expect(paths).toContain("matchers/rulescope.json");
    // TypeScript only as the library's one declaration file.
    expect(paths.filter((p) => /\.(ts|tsx|mts|cts)$/.test(p))).toEqual(["dist/index.d.ts"]);
    expect(paths).toContain("dist/index.mjs");
    expect(paths.filter((p) => /(^|\/)(test|e2e|__tests__)\/|\.test\.|\.spec\./.test(p))).toEqual([]);
    expect(
      paths.filter(
        (p) =>
          !/^(dist\/|docs\/checks\/|schema\/rulescope\.schema\.json$|matchers\/rulescope\.json$|package\.json$|README\.md$|LICENSE)/.test(
            p,
          ),
      ),
    ).toEqual([]);
  });
  it("installs nothing but rulescope itself: no runtime dependency to download", () => {
    const installed = readdirSync(join(app, "node_modules")).filter((n) => !n.startsWith("."));
    expect(installed).toEqual(["rulescope"]);
    const manifest = JSON.parse(readFileSync(join(app, "node_modules", "rulescope", "package.json"), "utf8"));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.bin).toEqual({ rulescope: "dist/rulescope.mjs" });
    // Ready to publish: a license (its text ships), and the Node versions CI tests.
    expect(manifest.license).toBe("MIT");
    expect(manifest.engines).toEqual({ node: ">=20" });
    expect(manifest.private).toBeUndefined();
    for (const url of [manifest.homepage, manifest.repository?.url, manifest.bugs?.url]) expect(url).toMatch(/^(git\+)?https:\/\//);
    expect(existsSync(join(app, "node_modules", "tsx"))).toBe(false);
  });
  it("rulescope --help prints the overview, exit 0; an unknown command is exit 2", async () => {
    const r = await runCommand(bin, ["--help"], { cwd: app });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^rulescope: see the exact instruction text/);
    expect(r.out).toContain("rulescope check [<folder>]");
    const bad = await runCommand(bin, ["frobnicate"], { cwd: app });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^rulescope: Unknown command "frobnicate"/);
  });
  it("rulescope check --format json reports the budget cut as an error (exit 1) and the mis-cased file", async () => {
    const r = await runCommand(bin, ["check", "--dir", tree, "--agents", "codex", "--format", "json"], { cwd: app });
    expect(r.code, r.err).toBe(1);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ agents: [{ id: "codex" }], inferred: false, cwds: [".", "docs"] });
    expect(report.findings.find((f: { code: string }) => f.code === "budget-cut")).toMatchObject({
      severity: "error",
      path: "AGENTS.md",
      line: 406,
      agents: ["codex"],
    });
    expect(report.findings.find((f: { code: string }) => f.code === "wrong-case")).toMatchObject({
      path: "docs/Agents.md",
      fix: { kind: "rename", to: "docs/AGENTS.md" },
    });
  });
  it("rulescope check --format sarif embeds the docs page shipped in the package, and the package version", async () => {
    const r = await runCommand(bin, ["check", "--agents", "codex", "--format", "sarif"], { cwd: tree });
    expect(r.code, r.err).toBe(1);
    const driver = JSON.parse(r.out).runs[0].tool.driver;
    expect(driver.version).toBe(JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")).version);
    expect(driver.rules.find((x: { id: string }) => x.id === "budget-cut").help.markdown).toMatch(/^# budget-cut\n/);
  });
  it("the library entry: import { check, resolve, checkDirectory } runs, and a strict TypeScript program compiles against its types", async () => {
    writeFileSync(
      join(app, "uses.mjs"),
      `import { check, resolve, checkDirectory, buildMemfs, AGENT_IDS } from "rulescope";
const s = { version: 1, agent: "codex", cwd: "/r", files: { "/r/.git": { dir: true }, "/r/AGENTS.md": "Use pnpm.\\n", "/r/docs/Agents.md": "x\\n" } };
const direct = check({ fs: buildMemfs(s.files).fs, root: "/r", home: "/h", agents: [{ id: "codex" }] });
const disk = checkDirectory(process.argv[2], { agents: "codex" });
console.log(JSON.stringify({ prompt: resolve(s).prompt, direct: direct.findings.map((f) => f.code), disk: disk.report.findings.map((f) => f.code).sort(), agents: AGENT_IDS.length }));`,
    );
    const r = await runCommand(process.execPath, ["uses.mjs", tree], { cwd: app });
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.prompt).toContain("Use pnpm.");
    expect(out.direct).toEqual(["wrong-case"]);
    expect(out.disk).toEqual(["budget-cut", "wrong-case"]);
    expect(out.agents).toBe(AGENT_IDS.length);
    writeFileSync(
      join(app, "uses.ts"),
      `import { check, resolve, nodeFs, type CheckReport, type Scenario, type Finding } from "rulescope";
const s: Scenario = { version: 1, agent: "codex", cwd: "/r", files: { "/r/AGENTS.md": "hi" } };
const prompt: string = resolve(s).prompt;
const report: CheckReport = check({ fs: nodeFs({ allow: ["/tmp"] }), root: "/tmp", home: "/h" });
const first: Finding | undefined = report.findings[0];
// @ts-expect-error: a scenario has a version
const bad: Scenario = { agent: "codex", cwd: "/", files: {} };
export { prompt, first, bad };
`,
    );
    const tsc = await runCommand(
      process.execPath,
      [
        join(REPO, "node_modules", "typescript", "bin", "tsc"),
        "--noEmit",
        "--strict",
        "--skipLibCheck",
        "false",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        "--target",
        "es2022",
        "--types",
        "node",
        "--typeRoots",
        join(REPO, "node_modules", "@types"),
        "uses.ts",
      ],
      { cwd: app },
    );
    expect(tsc.code, tsc.out + tsc.err).toBe(0);
  });
  it("rulescope resolve --dir composes the prompt from the real tree (the tokenizer and profiles are bundled)", async () => {
    const r = await runCommand(bin, ["resolve", "--dir", tree, "--agent", "codex", "--json"], { cwd: app });
    expect(r.code, r.err).toBe(0);
    const res = JSON.parse(r.out);
    expect(res.prompt).toContain("Keep functions small and pure");
    expect(res.stats.tokens).toBeGreaterThan(1000);
    // The bundle carries the tokenizer's rank table as JSON (scripts/build-cli.mjs): same counts as the source.
    expect(res.stats.tokens).toBe(countTokens(res.prompt));
    expect(res.stats.files).toBe(1);
  });
});
