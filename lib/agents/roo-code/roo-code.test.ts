/** One test per loading rule of Roo Code 3.52 (src/core/prompts/sections/custom-instructions.ts and friends). */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../scenario/types";
import { codes, included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("roo-code", { cwd: "/repo" });
/** The text after "Rules:\n\n", without the section's closing newline. */
const rules = (res: ReturnType<typeof run>) => {
  const i = res.prompt.indexOf("Rules:\n\n");
  return i === -1 ? null : res.prompt.slice(i + "Rules:\n\n".length, -1);
};

describe("roo-code: the section", () => {
  it("is always there, with the language preference (en by default), even with no rule file", () => {
    const res = run({});
    expect(res.prompt.startsWith("\n====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n")).toBe(true);
    expect(res.prompt).toContain('speak and think in the "English" (en) language');
    expect(rules(res)).toBeNull();
  });
  it("a language Roo does not list is written as its code", () => {
    expect(run({}, { config: { language: "xx" } }).prompt).toContain('in the "xx" (xx) language');
  });
});

describe("roo-code: .roo/rules folders", () => {
  it("global ~/.roo/rules then the project's, each file headed by its path from the working directory", () => {
    const res = run({ "/home/user/.roo/rules/g.md": "G", "/repo/.roo/rules/p.md": "P" });
    expect(rules(res)).toBe(
      "# Rules from .roo directories:\n\n# Rules from ../home/user/.roo/rules/g.md:\nG\n\n# Rules from .roo/rules/p.md:\nP",
    );
  });
  it("reads subfolders too, sorted by file name alone, case-insensitively", () => {
    const res = run({ "/repo/.roo/rules/B.md": "b", "/repo/.roo/rules/z/a.md": "a", "/repo/.roo/rules/c.md": "c" });
    expect(included(res)).toEqual(["/repo/.roo/rules/z/a.md", "/repo/.roo/rules/B.md", "/repo/.roo/rules/c.md"]);
  });
  it("reads every extension but leaves cache and system files out", () => {
    const res = run({ "/repo/.roo/rules/a.txt": "txt", "/repo/.roo/rules/x.swp": "swap", "/repo/.roo/rules/Thumbs.db": "t" });
    expect(included(res)).toEqual(["/repo/.roo/rules/a.txt"]);
    expect(status(res, "/repo/.roo/rules/x.swp")).toEqual(["unmatched"]);
  });
  it("trims each file; a blank file keeps its heading", () => {
    const res = run({ "/repo/.roo/rules/a.md": "\n  A  \n", "/repo/.roo/rules/b.md": "  \n" });
    expect(rules(res)).toBe("# Rules from .roo directories:\n\n# Rules from .roo/rules/a.md:\nA\n\n# Rules from .roo/rules/b.md:");
    expect(status(res, "/repo/.roo/rules/b.md")).toEqual(["empty"]);
  });
});

describe("roo-code: legacy files", () => {
  it("without a rule file in .roo/rules, .roorules; a blank .roorules hands over to .clinerules", () => {
    expect(rules(run({ "/repo/.roo/rules": { dir: true }, "/repo/.roorules": "R", "/repo/.clinerules": "C" }))).toBe(
      "# Rules from .roorules:\nR",
    );
    expect(rules(run({ "/repo/.roorules": " \n", "/repo/.clinerules": "C" }))).toBe("# Rules from .clinerules:\nC");
  });
  it("a .clinerules folder is not read", () => {
    const res = run({ "/repo/.clinerules/a.md": "A" });
    expect(rules(res)).toBeNull();
    expect(status(res, "/repo/.clinerules")).toEqual(["unmatched"]);
  });
});

describe("roo-code: mode rules", () => {
  it("the mode comes from config mode, else the session, else architect (defaultModeSlug: the first built-in mode)", () => {
    const files = {
      "/repo/.roorules-code": "code",
      "/repo/.roorules-architect": "architect",
      "/repo/.roorules-ask": "ask",
      "/repo/.roorules-debug": "debug",
    };
    expect(rules(run(files))).toBe("# Rules from .roorules-architect:\narchitect");
    expect(rules(run(files, { config: { mode: "code" } }))).toBe("# Rules from .roorules-code:\ncode");
    expect(rules(run(files, { session: { mode: "ask" } }))).toBe("# Rules from .roorules-ask:\nask");
    expect(rules(run(files, { session: { mode: "ask" }, config: { mode: "debug" } }))).toBe("# Rules from .roorules-debug:\ndebug");
  });
  it(".roo/rules-{mode} folders (global and project) come first under one heading, before the generic rules", () => {
    const res = run(
      {
        "/home/user/.roo/rules-code/g.md": "G",
        "/repo/.roo/rules-code/p.md": "P",
        "/repo/.roo/rules/r.md": "R",
        "/repo/.roorules-code": "legacy",
      },
      { config: { mode: "code" } },
    );
    expect(rules(res)).toBe(
      "# Rules from rules-code directories:\n\n# Rules from ../home/user/.roo/rules-code/g.md:\nG\n\n# Rules from .roo/rules-code/p.md:\nP\n\n# Rules from .roo directories:\n\n# Rules from .roo/rules/r.md:\nR",
    );
    expect(status(res, "/repo/.roorules-code")).toEqual(["shadowed"]);
  });
  it("falls back to .roorules-{mode}, then .clinerules-{mode}", () => {
    expect(rules(run({ "/repo/.clinerules-code": "cline" }, { config: { mode: "code" } }))).toBe("# Rules from .clinerules-code:\ncline");
  });
});

describe("roo-code: AGENTS.md", () => {
  it("AGENTS.md, else AGENT.md when AGENTS.md is missing or blank; AGENTS.local.md after it, even alone", () => {
    expect(rules(run({ "/repo/AGENTS.md": "A", "/repo/AGENT.md": "B" }))).toBe("# Agent Rules Standard (AGENTS.md):\nA");
    expect(rules(run({ "/repo/AGENTS.md": "\n", "/repo/AGENT.md": "B" }))).toBe("# Agent Rules Standard (AGENT.md):\nB");
    expect(rules(run({ "/repo/AGENTS.local.md": "L" }))).toBe("# Agent Rules Local (AGENTS.local.md):\nL");
  });
  it("comes after the mode rules and .rooignore and before the generic rules", () => {
    const res = run(
      { "/repo/AGENTS.md": "A", "/repo/.roorules": "R", "/repo/.roorules-code": "M", "/repo/.rooignore": "x\n" },
      { config: { mode: "code" } },
    );
    expect(included(res)).toEqual(["/repo/.roorules-code", "/repo/.rooignore", "/repo/AGENTS.md", "/repo/.roorules"]);
  });
  it("roo-cline.useAgentRules: false leaves it out", () => {
    const res = run({ "/repo/AGENTS.md": "A" }, { config: { "roo-cline.useAgentRules": false } });
    expect(rules(res)).toBeNull();
    expect(status(res, "/repo/AGENTS.md")).toEqual(["disabled"]);
  });
});

describe("roo-code: .rooignore", () => {
  it("its untrimmed text is shown between Roo's explanation and a closing .rooignore line; an empty one adds nothing", () => {
    const res = run({ "/repo/.rooignore": "secrets/\n" });
    expect(rules(res)?.startsWith("# .rooignore\n\n(The following is provided by a root-level .rooignore file")).toBe(true);
    expect(rules(res)?.endsWith("\n\nsecrets/\n\n.rooignore")).toBe(true);
    expect(rules(run({ "/repo/.rooignore": "" }))).toBeNull();
  });
});

describe("roo-code: symlinks", () => {
  it("a link to a folder is read through; a dangling link is noted", () => {
    const res = run({
      "/repo/.roo/rules/team": { symlink: "/repo/shared" },
      "/repo/shared/t.md": "T",
      "/repo/.roo/rules/gone.md": { symlink: "/nowhere.md" },
    });
    expect(included(res)).toEqual(["/repo/shared/t.md"]);
    expect(status(res, "/repo/.roo/rules/gone.md")).toEqual(["unreadable"]);
  });
  it("a chain of links deeper than five levels is dropped", () => {
    const files: Scenario["files"] = { "/repo/.roo/rules/l0": { symlink: "/d1" }, "/d6/deep.md": "deep", "/d1/shallow.md": "shallow" };
    for (let i = 1; i <= 5; i++) files[`/d${i}/next`] = { symlink: `/d${i + 1}` };
    const res = run(files);
    expect(included(res)).toEqual(["/d1/shallow.md"]);
    expect(res.prompt).not.toContain("deep");
  });
});

describe("roo-code: modes and their instructions", () => {
  it("a built-in mode with instructions gets a marked stand-in; code has none; the default, architect, has them", () => {
    expect(run({}, { config: { mode: "ask" } }).prompt).toContain(
      "Mode-specific Instructions:\n[Rulescope: Roo Code's built-in instructions for the ask mode",
    );
    expect(run({}, { config: { mode: "code" } }).prompt).not.toContain("Mode-specific Instructions:");
    expect(run({}).prompt).toContain("Mode-specific Instructions:\n[Rulescope: Roo Code's built-in instructions for the architect mode");
  });
  it("a .roomodes mode replaces the built-in one; a broken .roomodes is dropped whole", () => {
    const good = "customModes:\n  - slug: ask\n    name: Ask\n    roleDefinition: r\n    groups: []\n    customInstructions: Mine.\n";
    expect(run({ "/repo/.roomodes": good }, { config: { mode: "ask" } }).prompt).toContain("Mode-specific Instructions:\nMine.\n");
    const bad = "customModes:\n  - slug: ask\n    customInstructions: Mine.\n";
    const res = run({ "/repo/.roomodes": bad }, { config: { mode: "ask" } });
    expect(res.prompt).not.toContain("Mine.");
    expect(codes(res)).toContain("roomodes-dropped");
  });
  it("an unknown mode takes the architect mode's instructions, and still its own rules-{mode} folder", () => {
    const res = run({ "/repo/.roo/rules-x/a.md": "X" }, { config: { mode: "x" } });
    expect(res.prompt).toContain("instructions for the architect mode");
    expect(rules(res)).toBe("# Rules from rules-x directories:\n\n# Rules from .roo/rules-x/a.md:\nX");
    expect(codes(res)).toContain("unknown-mode");
  });
});

describe("roo-code: enableSubfolderRules", () => {
  const files = {
    "/repo/.roo/rules/r.md": "R",
    "/repo/pkg/.roo/rules/p.md": "P",
    "/repo/pkg/AGENTS.md": "PA",
    "/repo/node_modules/m/.roo/rules/m.md": "M",
  };
  it("off (the default): only the workspace root", () => {
    expect(included(run(files))).toEqual(["/repo/.roo/rules/r.md"]);
  });
  it("on: .roo folders below the root, after it, and the AGENTS.md beside them with its folder named", () => {
    const res = run(files, { config: { enableSubfolderRules: true } });
    expect(included(res)).toEqual(["/repo/pkg/AGENTS.md", "/repo/.roo/rules/r.md", "/repo/pkg/.roo/rules/p.md"]);
    expect(res.prompt).toContain("# Agent Rules Standard (AGENTS.md) from pkg:\nPA");
    expect(res.prompt).not.toContain("M\n");
  });
});

describe("roo-code: hostile folders", () => {
  it("links back into their own folder stop at Rulescope's entry bound, with a warning", () => {
    const files: Scenario["files"] = { "/repo/.roo/rules/a.md": "A" };
    for (let i = 0; i < 40; i++) files[`/repo/.roo/rules/l${i}`] = { symlink: "/repo/.roo/rules" };
    const res = run(files);
    expect(res.diagnostics.map((d) => d.code)).toContain("walk-capped");
    expect(res.prompt).toContain("# Rules from .roo/rules/a.md:\nA");
  });
});
