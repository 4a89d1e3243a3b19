/** One test per rule of Kiro's steering (kiro.dev steering docs; Kiro#9176). */
import { describe, expect, it } from "vitest";
import { kiro } from ".";
import { included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("kiro", { cwd: "/repo" });
const fm = (lines: string, body: string) => `---\n${lines}---\n${body}\n`;

describe("kiro: locations", () => {
  it("workspace: every .md file in .kiro/steering, in name order", () => {
    const res = run({ "/repo/.kiro/steering/b.md": "B", "/repo/.kiro/steering/a.md": "A", "/repo/.kiro/steering/c.txt": "C" });
    expect(included(res)).toEqual(["/repo/.kiro/steering/a.md", "/repo/.kiro/steering/b.md"]);
    expect(status(res, "/repo/.kiro/steering/c.txt")).toEqual(["unmatched"]);
  });
  it("global: ~/.kiro/steering comes before the workspace; the same name in both sends both, with a note", () => {
    const res = run({ "/home/user/.kiro/steering/style.md": "G", "/repo/.kiro/steering/style.md": "W" });
    expect(included(res)).toEqual(["/home/user/.kiro/steering/style.md", "/repo/.kiro/steering/style.md"]);
    expect(res.diagnostics.map((d) => d.code)).toContain("same-name-steering");
  });
});

describe("kiro: inclusion modes", () => {
  it("always is the default, with or without frontmatter", () => {
    const res = run({ "/repo/.kiro/steering/a.md": "Plain", "/repo/.kiro/steering/b.md": fm("inclusion: always\n", "Explicit") });
    expect(res.prompt).toContain("Plain");
    expect(res.prompt).toContain("Explicit");
  });
  it("fileMatch attaches on a read matching fileMatchPattern (a glob or a list)", () => {
    const files = {
      "/repo/.kiro/steering/ts.md": fm('inclusion: fileMatch\nfileMatchPattern: ["*.ts", "*.tsx"]\n', "TS"),
      "/repo/src/a.tsx": "",
    };
    expect(status(run(files), "/repo/.kiro/steering/ts.md")).toEqual(["unmatched"]);
    const res = run(files, { contextPaths: ["/repo/src/a.tsx"] });
    expect(res.prompt).not.toContain("TS");
    expect(res.blocks.find((b) => b.trigger === "read /repo/src/a.tsx")?.text).toContain("TS");
    expect(res.sources.find((s) => s.path === "/repo/.kiro/steering/ts.md")?.matchedBy).toEqual(["*.tsx"]);
  });
  it("fileMatch attaches for a file open in the editor, before any read, and once", () => {
    const files = {
      "/repo/.kiro/steering/ts.md": fm('inclusion: fileMatch\nfileMatchPattern: "**/*.ts"\n', "TS"),
      "/repo/.kiro/steering/css.md": fm('inclusion: fileMatch\nfileMatchPattern: "**/*.css"\n', "CSS"),
      "/repo/src/a.ts": "",
      "/repo/src/b.ts": "",
      "/repo/src/c.css": "",
    };
    const res = run(files, { openFiles: ["/repo/src/a.ts"], contextPaths: ["/repo/src/b.ts", "/repo/src/c.css"] });
    expect(res.blocks.filter((b) => b.trigger).map((b) => b.trigger)).toEqual(["open /repo/src/a.ts", "read /repo/src/c.css"]);
    expect(res.sources.find((s) => s.path === "/repo/.kiro/steering/ts.md")?.reason).toContain("open in the editor");
    // A read-triggered attachment names the report that only the active editor's file attaches.
    expect(res.sources.find((s) => s.path === "/repo/.kiro/steering/css.md")?.reason).toContain("kirodotdev/Kiro#5236");
  });
  it("fileMatch does not trigger from global steering (kirodotdev/Kiro#9176)", () => {
    const res = run(
      { "/home/user/.kiro/steering/php.md": fm('inclusion: fileMatch\nfileMatchPattern: "**/*.php"\n', "PHP"), "/repo/a.php": "" },
      { contextPaths: ["/repo/a.php"] },
    );
    expect(res.blocks.some((b) => b.text.includes("PHP"))).toBe(false);
    expect(status(res, "/home/user/.kiro/steering/php.md")).toEqual(["unmatched"]);
  });
  it("manual is included only when the chat says #name", () => {
    const files = { "/repo/.kiro/steering/review.md": fm("inclusion: manual\n", "Checklist") };
    expect(run(files).prompt).not.toContain("Checklist");
    expect(run(files, { prompt: "apply #review" }).prompt).toContain("Checklist");
  });
  it("auto is offered by name and description (not sent); without both it warns", () => {
    const res = run({
      "/repo/.kiro/steering/db.md": fm("inclusion: auto\nname: database\ndescription: Migrations\n", "DB"),
      "/repo/.kiro/steering/x.md": fm("inclusion: auto\n", "X"),
    });
    expect(res.prompt).toBe("");
    expect(res.blocks.some((b) => b.text.includes("database (/repo/.kiro/steering/db.md): Migrations"))).toBe(true);
    expect(res.diagnostics.map((d) => d.code)).toContain("auto-needs-name-description");
  });
});

describe("kiro: references and AGENTS.md", () => {
  it("#[[file:relative/path]] includes the workspace file right after the steering file", () => {
    const res = run({
      "/repo/.kiro/steering/api.md": "See #[[file:docs/spec.yaml]]",
      "/repo/docs/spec.yaml": "spec text",
      "/repo/.kiro/steering/z.md": "Z",
    });
    expect(included(res)).toEqual(["/repo/.kiro/steering/api.md", "/repo/docs/spec.yaml", "/repo/.kiro/steering/z.md"]);
  });
  it("each #[[file:...]] reference gets an info fragile-form note on its own line (reported: Kiro#11463, #11081)", () => {
    const res = run({
      "/repo/.kiro/steering/api.md": "---\ninclusion: always\n---\n# API\n\nSee #[[file:docs/spec.yaml]]\n",
      "/repo/docs/spec.yaml": "spec text",
      "/repo/.kiro/steering/plain.md": "No references here.\n",
    });
    const notes = res.diagnostics.filter((d) => d.code === "fragile-form");
    expect(notes.map((d) => [d.path, d.line, d.level])).toEqual([["/repo/.kiro/steering/api.md", 6, "info"]]);
    expect(notes[0].message).toContain("#11463");
    // The documented behaviour stays the model: the file is still read.
    expect(included(res)).toContain("/repo/docs/spec.yaml");
  });
  it("AGENTS.md at the workspace root is always included, after steering", () => {
    const res = run({ "/repo/AGENTS.md": "---\ninclusion: manual\n---\nAgents", "/repo/.kiro/steering/a.md": "A" });
    expect(included(res)).toEqual(["/repo/.kiro/steering/a.md", "/repo/AGENTS.md"]);
  });
  const nested = {
    "/repo/AGENTS.md": "Root",
    "/repo/services/api/AGENTS.md": "API",
    "/repo/packages/AGENTS.md": "Pkgs",
    "/repo/.kiro/steering/a.md": "A",
  };
  it("upstream (docs of 2026-09): AGENTS.md in subfolders is always included too, after the root one, breadth first", () => {
    const res = run(nested);
    expect(included(res)).toEqual([
      "/repo/.kiro/steering/a.md",
      "/repo/AGENTS.md",
      "/repo/packages/AGENTS.md",
      "/repo/services/api/AGENTS.md",
    ]);
    expect(res.prompt).toContain("API");
  });
  it("upstream reads subfolder AGENTS.md whatever their frontmatter, even without a root AGENTS.md; node_modules and .git are not searched", () => {
    const res = run({
      "/repo/a/AGENTS.md": "---\ninclusion: manual\n---\nSub",
      "/repo/node_modules/x/AGENTS.md": "Dep",
      "/repo/.git/AGENTS.md": "Git",
    });
    expect(included(res)).toEqual(["/repo/a/AGENTS.md"]);
    expect(res.prompt).toContain("Sub");
    expect(res.prompt).not.toContain("inclusion: manual");
  });
  it("docs-2025-11: only the root AGENTS.md; subfolder ones are not read", () => {
    const res = run(nested, { variant: "docs-2025-11" });
    expect(included(res)).toEqual(["/repo/.kiro/steering/a.md", "/repo/AGENTS.md"]);
    expect(res.prompt).not.toContain("API");
  });
});

describe("kiro: order-only text", () => {
  it("the listing says it is Rulescope's, not Kiro's wording", () => {
    expect(run({ "/repo/AGENTS.md": "x" }).prompt.startsWith("[Rulescope listing: Kiro does not publish")).toBe(true);
  });
});

describe("kiro: variants", () => {
  it("every variant names the upstream version it models and the day it was checked", () => {
    for (const v of kiro.variants) {
      expect(v.models?.version, v.id).toBeTruthy();
      expect(v.models?.checked, v.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
