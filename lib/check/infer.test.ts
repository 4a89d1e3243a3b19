/** Agents inferred from the markers each profile declares (AgentProfile.markers). */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { PROFILES } from "../agents";
import { check } from "./engine";

/** The check of a clone at /repo holding `files`, with no agents declared. */
const checked = (files: Record<string, FileEntry>) =>
  check({ fs: buildMemfs({ "/repo/.git": { dir: true }, ...files }).fs, root: "/repo", home: "/home/user" });

function inferred(files: Record<string, FileEntry>): string[] {
  const r = checked(files);
  expect(r.inferred).toBe(true);
  return r.agents.map((a) => a.id).sort();
}

describe("inferAgents", () => {
  it("a GEMINI.md-only tree is gemini-cli only", () => {
    expect(inferred({ "/repo/GEMINI.md": "gemini\n", "/repo/src/a.ts": "x\n" })).toEqual(["gemini-cli"]);
  });

  it("a CLAUDE.md-only tree is claude-code only, though other agents read CLAUDE.md too", () => {
    expect(inferred({ "/repo/CLAUDE.md": "claude\n" })).toEqual(["claude-code"]);
  });

  it("a lone AGENTS.md counts: it is checked as codex reads it", () => {
    expect(inferred({ "/repo/AGENTS.md": "a\n" })).toEqual(["codex"]);
  });

  it("an AGENTS.md that an inferred agent reads adds no agent; one none of them reads adds codex", () => {
    expect(inferred({ "/repo/AGENTS.md": "a\n", "/repo/.cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nx\n" })).toEqual(["cursor"]);
    expect(inferred({ "/repo/AGENTS.md": "a\n", "/repo/GEMINI.md": "g\n" })).toEqual(["codex", "gemini-cli"]);
  });

  it("names the evidence nearest the root, not the first marker matched at any depth (Kilo-Org/kilo)", () => {
    const why = checked({
      "/repo/packages/cli/src/tui/theme/opencode.json": '{ "theme": {} }\n',
      "/repo/.opencode/agent/review.md": "review\n",
    }).inference;
    expect(why).toContain("opencode: the tree has .opencode/ (.opencode/agent/review.md), a file that shows the team uses opencode");
  });

  it("says why an AGENTS.md adds no agent, or which one it adds", () => {
    const why = (files: Record<string, FileEntry>) => checked(files).inference;
    expect(why({ "/repo/AGENTS.md": "a\n", "/repo/.cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nx\n" })).toContain(
      "AGENTS.md: cursor read it from the root, so it adds no agent of its own",
    );
    expect(why({ "/repo/AGENTS.md": "a\n", "/repo/GEMINI.md": "g\n" }).join("\n")).toMatch(
      /^codex: the tree has AGENTS\.md, which none of the agents above reads from the root; it is checked as codex reads it, the agent the format comes from$/m,
    );
  });

  it("a review bot's .gemini/config.yaml is not Gemini CLI, and the report says it was set aside", () => {
    const r = checked({
      "/repo/AGENTS.md": "a\n",
      "/repo/.gemini/config.yaml": "code_review: {}\n",
      "/repo/.gemini/styleguide.md": "s\n",
    });
    expect(r.agents.map((a) => a.id)).toEqual(["codex"]);
    expect(r.inference.join("\n")).toMatch(
      /Set aside as evidence: \.gemini\/config\.yaml, \.gemini\/styleguide\.md \(not among the files that show the team uses Gemini CLI\)/,
    );
  });

  it("an AGENTS.md in another agent's folder counts for codex and is not also set aside (Effect-TS/effect's .agents/AGENTS.md)", () => {
    const why = checked({ "/repo/.agents/AGENTS.md": "a\n", "/repo/.agents/skills/docs/SKILL.md": "s\n" }).inference.join("\n");
    expect(why).toMatch(/^codex: the tree has \.agents\/AGENTS\.md/m);
    expect(why).toMatch(/Set aside as evidence: \.agents\/skills\/docs\/SKILL\.md \(/);
    expect(why).not.toMatch(/Set aside as evidence: [^\n]*AGENTS\.md/);
  });

  it("a mixed tree gives each agent whose marker is present, at any depth", () => {
    expect(
      inferred({
        "/repo/AGENTS.md": "a\n",
        "/repo/.cursor/rules/ts.mdc": '---\nglobs: "**/*.ts"\n---\nx\n',
        "/repo/.github/copilot-instructions.md": "c\n",
        "/repo/packages/web/.kiro/steering/style.md": "k\n",
        "/repo/.windsurfrules": "w\n",
      }),
    ).toEqual(["copilot", "cursor", "kiro", "windsurf"]);
  });

  it("a folder marker needs a file in the folder; markers under node_modules do not count", () => {
    expect(
      inferred({ "/repo/.github/instructions": { dir: true }, "/repo/node_modules/x/GEMINI.md": "g\n", "/repo/AGENTS.md": "a\n" }),
    ).toEqual(["codex"]);
  });

  it("every profile declares markers, and no marker is a name several agents read", () => {
    for (const p of PROFILES) {
      expect(Array.isArray(p.markers), p.id).toBe(true);
      expect(p.markers, p.id).not.toContain("AGENTS.md");
    }
  });
});
