/**
 * action.yml, run offline: each `run:` step of the composite action goes through bash as the runner
 * does (bash --noprofile --norc -eo pipefail), with its ${{ }} expressions substituted, its `if:`
 * evaluated and $GITHUB_OUTPUT collected; the upload-sarif step is recorded, not run. The action's
 * checkout is a built copy of the package (dist/ present, so the build step does nothing).
 */
import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTree } from "../lib/cli/write-tree";
import { buildPackageCopy, CHECK_TREE, plainEnv, REPO, runCommand } from "./cli-bundle";

interface Step {
  name: string;
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  "continue-on-error"?: string | boolean;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(readFileSync(join(REPO, "action.yml"), "utf8")) as Action;

interface Job {
  ran: { name: string; code: number; out: string; err: string }[];
  skipped: string[];
  /** `uses:` steps that ran, with their inputs expanded. */
  used: { uses: string; with: Record<string, string> }[];
  outputs: Record<string, Record<string, string>>;
  /** Each step's $GITHUB_OUTPUT as it wrote it. */
  outputFiles: Record<string, string>;
  outcomes: Record<string, "success" | "failure">;
  /** What the steps appended to $GITHUB_STEP_SUMMARY. */
  summary: string;
  failed: boolean;
}

interface Runner {
  /** The pull request's head repository (github.event.pull_request.head.repo.full_name); none outside pull requests. */
  headRepository?: string;
  /** Whether upload-sarif fails (code scanning not enabled). */
  uploadFails?: boolean;
}

const REPOSITORY = "acme/app";

/**
 * The part of GitHub's expression language action.yml uses: ( ), ||, &&, == and != between
 * references and '...' strings, always(). Every reference must be one the test knows.
 */
function evaluate(expr: string, value: (ref: string) => string): string | boolean {
  const tokens = expr.match(/always\(\)|\|\||&&|==|!=|\(|\)|'[^']*'|[\w.-]+/g) ?? [];
  let i = 0;
  const truthy = (v: string | boolean) => v !== "" && v !== false;
  const primary = (): string | boolean => {
    const t = tokens[i++];
    if (t === "(") {
      const v = or();
      if (tokens[i++] !== ")") throw new Error(`unbalanced ( in "${expr}"`);
      return v;
    }
    if (t === "always()" || t === "true") return true;
    if (t?.startsWith("'")) return t.slice(1, -1);
    if (t === undefined || !/^[a-z]/.test(t)) throw new Error(`the test does not know "${t}" in "${expr}"`);
    return value(t);
  };
  const compare = (): string | boolean => {
    const left = primary();
    if (tokens[i] !== "==" && tokens[i] !== "!=") return left;
    const op = tokens[i++];
    const right = primary();
    return (String(left) === String(right)) === (op === "==");
  };
  const and = (): string | boolean => {
    let v = compare();
    while (tokens[i] === "&&") {
      i++;
      const r = compare();
      v = truthy(v) && truthy(r);
    }
    return v;
  };
  const or = (): string | boolean => {
    let v = and();
    while (tokens[i] === "||") {
      i++;
      const r = and();
      v = truthy(v) || truthy(r);
    }
    return v;
  };
  const v = or();
  if (i !== tokens.length) throw new Error(`the test could not read "${expr}"`);
  return v;
}

const holds = (expr: string, value: (ref: string) => string): boolean => {
  const v = evaluate(expr, value);
  return v !== "" && v !== false;
};

/**
 * $GITHUB_OUTPUT as the runner reads it: `name=value` lines and `name<<DELIMITER` blocks (whichever
 * of `=` and `<<` comes first decides), a later value of a name replacing an earlier one; any other
 * line fails the step there, as it does on GitHub.
 */
function readOutputs(text: string): Record<string, string> {
  const outs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "") continue;
    const [eq, heredoc] = [line.indexOf("="), line.indexOf("<<")];
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const delimiter = line.slice(heredoc + 2);
      const end = lines.indexOf(delimiter, i + 1);
      if (end < 0) throw new Error(`$GITHUB_OUTPUT: no line ${delimiter} ends ${line.slice(0, heredoc)}`);
      outs[line.slice(0, heredoc)] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (eq > 0) outs[line.slice(0, eq)] = line.slice(eq + 1);
    else throw new Error(`$GITHUB_OUTPUT: the runner cannot read the line "${line}"`);
  }
  return outs;
}

