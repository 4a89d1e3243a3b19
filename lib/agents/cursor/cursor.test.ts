/**
 * One test per rule of Cursor's documented rule loading (cursor.com/docs/rules), plus the details
 * README.md decides. Scenarios are built inline; expectations are written from the docs, not pasted.
 */
import { describe, expect, it } from "vitest";
import { cursor } from ".";
import { codes, firstStatus as status, included as includedPaths, runner, triggered as attached } from "../../../test/agent-helpers";

const run = runner("cursor", { cwd: "/repo" });
const always = (text: string) => `---\nalwaysApply: true\n---\n${text}\n`;

describe("cursor: project rules", () => {
  it("Project Rules: .cursor/rules/**/*.mdc, subfolders included, in path order", () => {
    const r = run({
      "/repo/.cursor/rules/b.mdc": always("B"),
      "/repo/.cursor/rules/a/deep.mdc": always("DEEP"),
      "/repo/.cursor/rules/c.txt": always("TXT"),
    });
    expect(includedPaths(r)).toEqual(["/repo/.cursor/rules/a/deep.mdc", "/repo/.cursor/rules/b.mdc"]);
    expect(r.prompt).not.toContain("TXT");
  });

  it("current docs: a plain .md in .cursor/rules is ignored, with a warning", () => {
    const r = run({ "/repo/.cursor/rules/x.md": always("MD") });
    expect(r.prompt).toBe("");
    expect(status(r, "/repo/.cursor/rules/x.md")).toBe("unmatched");
    expect(codes(r)).toContain("md-rule-ignored");
  });

  it("older docs (md-rules variant): a .md rule is a rule, typed by the same frontmatter", () => {
    const files = { "/repo/.cursor/rules/x.md": always("MD"), "/repo/.cursor/rules/y.md": "no frontmatter\n" };
    const r = run(files, { variant: "md-rules" });
    expect(r.prompt).toContain("MD\n");
    expect(status(r, "/repo/.cursor/rules/y.md")).toBe("unmatched"); // no fields: Manual
  });

  it("nested .cursor/rules are scoped to their folder: nothing until a file under it is read", () => {
    const files = { "/repo/pkg/.cursor/rules/p.mdc": always("PKG"), "/repo/pkg/a.ts": "", "/repo/b.ts": "" };
    expect(run(files, { contextPaths: ["b.ts"] }).sources.map((s) => s.path)).not.toContain("/repo/pkg/.cursor/rules/p.mdc");
    const r = run(files, { contextPaths: ["b.ts", "pkg/a.ts"] });
    expect(r.prompt).toBe("");
    expect(attached(r).map((b) => b.trigger)).toEqual(["read pkg/a.ts"]);
    expect(attached(r)[0].text).toContain("PKG\n");
    expect(status(r, "/repo/pkg/.cursor/rules/p.mdc")).toBe("included");
  });

  it("a nested folder's glob rule is tried on every file read there, not only the first", () => {
    const files = {
      "/repo/pkg/.cursor/rules/css.mdc": "---\nglobs: '**/*.css'\n---\nCSS\n",
      "/repo/.cursor/rules/md.mdc": "---\nglobs: '**/*.md'\n---\nMD\n",
      "/repo/pkg/src/a.ts": "",
      "/repo/pkg/src/b.md": "",
      "/repo/pkg/src/c.css": "",
    };
    const r = run(files, { contextPaths: ["pkg/src/a.ts", "pkg/src/b.md", "pkg/src/c.css"] });
    expect(attached(r).map((b) => [b.trigger, b.text.includes("CSS"), b.text.includes("MD")])).toEqual([
      ["read pkg/src/b.md", false, true],
      ["read pkg/src/c.css", true, false],
    ]);
  });
});

