/**
 * One test per rule of the agents.md standard (agentsmd/agents.md; see README.md for the sources), plus
 * the details README.md decides. Scenarios are built inline; expectations are written from the standard's
 * text and issue #91, not pasted from output.
 */
import { examplesOf } from "../examples";
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import { agentsMd } from ".";
import { LISTING } from "./facts";
import { codes, included as includedPaths, runner, statuses, triggered as edits } from "../../../test/agent-helpers";

const run = runner("agents-md", { cwd: "/repo", files: { "/repo/.git": { dir: true } } });
const entry = (label: string, path: string, text: string) => `\n[${label}: ${path}]\n${text}`;

describe("agents-md: format", () => {
  it("Format: plain Markdown with no required fields, sent as written (frontmatter is just text)", () => {
    const text = "---\ntitle: not parsed\n---\n# Anything\nfree text\n";
    const r = run({ "/repo/AGENTS.md": text });
    expect(r.prompt).toBe(LISTING.header + entry("Nearest AGENTS.md to the working directory", "/repo/AGENTS.md", text));
    expect(r.diagnostics).toEqual([]);
  });

  it("Tool setup: only a file named exactly AGENTS.md is read (agents.md, AGENTS.MD are not)", () => {
    const r = run({ "/repo/agents.md": "lower", "/repo/AGENTS.MD": "upper" });
    expect(r.prompt).toBe("");
    expect(r.sources).toEqual([]);
  });
});

describe("agents-md: conflicts (upstream)", () => {
  it("Conflicts: the closest AGENTS.md to the working directory governs the session; the ones above are shadowed", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/a/AGENTS.md": "A\n", "/repo/a/b/AGENTS.md": "B\n" }, { cwd: "/repo/a/b" });
    expect(r.prompt).toBe(LISTING.header + entry("Nearest AGENTS.md to the working directory", "/repo/a/b/AGENTS.md", "B\n"));
    expect(statuses(r, "/repo/a/AGENTS.md")).toEqual(["shadowed"]);
    expect(statuses(r, "/repo/AGENTS.md")).toEqual(["shadowed"]);
  });

  it("Conflicts: the closest AGENTS.md to each edited file wins for it, and is attached when that file is edited", () => {
    const files = { "/repo/AGENTS.md": "ROOT\n", "/repo/web/AGENTS.md": "WEB\n", "/repo/web/src/App.tsx": "", "/repo/README.md": "" };
    const r = run(files, { contextPaths: ["web/src/App.tsx", "README.md"] });
    expect(r.prompt).toContain("ROOT\n");
    expect(r.prompt).not.toContain("WEB");
    const [web, readme] = edits(r);
    expect(web.trigger).toBe("edit web/src/App.tsx");
    expect(web.text).toBe(entry("Nearest AGENTS.md to web/src/App.tsx", "/repo/web/AGENTS.md", "WEB\n"));
    expect(readme.trigger).toBe("edit README.md");
    expect(readme.text).toBe(LISTING.alreadyInContext("Nearest AGENTS.md to README.md", "/repo/AGENTS.md"));
    // Session-start sources first, then what the edits brought.
    expect(includedPaths(r)).toEqual(["/repo/AGENTS.md", "/repo/web/AGENTS.md"]);
    expect(statuses(r, "/repo/AGENTS.md")).toEqual(["included", "shadowed", "duplicate"]);
  });

  it("Conflicts: with no context paths the working directory is the edited location", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/pkg/AGENTS.md": "PKG\n" }, { cwd: "/repo/pkg" });
    expect(edits(r)).toEqual([]);
    expect(r.prompt).toContain("PKG\n");
    expect(r.prompt).not.toContain("ROOT");
  });

  it("Conflicts: a context path that is a folder is its own edited location", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/pkg/AGENTS.md": "PKG\n" }, { contextPaths: ["/repo/pkg"] });
    expect(edits(r)[0].text).toContain("PKG\n");
  });

  it("Conflicts: an edited file with no AGENTS.md up to its repo root gets a block saying so", () => {
    const r = run({ "/repo/x.ts": "" }, { contextPaths: ["x.ts"] });
    expect(edits(r)).toEqual([{ role: "user", label: "No AGENTS.md governs x.ts", text: "", trigger: "edit x.ts" }]);
  });

  it("Conflicts: an empty nearest AGENTS.md still wins, so the file above does not apply", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/pkg/AGENTS.md": "  \n" }, { cwd: "/repo/pkg" });
    expect(r.prompt).not.toContain("ROOT");
    expect(statuses(r, "/repo/pkg/AGENTS.md")).toEqual(["empty"]);
    expect(statuses(r, "/repo/AGENTS.md")).toEqual(["shadowed"]);
    expect(codes(r)).toContain("empty-agents-md-wins");
  });

  it("Conflicts: the walk up stops at the repo root (a .git folder or file); files above are listed as not candidates", () => {
    const r = resolve({
      version: 1,
      agent: "agents-md",
      cwd: "/w/repo/app",
      files: { "/w/AGENTS.md": "OUT\n", "/w/repo/.git": "gitdir: x\n", "/w/repo/app/f": "" },
    });
    expect(r.prompt).toBe("");
    expect(statuses(r, "/w/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("Conflicts: without a .git the walk goes up to /, with a note", () => {
    const r = resolve({ version: 1, agent: "agents-md", cwd: "/w/app", files: { "/AGENTS.md": "TOP\n" } });
    expect(r.prompt).toContain("TOP\n");
    expect(codes(r)).toContain("no-repo-root");
  });

  it("Conflicts: an AGENTS.md that cannot be read does not win; the walk goes on", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/a/AGENTS.md": { symlink: "/repo/a/AGENTS.md" } }, { cwd: "/repo/a" });
    expect(r.prompt).toContain("ROOT\n");
    expect(statuses(r, "/repo/a/AGENTS.md")).toEqual(["unreadable"]);
  });
});

