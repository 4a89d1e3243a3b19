/** One test per rule of Cline's rule loading (README.md), checked against the source of both generations. */
import { describe, expect, it } from "vitest";
import { cline } from ".";
import { codes, diskListing, runner, statuses as status } from "../../../test/agent-helpers";
import { resolve as resolveWith } from "../../resolve";

const HEADER =
  "====\n\nUSER'S CUSTOM INSTRUCTIONS\n\nThe following additional instructions are provided by the user, and should be followed to the best of your ability without interfering with the TOOL USE guidelines.\n\n";

const run = runner("cline", { cwd: "/repo" });
const v3 = runner("cline", { cwd: "/repo", variant: "v3" });

describe("cline: workspace .clinerules folder or file", () => {
  it("v3 combines every file of the .clinerules folder, in name order, each under its relative path", () => {
    const res = v3({ "/repo/.clinerules/02-b.md": "B\n", "/repo/.clinerules/01-a.md": "A\n" });
    expect(res.prompt).toBe(
      HEADER +
        "# .clinerules/\n\nThe following is provided by a root-level .clinerules/ directory where the user has specified instructions for this working directory (/repo)\n\n.clinerules/01-a.md\nA\n\n.clinerules/02-b.md\nB",
    );
  });
  it("v3 reads any file in the folder (not only .md), but not workflows/, hooks/ or skills/", () => {
    const res = v3({ "/repo/.clinerules/notes.txt": "T", "/repo/.clinerules/workflows/w.md": "W", "/repo/.clinerules/hooks/h.md": "H" });
    expect(res.prompt).toContain(".clinerules/notes.txt\nT");
    expect(res.prompt).not.toContain("W");
    expect(res.prompt).not.toContain("\nH");
  });
  it("v3 reads a single .clinerules file under its own heading, without a path line", () => {
    const res = v3({ "/repo/.clinerules": "  One file.\n" });
    expect(res.prompt).toBe(
      HEADER +
        "# .clinerules\n\nThe following is provided by a root-level .clinerules file where the user has specified instructions for this working directory (/repo)\n\nOne file.",
    );
  });
  it("v3 drops the whole folder when one of its files cannot be read", () => {
    const res = v3({ "/repo/.clinerules/a.md": "A", "/repo/.clinerules/b.md": { unreadable: true } });
    expect(res.prompt).toBe("");
    expect(status(res, "/repo/.clinerules/a.md")).toEqual(["unreadable"]);
    expect(res.diagnostics.map((d) => d.code)).toContain("rules-folder-failed");
  });
  it("upstream (Cline 4) reads .md/.markdown/.txt files of .clinerules and .cline/rules, names them, sorts by name", () => {
    const res = run({ "/repo/.clinerules/b.markdown": "B", "/repo/.cline/rules/a.md": "A", "/repo/.clinerules/c.json": "{}" });
    expect(res.prompt).toBe("# Rules\n## a\nA\n\n## b\nB");
    expect(status(res, "/repo/.clinerules/c.json")).toEqual(["unmatched"]);
  });
  it("upstream reads a single .clinerules file as a rule named .clinerules", () => {
    expect(run({ "/repo/.clinerules": "Single.\n" }).prompt).toBe("# Rules\n## .clinerules\nSingle.");
  });
  it("upstream does not descend into subfolders of a rules folder", () => {
    expect(run({ "/repo/.clinerules/sub/deep.md": "Deep" }).prompt).toBe("");
  });
});

describe("cline: other tools' files", () => {
  const others = {
    "/repo/.clinerules/mine.md": "Mine",
    "/repo/.cursorrules": "Cursor",
    "/repo/.cursor/rules/x.mdc": "MDC",
    "/repo/.windsurfrules": "Windsurf",
    "/repo/.windsurf/rules/w.md": "WindsurfDir",
  };
  it("v3 reads .cursorrules, .cursor/rules/*.mdc and .windsurfrules even when .clinerules exists, in that order", () => {
    const p = v3(others).prompt;
    const at = (s: string) => p.indexOf(s);
    expect(at("# .clinerules/")).toBeGreaterThan(0);
    expect(at("# .cursorrules")).toBeGreaterThan(at("# .clinerules/"));
    expect(at("# .cursor/rules")).toBeGreaterThan(at("# .cursorrules"));
    expect(at("# .windsurfrules")).toBeGreaterThan(at("# .cursor/rules"));
    expect(p).toContain(".cursor/rules/x.mdc\nMDC");
  });
  it("v3 does not read .windsurf/rules (only the .windsurfrules file is in Cline's list)", () => {
    expect(v3(others).prompt).not.toContain("WindsurfDir");
  });
  it("upstream (Cline 4) reads none of the other tools' files and says so", () => {
    const res = run(others);
    expect(res.prompt).toBe("# Rules\n## mine\nMine");
    expect(status(res, "/repo/.cursorrules")).toEqual(["unmatched"]);
    expect(status(res, "/repo/.windsurfrules")).toEqual(["unmatched"]);
  });
});

