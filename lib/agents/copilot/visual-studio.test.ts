/**
 * Copilot Chat in Visual Studio (variant `visual-studio`): one test per loading rule, written from the
 * Learn docs, GitHub docs' Visual Studio tab and the third-party findings README.md names.
 */
import { describe, expect, it } from "vitest";
import type { Resolution } from "../../types";
import { codes, firstStatus as status, inPrompt, runner, statuses } from "../../../test/agent-helpers";

const run = runner("copilot", { cwd: "/r", variant: "visual-studio" });
const attached = (r: Resolution, entry: string) => r.blocks.find((b) => b.trigger === `read ${entry}`)?.text ?? "";
const GIT = { "/r/.git": { dir: true as const } };
const instr = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n${body}\n`;
const OPTION = "visualStudio.enableCustomInstructions";

describe("copilot visual-studio: files read", () => {
  it(".github/copilot-instructions.md at the repository root goes with every request", () => {
    const r = run({ ...GIT, "/r/.github/copilot-instructions.md": "Use tabs.\n" }, { cwd: "/r/src" });
    expect(inPrompt(r)).toEqual(["/r/.github/copilot-instructions.md"]);
  });
  it("only the two kinds: AGENTS.md, CLAUDE.md and ~/.copilot files are not read", () => {
    const r = run({
      ...GIT,
      "/r/AGENTS.md": "A",
      "/r/CLAUDE.md": "C",
      "/home/user/.copilot/copilot-instructions.md": "P",
      "/r/.github/copilot-instructions.md": "Repo\n",
    });
    expect(inPrompt(r)).toEqual(["/r/.github/copilot-instructions.md"]);
    expect(r.sources.map((s) => s.path)).not.toContain("/r/AGENTS.md");
  });
  it("the Options checkbox, when off, turns off both kinds of file", () => {
    const files = {
      ...GIT,
      "/r/.github/copilot-instructions.md": "Repo\n",
      "/r/.github/instructions/all.instructions.md": instr('applyTo: "**"', "All"),
    };
    const r = run(files, { config: { [OPTION]: false } });
    expect(r.prompt).toBe("");
    expect(status(r, "/r/.github/copilot-instructions.md")).toBe("disabled");
    expect(status(r, "/r/.github/instructions/all.instructions.md")).toBe("disabled");
  });
});

describe("copilot visual-studio: applyTo", () => {
  const files = {
    ...GIT,
    "/r/.github/instructions/cs.instructions.md": instr('applyTo: "**/*.cs"', "CS-RULES"),
    "/r/.github/instructions/sub/all.instructions.md": instr('applyTo: "**"', "ALL-RULES"),
    "/r/.github/instructions/none.instructions.md": "NO-APPLYTO\n",
    "/r/src/A.cs": "",
  };
  it("applyTo ** applies to every request, found below .github/instructions", () => {
    expect(run(files).prompt).toContain("ALL-RULES");
  });
  it("other applyTo globs attach when a matching file is worked on", () => {
    expect(run(files).prompt).not.toContain("CS-RULES");
    const r = run(files, { contextPaths: ["src/A.cs"] });
    expect(attached(r, "src/A.cs")).toContain("CS-RULES");
  });
  it("a file without applyTo is not attached", () => {
    const r = run(files, { contextPaths: ["src/A.cs"] });
    expect(r.prompt + attached(r, "src/A.cs")).not.toContain("NO-APPLYTO");
    expect(status(r, "/r/.github/instructions/none.instructions.md")).toBe("unmatched");
  });
});

describe("copilot visual-studio: reference lines", () => {
  it("a line holding only #file:'x.instructions.md' loads that file, right after the one naming it", () => {
    const r = run({
      ...GIT,
      "/r/.github/copilot-instructions.md": "Repo rules.\n#file:'instructions/style.instructions.md'\n",
      "/r/.github/instructions/style.instructions.md": instr('applyTo: "docs/**"', "STYLE"),
    });
    expect(inPrompt(r)).toEqual(["/r/.github/copilot-instructions.md", "/r/.github/instructions/style.instructions.md"]);
    expect(r.prompt).toContain("STYLE");
  });
  it("a line ending with a Markdown link to a *.instructions.md file loads it too", () => {
    const r = run({
      ...GIT,
      "/r/.github/copilot-instructions.md": "See the [style guide](instructions/style.instructions.md)\n",
      "/r/.github/instructions/style.instructions.md": instr('applyTo: "docs/**"', "STYLE"),
    });
    expect(r.prompt).toContain("STYLE");
  });
  it("#file:'…' inside a sentence, or to another kind of file, stays text", () => {
    const r = run({
      ...GIT,
      "/r/.github/copilot-instructions.md": "Follow #file:'instructions/style.instructions.md' always.\n#file:'docs/guide.md'\n",
      "/r/.github/instructions/style.instructions.md": instr('applyTo: "docs/**"', "STYLE"),
      "/r/docs/guide.md": "GUIDE",
    });
    expect(r.prompt).not.toContain("STYLE");
    expect(r.prompt).not.toContain("GUIDE");
    expect(codes(r)).toContain("reference-skipped");
  });
  it("a loaded file already in context is a duplicate; a missing one is reported", () => {
    const r = run({
      ...GIT,
      "/r/.github/copilot-instructions.md": "#file:'instructions/all.instructions.md'\n#file:'instructions/gone.instructions.md'\n",
      "/r/.github/instructions/all.instructions.md": instr('applyTo: "**"', "ALL"),
    });
    expect(statuses(r, "/r/.github/instructions/all.instructions.md")).toEqual(["included"]);
    expect(codes(r)).toContain("missing-reference");
  });
});
