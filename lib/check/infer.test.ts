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

  it("an AGENTS.md always brings codex, whichever inferred agent reads it too (a 34 KB AGENTS.md Codex cuts is news to a Cursor team)", () => {
    expect(inferred({ "/repo/AGENTS.md": "a\n", "/repo/.cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nx\n" })).toEqual([
      "codex",
      "cursor",
    ]);
    expect(inferred({ "/repo/AGENTS.md": "a\n", "/repo/GEMINI.md": "g\n" })).toEqual(["codex", "gemini-cli"]);
    expect(
      inferred({
        "/repo/AGENTS.md": "a\n",
        "/repo/CLAUDE.md": { symlink: "AGENTS.md" },
        "/repo/.cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nx\n",
      }),
    ).toEqual(["claude-code", "codex", "cursor"]);
  });

  it("Claude Code's .claude/ settings, hooks or skills bring claude-code, as weaker evidence than a CLAUDE.md (prefect)", () => {
    const r = checked({
      "/repo/AGENTS.md": "a\n",
      "/repo/.claude/settings.json": "{}\n",
      "/repo/.claude/hooks/format.sh": "#!/bin/sh\n",
      "/repo/.claude/skills/release/SKILL.md": "s\n",
    });
    expect(r.agents.map((a) => a.id).sort()).toEqual(["claude-code", "codex"]);
    expect(r.evidence).toEqual([
      { agent: "codex", files: ["AGENTS.md"], weak: false },
      { agent: "claude-code", files: [".claude/settings.json", ".claude/hooks/format.sh", ".claude/skills/release/SKILL.md"], weak: true },
    ]);
    expect(r.inference.join("\n")).toMatch(
      /^claude-code: the tree has \.claude\/settings\.json, .*Claude Code's settings but no rule file of its own \(weaker evidence\)$/m,
    );
    // A CLAUDE.md is a rule file of its own: strong evidence, named first.
    const strong = checked({ "/repo/CLAUDE.md": "c\n", "/repo/.claude/settings.json": "{}\n" });
    expect(strong.evidence).toEqual([{ agent: "claude-code", files: ["CLAUDE.md"], weak: false }]);
  });

  it("a workspace's .idx/dev.nix alone is weaker evidence for firebase-studio; AGENTS.md still brings codex (plane)", () => {
    const r = checked({ "/repo/AGENTS.md": "a\n", "/repo/.idx/dev.nix": "{ }\n", "/repo/apps/web/AGENTS.md": "w\n" });
    expect(r.agents.map((a) => a.id).sort()).toEqual(["codex", "firebase-studio"]);
    expect(r.evidence.find((e) => e.agent === "firebase-studio")).toEqual({
      agent: "firebase-studio",
      files: [".idx/dev.nix"],
      weak: true,
    });
    expect(r.evidence.find((e) => e.agent === "codex")).toEqual({
      agent: "codex",
      files: ["AGENTS.md", "apps/web/AGENTS.md"],
      weak: false,
    });
  });

  it("Cursor's hooks and commands bring cursor, and the repository's .agents/skills bring codex, as weaker evidence (stack-auth, posthog-js)", () => {
    const r = checked({
      "/repo/.cursor/hooks.json": "{}\n",
      "/repo/.cursor/commands/ship.md": "s\n",
      "/repo/.agents/skills/release/SKILL.md": "s\n",
    });
    expect(r.evidence).toEqual([
      { agent: "codex", files: [".agents/skills/release/SKILL.md"], weak: true },
      { agent: "cursor", files: [".cursor/hooks.json", ".cursor/commands/ship.md"], weak: true },
    ]);
    expect(r.inference.join("\n")).not.toMatch(/Set aside as evidence/);
  });

  it("the AGENTS.md standard's own reading is never inferred, whatever the tree holds", () => {
    const every: Record<string, FileEntry> = { "/repo/AGENTS.md": "a\n" };
    for (const p of PROFILES)
      for (const m of [...p.markers, ...(p.configMarkers ?? [])]) every[`/repo/${m.endsWith("/") ? `${m}x.md` : m}`] = "x\n";
    const ids = inferred(every);
    expect(ids).not.toContain("agents-md");
    expect(ids).toContain("codex");
  });

  it("names the evidence nearest the root, not the first marker matched at any depth (Kilo-Org/kilo)", () => {
    const why = checked({
      "/repo/packages/cli/src/tui/theme/opencode.json": '{ "theme": {} }\n',
      "/repo/.opencode/agent/review.md": "review\n",
    }).inference;
    expect(why[0]).toMatch(/^opencode: the tree has \.opencode\/agent\/review\.md, a file that shows the team uses opencode$/);
  });

  it("says which AGENTS.md made codex, and names the other agents that read it without adding them", () => {
    const why = checked({ "/repo/AGENTS.md": "a\n", "/repo/.cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nx\n" }).inference.join("\n");
    expect(why).toMatch(/^codex: the tree has AGENTS\.md, the file Codex CLI reads by name \(the format comes from it\)$/m);
    expect(why).toMatch(/^AGENTS\.md is also read from the root by [^;]*\bopencode\b[^;]*; nothing in the tree shows the team runs them/m);
    expect(why).not.toMatch(/also read from the root by [^;]*\b(cursor|codex|agents-md)\b/);
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
    // Its skills are Codex's too (.agents/skills): nothing there is set aside.
    expect(why).not.toMatch(/Set aside as evidence/);
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
    ).toEqual(["codex", "copilot", "cursor", "kiro", "windsurf"]);
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