describe("cline: AGENTS.md", () => {
  const tree = {
    "/repo/AGENTS.md": "Root",
    "/repo/a/AGENTS.md": "A",
    "/repo/a/b/agents.md": "B",
    "/repo/.hidden/AGENTS.md": "Hidden",
    "/repo/dist/AGENTS.md": "Dist",
  };
  it("v3 searches recursively (breadth first, any case) once the workspace root has one, skipping hidden and build folders", () => {
    const p = v3(tree).prompt;
    expect(p).toContain("## AGENTS.md\n\nRoot\n\n## a/AGENTS.md\n\nA\n\n## a/b/agents.md\n\nB");
    expect(p).not.toContain("Hidden");
    expect(p).not.toContain("Dist");
  });
  it("v3 skips folders the root .gitignore lists", () => {
    expect(v3({ ...tree, "/repo/.gitignore": "a/b\n" }).prompt).not.toContain("a/b/agents.md");
  });
  it("v3 finds no nested AGENTS.md without one at the root", () => {
    expect(v3({ "/repo/a/AGENTS.md": "A" }).prompt).toBe("");
  });
  it("v3 does not search when the working directory is the home folder", () => {
    expect(v3({ "/home/user/AGENTS.md": "Home" }, { cwd: "/home/user" }).prompt).toBe("");
  });
  it("upstream reads only the workspace AGENTS.md (as Workspace AGENTS.md) and ~/.agents/AGENTS.md", () => {
    const res = run({ ...tree, "/home/user/.agents/AGENTS.md": "G" });
    expect(res.prompt).toBe("# Rules\n## Global AGENTS.md\nG\n\n## Workspace AGENTS.md\nRoot");
  });
});

describe("cline: global rules", () => {
  it("v3 reads ~/Documents/Cline/Rules first, each file relative to that folder", () => {
    const res = v3({ "/home/user/Documents/Cline/Rules/g.md": "G", "/repo/.clinerules/l.md": "L" });
    expect(res.prompt).toBe(
      HEADER +
        "# .clinerules/\n\nThe following is provided by a global .clinerules/ directory, located at /home/user/Documents/Cline/Rules, where the user has specified instructions for all working directories:\n\ng.md\nG" +
        "\n\n# .clinerules/\n\nThe following is provided by a root-level .clinerules/ directory where the user has specified instructions for this working directory (/repo)\n\n.clinerules/l.md\nL",
    );
  });
  it("v3 has no ~/Cline/Rules fallback (the Documents fallback is ~/Documents)", () => {
    expect(v3({ "/home/user/Cline/Rules/g.md": "G" }).prompt).toBe("");
  });
  it("upstream reads ~/.cline/rules (moved by CLINE_DIR) and ~/Documents/Cline/Rules", () => {
    expect(run({ "/home/user/.cline/rules/c.md": "C", "/home/user/Documents/Cline/Rules/d.md": "D" }).prompt).toBe(
      "# Rules\n## c\nC\n\n## d\nD",
    );
    expect(run({ "/home/user/.cline/rules/c.md": "C", "/x/rules/e.md": "E" }, { env: { CLINE_DIR: "/x" } }).prompt).toBe(
      "# Rules\n## e\nE",
    );
  });
});

