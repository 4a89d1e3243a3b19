/**
 * One test per loading rule of Warp's rules (warpdotdev/warp @ 19548ae: crates/ai/src/project_context/
 * model.rs, global_rules.rs, crates/repo_metadata/src/standing_queries.rs, app/src/ai/
 * metadata_project_rules.rs). Warp's server words the prompt, so the tests check files and order.
 */
import { describe, expect, it } from "vitest";
import { listingHeader } from "../../core/rule-listing";
import { codes, included, runner, statuses } from "../../../test/agent-helpers";

const H = "/home/user";
const R = `${H}/project`;
const GIT = { [`${R}/.git/HEAD`]: "ref: refs/heads/main\n" };
const run = runner("warp", { cwd: `${R}/ui`, files: GIT });

describe("warp: project rules of the git repository", () => {
  const tree = { [`${R}/AGENTS.md`]: "Project", [`${R}/ui/AGENTS.md`]: "UI", [`${R}/api/AGENTS.md`]: "API" };

  it("the rule files of the cwd's folder and its ancestors in the repository are sent whole, outermost first", () => {
    const r = run(tree);
    expect(included(r)).toEqual([`${R}/AGENTS.md`, `${R}/ui/AGENTS.md`]);
    expect(r.prompt).toBe(
      `${listingHeader("Warp")}\n[Project rule: ${R}/AGENTS.md]\nProject\n\n[Project rule: ${R}/ui/AGENTS.md]\nUI\n` +
        `\n[Other project rule files, sent by path only]\n${R}/api/AGENTS.md\n`,
    );
  });

  it("every folder between the root and the cwd counts, not only the root and the cwd", () => {
    const r = run({ [`${R}/AGENTS.md`]: "P", [`${R}/ui/AGENTS.md`]: "U", [`${R}/ui/web/AGENTS.md`]: "W" }, { cwd: `${R}/ui/web` });
    expect(included(r)).toEqual([`${R}/AGENTS.md`, `${R}/ui/AGENTS.md`, `${R}/ui/web/AGENTS.md`]);
  });

  it("rule files elsewhere in the repository are offered by path only", () => {
    const r = run(tree);
    expect(statuses(r, `${R}/api/AGENTS.md`)).toEqual(["offered"]);
    expect(r.prompt).not.toContain("API\n");
  });

  it("without a .git folder up the tree there are no project rules", () => {
    const r = run({ "/srv/app/AGENTS.md": "A" }, { cwd: "/srv/app" });
    expect(r.prompt).toBe("");
    expect(included(r)).toEqual([]);
  });

  it("the closest .git wins: a nested repository is its own project", () => {
    const r = run({ [`${R}/AGENTS.md`]: "Outer", [`${R}/ui/.git/HEAD`]: "x", [`${R}/ui/AGENTS.md`]: "Inner" });
    expect(included(r)).toEqual([`${R}/ui/AGENTS.md`]);
  });
});

describe("warp: one rule file per folder", () => {
  it("WARP.md wins over AGENTS.md in the same folder", () => {
    const r = run({ [`${R}/ui/WARP.md`]: "Warp", [`${R}/ui/AGENTS.md`]: "Agents" });
    expect(included(r)).toEqual([`${R}/ui/WARP.md`]);
    expect(statuses(r, `${R}/ui/AGENTS.md`)).toEqual(["shadowed"]);
  });

  it("names match in any letter case (the docs ask for capitals; the code compares without case)", () => {
    expect(included(run({ [`${R}/ui/agents.md`]: "lower" }))).toEqual([`${R}/ui/agents.md`]);
  });

  it("an empty WARP.md still hides the folder's AGENTS.md", () => {
    const r = run({ [`${R}/ui/WARP.md`]: "", [`${R}/ui/AGENTS.md`]: "Agents" });
    expect(statuses(r, `${R}/ui/WARP.md`)).toEqual(["empty"]);
    expect(statuses(r, `${R}/ui/AGENTS.md`)).toEqual(["shadowed"]);
    expect(r.prompt).toBe("");
  });

  it("a WARP.md that is not valid UTF-8 is dropped, so the folder's AGENTS.md counts", () => {
    const r = run({ [`${R}/ui/WARP.md`]: { base64: "aGkg/w==" }, [`${R}/ui/AGENTS.md`]: "Agents" });
    expect(included(r)).toEqual([`${R}/ui/AGENTS.md`]);
    expect(statuses(r, `${R}/ui/WARP.md`)).toEqual(["unreadable"]);
    expect(codes(r)).toContain("file-invalid-utf8");
  });
});

describe("warp: global rule file", () => {
  it("~/.agents/AGENTS.md comes first, with or without a repository", () => {
    expect(included(run({ [`${H}/.agents/AGENTS.md`]: "G", [`${R}/ui/AGENTS.md`]: "UI" }))).toEqual([
      `${H}/.agents/AGENTS.md`,
      `${R}/ui/AGENTS.md`,
    ]);
    expect(included(run({ [`${H}/.agents/AGENTS.md`]: "G" }, { cwd: "/tmp" }))).toEqual([`${H}/.agents/AGENTS.md`]);
  });
});

describe("warp: files other agents read", () => {
  it("CLAUDE.md and the like are not read (only /init's link offer)", () => {
    const r = run({ [`${R}/CLAUDE.md`]: "Claude", [`${R}/.cursorrules`]: "Cursor" });
    expect(r.prompt).toBe("");
    // Not a source (Warp never considers it, so `check` has no lost instructions to report): a decision.
    expect(statuses(r, `${R}/CLAUDE.md`)).toEqual([]);
    expect(r.trace.some((s) => s.op === "decide" && s.path === `${R}/CLAUDE.md` && s.result.includes("/init offers to link"))).toBe(true);
  });
});
