/**
 * Hostile input, round two, at the resolver: trees that overflowed the stack or ran in quadratic time,
 * each resolved without an internal error and with the answer the agent would give. Each case failed
 * before its fix (a stack overflow reported as internal-error, or tens of seconds past the timeout).
 */
import { describe, expect, it } from "vitest";
import { mapCutNote, mapDirs, MAX_MAP_CHARS, precedenceMap } from "../lib/compare/diff";
import { sharedResolver } from "../lib/compare/run";
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
    const r = run("qwen-code", {
      "/repo/QWEN.md": imports,
      ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/repo/f${i}.md`, `text ${i}\n`])),
    });
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
  it("qwen-code: a 1 MiB rule of unclosed <!-- loses every mark, and closed comments are still removed", () => {
    const r = run("qwen-code", {
      "/repo/.qwen/rules/r.md": "<!--".repeat(MiB / 4) + "tail",
      "/repo/.qwen/rules/s.md": "keep <!-- drop --> this\n",
    });
    // The rules follow the context files (here the output-language file, whose own marker comment stays).
    const rules = r.prompt.slice(r.prompt.indexOf("--- Rule from:"));
    expect(rules).toContain("keep  this");
    expect(rules).not.toContain("drop");
    expect(rules).not.toContain("<!--");
    expect(rules).toContain("--- Rule from: .qwen/rules/r.md ---\ntail\n");
  });
});

describe("deep trees: probes and output grow with depth, not its square or cube", () => {
  const DEPTH = 1000;
  /** 1,000 folders `a/a/…`, each with AGENTS.md, CLAUDE.md and GEMINI.md; the deepest folder's path. */
  function deepTree(): { files: Record<string, FileEntry>; bottom: string } {
    const files: Record<string, FileEntry> = {};
    let dir = "/repo";
    for (let i = 0; i < DEPTH; i++) {
      dir += "/a";
      files[`${dir}/AGENTS.md`] = `a${i}\n`;
      files[`${dir}/CLAUDE.md`] = `c${i}\n`;
      files[`${dir}/GEMINI.md`] = `g${i}\n`;
    }
    return { files, bottom: dir };
  }

  it("gemini-cli and qwen-code look for the import root once per folder, not once per file and folder", () => {
    const { files, bottom } = deepTree();
    for (const agent of ["gemini-cli", "qwen-code"]) {
      const r = run(agent, files, { cwd: bottom, env: { GEMINI_CLI_TRUST_WORKSPACE: "true", QWEN_CODE_TRUST_WORKSPACE: "true" } });
      expect(r.sources.filter((s) => s.status === "included").length, agent).toBeGreaterThanOrEqual(DEPTH);
      // Before: each of the 1,000 files walked up all the folders above it looking for .git (~500,000 probes).
      expect(r.trace.length, agent).toBeLessThan(40 * DEPTH);
    }
  });

  it("claude-code walks each folder once for a session of reads, not once per read", () => {
    const { files, bottom } = deepTree();
    const reads = Object.keys(files).filter((p) => p.endsWith("/AGENTS.md"));
    const r = run("claude-code", files, { cwd: "/repo", contextPaths: reads });
    expect(r.sources.filter((s) => s.layer === "nested" && s.status === "included").length).toBe(DEPTH);
    expect(r.trace.length).toBeLessThan(40 * DEPTH);
    expect(bottom.length).toBeGreaterThan(DEPTH);
  });

  it("a precedence map stops at MAX_MAP_CHARS of listed paths and says how many folders it left", () => {
    const { files } = deepTree();
    const scenario = { version: 1, agent: "codex", cwd: "/repo", files: { "/repo/.git": { dir: true }, ...files } } as Scenario;
    const map = precedenceMap(scenario, ["codex"], sharedResolver(scenario, { trace: false }));
    expect(map.cut).toBeDefined();
    const listed = map.rows.flat(2).reduce((n, p) => n + p.length, 0);
    expect(listed).toBe(map.cut!.chars);
    // It stops at the first folder past the bound: the last row alone brought it over.
    const last = map.rows[map.rows.length - 1].flat().reduce((n, p) => n + p.length, 0);
    expect(listed - last).toBeLessThan(MAX_MAP_CHARS);
    // No agent, nothing listed: every folder.
    expect(map.dirs.length + map.cut!.dirs).toBe(mapDirs(scenario).length);
    expect(mapCutNote(map.cut!)).toMatch(/deeper folders are not mapped/);
  });
});