describe("agents-md: user prompts", () => {
  it("Conflicts: explicit user chat prompts override everything, so the prompt is its own block after the AGENTS.md text", () => {
    const r = run({ "/repo/AGENTS.md": "Use spaces.\n" }, { prompt: "Use tabs." });
    expect(r.blocks.map((b) => b.label)).toEqual([
      expect.stringContaining("system prompt"),
      expect.stringContaining("AGENTS.md for the working directory"),
      expect.stringContaining("User chat prompt: overrides every AGENTS.md"),
    ]);
    expect(r.blocks[2]).toMatchObject({ role: "user", text: "Use tabs." });
    expect(r.prompt).not.toContain("Use tabs.");
  });
});

describe("agents-md: migration", () => {
  it("Migration: AGENT.md as a symlink to AGENTS.md is not a second file; AGENTS.md is read once", () => {
    const r = run({ "/repo/AGENTS.md": "RULES\n", "/repo/AGENT.md": { symlink: "AGENTS.md" } });
    expect(r.prompt.split("RULES").length - 1).toBe(1);
    expect(r.sources.map((s) => s.path)).toEqual(["/repo/AGENTS.md"]);
    expect(codes(r)).not.toContain("legacy-agent-md");
  });

  it("Migration: a lone AGENT.md is not read, and a note says to rename it", () => {
    const r = run({ "/repo/AGENT.md": "OLD\n" });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("legacy-agent-md");
  });
});

describe("agents-md: nested-stack variant", () => {
  it("nested-stack: every AGENTS.md from the repo root down to the folder, root first, nearest last", () => {
    const files = { "/repo/AGENTS.md": "ROOT\n", "/repo/a/AGENTS.md": "A\n", "/repo/a/b/AGENTS.md": "B\n" };
    const r = run(files, { cwd: "/repo/a/b", variant: "nested-stack" });
    const label = "AGENTS.md on the way to the working directory (root first, nearest last)";
    expect(r.prompt).toBe(
      LISTING.header +
        entry(label, "/repo/AGENTS.md", "ROOT\n") +
        entry(label, "/repo/a/AGENTS.md", "A\n") +
        entry(label, "/repo/a/b/AGENTS.md", "B\n"),
    );
  });

  it("nested-stack: an edited file attaches only the files not yet in context", () => {
    const files = { "/repo/AGENTS.md": "ROOT\n", "/repo/a/AGENTS.md": "A\n", "/repo/a/f.ts": "" };
    const r = run(files, { variant: "nested-stack", contextPaths: ["a/f.ts"] });
    const label = "AGENTS.md on the way to a/f.ts (root first, nearest last)";
    expect(edits(r)[0].text).toBe(LISTING.alreadyInContext(label, "/repo/AGENTS.md") + entry(label, "/repo/a/AGENTS.md", "A\n"));
    expect(includedPaths(r)).toEqual(["/repo/AGENTS.md", "/repo/a/AGENTS.md"]);
  });
});

