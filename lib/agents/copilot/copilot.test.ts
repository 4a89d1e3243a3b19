/**
 * One test per rule of GitHub Copilot's documented instruction loading, plus the details README.md
 * decides. Scenarios are built inline; expectations are written from the upstream docs and source.
 */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../scenario/types";
import type { Resolution } from "../../types";
import { copilot } from ".";
import { splitPatterns } from "./instruction-file";
import { firstStatus as status, inPrompt, runner } from "../../../test/agent-helpers";

type Files = Scenario["files"];
const run = runner("copilot", { cwd: "/r" });
const attached = (r: Resolution, entry: string) => r.blocks.find((b) => b.trigger === `read ${entry}`)?.text ?? "";
/** A repository git accepts: Copilot CLI 1.0.102 walks past a .git folder that is not one. */
const GIT: Files = { "/r/.git/HEAD": "ref: refs/heads/main\n", "/r/.git/objects": { dir: true }, "/r/.git/refs": { dir: true } };
const instr = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n${body}\n`;

describe("copilot: repository-wide instructions", () => {
  it("repo-wide .github/copilot-instructions.md is always on", () => {
    const r = run({ ...GIT, "/r/.github/copilot-instructions.md": "Use tabs.\n", "/r/src/a.ts": "" });
    expect(r.prompt).toContain("Use tabs.\n");
    expect(status(r, "/r/.github/copilot-instructions.md")).toBe("included");
    for (const variant of ["coding-agent", "vscode"])
      expect(run({ ...GIT, "/r/.github/copilot-instructions.md": "Use tabs.\n" }, { variant }).prompt).toContain("Use tabs.");
  });
});

describe("copilot: path-specific instructions", () => {
  const files = {
    ...GIT,
    "/r/.github/instructions/ts.instructions.md": instr('applyTo: "**/*.ts"', "TS-RULES"),
    "/r/.github/instructions/deep/more/all.instructions.md": instr('applyTo: "**"', "ALL-RULES"),
    "/r/.github/instructions/notes.md": "NOT-AN-INSTRUCTIONS-FILE\n",
    "/r/src/a.ts": "",
  };

  it("path-specific .github/instructions/**/*.instructions.md files are found in subfolders; other names are not", () => {
    const r = run(files);
    expect(r.prompt).toContain("ALL-RULES");
    expect(r.sources.map((s) => s.path)).not.toContain("/r/.github/instructions/notes.md");
  });

  it("applyTo ** applies to all files, at session start", () => {
    const r = run(files);
    expect(status(r, "/r/.github/instructions/deep/more/all.instructions.md")).toBe("included");
    expect(r.sources.find((s) => s.path.endsWith("all.instructions.md"))?.matchedBy).toEqual(["**"]);
  });

  it("a path-specific file applies when the file being worked on matches its applyTo", () => {
    const none = run(files);
    expect(status(none, "/r/.github/instructions/ts.instructions.md")).toBe("unmatched");
    const r = run(files, { contextPaths: ["src/a.ts"] });
    expect(r.prompt).not.toContain("TS-RULES");
    expect(attached(r, "src/a.ts")).toContain("TS-RULES");
    expect(inPrompt(r).at(-1)).toBe("/r/.github/instructions/ts.instructions.md");
  });

  it("applyTo takes comma-separated globs, and a comma inside braces does not split", () => {
    expect(splitPatterns("**/*.ts, **/*.tsx,, docs/**")).toEqual(["**/*.ts", "**/*.tsx", "docs/**"]);
    expect(splitPatterns("**/*.{ts,tsx},*.md")).toEqual(["**/*.{ts,tsx}", "*.md"]);
    const r = run(
      { ...GIT, "/r/.github/instructions/x.instructions.md": instr('applyTo: "**/*.py,web/**"', "X"), "/r/web/i.html": "" },
      { contextPaths: ["web/i.html"] },
    );
    expect(r.sources.find((s) => s.path.endsWith("x.instructions.md"))?.matchedBy).toEqual(["web/**"]);
  });

  it("applyTo globs are relative to the repository root: *.py is root-level files only", () => {
    const f = { ...GIT, "/r/.github/instructions/py.instructions.md": instr('applyTo: "*.py"', "PY"), "/r/a.py": "", "/r/pkg/b.py": "" };
    expect(status(run(f, { contextPaths: ["pkg/b.py"] }), "/r/.github/instructions/py.instructions.md")).toBe("unmatched");
    expect(status(run(f, { contextPaths: ["a.py"] }), "/r/.github/instructions/py.instructions.md")).toBe("included");
    // From a subdirectory, context paths are resolved against the cwd but matched against the root.
    expect(status(run(f, { cwd: "/r/pkg", contextPaths: ["b.py"] }), "/r/.github/instructions/py.instructions.md")).toBe("unmatched");
  });

  it("an unquoted applyTo glob still counts (fixed in CLI 1.0.48), and the frontmatter is not sent", () => {
    const r = run(
      { ...GIT, "/r/.github/instructions/u.instructions.md": "---\napplyTo: **/*.go\n---\nGO-RULES\n", "/r/m.go": "" },
      { contextPaths: ["m.go"] },
    );
    expect(attached(r, "m.go")).toContain("GO-RULES");
    expect(attached(r, "m.go")).not.toContain("---\napplyTo");
    expect(r.diagnostics.map((d) => d.code)).toContain("frontmatter-invalid");
  });

  it("Copilot CLI: an instructions file without applyTo applies to every request", () => {
    const r = run({ ...GIT, "/r/.github/instructions/p.instructions.md": "PLAIN\n" });
    expect(r.prompt).toContain("PLAIN");
  });

  it("excludeAgent: coding-agent drops the file for the coding agent only; code-review drops nothing here", () => {
    const f = {
      ...GIT,
      "/r/.github/instructions/a.instructions.md": instr('applyTo: "**"\nexcludeAgent: "coding-agent"', "NOT-FOR-AGENT"),
      "/r/.github/instructions/b.instructions.md": instr('applyTo: "**"\nexcludeAgent: "code-review"', "NOT-FOR-REVIEW"),
    };
    const agent = run(f, { variant: "coding-agent" });
    expect(status(agent, "/r/.github/instructions/a.instructions.md")).toBe("disabled");
    expect(agent.prompt).toContain("NOT-FOR-REVIEW");
    // Copilot CLI 1.0.102 leaves it out too (seen in the lab); the coding agent's runner is not run.
    const cli = run(f);
    expect(cli.prompt).not.toContain("NOT-FOR-AGENT");
    expect(status(cli, "/r/.github/instructions/a.instructions.md")).toBe("disabled");
    expect(cli.prompt).toContain("NOT-FOR-REVIEW");
  });

  it("an unknown excludeAgent value or a non-glob applyTo is reported", () => {
    const r = run({ ...GIT, "/r/.github/instructions/a.instructions.md": instr("applyTo: 5\nexcludeAgent: reviewer", "A") });
    expect(r.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(["apply-to-invalid", "exclude-agent-unknown"]));
  });
});

describe("copilot: agent files", () => {
  it("CLI 1.0.102: AGENTS.md, CLAUDE.md and GEMINI.md at the root are read after copilot-instructions.md; .claude/CLAUDE.md is not", () => {
    const files = {
      ...GIT,
      "/r/GEMINI.md": "G\n",
      "/r/CLAUDE.md": "C\n",
      "/r/.claude/CLAUDE.md": "CC\n",
      "/r/AGENTS.md": "A\n",
      "/r/.github/copilot-instructions.md": "R\n",
    };
    expect(inPrompt(run(files))).toEqual(["/r/.github/copilot-instructions.md", "/r/AGENTS.md", "/r/CLAUDE.md", "/r/GEMINI.md"]);
    expect(inPrompt(run(files, { variant: "coding-agent" }))).toContain("/r/.claude/CLAUDE.md");
  });

  it("coding agent: the nearest AGENTS.md in the tree takes precedence for a worked-on file", () => {
    const f = {
      ...GIT,
      "/r/AGENTS.md": "ROOT\n",
      "/r/a/AGENTS.md": "A\n",
      "/r/a/b/AGENTS.md": "AB\n",
      "/r/a/b/c/x.ts": "",
      "/r/a/y.ts": "",
    };
    const r = run(f, { variant: "coding-agent", contextPaths: ["a/b/c/x.ts", "a/y.ts"] });
    expect(attached(r, "a/b/c/x.ts")).toContain("AB");
    expect(attached(r, "a/b/c/x.ts")).not.toContain("\nA\n");
    expect(r.sources.filter((s) => s.path === "/r/a/AGENTS.md").map((s) => s.status)).toEqual(["included", "shadowed"]);
    expect(attached(r, "a/y.ts")).toContain("\nA\n");
    expect(r.prompt).toContain("ROOT");
  });

  it("coding agent: a nested AGENTS.md with no worked-on file below it is unmatched", () => {
    const r = run({ ...GIT, "/r/AGENTS.md": "ROOT\n", "/r/svc/AGENTS.md": "SVC\n" }, { variant: "coding-agent" });
    expect(status(r, "/r/svc/AGENTS.md")).toBe("unmatched");
  });

  it("the agent runtime drops a file whose content equals one already loaded", () => {
    const r = run({ ...GIT, "/r/AGENTS.md": "Same.\n", "/r/CLAUDE.md": "Same.\n" });
    expect(status(r, "/r/CLAUDE.md")).toBe("duplicate");
    expect(run({ "/r/AGENTS.md": "Same.\n", "/r/CLAUDE.md": "Same.\n" }, { variant: "vscode" }).sources.map((s) => s.status)).toEqual([
      "included",
      "included",
    ]);
  });
});

describe("copilot CLI: user level and discovery", () => {
  it("user-level $HOME/.copilot/copilot-instructions.md comes first; ~/.copilot/instructions files come first of the instruction files", () => {
    const r = run({
      ...GIT,
      "/r/AGENTS.md": "A\n",
      "/r/.github/instructions/r.instructions.md": "R\n",
      "/home/user/.copilot/copilot-instructions.md": "ME\n",
      "/home/user/.copilot/instructions/sub/u.instructions.md": "U\n",
    });
    expect(inPrompt(r)).toEqual([
      "/home/user/.copilot/copilot-instructions.md",
      "/r/AGENTS.md",
      "/home/user/.copilot/instructions/sub/u.instructions.md",
      "/r/.github/instructions/r.instructions.md",
    ]);
  });

  it("COPILOT_HOME moves the user-level files; XDG_CONFIG_HOME is no longer read", () => {
    const f = {
      "/cfg/copilot-instructions.md": "MOVED\n",
      "/home/user/.copilot/copilot-instructions.md": "DEFAULT\n",
      "/x/.copilot/copilot-instructions.md": "XDG\n",
    };
    const r = run(f, { env: { COPILOT_HOME: "/cfg", XDG_CONFIG_HOME: "/x" } });
    expect(r.prompt).toContain("MOVED");
    expect(r.prompt).not.toContain("DEFAULT");
    expect(r.prompt).not.toContain("XDG");
    expect(r.diagnostics.map((d) => d.code)).toContain("setting-not-read");
  });

  it("repo files: the root's and the cwd's copilot-instructions.md, their agent files, then the folders between, cwd upwards", () => {
    const r = run(
      {
        ...GIT,
        "/r/AGENTS.md": "1\n",
        "/r/a/AGENTS.md": "2\n",
        "/r/a/b/.github/copilot-instructions.md": "3\n",
        "/r/a/b/.github/instructions/x.instructions.md": "4\n",
        "/r/z/AGENTS.md": "no\n",
      },
      { cwd: "/r/a/b" },
    );
    expect(inPrompt(r)).toEqual([
      "/r/a/b/.github/copilot-instructions.md",
      "/r/AGENTS.md",
      "/r/a/AGENTS.md",
      "/r/a/b/.github/instructions/x.instructions.md",
    ]);
    expect(status(r, "/r/z/AGENTS.md")).toBe("unmatched");
  });

  it("the directories on the path of a worked-on file add their instruction files, once", () => {
    const r = run(
      {
        ...GIT,
        "/r/AGENTS.md": "ROOT\n",
        "/r/web/AGENTS.md": "WEB\n",
        "/r/web/ui/GEMINI.md": "UI\n",
        "/r/web/ui/a.tsx": "",
        "/r/web/b.ts": "",
      },
      { contextPaths: ["web/ui/a.tsx", "web/b.ts"] },
    );
    expect(r.prompt).not.toContain("WEB");
    expect(attached(r, "web/ui/a.tsx")).toContain("WEB");
    expect(attached(r, "web/ui/a.tsx")).toContain("UI");
    expect(r.blocks.some((b) => b.trigger === "read web/b.ts")).toBe(false);
    expect(inPrompt(r)).toEqual(["/r/AGENTS.md", "/r/web/AGENTS.md", "/r/web/ui/GEMINI.md"]);
  });

  it("outside a git repository the working directory stands in for the root", () => {
    const r = run({ "/w/AGENTS.md": "ABOVE\n", "/w/p/AGENTS.md": "HERE\n" }, { cwd: "/w/p" });
    expect(inPrompt(r)).toEqual(["/w/p/AGENTS.md"]);
  });

  it("COPILOT_CUSTOM_INSTRUCTIONS_DIRS: CLI 1.0.102 reads only the first folder; its AGENTS.md is named in a table, its instructions pasted", () => {
    const files = {
      "/r/AGENTS.md": "R\n",
      "/d1/AGENTS.md": "D1\n",
      "/d1/.github/instructions/i.instructions.md": "D1-INS\n",
      "/d1/CLAUDE.md": "NO\n",
      "/d2/AGENTS.md": "D2\n",
    };
    const r = run(files, { env: { COPILOT_CUSTOM_INSTRUCTIONS_DIRS: "/d1,/d2" } });
    expect(inPrompt(r)).toEqual(["/r/AGENTS.md", "/d1/.github/instructions/i.instructions.md"]);
    expect(r.prompt).toContain("| ../d1/ | '../d1/AGENTS.md' | Agent instructions for ../d1/**/* |");
    expect(r.prompt).not.toContain("D1\n");
    expect(r.prompt).not.toContain("d2");
    expect(status(r, "/d1/AGENTS.md")).toBe("unmatched");
    const agent = run({ "/d1/AGENTS.md": "D1\n" }, { variant: "coding-agent", env: { COPILOT_CUSTOM_INSTRUCTIONS_DIRS: "/d1" } });
    expect(agent.prompt).not.toContain("D1");
  });

  it("coding agent: personal ~/.copilot files are disabled and the agent works from the repo root", () => {
    const r = run(
      { ...GIT, "/r/AGENTS.md": "ROOT\n", "/r/sub/AGENTS.md": "SUB\n", "/home/user/.copilot/copilot-instructions.md": "ME\n" },
      { variant: "coding-agent", cwd: "/r/sub" },
    );
    expect(status(r, "/home/user/.copilot/copilot-instructions.md")).toBe("disabled");
    expect(r.prompt).not.toContain("SUB");
    expect(r.diagnostics.map((d) => d.code)).toContain("coding-agent-cwd");
  });
});

describe("copilot in VS Code: settings", () => {
  const ws = { "/r/.github/copilot-instructions.md": "COPILOT\n", "/r/AGENTS.md": "AGENTS\n", "/r/sub/AGENTS.md": "NESTED\n" };
  const vs = (files: Files, config: Record<string, unknown> = {}, extra: Partial<Scenario> = {}) =>
    run(files, { variant: "vscode", config, ...extra });

  it("github.copilot.chat.codeGeneration.useInstructionFiles gates copilot-instructions.md", () => {
    expect(vs(ws).prompt).toContain("COPILOT");
    expect(status(vs(ws, { "github.copilot.chat.codeGeneration.useInstructionFiles": false }), "/r/.github/copilot-instructions.md")).toBe(
      "disabled",
    );
  });

  it("chat.useAgentsMdFile gates the workspace-root AGENTS.md", () => {
    expect(vs(ws).prompt).toContain("AGENTS");
    expect(status(vs(ws, { "chat.useAgentsMdFile": false }), "/r/AGENTS.md")).toBe("disabled");
  });

  it("chat.useNestedAgentsMdFiles (off by default) names nested AGENTS.md files for on-demand reading", () => {
    expect(status(vs(ws), "/r/sub/AGENTS.md")).toBe("disabled");
    const on = vs(ws, { "chat.useNestedAgentsMdFiles": true });
    expect(status(on, "/r/sub/AGENTS.md")).toBe("offered");
    expect(on.prompt).not.toContain("NESTED");
    expect(on.blocks.some((b) => b.text.includes("/r/sub/AGENTS.md"))).toBe(true);
  });

  it("chat.instructionsFilesLocations picks the instruction folders (an object, or the older JSON-text form)", () => {
    const f = {
      "/r/.github/instructions/a.instructions.md": instr('applyTo: "**"', "GH"),
      "/r/my/b.instructions.md": instr('applyTo: "**"', "MINE"),
    };
    expect(vs(f).prompt).toContain("GH");
    expect(vs(f).prompt).not.toContain("MINE");
    const moved = vs(f, { "chat.instructionsFilesLocations": { ".github/instructions": false, my: true } });
    expect(moved.prompt).toContain("MINE");
    expect(moved.prompt).not.toContain("GH");
    expect(status(moved, "/r/.github/instructions/a.instructions.md")).toBe("disabled");
    // The form the key took while it was declared a string: JSON text that parses to the same map.
    const asText = vs(f, { "chat.instructionsFilesLocations": '{ ".github/instructions": false, "my": true }' });
    expect(asText.prompt).toBe(moved.prompt);
    expect(status(asText, "/r/.github/instructions/a.instructions.md")).toBe("disabled");
    for (const bad of [[1], "{ not json", '["my"]', { my: "yes" }]) {
      const r = vs(f, { "chat.instructionsFilesLocations": bad });
      expect(r.diagnostics.map((d) => d.code)).toContain("setting-invalid");
      expect(r.prompt).toContain("GH");
    }
  });

  it("chat.instructionsFilesLocations is a json config key whose default is VS Code's four folders", () => {
    const key = copilot.configKeys?.find((k) => k.key === "chat.instructionsFilesLocations");
    expect(key?.type).toBe("json");
    expect(key?.default).toEqual({
      ".github/instructions": true,
      ".claude/rules": true,
      "~/.copilot/instructions": true,
      "~/.claude/rules": true,
    });
    // Passing the declared default changes nothing against leaving the key out.
    const f = {
      "/r/.claude/rules/c.md": "CLAUDE RULE\n",
      "/home/user/.copilot/instructions/u.instructions.md": instr('applyTo: "**"', "USER"),
    };
    const given = vs(f, { "chat.instructionsFilesLocations": key?.default });
    expect(given.prompt).toBe(vs(f).prompt);
    expect(given.prompt).toContain("CLAUDE RULE");
    expect(given.prompt).toContain("USER");
  });

  it("VS Code: a file without applyTo is not attached, only listed", () => {
    const r = vs({ "/r/.github/instructions/m.instructions.md": "MANUAL\n" });
    expect(status(r, "/r/.github/instructions/m.instructions.md")).toBe("offered");
    expect(r.prompt).toBe("");
  });

  it("VS Code: applyTo gets **/ in front and matches the absolute path, ignoring case", () => {
    const f = { "/r/.github/instructions/s.instructions.md": instr('applyTo: "src/*.ts"', "SRC"), "/r/pkg/Src/A.TS": "" };
    expect(attached(vs(f, {}, { contextPaths: ["pkg/Src/A.TS"] }), "pkg/Src/A.TS")).toContain("SRC");
    // The agent runtime anchors the same glob at the repository root instead.
    expect(status(run(f, { contextPaths: ["pkg/Src/A.TS"] }), "/r/.github/instructions/s.instructions.md")).toBe("unmatched");
  });

  it("VS Code: no specific order is guaranteed, and a diagnostic says so", () => {
    expect(vs(ws).diagnostics.map((d) => d.code)).toContain("order-not-guaranteed");
    expect(vs({ "/r/AGENTS.md": "ONLY\n" }).diagnostics.map((d) => d.code)).not.toContain("order-not-guaranteed");
  });
});

describe("copilot: limits and wording", () => {
  it("no size limit and no import syntax: a large file is kept whole and @path stays text", () => {
    const big = "- rule\n".repeat(20000);
    const r = run({ ...GIT, "/r/AGENTS.md": `@docs/more.md\n${big}`, "/r/docs/more.md": "IMPORTED\n" });
    expect(status(r, "/r/AGENTS.md")).toBe("included");
    expect(r.prompt).toContain(big);
    expect(r.prompt).not.toContain("IMPORTED");
  });

  it("the CLI's text is its own (1.0.102, seen in the lab); the other surfaces' wording is not published, so they get Rulescope's listing", async () => {
    const { copilot } = await import("./index");
    expect(copilot.textFidelity).toBe("order-only");
    const files = { ...GIT, "/r/AGENTS.md": "A\n" };
    const r = run(files);
    expect(r.prompt).toBe("<custom_instruction>\nA\n\n</custom_instruction>");
    expect(r.parts.filter((p) => p.kind === "content").map((p) => r.prompt.slice(p.start, p.end))).toEqual(["A\n"]);
    const agent = run(files, { variant: "coding-agent" });
    expect(agent.prompt.startsWith("[Rulescope listing: GitHub Copilot does not publish")).toBe(true);
  });
});

describe("copilot: applyTo written as a YAML list", () => {
  const LIST = "---\napplyTo:\n  - src/**/*.ts\n  - test/**\ndescription: TS\n---\nLIST-RULES\n";
  const files = { ...GIT, "/r/.github/instructions/ts.instructions.md": LIST, "/r/src/a.ts": "" };
  const path = "/r/.github/instructions/ts.instructions.md";

  it("the CLI reads the list's globs; a note offers the one string every surface reads, replacing the key and its items", () => {
    const r = run(files, { contextPaths: ["/r/src/a.ts"] });
    expect(attached(r, "/r/src/a.ts")).toContain("LIST-RULES");
    const note = r.diagnostics.find((d) => d.code === "fragile-form")!;
    expect(note).toMatchObject({ level: "info", path, line: 2, fix: { line: 2, endLine: 4, text: 'applyTo: "src/**/*.ts,test/**"' } });
    // The repaired file is read the same way, with no note.
    const fixed = LIST.split("\n");
    fixed.splice(1, 3, note.fix!.text);
    const again = run({ ...files, [path]: fixed.join("\n") }, { contextPaths: ["/r/src/a.ts"] });
    expect(attached(again, "/r/src/a.ts")).toContain("LIST-RULES");
    expect(again.diagnostics.map((d) => d.code)).not.toContain("fragile-form");
  });

  it("VS Code reads applyTo only as a string (PromptHeader.applyTo): the list is ignored and the file never attached", () => {
    const r = run(files, { variant: "vscode", contextPaths: ["/r/src/a.ts"] });
    expect(r.prompt).not.toContain("LIST-RULES");
    expect(status(r, path)).toBe("offered");
    expect(r.sources.find((s) => s.path === path)!.reason).toMatch(/YAML list, which VS Code does not read/);
    const codes = r.diagnostics.filter((d) => d.path === path).map((d) => [d.code, d.level]);
    expect(codes).toContainEqual(["apply-to-invalid", "warning"]);
    expect(codes.map(([c]) => c)).not.toContain("apply-to-missing");
    expect(r.diagnostics.find((d) => d.code === "apply-to-invalid")!.fix).toMatchObject({ line: 2, endLine: 4 });
  });

  it("a flow list on one line is repaired on that line", () => {
    const r = run({ ...GIT, [path]: '---\napplyTo: ["**/*.ts", "**/*.tsx"]\n---\nX\n' });
    expect(r.diagnostics.find((d) => d.code === "fragile-form")!.fix).toEqual({
      line: 2,
      endLine: 2,
      text: 'applyTo: "**/*.ts,**/*.tsx"',
      description: 'Write applyTo as one string: "**/*.ts,**/*.tsx"',
    });
  });
});

describe("copilot@vscode: the active editor (VS Code's implicit context)", () => {
  const files = {
    ...GIT,
    "/r/.github/instructions/ts.instructions.md": '---\napplyTo: "**/*.ts"\n---\nTS-RULES\n',
    "/r/.github/instructions/css.instructions.md": '---\napplyTo: "**/*.css"\n---\nCSS-RULES\n',
    "/r/src/a.ts": "",
    "/r/src/b.css": "",
  };
  const opened = (r: Resolution, entry: string) => r.blocks.find((b) => b.trigger === `open ${entry}`)?.text ?? "";

  it("in ask and edit modes the active editor's file is context: a matching applyTo attaches; other tabs are not context", () => {
    for (const mode of ["ask", "Edit"]) {
      const r = run(files, { variant: "vscode", openFiles: ["/r/src/a.ts", "/r/src/b.css"], session: { mode } });
      expect(opened(r, "/r/src/a.ts"), mode).toContain("TS-RULES");
      expect(status(r, "/r/.github/instructions/css.instructions.md"), mode).toBe("unmatched");
    }
  });

  it("in agent mode, VS Code's default, it is only suggested: nothing attaches, and the decision says so", () => {
    const r = run(files, { variant: "vscode", openFiles: ["/r/src/a.ts"] });
    expect(opened(r, "/r/src/a.ts")).toBe("");
    expect(status(r, "/r/.github/instructions/ts.instructions.md")).toBe("unmatched");
    expect(r.trace.some((t) => t.op === "decide" && t.result.includes("only suggested as an attachment in agent mode"))).toBe(true);
  });

  it("the CLI surfaces do not read the editor", () => {
    const r = run(files, { openFiles: ["/r/src/a.ts"], session: { mode: "ask" } });
    expect(r.blocks.some((b) => b.trigger?.startsWith("open "))).toBe(false);
  });
});

describe("each surface checks only the settings it has", () => {
  const files = { "/r/.git/HEAD": "ref: refs/heads/main\n", "/r/AGENTS.md": "A\n" };
  const invalid = (r: Resolution) => r.diagnostics.filter((d) => d.code === "setting-invalid").map((d) => d.message);
  const bad = { "chat.useAgentsMdFile": "yes", "visualStudio.enableCustomInstructions": "yes" };
  it("the CLI and the coding agent have none of the IDE settings: a bad one is not read, so not warned about", () => {
    for (const variant of ["upstream", "coding-agent"]) expect(invalid(run(files, { variant, config: bad })), variant).toEqual([]);
  });
  it("VS Code and Visual Studio each warn about their own setting only", () => {
    expect(invalid(run(files, { variant: "vscode", config: bad }))).toEqual([
      expect.stringMatching(/^config\.chat\.useAgentsMdFile must be /),
    ]);
    expect(invalid(run(files, { variant: "visual-studio", config: bad }))).toEqual([
      expect.stringMatching(/^config\.visualStudio\.enableCustomInstructions must be /),
    ]);
  });
});
