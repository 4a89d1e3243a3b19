/** One test per loading rule of Qwen Code (QwenLM/qwen-code memoryDiscovery.ts, memoryImportProcessor.ts, rulesDiscovery.ts, trustedFolders.ts). */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../scenario/types";
import { included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("qwen-code", { cwd: "/home/user/repo/app" });
const block = (shown: string, body: string) => `--- Context from: ${shown} ---\n${body}\n--- End of Context from: ${shown} ---`;
const GIT = { "/home/user/repo/.git/HEAD": "ref: refs/heads/main\n" };

describe("qwen-code: which files", () => {
  it("per name: the global file, then from the project root's parent down to the cwd; QWEN.md before AGENTS.md", () => {
    const res = run({
      ...GIT,
      "/home/user/.qwen/AGENTS.md": "GA",
      "/home/user/.qwen/QWEN.md": "GQ",
      "/home/user/QWEN.md": "parent",
      "/home/user/repo/QWEN.md": "RQ",
      "/home/user/repo/app/AGENTS.md": "AA",
      "/home/QWEN.md": "too far",
    });
    expect(included(res)).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/QWEN.md",
      "/home/user/repo/QWEN.md",
      "/home/user/.qwen/AGENTS.md",
      "/home/user/repo/app/AGENTS.md",
    ]);
  });
  it("the project root is a .git folder with a readable HEAD (an empty .git does not count) or a .git file", () => {
    const files = { "/home/user/repo/.git/config": "", "/home/user/QWEN.md": "H", "/home/user/repo/app/QWEN.md": "A" };
    // No root: the walk goes up to the home folder's parent.
    expect(included(run(files))).toEqual(["/home/user/QWEN.md", "/home/user/repo/app/QWEN.md"]);
    expect(
      included(
        run({
          "/home/user/repo/.git": "gitdir: x",
          "/home/QWEN.md": "H",
          "/home/user/QWEN.md": "parent",
          "/home/user/repo/app/QWEN.md": "A",
        }),
      ),
    ).toEqual(["/home/user/QWEN.md", "/home/user/repo/app/QWEN.md"]);
  });
  it("outside home without a root the walk goes up to, not including, /", () => {
    const res = run({ "/QWEN.md": "root", "/srv/QWEN.md": "S", "/srv/app/QWEN.md": "A" }, { cwd: "/srv/app" });
    expect(included(res)).toEqual(["/srv/QWEN.md", "/srv/app/QWEN.md"]);
  });
  it("in the home folder only ~/<name> is read, next to the global file", () => {
    const res = run({ "/home/user/QWEN.md": "H", "/home/QWEN.md": "above" }, { cwd: "/home/user" });
    expect(included(res)).toEqual(["/home/user/QWEN.md"]);
  });
  it("the upward walk stops on reaching ~/.qwen (the global folder is read once)", () => {
    const res = run({ "/home/user/.qwen/QWEN.md": "G", "/home/user/.qwen/sub/QWEN.md": "S" }, { cwd: "/home/user/.qwen/sub" });
    expect(included(res)).toEqual(["/home/user/.qwen/QWEN.md", "/home/user/.qwen/sub/QWEN.md"]);
    const res2 = run({ "/home/user/.qwen/QWEN.md": "G" }, { cwd: "/home/user/.qwen" });
    expect(included(res2)).toEqual(["/home/user/.qwen/QWEN.md"]);
  });
  it("<root>/.qwen/QWEN.local.md comes after every other file, and only with a real project root", () => {
    const files = { "/home/user/repo/.qwen/QWEN.local.md": "L", "/home/user/repo/AGENTS.md": "A", "/home/user/.qwen/QWEN.md": "G" };
    expect(included(run({ ...GIT, ...files }))).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/repo/AGENTS.md",
      "/home/user/repo/.qwen/QWEN.local.md",
    ]);
    expect(included(run(files))).not.toContain("/home/user/repo/.qwen/QWEN.local.md");
  });
  it("context.fileName replaces the names (a string or a list); QWEN_HOME moves the global folder", () => {
    const files = { "/home/user/repo/app/CONTEXT.md": "C", "/home/user/repo/app/QWEN.md": "Q", "/alt/CONTEXT.md": "G" };
    expect(included(run(files, { config: { context: { fileName: "CONTEXT.md" } } }))).toEqual(["/home/user/repo/app/CONTEXT.md"]);
    expect(included(run(files, { config: { "context.fileName": ["CONTEXT.md", "QWEN.md"] }, env: { QWEN_HOME: "/alt" } }))).toEqual([
      "/alt/CONTEXT.md",
      "/home/user/repo/app/CONTEXT.md",
      "/home/user/repo/app/QWEN.md",
    ]);
  });
});

