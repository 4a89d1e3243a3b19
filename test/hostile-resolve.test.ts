/**
 * Hostile input, round two, at the resolver: trees that overflowed the stack or ran in quadratic time,
 * each resolved without an internal error and with the answer the agent would give. Each case failed
 * before its fix (a stack overflow reported as internal-error, or tens of seconds past the timeout).
 */
import { describe, expect, it } from "vitest";
import { resolve } from "../lib/resolve";
import type { FileEntry, Scenario } from "../lib/scenario/types";

const MiB = 2 ** 20;

function run(agent: string, files: Record<string, FileEntry>, extra: Partial<Scenario> = {}) {
  const r = resolve({ version: 1, agent, cwd: "/repo", files: { "/repo/.git": { dir: true }, ...files }, ...extra } as Scenario);
  expect(r.diagnostics.filter((d) => d.code === "internal-error").map((d) => d.message)).toEqual([]);
  return r;
}
const statusOf = (r: ReturnType<typeof resolve>, path: string) => r.sources.find((s) => s.path === path)?.status;

describe("no stack overflow on large or deep input", () => {
  it("qwen-code: 3 MiB of blank lines is an empty file", () => {
    const r = run("qwen-code", { "/repo/QWEN.md": "\n".repeat(3 * MiB), "/repo/AGENTS.md": "kept\n" });
    expect(statusOf(r, "/repo/QWEN.md")).toBe("empty");
  });
  it("qwen-code: 8 MiB of NULs, and 8 MiB of one paragraph, are read by the bounded scanner with a note", () => {
    for (const text of ["\0".repeat(8 * MiB), "a".repeat(8 * MiB)]) {
      const r = run("qwen-code", { "/repo/QWEN.md": text });
      expect(statusOf(r, "/repo/QWEN.md")).toBe("included");
      expect(r.diagnostics.some((d) => d.code === "markdown-simplified" && /runs out of stack/.test(d.message))).toBe(true);
    }
  });
  it("qwen-code: 130,000 imports in one file expand in order", () => {
    const imports = Array.from({ length: 130_000 }, (_, i) => `@f${i % 50}.md`).join("\n");
    const r = run("qwen-code", { "/repo/QWEN.md": imports, ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/repo/f${i}.md`, `text ${i}\n`])) });
    expect(r.prompt).toContain("text 49");
  });
  it("cursor: a rule body after 4 Mi blank lines keeps its text", () => {
    const r = run("cursor", { "/repo/.cursor/rules/r.mdc": `---\nalwaysApply: true\n---\n${"\n".repeat(4 * MiB)}the rule\n` });
    expect(r.prompt).toContain("the rule");
    expect(r.prompt).not.toMatch(/\n{5}/);
  });
  it("claude-code: 400 files that each import all the others load once each", () => {
    const files: Record<string, string> = { "/repo/CLAUDE.md": "@f0.md\n" };
    for (let i = 0; i < 400; i++) files[`/repo/f${i}.md`] = `file ${i}\n` + Array.from({ length: 400 }, (_, j) => `@f${j}.md`).join("\n");
    const r = run("claude-code", files);
    expect(r.prompt).toContain("file 0");
    expect(statusOf(r, "/repo/f0.md")).toBe("included");
  });
});

describe("linear time on comment marks", () => {
  it("qwen-code: a 1 MiB rule of unclosed <!-- keeps its text, and closed comments are still removed", () => {
    const r = run("qwen-code", { "/repo/.qwen/rules/r.md": "<!--".repeat(MiB / 4), "/repo/.qwen/rules/s.md": "keep <!-- drop --> this\n" });
    expect(r.prompt).toContain("keep  this");
    expect(r.prompt).not.toContain("drop");
    expect(r.prompt).toContain("<!--<!--");
  });
});
