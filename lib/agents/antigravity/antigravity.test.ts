/** One test per rule of Google Antigravity's rule loading (README.md lists each source). */
import { describe, expect, it } from "vitest";
import { antigravity } from ".";
import { codes, inPrompt, runner, statuses as status } from "../../../test/agent-helpers";

const GLOBAL = "/home/user/.gemini/GEMINI.md";
const run = runner("antigravity", { cwd: "/repo" });
const rule = (trigger: string, body: string, more = "") => `---\ntrigger: ${trigger}\n${more}---\n${body}\n`;

describe("antigravity: locations", () => {
  it("global rules: ~/.gemini/GEMINI.md is sent in every workspace, first", () => {
    const res = run({ [GLOBAL]: "Global\n", "/repo/.agents/rules/a.md": rule("always_on", "A") });
    expect(inPrompt(res)).toEqual([GLOBAL, "/repo/.agents/rules/a.md"]);
  });
  it("workspace rules: .md files directly in .agents/rules; other files are not rules", () => {
    const res = run({
      "/repo/.agents/rules/a.md": rule("always_on", "A"),
      "/repo/.agents/rules/b.txt": "B",
      "/repo/pkg/.agents/rules/c.md": rule("always_on", "C"),
    });
    expect(inPrompt(res)).toEqual(["/repo/.agents/rules/a.md"]);
    expect(status(res, "/repo/.agents/rules/b.txt")).toEqual(["unmatched"]);
  });
  it("legacy: .agent/rules is read when there is no .agents folder, with a note", () => {
    const res = run({ "/repo/.agent/rules/a.md": rule("always_on", "Legacy A") });
    expect(res.prompt).toContain("Legacy A");
    expect(codes(res)).toContain("deprecated-name");
  });
  it("legacy: when .agents exists, .agent/rules is not read (shadowed)", () => {
    const res = run({ "/repo/.agents/skills/x/SKILL.md": "s", "/repo/.agent/rules/a.md": rule("always_on", "Legacy A") });
    expect(res.prompt).not.toContain("Legacy A");
    expect(status(res, "/repo/.agent/rules/a.md")).toEqual(["shadowed"]);
  });
  it("workspace or git root: the git root's rules folder is read too, before the workspace's", () => {
    const files = {
      "/r/.git": { dir: true as const },
      "/r/.agents/rules/top.md": rule("always_on", "Top"),
      "/r/app/.agents/rules/own.md": rule("always_on", "Own"),
    };
    expect(inPrompt(run(files, { cwd: "/r/app" }))).toEqual(["/r/.agents/rules/top.md", "/r/app/.agents/rules/own.md"]);
  });
  it("upstream (1.20.3+): GEMINI.md then AGENTS.md at the workspace root, after the global file", () => {
    const res = run({ [GLOBAL]: "G", "/repo/AGENTS.md": "Agents", "/repo/GEMINI.md": "Gemini", "/repo/sub/AGENTS.md": "Sub" });
    expect(inPrompt(res)).toEqual([GLOBAL, "/repo/GEMINI.md", "/repo/AGENTS.md"]);
  });
  it("pre-agents-md (before 1.20.3): AGENTS.md is not read", () => {
    const res = run({ "/repo/AGENTS.md": "Agents", "/repo/GEMINI.md": "Gemini" }, { variant: "pre-agents-md" });
    expect(inPrompt(res)).toEqual(["/repo/GEMINI.md"]);
  });
});

