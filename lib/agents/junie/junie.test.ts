/**
 * One test per loading rule of JetBrains Junie's guidelines (jetbrains.com/help/junie:
 * customize-guidelines, project-settings; JetBrains/junie-guidelines README). Junie is closed source:
 * the prompt is Rulescope's neutral listing, so the tests check which file is read.
 */
import { describe, expect, it } from "vitest";
import { listingHeader } from "../../core/rule-listing";
import { included, runner, statuses } from "../../../test/agent-helpers";

const run = runner("junie", { cwd: "/p" });

describe("junie: default file", () => {
  it(".junie/guidelines.md at the project root is read, as a one-entry listing", () => {
    const r = run({ "/p/.junie/guidelines.md": "Use JUnit 5.\n" });
    expect(r.prompt).toBe(`${listingHeader("Junie")}\n[Guidelines: /p/.junie/guidelines.md]\nUse JUnit 5.\n`);
  });

  it("only the project root counts: guidelines in a subfolder's .junie are not read", () => {
    expect(run({ "/p/sub/.junie/guidelines.md": "nested\n" }).prompt).toBe("");
  });

  it("upstream: .junie/AGENTS.md, then AGENTS.md, then .junie/guidelines.md; one file only, the rest shadowed", () => {
    const all = { "/p/.junie/AGENTS.md": "dot-junie agents\n", "/p/AGENTS.md": "root agents\n", "/p/.junie/guidelines.md": "guidelines\n" };
    const r = run(all);
    expect(included(r)).toEqual(["/p/.junie/AGENTS.md"]);
    expect(statuses(r, "/p/AGENTS.md")).toEqual(["shadowed"]);
    expect(statuses(r, "/p/.junie/guidelines.md")).toEqual(["shadowed"]);
    const { "/p/.junie/AGENTS.md": _, ...rest } = all;
    expect(included(run(rest))).toEqual(["/p/AGENTS.md"]);
  });

  it("guidelines-md (docs of November 2025): AGENTS.md is not read without the Guidelines path setting", () => {
    const r = run({ "/p/AGENTS.md": "root agents\n", "/p/.junie/guidelines.md": "guidelines\n" }, { variant: "guidelines-md" });
    expect(included(r)).toEqual(["/p/.junie/guidelines.md"]);
    expect(statuses(r, "/p/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("an empty guidelines file adds nothing", () => {
    const r = run({ "/p/.junie/guidelines.md": "\n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/p/.junie/guidelines.md")).toEqual(["empty"]);
  });
});

describe("junie: Guidelines path", () => {
  it("the setting names one file, relative to the project; the default files are then not read", () => {
    const r = run({ "/p/docs/ai.md": "custom\n", "/p/.junie/guidelines.md": "default\n" }, { config: { guidelinesPath: "docs/ai.md" } });
    expect(included(r)).toEqual(["/p/docs/ai.md"]);
    expect(statuses(r, "/p/.junie/guidelines.md")).toEqual(["unmatched"]);
  });

  it("an AGENTS.md at a custom path works in both variants", () => {
    for (const variant of ["upstream", "guidelines-md"])
      expect(included(run({ "/p/backend/AGENTS.md": "backend\n" }, { variant, config: { guidelinesPath: "backend/AGENTS.md" } }))).toEqual([
        "/p/backend/AGENTS.md",
      ]);
  });

  it("a Guidelines path to a missing file gives no guidelines and no fallback", () => {
    const r = run({ "/p/.junie/guidelines.md": "default\n" }, { config: { guidelinesPath: "nope.md" } });
    expect(r.prompt).toBe("");
    expect(r.diagnostics.map((d) => d.code)).toContain("guidelines-path-missing");
  });
});

describe("junie: JUNIE_GUIDELINES_FILENAME (the CLI; JetBrains/junie-github-action action.yml)", () => {
  it("names a file in the project's .junie folder, read alone; the default files are then not read", () => {
    const r = run(
      { "/p/.junie/team.md": "team\n", "/p/.junie/AGENTS.md": "agents\n", "/p/AGENTS.md": "root\n" },
      { env: { JUNIE_GUIDELINES_FILENAME: "team.md" } },
    );
    expect(included(r)).toEqual(["/p/.junie/team.md"]);
    expect(statuses(r, "/p/.junie/AGENTS.md")).toEqual(["unmatched"]);
    expect(r.sources.find((s) => s.path === "/p/AGENTS.md")?.reason).toContain("JUNIE_GUIDELINES_FILENAME names /p/.junie/team.md");
  });

  it("a name with no file there gives no guidelines and says so", () => {
    const r = run({ "/p/.junie/guidelines.md": "default\n" }, { env: { JUNIE_GUIDELINES_FILENAME: "missing.md" } });
    expect(r.prompt).toBe("");
    const d = r.diagnostics.find((x) => x.code === "guidelines-path-missing");
    expect(d?.message).toContain("JUNIE_GUIDELINES_FILENAME names /p/.junie/missing.md");
  });

  it("the Guidelines path setting wins over it, and an empty value is no name", () => {
    const files = { "/p/docs/ai.md": "custom\n", "/p/.junie/team.md": "team\n", "/p/.junie/guidelines.md": "default\n" };
    expect(included(run(files, { env: { JUNIE_GUIDELINES_FILENAME: "team.md" }, config: { guidelinesPath: "docs/ai.md" } }))).toEqual([
      "/p/docs/ai.md",
    ]);
    expect(included(run(files, { env: { JUNIE_GUIDELINES_FILENAME: " " }, variant: "guidelines-md" }))).toEqual([
      "/p/.junie/guidelines.md",
    ]);
  });
});