describe("cursor: frontmatter and rule types", () => {
  it("Always: alwaysApply: true is sent at session start, whatever globs and description say", () => {
    const r = run({ "/repo/.cursor/rules/s.mdc": "---\ndescription: d\nglobs: nothing/*.x\nalwaysApply: true\n---\nSTYLE\n" });
    expect(r.prompt).toContain("[Project rule (Always Apply): /repo/.cursor/rules/s.mdc]\nSTYLE\n");
    expect(r.prompt).not.toContain("alwaysApply");
  });

  it("Auto Attached: globs attach the rule when a matching file is read, not before", () => {
    const files = { "/repo/.cursor/rules/api.mdc": "---\nglobs: src/api/**\n---\nAPI\n", "/repo/src/api/u.ts": "", "/repo/src/web.ts": "" };
    const r = run(files, { contextPaths: ["src/web.ts", "src/api/u.ts"] });
    expect(r.prompt).not.toContain("API");
    expect(attached(r).map((b) => b.trigger)).toEqual(["read src/api/u.ts"]);
    expect(r.sources.find((s) => s.path === "/repo/.cursor/rules/api.mdc")?.matchedBy).toEqual(["src/api/**"]);
    expect(status(run(files, { contextPaths: ["src/web.ts"] }), "/repo/.cursor/rules/api.mdc")).toBe("unmatched");
  });

  it("globs: a comma-separated string or a YAML list", () => {
    const files = {
      "/repo/.cursor/rules/comma.mdc": "---\nglobs: docs/*.md, *.css\n---\nCOMMA\n",
      "/repo/.cursor/rules/list.mdc": '---\nglobs:\n  - "lib/**/*.rs"\n  - "*.toml"\n---\nLIST\n',
      "/repo/a/b.css": "",
      "/repo/Cargo.toml": "",
    };
    const r = run(files, { contextPaths: ["a/b.css", "Cargo.toml"] });
    expect(attached(r).map((b) => b.trigger)).toEqual(["read a/b.css", "read Cargo.toml"]);
    expect(attached(r)[0].text).toContain("COMMA");
    expect(attached(r)[1].text).toContain("LIST");
  });

  it("Agent Requested: only the description is offered, in a block of its own", () => {
    const r = run({ "/repo/.cursor/rules/db.mdc": "---\ndescription: Database migrations\n---\nSECRET BODY\n" });
    expect(r.prompt).not.toContain("SECRET BODY");
    expect(status(r, "/repo/.cursor/rules/db.mdc")).toBe("offered");
    const offered = r.blocks.find((b) => b.label.startsWith("Agent Requested"));
    expect(offered?.text).toContain("@db (/repo/.cursor/rules/db.mdc): Database migrations");
    expect(offered?.text).not.toContain("SECRET BODY");
  });

  it("Manual: attached only by @rule-name in the prompt", () => {
    const files = { "/repo/.cursor/rules/release.mdc": "---\nalwaysApply: false\n---\nRELEASE\n" };
    expect(status(run(files, { prompt: "release it" }), "/repo/.cursor/rules/release.mdc")).toBe("unmatched");
    const r = run(files, { prompt: "do it per @release." });
    expect(r.prompt).toContain("[Project rule (@release in the prompt): /repo/.cursor/rules/release.mdc]\nRELEASE\n");
    expect(r.sources.find((s) => s.path === "/repo/.cursor/rules/release.mdc")?.matchedBy).toEqual(["@release"]);
  });

  it('a string "true" for alwaysApply is not true', () => {
    const r = run({ "/repo/.cursor/rules/q.mdc": '---\nalwaysApply: "true"\n---\nQUOTED\n' });
    expect(r.prompt).not.toContain("QUOTED");
    expect(codes(r)).toContain("always-apply-not-boolean");
  });

  it("unquoted globs that strict YAML rejects are still read (Cursor's lenient frontmatter)", () => {
    const r = run({ "/repo/.cursor/rules/ts.mdc": "---\nglobs: **/*.ts\n---\nTS\n", "/repo/x/y.ts": "" }, { contextPaths: ["x/y.ts"] });
    expect(attached(r)[0].text).toContain("TS\n");
    expect(codes(r)).toContain("frontmatter-invalid");
  });
});

