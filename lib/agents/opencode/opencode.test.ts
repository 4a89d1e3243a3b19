/**
 * opencode profile: every scenario of seed 004 (variant "seed") and every rule of upstream's
 * session/instruction.ts (variant "upstream"). Expected prompts are written by hand from the upstream semantics.
 */
import { examplesOf } from "../examples";
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import type { Scenario } from "../../scenario/types";
import type { Resolution } from "../../types";
import { attachOnce } from "./seed";
import { opencode, opencodeGlobalConfigDir, SYSTEM_PART_SEPARATOR } from "./index";
import { effectBoolean, truthy } from "./flags";
import { codes, included, statuses as statusOf } from "../../../test/agent-helpers";

type Files = Scenario["files"];
const run = (cwd: string, files: Files, extra: Partial<Scenario> = {}): Resolution =>
  resolve({ version: 1, agent: "opencode", cwd, files, ...extra });
const seed = (cwd: string, files: Files, extra: Partial<Scenario> = {}) => run(cwd, files, { variant: "seed", ...extra });
const item = (path: string, text: string) => `Instructions from: ${path}\n${text}`;
/** A repository git accepts (opencode asks git for the worktree): HEAD, objects/ and refs/. */
const git = (root: string): Files => ({
  [`${root}/.git/HEAD`]: "ref: refs/heads/main\n",
  [`${root}/.git/objects`]: { dir: true },
  [`${root}/.git/refs`]: { dir: true },
});
const wrap = (path: string, text: string) => `<project-instruction src="${path}">\n${text}\n</project-instruction>`;

