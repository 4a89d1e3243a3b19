/** What Kilo Code reads, from its source (README.md): one test per rule the profile follows. */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status, triggered } from "../../../test/agent-helpers";

// The stored source's variant: a `.git` of any kind marks the worktree.
const run = runner("kilo-code", { variant: "upstream", cwd: "/repo", home: "/home/u", files: { "/repo/.git/HEAD": "ref\n" } });
const XDG = "/home/u/.config/kilo/AGENTS.md";

describe("kilo-code: startup items", () => {
  it("writes each item as `Instructions from: <path>` and its text, joined by one newline", () => {
    const r = run({ [XDG]: "G\n", "/repo/AGENTS.md": "P\n" });
    expect(r.prompt).toBe(`Instructions from: ${XDG}\nG\n\nInstructions from: /repo/AGENTS.md\nP\n`);
  });

  it("global file: $KILO_CONFIG_DIR/AGENTS.md first; when set, the XDG folder is not looked at", () => {
    const files = { "/p/AGENTS.md": "PROFILE\n", [XDG]: "XDG\n" };
    expect(included(run(files, { env: { KILO_CONFIG_DIR: "/p" } }))).toEqual(["/p/AGENTS.md"]);
    const r = run({ [XDG]: "XDG\n", "/home/u/.claude/CLAUDE.md": "CL\n" }, { env: { KILO_CONFIG_DIR: "/p" } });
    expect(included(r)).toEqual(["/home/u/.claude/CLAUDE.md"]);
    expect(status(r, XDG)).toBe("unmatched");
  });

  it("global file: ~/.claude/CLAUDE.md only when no global AGENTS.md exists, and not with Claude compatibility off", () => {
    const claude = "/home/u/.claude/CLAUDE.md";
    expect(status(run({ [XDG]: "G\n", [claude]: "C\n" }), claude)).toBe("shadowed");
    expect(included(run({ [claude]: "C\n" }))).toEqual([claude]);
    expect(status(run({ [claude]: "C\n" }, { env: { KILO_DISABLE_CLAUDE_CODE: "true" } }), claude)).toBe("disabled");
  });

  it("project: every copy of the first name found from the cwd up to the worktree, nearest first; later names shadowed", () => {
    const r = run(
      { "/repo/AGENTS.md": "R\n", "/repo/app/AGENTS.md": "A\n", "/repo/app/CLAUDE.md": "C\n", "/AGENTS.md": "ABOVE\n" },
      { cwd: "/repo/app" },
    );
    expect(included(r)).toEqual(["/repo/app/AGENTS.md", "/repo/AGENTS.md"]);
    expect(status(r, "/repo/app/CLAUDE.md")).toBe("shadowed");
    expect(status(r, "/AGENTS.md")).toBeUndefined();
  });

  it("project: CLAUDE.md when no AGENTS.md; CONTEXT.md is read but deprecated", () => {
    expect(included(run({ "/repo/CLAUDE.md": "C\n" }))).toEqual(["/repo/CLAUDE.md"]);
    const r = run({ "/repo/CONTEXT.md": "X\n" });
    expect(included(r)).toEqual(["/repo/CONTEXT.md"]);
    expect(codes(r)).toContain("deprecated-name");
  });

  it("KILO_DISABLE_PROJECT_CONFIG skips the project names and project kilo.json files", () => {
    const r = run(
      { "/repo/AGENTS.md": "P\n", "/repo/kilo.json": '{"instructions":["docs/x.md"]}', "/repo/docs/x.md": "X\n" },
      { env: { KILO_DISABLE_PROJECT_CONFIG: "1" } },
    );
    expect(status(r, "/repo/AGENTS.md")).toBe("disabled");
    expect(r.prompt).toBe("");
  });
});

