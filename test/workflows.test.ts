/**
 * This repository's own workflows: CI runs .ci/run (the README's test command) on pushes and pull
 * requests in a Debian container with Node 20; Pages builds the export for the base path
 * configure-pages gives (the same RULESCOPE_BASE_PATH the sub-path e2e tests build with) and deploys it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { REPO } from "./cli-bundle";

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { "runs-on": string; container?: string; needs?: string; steps: Step[] }>;
}
const workflow = (name: string) => parse(readFileSync(join(REPO, ".github", "workflows", name), "utf8")) as Workflow;

describe(".github/workflows", () => {
  it("ci.yml runs .ci/run on every push and pull request, on Debian with Node 20, reading only", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.permissions).toEqual({ contents: "read" });
    const job = ci.jobs.test;
    expect(job.container).toBe("node:20-bookworm");
    expect(job.steps.map((s) => s.uses ?? s.run)).toEqual(["actions/checkout@v4", "bash .ci/run"]);
    expect(readFileSync(join(REPO, ".ci", "run"), "utf8")).toMatch(/^npm test$/m);
  });

  it("pages.yml builds the export for configure-pages' base path and deploys that export", () => {
    const pages = workflow("pages.yml");
    expect(pages.permissions).toEqual({ contents: "read", pages: "write", "id-token": "write" });
    const steps = pages.jobs.build.steps;
    const configure = steps.find((s) => s.uses?.startsWith("actions/configure-pages@"));
    const build = steps.find((s) => s.run?.includes("npm run build"));
    expect(build?.env?.RULESCOPE_BASE_PATH).toBe(`\${{ steps.${configure?.id}.outputs.base_path }}`);
    expect(steps.find((s) => s.uses?.startsWith("actions/upload-pages-artifact@"))?.with?.path).toBe("out");
    expect(pages.jobs.deploy.needs).toBe("build");
    expect(pages.jobs.deploy.steps.map((s) => s.uses)).toEqual(["actions/deploy-pages@v4"]);
    // The variable next.config.mjs reads for the base path.
    expect(readFileSync(join(REPO, "next.config.mjs"), "utf8")).toContain("process.env.RULESCOPE_BASE_PATH");
  });
});
