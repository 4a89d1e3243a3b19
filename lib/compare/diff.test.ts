import { describe, expect, it } from "vitest";
import { changedOnly, compareAgents, forAgent, precedenceMap, precedenceMapMarkdown } from "./diff";
import { sharedResolver } from "./run";
import type { Scenario } from "../scenario/types";

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
    const c = compareAgents(tree, ["codex", "crabcode"], sharedResolver(tree));
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
    const m = precedenceMap(tree, ["codex", "crabcode"], sharedResolver(tree, { trace: false }));
    expect(m.dirs).toEqual(["/", "/repo", "/repo/pkg"]);
    expect(m.rows[1]).toEqual([["/repo/AGENTS.md"], ["/repo/AGENTS.md"]]);
    expect(m.rows[2]).toEqual([["/repo/AGENTS.md", "/repo/pkg/AGENTS.md"], ["/repo/pkg/AGENTS.md"]]);
    expect(m.rows[0]).toEqual([[], []]);
  });
  it("exports Markdown with escaped cells", () => {
    const md = precedenceMapMarkdown({ agents: ["a|b"], dirs: ["/x"], rows: [[["/x/A|B.md"]]] });
    expect(md).toBe("| cwd | a\\|b |\n|---|---|\n| `/x` | `/x/A\\|B.md` |\n");
  });
  it("Markdown fits a GitHub comment: past 65,536 characters the table stops and says how many folders it left out", () => {
    const dirs = Array.from({ length: 3_000 }, (_, i) => `/repo/packages/package-${i}/src`);
    const md = precedenceMapMarkdown({ agents: ["codex"], dirs, rows: dirs.map((d) => [[`${d}/AGENTS.md`, "/repo/AGENTS.md"]]) });
    expect(md.length).toBeLessThanOrEqual(65_536);
    const shown = md.split("\n").filter((l) => l.startsWith("| `")).length;
    expect(shown).toBeGreaterThan(100);
    expect(md).toContain(`${(3_000 - shown).toLocaleString("en-US")} more folders are not shown`);
    // A small map is whole.
    expect(precedenceMapMarkdown({ agents: ["codex"], dirs: dirs.slice(0, 3), rows: dirs.slice(0, 3).map(() => [[]]) })).not.toContain(
      "stops",
    );
  });
  it("changedOnly keeps the root and the folders whose rows differ from the nearest mapped folder above", () => {
    const m = { agents: ["a"], dirs: ["/r", "/r/p", "/r/p/q", "/r/w"], rows: [[["/r/A"]], [["/r/A"]], [["/r/A", "/r/p/q/A"]], [["/r/A"]]] };
    expect(changedOnly(m).dirs).toEqual(["/r", "/r/p/q"]);
  });
});
