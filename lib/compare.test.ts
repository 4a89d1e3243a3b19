import { describe, expect, it } from "vitest";
import { compareAgents, forAgent, precedenceMap, precedenceMapMarkdown } from "./compare";
import type { Scenario } from "./scenario/types";

const tree: Scenario = {
  version: 1,
  agent: "codex",
  variant: "seed",
  cwd: "/repo/pkg",
  files: {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "root",
    "/repo/pkg/AGENTS.md": "pkg",
    "/repo/pkg/CLAUDE.md": "claude",
  },
};

describe("compareAgents", () => {
  it("a variant belongs to its own agent only", () => {
    expect(forAgent(tree, "codex").variant).toBe("seed");
    expect(forAgent(tree, "crabcode").variant).toBeUndefined();
  });

  it("codex stacks root and package AGENTS.md; crabcode takes the nearest one only", () => {
    const c = compareAgents(tree, ["codex", "crabcode"]);
    const root = c.files.find((f) => f.path === "/repo/AGENTS.md")!;
    expect(root.perAgent[0].position).toBe(1);
    expect(root.perAgent[1].position).toBeUndefined();
    expect(c.differences).toContain("/repo/AGENTS.md: loaded by codex; not by crabcode.");
    const pkg = c.files.find((f) => f.path === "/repo/pkg/AGENTS.md")!;
    expect(pkg.perAgent.map((p) => p.position)).toEqual([2, 1]);
  });
});

describe("precedenceMap", () => {
  it("gives, for each directory as cwd, what each agent loads there", () => {
    const m = precedenceMap(tree, ["codex", "crabcode"]);
    expect(m.dirs).toEqual(["/", "/repo", "/repo/pkg"]);
    expect(m.rows[1]).toEqual([["/repo/AGENTS.md"], ["/repo/AGENTS.md"]]);
    expect(m.rows[2]).toEqual([["/repo/AGENTS.md", "/repo/pkg/AGENTS.md"], ["/repo/pkg/AGENTS.md"]]);
    expect(m.rows[0]).toEqual([[], []]);
  });
  it("exports Markdown with escaped cells", () => {
    const md = precedenceMapMarkdown({ agents: ["a|b"], dirs: ["/x"], rows: [[["/x/A|B.md"]]] });
    expect(md).toBe("| cwd | a\\|b |\n|---|---|\n| `/x` | `/x/A\\|B.md` |\n");
  });
});
