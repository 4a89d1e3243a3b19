/** One test per rule of Kiro CLI's default agent (kiro.dev docs, changelog and issues; see README.md). */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status } from "../../../test/agent-helpers";

const R = "/repo";
const H = "/home/user";
const run = runner("kiro-cli", { cwd: R });
const v2 = { variant: "v2" };

describe("kiro-cli 3.x (V3 harness): the Kiro IDE's steering", () => {
  it("honours inclusion modes: always is sent, manual is not", () => {
    const r = run({
      [`${R}/.kiro/steering/tech.md`]: "Use Go.\n",
      [`${R}/.kiro/steering/review.md`]: "---\ninclusion: manual\n---\nChecklist.\n",
    });
    expect(included(r)).toEqual([`${R}/.kiro/steering/tech.md`]);
    expect(status(r, `${R}/.kiro/steering/review.md`)).toBe("unmatched");
  });

  it("reads global steering before workspace steering, and AGENTS.md", () => {
    const r = run({
      [`${H}/.kiro/steering/me.md`]: "Be brief.\n",
      [`${R}/.kiro/steering/tech.md`]: "Use Go.\n",
      [`${R}/AGENTS.md`]: "Test.\n",
    });
    expect(included(r)).toEqual([`${H}/.kiro/steering/me.md`, `${R}/.kiro/steering/tech.md`, `${R}/AGENTS.md`]);
  });

  it("does not read README.md", () => {
    expect(status(run({ [`${R}/README.md`]: "# Demo\n" }), `${R}/README.md`)).toBeUndefined();
  });
});

describe("kiro-cli 2.x (V2 harness): the built-in agent's default resources", () => {
  it("reads AGENTS.md, README.md, global and workspace steering, AmazonQ.md, in that order", () => {
    const r = run(
      {
        [`${R}/AmazonQ.md`]: "Q\n",
        [`${R}/.kiro/steering/tech.md`]: "Use Go.\n",
        [`${H}/.kiro/steering/me.md`]: "Be brief.\n",
        [`${R}/README.md`]: "# Demo\n",
        [`${R}/AGENTS.md`]: "Test.\n",
      },
      v2,
    );
    expect(included(r)).toEqual([
      `${R}/AGENTS.md`,
      `${R}/README.md`,
      `${H}/.kiro/steering/me.md`,
      `${R}/.kiro/steering/tech.md`,
      `${R}/AmazonQ.md`,
    ]);
    expect(codes(r)).toContain("order-not-guaranteed");
  });

  it("loads every steering file whole, whatever its inclusion mode, and says so", () => {
    const r = run({ [`${R}/.kiro/steering/review.md`]: "---\ninclusion: manual\n---\nChecklist.\n" }, v2);
    expect(r.prompt).toContain("inclusion: manual");
    expect(codes(r)).toContain("paths-not-evaluated");
  });

  it("reads steering in subfolders of the steering folder (the resource is **/*.md)", () => {
    expect(included(run({ [`${R}/.kiro/steering/team/api.md`]: "API.\n" }, v2))).toEqual([`${R}/.kiro/steering/team/api.md`]);
  });

  it("since 2.18.0 reads AGENTS.md files below the working directory, after the root one", () => {
    const r = run({ [`${R}/AGENTS.md`]: "Root.\n", [`${R}/pkg/a/AGENTS.md`]: "A.\n", [`${R}/node_modules/x/AGENTS.md`]: "no\n" }, v2);
    expect(included(r)).toEqual([`${R}/AGENTS.md`, `${R}/pkg/a/AGENTS.md`]);
  });

  it("reads .amazonq/rules only when the project has .amazonq and no .kiro", () => {
    const legacy = { [`${R}/.amazonq/rules/a.md`]: "Old rule.\n" };
    expect(included(run(legacy, v2))).toEqual([`${R}/.amazonq/rules/a.md`]);
    expect(included(run({ ...legacy, [`${R}/.kiro/steering/t.md`]: "New.\n" }, v2))).toEqual([`${R}/.kiro/steering/t.md`]);
  });

  it("with the working directory at home, the steering folder is read once", () => {
    const r = run({ [`${H}/.kiro/steering/me.md`]: "Be brief.\n" }, { ...v2, cwd: H });
    expect(r.prompt.split("Be brief.").length).toBe(2);
  });

  it("an empty file adds nothing", () => {
    expect(status(run({ [`${R}/AGENTS.md`]: "\n" }, v2), `${R}/AGENTS.md`)).toBe("empty");
  });
});
