/** What Crush reads, from its source (README.md): one test per rule the profile follows. */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status } from "../../../test/agent-helpers";

const run = runner("crush", { cwd: "/repo", home: "/home/user", files: { "/repo/.git": { dir: true } } });
const HEAD = "\n# Project-Specific Context\nMake sure to follow the instructions in the context below.\n<project_context>\n";
const TAIL = "\n</project_context>\n";
const file = (path: string, text: string) => `\n<file path="${path}">\n${text}\n</file>\n`;

describe("crush", () => {
  it("reads its context paths at the working directory only: no walk up to parents or down into subfolders", () => {
    const r = run({ "/CRUSH.md": "ROOT\n", "/repo/CRUSH.md": "HERE\n", "/repo/pkg/CRUSH.md": "PKG\n" }, { cwd: "/repo" });
    expect(included(r)).toEqual(["/repo/CRUSH.md"]);
    const sub = run({ "/repo/CRUSH.md": "HERE\n", "/repo/pkg/CRUSH.md": "PKG\n" }, { cwd: "/repo/pkg" });
    expect(included(sub)).toEqual(["/repo/pkg/CRUSH.md"]);
  });

  it("wraps project files in the coder template's Project-Specific Context section, each in a <file path> element", () => {
    const r = run({ "/repo/CRUSH.md": "Use pnpm.\n" });
    expect(r.prompt).toBe(HEAD + file("/repo/CRUSH.md", "Use pnpm.\n") + TAIL);
  });

  it("reads every default name it lists (CLAUDE.md, CLAUDE.local.md, GEMINI.md, CRUSH.local.md, .cursorrules, copilot-instructions) in sorted order", () => {
    const r = run({
      "/repo/CRUSH.md": "c\n",
      "/repo/CRUSH.local.md": "cl\n",
      "/repo/CLAUDE.md": "a\n",
      "/repo/CLAUDE.local.md": "al\n",
      "/repo/GEMINI.md": "g\n",
      "/repo/AGENTS.md": "ag\n",
      "/repo/.cursorrules": "cr\n",
      "/repo/.github/copilot-instructions.md": "gh\n",
    });
    expect(included(r)).toEqual([
      "/repo/.cursorrules",
      "/repo/.github/copilot-instructions.md",
      "/repo/AGENTS.md",
      "/repo/CLAUDE.local.md",
      "/repo/CLAUDE.md",
      "/repo/CRUSH.local.md",
      "/repo/CRUSH.md",
      "/repo/GEMINI.md",
    ]);
    expect(codes(r)).toContain("order-not-guaranteed");
  });

  it("reads a context folder (.cursor/rules/) whole: every file below it, any extension, frontmatter and all", () => {
    const mdc = "---\nalwaysApply: false\nglobs: src/**\n---\nUse zod.\n";
    const r = run({
      "/repo/.cursor/rules/b.mdc": mdc,
      "/repo/.cursor/rules/a.txt": "A\n",
      "/repo/.cursor/rules/deep/c.md": "C\n",
    });
    expect(included(r)).toEqual(["/repo/.cursor/rules/a.txt", "/repo/.cursor/rules/b.mdc", "/repo/.cursor/rules/deep/c.md"]);
    expect(r.prompt).toContain(file("/repo/.cursor/rules/b.mdc", mdc));
  });

  it("keys paths by their lower-cased form, so agents.md, Crush.md and gemini.md alone are never read on a case-sensitive disk", () => {
    const r = run({ "/repo/agents.md": "lower\n", "/repo/Crush.md": "mixed\n", "/repo/gemini.md": "g\n" });
    expect(r.prompt).toBe("");
    expect(status(r, "/repo/agents.md")).toBe("shadowed");
    expect(status(r, "/repo/Crush.md")).toBe("shadowed");
    expect(status(r, "/repo/gemini.md")).toBe("shadowed");
    expect(codes(r)).toContain("fragile-form");
  });

  it("adds options.context_paths from the crush.json files between the working directory and the git root", () => {
    const r = run(
      {
        "/repo/crush.json": JSON.stringify({ options: { context_paths: ["docs/style.md"] } }),
        "/repo/app/.crush.json": JSON.stringify({ options: { context_paths: ["NOTES.md"] } }),
        "/crush.json": JSON.stringify({ options: { context_paths: ["OUTSIDE.md"] } }),
        "/repo/app/docs/style.md": "style\n",
        "/repo/app/NOTES.md": "notes\n",
        "/repo/app/OUTSIDE.md": "outside\n",
      },
      { cwd: "/repo/app" },
    );
    expect(included(r)).toEqual(["/repo/app/NOTES.md", "/repo/app/docs/style.md"]);
    expect(status(r, "/repo/app/NOTES.md")).toBe("included");
  });

  it("without a git repository, reads crush.json at the working directory only", () => {
    const r = run(
      { "/work/crush.json": JSON.stringify({ options: { context_paths: ["X.md"] } }), "/work/app/X.md": "x\n" },
      {
        cwd: "/work/app",
        files: { "/work/app/X.md": "x\n", "/work/crush.json": JSON.stringify({ options: { context_paths: ["X.md"] } }) },
      },
    );
    expect(included(r)).toEqual([]);
  });

  it("expands ~ and $VAR in context paths, and reads absolute ones where they are", () => {
    const r = run(
      { "/home/user/notes/crush.md": "home\n", "/opt/rules/team.md": "team\n" },
      { env: { RULES: "/opt/rules" }, config: { context_paths: ["~/notes/crush.md", "$RULES/team.md"] } },
    );
    expect(included(r)).toEqual(["/opt/rules/team.md", "/home/user/notes/crush.md"]);
  });

  it("reads the global CRUSH.md and AGENTS.md after the project files, in the User context section", () => {
    const r = run({ "/repo/AGENTS.md": "P\n", "/home/user/.config/crush/CRUSH.md": "C\n", "/home/user/.config/AGENTS.md": "A\n" });
    expect(r.prompt).toBe(
      HEAD +
        file("/repo/AGENTS.md", "P\n") +
        TAIL +
        "\n\n\n# User context\nThe following is personal content added by the user that they'd like you to follow no matter what project you're working in.\n<user_preferences>\n" +
        file("/home/user/.config/AGENTS.md", "A\n") +
        file("/home/user/.config/crush/CRUSH.md", "C\n") +
        "\n</user_preferences>\n",
    );
    expect(status(r, "/home/user/.config/AGENTS.md")).toBe("included");
  });

  it("moves the global files with CRUSH_GLOBAL_CONFIG (CRUSH.md there, AGENTS.md in its parent) and XDG_CONFIG_HOME", () => {
    const files = {
      "/home/user/.config/crush/CRUSH.md": "default\n",
      "/p/crush/CRUSH.md": "moved\n",
      "/p/AGENTS.md": "parent\n",
      "/x/crush/CRUSH.md": "xdg\n",
    };
    expect(included(run(files, { env: { CRUSH_GLOBAL_CONFIG: "/p/crush" } }))).toEqual(["/p/AGENTS.md", "/p/crush/CRUSH.md"]);
    expect(included(run(files, { env: { XDG_CONFIG_HOME: "/x" } }))).toEqual(["/x/crush/CRUSH.md"]);
  });

  it("replaces the default global files when global_context_paths is set", () => {
    const r = run(
      { "/home/user/.config/crush/CRUSH.md": "default\n", "/home/user/rules/me.md": "mine\n" },
      { config: { global_context_paths: ["~/rules/"] } },
    );
    expect(included(r)).toEqual(["/home/user/rules/me.md"]);
  });

  it("memory-tag (0.13 to 0.76): one <memory> block and no global files", () => {
    const r = run(
      { "/repo/CRUSH.md": "Use pnpm.\n", "/home/user/.config/crush/CRUSH.md": "global\n" },
      { variant: "memory-tag", config: { global_context_paths: ["~/x.md"] } },
    );
    expect(r.prompt).toBe("\n<memory>\n" + file("/repo/CRUSH.md", "Use pnpm.\n") + "\n</memory>\n");
    expect(codes(r)).toContain("setting-not-read");
  });

  it("sends an empty file as an empty <file> element", () => {
    const r = run({ "/repo/CRUSH.md": "" });
    expect(r.prompt).toBe(HEAD + file("/repo/CRUSH.md", "") + TAIL);
    expect(status(r, "/repo/CRUSH.md")).toBe("included");
  });

  it("refuses a crush.json that is not strict JSON (comments), as Crush does", () => {
    const r = run({ "/repo/crush.json": '{ // no\n "options": { "context_paths": ["X.md"] } }', "/repo/X.md": "x\n" });
    expect(codes(r)).toContain("config-unparsable");
    expect(included(r)).toEqual([]);
  });

  it("sends a file twice when two context paths reach it", () => {
    const r = run({ "/repo/CLAUDE.md": "once\n" }, { config: { context_paths: ["./CLAUDE.md", "CLAUDE.md"] } });
    expect(r.prompt.split("once").length - 1).toBe(2);
    expect(codes(r)).toContain("same-file-twice");
  });

  it("merges the workspace .crush/crush.json too", () => {
    const r = run({ "/repo/.crush/crush.json": JSON.stringify({ options: { context_paths: ["W.md"] } }), "/repo/W.md": "w\n" });
    expect(included(r)).toEqual(["/repo/W.md"]);
  });

  it("merges context_paths from the global and data crush.json files, and a crush.json-shaped options object", () => {
    const r = run(
      {
        "/home/user/.config/crush/crush.json": JSON.stringify({ options: { context_paths: ["G.md"] } }),
        "/home/user/.local/share/crush/crush.json": JSON.stringify({ options: { context_paths: ["D.md"] } }),
        "/repo/G.md": "g\n",
        "/repo/D.md": "d\n",
        "/repo/O.md": "o\n",
      },
      { config: { options: { context_paths: ["O.md"] } } },
    );
    expect(included(r)).toEqual(["/repo/D.md", "/repo/G.md", "/repo/O.md"]);
  });
});
