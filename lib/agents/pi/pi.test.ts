/** What pi reads, from its installed source (README.md): one test per rule the profile follows. */
import { describe, expect, it } from "vitest";
import { runner, firstStatus as status } from "../../../test/agent-helpers";

const run = runner("pi", { cwd: "/repo/app" });
const HEAD = "# Project Context\n\nProject-specific instructions and guidelines:\n\n";

describe("pi", () => {
  it("sends the agent folder's file, then one file per folder from / down to the working directory", () => {
    const r = run({
      "/home/user/.pi/agent/AGENTS.md": "G",
      "/AGENTS.md": "TOP\n",
      "/repo/.git/HEAD": "ref\n",
      "/repo/app/CLAUDE.md": "APP",
      "/repo/app/sub/AGENTS.md": "BELOW",
    });
    expect(r.prompt).toBe(`${HEAD}## /home/user/.pi/agent/AGENTS.md\n\nG\n\n## /AGENTS.md\n\nTOP\n\n\n## /repo/app/CLAUDE.md\n\nAPP\n\n`);
    expect(status(r, "/repo/app/sub/AGENTS.md")).toBeUndefined();
  });

  it("reads the first of AGENTS.md, AGENTS.MD, CLAUDE.md, CLAUDE.MD and shadows the rest", () => {
    const r = run({ "/repo/app/CLAUDE.md": "C", "/repo/app/AGENTS.MD": "UPPER" });
    expect(r.prompt).toBe(`${HEAD}## /repo/app/AGENTS.MD\n\nUPPER\n\n`);
    expect(status(r, "/repo/app/CLAUDE.md")).toBe("shadowed");
  });

  it("before 0.71 tries AGENTS.md and CLAUDE.md only", () => {
    const r = run({ "/repo/app/CLAUDE.md": "C", "/repo/app/AGENTS.MD": "UPPER" }, { variant: "before-0.71" });
    expect(r.prompt).toBe(`${HEAD}## /repo/app/CLAUDE.md\n\nC\n\n`);
  });

  it("keeps an empty or blank file, and the text unchanged (a BOM, CRLF)", () => {
    const r = run({ "/repo/AGENTS.md": "", "/repo/app/AGENTS.md": "\ufeffa\r\n" });
    expect(r.prompt).toBe(`${HEAD}## /repo/AGENTS.md\n\n\n\n## /repo/app/AGENTS.md\n\n\ufeffa\r\n\n\n`);
    expect(status(r, "/repo/AGENTS.md")).toBe("included");
  });

  it("passes over a dangling link silently and a folder with a warning, trying the next name", () => {
    const r = run({
      "/repo/app/AGENTS.md": { symlink: "/nowhere" },
      "/repo/app/CLAUDE.md": "C",
      "/repo/AGENTS.md": { dir: true },
      "/repo/CLAUDE.md": "R",
    });
    expect(r.prompt).toBe(`${HEAD}## /repo/CLAUDE.md\n\nR\n\n## /repo/app/CLAUDE.md\n\nC\n\n`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["file-unreadable"]);
  });

  it("takes the agent folder from PI_CODING_AGENT_DIR, naming it as given when relative", () => {
    const r = run({ "/repo/cfg/AGENTS.md": "G" }, { env: { PI_CODING_AGENT_DIR: "../cfg" } });
    expect(r.prompt).toBe(`${HEAD}## ../cfg/AGENTS.md\n\nG\n\n`);
  });

  it("sends a file once when the agent folder is on the walk", () => {
    const r = run({ "/repo/AGENTS.md": "G" }, { env: { PI_CODING_AGENT_DIR: "/repo" } });
    expect(r.prompt).toBe(`${HEAD}## /repo/AGENTS.md\n\nG\n\n`);
    expect(r.sources.filter((s) => s.path === "/repo/AGENTS.md").map((s) => s.status)).toEqual(["included", "duplicate"]);
  });

  it("composes nothing without a context file", () => {
    expect(run({ "/repo/README.md": "x" }).prompt).toBe("");
  });
});