describe("seed 004 (T28: AGENTS.md / CLAUDE.md cascading, findUp)", () => {
  const monorepo: Files = {
    ...git("/Users/nghia/monorepo"),
    "/Users/nghia/monorepo/packages/CLAUDE.md": "packages rules",
    "/Users/nghia/monorepo/packages/api/src/index.ts": "",
  };

  it("diagram: nothing in packages/api, CLAUDE.md FOUND in packages, returned and wrapped", () => {
    const r = seed("/Users/nghia/monorepo/packages/api", monorepo);
    expect(r.prompt).toBe('<project-instruction src="/Users/nghia/monorepo/packages/CLAUDE.md">\npackages rules\n</project-instruction>');
    expect(statusOf(r, "/Users/nghia/monorepo/packages/CLAUDE.md")).toEqual(["included"]);
  });

  it("three candidates in priority order: AGENTS.md, then CLAUDE.md, then CONTEXT.md (first match wins)", () => {
    const files: Files = { ...git("/g"), "/g/CONTEXT.md": "ctx", "/g/CLAUDE.md": "claude" };
    expect(seed("/g", files).prompt).toBe(wrap("/g/CLAUDE.md", "claude"));
    expect(seed("/g", { ...files, "/g/AGENTS.md": "agents" }).prompt).toBe(wrap("/g/AGENTS.md", "agents"));
    expect(seed("/g", { ...git("/g"), "/g/CONTEXT.md": "ctx" }).prompt).toBe(wrap("/g/CONTEXT.md", "ctx"));
  });

  it("package-level rules override root-level rules: the nearest file wins", () => {
    const r = seed("/m/pkg", { ...git("/m"), "/m/AGENTS.md": "root", "/m/pkg/CONTEXT.md": "pkg" });
    expect(r.prompt).toBe(wrap("/m/pkg/CONTEXT.md", "pkg"));
    expect(statusOf(r, "/m/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("boundary: the walk stops at the worktree root, so ~/CLAUDE.md outside the repo is not read", () => {
    const r = seed("/Users/nghia/monorepo/packages/api", { ...git("/Users/nghia/monorepo"), "/Users/nghia/CLAUDE.md": "home" });
    expect(r.prompt).toBe("");
    expect(r.sources).toEqual([]);
    expect(r.blocks.some((b) => !b.placeholder)).toBe(false);
  });

  it("the worktree root itself is searched (inclusive)", () => {
    expect(seed("/repo/a", { ...git("/repo"), "/repo/AGENTS.md": "root" }).prompt).toBe(wrap("/repo/AGENTS.md", "root"));
  });

  it("claims tracking: attachInstructionIfNew attaches a path once, then returns null", () => {
    const claims = new Set<string>();
    expect(attachOnce(claims, "/repo/AGENTS.md")).toBe(true);
    expect(attachOnce(claims, "/repo/AGENTS.md")).toBe(false);
    expect(attachOnce(claims, "/repo/CLAUDE.md")).toBe(true);
  });

  it("claims are per session (the recipe's InstructionTracker), not module-wide: a new resolve attaches again", () => {
    const files: Files = { ...git("/s"), "/s/AGENTS.md": "x" };
    expect(seed("/s", files).prompt).toBe(wrap("/s/AGENTS.md", "x"));
    expect(seed("/s", files).prompt).toBe(wrap("/s/AGENTS.md", "x"));
  });

  it("buildSystem: the project block is the last system part, after the template and env parts", () => {
    const r = seed("/s", { ...git("/s"), "/s/AGENTS.md": "x" });
    expect(r.blocks.map((b) => [b.role, b.placeholder ?? false])).toEqual([
      ["system", true],
      ["system", true],
      ["system", false],
    ]);
    expect(r.blocks[2].text).toBe(r.prompt);
  });

  it("failure mode 1: only one file, a root AGENTS.md is not combined with a package CLAUDE.md", () => {
    const r = seed("/m/pkg", { ...git("/m"), "/m/AGENTS.md": "team-wide", "/m/pkg/CLAUDE.md": "package" });
    expect(r.prompt).toBe(wrap("/m/pkg/CLAUDE.md", "package"));
    expect(r.prompt).not.toContain("team-wide");
  });

  it("failure mode 3: agent.md and AGENT.md are not instruction files (no case folding)", () => {
    expect(seed("/t", { ...git("/t"), "/t/agent.md": "a", "/t/AGENT.md": "b", "/t/agents.md": "c" }).prompt).toBe("");
  });

  it("recipe: a candidate that cannot be read is skipped and the walk goes on", () => {
    const r = seed("/u/v", { ...git("/u"), "/u/v/AGENTS.md": { unreadable: true, content: "no" }, "/u/AGENTS.md": "up" });
    expect(r.prompt).toBe(wrap("/u/AGENTS.md", "up"));
    expect(statusOf(r, "/u/v/AGENTS.md")).toEqual(["unreadable"]);
  });

  it("outside git the worktree is / and the walk reaches the root", () => {
    expect(seed("/x/y", { "/AGENTS.md": "fs root" }).prompt).toBe(wrap("/AGENTS.md", "fs root"));
  });

  it("the seed reads no global file, no config instructions and no env toggles", () => {
    const r = seed(
      "/s",
      {
        ...git("/s"),
        "/s/CLAUDE.md": "claude",
        "/s/opencode.json": '{"instructions":["x.md"]}',
        "/s/x.md": "x",
        "/home/user/.config/opencode/AGENTS.md": "global",
      },
      { env: { OPENCODE_DISABLE_CLAUDE_CODE: "1" } },
    );
    expect(r.prompt).toBe(wrap("/s/CLAUDE.md", "claude"));
    expect(codes(r)).toContain("setting-not-read");
  });
});

describe("upstream (packages/opencode/src/session/instruction.ts)", () => {
  describe("project files", () => {
    it("names in priority AGENTS.md > CLAUDE.md > CONTEXT.md; the first name with a hit wins", () => {
      const files: Files = { ...git("/r"), "/r/a/CLAUDE.md": "near claude", "/r/AGENTS.md": "far agents", "/r/a/CONTEXT.md": "ctx" };
      const r = run("/r/a", files);
      expect(r.prompt).toBe(item("/r/AGENTS.md", "far agents"));
      expect(statusOf(r, "/r/a/CLAUDE.md")).toEqual(["shadowed"]);
      expect(statusOf(r, "/r/a/CONTEXT.md")).toEqual(["shadowed"]);
    });

    it("findUp checks the cwd, then each parent up to and including the worktree, and every hit stacks nearest first", () => {
      const r = run("/r/a/b", {
        ...git("/r"),
        "/r/AGENTS.md": "0",
        "/r/a/AGENTS.md": "1",
        "/r/a/b/AGENTS.md": "2",
        "/AGENTS.md": "outside",
      });
      expect(r.prompt).toBe([item("/r/a/b/AGENTS.md", "2"), item("/r/a/AGENTS.md", "1"), item("/r/AGENTS.md", "0")].join("\n"));
      expect(statusOf(r, "/AGENTS.md")).toEqual([]);
    });

    it("CLAUDE.md wins when no AGENTS.md exists anywhere up to the worktree", () => {
      expect(run("/r/a", { ...git("/r"), "/r/a/CLAUDE.md": "c1", "/r/CLAUDE.md": "c0" }).prompt).toBe(
        `${item("/r/a/CLAUDE.md", "c1")}\n${item("/r/CLAUDE.md", "c0")}`,
      );
    });

    it("CONTEXT.md still loads, with a deprecation note", () => {
      const r = run("/r", { ...git("/r"), "/r/CONTEXT.md": "legacy" });
      expect(r.prompt).toBe(item("/r/CONTEXT.md", "legacy"));
      expect(codes(r)).toContain("deprecated-name");
    });

    it("a directory without .git has the worktree /, so the walk climbs to the filesystem root", () => {
      const r = run("/x/y", { "/AGENTS.md": "root", "/x/AGENTS.md": "x" });
      expect(r.prompt).toBe(`${item("/x/AGENTS.md", "x")}\n${item("/AGENTS.md", "root")}`);
    });

    it("a .git file (linked worktree) marks the worktree too, when git can follow it to its common directory", () => {
      const linked: Files = {
        ...git("/main"),
        "/main/.git/worktrees/wt/HEAD": "ref: refs/heads/wt\n",
        "/main/.git/worktrees/wt/commondir": "../..\n",
        "/wt/.git": "gitdir: /main/.git/worktrees/wt\n",
        "/wt/AGENTS.md": "w",
        "/AGENTS.md": "no",
      };
      expect(run("/wt/sub", linked).prompt).toBe(item("/wt/AGENTS.md", "w"));
    });

    it("OPENCODE_DISABLE_PROJECT_CONFIG skips project discovery (files are listed as disabled)", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": "p" }, { env: { OPENCODE_DISABLE_PROJECT_CONFIG: "true" } });
      expect(r.prompt).toBe("");
      expect(statusOf(r, "/r/AGENTS.md")).toEqual(["disabled"]);
    });

    it("quirk: a directory named AGENTS.md exists, so its name wins, but reading it gives nothing", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": { dir: true }, "/r/CLAUDE.md": "claude" });
      expect(r.prompt).toBe("");
      expect(statusOf(r, "/r/AGENTS.md")).toEqual(["unreadable"]);
      expect(statusOf(r, "/r/CLAUDE.md")).toEqual(["shadowed"]);
    });

    it("a dangling or looping AGENTS.md link is absent: the next name is tried", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": { symlink: "/r/AGENTS.md" }, "/r/CLAUDE.md": "claude" });
      expect(r.prompt).toBe(item("/r/CLAUDE.md", "claude"));
      expect(statusOf(r, "/r/AGENTS.md")).toEqual(["unreadable"]);
    });
  });

  describe("global file", () => {
    const home = "/home/user";
    it("<XDG_CONFIG_HOME or ~/.config>/opencode/AGENTS.md wins over ~/.claude/CLAUDE.md (first that exists)", () => {
      const files: Files = { [`${home}/.config/opencode/AGENTS.md`]: "oc", [`${home}/.claude/CLAUDE.md`]: "cc" };
      const r = run("/w", files);
      expect(r.prompt).toBe(item(`${home}/.config/opencode/AGENTS.md`, "oc"));
      expect(statusOf(r, `${home}/.claude/CLAUDE.md`)).toEqual(["shadowed"]);
      const x = run("/w", { "/xdg/opencode/AGENTS.md": "xdg", ...files }, { env: { XDG_CONFIG_HOME: "/xdg" } });
      expect(x.prompt).toBe(item("/xdg/opencode/AGENTS.md", "xdg"));
    });

    it("~/.claude/CLAUDE.md is the fallback when there is no opencode global file", () => {
      expect(run("/w", { [`${home}/.claude/CLAUDE.md`]: "cc" }).prompt).toBe(item(`${home}/.claude/CLAUDE.md`, "cc"));
    });

    it("the global file comes before project files", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": "p", [`${home}/.config/opencode/AGENTS.md`]: "g" });
      expect(r.prompt).toBe(`${item(`${home}/.config/opencode/AGENTS.md`, "g")}\n${item("/r/AGENTS.md", "p")}`);
    });

    it("OPENCODE_CONFIG_DIR's AGENTS.md wins over the global one when both exist (instruction.test.ts)", () => {
      const r = run(
        "/w",
        { "/cfg/AGENTS.md": "cfg", [`${home}/.config/opencode/AGENTS.md`]: "g" },
        { env: { OPENCODE_CONFIG_DIR: "/cfg" } },
      );
      expect(r.prompt).toBe(item("/cfg/AGENTS.md", "cfg"));
      expect(statusOf(r, `${home}/.config/opencode/AGENTS.md`)).toEqual(["unmatched"]);
    });

    it("OPENCODE_CONFIG_DIR replaces the global folder: with no AGENTS.md there, ~/.claude/CLAUDE.md is next, not ~/.config/opencode/AGENTS.md", () => {
      const r = run(
        "/w",
        { "/cfg/opencode.json": "{}", [`${home}/.config/opencode/AGENTS.md`]: "g", [`${home}/.claude/CLAUDE.md`]: "cc" },
        { env: { OPENCODE_CONFIG_DIR: "/cfg" } },
      );
      expect(r.prompt).toBe(item(`${home}/.claude/CLAUDE.md`, "cc"));
      expect(statusOf(r, `${home}/.config/opencode/AGENTS.md`)).toEqual(["unmatched"]);
    });

    it("an empty OPENCODE_CONFIG_DIR still replaces the folder (`??`): AGENTS.md resolves in the working directory, as the global file", () => {
      const r = run("/w", { "/w/AGENTS.md": "here", [`${home}/.config/opencode/AGENTS.md`]: "g" }, { env: { OPENCODE_CONFIG_DIR: "" } });
      expect(r.prompt).toBe(item("/w/AGENTS.md", "here"));
      expect(r.sources.find((x) => x.path === "/w/AGENTS.md" && x.status === "included")?.layer).toBe("global");
      expect(statusOf(r, "/w/AGENTS.md")).toContain("duplicate");
    });

    it("opencodeGlobalConfigDir follows XDG_CONFIG_HOME, else ~/.config", () => {
      expect(opencodeGlobalConfigDir({}, "/h", "/")).toBe("/h/.config/opencode");
      expect(opencodeGlobalConfigDir({ XDG_CONFIG_HOME: "/x" }, "/h", "/")).toBe("/x/opencode");
      expect(opencodeGlobalConfigDir({ XDG_CONFIG_HOME: "" }, "/h", "/")).toBe("/h/.config/opencode");
    });
  });

  describe("environment toggles", () => {
    const files: Files = { ...git("/r"), "/r/CLAUDE.md": "pc", "/r/CONTEXT.md": "ctx", "/home/user/.claude/CLAUDE.md": "gc" };
    it("OPENCODE_DISABLE_CLAUDE_CODE_PROMPT drops project and global CLAUDE.md", () => {
      const r = run("/r", files, { env: { OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: "1" } });
      expect(r.prompt).toBe(item("/r/CONTEXT.md", "ctx"));
      expect(statusOf(r, "/r/CLAUDE.md")).toEqual(["disabled"]);
      expect(statusOf(r, "/home/user/.claude/CLAUDE.md")).toEqual(["disabled"]);
    });

    it("OPENCODE_DISABLE_CLAUDE_CODE implies _PROMPT", () => {
      expect(run("/r", files, { env: { OPENCODE_DISABLE_CLAUDE_CODE: "yes" } }).prompt).toBe(item("/r/CONTEXT.md", "ctx"));
    });

    it("truthiness: Claude toggles take Effect booleans (case-sensitive); project config takes true/1 in any case", () => {
      expect(["true", "yes", "on", "1", "y"].map(effectBoolean)).toEqual([true, true, true, true, true]);
      expect(["false", "no", "off", "0", "n", undefined].map(effectBoolean)).toEqual([false, false, false, false, false, false]);
      expect(effectBoolean("TRUE")).toBe("invalid");
      // opencode 1.18.33 stops at start-up on an empty value too (SchemaError ... got "").
      expect(effectBoolean("")).toBe("invalid");
      expect([truthy("TRUE"), truthy("1"), truthy("yes"), truthy(undefined)]).toEqual([true, true, false, false]);
    });

    it("an unaccepted Claude toggle value is an error diagnostic and counts as off", () => {
      const r = run("/r", files, { env: { OPENCODE_DISABLE_CLAUDE_CODE: "TRUE" } });
      expect(codes(r)).toContain("env-value-invalid");
      expect(r.prompt).toContain(item("/home/user/.claude/CLAUDE.md", "gc"));
    });

    it("OPENCODE_DISABLE_PROJECT_CONFIG=yes is not on (only true/1)", () => {
      const r = run("/r", files, { env: { OPENCODE_DISABLE_PROJECT_CONFIG: "yes" } });
      expect(r.prompt).toContain(item("/r/CLAUDE.md", "pc"));
      expect(codes(r)).toContain("env-value-invalid");
    });
  });

  describe("config instructions", () => {
    it("~/ expands to home; absolute entries glob their last segment only", () => {
      const files: Files = { "/home/user/n/a.md": "a", "/home/user/n/b.md": "b", "/opt/x/k/r.md": "r" };
      const r = run("/w", files, { config: { instructions: ["~/n/*.md", "/opt/*/k/r.md"] } });
      expect(r.prompt).toBe(`${item("/home/user/n/a.md", "a")}\n${item("/home/user/n/b.md", "b")}`);
      expect(codes(r)).toContain("instruction-no-match");
    });

    it("relative entries glob at every directory from the cwd up to the worktree, nearest first, dot files included", () => {
      const files: Files = {
        ...git("/r"),
        "/r/.rules/a.md": "ra",
        "/r/sub/.rules/b.md": "sb",
        "/r/sub/.rules/.hidden.md": "h",
        "/.rules/c.md": "outside",
      };
      const r = run("/r/sub", files, { config: { instructions: [".rules/*.md"] } });
      expect(included(r)).toEqual(["/r/sub/.rules/.hidden.md", "/r/sub/.rules/b.md", "/r/.rules/a.md"]);
    });

    it("only files match, not directories", () => {
      expect(run("/w", { "/w/d.md/x": "x", "/w/e.md": "e" }, { config: { instructions: ["*.md"] } }).prompt).toBe(item("/w/e.md", "e"));
    });

    it("order is global, project, config; a path already loaded keeps its first position (duplicate)", () => {
      const files: Files = { ...git("/r"), "/r/AGENTS.md": "p", "/r/extra.md": "e", "/home/user/.config/opencode/AGENTS.md": "g" };
      const r = run("/r", files, { config: { instructions: ["extra.md", "AGENTS.md", "/home/user/.config/opencode/AGENTS.md"] } });
      expect(r.prompt).toBe(
        [item("/home/user/.config/opencode/AGENTS.md", "g"), item("/r/AGENTS.md", "p"), item("/r/extra.md", "e")].join("\n"),
      );
      expect(statusOf(r, "/r/AGENTS.md")).toEqual(["included", "duplicate"]);
    });

    it("URLs are listed as sources with a diagnostic, never fetched or invented", () => {
      const r = run("/w", { "/w/a.md": "a" }, { config: { instructions: ["https://x.dev/r.md", "a.md", "http://y.dev/s.md"] } });
      expect(r.prompt).toBe(item("/w/a.md", "a"));
      expect(r.sources.map((s) => [s.path, s.status])).toEqual([
        ["/w/a.md", "included"],
        ["https://x.dev/r.md", "unreadable"],
        ["http://y.dev/s.md", "unreadable"],
      ]);
      expect(codes(r).filter((c) => c === "url-not-fetched")).toHaveLength(2);
    });

    it("opencode.json(c) in the tree: global files replace each other, project layers concatenate root first", () => {
      const files: Files = {
        ...git("/r"),
        "/home/user/.config/opencode/opencode.json": '{"instructions":["~/replaced.md"]}',
        "/home/user/.config/opencode/opencode.jsonc": '{ /* wins */ "instructions": ["~/g.md"] }',
        "/r/opencode.json": '{"instructions":["root.md"]}',
        "/r/sub/opencode.jsonc": '{"instructions":["sub.md", "root.md"]}',
        "/home/user/g.md": "g",
        "/home/user/replaced.md": "never",
        "/r/root.md": "root",
        "/r/sub/sub.md": "sub",
      };
      const r = run("/r/sub", files, { config: { instructions: ["~/g.md"] } });
      expect(r.prompt).toBe([item("/home/user/g.md", "g"), item("/r/root.md", "root"), item("/r/sub/sub.md", "sub")].join("\n"));
      expect(r.prompt).not.toContain("never");
    });

    it("OPENCODE_DISABLE_PROJECT_CONFIG: project opencode.json is skipped and relative entries glob in the global config dir", () => {
      const files: Files = {
        "/w/opencode.json": '{"instructions":["w.md"]}',
        "/w/w.md": "w",
        "/w/rel.md": "cwd",
        "/home/user/.config/opencode/rel.md": "global dir",
      };
      const r = run("/w", files, { env: { OPENCODE_DISABLE_PROJECT_CONFIG: "1" }, config: { instructions: ["rel.md"] } });
      expect(r.prompt).toBe(item("/home/user/.config/opencode/rel.md", "global dir"));
    });

    it("OPENCODE_DISABLE_PROJECT_CONFIG with OPENCODE_CONFIG_DIR: relative entries glob in OPENCODE_CONFIG_DIR (the Global service's config dir)", () => {
      const files: Files = { "/cfg/rel.md": "cfg dir", "/home/user/.config/opencode/rel.md": "global dir", "/w/x": "" };
      const r = run("/w", files, {
        env: { OPENCODE_DISABLE_PROJECT_CONFIG: "1", OPENCODE_CONFIG_DIR: "/cfg" },
        config: { instructions: ["rel.md"] },
      });
      expect(r.prompt).toBe(item("/cfg/rel.md", "cfg dir"));
    });

    it("malformed config is a diagnostic, never a throw", () => {
      const r = run(
        "/w",
        { "/w/opencode.json": "{ nope", "/w/.opencode/opencode.json": '{"instructions": "x.md"}' },
        { config: { instructions: [3] } },
      );
      expect(codes(r).filter((c) => c === "config-unparsable")).toHaveLength(1);
      expect(codes(r).filter((c) => c === "setting-invalid")).toHaveLength(2);
      expect(r.prompt).toBe("");
    });
  });

  describe("text and placement", () => {
    it("each item is `Instructions from: <abs path>\\n<content>`, items joined by one newline (llm.ts)", () => {
      expect(SYSTEM_PART_SEPARATOR).toBe("\n");
      const r = run("/r/a", { ...git("/r"), "/r/AGENTS.md": "two\n", "/r/a/AGENTS.md": "one\n" });
      expect(r.prompt).toBe("Instructions from: /r/a/AGENTS.md\none\n\nInstructions from: /r/AGENTS.md\ntwo\n");
    });

    it("empty files are dropped; whitespace-only files are kept", () => {
      const r = run("/r/a", { ...git("/r"), "/r/AGENTS.md": "", "/r/a/AGENTS.md": " \n" });
      expect(r.prompt).toBe(item("/r/a/AGENTS.md", " \n"));
      expect(statusOf(r, "/r/AGENTS.md")).toEqual(["empty"]);
    });

    it("no size limit, no frontmatter parsing, no @imports: text is passed through verbatim", () => {
      const big = "---\nglobs: x\n---\n@docs/a.md\n" + "rule line\n".repeat(20000);
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": big, "/r/docs/a.md": "imported?" });
      expect(r.prompt).toBe(item("/r/AGENTS.md", big));
      expect(r.sources.map((s) => s.path)).toEqual(["/r/AGENTS.md"]);
    });

    it("blocks: base prompt and env placeholders, then the instruction part in the system prompt", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": "p" });
      expect(r.blocks.map((b) => [b.role, b.placeholder === true, b.text])).toEqual([
        ["system", true, ""],
        ["system", true, ""],
        ["system", false, r.prompt],
      ]);
    });

    it("content parts point at their file, labels are frame", () => {
      const r = run("/r", { ...git("/r"), "/r/AGENTS.md": "p" });
      // "Instructions from: " (19) + "/r/AGENTS.md" (12) + "\n" (1) = 32 frame characters, then "p".
      expect(r.parts).toEqual([
        { start: 0, end: 32, kind: "frame" },
        { start: 32, end: 33, kind: "content", path: "/r/AGENTS.md" },
      ]);
    });
  });

  describe("nested files on read (resolve + tool/read.ts)", () => {
    const files: Files = {
      ...git("/r"),
      "/r/AGENTS.md": "root",
      "/r/pkg/AGENTS.md": "pkg",
      "/r/pkg/CLAUDE.md": "pkg claude",
      "/r/pkg/src/CONTEXT.md": "src ctx",
      "/r/pkg/src/a.ts": "",
      "/r/pkg/src/b.ts": "",
      "/r/other.ts": "",
    };
    const reminder = (...items: string[]) => `\n\n<system-reminder>\n${items.join("\n\n")}\n</system-reminder>`;

    it("walks from the file's directory up to the cwd (excluded), first existing name per directory, nearest first", () => {
      const r = run("/r", files, { contextPaths: ["pkg/src/a.ts"] });
      expect(r.prompt).toBe(item("/r/AGENTS.md", "root"));
      const nested = r.blocks.filter((b) => b.trigger);
      expect(nested).toEqual([
        {
          role: "user",
          trigger: "read pkg/src/a.ts",
          label: "<system-reminder> attached to the read tool result",
          text: reminder(item("/r/pkg/src/CONTEXT.md", "src ctx"), item("/r/pkg/AGENTS.md", "pkg")),
        },
      ]);
      expect(r.sources.map((s) => [s.path, s.layer])).toEqual([
        ["/r/AGENTS.md", "project"],
        ["/r/pkg/src/CONTEXT.md", "nested"],
        ["/r/pkg/AGENTS.md", "nested"],
      ]);
    });

    it("a file already loaded (system prompt or an earlier read) is not attached again", () => {
      const r = run("/r", files, { contextPaths: ["pkg/src/a.ts", "pkg/src/b.ts", "other.ts"] });
      expect(r.blocks.filter((b) => b.trigger).map((b) => b.trigger)).toEqual(["read pkg/src/a.ts"]);
    });

    it("files in the system prompt are skipped, and the cwd itself is never searched", () => {
      const r = run("/r/pkg", files, { contextPaths: ["src/a.ts"] });
      expect(r.prompt).toBe(`${item("/r/pkg/AGENTS.md", "pkg")}\n${item("/r/AGENTS.md", "root")}`);
      expect(r.blocks.filter((b) => b.trigger).map((b) => b.text)).toEqual([reminder(item("/r/pkg/src/CONTEXT.md", "src ctx"))]);
    });

    it("reading an instruction file itself does not attach it", () => {
      const r = run("/r", files, { contextPaths: ["pkg/AGENTS.md"] });
      expect(r.blocks.filter((b) => b.trigger)).toEqual([]);
    });

    it("quirk: the raw string-prefix test treats /r/app2 as inside the cwd /r/app", () => {
      const r = run("/r/app", { ...git("/r"), "/r/app2/AGENTS.md": "sibling", "/r/app2/x.ts": "" }, { contextPaths: ["../app2/x.ts"] });
      expect(r.blocks.filter((b) => b.trigger).map((b) => b.text)).toEqual([reminder(item("/r/app2/AGENTS.md", "sibling"))]);
    });

    it("OPENCODE_DISABLE_CLAUDE_CODE drops CLAUDE.md from the read-time names too", () => {
      const r = run(
        "/r",
        { ...git("/r"), "/r/d/CLAUDE.md": "c", "/r/d/f.ts": "" },
        { contextPaths: ["d/f.ts"], env: { OPENCODE_DISABLE_CLAUDE_CODE: "1" } },
      );
      expect(r.blocks.filter((b) => b.trigger)).toEqual([]);
    });

    it("a context path that is not a file attaches nothing and says so", () => {
      const r = run("/r", files, { contextPaths: ["pkg/missing.ts"] });
      expect(r.blocks.filter((b) => b.trigger)).toEqual([]);
      expect(codes(r)).toContain("context-path-not-a-file");
    });
  });

  it("never throws on odd trees: loops, binary, invalid UTF-8, unreadable dirs", () => {
    const r = run(
      "/r/a",
      {
        ...git("/r"),
        "/r/a/AGENTS.md": { base64: "AAEC/w==" },
        "/r/AGENTS.md": { symlink: "/r/loop" },
        "/r/loop": { symlink: "/r/AGENTS.md" },
        "/r/rules": { dir: true, unreadable: true },
      },
      { config: { instructions: ["rules/**/*.md", "**/*.md"] }, contextPaths: ["a/../../etc"] },
    );
    expect(codes(r)).not.toContain("internal-error");
    expect(codes(r)).toContain("file-binary");
    // The loop at /r/AGENTS.md ends opencode's search for AGENTS.md, so a/AGENTS.md is no project
    // file; "**/*.md" still matches it (at /r/a, then again from /r: a duplicate).
    expect(statusOf(r, "/r/a/AGENTS.md")).toEqual(["included", "unreadable", "duplicate"]);
    expect(codes(r)).toContain("name-search-failed");
  });

  it("profile data: variants, toggles and config keys for the UI", () => {
    expect(opencode.variants.map((v) => v.id)).toEqual(["upstream", "seed", "config-dir-fallback"]);
    expect(opencode.variants.every((v) => v.models?.checked === "2026-11-26")).toBe(true);
    expect(opencode.defaultVariant).toBe("upstream");
    expect(opencode.envToggles.map((t) => t.name)).toContain("OPENCODE_DISABLE_PROJECT_CONFIG");
    expect(opencode.configKeys.map((k) => k.key)).toEqual(["instructions"]);
    for (const e of examplesOf(opencode.id)) {
      expect(e.id.startsWith("opencode-")).toBe(true);
      expect(resolve(e.scenario).prompt.length).toBeGreaterThan(0);
    }
  });
});

