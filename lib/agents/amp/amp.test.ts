/** One test per rule of Amp's AGENTS.md handling (ampcode.com manual; reverse-engineered build for the variant). */
import { describe, expect, it } from "vitest";
import { included, runner, statuses as status } from "../../../test/agent-helpers";

const H = "/home/user";
const run = runner("amp", { cwd: `${H}/repo/app` });

describe("amp: AGENTS.md in the cwd and its parents", () => {
  it("reads the cwd and every parent up to $HOME, outermost first, and nothing above $HOME", () => {
    const res = run({
      [`${H}/repo/app/AGENTS.md`]: "App",
      [`${H}/repo/AGENTS.md`]: "Repo",
      [`${H}/AGENTS.md`]: "Home",
      "/home/AGENTS.md": "Above",
    });
    expect(included(res)).toEqual([`${H}/AGENTS.md`, `${H}/repo/AGENTS.md`, `${H}/repo/app/AGENTS.md`]);
  });
  it("outside $HOME the walk goes up to /", () => {
    expect(included(run({ "/AGENTS.md": "Root", "/srv/x/AGENTS.md": "X" }, { cwd: "/srv/x" }))).toEqual(["/AGENTS.md", "/srv/x/AGENTS.md"]);
  });
  it("subtree AGENTS.md files are added when a file there is read, in a block for that read", () => {
    const files = {
      [`${H}/repo/app/lib/AGENTS.md`]: "Lib",
      [`${H}/repo/app/lib/deep/AGENTS.md`]: "Deep",
      [`${H}/repo/app/lib/deep/x.ts`]: "",
    };
    const res = run(files, { contextPaths: [`${H}/repo/app/lib/deep/x.ts`] });
    expect(res.prompt).toBe("");
    const block = res.blocks.find((b) => b.trigger === `read ${H}/repo/app/lib/deep/x.ts`);
    expect(block?.text.indexOf("Lib")).toBeLessThan(block!.text.indexOf("Deep"));
    expect(included(res)).toEqual([`${H}/repo/app/lib/AGENTS.md`, `${H}/repo/app/lib/deep/AGENTS.md`]);
  });
});

describe("amp: fallbacks per folder", () => {
  it("without AGENTS.md a folder's AGENT.md is used, then CLAUDE.md; one file per folder", () => {
    const res = run({
      [`${H}/repo/app/AGENT.md`]: "Singular",
      [`${H}/repo/app/CLAUDE.md`]: "Claude",
      [`${H}/repo/CLAUDE.md`]: "RepoClaude",
    });
    expect(included(res)).toEqual([`${H}/repo/CLAUDE.md`, `${H}/repo/app/AGENT.md`]);
    expect(status(res, `${H}/repo/app/CLAUDE.md`)).toEqual(["shadowed"]);
  });
  it("upstream ignores agents.md; the case-variants variant reads it", () => {
    const files = { [`${H}/repo/app/agents.md`]: "lower" };
    expect(run(files).prompt).toBe("");
    expect(run(files, { variant: "case-variants" }).prompt).toContain("lower");
  });
});

describe("amp: global guidance", () => {
  it("$HOME/.config/amp/AGENTS.md and $HOME/.config/AGENTS.md are both included, before project files", () => {
    const res = run({ [`${H}/.config/amp/AGENTS.md`]: "AmpG", [`${H}/.config/AGENTS.md`]: "CfgG", [`${H}/repo/app/AGENTS.md`]: "App" });
    expect(included(res)).toEqual([`${H}/.config/amp/AGENTS.md`, `${H}/.config/AGENTS.md`, `${H}/repo/app/AGENTS.md`]);
  });
});