describe("cline: paths: conditions, toggles and precedence", () => {
  const rule = { "/repo/.clinerules/api.md": "---\npaths:\n  - src/api/**\n---\nAPI\n" };
  it("v3 sends a paths: rule only when a file in context matches", () => {
    expect(v3(rule).prompt).toBe("");
    const res = v3(rule, { contextPaths: ["/repo/src/api/x.ts"] });
    expect(res.prompt).toContain(".clinerules/api.md\nAPI");
    expect(res.sources.find((s) => s.path === "/repo/.clinerules/api.md")?.matchedBy).toEqual(["src/api/**"]);
  });
  it("v3 treats paths: [] as never, and a paths: that is not a list of text as no condition", () => {
    expect(v3({ "/repo/.clinerules/a.md": "---\npaths: []\n---\nA\n" }, { contextPaths: ["/repo/x"] }).prompt).toBe("");
    expect(v3({ "/repo/.clinerules/a.md": "---\npaths: src\n---\nA\n" }).prompt).toContain(".clinerules/a.md\nA");
  });
  it("upstream ignores paths: (the rule is always sent) and says so", () => {
    const res = run(rule);
    expect(res.prompt).toBe("# Rules\n## api\nAPI");
    expect(res.diagnostics.map((d) => d.code)).toContain("paths-not-evaluated");
  });
  it("v3 honours per-rule toggles (config disabledRules)", () => {
    const res = v3(
      { "/repo/.clinerules/a.md": "A", "/repo/.clinerules/b.md": "B" },
      { config: { disabledRules: ["/repo/.clinerules/a.md"] } },
    );
    expect(res.prompt).not.toContain("a.md");
    expect(status(res, "/repo/.clinerules/a.md")).toEqual(["disabled"]);
  });
  it("upstream turns a rule off with disabled: true or enabled: false in its frontmatter", () => {
    const res = run({ "/repo/.clinerules/a.md": "---\nenabled: false\n---\nA\n", "/repo/.clinerules/b.md": "B" });
    expect(res.prompt).toBe("# Rules\n## b\nB");
    expect(status(res, "/repo/.clinerules/a.md")).toEqual(["disabled"]);
  });
  it("v3 sends global and workspace rules both, global first (no override)", () => {
    const p = v3({ "/home/user/Documents/Cline/Rules/style.md": "Global", "/repo/.clinerules/style.md": "Local" }).prompt;
    expect(p.indexOf("style.md\nGlobal")).toBeLessThan(p.indexOf(".clinerules/style.md\nLocal"));
  });
  it("upstream: on a name clash the place read later wins, so a global rule replaces a workspace one", () => {
    const res = run({ "/home/user/Documents/Cline/Rules/Style.md": "Global", "/repo/.clinerules/style.md": "Local" });
    expect(res.prompt).toBe("# Rules\n## Style\nGlobal");
    expect(status(res, "/repo/.clinerules/style.md")).toEqual(["shadowed"]);
    expect(codes(res)).not.toContain("listing-order-unknown");
  });
  it("upstream: a name clash inside one folder is settled by its listing order, which Rulescope names in an info", () => {
    // Lab, Cline 3.0.65: B.md and b.md in one folder; the real agent kept the one its raw listing gave last.
    const res = run({ "/repo/.clinerules/B.md": "upper", "/repo/.clinerules/b.md": "lower" });
    expect(res.prompt).toBe("# Rules\n## b\nlower");
    const d = res.diagnostics.find((x) => x.code === "listing-order-unknown");
    expect(d?.level).toBe("info");
    expect(d?.message).toContain("B.md and b.md in /repo/.clinerules");
  });
  it("upstream: on a disk that lists the folder, the file listed last wins the clash, with no info (the lab: 3.0.65, seed 41)", () => {
    const files = { "/repo/.clinerules/B.md": "upper", "/repo/.clinerules/b.md": "lower" };
    // A disk that lists b.md before B.md: the reverse of name order.
    const disk = diskListing(files, "/repo/.clinerules", ["b.md", "B.md"]);
    const res = resolveWith({ version: 1, agent: "cline", cwd: "/repo", files }, disk);
    expect(res.prompt).toBe("# Rules\n## B\nupper");
    expect(res.sources.find((s) => s.path === "/repo/.clinerules/b.md")?.status).toBe("shadowed");
    expect(res.diagnostics.map((x) => x.code)).not.toContain("listing-order-unknown");
  });
});

