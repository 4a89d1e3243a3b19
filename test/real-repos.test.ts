/**
 * `check` on two public repositories' rule files (test/fixtures/real/*.json: the tree at a pinned
 * commit, rule files with their text, a sample of the other files as empty placeholders). Each test
 * asserts a finding judged true by reading the repository, with expectations computed from the
 * fixture's own text, not from the check's output.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placesOf } from "../lib/check/causes";
import { check } from "../lib/check/engine";
import type { CheckReport } from "../lib/check/types";
import { buildMemfs } from "../lib/fs/memfs";
import type { FileEntry } from "../lib/scenario/types";

interface RealFixture {
  repo: string;
  commit: string;
  license: string;
  files: Record<string, FileEntry>;
}

/** A fixture file's text (rule files keep theirs; links and placeholders have none to speak of). */
const textOf = (fx: RealFixture, path: string): string => {
  const e = fx.files[path];
  return typeof e === "string" ? e : "";
};

function load(name: string): RealFixture {
  return JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "real", `${name}.json`), "utf8")) as RealFixture;
}

function run(fx: RealFixture, agents: string[] | undefined, cwds?: string[], clone = false): CheckReport {
  // A clone has a .git folder; the first fixtures were taken without one.
  const files: Record<string, FileEntry> = clone ? { "/repo/.git": { dir: true } } : {};
  for (const [p, entry] of Object.entries(fx.files)) files[`/repo/${p}`] = entry;
  const { fs, problems } = buildMemfs(files);
  expect(problems).toEqual([]);
  return check({ fs, root: "/repo", home: "/home/user", ...(agents ? { agents: agents.map((id) => ({ id })) } : {}), ...(cwds ? { cwds } : {}) });
}

const lineOfByte = (text: string, byte: number): number => {
  const bytes = new TextEncoder().encode(text).slice(0, byte);
  return bytes.filter((b) => b === 10).length + 1;
};

