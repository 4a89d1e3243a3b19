/**
 * action.yml, run offline: each `run:` step of the composite action goes through bash as the runner
 * does (bash --noprofile --norc -eo pipefail), with its ${{ }} expressions substituted, its `if:`
 * evaluated and $GITHUB_OUTPUT collected; the upload-sarif step is recorded, not run. The action's
 * checkout is a built copy of the package (dist/ present, so the build step does nothing).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
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
  uploads: Record<string, string>[];
  outputs: Record<string, Record<string, string>>;
  failed: boolean;
}

/** Run the action's steps in `workspace` with the given inputs, as a runner would. */
async function runAction(actionPath: string, workspace: string, given: Record<string, string>): Promise<Job> {
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) inputs[name] = given[name] ?? spec.default ?? "";
  for (const name of Object.keys(given)) if (!(name in action.inputs)) throw new Error(`no input "${name}" in action.yml`);
  const job: Job = { ran: [], skipped: [], uploads: [], outputs: {}, failed: false };
  const value = (expr: string): string => {
    const e = expr.trim();
    if (e === "github.action_path") return actionPath;
    let m = /^inputs\.([\w-]+)$/.exec(e);
    if (m) return inputs[m[1]] ?? "";
    m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(e);
    if (m) return job.outputs[m[1]]?.[m[2]] ?? "";
    throw new Error(`the test does not know the expression "${e}"`);
  };
  const expand = (text: string) => text.replace(/\$\{\{(.+?)\}\}/g, (_, e: string) => value(e));
  const condition = (raw: string): boolean => {
    const e = raw.trim().replace(/^\$\{\{(.*)\}\}$/s, "$1");
    return e.split("&&").every((part) => {
      const p = part.trim();
      if (p === "always()") return true;
      const m = /^(.+?)\s*(==|!=)\s*'([^']*)'$/.exec(p);
      if (!m) throw new Error(`the test does not know the condition "${p}"`);
      return (value(m[1]) === m[3]) === (m[2] === "==");
    });
  };
  for (const step of action.runs.steps) {
    const runs = step.if === undefined ? !job.failed : (job.failed ? /always\(\)/.test(step.if) : true) && condition(step.if);
    if (!runs) {
      job.skipped.push(step.name);
      continue;
    }
    if (step.uses) {
      job.uploads.push(Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expand(String(v))])));
      continue;
    }
    expect(step.shell, step.name).toBe("bash");
    const outputFile = join(workspace, `.github-output-${job.ran.length}`);
    writeFileSync(outputFile, "");
    const env = plainEnv({ GITHUB_OUTPUT: outputFile, GITHUB_WORKSPACE: workspace });
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expand(String(v));
    const r = await runCommand("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", expand(step.run ?? "")], { cwd: workspace, env });
    job.ran.push({ name: step.name, code: r.code ?? -1, out: r.out, err: r.err });
    if (step.id) {
      const outs: Record<string, string> = {};
      for (const line of readFileSync(outputFile, "utf8").split("\n")) {
        const eq = line.indexOf("=");
        if (eq > 0) outs[line.slice(0, eq)] = line.slice(eq + 1);
      }
      job.outputs[step.id] = outs;
    }
    rmSync(outputFile);
    if (r.code !== 0) job.failed = true;
  }
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

describe.concurrent("action.yml", { timeout: 120_000 }, () => {
  it("is a composite action with the documented inputs, an upload-sarif step that runs always()", () => {
    expect(action.runs.using).toBe("composite");
    expect(Object.keys(action.inputs).sort()).toEqual(["agents", "config", "dir", "fail-on", "sarif-file"]);
    const upload = action.runs.steps.find((s) => s.uses?.startsWith("github/codeql-action/upload-sarif@"));
    // v3 is deprecated: the action uses the current major.
    expect(upload?.uses).toBe("github/codeql-action/upload-sarif@v4");
    expect(upload?.if).toMatch(/always\(\)/);
    expect(upload?.with?.sarif_file).toBe("${{ inputs.sarif-file }}");
  });

  it("warnings only, default fail-on: SARIF written and uploaded, the job passes", async () => {
    // The cut is an error by default; the team's rulescope.json makes it a warning here.
    const ws = repo({ "/rulescope.json": JSON.stringify({ rules: { "budget-cut": "warning" } }) });
    const job = await runAction(actionPath, ws, { agents: "codex" });
    expect(job.ran.map((s) => [s.name, s.code])).toEqual([
      ["Build the rulescope bundle if the action has none", 0],
      ["Run rulescope check", 0],
    ]);
    expect(job.ran[0].out).not.toMatch(/Building/);
    expect(job.outputs.check["exit-code"]).toBe("0");
    const sarif = JSON.parse(readFileSync(join(ws, "rulescope.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    const cut = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === "budget-cut");
    expect(cut.locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: "AGENTS.md" }, region: { startLine: 406 } });
    expect(job.ran[1].out).toMatch(/^AGENTS\.md$/m);
    expect(job.uploads).toEqual([{ sarif_file: "rulescope.sarif", category: "rulescope" }]);
    expect(job.skipped).toEqual(["Fail when a finding reaches fail-on"]);
    expect(job.failed).toBe(false);
  });

  it("fail-on warning: the SARIF is still written and uploaded, then the job fails", async () => {
    const ws = repo();
    const job = await runAction(actionPath, ws, { agents: "codex", "fail-on": "warning", "sarif-file": "results.sarif" });
    expect(job.outputs.check["exit-code"]).toBe("1");
    expect(JSON.parse(readFileSync(join(ws, "results.sarif"), "utf8")).runs[0].results.length).toBeGreaterThan(0);
    expect(job.uploads).toEqual([{ sarif_file: "results.sarif", category: "rulescope" }]);
    expect(job.ran.at(-1)).toMatchObject({ name: "Fail when a finding reaches fail-on", code: 1 });
    expect(job.failed).toBe(true);
  });

  it("config and dir inputs: a rulescope.json that makes wrong-case an error fails the job at the default fail-on", async () => {
    const ws = repo({ "/site/rulescope.json": JSON.stringify({ agents: ["codex"], rules: { "wrong-case": "error", "budget-cut": "off" } }), "/site/Agents.md": "x\n" });
    const job = await runAction(actionPath, ws, { dir: "site", config: "site/rulescope.json" });
    expect(job.outputs.check["exit-code"]).toBe("1");
    const results = JSON.parse(readFileSync(join(ws, "rulescope.sarif"), "utf8")).runs[0].results;
    expect(results.map((r: { ruleId: string; level: string }) => [r.ruleId, r.level])).toEqual([["wrong-case", "error"]]);
    expect(job.failed).toBe(true);
  });

  it("bad usage (fail-on loud): exit 2, no SARIF, no upload, the job fails at the check step", async () => {
    const ws = repo();
    const job = await runAction(actionPath, ws, { "fail-on": "loud" });
    expect(job.outputs.check["exit-code"]).toBe("2");
    expect(job.ran.at(-1)).toMatchObject({ name: "Run rulescope check", code: 2 });
    expect(job.ran.at(-1)?.err).toMatch(/--fail-on must be one of error, warning, info/);
    expect(existsSync(join(ws, "rulescope.sarif"))).toBe(false);
    expect(existsSync(join(ws, "rulescope.sarif.partial"))).toBe(false);
    expect(job.uploads).toEqual([]);
    expect(job.failed).toBe(true);
  });
});