describe("qwen-code: the text", () => {
  it("each file trimmed in a Context block with its path relative to the cwd, blocks joined by a blank line; blank files add nothing", () => {
    const res = run({
      ...GIT,
      "/home/user/repo/QWEN.md": "\n  root text  \n",
      "/home/user/repo/app/QWEN.md": " \n\t",
      "/home/user/.qwen/QWEN.md": "global",
    });
    expect(res.prompt).toBe(`${block("../../.qwen/QWEN.md", "global")}\n\n${block("../QWEN.md", "root text")}`);
    expect(status(res, "/home/user/repo/app/QWEN.md")).toEqual(["empty"]);
  });
});

describe("qwen-code: folder trust", () => {
  const files = {
    "/home/user/.qwen/QWEN.md": "G",
    "/home/user/repo/app/QWEN.md": "P",
    "/home/user/repo/app/.qwen/rules/r.md": "R",
    "/home/user/.qwen/rules/g.md": "GR",
  };
  it("off by default: every folder is trusted", () => {
    expect(included(run(files))).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/repo/app/QWEN.md",
      "/home/user/.qwen/rules/g.md",
      "/home/user/repo/app/.qwen/rules/r.md",
    ]);
  });
  it("on: a DO_NOT_TRUST rule for the folder keeps project files and project rules out", () => {
    const trustFile = { "/home/user/.qwen/trustedFolders.json": '{"/home/user/repo/app": "DO_NOT_TRUST"}' };
    const res = run({ ...files, ...trustFile }, { config: { "security.folderTrust.enabled": true } });
    expect(included(res)).toEqual(["/home/user/.qwen/QWEN.md", "/home/user/.qwen/rules/g.md"]);
  });
  it("on: a TRUST_PARENT rule above wins over DO_NOT_TRUST; no rule at all counts as trusted", () => {
    const trustFile = {
      "/home/user/.qwen/trustedFolders.json": '{"/home/user/repo/app": "DO_NOT_TRUST", "/home/user/repo/x": "TRUST_PARENT"}',
    };
    expect(included(run({ ...files, ...trustFile }, { config: { "security.folderTrust.enabled": true } }))).toContain(
      "/home/user/repo/app/QWEN.md",
    );
    expect(included(run(files, { config: { "security.folderTrust.enabled": true } }))).toContain("/home/user/repo/app/QWEN.md");
  });
  it("on: a broken trustedFolders.json is a configuration error", () => {
    const res = run({ ...files, "/home/user/.qwen/trustedFolders.json": "[1]" }, { config: { "security.folderTrust.enabled": true } });
    expect(res.diagnostics.map((d) => d.code)).toContain("trusted-folders-invalid");
    expect(included(res)).not.toContain("/home/user/repo/app/QWEN.md");
  });
});