/** Run the action's steps in `workspace` with the given inputs, as a runner would. */
async function runAction(actionPath: string, workspace: string, given: Record<string, string>, runner: Runner = {}): Promise<Job> {
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) inputs[name] = given[name] ?? spec.default ?? "";
  for (const name of Object.keys(given)) if (!(name in action.inputs)) throw new Error(`no input "${name}" in action.yml`);
  const job: Job = { ran: [], skipped: [], used: [], outputs: {}, outputFiles: {}, outcomes: {}, summary: "", failed: false };
  const value = (ref: string): string => {
    if (ref === "github.action_path") return actionPath;
    if (ref === "github.event.pull_request.head.repo.full_name") return runner.headRepository ?? "";
    let m = /^inputs\.([\w-]+)$/.exec(ref);
    if (m) return inputs[m[1]] ?? "";
    m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(ref);
    if (m) return job.outputs[m[1]]?.[m[2]] ?? "";
    m = /^steps\.([\w-]+)\.outcome$/.exec(ref);
    if (m) return job.outcomes[m[1]] ?? "";
    throw new Error(`the test does not know the reference "${ref}"`);
  };
  const unwrap = (e: string) => e.trim().replace(/^\$\{\{(.*)\}\}$/s, "$1");
  const expand = (text: string) => text.replace(/\$\{\{(.+?)\}\}/g, (_, e: string) => String(evaluate(e, value)));
  const summaryFile = join(workspace, ".github-step-summary");
  writeFileSync(summaryFile, "");
  for (const step of action.runs.steps) {
    // No status function in `if:` means success() && it, as GitHub reads it.
    const cond = step.if === undefined ? "true" : unwrap(step.if);
    const runs = (/always\(\)/.test(cond) || !job.failed) && holds(cond, value);
    if (!runs) {
      job.skipped.push(step.name);
      continue;
    }
    const mayFail = step["continue-on-error"] !== undefined && holds(unwrap(String(step["continue-on-error"])), value);
    let ok: boolean;
    if (step.uses) {
      job.used.push({ uses: step.uses, with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expand(String(v))])) });
      ok = !(step.uses.startsWith("github/codeql-action/upload-sarif@") && runner.uploadFails);
    } else {
      expect(step.shell, step.name).toBe("bash");
      const outputFile = join(workspace, `.github-output-${job.ran.length}`);
      writeFileSync(outputFile, "");
      const env = plainEnv({
        GITHUB_ACTIONS: "true",
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_WORKSPACE: workspace,
        GITHUB_REPOSITORY: REPOSITORY,
        RUNNER_TEMP: join(workspace, ".runner-temp"),
      });
      for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expand(String(v));
      const r = await runCommand("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", expand(step.run ?? "")], {
        cwd: workspace,
        env,
      });
      job.ran.push({ name: step.name, code: r.code ?? -1, out: r.out, err: r.err });
      if (step.id) {
        job.outputFiles[step.id] = readFileSync(outputFile, "utf8");
        job.outputs[step.id] = readOutputs(job.outputFiles[step.id]);
      }
      rmSync(outputFile);
      ok = r.code === 0;
    }
    if (step.id) job.outcomes[step.id] = ok ? "success" : "failure";
    if (!ok && !mayFail) job.failed = true;
  }
  job.summary = readFileSync(summaryFile, "utf8");
  return job;
}

