/** One test per rule of Goose's hint loading (aaif-goose/goose load_hints.rs, import_files.rs, prompt_manager.rs). */
import { describe, expect, it } from "vitest";
import { included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("goose", { cwd: "/repo/app" });
const GIT = { "/repo/.git/HEAD": "ref: refs/heads/main\n" };
const PROJECT = "### Project Hints\nThese are hints for working on the project in this directory.\n";
const GLOBAL = "\n### Global Hints\nThese are my global goose hints.\n";

describe("goose: which files", () => {
  it("each folder from the git root down to the working directory, .goosehints before AGENTS.md", () => {
    const res = run({
      ...GIT,
      "/repo/AGENTS.md": "RA",
      "/repo/.goosehints": "RG",
      "/repo/app/.goosehints": "AG",
      "/.goosehints": "above the root",
    });
    expect(included(res)).toEqual(["/repo/.goosehints", "/repo/AGENTS.md", "/repo/app/.goosehints"]);
    expect(res.prompt).toBe(`${PROJECT}RG\nRA\nAG`);
  });
  it("without .git above, only the working directory is searched", () => {
    const res = run({ "/repo/.goosehints": "parent", "/repo/app/.goosehints": "here" });
    expect(included(res)).toEqual(["/repo/app/.goosehints"]);
  });
  it("a .git file (a worktree) marks the git root too", () => {
    const res = run({ "/repo/.git": "gitdir: /elsewhere\n", "/repo/.goosehints": "root" });
    expect(res.prompt).toContain("root");
  });
  it("global hints: ~/.config/goose/<name> for each name, then ~/.agents/AGENTS.md, under their own header first", () => {
    const res = run({
      "/home/user/.config/goose/.goosehints": "G1",
      "/home/user/.config/goose/AGENTS.md": "G2",
      "/home/user/.agents/AGENTS.md": "G3",
      "/repo/app/.goosehints": "L",
    });
    expect(res.prompt).toBe(`${GLOBAL}G1\nG2\nG3\n\n${PROJECT}L`);
  });
  it("~/.agents/AGENTS.md is read only while AGENTS.md is one of the names", () => {
    const res = run({ "/home/user/.agents/AGENTS.md": "G3" }, { env: { CONTEXT_FILE_NAMES: '[".goosehints"]' } });
    expect(res.prompt).toBe("");
  });
  it("XDG_CONFIG_HOME moves the config folder; GOOSE_PATH_ROOT moves both folders", () => {
    const files = {
      "/xdg/goose/.goosehints": "X",
      "/root/config/.goosehints": "R",
      "/root/.agents/AGENTS.md": "RA",
      "/home/user/.config/goose/.goosehints": "H",
    };
    expect(run(files, { env: { XDG_CONFIG_HOME: "/xdg" } }).prompt).toBe(`${GLOBAL}X`);
    expect(run(files, { env: { XDG_CONFIG_HOME: "/xdg", GOOSE_PATH_ROOT: "/root" } }).prompt).toBe(`${GLOBAL}R\nRA`);
    expect(run(files, { env: { GOOSE_PATH_ROOT: "relative" } }).prompt).toBe(`${GLOBAL}H`);
  });
});

describe("goose: CONTEXT_FILE_NAMES", () => {
  it("the environment variable (a JSON list) replaces the names and wins over config.yaml", () => {
    const files = { "/repo/app/CLAUDE.md": "C", "/repo/app/RULES.md": "R", "/repo/app/.goosehints": "G" };
    expect(
      run(files, { env: { CONTEXT_FILE_NAMES: '["RULES.md", "CLAUDE.md"]' }, config: { CONTEXT_FILE_NAMES: ["CLAUDE.md"] } }).prompt,
    ).toBe(`${PROJECT}R\nC`);
    expect(run(files, { config: { CONTEXT_FILE_NAMES: ["CLAUDE.md"] } }).prompt).toBe(`${PROJECT}C`);
  });
  it("a value that is not a list of names falls back to the defaults, with a warning", () => {
    const res = run({ "/repo/app/.goosehints": "G" }, { env: { CONTEXT_FILE_NAMES: "CLAUDE.md" } });
    expect(res.prompt).toBe(`${PROJECT}G`);
    expect(res.diagnostics.map((d) => d.code)).toContain("env-value-invalid");
    const conf = run({ "/repo/app/.goosehints": "G" }, { config: { CONTEXT_FILE_NAMES: "CLAUDE.md" } });
    expect(conf.prompt).toBe(`${PROJECT}G`);
    expect(conf.diagnostics.map((d) => d.code)).toContain("setting-invalid");
  });
  it("config.yaml is not read when the environment variable is set, so its bad value goes unremarked", () => {
    const res = run({ "/repo/app/CLAUDE.md": "C" }, { env: { CONTEXT_FILE_NAMES: '["CLAUDE.md"]' }, config: { CONTEXT_FILE_NAMES: 7 } });
    expect(res.prompt).toBe(`${PROJECT}C`);
    expect(res.diagnostics.map((d) => d.code)).not.toContain("setting-invalid");
  });
  it("a name listed twice is loaded once", () => {
    const res = run({ "/repo/app/.goosehints": "G" }, { env: { CONTEXT_FILE_NAMES: '[".goosehints", ".goosehints"]' } });
    expect(res.prompt).toBe(`${PROJECT}G`);
    expect(status(res, "/repo/app/.goosehints")).toEqual(["included", "duplicate"]);
  });
});

describe("goose: what a file adds", () => {
  it("an empty file adds nothing, not even a header; a blank one is added as it is", () => {
    expect(run({ "/repo/app/.goosehints": "" }).prompt).toBe("");
    expect(run({ "/repo/app/.goosehints": "  \n" }).prompt).toBe(`${PROJECT}  \n`);
  });
  it("a file that is not UTF-8 is skipped", () => {
    const res = run({ "/repo/app/.goosehints": { base64: "/w==" }, "/repo/app/AGENTS.md": "A" });
    expect(res.prompt).toBe(`${PROJECT}A`);
    expect(status(res, "/repo/app/.goosehints")).toEqual(["unreadable"]);
  });
  it("a hint file that resolves outside the git root (a symlink) is refused", () => {
    const res = run({ ...GIT, "/repo/app/.goosehints": { symlink: "/etc/goosehints" }, "/etc/goosehints": "outside" });
    expect(res.prompt).toBe("");
    expect(res.sources.find((s) => s.path === "/repo/app/.goosehints")?.reason).toMatch(/outside/);
  });
  it("Unicode tag characters are dropped", () => {
    expect(run({ "/repo/app/.goosehints": "a\u{E0041}\u{E0042}b" }).prompt).toBe(`${PROJECT}ab`);
  });
  it("a file over the 1 MiB limit is skipped whole; the next one still fits", () => {
    const res = run({ "/repo/app/.goosehints": "x".repeat(1024 * 1024 + 1), "/repo/app/AGENTS.md": "A" });
    expect(res.prompt).toBe(`${PROJECT}A`);
    expect(status(res, "/repo/app/.goosehints")).toEqual(["over-budget"]);
  });
});

describe("goose: @references", () => {
  it("a reference is replaced by the file's text, relative to the referencing file", () => {
    const res = run({ ...GIT, "/repo/app/.goosehints": "See @../docs/a.md now", "/repo/docs/a.md": "A text" });
    expect(res.prompt).toBe(`${PROJECT}See --- Content from ../docs/a.md ---\nA text\n--- End of ../docs/a.md --- now`);
    expect(included(res)).toEqual(["/repo/app/.goosehints", "/repo/docs/a.md"]);
  });
  it("only after whitespace or at the start: an e-mail address is no reference", () => {
    expect(run({ "/repo/app/.goosehints": "mail me@x.md", "/repo/app/x.md": "X" }).prompt).toBe(`${PROJECT}mail me@x.md`);
  });
  it("references nest three levels; the fourth stays as written", () => {
    const res = run({
      "/repo/app/.goosehints": "@a.md",
      "/repo/app/a.md": "@b.md",
      "/repo/app/b.md": "@c.md",
      "/repo/app/c.md": "@d.md",
      "/repo/app/d.md": "D",
    });
    expect(res.prompt).toContain("--- Content from c.md ---\n@d.md\n--- End of c.md ---");
    expect(res.prompt).not.toContain("D\n");
    expect(res.diagnostics.map((d) => d.code)).toContain("import-too-deep");
  });
  it("a reference already being expanded stays as written (cycles end)", () => {
    const res = run({ "/repo/app/.goosehints": "@a.md", "/repo/app/a.md": "A @b.md", "/repo/app/b.md": "B @a.md" });
    expect(res.prompt).toBe(
      `${PROJECT}--- Content from a.md ---\nA --- Content from b.md ---\nB @a.md\n--- End of b.md ---\n--- End of a.md ---`,
    );
  });
  it("absolute references, references outside the git root and into .git are refused", () => {
    const res = run({
      ...GIT,
      "/repo/app/.goosehints": "@/repo/x.md @../../etc/p.md @../.git/config",
      "/repo/x.md": "X",
      "/etc/p.md": "P",
      "/repo/.git/config": "secret",
    });
    expect(res.prompt).toBe(`${PROJECT}@/repo/x.md @../../etc/p.md @../.git/config`);
    expect(res.diagnostics.filter((d) => d.code === "reference-refused")).toHaveLength(3);
  });
  it("a reference to a missing file stays as written", () => {
    const res = run({ "/repo/app/.goosehints": "@nope.md" });
    expect(res.prompt).toBe(`${PROJECT}@nope.md`);
    expect(res.diagnostics.map((d) => d.code)).toContain("missing-reference");
  });
  it("references to .gitignore'd files stay as written", () => {
    const res = run({
      ...GIT,
      "/repo/.gitignore": "secret.md\n",
      "/repo/app/.goosehints": "@secret.md @ok.md",
      "/repo/app/secret.md": "S",
      "/repo/app/ok.md": "K",
    });
    expect(res.prompt).toBe(`${PROJECT}@secret.md --- Content from ok.md ---\nK\n--- End of ok.md ---`);
  });
  it("global hints may reference files beside them only", () => {
    const res = run({
      "/home/user/.config/goose/.goosehints": "@style.md @../other.md",
      "/home/user/.config/goose/style.md": "S",
      "/home/user/.config/other.md": "O",
    });
    expect(res.prompt).toBe(`${GLOBAL}--- Content from style.md ---\nS\n--- End of style.md --- @../other.md`);
  });
});

describe("goose: subdirectory hints", () => {
  it("a touched path below the working directory adds the hint files of every folder down to it", () => {
    const files = {
      "/repo/app/.goosehints": "top",
      "/repo/app/a/.goosehints": "A",
      "/repo/app/a/b/AGENTS.md": "B",
      "/repo/app/a/b/f.ts": "",
    };
    const res = run(files, { contextPaths: ["/repo/app/a/b/f.ts"] });
    expect(res.prompt).toBe(`${PROJECT}top`);
    const block = res.blocks.find((b) => b.trigger === "read /repo/app/a/b/f.ts");
    expect(block?.text).toBe("### Subdirectory Hints (/repo/app/a/b)\nA\nB");
  });
  it("a folder's files come once: a later path sharing the folder adds only what is new", () => {
    const files = { "/repo/app/a/.goosehints": "A", "/repo/app/a/b/.goosehints": "B", "/repo/app/a/x.ts": "", "/repo/app/a/b/y.ts": "" };
    const res = run(files, { contextPaths: ["a/x.ts", "a/b/y.ts"] });
    expect(res.blocks.filter((b) => b.trigger).map((b) => b.text)).toEqual([
      "### Subdirectory Hints (/repo/app/a)\nA",
      "### Subdirectory Hints (/repo/app/a/b)\nB",
    ]);
  });
  it("paths in the working directory itself or outside it add nothing", () => {
    const res = run(
      { "/repo/app/.goosehints": "top", "/repo/app/f.ts": "", "/repo/other/.goosehints": "O", "/repo/other/g.ts": "" },
      { contextPaths: ["/repo/app/f.ts", "/repo/other/g.ts"] },
    );
    expect(res.blocks.some((b) => b.trigger)).toBe(false);
  });
});
