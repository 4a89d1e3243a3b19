/**
 * One test per rule of Claude Code's memory loading (README.md lists the rules and their sources), named
 * after the rule. Expected text is written by hand from the reconstructed source (see README.md).
 */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../scenario/types";
import { buildMemfs } from "../../fs/memfs";
import { resolve as resolveWith } from "../../resolve";
import {
  codes,
  diskListing,
  included as includedOnly,
  inPrompt as included,
  runner,
  statuses as statusOf,
  triggered as attached,
} from "../../../test/agent-helpers";

const HEADER =
  "Codebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.";
const PROJECT = " (project instructions, checked into the codebase)";
const LOCAL = " (user's private project instructions, not checked in)";
const GLOBAL = " (user's private global instructions for all projects)";
const AUTOMEM = " (user's auto-memory, persists across conversations)";

/** The memory's own reminder, as 2.1.268 and later send it (nothing without memory text; measured by the lab). */
function wrapper(claudeMd: string | null): string {
  return claudeMd === null ? "" : `<system-reminder>\n${claudeMd}\n</system-reminder>`;
}
/** Up to 2.1.267: the user context with `claudeMd` (or without the entry when null) and the date, ending in a blank line. */
function contextWrapper(claudeMd: string | null, date = "2026-01-01"): string {
  return (
    "<system-reminder>\nAs you answer the user's questions, you can use the following context:\n" +
    (claudeMd === null ? "" : `# claudeMd\n${claudeMd}\n`) +
    `# currentDate\nToday's date is ${date}.\n\n      IMPORTANT: this context may or may not be relevant to your tasks. You should not respond to this context unless it is highly relevant to your task.\n</system-reminder>\n\n`
  );
}
/** getClaudeMds text for [path, desc, text] blocks. */
const claudeMd = (...blocks: [string, string, string][]) =>
  `${HEADER}\n\n${blocks.map(([p, d, t]) => `Contents of ${p}${d}:\n\n${t}`).join("\n\n")}`;

const run = runner("claude-code", { cwd: "/repo" });