describe("agents-md: issue #91 (proposal-91 variant)", () => {
  const home = "/home/user";
  const p91 = runner("agents-md", { variant: "proposal-91", cwd: `${home}/code/app` });

  it("Issue #91: precedence .agents.local.md > ./AGENTS.md > ../AGENTS.md up to $HOME > ~/.config/agents/AGENTS.md, listed lowest first", () => {
    const r = p91({
      [`${home}/code/app/.agents.local.md`]: "LOCAL\n",
      [`${home}/code/app/AGENTS.md`]: "PROJECT\n",
      [`${home}/code/AGENTS.md`]: "PARENT\n",
      [`${home}/AGENTS.md`]: "HOME\n",
      "/home/AGENTS.md": "ABOVE HOME\n",
      [`${home}/.config/agents/AGENTS.md`]: "GLOBAL\n",
    });
    const order = ["GLOBAL", "HOME", "PARENT", "PROJECT", "LOCAL"].map((t) => r.prompt.indexOf(t));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(r.prompt).not.toContain("ABOVE HOME");
    expect(statuses(r, "/home/AGENTS.md")).toEqual(["unmatched"]);
  });

  it("Issue #91: $XDG_CONFIG_HOME/agents/AGENTS.md replaces ~/.config/agents/AGENTS.md", () => {
    const files = { [`${home}/.config/agents/AGENTS.md`]: "DEFAULT\n", "/xdg/agents/AGENTS.md": "XDG\n" };
    const r = p91(files, { env: { XDG_CONFIG_HOME: "/xdg" } });
    expect(r.prompt).toContain("XDG\n");
    expect(r.prompt).not.toContain("DEFAULT");
  });

  it("Issue #91: on Windows the global file is %APPDATA%\\agents\\AGENTS.md", () => {
    const r = p91(
      { [`${home}/AppData/Roaming/agents/AGENTS.md`]: "WIN\n", [`${home}/.config/agents/AGENTS.md`]: "LINUX\n" },
      { session: { os: "win32" } },
    );
    expect(r.prompt).toContain("WIN\n");
    expect(r.prompt).not.toContain("LINUX");
  });

  it("Issue #91: .agents.local.md is read in the working directory only", () => {
    const r = p91({ [`${home}/code/.agents.local.md`]: "PARENT LOCAL\n", [`${home}/code/app/.agents.local.md`]: "HERE\n" });
    expect(r.prompt).toContain("HERE\n");
    expect(r.prompt).not.toContain("PARENT LOCAL");
  });

  it("Competing proposal: ~/.agents/AGENTS.md is not read by #91; it is listed as such", () => {
    const r = p91({ [`${home}/.agents/AGENTS.md`]: "COMPETING\n" });
    expect(r.prompt).toBe("");
    expect(statuses(r, `${home}/.agents/AGENTS.md`)).toEqual(["unmatched"]);
  });

  it("Issue #91: the upstream reading reads no global file at all", () => {
    const r = resolve({
      version: 1,
      agent: "agents-md",
      cwd: `${home}/code/app`,
      files: { [`${home}/.config/agents/AGENTS.md`]: "GLOBAL\n" },
    });
    expect(r.prompt).toBe("");
  });
});

describe("agents-md: profile data", () => {
  it("is order-only, with upstream as the default variant and examples prefixed with its id", () => {
    expect(agentsMd.textFidelity).toBe("order-only");
    expect(agentsMd.defaultVariant).toBe("upstream");
    expect(agentsMd.variants.map((v) => v.id)).toEqual(["upstream", "nested-stack", "proposal-91"]);
    for (const e of examplesOf(agentsMd.id)) {
      expect(e.id.startsWith("agents-md-")).toBe(true);
      const r = resolve(e.scenario);
      expect(r.diagnostics.filter((d) => d.level !== "info")).toEqual([]);
      expect(r.prompt).not.toBe("");
    }
  });
});
