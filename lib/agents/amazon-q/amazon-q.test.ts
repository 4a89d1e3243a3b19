/** One test per rule of Amazon Q's context files, from its source (README.md has the sources). */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status } from "../../../test/agent-helpers";

const R = "/repo";
const run = runner("amazon-q", { cwd: R });
const ide = { variant: "ide" };

describe("amazon-q CLI: the default agent's resources", () => {
  it("reads AmazonQ.md, AGENTS.md and README.md at the working directory and .amazonq/rules/**/*.md", () => {
    const r = run({
      [`${R}/AmazonQ.md`]: "Q",
      [`${R}/AGENTS.md`]: "A",
      [`${R}/README.md`]: "R",
      [`${R}/.amazonq/rules/deep/x/a.md`]: "Rule",
      [`${R}/.amazonq/rules/notes.txt`]: "not md",
      [`${R}/pkg/AGENTS.md`]: "nested",
      [`${R}/docs/guide.md`]: "doc",
    });
    expect(included(r).sort()).toEqual([`${R}/.amazonq/rules/deep/x/a.md`, `${R}/AGENTS.md`, `${R}/AmazonQ.md`, `${R}/README.md`]);
  });

  it("cli-1-13 (before 1.16.0) does not read AGENTS.md", () => {
    const r = run({ [`${R}/AGENTS.md`]: "A", [`${R}/AmazonQ.md`]: "Q" }, { variant: "cli-1-13" });
    expect(included(r)).toEqual([`${R}/AmazonQ.md`]);
  });

  it("rule globs match hidden files and folders too", () => {
    const r = run({ [`${R}/.amazonq/rules/.hidden/x.md`]: "H", [`${R}/.amazonq/rules/.y.md`]: "Y" });
    expect(included(r)).toEqual([`${R}/.amazonq/rules/.hidden/x.md`, `${R}/.amazonq/rules/.y.md`]);
  });
});

describe("amazon-q CLI: order and text", () => {
  it("files of equal (rounded) size go in byte order of their full paths", () => {
    const r = run({ [`${R}/README.md`]: "R", [`${R}/AmazonQ.md`]: "Q", [`${R}/AGENTS.md`]: "A", [`${R}/.amazonq/rules/b.md`]: "B" });
    expect(included(r)).toEqual([`${R}/.amazonq/rules/b.md`, `${R}/AGENTS.md`, `${R}/AmazonQ.md`, `${R}/README.md`]);
  });

  it("larger files (in tokens: bytes / 4, rounded to 10) go first", () => {
    const r = run({ [`${R}/AGENTS.md`]: "short", [`${R}/README.md`]: "x".repeat(200) });
    expect(included(r)).toEqual([`${R}/README.md`, `${R}/AGENTS.md`]);
  });

  it("wraps every file as [path] and its text between Q's BEGIN and END lines", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "Use pnpm.\n", [`${R}/AGENTS.md`]: "Test first." });
    expect(r.prompt).toBe(
      `--- CONTEXT ENTRY BEGIN ---\n[${R}/AGENTS.md]\nTest first.\n[${R}/AmazonQ.md]\nUse pnpm.\n\n--- CONTEXT ENTRY END ---\n\n`,
    );
  });

  it("an empty file is still sent, as its header", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "" });
    expect(r.prompt).toContain(`[${R}/AmazonQ.md]\n\n`);
    expect(status(r, `${R}/AmazonQ.md`)).toBe("included");
  });

  it("no context file: no context message", () => {
    expect(run({ [`${R}/src/a.ts`]: "" }).prompt).toBe("");
  });
});