describe("claude-code: load order", () => {
  it("managed policy file comes first, then the managed rules dir (linux /etc/claude-code)", () => {
    const r = run({
      "/etc/claude-code/CLAUDE.md": "Policy.\n",
      "/etc/claude-code/.claude/rules/sec.md": "No secrets.\n",
      "/home/user/.claude/CLAUDE.md": "Mine.\n",
    });
    expect(r.prompt).toBe(
      wrapper(
        claudeMd(
          ["/etc/claude-code/CLAUDE.md", GLOBAL, "Policy."],
          ["/etc/claude-code/.claude/rules/sec.md", GLOBAL, "No secrets."],
          ["/home/user/.claude/CLAUDE.md", GLOBAL, "Mine."],
        ),
      ),
    );
  });

  it("managed path follows session.os: darwin and win32", () => {
    const files = {
      "/Library/Application Support/ClaudeCode/CLAUDE.md": "Mac policy.\n",
      "/C:/Program Files/ClaudeCode/CLAUDE.md": "Win policy.\n",
      "/etc/claude-code/CLAUDE.md": "Linux policy.\n",
    };
    expect(included(run(files, { session: { os: "darwin" } }))).toEqual(["/Library/Application Support/ClaudeCode/CLAUDE.md"]);
    expect(included(run(files, { session: { os: "win32" } }))).toEqual(["/C:/Program Files/ClaudeCode/CLAUDE.md"]);
    expect(included(run(files))).toEqual(["/etc/claude-code/CLAUDE.md"]);
  });

  it("user: ~/.claude/CLAUDE.md, then ~/.claude/rules/**/*.md recursively", () => {
    const r = run({
      "/home/user/.claude/rules/z/deep.md": "Deep.\n",
      "/home/user/.claude/rules/a.md": "A.\n",
      "/home/user/.claude/rules/notes.txt": "not a rule\n",
      "/home/user/.claude/CLAUDE.md": "Mine.\n",
    });
    expect(included(r)).toEqual(["/home/user/.claude/CLAUDE.md", "/home/user/.claude/rules/a.md", "/home/user/.claude/rules/z/deep.md"]);
  });

  it("CLAUDE_CONFIG_DIR moves ~/.claude", () => {
    const r = run(
      { "/home/user/.claude/CLAUDE.md": "Old.\n", "/cfg/CLAUDE.md": "Moved.\n", "/cfg/rules/r.md": "Rule.\n" },
      { env: { CLAUDE_CONFIG_DIR: "/cfg" } },
    );
    expect(included(r)).toEqual(["/cfg/CLAUDE.md", "/cfg/rules/r.md"]);
  });

  it("a relative CLAUDE_CONFIG_DIR is read from the cwd, and the user's CLAUDE.md is shown under it as given (the lab: 2.1.83, 2.1.332)", () => {
    const r = run(
      { "/home/user/cfg/CLAUDE.md": "Moved.\n", "/home/user/cfg/rules/r.md": "Rule.\n" },
      { cwd: "/repo/a", env: { CLAUDE_CONFIG_DIR: "../../home/user/cfg" } },
    );
    expect(included(r)).toEqual(["/home/user/cfg/CLAUDE.md", "/home/user/cfg/rules/r.md"]);
    expect(r.prompt).toContain(`Contents of ../../home/user/cfg/CLAUDE.md${GLOBAL}:\n\nMoved.`);
    expect(r.prompt).toContain(`Contents of /home/user/cfg/rules/r.md${GLOBAL}:`);
  });

  it("each directory from below / down to the cwd: CLAUDE.md, .claude/CLAUDE.md, rules without paths, then CLAUDE.local.md", () => {
    const r = run(
      {
        "/CLAUDE.md": "Root is never read.\n",
        "/repo/CLAUDE.md": "Repo.\n",
        "/repo/CLAUDE.local.md": "Repo local.\n",
        "/repo/.claude/CLAUDE.md": "Repo dot.\n",
        "/repo/.claude/rules/r.md": "Repo rule.\n",
        "/repo/app/CLAUDE.md": "App.\n",
        "/repo/app/deeper/CLAUDE.md": "Below the cwd: not at session start.\n",
      },
      { cwd: "/repo/app" },
    );
    expect(r.prompt).toBe(
      wrapper(
        claudeMd(
          ["/repo/CLAUDE.md", PROJECT, "Repo."],
          ["/repo/.claude/CLAUDE.md", PROJECT, "Repo dot."],
          ["/repo/.claude/rules/r.md", PROJECT, "Repo rule."],
          ["/repo/CLAUDE.local.md", LOCAL, "Repo local."],
          ["/repo/app/CLAUDE.md", PROJECT, "App."],
        ),
      ),
    );
    expect(r.sources.map((s) => s.path)).not.toContain("/CLAUDE.md");
  });

  it("--add-dir directories give file access only; with CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD their CLAUDE.md, .claude/CLAUDE.md, rules and CLAUDE.local.md load after the walk (not their parents, not AGENTS.md)", () => {
    const files = {
      "/repo/CLAUDE.md": "Repo.\n",
      "/common/CLAUDE.md": "Above.\n",
      "/common/lib/CLAUDE.md": "Lib.\n",
      "/common/lib/.claude/rules/r.md": "Rule.\n",
      "/common/lib/CLAUDE.local.md": "Mine.\n",
      "/common/lib/AGENTS.md": "Agents.\n",
    };
    expect(included(run(files, { config: { addDir: ["../common/lib"] } }))).toEqual(["/repo/CLAUDE.md"]);
    const r = run(files, { config: { addDir: ["../common/lib"] }, env: { CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD: "1" } });
    expect(included(r)).toEqual([
      "/repo/CLAUDE.md",
      "/common/lib/CLAUDE.md",
      "/common/lib/.claude/rules/r.md",
      "/common/lib/CLAUDE.local.md",
    ]);
    expect(r.prompt).toContain("Contents of /common/lib/CLAUDE.md (project instructions, checked into the codebase):");
    expect(
      run({ "/repo/CLAUDE.md": "R\n" }, { env: { CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD: "1" } }).diagnostics.map((d) => d.code),
    ).toContain("add-dir-none");
  });

  it("an added directory's CLAUDE.md does not switch the AGENTS.md fallback off; the AGENTS.md goes after it, the last project file (claude --add-dir, 2.1.287 and 2.1.332)", () => {
    const r = run(
      { "/repo/AGENTS.md": "Shared.\n", "/other/CLAUDE.md": "Other.\n" },
      { config: { addDir: ["/other"] }, env: { CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD: "1" } },
    );
    expect(included(r)).toEqual(["/other/CLAUDE.md", "/repo/AGENTS.md"]);
  });

  it("a folder's AGENTS.md goes before the first project file that counts as a folder below it, such as a rule linked from there (the lab: 2.1.332, seed 210)", () => {
    const r = run({
      "/repo/.claude/rules/a.md": { symlink: "/repo/shared/a.md" },
      "/repo/shared/a.md": "Linked rule.\n",
      "/repo/.claude/AGENTS.md": "Agents.\n",
      "/repo/.claude/rules/b.md": "Rule.\n",
    });
    expect(included(r)).toEqual(["/repo/.claude/AGENTS.md", "/repo/shared/a.md", "/repo/.claude/rules/b.md"]);
  });

  it("auto-memory MEMORY.md comes last, under ~/.claude/projects/<sanitized git root>/memory", () => {
    const r2 = run(
      {
        "/repo/.git": { dir: true },
        "/repo/CLAUDE.md": "Repo.\n",
        "/repo/src/x.ts": "",
        "/home/user/.claude/projects/-repo/memory/MEMORY.md": "\n- [Redis](redis.md) tests need Redis\n\n",
      },
      { cwd: "/repo/src" },
    );
    expect(r2.prompt).toBe(
      wrapper(
        claudeMd(
          ["/repo/CLAUDE.md", PROJECT, "Repo."],
          ["/home/user/.claude/projects/-repo/memory/MEMORY.md", AUTOMEM, "- [Redis](redis.md) tests need Redis"],
        ),
      ),
    );
    const off = run(
      { "/repo/.git": { dir: true }, "/home/user/.claude/projects/-repo/memory/MEMORY.md": "x\n" },
      { env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" } },
    );
    expect(off.prompt).toBe(wrapper(null));
  });

  it("auto-memory is cut to 200 lines with a warning line (MEMORY.md only)", () => {
    const body = Array.from({ length: 205 }, (_, i) => `- m${i}`).join("\n");
    const r = run({ "/home/user/.claude/projects/-repo/memory/MEMORY.md": body + "\n" });
    const kept = Array.from({ length: 200 }, (_, i) => `- m${i}`).join("\n");
    const warning =
      "\n\n> WARNING: MEMORY.md is 205 lines (limit: 200). Only part of it was loaded. Keep index entries to one line under ~200 chars; move detail into topic files.";
    expect(r.prompt).toBe(wrapper(claudeMd(["/home/user/.claude/projects/-repo/memory/MEMORY.md", AUTOMEM, kept + warning])));
    expect(statusOf(r, "/home/user/.claude/projects/-repo/memory/MEMORY.md")).toEqual(["truncated"]);
  });
});

describe("claude-code: stacking and duplicates", () => {
  it("everything concatenates: nothing is shadowed", () => {
    const r = run({ "/repo/CLAUDE.md": "A\n", "/repo/.claude/CLAUDE.md": "B\n", "/home/user/.claude/CLAUDE.md": "C\n" });
    expect(r.sources.every((s) => s.status === "included")).toBe(true);
    expect(included(r)).toEqual(["/home/user/.claude/CLAUDE.md", "/repo/CLAUDE.md", "/repo/.claude/CLAUDE.md"]);
  });

  it("each normalized path loads once, and a symlink's real path counts as seen", () => {
    // CLAUDE.md is visited first and is a link to .claude/CLAUDE.md: the real file is then a duplicate.
    const r = run({ "/repo/CLAUDE.md": { symlink: "/repo/.claude/CLAUDE.md" }, "/repo/.claude/CLAUDE.md": "Shared.\n" });
    expect(r.prompt).toBe(wrapper(claudeMd(["/repo/CLAUDE.md", PROJECT, "Shared."])));
    expect(statusOf(r, "/repo/.claude/CLAUDE.md")).toEqual(["duplicate"]);
  });

  it("a symlink met after its target is a duplicate from 2.1.142 on; before, it was sent again (the lab: 2.1.141, 2.1.142)", () => {
    const files = { "/repo/CLAUDE.md": "Shared.\n", "/repo/.claude/CLAUDE.md": { symlink: "/repo/CLAUDE.md" } };
    const r = run(files);
    expect(included(r)).toEqual(["/repo/CLAUDE.md"]);
    expect(statusOf(r, "/repo/.claude/CLAUDE.md")).toEqual(["duplicate"]);
    expect(included(run(files, { variant: "before-2.1.142" }))).toEqual(["/repo/CLAUDE.md", "/repo/.claude/CLAUDE.md"]);
  });

  it("in a git worktree nested in its main repo, checked-in files between them are skipped (CLAUDE.local.md kept)", () => {
    const r = run(
      {
        "/main/.git/worktrees/wt/commondir": "../..\n",
        "/main/.git/worktrees/wt/gitdir": "/main/.claude/worktrees/wt/.git\n",
        "/main/.claude/worktrees/wt/.git": "gitdir: /main/.git/worktrees/wt\n",
        "/main/.claude/worktrees/wt/CLAUDE.md": "Worktree copy.\n",
        "/main/CLAUDE.md": "Main copy.\n",
        "/main/CLAUDE.local.md": "Mine.\n",
      },
      { cwd: "/main/.claude/worktrees/wt" },
    );
    expect(included(r)).toEqual(["/main/CLAUDE.local.md", "/main/.claude/worktrees/wt/CLAUDE.md"]);
  });
});

describe("claude-code: rules", () => {
  it("rules are found recursively; symlinked directories are followed once (cycle detection)", () => {
    const files = {
      "/repo/.claude/rules/a.md": "A.\n",
      "/repo/.claude/rules/loop": { symlink: "/repo/.claude/rules" },
      "/repo/.claude/rules/shared": { symlink: "/team/rules" },
      "/team/rules/t.md": "Team.\n",
    };
    expect(included(run(files, { variant: "before-2.1.232" }))).toEqual(["/repo/.claude/rules/a.md", "/team/rules/t.md"]);
  });

  it("the native builds (2.1.113 on) read a rules folder in the disk's listing order where the port knows it; else sorted, said once (the lab: 2.1.112, 2.1.113)", () => {
    const files = { "/repo/.claude/rules/a.md": "A.\n", "/repo/.claude/rules/b.md": "B.\n", "/repo/.claude/rules/c.md": "C.\n" };
    const scenario = { version: 1 as const, agent: "claude-code", cwd: "/repo", files };
    const mem = buildMemfs(files).fs;
    // A disk that lists the folder c, a, b.
    const disk = diskListing(files, "/repo/.claude/rules", ["c.md", "a.md", "b.md"]);
    const rules = ["/repo/.claude/rules/c.md", "/repo/.claude/rules/a.md", "/repo/.claude/rules/b.md"];
    const native = resolveWith(scenario, disk);
    expect(included(native)).toEqual(rules);
    expect(codes(native)).not.toContain("listing-order-unknown");
    expect(included(resolveWith({ ...scenario, variant: "before-2.1.113" }, disk))).toEqual([...rules].sort());
    const inMemory = resolveWith(scenario, mem);
    expect(included(inMemory)).toEqual([...rules].sort());
    expect(codes(inMemory).filter((c) => c === "listing-order-unknown")).toEqual(["listing-order-unknown"]);
  });

  it("from 2.1.232 a rules folder's link out of the cwd is not followed; one inside it is, and the user's always are (the lab: 2.1.231, 2.1.232)", () => {
    const r = run({
      "/repo/.claude/rules/a.md": "A.\n",
      "/repo/.claude/rules/inside.md": { symlink: "/repo/docs/rule.md" },
      "/repo/docs/rule.md": "Inside.\n",
      "/repo/.claude/rules/shared": { symlink: "/team/rules" },
      "/repo/.claude/rules/out.md": { symlink: "/team/one.md" },
      "/team/rules/t.md": "Team.\n",
      "/team/one.md": "One.\n",
      "/home/user/.claude/rules/mine.md": { symlink: "/team/one.md" },
    });
    expect(included(r)).toEqual(["/team/one.md", "/repo/.claude/rules/a.md", "/repo/docs/rule.md"]);
    expect(statusOf(r, "/repo/.claude/rules/shared")).toEqual(["disabled"]);
    expect(statusOf(r, "/repo/.claude/rules/out.md")).toEqual(["disabled"]);
    const linkedFolder = run({ "/repo/.claude/rules": { symlink: "/team/rules" }, "/team/rules/t.md": "Team.\n" });
    expect(included(linkedFolder)).toEqual([]);
  });

  it("frontmatter paths (string or list): a trailing /** is stripped; all-** means unconditional", () => {
    const r = run(
      {
        "/repo/.claude/rules/all.md": '---\npaths:\n  - "**"\n  - "**/**"\n---\nEverywhere.\n',
        "/repo/.claude/rules/src.md": "---\npaths: src/**\n---\nSource only.\n",
        "/repo/src/deep/a.ts": "",
      },
      { contextPaths: ["src/deep/a.ts"] },
    );
    expect(included(r)).toEqual(["/repo/.claude/rules/all.md", "/repo/.claude/rules/src.md"]);
    expect(r.prompt).toContain("Everywhere.");
    expect(r.prompt).not.toContain("Source only.");
    // src/** became `src`, which (gitignore-style) matches everything under src.
    expect(attached(r).map((b) => b.text)).toEqual([
      "<system-reminder>\nContents of /repo/.claude/rules/src.md:\n\nSource only.\n\n</system-reminder>",
    ]);
  });

  it("conditional rules are never loaded eagerly; they match gitignore-style relative to the parent of .claude", () => {
    const r = run(
      {
        "/repo/.claude/rules/ts.md": '---\npaths: "*.ts, docs/*.{md,mdx}"\n---\nTS rule.\n',
        "/repo/lib/x.ts": "",
        "/repo/docs/guide.mdx": "",
        "/repo/lib/x.js": "",
      },
      { contextPaths: ["lib/x.js", "lib/x.ts", "docs/guide.mdx"] },
    );
    expect(r.prompt).toBe(wrapper(null));
    expect(statusOf(r, "/repo/.claude/rules/ts.md")).toEqual(["unmatched", "included"]);
    const blocks = attached(r);
    expect(blocks.map((b) => b.trigger)).toEqual(["read lib/x.ts"]);
  });

  it("before-2.1.84: a YAML list under paths: is not read, so the rule never attaches (CHANGELOG 2.1.84)", () => {
    const files = {
      "/repo/.claude/rules/list.md": '---\npaths:\n  - "src/**"\n  - "lib/**"\n---\nList rule.\n',
      "/repo/.claude/rules/string.md": '---\npaths: "src/**, lib/**"\n---\nString rule.\n',
      "/repo/src/a.ts": "",
    };
    const old = run(files, { variant: "before-2.1.84", contextPaths: ["src/a.ts"] });
    expect(
      attached(old).flatMap((b) => (b.text.includes("List rule.") ? ["list"] : b.text.includes("String rule.") ? ["string"] : [])),
    ).toEqual(["string"]);
    const warn = old.diagnostics.find((d) => d.code === "frontmatter-invalid" && d.path === "/repo/.claude/rules/list.md");
    expect(warn?.line).toBe(2);
    expect(warn?.message).toContain("2.1.84");
    // 2.1.84 and later read the list: both attach, and no warning.
    for (const variant of ["before-2.1.277", "upstream"]) {
      const r = run(files, { variant, contextPaths: ["src/a.ts"] });
      expect(
        attached(r)
          .map((b) => b.text)
          .join(""),
      ).toContain("List rule.");
      expect(r.diagnostics.some((d) => d.code === "frontmatter-invalid")).toBe(false);
    }
  });

  it("every read is matched: a second read in a folder whose rules did not match the first, or where nothing attached", () => {
    const r = run(
      {
        "/repo/pkg/CLAUDE.md": "Pkg.\n",
        "/repo/pkg/a.js": "",
        "/repo/pkg/b.js": "",
        "/repo/pkg/lib/.claude/rules/ts.md": '---\npaths: "*.ts"\n---\nLib TS rule.\n',
        "/repo/pkg/lib/x.js": "",
        "/repo/pkg/lib/y.ts": "",
        "/home/user/.claude/rules/api.md": "---\npaths: pkg/c.ts\n---\nUser rule.\n",
        "/repo/pkg/c.ts": "",
      },
      { contextPaths: ["pkg/a.js", "pkg/b.js", "pkg/c.ts", "pkg/lib/x.js", "pkg/lib/y.ts"] },
    );
    expect(attached(r).map((b) => b.trigger)).toEqual(["read pkg/a.js", "read pkg/c.ts", "read pkg/lib/y.ts"]);
    expect(attached(r).map((b) => b.text.split("\n")[1])).toEqual([
      "Contents of /repo/pkg/CLAUDE.md:",
      "Contents of /home/user/.claude/rules/api.md:",
      "Contents of /repo/pkg/lib/.claude/rules/ts.md:",
    ]);
  });

  it("user and managed conditional rules match relative to the original cwd", () => {
    const r = run(
      { "/home/user/.claude/rules/api.md": "---\npaths: api/**\n---\nUser API rule.\n", "/repo/app/api/h.ts": "", "/repo/api/h.ts": "" },
      { cwd: "/repo/app", contextPaths: ["/repo/app/api/h.ts"] },
    );
    expect(attached(r).map((b) => b.text)).toEqual([
      "<system-reminder>\nContents of /home/user/.claude/rules/api.md:\n\nUser API rule.\n\n</system-reminder>",
    ]);
  });

  it("frontmatter is stripped from the body (from CLAUDE.md too)", () => {
    const r = run({
      "/repo/CLAUDE.md": "---\ntitle: x\n---\nBody.\n",
      "/repo/.claude/rules/r.md": "---\ndescription: y\n---\n\nRule body.\n",
    });
    expect(r.prompt).toBe(wrapper(claudeMd(["/repo/CLAUDE.md", PROJECT, "Body."], ["/repo/.claude/rules/r.md", PROJECT, "Rule body."])));
  });

  it("malformed frontmatter is still stripped and gives no paths (the rule loads eagerly)", () => {
    const r = run({ "/repo/.claude/rules/r.md": "---\npaths: [unclosed\n  bad: : :\n---\nStill here.\n" });
    expect(r.prompt).toContain("Contents of /repo/.claude/rules/r.md (project instructions, checked into the codebase):\n\nStill here.");
    expect(r.diagnostics.map((d) => d.code)).toContain("frontmatter-invalid");
  });
});

describe("claude-code: on demand", () => {
  it("each directory between cwd and the target adds CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md, unconditional rules and matching conditional rules", () => {
    const r = run(
      {
        "/repo/pkg/CLAUDE.md": "Pkg.\n",
        "/repo/pkg/.claude/CLAUDE.md": "Pkg dot.\n",
        "/repo/pkg/CLAUDE.local.md": "Pkg local.\n",
        "/repo/pkg/.claude/rules/always.md": "Pkg rule.\n",
        "/repo/pkg/.claude/rules/css.md": '---\npaths: "**/*.css"\n---\nCSS.\n',
        "/repo/pkg/.claude/rules/ts.md": '---\npaths: "src/**/*.ts"\n---\nPkg TS.\n',
        "/repo/pkg/src/a.ts": "",
      },
      { contextPaths: ["pkg/src/a.ts"] },
    );
    expect(r.prompt).toBe(wrapper(null));
    const texts = attached(r).map((b) => b.text);
    expect(texts).toEqual([
      "<system-reminder>\nContents of /repo/pkg/CLAUDE.md:\n\nPkg.\n\n</system-reminder>",
      "<system-reminder>\nContents of /repo/pkg/.claude/CLAUDE.md:\n\nPkg dot.\n\n</system-reminder>",
      "<system-reminder>\nContents of /repo/pkg/CLAUDE.local.md:\n\nPkg local.\n\n</system-reminder>",
      "<system-reminder>\nContents of /repo/pkg/.claude/rules/always.md:\n\nPkg rule.\n\n</system-reminder>",
      "<system-reminder>\nContents of /repo/pkg/.claude/rules/ts.md:\n\nPkg TS.\n\n</system-reminder>",
    ]);
    expect(attached(r).every((b) => b.role === "user" && b.trigger === "read pkg/src/a.ts")).toBe(true);
    expect(statusOf(r, "/repo/pkg/.claude/rules/css.md")).toEqual(["unmatched"]);
    // Attached files come after every session-start source.
    expect(r.sources.map((s) => s.path).slice(-5)).toEqual([
      "/repo/pkg/CLAUDE.md",
      "/repo/pkg/.claude/CLAUDE.md",
      "/repo/pkg/CLAUDE.local.md",
      "/repo/pkg/.claude/rules/always.md",
      "/repo/pkg/.claude/rules/ts.md",
    ]);
  });

  it("the cwd and its ancestors add only matching conditional rules", () => {
    const r = run(
      {
        "/repo/CLAUDE.md": "Root.\n",
        "/CLAUDE.md": "never\n",
        "/work/.claude/rules/r.md": "---\npaths: repo/src/*.ts\n---\nFrom above.\n",
        "/work/repo/src/a.ts": "",
      },
      { cwd: "/work/repo", contextPaths: ["src/a.ts"] },
    );
    expect(attached(r).map((b) => b.text)).toEqual([
      "<system-reminder>\nContents of /work/.claude/rules/r.md:\n\nFrom above.\n\n</system-reminder>",
    ]);
  });

  it("files already in context are not attached again; reads outside the cwd attach nothing", () => {
    const r = run(
      {
        "/repo/CLAUDE.md": "Root @sub/CLAUDE.md\n",
        "/repo/sub/CLAUDE.md": "Sub.\n",
        "/repo/sub/a.ts": "",
        "/repo/sub/b.ts": "",
        "/elsewhere/CLAUDE.md": "x\n",
        "/elsewhere/f.ts": "",
      },
      { contextPaths: ["sub/a.ts", "sub/b.ts", "/elsewhere/f.ts"] },
    );
    expect(attached(r)).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toContain("context-path-outside-cwd");
  });

  it("a context path that is not a file attaches nothing", () => {
    const r = run({ "/repo/sub/CLAUDE.md": "Sub.\n" }, { contextPaths: ["sub/missing.ts"] });
    expect(attached(r)).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toContain("context-path-not-a-file");
  });
});

describe("claude-code: @imports", () => {
  it("the regex runs on markdown text only: never code spans, fences, indented code or HTML comments", () => {
    const r = run({
      "/repo/CLAUDE.md": "See @a.md and `@b.md`.\n\n```\n@c.md\n```\n\n    @d.md\n\n<!-- @e.md -->\n<!-- note --> @f.md\n",
      "/repo/a.md": "A\n",
      "/repo/b.md": "B\n",
      "/repo/c.md": "C\n",
      "/repo/d.md": "D\n",
      "/repo/e.md": "E\n",
      "/repo/f.md": "F\n",
    });
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/a.md", "/repo/f.md"]);
  });

  it("#fragments are stripped and `\\ ` becomes a space", () => {
    const r = run({ "/repo/CLAUDE.md": "@guide.md#setup and @my\\ notes.md\n", "/repo/guide.md": "G\n", "/repo/my notes.md": "N\n" });
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/guide.md", "/repo/my notes.md"]);
  });

  it("accepted prefixes: ./, ~/, / (not bare /) or a letter, digit, ., _ or -; not @@ or #", () => {
    const r = run(
      {
        "/repo/CLAUDE.md": "@./one.md @~/two.md @/abs/three.md @_four.md @@five.md @#six.md @/\n",
        "/repo/one.md": "1\n",
        "/home/user/two.md": "2\n",
        "/abs/three.md": "3\n",
        "/repo/_four.md": "4\n",
        "/repo/@five.md": "5\n",
      },
      { config: { hasClaudeMdExternalIncludesApproved: true } },
    );
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/one.md", "/home/user/two.md", "/abs/three.md", "/repo/_four.md"]);
  });

  it("imports resolve against the including file's directory, and the including file comes before its imports", () => {
    const r = run({ "/repo/CLAUDE.md": "Top @docs/a.md\n", "/repo/docs/a.md": "A @b.md\n", "/repo/docs/b.md": "B\n" });
    expect(r.prompt).toBe(
      wrapper(
        claudeMd(
          ["/repo/CLAUDE.md", PROJECT, "Top @docs/a.md"],
          ["/repo/docs/a.md", PROJECT, "A @b.md"],
          ["/repo/docs/b.md", PROJECT, "B"],
        ),
      ),
    );
    expect(r.sources.find((s) => s.path === "/repo/docs/a.md")?.layer).toBe("import");
  });

  it("stop at depth >= 5: the root is 0, so imports go at most 4 deep", () => {
    const r = run({
      "/repo/CLAUDE.md": "@1.md\n",
      "/repo/1.md": "@2.md\n",
      "/repo/2.md": "@3.md\n",
      "/repo/3.md": "@4.md\n",
      "/repo/4.md": "@5.md\n",
      "/repo/5.md": "five\n",
    });
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/1.md", "/repo/2.md", "/repo/3.md", "/repo/4.md"]);
    expect(statusOf(r, "/repo/5.md")).toEqual(["over-budget"]);
  });

  it("text extensions only; missing files are skipped silently; cycles load once", () => {
    const r = run({
      "/repo/CLAUDE.md": "@logo.png @Makefile @gone.md @loop.md\n",
      "/repo/logo.png": "PNG",
      "/repo/Makefile": "all:\n",
      "/repo/loop.md": "@CLAUDE.md\n",
    });
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/Makefile", "/repo/loop.md"]);
    expect(statusOf(r, "/repo/logo.png")).toEqual(["binary"]);
    expect(r.sources.map((s) => s.path)).not.toContain("/repo/gone.md");
    expect(statusOf(r, "/repo/CLAUDE.md")).toEqual(["included", "duplicate"]);
  });

  it("external paths need approval, except from User files", () => {
    const files = {
      "/repo/CLAUDE.md": "@/shared/team.md\n",
      "/home/user/.claude/CLAUDE.md": "@/shared/mine.md\n",
      "/shared/team.md": "Team.\n",
      "/shared/mine.md": "Mine.\n",
    };
    const r = run(files);
    expect(included(r)).toEqual(["/home/user/.claude/CLAUDE.md", "/shared/mine.md", "/repo/CLAUDE.md"]);
    expect(statusOf(r, "/shared/team.md")).toEqual(["disabled"]);
    expect(included(run(files, { config: { hasClaudeMdExternalIncludesApproved: true } }))).toContain("/shared/team.md");
  });
});

describe("claude-code: processing", () => {
  it("block HTML comments are stripped, but not inside code and not when unclosed", () => {
    const r = run({
      "/repo/CLAUDE.md": "Keep.\n\n<!-- private note -->\n\n```\n<!-- in code -->\n```\n",
      "/repo/.claude/CLAUDE.md": "Before\n\n<!-- never closed\nafter\n",
    });
    expect(r.prompt).toBe(
      wrapper(
        claudeMd(
          ["/repo/CLAUDE.md", PROJECT, "Keep.\n\n```\n<!-- in code -->\n```"],
          ["/repo/.claude/CLAUDE.md", PROJECT, "Before\n\n<!-- never closed\nafter"],
        ),
      ),
    );
  });

  it("from 2.1.330 a file whose <!-- removes nothing is sent as written, CRLF kept; before, rebuilt with LF (the lab: 2.1.329, 2.1.330)", () => {
    const files = { "/repo/CLAUDE.md": "first\r\nsecond\r\n\n<!-- never closed\n", "/repo/.claude/CLAUDE.md": "<!-- c -->\r\nkept\r\n" };
    const kept = claudeMd(
      ["/repo/CLAUDE.md", PROJECT, "first\r\nsecond\r\n\n<!-- never closed"],
      ["/repo/.claude/CLAUDE.md", PROJECT, "kept"],
    );
    expect(run(files).prompt).toBe(wrapper(kept));
    const folded = claudeMd(
      ["/repo/CLAUDE.md", PROJECT, "first\nsecond\n\n<!-- never closed"],
      ["/repo/.claude/CLAUDE.md", PROJECT, "kept"],
    );
    expect(run(files, { variant: "before-2.1.330" }).prompt).toBe(wrapper(folded));
  });

  it("empty files are dropped (also when only frontmatter or a comment is left)", () => {
    const r = run({
      "/repo/CLAUDE.md": "  \n\n",
      "/repo/.claude/CLAUDE.md": "<!-- todo -->\n",
      "/repo/CLAUDE.local.md": "---\na: 1\n---\n",
    });
    expect(r.prompt).toBe(wrapper(null));
    expect(r.sources.map((s) => s.status)).toEqual(["empty", "empty", "empty"]);
  });

  it("no hard limit: a file over 40,000 characters is loaded in full with a warning", () => {
    const big = "x".repeat(40001);
    const r = run({ "/repo/CLAUDE.md": big });
    expect(r.prompt).toBe(wrapper(claudeMd(["/repo/CLAUDE.md", PROJECT, big])));
    expect(r.diagnostics.map((d) => d.code)).toContain("large-memory-file");
  });
});

describe("claude-code: text and wrapper", () => {
  it("getClaudeMds: header, blocks joined by a blank line, content trimmed, desc per type (Managed gets the global desc)", () => {
    const r = run({
      "/etc/claude-code/CLAUDE.md": "\n  Policy  \n\n",
      "/repo/CLAUDE.local.md": "Local.\n",
      "/repo/CLAUDE.md": "Project.\n",
    });
    expect(r.prompt).toBe(
      "<system-reminder>\n" +
        "Codebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.\n\n" +
        "Contents of /etc/claude-code/CLAUDE.md (user's private global instructions for all projects):\n\nPolicy\n\n" +
        "Contents of /repo/CLAUDE.md (project instructions, checked into the codebase):\n\nProject.\n\n" +
        "Contents of /repo/CLAUDE.local.md (user's private project instructions, not checked in):\n\nLocal.\n" +
        "</system-reminder>",
    );
  });

  it("up to 2.1.267 the text sits in the user context between # claudeMd and # currentDate, and the part ends in a blank line (the lab: 2.1.197, 2.1.267)", () => {
    const r = run({ "/repo/CLAUDE.md": "Project.\n" }, { variant: "before-2.1.268" });
    expect(r.prompt).toBe(contextWrapper(claudeMd(["/repo/CLAUDE.md", PROJECT, "Project."])));
    expect(run({ "/repo/CLAUDE.md": "Project.\n" }, { variant: "before-2.1.84" }).prompt).toBe(r.prompt);
  });

  it("from 2.1.268 no memory text sends no reminder at all (the date went to the system prompt)", () => {
    expect(run({}).prompt).toBe("");
  });

  it("up to 2.1.267 the wrapper is one meta user message; the date comes from the currentDate config key", () => {
    const r = run({}, { config: { currentDate: "2030-02-03" }, variant: "before-2.1.268" });
    expect(r.prompt).toBe(contextWrapper(null, "2030-02-03"));
    expect(r.blocks.map((b) => [b.role, Boolean(b.placeholder)])).toEqual([
      ["system", true],
      ["user", false],
    ]);
    expect(r.blocks[1].text).toBe(r.prompt);
  });

  it("the prompt's content parts point at the files they come from", () => {
    const r = run({ "/repo/CLAUDE.md": "Hello.\n" });
    const part = r.parts.find((p) => p.kind === "content")!;
    expect([r.prompt.slice(part.start, part.end), part.path]).toEqual(["Hello.", "/repo/CLAUDE.md"]);
  });
});

describe("claude-code: toggles", () => {
  it("CLAUDE_CODE_DISABLE_CLAUDE_MDS drops the claudeMd entry, but reads still attach nested files", () => {
    const r = run(
      { "/repo/CLAUDE.md": "Root.\n", "/repo/sub/CLAUDE.md": "Sub.\n", "/repo/sub/a.ts": "" },
      { env: { CLAUDE_CODE_DISABLE_CLAUDE_MDS: "true" }, contextPaths: ["sub/a.ts"] },
    );
    expect(r.prompt).toBe(wrapper(null));
    expect(statusOf(r, "/repo/CLAUDE.md")).toEqual(["disabled"]);
    expect(attached(r).map((b) => b.label)).toEqual(["nested_memory attachment: /repo/sub/CLAUDE.md"]);
  });

  it("CLAUDE_CODE_DISABLE_CLAUDE_MDS takes a truthy value from 2.1.88 on; before, any value but empty (the lab: 2.1.83, 2.1.87, 2.1.88)", () => {
    const files = { "/repo/CLAUDE.md": "Root.\n" };
    for (const value of ["0", "false", " "]) {
      expect(included(run(files, { env: { CLAUDE_CODE_DISABLE_CLAUDE_MDS: value } })), value).toEqual(["/repo/CLAUDE.md"]);
      for (const variant of ["before-2.1.88", "before-2.1.84"])
        expect(run(files, { env: { CLAUDE_CODE_DISABLE_CLAUDE_MDS: value }, variant }).prompt, `${variant} ${value}`).toBe(
          contextWrapper(null),
        );
    }
    expect(included(run(files, { env: { CLAUDE_CODE_DISABLE_CLAUDE_MDS: "" }, variant: "before-2.1.84" }))).toEqual(["/repo/CLAUDE.md"]);
  });

  it("--bare (CLAUDE_CODE_SIMPLE) skips discovery and attachments", () => {
    const r = run(
      { "/repo/CLAUDE.md": "Root.\n", "/repo/sub/CLAUDE.md": "Sub.\n", "/repo/sub/a.ts": "" },
      { env: { CLAUDE_CODE_SIMPLE: "1" }, contextPaths: ["sub/a.ts"] },
    );
    expect(r.prompt).toBe(wrapper(null));
    expect(attached(r)).toEqual([]);
  });

  it("claudeMdExcludes: picomatch on absolute paths (and the real path of a pattern's directory); User/Project/Local only", () => {
    const r = run(
      {
        "/etc/claude-code/CLAUDE.md": "Policy.\n",
        "/repo/CLAUDE.md": "Root.\n",
        "/repo/.claude/rules/x.md": "X.\n",
        "/link": { symlink: "/repo" },
        "/home/user/.claude/CLAUDE.md": "Mine.\n",
      },
      { config: { claudeMdExcludes: ["/etc/**", "/link/CLAUDE.md", "**/.claude/rules/**", "/home/user/.claude/CLAUDE.md"] } },
    );
    expect(included(r)).toEqual(["/etc/claude-code/CLAUDE.md"]);
    expect(statusOf(r, "/repo/CLAUDE.md")).toEqual(["disabled"]);
  });

  it("--setting-sources gates user, project and local memory (managed always loads)", () => {
    const files = {
      "/etc/claude-code/CLAUDE.md": "P\n",
      "/home/user/.claude/CLAUDE.md": "U\n",
      "/repo/CLAUDE.md": "R\n",
      "/repo/CLAUDE.local.md": "L\n",
    };
    expect(included(run(files, { config: { settingSources: ["project"] } }))).toEqual(["/etc/claude-code/CLAUDE.md", "/repo/CLAUDE.md"]);
    expect(included(run(files, { config: { settingSources: [] } }))).toEqual(["/etc/claude-code/CLAUDE.md"]);
    // The flag's own spelling, one comma-separated string, is the same list.
    const flag = run(files, { config: { settingSources: "user, project" } });
    expect(included(flag)).toEqual(["/etc/claude-code/CLAUDE.md", "/home/user/.claude/CLAUDE.md", "/repo/CLAUDE.md"]);
    expect(flag.diagnostics.filter((d) => d.code === "setting-invalid")).toEqual([]);
  });

  it("before 2.1.277 the Project instructions keys are ignored, not checked: one info, no warning", () => {
    const r = run(
      { "/repo/CLAUDE.md": "R\n" },
      { variant: "before-2.1.277", config: { instructionFiles: "bogus", projectInstructions: "bogus" } },
    );
    expect(r.diagnostics.filter((d) => d.code === "setting-invalid")).toEqual([]);
    expect(r.diagnostics.filter((d) => d.code === "setting-not-read").map((d) => d.message)).toEqual([
      "instructionFiles is ignored: releases before 2.1.277 have no Project instructions option and read CLAUDE.md files only.",
    ]);
    expect(included(r)).toEqual(["/repo/CLAUDE.md"]);
    const legacy = run({ "/repo/CLAUDE.md": "R\n" }, { variant: "before-2.1.277", config: { projectInstructions: 3 } });
    expect(legacy.diagnostics.filter((d) => d.code === "setting-not-read").map((d) => d.message)).toEqual([
      "projectInstructions is ignored: releases before 2.1.277 have no Project instructions option and read CLAUDE.md files only.",
    ]);
    expect(legacy.diagnostics.filter((d) => d.code === "setting-invalid")).toEqual([]);
  });

  it("before 2.1.277, AGENTS.md is not read (the docs then said Claude Code reads CLAUDE.md, not AGENTS.md)", () => {
    const r = run({ "/repo/AGENTS.md": "Agents.\n" }, { variant: "before-2.1.277" });
    expect(r.prompt).toBe(wrapper(null));
    expect(r.sources).toEqual([]);
  });
});

/** 2.1.277+: the built-in agents-md plugin (docs "When Claude Code reads AGENTS.md"; mods/agents-md README). */
describe("claude-code: AGENTS.md (Project instructions)", () => {
  const included = includedOnly;

  it("default (claude-md-or-agents-md): with no CLAUDE.md in the cwd or above, every AGENTS.md on the walk is a project file, framed as one", () => {
    const r = run(
      { "/repo/AGENTS.md": "Root.\n", "/repo/app/.claude/AGENTS.md": "Dot.\n", "/repo/app/AGENTS.md": "App.\n" },
      { cwd: "/repo/app" },
    );
    expect(r.prompt).toBe(
      wrapper(
        claudeMd(
          ["/repo/AGENTS.md", PROJECT, "Root."],
          ["/repo/app/AGENTS.md", PROJECT, "App."],
          ["/repo/app/.claude/AGENTS.md", PROJECT, "Dot."],
        ),
      ),
    );
  });

  it("a folder's AGENTS.md sits after that folder's own files (a rule, which does not count) and before deeper folders' files", () => {
    const r = run(
      { "/repo/.claude/rules/r.md": "Rule.\n", "/repo/AGENTS.md": "Root.\n", "/repo/app/.claude/rules/s.md": "Deep rule.\n" },
      { cwd: "/repo/app" },
    );
    expect(included(r)).toEqual(["/repo/.claude/rules/r.md", "/repo/AGENTS.md", "/repo/app/.claude/rules/s.md"]);
  });

  it("a CLAUDE.local.md anywhere from the cwd up switches the fallback off, for every AGENTS.md, and says which file did it (anthropics/claude-code#96117)", () => {
    const r = run({ "/repo/AGENTS.md": "Shared.\n", "/repo/app/CLAUDE.local.md": "Mine.\n" }, { cwd: "/repo/app" });
    expect(included(r)).toEqual(["/repo/app/CLAUDE.local.md"]);
    const agents = r.sources.find((s) => s.path === "/repo/AGENTS.md")!;
    expect(agents.status).toBe("shadowed");
    expect(agents.fallbackOffBy).toBe("/repo/app/CLAUDE.local.md");
    expect(r.prompt).not.toContain("Shared.");
  });

  it("the user's ~/.claude/CLAUDE.md, managed files and .claude/rules do not count", () => {
    const r = run({
      "/home/user/.claude/CLAUDE.md": "User.\n",
      "/etc/claude-code/CLAUDE.md": "Org.\n",
      "/repo/.claude/rules/a.md": "Rule.\n",
      "/repo/AGENTS.md": "Shared.\n",
    });
    expect(statusOf(r, "/repo/AGENTS.md")).toEqual(["included"]);
  });

  it("an empty CLAUDE.md is not loaded, so it does not count", () => {
    const r = run({ "/repo/CLAUDE.md": "  \n", "/repo/AGENTS.md": "Shared.\n" });
    expect(statusOf(r, "/repo/AGENTS.md")).toEqual(["included"]);
  });

  it("a CLAUDE.md that imports @AGENTS.md loads it once, as its import", () => {
    const r = run({ "/repo/CLAUDE.md": "@AGENTS.md\n", "/repo/AGENTS.md": "Shared.\n" });
    expect(r.prompt.split("Shared.").length).toBe(2);
    expect(statusOf(r, "/repo/AGENTS.md")).toEqual(["included"]);
  });

  it("an AGENTS.md's own @imports come right after it", () => {
    const r = run({ "/repo/AGENTS.md": "Shared.\n@docs/style.md\n", "/repo/docs/style.md": "Style.\n" });
    expect(included(r)).toEqual(["/repo/AGENTS.md", "/repo/docs/style.md"]);
  });

  it("on a Read below the cwd, a folder's AGENTS.md attaches as a nested file unless a CLAUDE.md there claims it", () => {
    const files = {
      "/repo/AGENTS.md": "Root.\n",
      "/repo/a/AGENTS.md": "A.\n",
      "/repo/a/x.ts": "",
      "/repo/b/AGENTS.md": "B.\n",
      "/repo/b/CLAUDE.md": "B claude.\n",
      "/repo/b/y.ts": "",
    };
    const r = run(files, { contextPaths: ["/repo/a/x.ts", "/repo/b/y.ts"] });
    const nested = r.blocks.filter((b) => b.trigger);
    expect(nested.map((b) => [b.trigger, b.label])).toEqual([
      ["read /repo/a/x.ts", "nested_memory attachment: /repo/a/AGENTS.md"],
      ["read /repo/b/y.ts", "nested_memory attachment: /repo/b/CLAUDE.md"],
    ]);
    expect(nested[0].text).toBe("<system-reminder>\nContents of /repo/a/AGENTS.md:\n\nA.\n\n</system-reminder>");
    expect(statusOf(r, "/repo/b/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("with the fallback off, nested AGENTS.md files do not attach either", () => {
    const r = run({ "/repo/CLAUDE.md": "Claude.\n", "/repo/a/AGENTS.md": "A.\n", "/repo/a/x.ts": "" }, { contextPaths: ["/repo/a/x.ts"] });
    expect(r.blocks.some((b) => b.text.includes("A."))).toBe(false);
    expect(r.sources.find((s) => s.path === "/repo/a/AGENTS.md")?.fallbackOffBy).toBe("/repo/CLAUDE.md");
  });

  it("claude-md-and-agents-md: each folder's CLAUDE.md files first, then its AGENTS.md; the same text is not sent twice", () => {
    const r = run(
      { "/repo/CLAUDE.md": "Claude.\n", "/repo/AGENTS.md": "Agents.\n", "/repo/app/AGENTS.md": "Claude.\n" },
      { cwd: "/repo/app", config: { instructionFiles: "claude-md-and-agents-md" } },
    );
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/AGENTS.md"]);
    expect(statusOf(r, "/repo/app/AGENTS.md")).toEqual(["duplicate"]);
  });

  it("claude-md: CLAUDE.md files only, as before 2.1.277; the older key's value 'claude' means the same", () => {
    for (const config of [{ instructionFiles: "claude-md" }, { projectInstructions: "claude" }])
      expect(included(run({ "/repo/AGENTS.md": "A.\n" }, { config }))).toEqual([]);
  });

  it("instructionFiles wins over the older projectInstructions key unless it is at its default", () => {
    expect(
      included(
        run({ "/repo/AGENTS.md": "A.\n" }, { config: { instructionFiles: "claude-md-or-agents-md", projectInstructions: "claude" } }),
      ),
    ).toEqual([]);
    expect(
      included(
        run({ "/repo/AGENTS.md": "A.\n" }, { config: { instructionFiles: "claude-md-and-agents-md", projectInstructions: "claude" } }),
      ),
    ).toEqual(["/repo/AGENTS.md"]);
  });

  it("managed-only: project, local, user files and AGENTS.md are left out at session start; managed files stay", () => {
    const r = run(
      {
        "/etc/claude-code/CLAUDE.md": "Org.\n",
        "/home/user/.claude/CLAUDE.md": "U.\n",
        "/repo/CLAUDE.md": "R.\n",
        "/repo/AGENTS.md": "A.\n",
      },
      { config: { instructionFiles: "managed-only" } },
    );
    expect(included(r)).toEqual(["/etc/claude-code/CLAUDE.md"]);
    expect(statusOf(r, "/repo/AGENTS.md")).toEqual(["disabled"]);
    expect(statusOf(r, "/home/user/.claude/CLAUDE.md")).toEqual(["disabled"]);
  });

  it("an unknown value is reported and read as the default", () => {
    const r = run({ "/repo/AGENTS.md": "A.\n" }, { config: { instructionFiles: "agents-only" } });
    expect(r.diagnostics.map((d) => d.code)).toContain("setting-invalid");
    expect(included(r)).toEqual(["/repo/AGENTS.md"]);
  });

  it("an unknown projectInstructions reads as claude-md, also beside an unknown instructionFiles (the lab: 2.1.332, seed 143)", () => {
    const files = { "/repo/AGENTS.md": "A.\n", "/repo/.claude/rules/r.md": "R.\n" };
    for (const config of [{ projectInstructions: "unknown" }, { projectInstructions: "unknown", instructionFiles: "agents-only" }]) {
      const r = run(files, { config });
      expect(included(r)).toEqual(["/repo/.claude/rules/r.md"]);
      expect(r.diagnostics.filter((d) => d.code === "setting-invalid").length).toBe(Object.keys(config).length);
    }
    // A valid older value beside an invalid instructionFiles still counts.
    expect(included(run(files, { config: { projectInstructions: "both", instructionFiles: "agents-only" } }))).toEqual([
      "/repo/.claude/rules/r.md",
      "/repo/AGENTS.md",
    ]);
  });
});

describe("imports in code (a note for rulescope check, nothing in the prompt)", () => {
  it("an @path of an existing file in a code span or fence is noted with its line; the prompt keeps it as text", () => {
    const r = run({
      "/repo/.git": { dir: true },
      "/repo/CLAUDE.md": "# R\n\nSee `@a.md`.\n\n```\n@b.md\n```\n\n@c.md\n",
      "/repo/a.md": "A",
      "/repo/b.md": "B",
      "/repo/c.md": "C",
    });
    const notes = r.diagnostics.filter((d) => d.code === "import-in-code");
    expect(notes.map((d) => [d.path, d.line])).toEqual([
      ["/repo/CLAUDE.md", 3],
      ["/repo/CLAUDE.md", 6],
    ]);
    expect(r.sources.filter((s) => s.status === "included").map((s) => s.path)).toEqual(["/repo/CLAUDE.md", "/repo/c.md"]);
  });

  it("at most MAX_IMPORTS_IN_CODE_NOTED notes per file", async () => {
    const { MAX_IMPORTS_IN_CODE_NOTED } = await import("../../core/import-budget");
    const files: Scenario["files"] = { "/repo/.git": { dir: true } };
    const n = MAX_IMPORTS_IN_CODE_NOTED + 10;
    for (let i = 0; i < n; i++) files[`/repo/f${i}.md`] = "x";
    files["/repo/CLAUDE.md"] = "```\n" + Array.from({ length: n }, (_, i) => `@f${i}.md`).join("\n") + "\n```\n";
    expect(run(files).diagnostics.filter((d) => d.code === "import-in-code")).toHaveLength(MAX_IMPORTS_IN_CODE_NOTED);
  });
});