describe("amp: @mentions and globs", () => {
  it("@path pulls a file in right after the file that mentions it; globs expand; code blocks do not count", () => {
    const res = run({
      [`${H}/repo/app/AGENTS.md`]: "See @docs/a.md and @rules/*.md\n\n    @docs/code.md\n",
      [`${H}/repo/app/docs/a.md`]: "A",
      [`${H}/repo/app/docs/code.md`]: "Code",
      [`${H}/repo/app/rules/x.md`]: "X",
      [`${H}/repo/app/rules/y.md`]: "Y",
    });
    expect(included(res)).toEqual([
      `${H}/repo/app/AGENTS.md`,
      `${H}/repo/app/docs/a.md`,
      `${H}/repo/app/rules/x.md`,
      `${H}/repo/app/rules/y.md`,
    ]);
  });
  it("a mentioned file with globs: waits for a read that matches, with an implicit **/ prefix", () => {
    const files = {
      [`${H}/repo/app/AGENTS.md`]: "@docs/ts.md",
      [`${H}/repo/app/docs/ts.md`]: "---\nglobs: ['src/*.ts']\n---\nPrefer type aliases",
      [`${H}/repo/app/pkg/src/a.ts`]: "",
      [`${H}/repo/app/a.ts`]: "",
    };
    expect(status(run(files, { contextPaths: [`${H}/repo/app/a.ts`] }), `${H}/repo/app/docs/ts.md`)).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: [`${H}/repo/app/pkg/src/a.ts`] });
    expect(res.prompt).not.toContain("Prefer type aliases");
    expect(res.sources.find((s) => s.path === `${H}/repo/app/docs/ts.md`)?.matchedBy).toEqual(["src/*.ts"]);
  });
  it("globs starting with ./ are relative to the mentioned file", () => {
    const files = {
      [`${H}/repo/app/AGENTS.md`]: "@docs/ts.md",
      [`${H}/repo/app/docs/ts.md`]: "---\nglobs: ['./**/*.ts']\n---\nTS",
      [`${H}/repo/app/docs/x.ts`]: "",
      [`${H}/repo/app/y.ts`]: "",
    };
    expect(status(run(files, { contextPaths: [`${H}/repo/app/y.ts`] }), `${H}/repo/app/docs/ts.md`)).toEqual(["unmatched"]);
    expect(status(run(files, { contextPaths: [`${H}/repo/app/docs/x.ts`] }), `${H}/repo/app/docs/ts.md`)).toEqual(["included"]);
  });
});

describe("amp: order-only text", () => {
  it("the listing says it is Rulescope's, not Amp's wording", () => {
    expect(run({ [`${H}/repo/app/AGENTS.md`]: "x" }).prompt.startsWith("[Rulescope listing: Amp does not publish")).toBe(true);
  });
});

describe("amp: editor workspace roots (config workspaceRoots)", () => {
  const roots = (...r: string[]) => ({ config: { workspaceRoots: r } });
  it("each root and its parents up to $HOME are read instead of the cwd; a shared parent once", () => {
    const files = { [`${H}/AGENTS.md`]: "Home", [`${H}/a/AGENTS.md`]: "A", [`${H}/b/AGENTS.md`]: "B", [`${H}/repo/app/AGENTS.md`]: "Cwd" };
    expect(included(run(files, roots(`${H}/a`, `${H}/b`)))).toEqual([`${H}/AGENTS.md`, `${H}/a/AGENTS.md`, `${H}/b/AGENTS.md`]);
  });
  it("empty (the CLI): the cwd", () => {
    expect(included(run({ [`${H}/a/AGENTS.md`]: "A", [`${H}/repo/app/AGENTS.md`]: "Cwd" }, roots()))).toEqual([`${H}/repo/app/AGENTS.md`]);
  });
  it("a root that is not a folder is skipped with a warning; relative roots resolve against the cwd", () => {
    const res = run({ [`${H}/repo/app/sub/AGENTS.md`]: "Sub", [`${H}/file.txt`]: "" }, roots("sub", `${H}/file.txt`));
    expect(included(res)).toEqual([`${H}/repo/app/sub/AGENTS.md`]);
    expect(res.diagnostics.filter((d) => d.code === "workspace-root-skipped").map((d) => d.path)).toEqual([`${H}/file.txt`]);
  });
  it("subtree files attach on reads below any root", () => {
    const files = { [`${H}/b/AGENTS.md`]: "B", [`${H}/b/lib/AGENTS.md`]: "Lib", [`${H}/b/lib/x.ts`]: "" };
    const res = run(files, { ...roots(`${H}/a`, `${H}/b`), contextPaths: [`${H}/b/lib/x.ts`] });
    expect(res.blocks.find((b) => b.trigger === `read ${H}/b/lib/x.ts`)?.text).toContain("Lib");
    expect(status(res, `${H}/b/lib/AGENTS.md`)).toEqual(["included"]);
  });
});
