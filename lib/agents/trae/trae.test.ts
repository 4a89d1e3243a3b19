/**
 * One test per loading rule of Trae's rules (docs.trae.ai/ide/rules as quoted; the v3.5.51 changelog;
 * the 2026-01 and 2025-04 docs mirrors; README.md). Closed source: the prompt is Rulescope's neutral
 * listing, so the tests check which rules are sent, offered or attached, and when.
 */
import { describe, expect, it } from "vitest";
import { listingHeader } from "../../core/rule-listing";
import { codes, included, runner, statuses, triggered } from "../../../test/agent-helpers";

const run = runner("trae", { cwd: "/p", home: "/home/u" });
const R = "/p/.trae/rules";
const fm = (meta: string, body = "Body.\n") => `---\n${meta}\n---\n\n${body}`;

describe("trae: apply modes", () => {
  it("alwaysApply: true applies in every chat, the frontmatter left out of the text", () => {
    const r = run({ [`${R}/style.md`]: fm("alwaysApply: true", "Use pnpm.\n") });
    expect(r.prompt).toBe(`${listingHeader("Trae")}\n[Project rule style (always): ${R}/style.md]\nUse pnpm.\n`);
  });

  it("globs make a rule apply to specific files: attached when a matching file is read, comma-separated", () => {
    const files = { [`${R}/ts.md`]: fm("alwaysApply: false\nglobs: *.ts,src/**/*.tsx", "TS rules.\n") };
    expect(statuses(run(files), `${R}/ts.md`)).toEqual(["unmatched"]);
    const r = run(files, { contextPaths: ["lib/a.ts"] });
    expect(included(r)).toEqual([`${R}/ts.md`]);
    expect(triggered(r).map((b) => b.trigger)).toEqual(["read lib/a.ts"]);
    expect(included(run(files, { contextPaths: ["src/ui/B.tsx"] }))).toEqual([`${R}/ts.md`]);
  });

  it("a description alone makes it Intelligent: offered to the model, not sent", () => {
    const r = run({ [`${R}/db.md`]: fm("alwaysApply: false\ndescription: when writing SQL migrations") });
    expect(statuses(r, `${R}/db.md`)).toEqual(["offered"]);
    expect(r.prompt).toBe("");
  });

  it("no alwaysApply, globs or description makes it Manual: sent only when the chat mentions #name", () => {
    const files = { [`${R}/release.md`]: fm("alwaysApply: false", "Tag the release.\n") };
    expect(statuses(run(files), `${R}/release.md`)).toEqual(["unmatched"]);
    expect(included(run(files, { prompt: "follow #release now" }))).toEqual([`${R}/release.md`]);
  });

  it("alwaysApply: true wins over globs; a quoted 'true' is not true", () => {
    const r = run({ [`${R}/a.md`]: fm("alwaysApply: true\nglobs: *.py"), [`${R}/b.md`]: fm('alwaysApply: "true"') });
    expect(included(r)).toEqual([`${R}/a.md`]);
    expect(codes(r)).toContain("always-apply-not-boolean");
  });

  it("a rule file with no frontmatter is Manual (inferred), with a note", () => {
    const files = { [`${R}/project_rules.md`]: "Plain rules.\n" };
    const r = run(files);
    expect(statuses(r, `${R}/project_rules.md`)).toEqual(["unmatched"]);
    expect(codes(r)).toContain("no-trigger");
    expect(included(run(files, { prompt: "#project_rules" }))).toEqual([`${R}/project_rules.md`]);
  });
});

