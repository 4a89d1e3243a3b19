/** never-read says when the file also sits in a gitignored path (not in the repository, skipped by git-listing agents). */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { check } from "./engine";

const run = (files: Record<string, string | { dir: true }>) =>
  check({ fs: buildMemfs(files).fs, root: "/repo", home: "/home/user", agents: [{ id: "codex" }] }).findings.filter(
    (f) => f.code === "never-read",
  );

describe("never-read and .gitignore", () => {
  const files = {
    "/repo/.git": { dir: true as const },
    "/repo/AGENTS.md": "a\n",
    "/repo/notes/GEMINI.md": "g\n",
    "/repo/local/CLAUDE.md": "c\n",
  };
  it("names the root .gitignore when it ignores the file", () => {
    const f = run({ ...files, "/repo/.gitignore": "# private\nlocal/\n" });
    expect(f.find((x) => x.path === "/repo/local/CLAUDE.md")?.message).toMatch(/root \.gitignore ignores/);
    expect(f.find((x) => x.path === "/repo/notes/GEMINI.md")?.message).not.toMatch(/gitignore/);
  });
  it("says nothing of it without a .gitignore", () => {
    expect(run(files).every((x) => !/gitignore/.test(x.message))).toBe(true);
  });
});