describe("kilo-code: rule folders and instructions", () => {
  it("reads .md files directly in ~/.kilo/rules, ~/.kilocode/rules, then .kilo/rules, .kilocode/rules (one file per name), then .kilocoderules", () => {
    const r = run({
      "/home/u/.kilocode/rules/g.md": "G\n",
      "/repo/.kilo/rules/a.md": "A\n",
      "/repo/.kilocode/rules/a.md": "A-OLD\n",
      "/repo/.kilocode/rules/b.md": "B\n",
      "/repo/.kilo/rules/notes.txt": "NOT MD\n",
      "/repo/.kilo/rules/deep/c.md": "DEEP\n",
      "/repo/.kilocoderules": "L\n",
    });
    expect(included(r)).toEqual([
      "/home/u/.kilocode/rules/g.md",
      "/repo/.kilo/rules/a.md",
      "/repo/.kilocode/rules/b.md",
      "/repo/.kilocoderules",
    ]);
    expect(status(r, "/repo/.kilocode/rules/a.md")).toBe("shadowed");
    expect(r.prompt).not.toContain("DEEP");
    expect(r.prompt).not.toContain("NOT MD");
  });

  it("does not read .roorules, .clinerules or the mode folders", () => {
    const r = run({ "/repo/.roorules": "R\n", "/repo/.clinerules": "C\n", "/repo/.kilo/rules-code/m.md": "M\n" });
    expect(r.prompt).toBe("");
    expect(status(r, "/repo/.roorules")).toBe("unmatched");
    expect(status(r, "/repo/.kilo/rules-code/m.md")).toBe("unmatched");
  });

  it("orders items: global, project names, rule folders, config instructions, Claude rules", () => {
    const r = run({
      [XDG]: "G\n",
      "/repo/AGENTS.md": "P\n",
      "/repo/.kilo/rules/r.md": "R\n",
      "/repo/kilo.jsonc": '{ // team\n "instructions": ["docs/*.md"] }',
      "/repo/docs/d.md": "D\n",
      "/repo/.claude/rules/c.md": "C\n",
    });
    expect(included(r)).toEqual([XDG, "/repo/AGENTS.md", "/repo/.kilo/rules/r.md", "/repo/docs/d.md", "/repo/.claude/rules/c.md"]);
  });

  it("relative instructions glob in every folder from the cwd up to the worktree; the scenario config adds entries", () => {
    const r = run(
      { "/repo/app/guide.md": "NEAR\n", "/repo/guide.md": "ROOT\n" },
      { cwd: "/repo/app", config: { instructions: ["guide.md"] } },
    );
    expect(included(r)).toEqual(["/repo/app/guide.md", "/repo/guide.md"]);
  });

  it("a path already listed keeps its first place (a config entry naming a rule file is a duplicate)", () => {
    const r = run({ "/repo/.kilo/rules/a.md": "A\n" }, { config: { instructions: [".kilo/rules/a.md"] } });
    expect(included(r)).toEqual(["/repo/.kilo/rules/a.md"]);
    expect(r.sources.filter((s) => s.path === "/repo/.kilo/rules/a.md").map((s) => s.status)).toContain("duplicate");
  });

  it("Claude Code rules (~/.claude/rules, .claude/rules) only with Claude compatibility on; project ones not with project config off", () => {
    const files = { "/home/u/.claude/rules/g.md": "GC\n", "/repo/.claude/rules/p.md": "PC\n" };
    expect(included(run(files))).toEqual(["/home/u/.claude/rules/g.md", "/repo/.claude/rules/p.md"]);
    expect(run(files, { env: { KILO_DISABLE_CLAUDE_CODE_PROMPT: "1" } }).prompt).toBe("");
    expect(included(run(files, { env: { KILO_DISABLE_PROJECT_CONFIG: "true" } }))).toEqual(["/home/u/.claude/rules/g.md"]);
  });

  it("URL entries are fetched by Kilo at run time; Rulescope shows them as not fetched", () => {
    const r = run({}, { config: { instructions: ["https://example.com/rules.md"] } });
    expect(codes(r)).toContain("url-not-fetched");
  });
});

describe("kilo-code: path-scoped rules and reads", () => {
  const API = ["---", "paths:", "  - src/api/**/*.{ts,tsx}", "---", "", "# API Rule", ""].join("\n");

  it("a rule with paths frontmatter is left out at startup and attached once, without frontmatter, on a matching read", () => {
    const r = run(
      { "/repo/.kilo/rules/api.md": API, "/repo/src/api/user.ts": "x\n", "/repo/src/api/b.ts": "y\n" },
      { contextPaths: ["src/api/user.ts", "src/api/b.ts"] },
    );
    expect(r.prompt).toBe("");
    const t = triggered(r);
    expect(t).toHaveLength(1);
    expect(t[0].text).toBe("\n\n<system-reminder>\nInstructions from: /repo/.kilo/rules/api.md\n\n# API Rule\n\n</system-reminder>");
    expect(r.sources.filter((s) => s.path === "/repo/.kilo/rules/api.md").map((s) => s.status)).toEqual(["unmatched", "included"]);
  });

  it("a scoped rule does not attach for a file its globs do not match", () => {
    const r = run({ "/repo/.kilo/rules/api.md": API, "/repo/src/ui/view.ts": "x\n" }, { contextPaths: ["src/ui/view.ts"] });
    expect(triggered(r)).toEqual([]);
  });

  it("AGENTS.md, CLAUDE.md and CONTEXT.md keep their frontmatter and load at startup, paths or not", () => {
    const r = run({ "/repo/AGENTS.md": API });
    expect(r.prompt).toContain("paths:");
  });

  it("frontmatter that does not parse sends the whole file at startup", () => {
    const r = run({ "/repo/.kilo/rules/raw.md": "---\npaths: [unterminated\n---\n\n# Raw Rule\n" });
    expect(r.prompt).toContain("paths: [unterminated");
    expect(r.prompt).toContain("# Raw Rule");
  });

  it("a read attaches the nearest instruction file of each folder between the file and the cwd, once", () => {
    const r = run(
      { "/repo/AGENTS.md": "ROOT\n", "/repo/pkg/AGENTS.md": "PKG\n", "/repo/pkg/a.ts": "a\n", "/repo/pkg/b.ts": "b\n" },
      { contextPaths: ["pkg/a.ts", "pkg/b.ts"] },
    );
    const t = triggered(r);
    expect(t).toHaveLength(1);
    expect(t[0].text).toContain("Instructions from: /repo/pkg/AGENTS.md\nPKG\n");
    expect(t[0].text).not.toContain("ROOT");
  });
});

describe("kilo-code: the character budget", () => {
  it("cuts the item that passes KILO_INSTRUCTIONS_MAX_CHARS, skips the rest and adds a summary item", () => {
    const r = run({ [XDG]: "x".repeat(100) + "\n", "/repo/AGENTS.md": "P\n" }, { env: { KILO_INSTRUCTIONS_MAX_CHARS: "60" } });
    const head = `Instructions from: ${XDG}\n`;
    expect(r.prompt).toBe(
      `${head}${"x".repeat(60 - head.length)}\n2 instruction file(s) skipped or truncated (over 60-char budget): ${XDG} (truncated), /repo/AGENTS.md`,
    );
    expect(status(r, XDG)).toBe("truncated");
    expect(status(r, "/repo/AGENTS.md")).toBe("over-budget");
  });

  it("a value that is not a number above 0 keeps the default budget", () => {
    const r = run({ "/repo/AGENTS.md": "P\n" }, { env: { KILO_INSTRUCTIONS_MAX_CHARS: "-5" } });
    expect(included(r)).toEqual(["/repo/AGENTS.md"]);
    expect(codes(r)).toContain("env-value-invalid");
  });
});