describe("trae: where rules come from", () => {
  it("upstream reads rule subfolders up to 3 levels; the 4th is not read", () => {
    const r = run({
      [`${R}/a/b/c/deep.md`]: fm("alwaysApply: true", "three\n"),
      [`${R}/a/b/c/d/deeper.md`]: fm("alwaysApply: true", "four\n"),
    });
    expect(included(r)).toEqual([`${R}/a/b/c/deep.md`]);
    expect(statuses(r, `${R}/a/b/c/d`)).toEqual(["unmatched"]);
  });

  it("a folder's own files come before its subfolders', each in name order (inferred)", () => {
    const r = run({
      [`${R}/z.md`]: fm("alwaysApply: true"),
      [`${R}/a/x.md`]: fm("alwaysApply: true"),
      [`${R}/b.md`]: fm("alwaysApply: true"),
    });
    expect(included(r)).toEqual([`${R}/b.md`, `${R}/z.md`, `${R}/a/x.md`]);
  });

  it("a subdirectory's .trae/rules apply when a file in that subdirectory is read", () => {
    const files = { "/p/web/.trae/rules/web.md": fm("alwaysApply: true", "Web rules.\n") };
    expect(statuses(run(files), "/p/web/.trae/rules/web.md")).toEqual(["unmatched"]);
    expect(included(run(files, { contextPaths: ["web/app.ts"] }))).toEqual(["/p/web/.trae/rules/web.md"]);
    expect(included(run(files, { contextPaths: ["api/app.ts"] }))).toEqual([]);
  });

  it("a subdirectory rule's globs are relative to its subdirectory", () => {
    const files = { "/p/web/.trae/rules/css.md": fm("globs: *.css", "CSS rules.\n") };
    expect(included(run(files, { contextPaths: ["web/styles/a.css"] }))).toEqual(["/p/web/.trae/rules/css.md"]);
    expect(included(run(files, { contextPaths: ["api/a.css"] }))).toEqual([]);
  });

  it("user rules in ~/.trae/user_rules come first, in every project", () => {
    const r = run({
      "/home/u/.trae/user_rules/me.md": fm("alwaysApply: true", "Answer in English.\n"),
      [`${R}/p.md`]: fm("alwaysApply: true"),
    });
    expect(included(r)).toEqual(["/home/u/.trae/user_rules/me.md", `${R}/p.md`]);
  });

  it("AGENTS.md is read only with Include AGENTS.md in the context on; CLAUDE.md and CLAUDE.local.md with Include CLAUDE.md", () => {
    const files = { "/p/AGENTS.md": "agents\n", "/p/CLAUDE.md": "claude\n", "/p/CLAUDE.local.md": "local\n" };
    const off = run(files);
    expect(included(off)).toEqual([]);
    expect(statuses(off, "/p/AGENTS.md")).toEqual(["disabled"]);
    expect(included(run(files, { config: { includeAgentsMd: true } }))).toEqual(["/p/AGENTS.md"]);
    expect(included(run(files, { config: { includeClaudeMd: true } }))).toEqual(["/p/CLAUDE.md", "/p/CLAUDE.local.md"]);
  });

  it("an imported AGENTS.md is plain text: its frontmatter-looking lines are kept, no type is read", () => {
    const r = run({ "/p/AGENTS.md": "---\nalwaysApply: false\n---\nagents\n" }, { config: { includeAgentsMd: true } });
    expect(r.prompt).toContain("alwaysApply: false");
  });
});

describe("trae: variants", () => {
  it("rules-2026-01 reads only the files directly in .trae/rules, and no subdirectory rules", () => {
    const files = {
      [`${R}/top.md`]: fm("alwaysApply: true"),
      [`${R}/sub/inner.md`]: fm("alwaysApply: true"),
      "/p/web/.trae/rules/web.md": fm("alwaysApply: true"),
    };
    const r = run(files, { variant: "rules-2026-01", contextPaths: ["web/a.ts"] });
    expect(included(r)).toEqual([`${R}/top.md`]);
    expect(statuses(r, `${R}/sub`)).toEqual(["unmatched"]);
  });

  it("project-rules-md reads only .trae/rules/project_rules.md, whole, always on; no imports, no user rules folder", () => {
    const files = {
      [`${R}/project_rules.md`]: "---\nalwaysApply: false\n---\nOld rules.\n",
      [`${R}/other.md`]: fm("alwaysApply: true"),
      "/p/AGENTS.md": "agents\n",
      "/home/u/.trae/user_rules/me.md": fm("alwaysApply: true"),
    };
    const r = run(files, { variant: "project-rules-md", config: { includeAgentsMd: true } });
    expect(included(r)).toEqual([`${R}/project_rules.md`]);
    expect(r.prompt).toContain("alwaysApply: false");
    expect(statuses(r, "/p/AGENTS.md")).toEqual(["unmatched"]);
  });
});