describe("config-dir-fallback: opencode after PR #11536 (early 2026)", () => {
  const home = "/home/user";
  const early = (cwd: string, files: Files, extra: Partial<Scenario> = {}) => run(cwd, files, { variant: "config-dir-fallback", ...extra });
  const globalFile = `${home}/.config/opencode/AGENTS.md`;

  it("prefers OPENCODE_CONFIG_DIR AGENTS.md over global when both exist", () => {
    const r = early("/w", { "/cfg/AGENTS.md": "profile", [globalFile]: "global" }, { env: { OPENCODE_CONFIG_DIR: "/cfg" } });
    expect(r.prompt).toBe(item("/cfg/AGENTS.md", "profile"));
    expect(statusOf(r, globalFile)).toEqual(["shadowed"]);
  });

  it("falls back to the global AGENTS.md when OPENCODE_CONFIG_DIR has none", () => {
    const r = early(
      "/w",
      { "/cfg/opencode.json": "{}", [globalFile]: "global", [`${home}/.claude/CLAUDE.md`]: "cc" },
      { env: { OPENCODE_CONFIG_DIR: "/cfg" } },
    );
    expect(r.prompt).toBe(item(globalFile, "global"));
    expect(statusOf(r, `${home}/.claude/CLAUDE.md`)).toEqual(["shadowed"]);
  });

  it("an empty OPENCODE_CONFIG_DIR counts as unset (a truthiness test)", () => {
    expect(early("/w", { "/w/x": "", [globalFile]: "global" }, { env: { OPENCODE_CONFIG_DIR: "" } }).prompt).toBe(
      item(globalFile, "global"),
    );
  });

  it("project files come before the global file", () => {
    const r = early("/r", { ...git("/r"), "/r/AGENTS.md": "p", [globalFile]: "g" });
    expect(r.prompt).toBe(`${item("/r/AGENTS.md", "p")}\n${item(globalFile, "g")}`);
  });

  it("project config off: relative entries glob in OPENCODE_CONFIG_DIR, and are skipped with a warning without it", () => {
    const files: Files = { "/cfg/rel.md": "cfg dir", [`${home}/.config/opencode/rel.md`]: "global dir", "/w/x": "" };
    const on = { OPENCODE_DISABLE_PROJECT_CONFIG: "1" };
    expect(early("/w", files, { env: { ...on, OPENCODE_CONFIG_DIR: "/cfg" }, config: { instructions: ["rel.md"] } }).prompt).toBe(
      item("/cfg/rel.md", "cfg dir"),
    );
    const r = early("/w", files, { env: on, config: { instructions: ["rel.md"] } });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("instruction-skipped");
  });
});
