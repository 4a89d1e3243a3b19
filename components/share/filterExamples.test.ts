import { describe, expect, it } from "vitest";
import type { Example } from "@/lib/agents/base";
import { matchesQuery } from "./filterExamples";

const example: Example = {
  id: "claude-code-imports-and-subtree",
  title: "Claude Code: @imports inline, subtree files wait",
  explanation: "An @path line pulls the file in.\nA nested CLAUDE.md loads only when a file under it is read.",
  scenario: { version: 1, agent: "claude-code", cwd: "/repo", files: {} },
};

describe("matchesQuery", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(matchesQuery(example, "Claude Code", "")).toBe(true);
    expect(matchesQuery(example, "Claude Code", "   ")).toBe(true);
  });
  it("needs every word, in any case, anywhere in agent name, id, title or explanation", () => {
    expect(matchesQuery(example, "Claude Code", "CLAUDE nested")).toBe(true);
    expect(matchesQuery(example, "Claude Code", "subtree")).toBe(true);
    expect(matchesQuery(example, "Claude Code", "claude budget")).toBe(false);
    expect(matchesQuery(example, "Claude Code", "codex")).toBe(false);
    expect(matchesQuery(example, "Claude Code", "imports codex")).toBe(false);
  });
  it("matches the agent's display name even where the example never says it", () => {
    const bare = { ...example, title: "imports", explanation: "x\ny", id: "x" };
    expect(matchesQuery(bare, "Claude Code", "claude")).toBe(true);
  });
});
