/** One test per loading rule of Qwen Code (QwenLM/qwen-code memoryDiscovery.ts, memoryImportProcessor.ts, rulesDiscovery.ts, trustedFolders.ts). */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../scenario/types";
import type { Resolution } from "../../types";
import { codes, included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("qwen-code", { cwd: "/home/user/repo/app" });
const block = (shown: string, body: string) => `--- Context from: ${shown} ---\n${body}\n--- End of Context from: ${shown} ---`;
const GIT = { "/home/user/repo/.git/HEAD": "ref: refs/heads/main\n" };

/**
 * Every run also loads the output-language file Qwen Code writes into ~/.qwen (tested on its own
 * below): the tests of other rules look at the files and text around it.
 */
const LANGUAGE_BLOCK =
  /(?:\n\n)?--- Context from: [^\n]*output-language\.md ---\n[\s\S]*?\n--- End of Context from: [^\n]*output-language\.md ---/;
const loaded = (r: Resolution) => included(r).filter((p) => !p.endsWith("/output-language.md"));
const memory = (r: Resolution) => {
  const rest = r.prompt.replace(LANGUAGE_BLOCK, "");
  return rest.startsWith("\n\n") ? rest.slice(2) : rest;
};

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
    expect(loaded(res)).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/QWEN.md",
      "/home/user/repo/QWEN.md",
      "/home/user/.qwen/AGENTS.md",
      "/home/user/repo/app/AGENTS.md",
    ]);
  });
  it("the project root is the nearest .git folder, empty or not, or .git file; a .git link marks nothing", () => {
    const above = { "/home/QWEN.md": "H", "/home/user/QWEN.md": "parent", "/home/user/repo/app/QWEN.md": "A" };
    // A root at /home/user/repo: the walk stops at its parent, /home/user.
    for (const git of [{ "/home/user/repo/.git": { dir: true as const } }, { "/home/user/repo/.git": "gitdir: x" }])
      expect(loaded(run({ ...git, ...above }))).toEqual(["/home/user/QWEN.md", "/home/user/repo/app/QWEN.md"]);
    // A link is no root: without one the walk goes up to the home folder's parent, /home.
    const link = { "/home/user/repo/.git": { symlink: "/home/user/gitdir" }, "/home/user/gitdir/HEAD": "ref: x\n" };
    expect(loaded(run({ ...link, ...above }))).toEqual(["/home/QWEN.md", "/home/user/QWEN.md", "/home/user/repo/app/QWEN.md"]);
  });
  it("outside home without a root the walk goes up to, not including, /", () => {
    const res = run({ "/QWEN.md": "root", "/srv/QWEN.md": "S", "/srv/app/QWEN.md": "A" }, { cwd: "/srv/app" });
    expect(loaded(res)).toEqual(["/srv/QWEN.md", "/srv/app/QWEN.md"]);
  });
  it("in the home folder only ~/<name> is read, next to the global file", () => {
    const res = run({ "/home/user/QWEN.md": "H", "/home/QWEN.md": "above" }, { cwd: "/home/user" });
    expect(loaded(res)).toEqual(["/home/user/QWEN.md"]);
  });
  it("the upward walk stops on reaching ~/.qwen (the global folder is read once)", () => {
    const res = run({ "/home/user/.qwen/QWEN.md": "G", "/home/user/.qwen/sub/QWEN.md": "S" }, { cwd: "/home/user/.qwen/sub" });
    expect(loaded(res)).toEqual(["/home/user/.qwen/QWEN.md", "/home/user/.qwen/sub/QWEN.md"]);
    const res2 = run({ "/home/user/.qwen/QWEN.md": "G" }, { cwd: "/home/user/.qwen" });
    expect(loaded(res2)).toEqual(["/home/user/.qwen/QWEN.md"]);
  });
  it("<root>/.qwen/QWEN.local.md comes after every other file, and only with a real project root", () => {
    const files = { "/home/user/repo/.qwen/QWEN.local.md": "L", "/home/user/repo/AGENTS.md": "A", "/home/user/.qwen/QWEN.md": "G" };
    expect(loaded(run({ ...GIT, ...files }))).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/repo/AGENTS.md",
      "/home/user/repo/.qwen/QWEN.local.md",
    ]);
    expect(loaded(run(files))).not.toContain("/home/user/repo/.qwen/QWEN.local.md");
  });
  it("context.fileName replaces the names (a string or a list); QWEN_HOME moves the global folder", () => {
    const files = { "/home/user/repo/app/CONTEXT.md": "C", "/home/user/repo/app/QWEN.md": "Q", "/alt/CONTEXT.md": "G" };
    expect(loaded(run(files, { config: { context: { fileName: "CONTEXT.md" } } }))).toEqual(["/home/user/repo/app/CONTEXT.md"]);
    expect(loaded(run(files, { config: { "context.fileName": ["CONTEXT.md", "QWEN.md"] }, env: { QWEN_HOME: "/alt" } }))).toEqual([
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
    expect(memory(res)).toBe(`${block("../../.qwen/QWEN.md", "global")}\n\n${block("../QWEN.md", "root text")}`);
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
    expect(loaded(run(files))).toEqual([
      "/home/user/.qwen/QWEN.md",
      "/home/user/repo/app/QWEN.md",
      "/home/user/.qwen/rules/g.md",
      "/home/user/repo/app/.qwen/rules/r.md",
    ]);
  });
  it("on: a DO_NOT_TRUST rule for the folder keeps project files and project rules out", () => {
    const trustFile = { "/home/user/.qwen/trustedFolders.json": '{"/home/user/repo/app": "DO_NOT_TRUST"}' };
    const res = run({ ...files, ...trustFile }, { config: { "security.folderTrust.enabled": true } });
    expect(loaded(res)).toEqual(["/home/user/.qwen/QWEN.md", "/home/user/.qwen/rules/g.md"]);
  });
  it("on: a TRUST_PARENT rule above wins over DO_NOT_TRUST; no rule at all counts as trusted", () => {
    const trustFile = {
      "/home/user/.qwen/trustedFolders.json": '{"/home/user/repo/app": "DO_NOT_TRUST", "/home/user/repo/x": "TRUST_PARENT"}',
    };
    expect(loaded(run({ ...files, ...trustFile }, { config: { "security.folderTrust.enabled": true } }))).toContain(
      "/home/user/repo/app/QWEN.md",
    );
    expect(loaded(run(files, { config: { "security.folderTrust.enabled": true } }))).toContain("/home/user/repo/app/QWEN.md");
  });
  it("on: a broken trustedFolders.json is a configuration error", () => {
    const res = run({ ...files, "/home/user/.qwen/trustedFolders.json": "[1]" }, { config: { "security.folderTrust.enabled": true } });
    expect(res.diagnostics.map((d) => d.code)).toContain("trusted-folders-invalid");
    expect(loaded(res)).not.toContain("/home/user/repo/app/QWEN.md");
  });
});

