/**
 * Coverage names the rule files a session started at the root never reads (openai/codex#13288: a codex
 * session started at the root never reads go/AGENTS.md while editing go/), and not those the agent
 * attaches when a file below them is read (claude-code's nested CLAUDE.md).
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";

const files = {
  "/repo/.git": { dir: true as const },
  "/repo/AGENTS.md": "Root rules.\n",
  "/repo/go/AGENTS.md": "Go rules.\n",
  "/repo/go/main.go": "package main\n",
  "/repo/web/CLAUDE.md": "Web rules.\n",
  "/repo/web/app.ts": "export {};\n",
};
const coverage = (agent: string, opts: { cwds?: string[] } = {}) =>
  check({ fs: buildMemfs(files).fs, root: "/repo", home: "/home/user", agents: [{ id: agent }], ...opts }).coverage.find(
    (c) => c.agent === agent,
  );

describe("coverage: files a session started at the root never reads", () => {
  it("codex reads go/AGENTS.md only when it starts in go/: named", () => {
    expect(coverage("codex")?.unseenFromRoot).toEqual(["/repo/go/AGENTS.md"]);
  });
  it("claude-code attaches web/CLAUDE.md when a file in web/ is read: not named", () => {
    expect(coverage("claude-code")?.unseenFromRoot).toEqual([]);
  });
  it("says nothing when the root was not among the checked folders", () => {
    expect(coverage("codex", { cwds: ["/repo/go"] })?.unseenFromRoot).toEqual([]);
  });
});
