import { describe, expect, it } from "vitest";
import { shortName } from "./mapCells";

describe("shortName", () => {
  const home = "/home/user";
  it("names files in, above and below the row's directory relative to it", () => {
    expect(shortName("/repo/AGENTS.md", "/repo", home)).toBe("AGENTS.md");
    expect(shortName("/repo/AGENTS.md", "/repo/packages/api", home)).toBe("../../AGENTS.md");
    expect(shortName("/repo/docs/a.md", "/repo", home)).toBe("docs/a.md");
    expect(shortName("/repo/AGENTS.md", "/", home)).toBe("repo/AGENTS.md");
    expect(shortName("/repo/a/X.md", "/repo/b", home)).toBe("../a/X.md");
  });
  it("uses ~ for home files seen from outside home", () => {
    expect(shortName("/home/user/.config/crabcode/AGENTS.md", "/repo", home)).toBe("~/.config/crabcode/AGENTS.md");
    expect(shortName("/home/user/.config/crabcode/AGENTS.md", "/home/user/.config", home)).toBe("crabcode/AGENTS.md");
  });
  it("does not take a sibling with a common prefix for a parent", () => {
    expect(shortName("/repo2/AGENTS.md", "/repo", home)).toBe("../repo2/AGENTS.md");
    expect(shortName("/home/user2/x.md", "/repo", home)).toBe("../home/user2/x.md");
  });
});
