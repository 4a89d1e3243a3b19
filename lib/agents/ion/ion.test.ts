/**
 * ion: every scenario of seed 002 (variant `seed`) and every rule of today's loader (variant `upstream`,
 * crates/ion-host/src/project_instructions.rs). Upstream source is the spec (see README.md). Expected
 * prompts are written by hand from those semantics.
 */
import { examplesOf } from "../examples";
import { describe, expect, it } from "vitest";
import { countTokens } from "../../core/tokens";
import { resolve } from "../../resolve";
import type { Scenario } from "../../scenario/types";
import { ion } from "./index";
import { codes, firstStatus as statusOf, runner } from "../../../test/agent-helpers";

const run = runner("ion", { cwd: "/repo" });
const seed = runner("ion", { cwd: "/repo", variant: "seed" });
const block = (path: string, text: string) => `\nProject instructions from ${path}:\n${text}\n`;

describe("ion seed 002: Context & System Prompt Design (variant seed)", () => {
  it("Hierarchy: all layers combined, ~/.ion/AGENTS.md, then ~/.config/agents/AGENTS.md, then ./AGENTS.md (project last)", () => {
    const r = seed({ "/repo/AGENTS.md": "project", "/home/user/.config/agents/AGENTS.md": "global", "/home/user/.ion/AGENTS.md": "ion" });
    expect(r.prompt).toBe("ion\n\n---\n\nglobal\n\n---\n\nproject");
    expect(r.sources.map((s) => [s.path, s.layer, s.status])).toEqual([
      ["/home/user/.ion/AGENTS.md", "ion-local", "included"],
      ["/home/user/.config/agents/AGENTS.md", "global", "included"],
      ["/repo/AGENTS.md", "project", "included"],
    ]);
  });

  it("Project: ./AGENTS.md or ./CLAUDE.md, AGENTS.md first", () => {
    const r = seed({ "/repo/AGENTS.md": "agents", "/repo/CLAUDE.md": "claude" });
    expect(r.prompt).toBe("agents");
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("shadowed");
  });

  it("Project: ./CLAUDE.md is used when there is no ./AGENTS.md", () => {
    expect(seed({ "/repo/CLAUDE.md": "claude" }).prompt).toBe("claude");
  });

  it("Project: the working directory only (load_project joins names to project_path)", () => {
    const r = seed({ "/repo/AGENTS.md": "parent", "/repo/app/x.ts": "" }, { cwd: "/repo/app" });
    expect(r.prompt).toBe("");
    expect(statusOf(r, "/repo/AGENTS.md")).toBe("unmatched");
  });

  it("Global: respects $XDG_CONFIG_HOME on Linux", () => {
    const r = seed({ "/xdg/agents/AGENTS.md": "xdg", "/home/user/.config/agents/AGENTS.md": "home" }, { env: { XDG_CONFIG_HOME: "/xdg" } });
    expect(r.prompt).toBe("xdg");
    expect(statusOf(r, "/home/user/.config/agents/AGENTS.md")).toBe("unmatched");
  });

  it("Global: defaults to ~/.config when $XDG_CONFIG_HOME is unset", () => {
    expect(seed({ "/home/user/.config/agents/AGENTS.md": "home" }).prompt).toBe("home");
  });

  it("Global: an empty or relative $XDG_CONFIG_HOME is joined as is (relative to the cwd), with a warning", () => {
    const empty = seed({ "/repo/agents/AGENTS.md": "odd" }, { env: { XDG_CONFIG_HOME: "" } });
    expect(empty.prompt).toBe("odd");
    expect(codes(empty)).toContain("relative-config-dir");
    const rel = seed({ "/repo/cfg/agents/AGENTS.md": "rel" }, { env: { XDG_CONFIG_HOME: "cfg" } });
    expect(rel.prompt).toBe("rel");
  });

  it("Global: Windows uses %APPDATA%\\agents\\", () => {
    const r = seed(
      { "/c/Users/u/AppData/Roaming/agents/AGENTS.md": "win" },
      { env: { APPDATA: "/c/Users/u/AppData/Roaming" }, session: { os: "win32" } },
    );
    expect(r.prompt).toBe("win");
    // On Linux APPDATA means nothing.
    expect(seed({ "/c/agents/AGENTS.md": "win" }, { env: { APPDATA: "/c" } }).prompt).toBe("");
  });

  it("Layer behavior: additive, each layer alone still loads (global auto-loads, no opt-in)", () => {
    expect(seed({ "/home/user/.ion/AGENTS.md": "only ion" }).prompt).toBe("only ion");
    expect(seed({ "/home/user/.ion/AGENTS.md": "ion", "/repo/CLAUDE.md": "claude" }).prompt).toBe("ion\n\n---\n\nclaude");
  });

  it("Composition: load_all joins with \\n\\n---\\n\\n; the render_system_prompt headers are reported, not composed", () => {
    const r = seed({ "/home/user/.config/agents/AGENTS.md": "g", "/repo/AGENTS.md": "p" });
    expect(r.prompt).toBe("g\n\n---\n\np");
    expect(r.prompt).not.toContain("# Global Instructions");
    const note = r.diagnostics.find((d) => d.code === "seed-composition");
    expect(note?.message).toContain("# Project Instructions");
  });

  it("System Prompt Assembly: base instructions, layers, active skill, active plan", () => {
    const r = seed({ "/repo/AGENTS.md": "p" });
    expect(r.blocks.map((b) => [b.role, b.placeholder ?? false, b.text])).toEqual([
      ["system", true, ""],
      ["system", false, "p"],
      ["system", true, ""],
      ["system", true, ""],
    ]);
  });

  it("Edge case 1: no instruction files, base prompt only", () => {
    const r = seed({ "/repo/src/a.ts": "" });
    expect(r.prompt).toBe("");
    expect(r.sources).toEqual([]);
    expect(codes(r)).not.toContain("seed-composition");
  });

  it("Edge case 2: file read errors log a warning and the layer is skipped", () => {
    const r = seed({
      "/home/user/.ion/AGENTS.md": { content: "x", unreadable: true },
      "/home/user/.config/agents/AGENTS.md": { symlink: "/gone.md" },
      "/repo/AGENTS.md": { dir: true },
      "/repo/CLAUDE.md": "claude",
    });
    expect(r.prompt).toBe("claude");
    for (const p of ["/home/user/.ion/AGENTS.md", "/home/user/.config/agents/AGENTS.md", "/repo/AGENTS.md"])
      expect(statusOf(r, p)).toBe("unreadable");
    expect(r.diagnostics.filter((d) => d.code === "file-unreadable" && d.level === "warning")).toHaveLength(3);
  });

  it("Edge case 3: very large files (> 10k tokens) are truncated with a warning", () => {
    const big = "Keep every function small and name it for what it does.\n".repeat(1500);
    const r = seed({ "/repo/AGENTS.md": big });
    const src = r.sources.find((s) => s.path === "/repo/AGENTS.md")!;
    expect(src.status).toBe("truncated");
    expect(src.includedBytes).toBeLessThan(src.bytes);
    expect(big.startsWith(r.prompt)).toBe(true);
    expect(countTokens(r.prompt)).toBeLessThanOrEqual(10_000);
    expect(countTokens(r.prompt)).toBeGreaterThan(9_990);
    expect(codes(r)).toContain("truncated");
  });

  it("Edge case 3: a large file under 10k tokens is kept whole", () => {
    const text = "word ".repeat(3000); // about 3,000 tokens in 15,000 bytes
    const r = seed({ "/repo/AGENTS.md": text });
    expect(r.prompt).toBe(text);
    expect(statusOf(r, "/repo/AGENTS.md")).toBe("included");
  });

  it("Edge case 4: binary and invalid UTF-8 files are skipped with a warning", () => {
    const r = seed({
      "/home/user/.ion/AGENTS.md": { base64: "YQBi" },
      "/repo/AGENTS.md": { base64: "aGkg/w==" },
      "/repo/CLAUDE.md": "fallback",
    });
    expect(r.prompt).toBe("fallback");
    expect(statusOf(r, "/home/user/.ion/AGENTS.md")).toBe("binary");
    expect(statusOf(r, "/repo/AGENTS.md")).toBe("binary");
    expect(codes(r)).toEqual(expect.arrayContaining(["file-binary", "file-invalid-utf8"]));
  });

  it("Edge case 5: symlinks are followed (shared configs)", () => {
    const r = seed({
      "/home/user/.ion/AGENTS.md": { symlink: "/dotfiles/agents.md" },
      "/dotfiles/agents.md": "shared",
      "/repo/AGENTS.md": { symlink: "../dotfiles/agents.md" },
    });
    expect(r.prompt).toBe("shared\n\n---\n\nshared");
    expect(codes(r)).toContain("same-file-twice");
  });

  it("load_cached: an empty file is found, so it fills its layer (the seed does not skip empty files)", () => {
    const r = seed({ "/repo/AGENTS.md": "", "/repo/CLAUDE.md": "claude", "/home/user/.ion/AGENTS.md": "ion" });
    expect(r.prompt).toBe("ion\n\n---\n\n");
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("shadowed");
  });
});

