/**
 * `rulescope check` as CI runs it, on a real directory: each format, the exit code at --fail-on, the
 * SARIF validated against the SARIF 2.1.0 schema (Microsoft's copy, shipped in @microsoft/jest-sarif),
 * a bad configuration as exit 2 with its problems.
 */
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { lexists as lexistsSync } from "../lib/cli/io";
import { writeTree } from "../lib/cli/write-tree";
import { runCommand, type Ran } from "./cli-bundle";

const BIN = inject("cliBin");
const require = createRequire(import.meta.url);

/** The SARIF 2.1.0 schema as a validator, formats (uri-reference) included. */
function sarifValidator() {
  const schema = JSON.parse(readFileSync(require.resolve("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"), "utf8"));
  // unicodeRegExp off: one pattern in the schema (a language tag) is not valid with the u flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

const cli = (args: string[]): Promise<Ran> => runCommand(process.execPath, [BIN, ...args], { env: process.env });

const LONG = "# Rules\n" + "- Keep functions small and pure; prefer composition over inheritance everywhere.\n".repeat(500);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulescope-check-cli-"));
  writeTree({ "/.git": { dir: true }, "/AGENTS.md": LONG, "/docs/Agents.md": "x\n", "/CLAUDE.md": "Claude only.\n" }, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test spawns the CLI (through tsx) once or twice, side by side: slow on a two-core CI machine.
describe.concurrent("rulescope check", { timeout: 180_000 }, () => {
  it("text: what each agent receives, then findings by file with relative paths, a summary; exit 1 on an error", async () => {
    const r = await cli(["check", "--dir", dir, "--agents", "codex,claude-code"]);
    // A cut is instructions lost: an error, so a plain check fails.
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^What each agent receives, from 2 folders:\n {2}codex {8}1 file, 32\.\d kB, up to [\d,]+ tokens; cuts AGENTS\.md \(7\.7 kB lost\)$/m,
    );
    expect(r.out).toMatch(/^AGENTS\.md$/m);
    expect(r.out).toMatch(/^\s+406\s+error\s+codex cuts this file at line 406: about 96 lines never reach the model {2}budget-cut$/m);
    expect(r.out).toMatch(/^docs\/Agents\.md$/m);
    expect(r.out).toMatch(/\d+ problems \(1 error, \d+ warnings/);
    // The long explanation only under --verbose.
    expect(r.out).not.toContain("codex keeps 32,768 of 40,508 bytes");
    const verbose = await cli(["check", "--dir", dir, "--agents", "codex,claude-code", "--verbose"]);
    expect(verbose.out).toMatch(/^\s+codex keeps 32,768 of 40,508 bytes of this file/m);
  });
  it("the noise budget: info findings stay out of the output unless asked for, and a note counts them", async () => {
    const tree = mkdtempSync(join(tmpdir(), "rulescope-check-min-"));
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": "", "/docs/Agents.md": "x\n" }, tree);
    try {
      const plain = await cli(["check", "--dir", tree, "--agents", "codex"]);
      expect(plain.out).toMatch(/wrong-case$/m);
      expect(plain.out).not.toMatch(/file-empty$/m);
      expect(plain.out).toMatch(/^Note: 1 info not shown \(below --min-severity warning\); --min-severity info shows it\.$/m);
      for (const args of [["--verbose"], ["--min-severity", "info"], ["--fail-on", "info"]]) {
        const shown = await cli(["check", "--dir", tree, "--agents", "codex", ...args]);
        expect(shown.out, args.join(" ")).toMatch(/file-empty$/m);
        expect(shown.out, args.join(" ")).not.toContain("not shown");
      }
      // --fail-on info fails on what it shows; the default gate does not weigh what is hidden.
      expect((await cli(["check", "--dir", tree, "--agents", "codex", "--fail-on", "info"])).code).toBe(1);
      expect(plain.code).toBe(0);
      const errorsOnly = await cli(["check", "--dir", tree, "--agents", "codex", "--min-severity", "error", "--format", "json"]);
      expect(JSON.parse(errorsOnly.out).findings).toEqual([]);
      writeFileSync(join(tree, "rulescope.json"), JSON.stringify({ agents: ["codex"], minSeverity: "info" }));
      expect((await cli(["check", "--dir", tree])).out).toMatch(/file-empty$/m);
      const bad = await cli(["check", "--dir", tree, "--min-severity", "notice"]);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('--min-severity must be one of error, warning, info (got "notice")');
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
  it("exit 0 when every finding is below --fail-on, 1 when one reaches it", async () => {
    const config = join(dir, "..", `${Math.random().toString(36).slice(2)}-rulescope.json`);
    writeFileSync(config, JSON.stringify({ rules: { "budget-cut": "warning", "never-read": "warning" } }));
    const mild = await cli(["check", "--dir", dir, "--agents", "codex", "--config", config]);
    expect(mild.code, mild.out).toBe(0);
    const strict = await cli(["check", "--dir", dir, "--agents", "codex", "--config", config, "--fail-on", "warning"]);
    expect(strict.code).toBe(1);
    rmSync(config);
  });
  it("json: one object with findings carrying code, severity, path, line, agents, message", async () => {
    const r = await cli(["check", "--dir", dir, "--agents", "codex", "--format", "json"]);
    const report = JSON.parse(r.out);
    const cut = report.findings.find((f: { code: string }) => f.code === "budget-cut");
    expect(cut).toMatchObject({ severity: "error", path: "AGENTS.md", line: 406, agents: ["codex"], docs: "docs/checks/budget-cut.md" });
    // The headline as the message, the whole explanation beside it.
    expect(cut.message).toBe("codex cuts this file at line 406: about 96 lines never reach the model");
    expect(cut.explanation).toMatch(/^codex keeps 32,768 of 40,508 bytes/);
    expect(report.coverage).toMatchObject([{ agent: "codex", folders: 2, cut: [{ path: "AGENTS.md", lostBytes: 7740 }] }]);
    expect(report.findings.find((f: { code: string }) => f.code === "wrong-case")).toMatchObject({
      path: "docs/Agents.md",
      fix: { kind: "rename", to: "docs/AGENTS.md" },
    });
  });
  it("sarif: valid SARIF 2.1.0, one rule per code with its help page, results at file and line", async () => {
    const r = await cli(["check", "--dir", dir, "--agents", "codex", "--format", "sarif"]);
    const sarif = JSON.parse(r.out);
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // The schema does reject what SARIF forbids: a level of "info".
    const broken = structuredClone(sarif);
    broken.runs[0].results[0].level = "info";
    expect(validate(broken)).toBe(false);
    const run = sarif.runs[0];
    expect(run.tool.driver.name).toBe("rulescope");
    expect(run.tool.driver.rules.find((x: { id: string }) => x.id === "budget-cut").help.markdown).toMatch(/^# budget-cut/);
    const result = run.results.find((x: { ruleId: string }) => x.ruleId === "budget-cut");
    expect(result.level).toBe("error");
    expect(result.locations[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: "AGENTS.md", uriBaseId: "%SRCROOT%" },
      region: { startLine: 406 },
    });
    const rule = run.tool.driver.rules.find((x: { id: string }) => x.id === "budget-cut");
    expect(rule.defaultConfiguration).toEqual({ level: "error" });
    expect(rule.fullDescription.text).toMatch(/^What\. /);
    expect(result.partialFingerprints["rulescope/v1"]).toMatch(/^[0-9a-f]{16}$/);
    // An edit fix travels as a SARIF fix: the replaced lines and the new text.
    const both = JSON.parse((await cli(["check", "--dir", dir, "--agents", "codex,claude-code", "--format", "sarif"])).out).runs[0];
    const withFix = both.results.find((x: { ruleId: string }) => x.ruleId === "fallback-off");
    expect(withFix.fixes[0].artifactChanges[0]).toMatchObject({
      artifactLocation: { uri: "CLAUDE.md" },
      replacements: [{ insertedContent: { text: expect.stringContaining("@AGENTS.md") } }],
    });
    expect(validate(JSON.parse(JSON.stringify({ ...sarif, runs: [both] })))).toBe(true);
  });
  it("sarif: a fingerprint survives an edit above the finding", async () => {
    const moved = mkdtempSync(join(tmpdir(), "rulescope-check-fp-"));
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": LONG, "/CLAUDE.md": "Claude only.\n" }, moved);
    const before = JSON.parse((await cli(["check", "--dir", moved, "--agents", "codex", "--format", "sarif"])).out).runs[0].results;
    writeFileSync(join(moved, "AGENTS.md"), "# A new heading line\n\n" + LONG);
    const after = JSON.parse((await cli(["check", "--dir", moved, "--agents", "codex", "--format", "sarif"])).out).runs[0].results;
    const cut = (
      rs: {
        ruleId: string;
        locations: { physicalLocation: { region: { startLine: number } } }[];
        partialFingerprints: Record<string, string>;
      }[],
    ) => rs.find((r) => r.ruleId === "budget-cut")!;
    expect(cut(after).locations[0].physicalLocation.region.startLine).not.toBe(cut(before).locations[0].physicalLocation.region.startLine);
    expect(cut(after).partialFingerprints).toEqual(cut(before).partialFingerprints);
    rmSync(moved, { recursive: true, force: true });
  });
  it("sarif: paths with #, ?, spaces, line breaks or a scheme-like folder are percent-encoded relative URIs", async () => {
    const bad = mkdtempSync(join(tmpdir(), "rulescope-check-uri-"));
    const names = ["a b#c?d", "line\nbreak", "javascript:alert(1)", "100%"];
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": "a\n", ...Object.fromEntries(names.map((n) => [`/${n}/Agents.md`, "x\n"])) }, bad);
    const sarif = JSON.parse((await cli(["check", "--dir", bad, "--agents", "codex", "--format", "sarif"])).out);
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // The four misnamed files are one cause: one result, at its first file, the others as related locations.
    type Loc = { physicalLocation: { artifactLocation: { uri: string } } };
    const uris: string[] = sarif.runs[0].results.flatMap((x: { locations: Loc[]; relatedLocations?: Loc[] }) =>
      [...x.locations, ...(x.relatedLocations ?? [])].map((l) => l.physicalLocation.artifactLocation.uri),
    );
    expect(uris.sort()).toEqual([
      "100%25/Agents.md",
      "a%20b%23c%3Fd/Agents.md",
      "javascript%3Aalert(1)/Agents.md",
      "line%0Abreak/Agents.md",
    ]);
    // Each URI names its file again once decoded.
    expect(uris.map(decodeURIComponent).sort()).toEqual(names.map((n) => `${n}/Agents.md`).sort());
    rmSync(bad, { recursive: true, force: true });
  });
  it("github: workflow annotations", async () => {
    const r = await cli(["check", "--dir", dir, "--agents", "codex", "--format", "github"]);
    // The title names the code and what it means (":" and "," escaped as the runner expects in properties).
    expect(r.out).toMatch(
      /^::error file=AGENTS\.md,line=406,title=rulescope budget-cut%3A An agent cuts this file at its byte or token budget::codex cuts this file at line 406/m,
    );
  });
  it("a bad rulescope.json is exit 2 naming each problem; a good one sets agents and severities", async () => {
    const bad = mkdtempSync(join(tmpdir(), "rulescope-check-conf-"));
    writeFileSync(join(bad, "rulescope.json"), JSON.stringify({ agents: ["codx"], rules: { nope: "off" } }));
    const r = await cli(["check", "--dir", bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/agents\[0\]: unknown agent "codx"/);
    expect(r.err).toMatch(/rules\.nope: not a check code/);
    writeFileSync(join(bad, "rulescope.json"), JSON.stringify({ agents: ["codex"], rules: { "wrong-case": "error" } }));
    writeFileSync(join(bad, "Agents.md"), "x\n");
    const good = await cli(["check", "--dir", bad, "--format", "json"]);
    expect(good.code).toBe(1);
    expect(JSON.parse(good.out).findings).toMatchObject([{ code: "wrong-case", severity: "error", agents: ["codex"] }]);
    rmSync(bad, { recursive: true, force: true });
  });
  it("a resolve that fails is exit 2 with an error line in every format, never 'No problems found'", async () => {
    const bad = mkdtempSync(join(tmpdir(), "rulescope-check-fail-"));
    writeFileSync(join(bad, "AGENTS.md"), "x\n");
    writeFileSync(join(bad, "rulescope.json"), '{"config":{"constructor":1}}');
    const text = await cli(["check", "--dir", bad, "--agents", "codex,claude-code"]);
    expect(text.code).toBe(2);
    expect(text.out).toMatch(/^error: Rulescope could not resolve codex, claude-code from \. \(invalid-scenario\): config\.constructor/m);
    expect(text.out).not.toMatch(/No problems found/);
    const json = await cli(["check", "--dir", bad, "--agents", "codex", "--format", "json"]);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out).failures).toMatchObject([{ code: "invalid-scenario", agents: ["codex"], cwds: ["."] }]);
    const sarif = await cli(["check", "--dir", bad, "--agents", "codex", "--format", "sarif"]);
    expect(JSON.parse(sarif.out).runs[0].invocations[0]).toMatchObject({
      executionSuccessful: false,
      toolExecutionNotifications: [{ level: "error" }],
    });
    const env = await cli(["check", "--dir", dir, "--agents", "codex", "--env", "__proto__=x", "--format", "github"]);
    expect(env.code).toBe(2);
    expect(env.out).toMatch(/^::error title=rulescope%3A the check failed::Rulescope could not resolve codex/m);
    rmSync(bad, { recursive: true, force: true });
  });
  it("names holding line breaks, workflow commands or terminal escapes are escaped in the human formats", async () => {
    const bad = mkdtempSync(join(tmpdir(), "rulescope-check-names-"));
    const evil = "x\n::warning::pwned\u001b[31m\u0007";
    writeTree(
      {
        "/.git": { dir: true },
        "/AGENTS.md": "a\n",
        [`/${evil}/Agents.md`]: "b\n",
        [`/.github/instructions/${evil}.instructions.md`]: `---\napplyTo: "${evil
          .replace(/\n/g, "\\n")
          .replace(/\u001b/g, "\\e")
          .replace(/\u0007/g, "\\a")}/**"\n---\nr\n`,
      },
      bad,
    );
    for (const format of ["text", "github"]) {
      const r = await cli(["check", "--dir", bad, "--agents", "codex,copilot", "--format", format]);
      expect(r.out, format).toMatch(/pwned/);
      expect(r.out, format).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
      expect(r.out, format).not.toMatch(/^::warning::pwned/m);
      expect(r.err, format).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    }
    // Machine formats keep the real names (JSON escapes them itself).
    const json = JSON.parse((await cli(["check", "--dir", bad, "--agents", "codex", "--format", "json"])).out);
    expect(json.findings.map((f: { path: string }) => f.path)).toContain(`${evil}/Agents.md`);
    rmSync(bad, { recursive: true, force: true });
  });
  it("--home opens only the agents' own global places: a link to a home secret is never read or quoted, and rulescope.json env cannot widen it", async () => {
    const base = mkdtempSync(join(tmpdir(), "rulescope-check-home-"));
    const home = join(base, "home");
    const tree = join(base, "tree");
    const secret = "SECRET-TOKEN " + "sk-live-0123456789abcdefghijklmnopqrstuvwxyz ".repeat(3);
    writeTree(
      {
        "/.claude/.credentials.json": secret + "\n",
        "/.ssh/id_rsa": "PRIVATE KEY " + secret + "\n",
        "/.claude/CLAUDE.md": "Global rule.\n",
      },
      home,
    );
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": "ok\n" }, tree);
    symlinkSync(join(home, ".claude", ".credentials.json"), join(tree, "CLAUDE.md"));
    mkdirSync(join(tree, "docs"));
    symlinkSync(join(home, ".claude", ".credentials.json"), join(tree, "docs", "CLAUDE.md"));
    symlinkSync(join(home, ".ssh", "id_rsa"), join(tree, "docs", "AGENTS.md"));
    writeFileSync(
      join(tree, "rulescope.json"),
      JSON.stringify({ agents: ["claude-code", "codex"], env: { CLAUDE_CONFIG_DIR: join(home, ".ssh") } }),
    );
    for (const format of ["text", "json", "sarif", "github"]) {
      const r = await cli(["check", "--dir", tree, "--home", home, "--format", format]);
      expect(r.out + r.err, format).not.toMatch(/sk-live|SECRET-TOKEN|PRIVATE KEY/);
    }
    rmSync(base, { recursive: true, force: true });
  });
  it("rulescope.json is read only inside the tree, and a JSON error quotes none of the file", async () => {
    const base = mkdtempSync(join(tmpdir(), "rulescope-check-conflink-"));
    writeFileSync(join(base, "outside.txt"), "root:x:0:0:root:/root:/bin/bash\n");
    mkdirSync(join(base, "tree"));
    symlinkSync(join(base, "outside.txt"), join(base, "tree", "rulescope.json"));
    const r = await cli(["check", "--dir", join(base, "tree")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/rulescope\.json is a link to a file outside the checked tree/);
    expect(r.err).not.toMatch(/root:x/);
    rmSync(join(base, "tree", "rulescope.json"));
    writeFileSync(join(base, "tree", "rulescope.json"), "root:x:0:0:root:/root:/bin/bash\n");
    const bad = await cli(["check", "--dir", join(base, "tree")]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/is not valid JSON/);
    expect(bad.err).not.toMatch(/root:x/);
    rmSync(base, { recursive: true, force: true });
  });
  it("bad usage is exit 2 with a sentence", async () => {
    for (const args of [
      ["check", "--format", "xml"],
      ["check", "--dir", "/no/such/dir"],
      ["check", "--agents", "nobody"],
      ["check", "--fail-on", "loud"],
      ["check", "--max-warnings", "many"],
      ["check", "a", "b"],
    ]) {
      const r = await cli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(/^rulescope: .+\.\n/);
    }
    const typo = await cli(["check", dir, "--agents", "claud-code"]);
    expect(typo.err).toMatch(/unknown agent "claud-code" \(did you mean claude-code\?\)/);
  });
  it("as ESLint: a folder argument, --quiet, --max-warnings, -o", async () => {
    const config = join(dir, "..", `${Math.random().toString(36).slice(2)}-mild.json`);
    writeFileSync(config, JSON.stringify({ rules: { "budget-cut": "warning" } }));
    const [plain, quiet, capped, roomy] = await Promise.all([
      cli(["check", dir, "--agents", "codex,claude-code", "--format", "json"]),
      cli(["check", dir, "--agents", "codex,claude-code", "--format", "json", "--quiet"]),
      cli(["check", dir, "--agents", "codex,claude-code", "--config", config, "--max-warnings", "1"]),
      cli(["check", dir, "--agents", "codex,claude-code", "--config", config, "--max-warnings", "20"]),
    ]);
    const all = JSON.parse(plain.out).findings as { severity: string }[];
    expect(all.some((f) => f.severity === "warning")).toBe(true);
    // --quiet: the errors and nothing else.
    expect(JSON.parse(quiet.out).findings).toEqual(all.filter((f) => f.severity === "error"));
    const warnings = all.length - all.filter((f) => f.severity !== "warning").length + 1; // the cut, now a warning
    expect(warnings).toBeGreaterThan(1);
    expect(capped.code).toBe(1);
    expect(capped.err).toContain(`${warnings} warnings, more than --max-warnings 1`);
    expect(roomy.code).toBe(0);
    const file = join(dir, "..", `${Math.random().toString(36).slice(2)}-report.txt`);
    const written = await cli(["check", dir, "--agents", "codex", "-o", file]);
    expect(written.out).toBe("");
    expect(readFileSync(file, "utf8")).toMatch(/^What each agent receives/);
    // --also: other formats from the same run, each as the format alone prints it.
    const [sarifFile, mdFile] = [`${file}.sarif`, `${file}.md`];
    const [both, sarifAlone, mdAlone, bad] = await Promise.all([
      cli(["check", dir, "--agents", "codex", "--format", "json", "--also", `sarif=${sarifFile}`, "--also", `markdown=${mdFile}`]),
      cli(["check", dir, "--agents", "codex", "--format", "sarif"]),
      cli(["check", dir, "--agents", "codex", "--format", "markdown"]),
      cli(["check", dir, "--agents", "codex", "--also", "pdf=x.pdf"]),
    ]);
    expect(JSON.parse(both.out).findings.length).toBeGreaterThan(0);
    expect(readFileSync(sarifFile, "utf8")).toBe(sarifAlone.out);
    expect(readFileSync(mdFile, "utf8")).toBe(mdAlone.out);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`--also takes <format>=<file>, a format one of text, json, sarif, github, markdown (got "pdf=x.pdf")`);
    for (const f of [config, file, sarifFile, mdFile]) rmSync(f);
  });
  it("in a subfolder: the repository is checked from its root, scoped to the folder; the config is found above, with comments", async () => {
    const repo = mkdtempSync(join(tmpdir(), "rulescope-check-sub-"));
    writeTree(
      {
        "/.git": { dir: true },
        "/AGENTS.md": LONG,
        "/pkg/AGENTS.md": "Package rules.\n",
        "/other/Agents.md": "x\n",
        "/package.json": '{ "name": "r", "rulescope": { "agents": ["claude-code"] } }',
      },
      repo,
    );
    writeFileSync(join(repo, "rulescope.json"), '{\n  // the team uses codex\n  "agents": ["codex",],\n}\n');
    const [sub, whole] = await Promise.all([
      cli(["check", join(repo, "pkg"), "--format", "json"]),
      cli(["check", repo, "--format", "json"]),
    ]);
    const inSub = JSON.parse(sub.out);
    expect(inSub.agents).toEqual([{ id: "codex" }]);
    // Paths stay the repository's; the root AGENTS.md that codex cuts from pkg/ is reported; other/ is not.
    expect(inSub.root).toBe(realpathSync(repo));
    expect(inSub.cwds).toEqual(["pkg"]);
    expect(inSub.findings.map((f: { code: string; path: string }) => `${f.code} ${f.path}`).sort()).toEqual([
      "budget-cut AGENTS.md",
      "budget-dropped pkg/AGENTS.md",
    ]);
    expect(JSON.parse(whole.out).findings.some((f: { path: string }) => f.path === "other/Agents.md")).toBe(true);
    // Without rulescope.json, package.json's "rulescope" key is the configuration.
    rmSync(join(repo, "rulescope.json"));
    expect(JSON.parse((await cli(["check", repo, "--format", "json"])).out).agents).toEqual([{ id: "claude-code" }]);
    // A broken file names the place, never the text.
    writeFileSync(join(repo, "rulescope.json"), '{ "agents": [ "codex" oops ] }');
    const bad = await cli(["check", repo]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/rulescope\.json is not valid JSON: \w+ at line 1, column \d+\./);
    expect(bad.err).not.toContain("oops");
    rmSync(repo, { recursive: true, force: true });
  });
  it("init writes rulescope.json with the inferred agents and why, which check then reads; it never overwrites one", async () => {
    const repo = mkdtempSync(join(tmpdir(), "rulescope-init-"));
    writeTree(
      {
        "/.git": { dir: true },
        "/AGENTS.md": "Use pnpm.\n",
        "/.cursor/rules/ts.mdc": "---\nalwaysApply: true\n---\nStrict TS.\n",
        "/.gemini/config.yaml": "code_review: {}\n",
      },
      repo,
    );
    const made = await cli(["init", repo]);
    expect(made.code, made.err).toBe(0);
    const text = readFileSync(join(repo, "rulescope.json"), "utf8");
    expect(text).toMatch(/"agents": \["codex", "cursor"\]/);
    expect(text).toMatch(/\/\/ +cursor: the tree has \.cursor\/rules\/ts\.mdc/);
    expect(text).toMatch(/\/\/ +codex: the tree has AGENTS\.md/);
    expect(text).toMatch(/Set aside as evidence: \.gemini\/config\.yaml/);
    const checked = JSON.parse((await cli(["check", repo, "--format", "json"])).out);
    expect(checked).toMatchObject({ agents: [{ id: "codex" }, { id: "cursor" }], inferred: false });
    const again = await cli(["init", repo]);
    expect(again.code).toBe(2);
    expect(readFileSync(join(repo, "rulescope.json"), "utf8")).toBe(text);
    rmSync(repo, { recursive: true, force: true });
  });
  it("--baseline: the first run records, later runs report and fail only on new findings", async () => {
    const repo = mkdtempSync(join(tmpdir(), "rulescope-baseline-"));
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": LONG, "/docs/Agents.md": "x\n" }, repo);
    const file = join(repo, "..", `${Math.random().toString(36).slice(2)}-baseline.json`);
    const first = await cli(["check", repo, "--agents", "codex", "--baseline", file, "--format", "json"]);
    expect(first.code).toBe(0);
    const recorded = JSON.parse(readFileSync(file, "utf8")).findings;
    expect(recorded.map((x: { code: string }) => x.code).sort()).toEqual(["budget-cut", "wrong-case"]);
    // An edit above the cut moves it; it is still the baseline's. A new misnamed file is new.
    writeFileSync(join(repo, "AGENTS.md"), "# A heading added above\n\n" + LONG);
    mkdirSync(join(repo, "web"));
    writeFileSync(join(repo, "web", "Agents.md"), "y\n");
    const later = await cli(["check", repo, "--agents", "codex", "--baseline", file, "--format", "json", "--fail-on", "warning"]);
    const report = JSON.parse(later.out);
    expect(report.findings.map((f: { code: string; path: string }) => `${f.code} ${f.path}`)).toEqual(["wrong-case web/Agents.md"]);
    expect(report.notes.join(" ")).toMatch(/2 findings are in the baseline .* and not reported/);
    expect(later.code).toBe(1);
    rmSync(repo, { recursive: true, force: true });
    rmSync(file);
  });
  it("--fix-dry-run shows each change as a diff and changes nothing; --fix applies them, never through a link, and checks again", async () => {
    const repo = mkdtempSync(join(tmpdir(), "rulescope-fix-"));
    writeTree(
      {
        "/.git": { dir: true },
        "/AGENTS.md": "# Rules\n\nUse pnpm.\n",
        "/CLAUDE.md": "Claude only.\n",
        "/CLAUDE.local.md": "Mine.\n",
        "/docs/Agents.md": "Docs rules.\n",
        "/web/real.md": "Web rules.\n",
      },
      repo,
    );
    symlinkSync("real.md", join(repo, "web", "Agents.md"));
    const dry = await cli(["check", repo, "--agents", "codex,claude-code", "--fix-dry-run"]);
    expect(dry.err).toContain("rename docs/Agents.md -> docs/AGENTS.md");
    expect(dry.err).toMatch(/^--- CLAUDE\.md\n\+\+\+ CLAUDE\.md\n@@ -\d+,\d+ \+\d+,\d+ @@\n(?:-.*\n)*\+@AGENTS\.md$/m);
    expect(dry.err).toMatch(/fix skipped: Rename to AGENTS\.md \(web\/Agents\.md\): it is reached through a link\./);
    expect(readFileSync(join(repo, "CLAUDE.md"), "utf8")).toBe("Claude only.\n");
    expect(lexistsSync(join(repo, "docs", "AGENTS.md"))).toBe(false);
    const fixed = await cli(["check", repo, "--agents", "codex,claude-code", "--fix", "--format", "json"]);
    expect(readFileSync(join(repo, "CLAUDE.md"), "utf8")).toBe("Claude only.\n@AGENTS.md\n");
    expect(readFileSync(join(repo, "docs", "AGENTS.md"), "utf8")).toBe("Docs rules.\n");
    expect(readFileSync(join(repo, "web", "real.md"), "utf8")).toBe("Web rules.\n");
    // The report is the check after fixing: the renamed file's finding is gone, the link's stays.
    const left = JSON.parse(fixed.out);
    expect(left.findings.filter((f: { code: string }) => f.code === "wrong-case").map((f: { path: string }) => f.path)).toEqual([
      "web/Agents.md",
    ]);
    expect(left.notes.join(" ")).toMatch(/2 fixes applied, 1 skipped\./);
    rmSync(repo, { recursive: true, force: true });
  });
  it("--fix creates the CLAUDE.md each package lacks (one finding, a file per package), in the real folder of a linked one; SARIF carries them", async () => {
    const repo = mkdtempSync(join(tmpdir(), "rulescope-fix-create-"));
    writeTree(
      {
        "/.git": { dir: true },
        "/pkg/a/AGENTS.md": "Use pnpm in a.\n",
        "/pkg/b/AGENTS.md": "Use yarn in b.\n",
        "/real/AGENTS.md": "Linked.\n",
      },
      repo,
    );
    symlinkSync("../real", join(repo, "pkg", "linked"));
    const agents = ["--agents", "codex,claude-code@before-2.1.277"];
    const [dry, sarif] = await Promise.all([
      cli(["check", repo, ...agents, "--fix-dry-run"]),
      cli(["check", repo, ...agents, "--format", "sarif"]),
    ]);
    for (const p of ["pkg/a", "pkg/b", "real"])
      expect(dry.err).toContain(`--- /dev/null\n+++ ${p}/CLAUDE.md\n@@ -0,0 +1,1 @@\n+@AGENTS.md`);
    // The linked package is the real folder's file: the fix goes there, never through the link.
    expect(dry.err).not.toContain("pkg/linked/CLAUDE.md");
    expect(lexistsSync(join(repo, "pkg", "a", "CLAUDE.md"))).toBe(false);
    const log = JSON.parse(sarif.out);
    expect(sarifValidator()(log)).toBe(true);
    const created = log.runs[0].results.flatMap((r: { fixes?: { artifactChanges: { artifactLocation: { uri: string } }[] }[] }) =>
      (r.fixes ?? []).flatMap((f) => f.artifactChanges.map((c) => c.artifactLocation.uri)),
    );
    expect(created).toContain("pkg/a/CLAUDE.md");
    const fixed = await cli(["check", repo, ...agents, "--fix", "--format", "json"]);
    for (const p of ["pkg/a", "pkg/b", "real"]) expect(readFileSync(join(repo, p, "CLAUDE.md"), "utf8")).toBe("@AGENTS.md\n");
    const left = JSON.parse(fixed.out)
      .findings.filter((f: { code: string }) => f.code === "agents-disagree")
      .map((f: { path: string }) => f.path);
    expect(left).toEqual([]);
    rmSync(repo, { recursive: true, force: true });
  });
  it("--version, list-checks and explain answer offline from the package", async () => {
    const [version, list, page, typo] = await Promise.all([
      cli(["--version"]),
      cli(["list-checks"]),
      cli(["explain", "never-sent"]),
      cli(["explain", "nevr-read"]),
    ]);
    expect(version.out.trim()).toBe(JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")).version);
    expect(list.out).toMatch(/^budget-cut +error +An agent cuts this file/m);
    expect(page.out).toBe(readFileSync(join(import.meta.dirname, "..", "docs", "checks", "never-sent.md"), "utf8"));
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/"nevr-read" is not a check code \(did you mean never-read\?\)/);
  });
});
