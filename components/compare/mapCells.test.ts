import { describe, expect, it } from "vitest";
import { inProject, mapName, projectRoot } from "./mapCells";

describe("mapName", () => {
  const home = "/home/user";
  it("names a file the same way whatever the row: relative to the project folder", () => {
    expect(mapName("/repo/AGENTS.md", "/repo", home)).toBe("AGENTS.md");
    expect(mapName("/repo/packages/api/CLAUDE.md", "/repo", home)).toBe("packages/api/CLAUDE.md");
  });
  it("uses ~/ under home, and the path elsewhere", () => {
    expect(mapName("/home/user/.config/crabcode/AGENTS.md", "/repo", home)).toBe("~/.config/crabcode/AGENTS.md");
    expect(mapName("/etc/agent/rules.md", "/repo", home)).toBe("/etc/agent/rules.md");
  });
  it("takes the nearer of the project and home when both hold the file", () => {
    expect(mapName("/home/user/proj/AGENTS.md", "/home/user/proj", home)).toBe("AGENTS.md");
    expect(mapName("/home/user/.claude/CLAUDE.md", "/home", home)).toBe("~/.claude/CLAUDE.md");
  });
  it("does not take a sibling with a common prefix for a parent", () => {
    expect(mapName("/repo2/AGENTS.md", "/repo", home)).toBe("/repo2/AGENTS.md");
    expect(mapName("/home/user2/x.md", "/repo", home)).toBe("/home/user2/x.md");
  });
});

describe("projectRoot", () => {
  it("is the nearest folder with .git at or above the working directory", () => {
    const files = { "/w/.git/HEAD": "ref: x\n", "/w/pkg/.git": "gitdir: ../.git\n", "/w/pkg/a/AGENTS.md": "" };
    expect(projectRoot(files, "/w/pkg/a")).toBe("/w/pkg");
    expect(projectRoot(files, "/w")).toBe("/w");
  });
  it("is the working directory's top folder without one", () => {
    expect(projectRoot({ "/repo/AGENTS.md": "" }, "/repo/packages/api")).toBe("/repo");
    expect(projectRoot({}, "/")).toBe("/");
  });
});

describe("inProject", () => {
  it("holds the project folder and what is below it, not what is above or beside it", () => {
    expect(inProject("/repo", "/repo")).toBe(true);
    expect(inProject("/repo/a", "/repo")).toBe(true);
    expect(inProject("/", "/repo")).toBe(false);
    expect(inProject("/repo2", "/repo")).toBe(false);
  });
});
