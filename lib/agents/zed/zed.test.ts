/**
 * One test per loading rule of the Zed Agent (zed-industries/zed crates/agent/src/agent.rs,
 * templates/system_prompt.hbs, prompt_store RULES_FILE_NAMES; zed.dev/docs/ai/instructions). The
 * expected texts are written from the template by hand, not taken from the resolver's output.
 */
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import { codes, runner, statuses } from "../../../test/agent-helpers";

const run = runner("zed", { cwd: "/w/shop" });

const HEAD =
  "## User's Custom Instructions\n\nThe following additional instructions are provided by the user and should be followed to the best of your ability without interfering with the tool use guidelines.\n\n";
const PROJECT =
  "### Project Rules\n\nThese instructions are scoped to the current project. They take precedence over the personal `AGENTS.md` above when they conflict.\n\nThere are project rules that apply to these root directories:\n";
const F = "``````";

describe("zed: project rules file", () => {
  it("first match: .rules beats every other name; the text sits in a six-backtick fence under root/name", () => {
    const r = run({ "/w/shop/.rules": "Use tabs.\n", "/w/shop/AGENTS.md": "Use spaces.\n" });
    expect(r.prompt).toBe(`${HEAD}${PROJECT}\`shop/.rules\`:\n${F}\nUse tabs.\n${F}\n\n`);
    expect(statuses(r, "/w/shop/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("list order (upstream, since #52495): AGENT.md and AGENTS.md come before CLAUDE.md and GEMINI.md", () => {
    const files = { "/w/shop/CLAUDE.md": "claude\n", "/w/shop/AGENTS.md": "agents\n", "/w/shop/GEMINI.md": "gemini\n" };
    expect(run(files).prompt).toContain("`shop/AGENTS.md`:\n``````\nagents\n``````");
    expect(run({ ...files, "/w/shop/AGENT.md": "agent\n" }).prompt).toContain("`shop/AGENT.md`:");
  });

  it("list order (claude-first, before #52495): CLAUDE.md came before AGENT.md and AGENTS.md", () => {
    const r = run({ "/w/shop/CLAUDE.md": "claude\n", "/w/shop/AGENTS.md": "agents\n" }, { variant: "claude-first" });
    expect(r.prompt).toContain("`shop/CLAUDE.md`:\n``````\nclaude\n``````");
    expect(statuses(r, "/w/shop/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("the compatibility names count: .github/copilot-instructions.md is read when nothing before it exists", () => {
    const r = run({ "/w/shop/.github/copilot-instructions.md": "copilot\n", "/w/shop/CLAUDE.md": "claude\n" });
    expect(r.prompt).toContain("`shop/.github/copilot-instructions.md`:\n``````\ncopilot\n``````");
  });

  it("worktree root only: a rules file in a subfolder is never read", () => {
    const r = run({ "/w/shop/packages/api/AGENTS.md": "api\n", "/w/AGENTS.md": "above\n" });
    expect(r.prompt).toBe("");
  });

  it("only files count: a .clinerules folder is skipped and the next name is used", () => {
    const r = run({ "/w/shop/.clinerules/a.md": "folder rules\n", "/w/shop/AGENTS.md": "agents\n" });
    expect(r.prompt).toContain("`shop/AGENTS.md`:");
    expect(r.prompt).not.toContain("folder rules");
  });

  it("the text is trimmed", () => {
    const r = run({ "/w/shop/.rules": "\n\n  Keep it short.  \n\n" });
    expect(r.prompt).toContain(`${F}\nKeep it short.\n${F}`);
  });

  it("an empty rules file still wins: an empty fence is sent and later names are not read", () => {
    const r = run({ "/w/shop/.rules": "  \n", "/w/shop/AGENTS.md": "agents\n" });
    expect(r.prompt).toBe(`${HEAD}${PROJECT}\`shop/.rules\`:\n${F}\n\n${F}\n\n`);
    expect(statuses(r, "/w/shop/.rules")).toEqual(["empty"]);
    expect(statuses(r, "/w/shop/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("a rules file that cannot be read gives no project rules: Zed does not fall back to the next name", () => {
    const r = run({ "/w/shop/.rules": { unreadable: true }, "/w/shop/AGENTS.md": "agents\n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/w/shop/.rules")).toEqual(["unreadable"]);
    expect(codes(r)).toContain("file-unreadable");
  });

  it("each worktree has its own rules file, in worktree order (config worktrees)", () => {
    const r = run({ "/w/shop/.rules": "shop\n", "/w/lib/CLAUDE.md": "lib\n" }, { config: { worktrees: ["../lib"] } });
    expect(r.prompt).toBe(`${HEAD}${PROJECT}\`shop/.rules\`:\n${F}\nshop\n${F}\n\`lib/CLAUDE.md\`:\n${F}\nlib\n${F}\n\n`);
  });

  it("the root name and path are HTML-escaped by handlebars ({{root_name}}); the text is not ({{{text}}})", () => {
    const r = resolve({ version: 1, agent: "zed", cwd: "/w/R&D", files: { "/w/R&D/.rules": "a < b & c\n" } });
    expect(r.prompt).toContain("`R&amp;D/.rules`:\n``````\na < b & c\n``````");
  });

  it("no tools (the Minimal profile): the tool-use clause is left out of the intro", () => {
    const r = run({ "/w/shop/.rules": "x\n" }, { session: { mode: "minimal" } });
    expect(r.prompt).toContain("followed to the best of your ability.\n\n");
  });
});

describe("zed: personal AGENTS.md (v1.4.0 and later)", () => {
  const PERSONAL =
    "### Personal `AGENTS.md`\n\nThese instructions apply to every project this user opens. Project-specific rules below may override them.\n\n";

  it("~/.config/zed/AGENTS.md comes first, then the project rules, which take precedence", () => {
    const r = run({ "/home/user/.config/zed/AGENTS.md": "Be brief.\n", "/w/shop/.rules": "Use tabs.\n" });
    expect(r.prompt).toBe(`${HEAD}${PERSONAL}${F}\nBe brief.\n${F}\n\n${PROJECT}\`shop/.rules\`:\n${F}\nUse tabs.\n${F}\n\n`);
  });

  it("alone, it still gets the section (and the template's closing blank line)", () => {
    const r = run({ "/home/user/.config/zed/AGENTS.md": "Be brief.\n" });
    expect(r.prompt).toBe(`${HEAD}${PERSONAL}${F}\nBe brief.\n${F}\n\n\n`);
  });

  it("Linux: $XDG_CONFIG_HOME/zed moves it; Windows: %APPDATA%\\Zed; macOS: always ~/.config/zed", () => {
    const files = { "/x/zed/AGENTS.md": "xdg\n", "/home/user/.config/zed/AGENTS.md": "dot-config\n", "/a/Zed/AGENTS.md": "appdata\n" };
    expect(run(files, { env: { XDG_CONFIG_HOME: "/x" } }).prompt).toContain("xdg");
    expect(run(files, { env: { XDG_CONFIG_HOME: "/x" }, session: { os: "darwin" } }).prompt).toContain("dot-config");
    expect(run(files, { env: { APPDATA: "/a" }, session: { os: "win32" } }).prompt).toContain("appdata");
  });

  it("a whitespace-only personal file is left out", () => {
    const r = run({ "/home/user/.config/zed/AGENTS.md": "\n \n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/home/user/.config/zed/AGENTS.md")).toEqual(["empty"]);
  });

  it("a personal file that cannot be read (or is not valid UTF-8) is left out, with a warning", () => {
    for (const entry of [{ unreadable: true as const }, { base64: "/w==" }]) {
      const r = run({ "/home/user/.config/zed/AGENTS.md": entry, "/w/shop/.rules": "x\n" });
      expect(r.prompt).not.toContain("### Personal");
      expect(statuses(r, "/home/user/.config/zed/AGENTS.md")).toEqual(["unreadable"]);
      expect(codes(r)).toContain("file-unreadable");
    }
  });

  it("before v1.4.0 there is no personal file; default rules lived in the Rules Library (not files), and the wording differed", () => {
    const r = run({ "/home/user/.config/zed/AGENTS.md": "Be brief.\n", "/w/shop/AGENTS.md": "agents\n" }, { variant: "rules-library" });
    expect(r.prompt).toBe(
      `## User's Custom Instructions\n\nThe following additional instructions are provided by the user, and should be followed to the best of your ability without interfering with the tool use guidelines.\n\nThere are project rules that apply to these root directories:\n\`shop/AGENTS.md\`:\n${F}\nagents\n${F}\n\n`,
    );
    expect(codes(r)).toContain("rules-library-not-modelled");
  });
});