describe("qwen-code: @imports", () => {
  it("tree format: the file's text between Imported from / End of import comments, relative to the importing file", () => {
    const res = run({ ...GIT, "/home/user/repo/app/QWEN.md": "A @../docs/b.md", "/home/user/repo/docs/b.md": "B" });
    expect(memory(res)).toBe(block("QWEN.md", "A <!-- Imported from: ../docs/b.md -->\nB\n<!-- End of import from: ../docs/b.md -->"));
  });
  it("outside the importing file's project root: Path traversal attempt; a missing file keeps its @ text", () => {
    const res = run({ ...GIT, "/home/user/repo/app/QWEN.md": "@../../x.md @nope.md", "/home/user/x.md": "X" });
    expect(memory(res)).toBe(block("QWEN.md", "<!-- Import failed: ../../x.md - Path traversal attempt --> @nope.md"));
  });
  it("imports in code spans and fenced blocks stay as written", () => {
    const res = run({ "/home/user/repo/app/QWEN.md": "`@a.md`\n\n```\n@a.md\n```\n@a.md", "/home/user/repo/app/a.md": "A" });
    expect(memory(res)).toBe(
      block("QWEN.md", "`@a.md`\n\n```\n@a.md\n```\n<!-- Imported from: a.md -->\nA\n<!-- End of import from: a.md -->"),
    );
  });
  it("a file already on the chain (the top file included) is not imported again", () => {
    const res = run({ "/home/user/repo/app/QWEN.md": "top @a.md", "/home/user/repo/app/a.md": "a @QWEN.md" });
    expect(memory(res)).toBe(
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
    expect(memory(res)).toBe(
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
    expect(memory(res)).toBe(
      `${block("../QWEN.md", "Q")}\n\n--- Rule from: ../.qwen/rules/g.md ---\nG\n--- End of Rule from: ../.qwen/rules/g.md ---\n\n--- Rule from: .qwen/rules/a/z.md ---\nAZ\n--- End of Rule from: .qwen/rules/a/z.md ---\n\n--- Rule from: .qwen/rules/b.md ---\nB\n--- End of Rule from: .qwen/rules/b.md ---`,
    );
  });
  it("project rules come from the project root (the cwd without one)", () => {
    expect(loaded(run({ "/home/user/repo/.qwen/rules/r.md": "R" }))).toEqual([]);
    expect(loaded(run({ ...GIT, "/home/user/repo/.qwen/rules/r.md": "R" }))).toEqual(["/home/user/repo/.qwen/rules/r.md"]);
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
    expect(memory(res)).toBe("");
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

describe("qwen-code: the output-language file Qwen Code writes and loads", () => {
  const HOME_QWEN = "/home/user/.qwen/output-language.md";
  it("a fresh home: the auto file is written into ~/.qwen and loaded after the context files, before QWEN.local.md", () => {
    const res = run({ ...GIT, "/home/user/repo/app/QWEN.md": "Q", "/home/user/repo/.qwen/QWEN.local.md": "L" });
    expect(included(res)).toEqual(["/home/user/repo/app/QWEN.md", HOME_QWEN, "/home/user/repo/.qwen/QWEN.local.md"]);
    expect(res.prompt).toContain(
      `${block("QWEN.md", "Q")}\n\n--- Context from: ../../.qwen/output-language.md ---\n# Output language preference: auto\n<!-- qwen-code:llm-output-language: auto -->\n\n## Rule\nRespond in the same language as the user's input.\n`,
    );
    expect(
      res.prompt.endsWith(`--- End of Context from: ../../.qwen/output-language.md ---\n\n${block("../.qwen/QWEN.local.md", "L")}`),
    ).toBe(true);
    expect(codes(res)).toContain("agent-written-file");
  });
  it("a file that names a language is kept as it is; one that names none is replaced", () => {
    const kept = run({ [HOME_QWEN]: "Reply in Welsh.\n<!-- qwen-code:llm-output-language: Welsh -->\n" });
    expect(kept.prompt).toBe(block("../../.qwen/output-language.md", "Reply in Welsh.\n<!-- qwen-code:llm-output-language: Welsh -->"));
    expect(codes(kept)).not.toContain("agent-written-file");
    const replaced = run({ [HOME_QWEN]: "no marker\n" });
    expect(replaced.prompt).toContain("# Output language preference: auto");
    expect(replaced.prompt).not.toContain("no marker");
  });
  it("a file Qwen Code 0.15 generated for English is rewritten to auto; 0.15 itself keeps it", () => {
    const english = run({ [HOME_QWEN]: "" }, { variant: "v0.15" }).prompt;
    expect(english).toContain("You MUST always respond in **English**");
    const body = english.slice(english.indexOf("# Output language"), english.indexOf("\n--- End of Context"));
    expect(run({ [HOME_QWEN]: `${body}\n` }).prompt).toContain("# Output language preference: auto");
    expect(run({ [HOME_QWEN]: `${body}\n` }, { variant: "v0.15" }).prompt).toContain("# Output language preference: English");
  });
  it("<cwd>/.qwen/output-language.md, when there is one, is loaded in its place", () => {
    const res = run({ "/home/user/repo/app/.qwen/output-language.md": "project language" });
    expect(res.prompt).toBe(block(".qwen/output-language.md", "project language"));
  });
  it("0.15 writes the language of QWEN_CODE_LANG or LANG (zh_TW is Traditional Chinese), else English", () => {
    const lang = (env: Record<string, string>) => /preference: (.*)\n/.exec(run({}, { variant: "v0.15", env }).prompt)?.[1];
    expect(lang({ LANG: "de_DE.UTF-8" })).toBe("German");
    expect(lang({ LANG: "zh_TW.UTF-8" })).toBe("Traditional Chinese");
    expect(lang({ QWEN_CODE_LANG: "ja", LANG: "de_DE" })).toBe("Japanese");
    expect(lang({ LANG: "C.UTF-8" })).toBe("English");
  });
  it("a folder in its place cannot be written: nothing is loaded, and 0.15 stops with an error", () => {
    const files = { [HOME_QWEN]: { dir: true as const }, "/home/user/repo/app/QWEN.md": "Q" };
    expect(run(files).prompt).toBe(block("QWEN.md", "Q"));
    expect(
      run(files, { variant: "v0.15" })
        .diagnostics.filter((d) => d.code === "agent-written-file")
        .map((d) => d.level),
    ).toEqual(["error"]);
  });
});

describe("qwen-code: v0.15 (Qwen Code 0.15.10, measured by the lab)", () => {
  const v015 = { variant: "v0.15" } as const;
  it("only a .git folder marks the root: a .git file does not, so the walk goes up to the home folder's parent", () => {
    const files = { "/home/user/repo/.git": "gitdir: x", "/home/QWEN.md": "H", "/home/user/repo/app/QWEN.md": "A" };
    expect(loaded(run(files, v015))).toEqual(["/home/QWEN.md", "/home/user/repo/app/QWEN.md"]);
    expect(loaded(run(files))).toEqual(["/home/user/repo/app/QWEN.md"]);
  });
  it("QWEN.local.md is never read", () => {
    const files = { ...GIT, "/home/user/repo/.qwen/QWEN.local.md": "L" };
    expect(loaded(run(files, v015))).toEqual([]);
    expect(loaded(run(files))).toEqual(["/home/user/repo/.qwen/QWEN.local.md"]);
  });
  it("a file reached by two paths (QWEN.md linked to AGENTS.md) is sent twice; later versions send it once", () => {
    const files = { "/home/user/repo/app/AGENTS.md": "same", "/home/user/repo/app/QWEN.md": { symlink: "AGENTS.md" } };
    expect(memory(run(files, v015))).toBe(`${block("QWEN.md", "same")}\n\n${block("AGENTS.md", "same")}`);
    expect(memory(run(files))).toBe(block("QWEN.md", "same"));
  });
  it("the top file is not on its own import chain: a file importing it inlines it once more", () => {
    const res = run({ "/home/user/repo/app/QWEN.md": "top @a.md", "/home/user/repo/app/a.md": "a @QWEN.md" }, v015);
    expect(memory(res)).toBe(
      block(
        "QWEN.md",
        "top <!-- Imported from: a.md -->\na <!-- Imported from: QWEN.md -->\ntop <!-- File already processed: a.md -->\n<!-- End of import from: QWEN.md -->\n<!-- End of import from: a.md -->",
      ),
    );
  });
  it("flat format: the top block is named by its folder, and a file importing the top file brings it in again", () => {
    const res = run(
      { "/home/user/repo/app/QWEN.md": "top @a.md", "/home/user/repo/app/a.md": "a @QWEN.md" },
      { ...v015, config: { "context.importFormat": "flat" } },
    );
    const f = (p: string, t: string) => `--- File: ${p} ---\n${t}\n--- End of File: ${p} ---`;
    expect(memory(res)).toBe(
      block(
        "QWEN.md",
        [
          f("/home/user/repo/app", "top @a.md"),
          f("/home/user/repo/app/a.md", "a @QWEN.md"),
          f("/home/user/repo/app/QWEN.md", "top @a.md"),
        ].join("\n\n"),
      ),
    );
  });
});

describe("qwen-code: rule text as Qwen Code normalises it", () => {
  it("a lone CR is a line break, nested comments go pass by pass, and a <!-- left unclosed is dropped", () => {
    const res = run({ ...GIT, "/home/user/repo/.qwen/rules/a.md": "one\rtwo <!<!-- x -->-- inner --> after <!-- open" });
    expect(memory(res)).toBe("--- Rule from: .qwen/rules/a.md ---\none\ntwo  after  open\n--- End of Rule from: .qwen/rules/a.md ---");
  });
});