describe("ion today (variant upstream, project_instructions.rs)", () => {
  it("walks every directory from / down to the cwd, outermost first, one block per AGENTS.md", () => {
    const r = run({ "/AGENTS.md": "root", "/repo/AGENTS.md": "repo\n", "/repo/a/b/AGENTS.md": "b" }, { cwd: "/repo/a/b" });
    expect(r.prompt).toBe(block("/AGENTS.md", "root") + block("/repo/AGENTS.md", "repo\n") + block("/repo/a/b/AGENTS.md", "b"));
    expect(r.sources.filter((s) => s.status === "included").map((s) => s.path)).toEqual([
      "/AGENTS.md",
      "/repo/AGENTS.md",
      "/repo/a/b/AGENTS.md",
    ]);
  });

  it("home is no boundary: ~/AGENTS.md loads as an ancestor", () => {
    const r = run({ "/home/user/AGENTS.md": "mine", "/home/user/p/x": "" }, { cwd: "/home/user/p" });
    expect(r.prompt).toBe(block("/home/user/AGENTS.md", "mine"));
  });

  it("reads only AGENTS.md: CLAUDE.md, ~/.ion/AGENTS.md and ~/.config/agents/AGENTS.md are unmatched", () => {
    const r = run(
      { "/repo/CLAUDE.md": "c", "/home/user/.ion/AGENTS.md": "i", "/home/user/.config/agents/AGENTS.md": "g" },
      { env: { XDG_CONFIG_HOME: "/x" } },
    );
    expect(r.prompt).toBe("");
    for (const p of ["/repo/CLAUDE.md", "/home/user/.ion/AGENTS.md", "/home/user/.config/agents/AGENTS.md"])
      expect(statusOf(r, p)).toBe("unmatched");
    expect(codes(r)).toContain("setting-not-read");
  });

  it("the cwd is canonicalised: labels show the real directory", () => {
    const r = run({ "/link": { symlink: "/real" }, "/real/AGENTS.md": "real" }, { cwd: "/link" });
    expect(r.prompt).toBe(block("/real/AGENTS.md", "real"));
  });

  it("a symlinked AGENTS.md is followed and labelled with the link's path; a dangling one is skipped", () => {
    const r = run({ "/AGENTS.md": { symlink: "/nowhere" }, "/repo/AGENTS.md": { symlink: "/t/rules.md" }, "/t/rules.md": "t" });
    expect(r.prompt).toBe(block("/repo/AGENTS.md", "t"));
    expect(statusOf(r, "/AGENTS.md")).toBe("unreadable");
    expect(codes(r)).not.toContain("ion-startup-error");
  });

  it("a leading BOM is dropped; an empty file still gives its block", () => {
    const r = run({ "/AGENTS.md": "\uFEFFbom", "/repo/AGENTS.md": "" });
    expect(r.prompt).toBe(block("/AGENTS.md", "bom") + block("/repo/AGENTS.md", ""));
  });

  it("NUL bytes in valid UTF-8 are sent as is, with a warning", () => {
    const r = run({ "/repo/AGENTS.md": { base64: "YQBi" } });
    expect(r.prompt).toBe(block("/repo/AGENTS.md", "a\u0000b"));
    expect(codes(r)).toContain("file-binary");
  });

  it("a 64 KiB file loads whole; one byte more stops ion (no truncation)", () => {
    const ok = run({ "/repo/AGENTS.md": "a".repeat(65536) });
    expect(ok.prompt).toBe(block("/repo/AGENTS.md", "a".repeat(65536)));
    const over = run({ "/AGENTS.md": "root", "/repo/AGENTS.md": "a".repeat(65537) });
    expect(over.prompt).toBe("");
    expect(statusOf(over, "/repo/AGENTS.md")).toBe("over-budget");
    expect(statusOf(over, "/AGENTS.md")).toBe("disabled");
    expect(codes(over)).toContain("ion-startup-error");
  });

  it("the 128 KiB total counts the 305-byte opening line and each block's label", () => {
    // 305 + (39 + 65536 + 1) for /AGENTS.md leaves 65191; /r/AGENTS.md's block is 41 + n + 1.
    const fits = run({ "/AGENTS.md": "a".repeat(65536), "/r/AGENTS.md": "b".repeat(65149) }, { cwd: "/r" });
    expect(fits.prompt).toBe(block("/AGENTS.md", "a".repeat(65536)) + block("/r/AGENTS.md", "b".repeat(65149)));
    const over = run({ "/AGENTS.md": "a".repeat(65536), "/r/AGENTS.md": "b".repeat(65150) }, { cwd: "/r" });
    expect(over.prompt).toBe("");
    expect(statusOf(over, "/r/AGENTS.md")).toBe("over-budget");
  });

  it("invalid UTF-8 stops ion; deeper files are never read", () => {
    const r = run({ "/repo/AGENTS.md": { base64: "aGkg/w==" }, "/repo/a/AGENTS.md": "deeper" }, { cwd: "/repo/a" });
    expect(r.prompt).toBe("");
    expect(statusOf(r, "/repo/AGENTS.md")).toBe("unreadable");
    expect(statusOf(r, "/repo/a/AGENTS.md")).toBe("disabled");
    expect(r.diagnostics.find((d) => d.code === "ion-startup-error")?.level).toBe("error");
  });

  it("a directory, a symlink loop or an unreadable AGENTS.md stops ion", () => {
    for (const entry of [{ dir: true as const }, { symlink: "/repo/AGENTS.md" }, { content: "x", unreadable: true as const }]) {
      const r = run({ "/repo/AGENTS.md": entry, "/AGENTS.md": "root" });
      expect(r.prompt).toBe("");
      expect(statusOf(r, "/repo/AGENTS.md")).toBe("unreadable");
      expect(codes(r)).toContain("ion-startup-error");
    }
  });

  it("a working directory that does not exist stops ion", () => {
    const r = run({ "/AGENTS.md": "root" }, { cwd: "/missing" });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("ion-startup-error");
  });

  it("linked worktree inside its main checkout: the main AGENTS.md is skipped only when the worktree has its own", () => {
    const tree: Scenario["files"] = {
      "/m/AGENTS.md": "main",
      "/m/.git/worktrees/w/commondir": "../..\n",
      "/m/w/.git": "gitdir: /m/.git/worktrees/w\n",
    };
    const withOwn = run({ ...tree, "/m/w/AGENTS.md": "wt" }, { cwd: "/m/w" });
    expect(withOwn.prompt).toBe(block("/m/w/AGENTS.md", "wt"));
    expect(statusOf(withOwn, "/m/AGENTS.md")).toBe("shadowed");
    const without = run(tree, { cwd: "/m/w" });
    expect(without.prompt).toBe(block("/m/AGENTS.md", "main"));
  });

  it("a worktree outside its main checkout shadows nothing", () => {
    const r = run(
      {
        "/m/AGENTS.md": "main",
        "/m/.git/worktrees/w/commondir": "../..\n",
        "/elsewhere/w/.git": "gitdir: /m/.git/worktrees/w\n",
        "/elsewhere/w/AGENTS.md": "wt",
        "/elsewhere/AGENTS.md": "up",
      },
      { cwd: "/elsewhere/w" },
    );
    expect(r.prompt).toBe(block("/elsewhere/AGENTS.md", "up") + block("/elsewhere/w/AGENTS.md", "wt"));
  });

  it("blocks: base prompt placeholder, the instruction text as system, the skills list placeholder", () => {
    const r = run({ "/repo/AGENTS.md": "x" });
    expect(r.blocks.map((b) => [b.role, b.placeholder ?? false])).toEqual([
      ["system", true],
      ["system", false],
      ["system", true],
    ]);
    expect(r.blocks[1].text).toBe(r.prompt);
  });

  it("no AGENTS.md anywhere: no instruction text", () => {
    const r = run({ "/repo/src/a.ts": "" });
    expect(r.prompt).toBe("");
    expect(r.sources).toEqual([]);
  });
});

