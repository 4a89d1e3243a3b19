/** One test per rule of Windsurf's rules (docs.windsurf.com memories and agents-md pages). */
import { describe, expect, it } from "vitest";
import { windsurf } from ".";
import { inPrompt as included, runner, statuses as status } from "../../../test/agent-helpers";

const GLOBAL = "/home/user/.codeium/windsurf/memories/global_rules.md";
const run = runner("windsurf", { cwd: "/repo" });
const rule = (trigger: string, body: string, more = "") => `---\ntrigger: ${trigger}\n${more}---\n${body}\n`;

describe("windsurf: locations", () => {
  it("global: ~/.codeium/windsurf/memories/global_rules.md is always sent, first", () => {
    const res = run({ [GLOBAL]: "Global text\n", "/repo/.windsurf/rules/a.md": rule("always_on", "A") });
    expect(included(res)).toEqual([GLOBAL, "/repo/.windsurf/rules/a.md"]);
    expect(res.prompt).toContain("Global text");
  });
  it("workspace: .md files in .windsurf/rules of the workspace and of its subfolders", () => {
    const res = run({
      "/repo/.windsurf/rules/a.md": rule("always_on", "A"),
      "/repo/pkg/.windsurf/rules/b.md": rule("always_on", "B"),
      "/repo/.windsurf/rules/c.txt": "C",
    });
    expect(included(res)).toEqual(["/repo/.windsurf/rules/a.md", "/repo/pkg/.windsurf/rules/b.md"]);
    expect(status(res, "/repo/.windsurf/rules/c.txt")).toEqual(["unmatched"]);
  });
  it("workspace: parents up to the git root, and no higher; without git only the workspace", () => {
    const files = {
      "/w/.windsurf/rules/top.md": rule("always_on", "Top"),
      "/w/repo/.windsurf/rules/root.md": rule("always_on", "Root"),
      "/w/repo/app/x": "",
    };
    expect(run({ ...files, "/w/repo/.git": { dir: true } }, { cwd: "/w/repo/app" }).prompt).toContain("Root");
    expect(run({ ...files, "/w/repo/.git": { dir: true } }, { cwd: "/w/repo/app" }).prompt).not.toContain("Top");
    expect(run(files, { cwd: "/w/repo/app" }).prompt).toBe("");
  });
  it("upstream (Devin Desktop): .devin/rules is read, in the workspace and its subfolders, before .windsurf/rules", () => {
    const res = run({
      "/repo/.windsurf/rules/w.md": rule("always_on", "W"),
      "/repo/.devin/rules/d.md": rule("always_on", "D"),
      "/repo/pkg/.devin/rules/p.md": rule("always_on", "P"),
    });
    expect(included(res)).toEqual(["/repo/.devin/rules/d.md", "/repo/.windsurf/rules/w.md", "/repo/pkg/.devin/rules/p.md"]);
    expect(res.diagnostics.map((d) => d.code)).toContain("windsurf-rules-fallback");
  });
  it("upstream: a .devin/rules file takes precedence over a .windsurf/rules file of the same name in the same folder", () => {
    const res = run({
      "/repo/.windsurf/rules/style.md": rule("always_on", "Old style"),
      "/repo/.devin/rules/style.md": rule("always_on", "New style"),
    });
    expect(res.prompt).toContain("New style");
    expect(res.prompt).not.toContain("Old style");
    expect(status(res, "/repo/.windsurf/rules/style.md")).toEqual(["shadowed"]);
    // No source says so: the reason the page shows marks it as Rulescope's inference.
    expect(res.sources.find((s) => s.path === "/repo/.windsurf/rules/style.md")?.reason).toContain("Inferred:");
  });
  it("upstream: .devin/rules in parents up to the git root", () => {
    const files = {
      "/w/repo/.git": { dir: true as const },
      "/w/repo/.devin/rules/root.md": rule("always_on", "Root"),
      "/w/repo/app/x": "",
    };
    expect(run(files, { cwd: "/w/repo/app" }).prompt).toContain("Root");
  });
  it("AGENTS.md in parents up to the git root (not above) attaches on the first read of any workspace file", () => {
    const files = {
      "/w/AGENTS.md": "Above",
      "/w/repo/.git": { dir: true as const },
      "/w/repo/AGENTS.md": "Repo root",
      "/w/repo/app/AGENTS.md": "App",
      "/w/repo/app/src/x.ts": "",
    };
    const quiet = run(files, { cwd: "/w/repo/app" });
    expect(quiet.prompt).toContain("App");
    expect(quiet.prompt).not.toContain("Repo root");
    expect(status(quiet, "/w/repo/AGENTS.md")).toEqual(["unmatched"]);
    const res = run(files, { cwd: "/w/repo/app", contextPaths: ["/w/repo/app/src/x.ts"] });
    expect(res.blocks.find((b) => b.trigger === "read /w/repo/app/src/x.ts")?.text).toContain("Repo root");
    expect(res.sources.some((s) => s.path === "/w/AGENTS.md")).toBe(false);
  });
  it("windsurf-docs (before the rename): .devin/rules is not read", () => {
    const res = run(
      { "/repo/.windsurf/rules/w.md": rule("always_on", "W"), "/repo/.devin/rules/d.md": rule("always_on", "D") },
      { variant: "windsurf-docs" },
    );
    expect(included(res)).toEqual(["/repo/.windsurf/rules/w.md"]);
    expect(res.diagnostics.map((d) => d.code)).not.toContain("windsurf-rules-fallback");
  });
  it("legacy: .windsurfrules in the workspace is read as always on", () => {
    const res = run({ "/repo/.windsurfrules": "Legacy\n" });
    expect(res.prompt).toContain("Legacy");
    expect(res.diagnostics.map((d) => d.code)).toContain("deprecated-name");
  });
});