describe("sebastienros/jint (AGENTS.md of 125 KB, CLAUDE.md that imports it)", { timeout: 120_000 }, () => {
  const fx = load("jint");

  it("is pinned to a commit", () => {
    expect(fx.repo).toBe("sebastienros/jint");
    expect(fx.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("codex cuts AGENTS.md at 32 KiB, on the line the byte falls on; claude-code reads it all through the import", () => {
    const report = run(fx, ["codex", "claude-code"], ["/repo"]);
    const agentsMd = textOf(fx, "AGENTS.md");
    expect(new TextEncoder().encode(agentsMd).length).toBeGreaterThan(32 * 1024);
    const cut = report.findings.filter((f) => f.code === "budget-cut");
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ path: "/repo/AGENTS.md", agents: ["codex"], line: lineOfByte(agentsMd, 32 * 1024) });
    // CLAUDE.md is one `@AGENTS.md` line: both agents get the same text, so they do not disagree.
    expect(textOf(fx, "CLAUDE.md").trim()).toBe("@AGENTS.md");
    expect(report.findings.filter((f) => f.code === "agents-disagree")).toEqual([]);
  });
});

// A 1,928-file tree checked from the root: seconds, more on a loaded CI machine.
describe("rjmurillo/ai-agents (nested CLAUDE.md files, .claude/rules, copilot instructions shipped as templates)", { timeout: 120_000 }, () => {
  const fx = load("ai-agents");

  it("copilot-instructions.md files outside .github are read by no declared agent", () => {
    const report = run(fx, ["claude-code", "copilot"], ["/repo"]);
    const misplaced = Object.keys(fx.files).filter((p) => p.endsWith("/copilot-instructions.md") && p !== ".github/copilot-instructions.md");
    expect(misplaced.length).toBeGreaterThan(0);
    // One finding per cause: the files of one cause are its places.
    const neverRead = report.findings.filter((f) => f.code === "never-read").flatMap((f) => placesOf(f).map((p) => p.path));
    for (const p of misplaced) expect(neverRead).toContain(`/repo/${p}`);
    // Files that only share a base name with a rule in .claude/rules are not rule files.
    expect(neverRead.filter((p) => !p.endsWith("copilot-instructions.md") && !/\/(AGENTS|CLAUDE|GEMINI)\.md$/.test(p))).toEqual([]);
  });

  it("unscoped rules in .claude/rules: copilot gets their text from its .github/instructions mirror, codex misses them", () => {
    const report = run(fx, ["claude-code", "copilot", "codex"], ["/repo"]);
    const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, "").replace(/\s+/g, " ").trim();
    const unscoped = Object.keys(fx.files).map((p): [string, string] => [p, textOf(fx, p)]).filter(([p, text]) => p.startsWith(".claude/rules/") && p.endsWith(".md") && !/^---\n[\s\S]*?^paths:/m.test(text));
    // Copilot gets a rule's text when the mirror has the same body and applies to every file.
    const mirrorOf = (p: string) => textOf(fx, `.github/instructions/${p.slice(".claude/rules/".length, -3)}.instructions.md`);
    const mirrored = ([p, text]: [string, string]) => body(mirrorOf(p)) === body(text) && /^applyTo: ['"]\*\*['"]$/m.test(mirrorOf(p));
    expect(unscoped.filter(mirrored).length).toBeGreaterThan(0);
    // pragmatic-programmer.md carries Copilot's applyTo: key, which Claude Code does not read: Claude Code
    // loads it always, Copilot only for code files, so from the root they disagree.
    const drift = unscoped.filter((e) => !mirrored(e)).map(([p]) => p);
    expect(drift).toContain(".claude/rules/pragmatic-programmer.md");
    const disagree = new Map(report.findings.filter((f) => f.code === "agents-disagree").flatMap((f) => placesOf(f).map((p) => [p.path, f] as const)));
    for (const entry of unscoped) {
      const finding = disagree.get(`/repo/${entry[0]}`);
      expect(finding?.agents, entry[0]).toContain("codex");
      expect(finding?.message).toMatch(/^claude-code loads this file and/);
      if (mirrored(entry)) expect(finding?.agents, entry[0]).not.toContain("copilot");
      else expect(finding?.agents, entry[0]).toContain("copilot");
    }
  });
});

// A 3,057-file tree with Continue rules (class "misses" of the issue on check's precision).
describe("continuedev/continue (.continue/rules with globs, agent-requested rules, prompt files)", { timeout: 120_000 }, () => {
  const fx = load("continue");
  const rules = Object.keys(fx.files).filter((p) => p.startsWith(".continue/rules/") && p.endsWith(".md"));
  const report = () => run(fx, undefined, undefined, true);

  it("infers Continue from its folder and codex from the nested AGENTS.md", () => {
    expect(report().agents.map((a) => a.id)).toEqual(["continue", "codex"]);
  });
  it("globs that match no file are errors on their line; the others are not reported", () => {
    const dead = report().findings.filter((f) => f.code === "scope-never-applies");
    const at = dead.flatMap((f) => placesOf(f).map((p) => `${p.path.slice("/repo/".length)}:${p.line}`)).sort();
    // From the text: "/**/*." ends in a dot (no file name does), and the Markdown-escaped docs/\*_/_. names no folder.
    const expected = rules
      .filter((p) => /^globs: .*(\/\*\*\/\*\.["']?$|\\\*_)/m.test(textOf(fx, p)))
      .map((p) => `${p}:${textOf(fx, p).split("\n").findIndex((l) => l.startsWith("globs:")) + 1}`)
      .sort();
    expect(expected).toHaveLength(2);
    expect(at).toEqual(expected);
    expect(dead.every((f) => f.severity === "error")).toBe(true);
  });
  it("rules with alwaysApply: false and no globs are never sent (one finding); prompt files and invokable rules are not reported", () => {
    const never = report().findings.filter((f) => f.code === "never-sent");
    expect(never).toHaveLength(1);
    const told = placesOf(never[0]).map((p) => p.path.slice("/repo/".length)).sort();
    const requested = rules.filter((p) => /^alwaysApply: false$/m.test(textOf(fx, p)) && !/^globs:/m.test(textOf(fx, p)) && !/^invokable: true$/m.test(textOf(fx, p))).sort();
    expect(requested.length).toBeGreaterThan(2);
    expect(told).toEqual(requested);
    const called = Object.keys(fx.files).filter((p) => p.startsWith(".continue/prompts/") && (p.endsWith(".prompt") || /^invokable: true$/m.test(textOf(fx, p))));
    expect(called.length).toBeGreaterThan(0);
    for (const p of called) expect(told).not.toContain(p);
  });
});