describe("ion rust-v1: src/agent/instructions.rs + context.rs @ 414d5f3 (variant rust-v1)", () => {
  const v1 = runner("ion", { cwd: "/repo", variant: "rust-v1" });
  const section = (...parts: string[]) => `\n## Project Instructions\n\n${parts.join("\n\n---\n\n")}\n`;

  it("load_all: ~/.ion, then the XDG agents file, then ~/.agents, then the project, joined by --- under the heading", () => {
    const r = v1({
      "/repo/AGENTS.md": "project",
      "/home/user/.agents/AGENTS.md": "agents home",
      "/home/user/.config/agents/AGENTS.md": "xdg",
      "/home/user/.ion/AGENTS.md": "ion",
    });
    expect(r.prompt).toBe("\n## Project Instructions\n\nion\n\n---\n\nxdg\n\n---\n\nagents home\n\n---\n\nproject\n");
    expect(r.sources.map((s) => [s.path, s.layer, s.status])).toEqual([
      ["/home/user/.ion/AGENTS.md", "ion-local", "included"],
      ["/home/user/.config/agents/AGENTS.md", "global", "included"],
      ["/home/user/.agents/AGENTS.md", "agents-home", "included"],
      ["/repo/AGENTS.md", "project", "included"],
    ]);
  });

  it("load_project: AGENTS.md wins over CLAUDE.md in the same directory", () => {
    const r = v1({ "/repo/AGENTS.md": "agents", "/repo/CLAUDE.md": "claude" });
    expect(r.prompt).toBe(section("agents"));
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("shadowed");
  });

  it("load_project: CLAUDE.md when there is no AGENTS.md", () => {
    expect(v1({ "/repo/CLAUDE.md": "claude" }).prompt).toBe(section("claude"));
  });

  it("load_cached: a whitespace-only AGENTS.md is skipped, so CLAUDE.md is used", () => {
    const r = v1({ "/repo/AGENTS.md": "   \n\n  ", "/repo/CLAUDE.md": "claude" });
    expect(r.prompt).toBe(section("claude"));
    expect(statusOf(r, "/repo/AGENTS.md")).toBe("empty");
    expect(statusOf(r, "/repo/CLAUDE.md")).toBe("included");
  });

  it("whitespace is Rust's: U+0085 alone counts as blank, a lone BOM does not", () => {
    expect(v1({ "/repo/AGENTS.md": "\u0085\u3000\n" }).prompt).toBe("");
    expect(v1({ "/repo/AGENTS.md": "\uFEFF" }).prompt).toBe(section("\uFEFF"));
  });

  it("the working directory only: a parent's AGENTS.md is not read", () => {
    const r = v1({ "/AGENTS.md": "root", "/repo/src/a.ts": "" }, { cwd: "/repo/src" });
    expect(r.prompt).toBe("");
    expect(statusOf(r, "/AGENTS.md")).toBe("unmatched");
  });

  it("text is sent as read: no trimming, no label", () => {
    expect(v1({ "/repo/AGENTS.md": "  keep  \n\n" }).prompt).toBe(section("  keep  \n\n"));
  });

  it("XDG_CONFIG_HOME moves the global file; the ~/.config one is then unmatched", () => {
    const r = v1(
      { "/repo/x": "", "/xdg/agents/AGENTS.md": "xdg", "/home/user/.config/agents/AGENTS.md": "default" },
      { env: { XDG_CONFIG_HOME: "/xdg" } },
    );
    expect(r.prompt).toBe(section("xdg"));
    expect(statusOf(r, "/home/user/.config/agents/AGENTS.md")).toBe("unmatched");
  });

  it("an empty XDG_CONFIG_HOME is joined as is: agents/AGENTS.md relative to the working directory, with a warning", () => {
    const r = v1({ "/repo/agents/AGENTS.md": "relative" }, { env: { XDG_CONFIG_HOME: "" } });
    expect(r.prompt).toBe(section("relative"));
    expect(codes(r)).toContain("relative-config-dir");
  });

  it("no per-OS rule: on Windows it still reads ~/.config/agents/AGENTS.md, not %APPDATA%", () => {
    const r = v1(
      { "/repo/x": "", "/home/user/.config/agents/AGENTS.md": "config", "/appdata/agents/AGENTS.md": "appdata" },
      { env: { APPDATA: "/appdata" }, session: { os: "win32" } },
    );
    expect(r.prompt).toBe(section("config"));
  });

  it("unreadable, invalid UTF-8 or a directory: skipped without a warning, the next name is tried", () => {
    for (const bad of [{ base64: "aGn/" }, { dir: true as const }, { content: "x", unreadable: true as const }]) {
      const r = v1({ "/repo/AGENTS.md": bad, "/repo/CLAUDE.md": "claude" });
      expect(r.prompt).toBe(section("claude"));
      expect(["binary", "unreadable"]).toContain(statusOf(r, "/repo/AGENTS.md"));
      expect(r.diagnostics.filter((d) => d.level !== "info")).toEqual([]);
    }
  });

  it("no size limit: a 70,000-byte AGENTS.md is sent whole (today's ion stops at 64 KiB)", () => {
    const big = "y".repeat(70_000);
    expect(v1({ "/repo/AGENTS.md": big }).prompt).toBe(section(big));
    expect(run({ "/repo/AGENTS.md": big }).prompt).toBe("");
  });

  it("no file with text: the section is left out entirely", () => {
    const r = v1({ "/repo/AGENTS.md": "\n", "/home/user/.ion/AGENTS.md": "" });
    expect(r.prompt).toBe("");
    expect(r.blocks.find((b) => !b.placeholder)?.text).toBe("");
  });

  it("the project is the canonical current directory", () => {
    const r = v1({ "/real/AGENTS.md": "real", "/link": { symlink: "/real" } }, { cwd: "/link" });
    expect(r.prompt).toBe(section("real"));
    expect(statusOf(r, "/real/AGENTS.md")).toBe("included");
  });

  it("a missing working directory: no loader, nothing is added (an info note says why)", () => {
    const r = v1({ "/home/user/.ion/AGENTS.md": "ion" }, { cwd: "/gone" });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("no-working-directory");
  });
});