describe("cline: composed text", () => {
  it("v3 opens with the USER'S CUSTOM INSTRUCTIONS header and joins sections with a blank line", () => {
    const p = v3({ "/repo/.cursorrules": "C", "/repo/.windsurfrules": "W" }).prompt;
    expect(p).toBe(
      HEADER +
        "# .cursorrules\n\nThe following is provided by a root-level .cursorrules file where the user has specified instructions for this working directory (/repo)\n\nC" +
        "\n\n# .windsurfrules\n\nThe following is provided by a root-level .windsurfrules file where the user has specified instructions for this working directory (/repo)\n\nW",
    );
  });
  it("v3 sends a file whose frontmatter is not YAML whole, frontmatter included", () => {
    expect(v3({ "/repo/.clinerules/a.md": "---\nkey: [unclosed\n---\nBody\n" }).prompt).toContain(
      ".clinerules/a.md\n---\nkey: [unclosed\n---\nBody",
    );
  });
  it("upstream rejects a rule whose frontmatter is not YAML, or whose body is empty", () => {
    const res = run({ "/repo/.clinerules/a.md": "---\nkey: [unclosed\n---\nBody\n", "/repo/.clinerules/b.md": "---\nname: b\n---\n\n" });
    expect(res.prompt).toBe("");
    expect(status(res, "/repo/.clinerules/a.md")).toEqual(["unreadable"]);
    expect(status(res, "/repo/.clinerules/b.md")).toEqual(["empty"]);
  });
  it("nothing to send gives an empty prompt in both generations", () => {
    expect(run({}).prompt).toBe("");
    expect(v3({}).prompt).toBe("");
  });
});

describe("cline v3: Cline's own toggle maps (config keys named as Cline stores them)", () => {
  it("localClineRulesToggles: false switches a .clinerules rule off; true and missing entries leave it on", () => {
    const res = v3(
      { "/repo/.clinerules/a.md": "A", "/repo/.clinerules/b.md": "B", "/repo/.clinerules/c.md": "C" },
      { config: { localClineRulesToggles: { "/repo/.clinerules/a.md": false, "/repo/.clinerules/b.md": true } } },
    );
    expect(res.prompt).not.toContain(".clinerules/a.md");
    expect(res.prompt).toContain(".clinerules/b.md\nB\n\n.clinerules/c.md\nC");
    expect(status(res, "/repo/.clinerules/a.md")).toEqual(["disabled"]);
  });
  it("globalClineRulesToggles applies to the global rules folder", () => {
    const res = v3(
      { "/home/user/Documents/Cline/Rules/g.md": "G", "/home/user/Documents/Cline/Rules/h.md": "H" },
      { config: { globalClineRulesToggles: { "/home/user/Documents/Cline/Rules/g.md": false } } },
    );
    expect(res.prompt).not.toContain("\nG");
    expect(res.prompt).toContain("h.md\nH");
  });
  it("localCursorRulesToggles covers .cursorrules and .cursor/rules; localWindsurfRulesToggles covers .windsurfrules", () => {
    const files = { "/repo/.cursorrules": "CursorFile", "/repo/.cursor/rules/x.mdc": "MDC", "/repo/.windsurfrules": "Windsurf" };
    const res = v3(files, {
      config: {
        localCursorRulesToggles: { "/repo/.cursorrules": false, "/repo/.cursor/rules/x.mdc": false },
        localWindsurfRulesToggles: { "/repo/.windsurfrules": false },
      },
    });
    expect(res.prompt).toBe("");
    expect(status(res, "/repo/.cursorrules")).toEqual(["disabled"]);
    expect(status(res, "/repo/.cursor/rules/x.mdc")).toEqual(["disabled"]);
    expect(status(res, "/repo/.windsurfrules")).toEqual(["disabled"]);
  });
  it("a toggle in another source's map does nothing, and is reported", () => {
    const res = v3({ "/repo/.windsurfrules": "Windsurf" }, { config: { localClineRulesToggles: { "/repo/.windsurfrules": false } } });
    expect(res.prompt).toContain("Windsurf");
    expect(codes(res)).toContain("toggle-unused");
  });
  it("localAgentsRulesToggles: false on the root AGENTS.md drops every AGENTS.md", () => {
    const res = v3(
      { "/repo/AGENTS.md": "Root", "/repo/a/AGENTS.md": "Nested" },
      { config: { localAgentsRulesToggles: { "/repo/AGENTS.md": false } } },
    );
    expect(res.prompt).toBe("");
    expect(status(res, "/repo/AGENTS.md")).toEqual(["disabled"]);
  });
  it("a map that is not an object, a relative key or a value that is not a boolean is reported, and switches nothing off", () => {
    const files = { "/repo/.clinerules/a.md": "A" };
    expect(codes(v3(files, { config: { localClineRulesToggles: ["/repo/.clinerules/a.md"] } }))).toContain("setting-invalid");
    const rel = v3(files, { config: { localClineRulesToggles: { ".clinerules/a.md": false } } });
    expect(rel.prompt).toContain("A");
    expect(codes(rel)).toContain("toggle-path-not-absolute");
    const notBool = v3(files, { config: { localClineRulesToggles: { "/repo/.clinerules/a.md": "false" } } });
    expect(notBool.prompt).toContain(".clinerules/a.md\nA");
    expect(codes(notBool)).toContain("toggle-not-boolean");
  });
  it("upstream (Cline 4) does not read the toggle maps and says so", () => {
    const res = run({ "/repo/.clinerules/a.md": "A" }, { config: { localClineRulesToggles: { "/repo/.clinerules/a.md": false } } });
    expect(res.prompt).toBe("# Rules\n## a\nA");
    expect(codes(res)).toContain("setting-not-read");
    // Not read, so not checked either: a bad value is only "not read", never "invalid".
    const bad = run({ "/repo/.clinerules/a.md": "A" }, { config: { disabledRules: "a.md" } });
    expect(codes(bad)).toContain("setting-not-read");
    expect(codes(bad)).not.toContain("setting-invalid");
    expect(codes(v3({ "/repo/.clinerules/a.md": "A" }, { config: { disabledRules: "a.md" } }))).toContain("setting-invalid");
  });
});

