/**
 * A resolve that fails inside Rulescope is reported as a failure, never read as a fact about the files:
 * no "No problems found", and no finding drawn from the failed agent's empty answer.
 */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import type { FsPort } from "../fs/port";
import { check } from "./engine";

const files = { "/repo/.git": { dir: true as const }, "/repo/AGENTS.md": "Use pnpm.\n", "/repo/CLAUDE.md": "Use yarn.\n" };

/** A port that throws when CLAUDE.md is read: a crash inside claude-code's resolve (codex never reads it). */
function crashingOn(path: string): FsPort {
  const fs = buildMemfs(files).fs;
  return new Proxy(fs, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (key !== "readFile" || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return (p: string, limit?: number) => {
        if (p === path) throw new RangeError("Maximum call stack size exceeded");
        return (value as FsPort["readFile"]).call(target, p, limit);
      };
    },
  });
}

describe("check and failed resolves", () => {
  it("a profile crash is a failure naming the agent and folder, and no cross-agent finding is drawn from it", () => {
    const healthy = check({ fs: buildMemfs(files).fs, root: "/repo", home: "/home/u", agents: [{ id: "codex" }, { id: "claude-code" }] });
    expect(healthy.failures).toEqual([]);
    // The same tree, read correctly, does give claude-code and codex different files.
    expect(healthy.findings.some((f) => f.code === "agents-disagree")).toBe(true);

    const r = check({
      fs: crashingOn("/repo/CLAUDE.md"),
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "codex" }, { id: "claude-code" }],
    });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ code: "internal-error", agents: ["claude-code"], cwds: ["/repo"] });
    expect(r.failures[0].message).toMatch(/Maximum call stack/);
    expect(r.findings.filter((f) => f.agents.includes("claude-code"))).toEqual([]);
    for (const code of ["agents-disagree", "never-read", "always-shadowed", "fallback-off"])
      expect(
        r.findings.some((f) => f.code === code),
        code,
      ).toBe(false);
  });

  it("a scenario the config makes invalid is a failure, once for every agent it stopped", () => {
    const r = check({
      fs: buildMemfs(files).fs,
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "codex" }, { id: "claude-code" }],
      config: JSON.parse('{"constructor":1}'),
    });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({ code: "invalid-scenario", agents: ["codex", "claude-code"] });
    const env = check({
      fs: buildMemfs(files).fs,
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "codex" }],
      env: JSON.parse('{"__proto__":"x"}'),
    });
    expect(env.failures.map((f) => f.code)).toEqual(["invalid-scenario"]);
    const nul = check({
      fs: buildMemfs(files).fs,
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "codex" }],
      contextPaths: ["src/a\u0000b.ts"],
    });
    expect(nul.failures.map((f) => f.code)).toEqual(["invalid-scenario"]);
  });
});

describe("duplicate-text and text from outside the tree", () => {
  const para = "Deploy with the production token sk-live-0123456789 and never rotate it without asking the team lead first.";
  const dup = (files: Record<string, string | { symlink: string } | { dir: true }>) =>
    check({
      fs: buildMemfs({ "/repo/.git": { dir: true }, ...files }).fs,
      root: "/repo",
      home: "/home/u",
      agents: [{ id: "claude-code" }],
    }).findings.filter((f) => f.code === "duplicate-text");
  it("quotes a paragraph only when both files really are in the tree", () => {
    const inside = dup({ "/repo/CLAUDE.md": `# A\n\n${para}\n`, "/repo/.claude/CLAUDE.md": `# B\n\n${para}\n` });
    expect(inside.length).toBe(1);
    expect(inside[0].message).toMatch(/Deploy with the production/);
    const outside = dup({
      "/repo/CLAUDE.md": { symlink: "/home/u/secret.md" },
      "/home/u/secret.md": `${para}\n`,
      "/repo/.claude/CLAUDE.md": `# B\n\n${para}\n`,
    });
    expect(outside.length).toBe(1);
    expect(outside[0].message).not.toMatch(/sk-live|Deploy/);
  });
  it("never quotes a file of the home folder, even when the tree holds the home", () => {
    const files = {
      "/home/u/.git": { dir: true as const },
      "/home/u/.claude/CLAUDE.md": `# Mine\n\n${para}\n`,
      "/home/u/CLAUDE.md": `# B\n\n${para}\n`,
    };
    const found = check({ fs: buildMemfs(files).fs, root: "/home/u", home: "/home/u", agents: [{ id: "claude-code" }] }).findings;
    const repeats = found.filter((f) => f.code === "duplicate-text");
    expect(repeats.length).toBe(1);
    expect(repeats[0].message).not.toMatch(/sk-live|Deploy/);
    // A clone inside the home is the tree: its own files are quoted.
    const clone = dup({ "/repo/CLAUDE.md": `# A\n\n${para}\n`, "/repo/.claude/CLAUDE.md": `# B\n\n${para}\n` });
    expect(clone[0].message).toMatch(/Deploy with the production/);
  });
  it("two paths to one file, or two files of the same bytes, are one text", () => {
    expect(
      dup({
        "/repo/notes.md": `${para}\n`,
        "/repo/CLAUDE.md": { symlink: "/repo/notes.md" },
        "/repo/.claude/CLAUDE.md": { symlink: "/repo/notes.md" },
      }),
    ).toEqual([]);
    expect(dup({ "/repo/CLAUDE.md": `${para}\n`, "/repo/.claude/CLAUDE.md": `${para}\n` })).toEqual([]);
  });
});