describe("ion profile", () => {
  it("warns about config keys ion does not have", () => {
    expect(codes(run({}, { config: { project_doc_max_bytes: 1 } }))).toContain("unknown-config-key");
  });

  it("variants and controls are data", () => {
    expect(ion.variants.map((v) => v.id)).toEqual(["upstream", "seed", "rust-v1"]);
    expect(ion.variants.every((v) => v.models?.checked === "2026-11-26")).toBe(true);
    expect(ion.defaultVariant).toBe("upstream");
    expect(ion.envToggles.map((t) => t.name)).toEqual(["XDG_CONFIG_HOME"]);
  });

  it("every example resolves, includes files, and has an ion- id", () => {
    for (const ex of examplesOf(ion.id)) {
      expect(ex.id.startsWith("ion-")).toBe(true);
      const r = resolve(ex.scenario);
      expect(r.diagnostics.filter((d) => d.level === "error")).toEqual([]);
      expect(r.stats.files).toBeGreaterThan(1);
    }
  });

  it("never throws on odd trees, on both variants", () => {
    const odd: Scenario["files"] = {
      "/repo/AGENTS.md": { symlink: "/repo/b" },
      "/repo/b": { symlink: "/repo/AGENTS.md" },
      "/repo/CLAUDE.md": { base64: "//79" },
      "/AGENTS.md": { dir: true },
      "/home/user/.ion/AGENTS.md": { symlink: "/nope" },
      "/repo/.git": "gitdir: /nope\n",
    };
    for (const variant of ["upstream", "seed", "rust-v1"]) {
      const r = run(odd, { variant });
      expect(codes(r)).not.toContain("internal-error");
      expect(resolve({ version: 1, agent: "ion", variant, cwd: "/repo", files: odd }).prompt).toBe(r.prompt);
    }
  });
});
