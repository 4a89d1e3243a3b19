/** The cli-7.7 variant: what the Kilo CLI 7.7.9 binary does, as the lab saw it (docs/lab.md). */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status } from "../../../test/agent-helpers";

const REPO = {
  "/repo/.git/HEAD": "ref: refs/heads/main\n",
  "/repo/.git/objects": { dir: true as const },
  "/repo/.git/refs": { dir: true as const },
};
const run = runner("kilo-code", { variant: "cli-7.7", cwd: "/repo/app", home: "/home/u", files: REPO });

describe("kilo-code cli-7.7: where the walks stop", () => {
  it("is the default variant", () => {
    const r = runner("kilo-code", { cwd: "/w", home: "/home/u", files: {} })({ "/home/u/.claude/rules/x.md": "R\n" });
    expect(included(r)).toEqual([]);
  });

  it("walks up to the top of a repository git accepts, nearest first", () => {
    const r = run({ "/repo/AGENTS.md": "R\n", "/repo/app/AGENTS.md": "A\n", "/AGENTS.md": "ABOVE\n" });
    expect(included(r)).toEqual(["/repo/app/AGENTS.md", "/repo/AGENTS.md"]);
  });

  it("passes over a .git folder git does not accept, up to the repository above it", () => {
    const r = run({ "/repo/app/.git/HEAD": "ref: refs/heads/main\n", "/repo/AGENTS.md": "R\n", "/repo/app/AGENTS.md": "A\n" });
    expect(included(r)).toEqual(["/repo/app/AGENTS.md", "/repo/AGENTS.md"]);
  });

  it("outside a repository, reads project files only inside the working directory: the first name found above is dropped", () => {
    const files = { "/w/.git/HEAD": "ref: refs/heads/main\n", "/w/AGENTS.md": "above\n", "/w/src/CONTEXT.md": "here\n" };
    const r = run(files, { files, cwd: "/w/src" });
    expect(r.prompt).toBe("");
    expect(status(r, "/w/AGENTS.md")).toBe("unreadable");
    expect(status(r, "/w/src/CONTEXT.md")).toBe("shadowed");
    expect(included(run({ "/w/src/AGENTS.md": "here\n" }, { files: { "/w/src/AGENTS.md": "here\n" }, cwd: "/w/src" }))).toEqual([
      "/w/src/AGENTS.md",
    ]);
  });

  it("a .git file git refuses makes no project; a link leading out of the working directory is dropped", () => {
    const files = { "/w/.git": "gitdir: ../nowhere\n", "/w/.kilocoderules": { symlink: "/elsewhere/r.md" }, "/elsewhere/r.md": "R\n" };
    const r = run(files, { files, cwd: "/w" });
    expect(status(r, "/w/.kilocoderules")).toBe("unreadable");
    expect(codes(r)).toContain("git-marker-not-a-repository");
  });
});

describe("kilo-code cli-7.7: what it does not read", () => {
  it("reads no Claude Code rule folders", () => {
    const r = run({ "/home/u/.claude/rules/a.md": "H\n", "/repo/app/.claude/rules/b.md": "P\n", "/repo/app/AGENTS.md": "A\n" });
    expect(included(r)).toEqual(["/repo/app/AGENTS.md"]);
    expect(status(r, "/repo/app/.claude/rules/b.md")).toBe("unmatched");
  });

  it("has no character budget: KILO_INSTRUCTIONS_MAX_CHARS is not read", () => {
    const r = run({ "/repo/app/AGENTS.md": "x".repeat(100) }, { env: { KILO_INSTRUCTIONS_MAX_CHARS: "10" } });
    expect(r.prompt).toBe(`Instructions from: /repo/app/AGENTS.md\n${"x".repeat(100)}`);
    expect(codes(r)).toContain("setting-not-read");
  });
});

describe("kilo-code cli-7.7: the Claude Code switches are config booleans", () => {
  it("takes yes, on and y as on", () => {
    for (const value of ["yes", "on", "y", "1", "true"])
      expect(
        status(run({ "/repo/app/CLAUDE.md": "C\n" }, { env: { KILO_DISABLE_CLAUDE_CODE_PROMPT: value } }), "/repo/app/CLAUDE.md"),
      ).toBe("disabled");
    expect(included(run({ "/repo/app/CLAUDE.md": "C\n" }, { env: { KILO_DISABLE_CLAUDE_CODE: "no" } }))).toEqual(["/repo/app/CLAUDE.md"]);
  });

  it("stops on start with a word it refuses (TRUE, as written): nothing is sent", () => {
    const r = run({ "/repo/app/AGENTS.md": "A\n" }, { env: { KILO_DISABLE_CLAUDE_CODE: "TRUE" } });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("agent-start-error");
  });
});

describe("kilo-code cli-7.7: what the full record showed (lab seeds 58, 141, 199, 203)", () => {
  it("a symlink loop under a name in any folder of the search fails that name's search: the next name wins", () => {
    // Seed 141, reduced: a loop at /repo/AGENTS.md, above a readable AGENTS.md in the cwd.
    const loop = { "/repo/AGENTS.md": { symlink: "/repo/AGENTS.md.loop" }, "/repo/AGENTS.md.loop": { symlink: "/repo/AGENTS.md" } };
    const r = run({ ...loop, "/repo/app/AGENTS.md": "A\n", "/repo/app/CLAUDE.md": "C\n" });
    expect(included(r)).toEqual(["/repo/app/CLAUDE.md"]);
    expect(status(r, "/repo/app/AGENTS.md")).toBe("shadowed");
    // The stored source skips the loop alone, so AGENTS.md still wins there.
    const upstream = runner("kilo-code", { variant: "upstream", cwd: "/repo/app", home: "/home/u", files: REPO });
    expect(included(upstream({ ...loop, "/repo/app/AGENTS.md": "A\n", "/repo/app/CLAUDE.md": "C\n" }))).toEqual(["/repo/app/AGENTS.md"]);
  });

  it("with project config off, a relative instructions entry is read from the config folder, no project fence on it", () => {
    // Seed 58, reduced: "agents.md" found as ~/.config/kilo/agents.md.
    const r = run(
      { "/home/u/.config/kilo/agents.md": "G\n", "/repo/app/AGENTS.md": "P\n" },
      { env: { KILO_DISABLE_PROJECT_CONFIG: "1" }, config: { instructions: ["agents.md"] } },
    );
    expect(included(r)).toEqual(["/home/u/.config/kilo/agents.md"]);
  });
});