describe("qwen-code: @imports", () => {
  it("tree format: the file's text between Imported from / End of import comments, relative to the importing file", () => {
    const res = run({ ...GIT, "/home/user/repo/app/QWEN.md": "A @../docs/b.md", "/home/user/repo/docs/b.md": "B" });
    expect(res.prompt).toBe(block("QWEN.md", "A <!-- Imported from: ../docs/b.md -->\nB\n<!-- End of import from: ../docs/b.md -->"));
  });
  it("outside the importing file's project root: Path traversal attempt; a missing file keeps its @ text", () => {
    const res = run({ ...GIT, "/home/user/repo/app/QWEN.md": "@../../x.md @nope.md", "/home/user/x.md": "X" });
    expect(res.prompt).toBe(block("QWEN.md", "<!-- Import failed: ../../x.md - Path traversal attempt --> @nope.md"));
  });
  it("imports in code spans and fenced blocks stay as written", () => {
    const res = run({ "/home/user/repo/app/QWEN.md": "`@a.md`\n\n```\n@a.md\n```\n@a.md", "/home/user/repo/app/a.md": "A" });
    expect(res.prompt).toBe(
      block("QWEN.md", "`@a.md`\n\n```\n@a.md\n```\n<!-- Imported from: a.md -->\nA\n<!-- End of import from: a.md -->"),
    );
  });
  it("a file already on the chain (the top file included) is not imported again", () => {
    const res = run({ "/home/user/repo/app/QWEN.md": "top @a.md", "/home/user/repo/app/a.md": "a @QWEN.md" });
    expect(res.prompt).toBe(
      block("QWEN.md", "top <!-- Imported from: a.md -->\na <!-- File already processed: QWEN.md -->\n<!-- End of import from: a.md -->"),
    );
  });
  it("at depth 5 a file's imports stay as written", () => {
    const files: Scenario["files"] = { "/home/user/repo/app/QWEN.md": "@f1.md" };
    for (let i = 1; i <= 6; i++) files[`/home/user/repo/app/f${i}.md`] = i < 6 ? `@f${i + 1}.md` : "six";
    const res = run(files);
    expect(res.prompt).toContain("<!-- Imported from: f5.md -->\n@f6.md\n<!-- End of import from: f5.md -->");
    expect(res.prompt).not.toContain("six");
  });
  it("flat format: one File block per file, the imports of a file taken from last to first", () => {
    const res = run(
      { "/home/user/repo/app/QWEN.md": "@a.md @b.md", "/home/user/repo/app/a.md": " A ", "/home/user/repo/app/b.md": "B" },
      { config: { "context.importFormat": "flat" } },
    );
    const f = (p: string, t: string) => `--- File: ${p} ---\n${t}\n--- End of File: ${p} ---`;
    expect(res.prompt).toBe(
      block(
        "QWEN.md",
        [f("/home/user/repo/app/QWEN.md", "@a.md @b.md"), f("/home/user/repo/app/b.md", "B"), f("/home/user/repo/app/a.md", "A")].join(
          "\n\n",
        ),
      ),
    );
  });
});

describe("qwen-code: .qwen/rules", () => {
  it("baseline rules (no paths:) follow the context files, sorted by path, HTML comments removed", () => {
    const res = run({
      ...GIT,
      "/home/user/repo/QWEN.md": "Q",
      "/home/user/repo/.qwen/rules/b.md": "B <!-- x -->",
      "/home/user/repo/.qwen/rules/a/z.md": "AZ",
      "/home/user/.qwen/rules/g.md": "G",
    });
    expect(res.prompt).toBe(
      `${block("../QWEN.md", "Q")}\n\n--- Rule from: ../.qwen/rules/g.md ---\nG\n--- End of Rule from: ../.qwen/rules/g.md ---\n\n--- Rule from: .qwen/rules/a/z.md ---\nAZ\n--- End of Rule from: .qwen/rules/a/z.md ---\n\n--- Rule from: .qwen/rules/b.md ---\nB\n--- End of Rule from: .qwen/rules/b.md ---`,
    );
  });
  it("project rules come from the project root (the cwd without one)", () => {
    expect(included(run({ "/home/user/repo/.qwen/rules/r.md": "R" }))).toEqual([]);
    expect(included(run({ ...GIT, "/home/user/repo/.qwen/rules/r.md": "R" }))).toEqual(["/home/user/repo/.qwen/rules/r.md"]);
  });
  it("rules with paths: wait for a matching read (relative to the root, dot files too) and are injected once", () => {
    const files = {
      ...GIT,
      "/home/user/repo/.qwen/rules/ts.md": "---\npaths: ['**/*.ts']\n---\nTS rule",
      "/home/user/repo/app/.x/a.ts": "",
      "/home/user/repo/app/b.ts": "",
    };
    expect(status(run(files), "/home/user/repo/.qwen/rules/ts.md")).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: ["/home/user/repo/app/.x/a.ts", "/home/user/repo/app/b.ts"] });
    expect(res.prompt).toBe("");
    expect(res.blocks.filter((b) => b.trigger).map((b) => b.text)).toEqual([
      "--- Rule from: .qwen/rules/ts.md ---\nTS rule\n--- End of Rule from: .qwen/rules/ts.md ---",
    ]);
  });
  it("a rule with bad YAML frontmatter loads as a baseline rule, with a warning; an empty one adds nothing", () => {
    const res = run({
      ...GIT,
      "/home/user/repo/.qwen/rules/bad.md": "---\npaths: [\n---\nBody",
      "/home/user/repo/.qwen/rules/empty.md": "---\npaths: x\n---\n<!-- only -->",
    });
    expect(res.prompt).toContain("Body");
    expect(res.diagnostics.map((d) => d.code)).toContain("frontmatter-invalid");
    expect(status(res, "/home/user/repo/.qwen/rules/empty.md")).toEqual(["empty"]);
  });
});
