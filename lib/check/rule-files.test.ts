/**
 * What a file is for: a path is a rule file only for an agent that reads it by name and place; ignore
 * lists and other tools' configs are not rules; inference uses only files a real agent reads. Trees
 * shaped after public repositories that carry a review bot's folder beside their agents' rules.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FileEntry } from "../scenario/types";
import { check } from "./engine";

const BOTS = {
  "/repo/.git": { dir: true as const },
  "/repo/AGENTS.md": "# Rules\nUse pnpm.\n",
  "/repo/.rooignore": "dist/\n",
  "/repo/.coderabbit/rules.md": "Review tone: kind.\n",
  "/repo/.gemini/config.yaml": "code_review:\n  comment_severity_threshold: MEDIUM\n",
  "/repo/.gemini/styleguide.md": "Prefer small functions.\n",
  "/repo/docs/guide/gemini.md": "# Using Gemini\nHow to call the model.\n",
};
const run = (files: Record<string, FileEntry>, agents?: string[]) =>
  check({ fs: buildMemfs(files).fs, root: "/repo", home: "/home/u", ...(agents ? { agents: agents.map((id) => ({ id })) } : {}) });

describe("what a file is for", () => {
  it("a review bot's .gemini/config.yaml is no evidence of Gemini CLI; .gemini/settings.json is", () => {
    expect(run(BOTS).agents.map((a) => a.id)).not.toContain("gemini-cli");
    const cli = run({ ...BOTS, "/repo/.gemini/settings.json": "{}\n" });
    expect(cli.agents.map((a) => a.id)).toContain("gemini-cli");
    expect(cli.inference.join("\n")).toMatch(/\.gemini\/settings\.json/);
  });
  it("an ignore list is never a rule another agent misses, and a bot's rules.md is not a rule file", () => {
    const r = run(BOTS, ["roo-code", "codex", "claude-code"]);
    expect(r.findings.filter((f) => f.path === "/repo/.rooignore")).toEqual([]);
    expect(r.findings.filter((f) => f.path === "/repo/.coderabbit/rules.md")).toEqual([]);
  });
  it("a file in an undeclared agent's own place (.cursor/rules/) is still a rule file that no declared agent reads", () => {
    const r = run({ ...BOTS, "/repo/.cursor/rules/style.mdc": "---\nalwaysApply: true\n---\nBe brief.\n" }, ["codex"]);
    // Cursor's own place: a rule file nothing declared reads, said once.
    expect(r.findings.filter((f) => f.code === "never-read").map((f) => f.path)).toEqual(["/repo/.cursor/rules/style.mdc"]);
  });
});

describe("what the answer depends on", () => {
  it("says when no .git was found, naming the declared agents that looked for one", () => {
    const files = { "/repo/AGENTS.md": "root\n", "/repo/pkg/AGENTS.md": "pkg\n" };
    const without = run(files, ["codex", "cursor"]);
    expect(without.notes.filter((n) => /^No \.git was found/.test(n))).toEqual([
      expect.stringMatching(/so codex read the tree as they would outside a clone \(taking each checked folder for the repository root/),
    ]);
    expect(run({ ...files, "/repo/.git": { dir: true } }, ["codex", "cursor"]).notes.filter((n) => /\.git/.test(n))).toEqual([]);
  });
});