describe("amazon-q CLI: limits and failures", () => {
  it("drops the largest files that pass 3/4 of the context window, and keeps smaller ones that fit", () => {
    const files = { [`${R}/README.md`]: "x".repeat(400), [`${R}/AGENTS.md`]: "y".repeat(200), [`${R}/AmazonQ.md`]: "z".repeat(120) };
    // 400 B = 100 tokens, 200 B = 50, 120 B = 30; 3/4 of 120 is 90: README is dropped, the others fit.
    const r = run(files, { config: { contextWindowTokens: 120 } });
    expect(status(r, `${R}/README.md`)).toBe("over-budget");
    expect(included(r)).toEqual([`${R}/AGENTS.md`, `${R}/AmazonQ.md`]);
    expect(r.budgets?.[0]).toMatchObject({ kind: "tokens", limit: 90, used: 80, cut: true });
  });

  it("one file that is not valid UTF-8 costs every context file", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "Q", [`${R}/README.md`]: { base64: "aGn/Cg==" } });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("project-docs-failed");
    expect(status(r, `${R}/README.md`)).toBe("unreadable");
  });
});

describe("amazon-q CLI: an agent's own resources", () => {
  it("uses the config's resources instead: ~/ paths, folders (their files, not below), file:// only", () => {
    const r = run(
      {
        "/home/user/notes/style.md": "S",
        [`${R}/docs/a.md`]: "A",
        [`${R}/docs/sub/b.md`]: "B",
        [`${R}/AmazonQ.md`]: "Q",
      },
      { config: { resources: ["file://~/notes/style.md", "file://docs", "skill://x/SKILL.md"] } },
    );
    // Sorted by full path: /home/... before /repo/...
    expect(included(r)).toEqual(["/home/user/notes/style.md", `${R}/docs/a.md`]);
  });

  it("a file matched by two resources is sent once", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "Q" }, { config: { resources: ["file://AmazonQ.md", "file://*.md"] } });
    expect(r.prompt.split(`[${R}/AmazonQ.md]`).length).toBe(2);
  });
});

describe("amazon-q IDE: pinned context", () => {
  it("reads AmazonQ.md, README.md, then the rules folder recursively, in that order; not AGENTS.md", () => {
    const r = run(
      {
        [`${R}/README.md`]: "R",
        [`${R}/AmazonQ.md`]: "Q",
        [`${R}/AGENTS.md`]: "A",
        [`${R}/.amazonq/rules/b.md`]: "B",
        [`${R}/.amazonq/rules/a/z.md`]: "Z",
      },
      ide,
    );
    expect(included(r)).toEqual([`${R}/AmazonQ.md`, `${R}/README.md`, `${R}/.amazonq/rules/a/z.md`, `${R}/.amazonq/rules/b.md`]);
  });

  it("wraps each file as a promptInstruction with its workspace-relative path", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "Use pnpm." }, ide);
    expect(r.prompt).toBe(
      "<pinnedContext>\n<promptInstruction>\n<relativeFilePath>\nrepo/AmazonQ.md\n</relativeFilePath>\n<text>\nUse pnpm.\n</text>\n</promptInstruction>\n</pinnedContext>",
    );
  });

  it("cuts each file to 40,960 characters", () => {
    const r = run({ [`${R}/AmazonQ.md`]: "a".repeat(41_000) }, ide);
    expect(status(r, `${R}/AmazonQ.md`)).toBe("truncated");
    expect(r.prompt).not.toContain("a".repeat(40_961));
    expect(codes(r)).toContain("truncated");
  });

  it("sends at most 100 entries", () => {
    const files = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`${R}/.amazonq/rules/r${String(i).padStart(3, "0")}.md`, "x"]));
    const r = run(files, ide);
    expect(included(r)).toHaveLength(100);
    expect(status(r, `${R}/.amazonq/rules/r100.md`)).toBe("over-budget");
  });

  it("a resource other than the rules glob is one path: a glob there matches nothing; a non-Markdown file is fileContext", () => {
    const r = run(
      { [`${R}/docs/a.md`]: "A", [`${R}/notes.txt`]: "N" },
      { variant: "ide", config: { resources: ["file://docs/*.md", "file://notes.txt"] } },
    );
    expect(included(r)).toEqual([`${R}/notes.txt`]);
    expect(r.prompt).toContain("<fileContext>");
  });
});
