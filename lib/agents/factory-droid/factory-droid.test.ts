/** What Factory Droid reads, from its docs (README.md): one test per rule the profile follows. */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status, triggered } from "../../../test/agent-helpers";

const HOME = "/home/user";
const run = runner("factory-droid", { cwd: "/repo", home: HOME, files: { "/repo/.git": { dir: true } } });

describe("factory-droid: the nearest AGENTS.md at session start", () => {
  it("reads AGENTS.md in the working directory, and not one in a subfolder", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/pkg/AGENTS.md": "PKG\n" });
    expect(included(r)).toEqual(["/repo/AGENTS.md"]);
    expect(r.prompt).not.toContain("PKG");
  });

  it("without one in the working directory, loads the nearest parent's, up to the repository root", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/apps/AGENTS.md": "APPS\n", "/repo/apps/web/x.ts": "" }, { cwd: "/repo/apps/web" });
    expect(included(r)).toEqual(["/repo/apps/AGENTS.md"]);
    // First match wins: the repository root's file is farther, so it is shadowed.
    expect(status(r, "/repo/AGENTS.md")).toBe("shadowed");
  });

  it("does not look above the repository root", () => {
    const r = run({ "/AGENTS.md": "ABOVE\n", "/repo/src/x.ts": "" }, { cwd: "/repo/src" });
    expect(r.prompt).toBe("");
    expect(r.sources.some((s) => s.path === "/AGENTS.md")).toBe(false);
  });

  it("outside a repository, searches the working directory only (inferred)", () => {
    const r = run(
      { "/w/AGENTS.md": "PARENT\n", "/w/app/x.ts": "" },
      { cwd: "/w/app", files: { "/w/AGENTS.md": "PARENT\n", "/w/app/x.ts": "" } },
    );
    expect(r.prompt).toBe("");
  });

  it("an empty nearest file still wins: nothing above it loads", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/app/AGENTS.md": "\n" }, { cwd: "/repo/app" });
    expect(r.prompt).toBe("");
    expect(status(r, "/repo/app/AGENTS.md")).toBe("empty");
    expect(status(r, "/repo/AGENTS.md")).toBe("shadowed");
    expect(codes(r)).toContain("empty-agents-md-wins");
  });

  it("reads AGENTS.md only: CLAUDE.md and lower-case agents.md are not candidates", () => {
    const r = run({ "/repo/CLAUDE.md": "CLAUDE\n", "/repo/agents.md": "LOWER\n" });
    expect(r.prompt).toBe("");
  });
});

describe("factory-droid: the personal file", () => {
  it("~/.factory/AGENTS.md is read beside the project file, listed first", () => {
    const r = run({ [`${HOME}/.factory/AGENTS.md`]: "MINE\n", "/repo/AGENTS.md": "ROOT\n" });
    expect(included(r)).toEqual([`${HOME}/.factory/AGENTS.md`, "/repo/AGENTS.md"]);
    expect(r.prompt.indexOf("MINE")).toBeLessThan(r.prompt.indexOf("ROOT"));
  });

  it("the old documented place ~/.config/AGENTS.md is not read", () => {
    const r = run({ [`${HOME}/.config/AGENTS.md`]: "OLD\n" });
    expect(r.prompt).toBe("");
  });
});

describe("factory-droid: subfolders the agent works inside", () => {
  it("attaches the AGENTS.md files between the working directory and a read file, outermost first, once", () => {
    const files = {
      "/repo/AGENTS.md": "ROOT\n",
      "/repo/apps/AGENTS.md": "APPS\n",
      "/repo/apps/web/AGENTS.md": "WEB\n",
      "/repo/apps/web/a.ts": "",
      "/repo/apps/web/b.ts": "",
    };
    const r = run(files, { contextPaths: ["/repo/apps/web/a.ts", "/repo/apps/web/b.ts"] });
    expect(r.prompt).not.toContain("APPS");
    const blocks = triggered(r);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].trigger).toBe("read /repo/apps/web/a.ts");
    expect(blocks[0].text.indexOf("APPS")).toBeLessThan(blocks[0].text.indexOf("WEB"));
    expect(status(r, "/repo/apps/web/AGENTS.md")).toBe("included");
  });

  it("a file read outside the working directory attaches nothing", () => {
    const r = run(
      { "/repo/app/AGENTS.md": "APP\n", "/repo/lib/AGENTS.md": "LIB\n", "/repo/lib/x.ts": "" },
      { cwd: "/repo/app", contextPaths: ["/repo/lib/x.ts"] },
    );
    expect(triggered(r)).toHaveLength(0);
    expect(codes(r)).toContain("context-path-outside-cwd");
  });
});

describe("factory-droid: size and text", () => {
  it("a file over the advised 150 lines still loads whole, with a note", () => {
    const text = Array.from({ length: 151 }, (_, i) => `line ${i}`).join("\n") + "\n";
    const r = run({ "/repo/AGENTS.md": text });
    expect(status(r, "/repo/AGENTS.md")).toBe("included");
    expect(r.prompt).toContain("line 150");
    expect(codes(r)).toContain("large-memory-file");
  });

  it("the listing says it is Rulescope's, not Droid's wording", () => {
    expect(run({ "/repo/AGENTS.md": "x\n" }).prompt.startsWith("[Rulescope listing: Factory Droid does not publish")).toBe(true);
  });
});