describe("windsurf: triggers", () => {
  it("always_on is sent at session start", () => {
    expect(run({ "/repo/.windsurf/rules/a.md": rule("always_on", "Always") }).prompt).toContain("Always");
  });
  it("manual is sent only when the prompt @mentions the rule by file name", () => {
    const files = { "/repo/.windsurf/rules/release.md": rule("manual", "Release steps") };
    expect(run(files).prompt).not.toContain("Release steps");
    const res = run(files, { prompt: "do @release now" });
    expect(res.prompt).toContain("Release steps");
    expect(res.sources.find((s) => s.path === "/repo/.windsurf/rules/release.md")?.matchedBy).toEqual(["@release"]);
  });
  it("model_decision offers only its description (not sent, listed in its own block)", () => {
    const res = run({ "/repo/.windsurf/rules/perf.md": rule("model_decision", "Perf text", "description: Speed tips\n") });
    expect(res.prompt).not.toContain("Perf text");
    expect(status(res, "/repo/.windsurf/rules/perf.md")).toEqual(["offered"]);
    expect(res.blocks.some((b) => b.text.includes("Speed tips"))).toBe(true);
  });
  it("glob attaches when a context path matches, in a block triggered by that read", () => {
    const files = {
      "/repo/.windsurf/rules/ts.md": rule("glob", "TS rule", "globs: src/**/*.ts\n"),
      "/repo/src/a.ts": "",
      "/repo/b.ts": "",
    };
    expect(status(run(files, { contextPaths: ["/repo/b.ts"] }), "/repo/.windsurf/rules/ts.md")).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: ["/repo/src/a.ts"] });
    expect(res.prompt).not.toContain("TS rule");
    const block = res.blocks.find((b) => b.trigger === "read /repo/src/a.ts");
    expect(block?.text).toContain("TS rule");
    expect(res.sources.find((s) => s.path === "/repo/.windsurf/rules/ts.md")?.matchedBy).toEqual(["src/**/*.ts"]);
  });
});

describe("windsurf: limits", () => {
  it("a rule file is limited to 12,000 characters (cut, with a warning)", () => {
    const res = run({ "/repo/.windsurf/rules/a.md": rule("always_on", "é".repeat(12000) + "END") });
    expect(res.prompt).toContain("é".repeat(12000));
    expect(res.prompt).not.toContain("END");
    expect(status(res, "/repo/.windsurf/rules/a.md")).toEqual(["truncated"]);
  });
  it("global_rules.md is limited to 6,000 characters", () => {
    const res = run({ [GLOBAL]: "g".repeat(6000) + "END" });
    expect(res.prompt).not.toContain("END");
    expect(status(res, GLOBAL)).toEqual(["truncated"]);
  });
});

describe("windsurf: AGENTS.md", () => {
  it("at the workspace root it is an always-on rule", () => {
    expect(run({ "/repo/AGENTS.md": "Root agents\n" }).prompt).toContain("Root agents");
  });
  it("in a subfolder it is a glob rule for <dir>/**, attached when a file there is read", () => {
    const files = { "/repo/api/AGENTS.md": "API agents\n", "/repo/api/x.ts": "", "/repo/y.ts": "" };
    expect(status(run(files, { contextPaths: ["/repo/y.ts"] }), "/repo/api/AGENTS.md")).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: ["/repo/api/x.ts"] });
    expect(res.sources.find((s) => s.path === "/repo/api/AGENTS.md")?.matchedBy).toEqual(["api/**"]);
  });
});

describe("windsurf: order-only text", () => {
  it("the listing says it is Rulescope's, not Windsurf's wording", () => {
    expect(run({ "/repo/AGENTS.md": "x" }).prompt.startsWith("[Rulescope listing: Windsurf does not publish")).toBe(true);
  });
});

describe("windsurf: variants", () => {
  it("every variant names the upstream version it models and the day it was checked", () => {
    for (const v of windsurf.variants) {
      expect(v.models?.version, v.id).toBeTruthy();
      expect(v.models?.checked, v.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