describe("antigravity: activation modes", () => {
  it("always_on is sent at session start", () => {
    expect(run({ "/repo/.agents/rules/a.md": rule("always_on", "Always") }).prompt).toContain("Always");
  });
  it("manual is sent only when the prompt @mentions the rule's file name", () => {
    const files = { "/repo/.agents/rules/release.md": rule("manual", "Release steps") };
    expect(run(files).prompt).not.toContain("Release steps");
    const res = run(files, { prompt: "follow @release" });
    expect(res.prompt).toContain("Release steps");
    expect(res.sources.find((s) => s.path === "/repo/.agents/rules/release.md")?.matchedBy).toEqual(["@release"]);
  });
  it("model_decision offers only its description, in its own block", () => {
    const res = run({ "/repo/.agents/rules/perf.md": rule("model_decision", "Perf text", "description: Speed tips\n") });
    expect(res.prompt).not.toContain("Perf text");
    expect(status(res, "/repo/.agents/rules/perf.md")).toEqual(["offered"]);
    expect(res.blocks.some((b) => b.text.includes("Speed tips"))).toBe(true);
  });
  it("glob attaches when a matching file is read, in a block triggered by that read", () => {
    const files = { "/repo/.agents/rules/ts.md": rule("glob", "TS rule", "globs: src/**/*.ts\n"), "/repo/src/a.ts": "", "/repo/b.ts": "" };
    expect(status(run(files, { contextPaths: ["/repo/b.ts"] }), "/repo/.agents/rules/ts.md")).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: ["/repo/src/a.ts"] });
    expect(res.prompt).not.toContain("TS rule");
    expect(res.blocks.find((b) => b.trigger === "read /repo/src/a.ts")?.text).toContain("TS rule");
  });
  it("no trigger: treated as manual (a live test found such rules are not applied), with a note", () => {
    const res = run({ "/repo/.agents/rules/plain.md": "Plain rule\n" });
    expect(res.prompt).not.toContain("Plain rule");
    expect(codes(res)).toContain("no-trigger");
    expect(run({ "/repo/.agents/rules/plain.md": "Plain rule\n" }, { prompt: "@plain" }).prompt).toContain("Plain rule");
  });
});

describe("antigravity: limits and references", () => {
  it("a rule file is limited to 12,000 characters (cut, with a warning)", () => {
    const res = run({ "/repo/.agents/rules/a.md": rule("always_on", "é".repeat(12000) + "END") });
    expect(res.prompt).toContain("é".repeat(12000));
    expect(res.prompt).not.toContain("END");
    expect(status(res, "/repo/.agents/rules/a.md")).toEqual(["truncated"]);
    expect(codes(res)).toContain("rule-over-limit");
  });
  it("@path in a rule: relative to the rule file, its text follows the rule", () => {
    const res = run(
      { "/repo/.agents/rules/a.md": rule("always_on", "See @../../AGENTS.md"), "/repo/AGENTS.md": "Agents text" },
      { variant: "pre-agents-md" },
    );
    expect(inPrompt(res)).toEqual(["/repo/.agents/rules/a.md", "/repo/AGENTS.md"]);
  });
  it("@/path: a real absolute path first, else under the workspace", () => {
    const res = run({ "/repo/.agents/rules/a.md": rule("always_on", "See @/docs/style.md"), "/repo/docs/style.md": "Style" });
    expect(inPrompt(res)).toEqual(["/repo/.agents/rules/a.md", "/repo/docs/style.md"]);
    const abs = run({
      "/repo/.agents/rules/a.md": rule("always_on", "See @/docs/style.md"),
      "/docs/style.md": "Abs",
      "/repo/docs/style.md": "Style",
    });
    expect(inPrompt(abs)).toEqual(["/repo/.agents/rules/a.md", "/docs/style.md"]);
  });
  it("@path to a file already in context is a duplicate; a missing one is reported", () => {
    const res = run({
      "/repo/AGENTS.md": "Agents",
      "/repo/.agents/rules/a.md": rule("always_on", "See @../../AGENTS.md and @../../NOPE.md"),
    });
    expect(status(res, "/repo/AGENTS.md")).toEqual(["included", "duplicate"]);
    expect(codes(res)).toContain("missing-reference");
  });
});

describe("antigravity: order-only text and variants", () => {
  it("the listing says it is Rulescope's, not Antigravity's wording", () => {
    expect(run({ "/repo/GEMINI.md": "x" }).prompt.startsWith("[Rulescope listing: Google Antigravity does not publish")).toBe(true);
  });
  it("every variant names the release it models and the day it was checked", () => {
    for (const v of antigravity.variants) {
      expect(v.models?.version, v.id).toBeTruthy();
      expect(v.models?.checked, v.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