describe("cursor: other sources", () => {
  it("Team Rules → Project Rules → User Rules, in that order", () => {
    const r = run({ "/repo/AGENTS.md": "PROJECT\n" }, { config: { teamRules: "TEAM", userRules: "USER" } });
    const at = (s: string) => r.prompt.indexOf(s);
    expect(at("TEAM")).toBeGreaterThan(0);
    expect(at("TEAM")).toBeLessThan(at("PROJECT"));
    expect(at("PROJECT")).toBeLessThan(at("USER"));
  });

  it("User Rules are settings text, always on even with no files", () => {
    const r = run({}, { config: { userRules: "Be concise." } });
    expect(r.prompt).toContain("[User Rules (Cursor Settings; config userRules)]\nBe concise.\n");
    expect(r.sources).toEqual([]);
  });

  it("legacy .cursorrules at the root is still read, with a deprecation note", () => {
    const r = run({ "/repo/.cursorrules": "LEGACY\n", "/repo/sub/.cursorrules": "NOT READ\n" }, { contextPaths: [] });
    expect(r.prompt).toContain("LEGACY\n");
    expect(r.prompt).not.toContain("NOT READ");
    expect(codes(r)).toContain("deprecated-name");
  });

  it("AGENTS.md at the root always; nested ones combine with their parents, most specific last", () => {
    const files = {
      "/repo/AGENTS.md": "ROOT\n",
      "/repo/a/AGENTS.md": "A\n",
      "/repo/a/b/AGENTS.md": "B\n",
      "/repo/a/b/f.ts": "",
      "/repo/c/AGENTS.md": "C\n",
    };
    const r = run(files, { contextPaths: ["a/b/f.ts"] });
    expect(r.prompt).toContain("ROOT\n");
    expect(includedPaths(r)).toEqual(["/repo/AGENTS.md", "/repo/a/AGENTS.md", "/repo/a/b/AGENTS.md"]);
    expect(attached(r)[0].text.indexOf("A\n")).toBeLessThan(attached(r)[0].text.indexOf("B\n"));
  });

  it("CLAUDE.md and AGENTS.md from the working directory and each folder above it (cursor-agent)", () => {
    const r = run({ "/AGENTS.md": "TOP\n", "/repo/CLAUDE.md": "CLAUDE\n", "/repo/CLAUDE.local.md": "LOCAL\n" });
    expect(includedPaths(r)).toEqual(["/AGENTS.md", "/repo/CLAUDE.md", "/repo/CLAUDE.local.md"]);
    const off = run({ "/repo/CLAUDE.md": "CLAUDE\n" }, { config: { includeThirdPartyConfigs: false } });
    expect(status(off, "/repo/CLAUDE.md")).toBe("disabled");
  });

  it("@file references in a rule are pulled in one level deep", () => {
    const r = run({
      "/repo/.cursor/rules/svc.mdc": always("Use @tpl/one.ts as the pattern."),
      "/repo/tpl/one.ts": "ONE @tpl/two.ts\n",
      "/repo/tpl/two.ts": "TWO\n",
    });
    expect(includedPaths(r)).toEqual(["/repo/.cursor/rules/svc.mdc", "/repo/tpl/one.ts"]);
    expect(r.prompt).not.toContain("TWO\n");
  });

  it("limits: none, but a rule over 500 lines is sent in full with an advisory note", () => {
    const r = run({ "/repo/.cursor/rules/big.mdc": always("line\n".repeat(600)) });
    expect(r.sources[0].status).toBe("included");
    expect(r.prompt.split("line\n").length - 1).toBe(600);
    expect(codes(r)).toContain("rule-over-500-lines");
  });

  it("composed format: not published, so the profile is order-only and its labels say they are Rulescope's", () => {
    expect(cursor.textFidelity).toBe("order-only");
    const r = run({ "/repo/AGENTS.md": "X\n" });
    expect(r.prompt.startsWith("[Rulescope listing:")).toBe(true);
    expect(r.parts.filter((p) => p.kind === "content").map((p) => r.prompt.slice(p.start, p.end))).toEqual(["X\n"]);
    expect(r.blocks[0]).toMatchObject({ role: "system", placeholder: true });
  });
});

describe("cursor: forms users report as mishandled", () => {
  it("globs: with a space after a comma still applies (the docs), with an info naming the report and the form that works", () => {
    const files = { "/repo/.cursor/rules/api.mdc": "---\nglobs: src/**, test/**\n---\nAPI\n", "/repo/test/a.ts": "" };
    const r = run(files, { contextPaths: ["test/a.ts"] });
    expect(attached(r).map((b) => b.trigger)).toEqual(["read test/a.ts"]);
    const d = r.diagnostics.find((x) => x.code === "fragile-form");
    expect(d?.level).toBe("info");
    expect(d?.message).toContain("nefarius/BthPS3#143");
    expect(d?.message).toContain("Written as src/**,test/** it works either way");
    expect(codes(run({ "/repo/.cursor/rules/api.mdc": "---\nglobs: src/**,test/**\n---\nAPI\n" }))).not.toContain("fragile-form");
  });

  it("the note's fix rewrites the globs line without the spaces, keeping its quotes", () => {
    const fixOf = (globsLine: string) =>
      run({ "/repo/.cursor/rules/api.mdc": `---\ndescription: API\n${globsLine}\n---\nAPI\n` }).diagnostics.find(
        (x) => x.code === "fragile-form",
      )?.fix;
    expect(fixOf("globs: src/**, test/**")).toMatchObject({ line: 3, text: "globs: src/**,test/**" });
    expect(fixOf('globs: "src/**,  test/**"')).toMatchObject({ line: 3, text: 'globs: "src/**,test/**"' });
  });
});