let tmp: string;
let actionPath: string;
let n = 0;
function repo(files: Record<string, string> = {}): string {
  const dir = join(tmp, `repo-${n++}`);
  writeTree({ ...CHECK_TREE, ...files }, dir);
  return dir;
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "rulescope-action-"));
  actionPath = buildPackageCopy(join(tmp, "action"));
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const UPLOAD = "github/codeql-action/upload-sarif@v4";
const sarifOf = (ws: string, file = "rulescope.sarif") =>
  JSON.parse(readFileSync(join(ws, file), "utf8")) as {
    runs: {
      results: {
        ruleId: string;
        level: string;
        locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
      }[];
    }[];
  };
const levelCounts = (ws: string, file?: string) => {
  const levels = sarifOf(ws, file).runs[0].results.map((r) => r.level);
  return {
    errors: String(levels.filter((l) => l === "error").length),
    warnings: String(levels.filter((l) => l === "warning").length),
    infos: String(levels.filter((l) => l === "note").length),
  };
};

describe.concurrent("action.yml", { timeout: 120_000 }, () => {
  it("is a composite action: Node set up, one run of the CLI, upload-sarif@v4 that runs always()", () => {
    expect(action.runs.using).toBe("composite");
    expect(Object.keys(action.inputs).sort()).toEqual([
      "agents",
      "annotations",
      "config",
      "dir",
      "fail-on",
      "node-version",
      "sarif-file",
      "summary",
      "upload-sarif",
    ]);
    expect(Object.keys(action.outputs).sort()).toEqual(["errors", "exit-code", "infos", "sarif-file", "warnings"]);
    expect(action.runs.steps[0].uses).toBe("actions/setup-node@v4");
    // One check: every report comes from the same run of the bundle.
    const runs = action.runs.steps.flatMap((s) => s.run?.match(/\bnode "\$ACTION_PATH\/dist\/rulescope\.mjs"/g) ?? []);
    expect(runs).toHaveLength(1);
    const upload = action.runs.steps.find((s) => s.uses?.startsWith("github/codeql-action/upload-sarif@"));
    // v3 is deprecated: the action uses the current major.
    expect(upload?.uses).toBe(UPLOAD);
    expect(upload?.if).toMatch(/always\(\)/);
    expect(upload?.with?.sarif_file).toBe("${{ inputs.sarif-file }}");
  });

  it("warnings only, defaults: Node 20 set up, SARIF uploaded, summary and counts written, no annotations, the job passes", async () => {
    // The cut is an error by default; the team's rulescope.json makes it a warning here.
    const ws = repo({ "/rulescope.json": JSON.stringify({ rules: { "budget-cut": "warning" } }) });
    const job = await runAction(actionPath, ws, { agents: "codex" });
    expect(job.used).toEqual([
      { uses: "actions/setup-node@v4", with: { "node-version": "20" } },
      { uses: UPLOAD, with: { sarif_file: "rulescope.sarif", category: "rulescope" } },
    ]);
    expect(job.ran.map((s) => [s.name, s.code])).toEqual([
      ["Build the rulescope bundle if the action has none", 0],
      ["Run rulescope check", 0],
    ]);
    expect(job.ran[0].out).not.toMatch(/Building/);
    const sarif = sarifOf(ws);
    const cut = sarif.runs[0].results.find((r) => r.ruleId === "budget-cut")!;
    expect(cut.locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: "AGENTS.md" }, region: { startLine: 406 } });
    // The log shows the text report; the outputs count what the SARIF holds.
    expect(job.ran[1].out).toMatch(/^AGENTS\.md$/m);
    expect(job.ran[1].out).not.toMatch(/^::/m);
    expect(job.outputs.check).toMatchObject({ "exit-code": "0", "sarif-file": "rulescope.sarif", ...levelCounts(ws) });
    expect(Number(job.outputs.check.warnings)).toBeGreaterThan(0);
    // The summary: the coverage table first, then a row per finding.
    expect(job.summary).toMatch(/^## Rulescope check$/m);
    expect(job.summary).toMatch(/^\| codex \| 1 file \| .* \| cuts AGENTS\.md \(/m);
    expect(job.summary).toMatch(/^\| 🟡 warning \| `AGENTS\.md:406` \| .* \| codex \| `budget-cut` \|$/m);
    // The runner's home folder holds no team's rules: no note asks for --home there.
    expect(job.summary + job.ran[1].out).not.toContain("--home");
    expect(job.skipped).toEqual(["Annotate the findings", "Fail when a finding reaches fail-on"]);
    expect(job.failed).toBe(false);
  });

  it("a pull request from a fork: no upload, the findings annotated instead", async () => {
    const ws = repo({ "/rulescope.json": JSON.stringify({ rules: { "budget-cut": "warning" } }) });
    const job = await runAction(actionPath, ws, { agents: "codex" }, { headRepository: "someone/app" });
    expect(job.used.map((u) => u.uses)).toEqual(["actions/setup-node@v4"]);
    expect(job.ran[1].out).toMatch(/not uploaded: this pull request comes from a fork \(someone\/app\)/);
    const annotate = job.ran.find((s) => s.name === "Annotate the findings")!;
    expect(annotate.out).toMatch(/^::warning file=AGENTS\.md,line=406,title=rulescope budget-cut/m);
    expect(annotate.out.match(/^::(error|warning|notice) /gm)).toHaveLength(sarifOf(ws).runs[0].results.length);
    expect(job.failed).toBe(false);
  });

  it("upload-sarif auto where code scanning is off: the failed upload warns, the findings are annotated, the job passes", async () => {
    const ws = repo({ "/rulescope.json": JSON.stringify({ rules: { "budget-cut": "warning" } }) });
    const job = await runAction(actionPath, ws, { agents: "codex" }, { uploadFails: true });
    expect(job.outcomes.upload).toBe("failure");
    const annotate = job.ran.find((s) => s.name === "Annotate the findings")!;
    expect(annotate.out).toMatch(/^::warning title=rulescope check::The SARIF report could not be uploaded/m);
    expect(annotate.out).toMatch(/^::warning file=AGENTS\.md,line=406,/m);
    expect(job.failed).toBe(false);
  });

  it("upload-sarif true: a failed upload fails the job; false: no upload; annotations false: none even then", async () => {
    const strict = await runAction(
      actionPath,
      repo(),
      { agents: "codex", "fail-on": "info", "upload-sarif": "true" },
      { uploadFails: true },
    );
    expect(strict.failed).toBe(true);
    const never = await runAction(actionPath, repo(), {
      agents: "codex",
      "upload-sarif": "false",
      annotations: "false",
      summary: "false",
      "node-version": "",
    });
    expect(never.used).toEqual([]);
    expect(never.skipped).toContain("Annotate the findings");
    expect(never.summary).toBe("");
  });

  it("fail-on warning: the SARIF is still written and uploaded, then the job fails", async () => {
    const ws = repo();
    const job = await runAction(actionPath, ws, { agents: "codex", "fail-on": "warning", "sarif-file": "results.sarif" });
    expect(job.outputs.check).toMatchObject({ "exit-code": "1", "sarif-file": "results.sarif", ...levelCounts(ws, "results.sarif") });
    expect(sarifOf(ws, "results.sarif").runs[0].results.length).toBeGreaterThan(0);
    expect(job.used.at(-1)).toEqual({ uses: UPLOAD, with: { sarif_file: "results.sarif", category: "rulescope" } });
    expect(job.ran.at(-1)).toMatchObject({ name: "Fail when a finding reaches fail-on", code: 1 });
    expect(job.failed).toBe(true);
  });

  it("config and dir inputs: a rulescope.json that makes wrong-case an error fails the job at the default fail-on", async () => {
    const ws = repo({
      "/site/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "wrong-case": "error", "budget-cut": "off" } }),
      "/site/Agents.md": "x\n",
    });
    const job = await runAction(actionPath, ws, { dir: "site", config: "site/rulescope.json" });
    expect(job.outputs.check).toMatchObject({ "exit-code": "1", errors: "1", warnings: "0" });
    const results = sarifOf(ws).runs[0].results;
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([["wrong-case", "error"]]);
    expect(job.failed).toBe(true);
  });

  it("bad usage (fail-on loud, upload-sarif maybe): exit 2, no SARIF, no upload, the job fails at the check step", async () => {
    for (const inputs of [{ "fail-on": "loud" }, { "upload-sarif": "maybe" }] as Record<string, string>[]) {
      const ws = repo();
      const job = await runAction(actionPath, ws, inputs);
      expect(job.outputs.check["exit-code"]).toBe("2");
      expect(job.ran.at(-1)).toMatchObject({ name: "Run rulescope check", code: 2 });
      expect(job.ran.at(-1)!.err + job.ran.at(-1)!.out).toMatch(
        inputs["fail-on"] ? /--fail-on must be one of error, warning, info/ : /upload-sarif must be auto, true or false/,
      );
      expect(existsSync(join(ws, "rulescope.sarif"))).toBe(false);
      expect(existsSync(join(ws, "rulescope.sarif.partial"))).toBe(false);
      expect(job.used.map((u) => u.uses)).toEqual(["actions/setup-node@v4"]);
      expect(job.summary).toBe("");
      expect(job.failed).toBe(true);
    }
  });

  it("writes the SARIF never through a link: a committed rulescope.sarif or .partial link is replaced, its target untouched", async () => {
    const ws = repo();
    const [victim, partial] = [join(ws, "..", `${n}-victim`), join(ws, "..", `${n}-partial`)];
    writeFileSync(victim, "keep\n");
    writeFileSync(partial, "keep\n");
    symlinkSync(victim, join(ws, "rulescope.sarif"));
    symlinkSync(partial, join(ws, "rulescope.sarif.partial"));
    const job = await runAction(actionPath, ws, { agents: "codex" });
    expect(job.outputs.check).toMatchObject({ "exit-code": "1", "sarif-file": "rulescope.sarif", ...levelCounts(ws) });
    expect(lstatSync(join(ws, "rulescope.sarif")).isFile()).toBe(true);
    expect(readFileSync(victim, "utf8")).toBe("keep\n");
    expect(readFileSync(partial, "utf8")).toBe("keep\n");
  });

  it("outputs are name<<delimiter blocks with a delimiter of its own each run", async () => {
    const delimiters = [];
    for (const ws of [repo(), repo()]) {
      const raw = (await runAction(actionPath, ws, { agents: "codex", "upload-sarif": "false" })).outputFiles.check;
      const blocks = [...raw.matchAll(/^([\w-]+)<<(.+)\n(.*)\n\2$/gm)];
      expect(blocks.map((b) => b[1])).toEqual([
        "exit-code",
        "errors",
        "warnings",
        "infos",
        "sarif-file",
        "upload",
        "upload-may-fail",
        "annotate",
        "annotations-file",
      ]);
      // Nothing else: every line belongs to a block.
      expect(blocks.reduce((lines) => lines + 3, 0)).toBe(raw.split("\n").length - 1);
      delimiters.push(new Set(blocks.map((b) => b[2])));
    }
    expect(delimiters.map((d) => d.size)).toEqual([1, 1]);
    expect([...delimiters[0]][0]).toMatch(/^rulescope_[0-9a-f]{32}$/);
    expect([...delimiters[0]][0]).not.toBe([...delimiters[1]][0]);
  });

  it("a path input holding a line break (or a CR) fails the check step, and adds no output", async () => {
    for (const [input, value] of [
      ["sarif-file", "rulescope.sarif\nexit-code=0"],
      ["dir", ".\nexit-code=0"],
      ["config", "rulescope.json\r"],
    ]) {
      const ws = repo();
      const job = await runAction(actionPath, ws, { agents: "codex", [input]: value });
      expect(job.outputs.check, input).toEqual({ "exit-code": "2" });
      expect(job.ran.at(-1)).toMatchObject({ name: "Run rulescope check", code: 2 });
      expect(job.ran.at(-1)!.out).toContain(`::error title=rulescope check::The input ${input} must be one line; it holds a line break.`);
      expect(job.used.map((u) => u.uses)).toEqual(["actions/setup-node@v4"]);
      expect(job.failed).toBe(true);
    }
  });
});
