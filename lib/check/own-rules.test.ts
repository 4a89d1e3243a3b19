/** A rule file in an agent's own rule store is that agent's by design: no warning when another agent does not read it. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";
import { inOwnRuleStore } from "./own-rules";
import { placesOf } from "./causes";

const repo = (files: Record<string, string>) =>
  check({
    fs: buildMemfs({ "/repo/.git": { dir: true }, ...files }).fs,
    root: "/repo",
    home: "/home/user",
    agents: [{ id: "codex" }, { id: "claude-code" }, { id: "cursor" }],
  });

describe("own rule stores", () => {
  it("names the places only one agent reads rules from, not the memory files several look for", () => {
    expect(inOwnRuleStore(".cursor/rules/react.mdc", "cursor")).toBe(true);
    expect(inOwnRuleStore(".cursorrules", "cursor")).toBe(true);
    expect(inOwnRuleStore(".github/copilot-instructions.md", "copilot")).toBe(true);
    expect(inOwnRuleStore("apps/web/.claude/rules/api.md", "claude-code")).toBe(true);
    expect(inOwnRuleStore("CLAUDE.md", "claude-code")).toBe(false);
    expect(inOwnRuleStore(".claude/CLAUDE.md", "claude-code")).toBe(false);
    expect(inOwnRuleStore("AGENTS.md", "codex")).toBe(false);
    expect(inOwnRuleStore(".cursor/rules/react.mdc", "codex")).toBe(false);
  });

  it("Cursor's own rules that codex and claude-code do not read: one info finding for the pair; a package AGENTS.md Claude misses stays a warning (coollabsio/coolify)", () => {
    const r = repo({
      "/repo/AGENTS.md": "Use pnpm for every install and keep the lockfile committed with each change.\n",
      "/repo/.cursor/rules/laravel.mdc":
        "---\nalwaysApply: true\n---\nFollow the Laravel conventions for controllers and jobs in this code base.\n",
      "/repo/.cursor/rules/ui.mdc":
        "---\nalwaysApply: true\n---\nUse Tailwind utility classes and Livewire components for every page here.\n",
      "/repo/CLAUDE.md": "@AGENTS.md\n",
      "/repo/apps/api/AGENTS.md": "The API is versioned under /v1 and every route needs a test beside it.\n",
    });
    const disagree = r.findings.filter((f) => f.code === "agents-disagree");
    const own = disagree.filter((f) => placesOf(f).some((p) => p.path.startsWith("/repo/.cursor/")));
    expect(own).toHaveLength(1);
    expect(own[0].severity).toBe("info");
    expect(placesOf(own[0]).map((p) => p.path)).toEqual(["/repo/.cursor/rules/laravel.mdc", "/repo/.cursor/rules/ui.mdc"]);
    expect(own[0].headline).toMatch(/^cursor loads this rule file of its own; (codex, claude-code|claude-code, codex) do not read it$/);
    // A memory file by name is no store: Claude Code missing the package's AGENTS.md stays a warning
    // (its fallback is switched off by the root CLAUDE.md, the cause it is told under).
    const pkg = r.findings.find((f) => f.path === "/repo/apps/api/AGENTS.md");
    expect(pkg?.code).toBe("fallback-off");
    expect(pkg?.severity).toBe("warning");
    expect(pkg?.agents).toContain("claude-code");
  });
});
