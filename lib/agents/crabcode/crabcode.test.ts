/** crabcode: every scenario and acceptance criterion of seed 000, on both variants where they agree. */
import { describe, expect, it } from "vitest";
import { firstStatus as statusOf, runner } from "../../../test/agent-helpers";

const run = runner("crabcode", { cwd: "/repo" });

// Per-file caps as read upstream (rules.rs DEFAULT_MAX_RULE_BYTES) and in the seed.
const CAPS: Record<string, number> = { upstream: 32 * 1024, seed: 64 * 1024, "early-64k": 64 * 1024 };

for (const variant of ["upstream", "seed", "early-64k"]) {
  describe(`crabcode seed 000 tests (${variant})`, () => {
    const v = { variant };

    it("1. local precedence: AGENTS.md overrides CLAUDE.md in the same directory", () => {
      const r = run({ "/repo/AGENTS.md": "agents", "/repo/CLAUDE.md": "claude" }, v);
      expect(r.prompt).toBe("Instructions from: /repo/AGENTS.md\nagents\n");
      expect(statusOf(r, "/repo/CLAUDE.md")).toBe("shadowed");
    });

    it("2. upward traversal: a rule in a parent directory is used", () => {
      const r = run({ "/repo/AGENTS.md": "root agents", "/repo/a/b/.keep": "" }, { ...v, cwd: "/repo/a/b" });
      expect(r.prompt).toBe("Instructions from: /repo/AGENTS.md\nroot agents\n");
    });

    it("3. first match wins: child CLAUDE.md beats parent AGENTS.md", () => {
      const r = run({ "/repo/AGENTS.md": "parent agents", "/repo/child/CLAUDE.md": "child claude" }, { ...v, cwd: "/repo/child" });
      expect(r.prompt).toBe("Instructions from: /repo/child/CLAUDE.md\nchild claude\n");
      expect(statusOf(r, "/repo/AGENTS.md")).toBe("shadowed");
    });

    it("4. global precedence: ~/.config/crabcode/AGENTS.md overrides ~/.claude/CLAUDE.md", () => {
      const r = run({ "/home/user/.config/crabcode/AGENTS.md": "global agents", "/home/user/.claude/CLAUDE.md": "global claude" }, v);
      expect(r.prompt).toBe("Instructions from: /home/user/.config/crabcode/AGENTS.md\nglobal agents\n");
      expect(statusOf(r, "/home/user/.claude/CLAUDE.md")).toBe("shadowed");
    });

    it("4b. global fallback: ~/.claude/CLAUDE.md is used when the crabcode file is missing", () => {
      const r = run({ "/home/user/.claude/CLAUDE.md": "global claude" }, v);
      expect(r.prompt).toBe("Instructions from: /home/user/.claude/CLAUDE.md\nglobal claude\n");
    });

    it("5. disable flags: CRABCODE_DISABLE_CLAUDE_CODE=1 ignores ~/.claude", () => {
      const r = run({ "/home/user/.claude/CLAUDE.md": "global claude" }, { ...v, env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" } });
      expect(r.prompt).toBe("");
      expect(statusOf(r, "/home/user/.claude/CLAUDE.md")).toBe("disabled");
    });

    it("5b. disable flags: CRABCODE_DISABLE_CLAUDE_CODE_PROMPT=1 ignores only ~/.claude/CLAUDE.md", () => {
      const r = run(
        { "/repo/CLAUDE.md": "project claude", "/home/user/.claude/CLAUDE.md": "global claude" },
        { ...v, env: { CRABCODE_DISABLE_CLAUDE_CODE_PROMPT: "1" } },
      );
      expect(r.prompt).toBe("Instructions from: /repo/CLAUDE.md\nproject claude\n");
      expect(statusOf(r, "/home/user/.claude/CLAUDE.md")).toBe("disabled");
    });

    it("6. truncation: a large file is cut at the cap and a note is appended", () => {
      const cap = CAPS[variant];
      const big = "a".repeat(cap + 100);
      const r = run({ "/repo/AGENTS.md": big }, v);
      expect(r.prompt).toBe(
        `Instructions from: /repo/AGENTS.md\n${"a".repeat(cap)}\n\n[crabcode] Note: instructions truncated due to size limit.\n`,
      );
      const src = r.sources.find((s) => s.path === "/repo/AGENTS.md")!;
      expect(src).toMatchObject({ status: "truncated", bytes: cap + 100, includedBytes: cap });
    });

    it("a file exactly at the cap is not truncated", () => {
      const cap = CAPS[variant];
      const r = run({ "/repo/AGENTS.md": "b".repeat(cap) }, v);
      expect(r.prompt.endsWith("b\n")).toBe(true);
      expect(r.sources[0].status).toBe("included");
    });

    it("acceptance: both layers load, local first, then global, with labels and the --- separator", () => {
      const r = run({ "/repo/AGENTS.md": "local\n", "/home/user/.config/crabcode/AGENTS.md": "global\n" }, v);
      expect(r.prompt).toBe(
        "Instructions from: /repo/AGENTS.md\nlocal\n\n\n---\n\nInstructions from: /home/user/.config/crabcode/AGENTS.md\nglobal\n",
      );
    });

    it("acceptance: neither exists, so the custom instructions section is omitted", () => {
      const r = run({ "/repo/src/a.ts": "" }, v);
      expect(r.prompt).toBe("");
      expect(r.blocks.filter((b) => !b.placeholder).every((b) => b.text === "")).toBe(true);
    });

    it("acceptance: raw markdown is kept, not reflowed", () => {
      const md = "# Title\n\n  * odd   spacing\n\n```sh\nrun   me\n```\n";
      expect(run({ "/repo/AGENTS.md": md }, v).prompt).toBe(`Instructions from: /repo/AGENTS.md\n${md}`);
    });

    it("acceptance: unreadable rules never crash; an unreadable AGENTS.md falls back to CLAUDE.md", () => {
      const r = run({ "/repo/AGENTS.md": { content: "secret", unreadable: true }, "/repo/CLAUDE.md": "claude" }, v);
      expect(r.prompt).toBe("Instructions from: /repo/CLAUDE.md\nclaude\n");
      expect(statusOf(r, "/repo/AGENTS.md")).toBe("unreadable");
    });

    it("invalid UTF-8 is decoded lossily with a warning", () => {
      const r = run({ "/repo/AGENTS.md": { base64: Buffer.from([0x68, 0x69, 0xff, 0x0a]).toString("base64") } }, v);
      expect(r.prompt).toBe("Instructions from: /repo/AGENTS.md\nhi\uFFFD\n");
      expect(r.diagnostics.map((d) => d.code)).toContain("file-invalid-utf8");
    });

    it("XDG_CONFIG_HOME moves the crabcode global file on Linux", () => {
      const r = run(
        { "/xdg/crabcode/AGENTS.md": "xdg", "/home/user/.config/crabcode/AGENTS.md": "home" },
        { ...v, env: { XDG_CONFIG_HOME: "/xdg" } },
      );
      expect(r.prompt).toBe("Instructions from: /xdg/crabcode/AGENTS.md\nxdg\n");
    });

    it("on macOS the config dir is ~/Library/Application Support", () => {
      const r = run({ "/home/user/Library/Application Support/crabcode/AGENTS.md": "mac" }, { ...v, session: { os: "darwin" } });
      expect(r.prompt).toBe("Instructions from: /home/user/Library/Application Support/crabcode/AGENTS.md\nmac\n");
    });

    it("an AGENTS.md directory is not a rule file; the walk goes on", () => {
      const r = run({ "/repo/AGENTS.md": { dir: true }, "/AGENTS.md": "top" }, v);
      expect(r.prompt).toBe("Instructions from: /AGENTS.md\ntop\n");
    });
  });
}

describe("crabcode variants differ where upstream and the seed differ", () => {
  const files = { "/repo/CLAUDE.md": "project claude", "/AGENTS.md": "top" };
  it("upstream: CRABCODE_DISABLE_CLAUDE_CODE also drops the project CLAUDE.md", () => {
    const r = run(files, { env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" } });
    expect(r.prompt).toBe("Instructions from: /AGENTS.md\ntop\n");
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("disabled");
  });
  it("seed: CRABCODE_DISABLE_CLAUDE_CODE keeps the project CLAUDE.md (it is about ~/.claude)", () => {
    const r = run(files, { variant: "seed", env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" } });
    expect(r.prompt).toBe("Instructions from: /repo/CLAUDE.md\nproject claude\n");
  });
  it("seed: CRABCODE_DISABLE_CLAUDE_CODE_PROJECT drops the project CLAUDE.md", () => {
    const r = run(files, { variant: "seed", env: { CRABCODE_DISABLE_CLAUDE_CODE_PROJECT: "1" } });
    expect(r.prompt).toBe("Instructions from: /AGENTS.md\ntop\n");
  });
  it("upstream ignores CRABCODE_DISABLE_CLAUDE_CODE_PROJECT and says so", () => {
    const r = run(files, { env: { CRABCODE_DISABLE_CLAUDE_CODE_PROJECT: "1" } });
    expect(r.prompt).toBe("Instructions from: /repo/CLAUDE.md\nproject claude\n");
    expect(r.diagnostics.map((d) => d.code)).toContain("setting-not-read");
  });
  it("early-64k: a 40 KiB file is whole (64 KiB cap) where upstream cuts it at 32 KiB", () => {
    const text = "c".repeat(40 * 1024);
    const early = run({ "/repo/AGENTS.md": text }, { variant: "early-64k" });
    expect(early.prompt).toBe(`Instructions from: /repo/AGENTS.md\n${text}\n`);
    expect(statusOf(early, "/repo/AGENTS.md")).toBe("included");
    expect(statusOf(run({ "/repo/AGENTS.md": text }), "/repo/AGENTS.md")).toBe("truncated");
  });
  it("early-64k: CRABCODE_DISABLE_CLAUDE_CODE drops the project CLAUDE.md, as upstream", () => {
    const r = run(files, { variant: "early-64k", env: { CRABCODE_DISABLE_CLAUDE_CODE: "1" } });
    expect(r.prompt).toBe("Instructions from: /AGENTS.md\ntop\n");
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("disabled");
  });
  it("env truthiness follows upstream: yes/on/true count, 0 does not", () => {
    for (const [val, off] of [
      ["yes", true],
      ["ON", true],
      ["true", true],
      ["0", false],
      ["", false],
    ] as const) {
      const r = run({ "/home/user/.claude/CLAUDE.md": "g" }, { env: { CRABCODE_DISABLE_CLAUDE_CODE_PROMPT: val } });
      expect(r.prompt === "", `value ${JSON.stringify(val)}`).toBe(off);
    }
  });
});