describe("cline v3: path-like words in the prompt count for paths: conditions", () => {
  const rule = { "/repo/.clinerules/api.md": "---\npaths:\n  - src/api/**\n---\nAPI\n" };
  it("a path named in the prompt activates a matching paths: rule with no file in context", () => {
    const res = v3(rule, { prompt: "Please fix the bug in src/api/users.ts." });
    expect(res.prompt).toContain(".clinerules/api.md\nAPI");
    expect(res.sources.find((s) => s.path === "/repo/.clinerules/api.md")?.matchedBy).toEqual(["src/api/**"]);
  });
  it("a bare file name with an extension counts too (./ is dropped)", () => {
    const md = { "/repo/.clinerules/docs.md": '---\npaths: ["*.md"]\n---\nDocs\n' };
    expect(v3(md, { prompt: "update README.md" }).prompt).toContain("Docs");
    expect(v3({ "/repo/.clinerules/api.md": rule["/repo/.clinerules/api.md"] }, { prompt: "see ./src/api/x.ts" }).prompt).toContain("API");
  });
  it("paths inside fenced code, in URLs, absolute or climbing out with .. do not count", () => {
    for (const prompt of [
      "```\nsrc/api/x.ts\n```",
      "see https://example.com/src/api/x.ts",
      "open /src/api/x.ts",
      "open ../src/api/x.ts",
      "words without paths",
    ])
      expect(v3(rule, { prompt }).prompt, prompt).toBe("");
  });
  it("the candidates are capped at 100: prompt paths first, so context paths past the cap are not seen", () => {
    const prompt = Array.from({ length: 100 }, (_, i) => `docs/p${i}.md`).join(" ");
    expect(v3(rule, { prompt, contextPaths: ["/repo/src/api/x.ts"] }).prompt).toBe("");
    expect(v3(rule, { prompt: "docs/p1.md", contextPaths: ["/repo/src/api/x.ts"] }).prompt).toContain("API");
  });
  it("a tab open in the editor activates a paths: rule, and tabs come before edited files under the cap", () => {
    expect(v3(rule, { openFiles: ["/repo/src/api/x.ts"] }).prompt).toContain("API");
    const prompt = Array.from({ length: 99 }, (_, i) => `docs/p${i}.md`).join(" ");
    // 99 prompt paths + the open tab fill the 100 candidates: the edited file is past the cap.
    expect(v3(rule, { prompt, openFiles: ["/repo/src/api/y.ts"], contextPaths: ["/repo/docs/z.md"] }).prompt).toContain("API");
    expect(v3(rule, { prompt, openFiles: ["/repo/docs/z.md"], contextPaths: ["/repo/src/api/y.ts"] }).prompt).toBe("");
  });
  it("upstream (Cline 4) does not evaluate paths:, so the prompt changes nothing there", () => {
    expect(run(rule, { prompt: "nothing here" }).prompt).toBe("# Rules\n## api\nAPI");
  });
});

describe("cline: variants", () => {
  it("every variant names the upstream version it models and the day it was checked", () => {
    for (const v of cline.variants) {
      expect(v.models?.version, v.id).toBeTruthy();
      expect(v.models?.checked, v.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
