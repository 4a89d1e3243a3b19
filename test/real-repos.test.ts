/**
 * `check` on two public repositories' rule files (test/fixtures/real/*.json: the tree at a pinned
 * commit, rule files with their text, a sample of the other files as empty placeholders). Each test
 * asserts a finding judged true by reading the repository, with expectations computed from the
 * fixture's own text, not from the check's output.
 */
import { describe, expect, it } from "vitest";
import { placesOf } from "../lib/check/causes";
import type { CheckReport } from "../lib/check/types";
import { load, run, textOf, type RealFixture } from "./real-fixture";

const lineOfByte = (text: string, byte: number): number => {
  const bytes = new TextEncoder().encode(text).slice(0, byte);
  return bytes.filter((b) => b === 10).length + 1;
};

describe("sebastienros/jint (AGENTS.md of 125 KB, CLAUDE.md that imports it)", { timeout: 120_000 }, () => {
  const fx = load("jint");

  it("is pinned to a commit", () => {
    expect(fx.repo).toBe("sebastienros/jint");
    expect(fx.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("codex cuts AGENTS.md at 32 KiB, on the line the byte falls on; claude-code reads it all through the import", () => {
    const report = run(fx, ["codex", "claude-code"], ["/repo"]);
    const agentsMd = textOf(fx, "AGENTS.md");
    expect(new TextEncoder().encode(agentsMd).length).toBeGreaterThan(32 * 1024);
    const cut = report.findings.filter((f) => f.code === "budget-cut");
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ path: "/repo/AGENTS.md", agents: ["codex"], line: lineOfByte(agentsMd, 32 * 1024) });
    // CLAUDE.md is one `@AGENTS.md` line: both agents get the same text, so they do not disagree.
    expect(textOf(fx, "CLAUDE.md").trim()).toBe("@AGENTS.md");
    expect(report.findings.filter((f) => f.code === "agents-disagree")).toEqual([]);
  });
});

// A 1,928-file tree checked from the root: seconds, more on a loaded CI machine.
describe(
  "rjmurillo/ai-agents (nested CLAUDE.md files, .claude/rules, copilot instructions shipped as templates)",
  { timeout: 120_000 },
  () => {
    const fx = load("ai-agents");

    it("copilot-instructions.md files outside .github are read by no declared agent", () => {
      const report = run(fx, ["claude-code", "copilot"], ["/repo"]);
      const misplaced = Object.keys(fx.files).filter(
        (p) => p.endsWith("/copilot-instructions.md") && p !== ".github/copilot-instructions.md",
      );
      expect(misplaced.length).toBeGreaterThan(0);
      // One finding per cause: the files of one cause are its places.
      const neverRead = report.findings.filter((f) => f.code === "never-read").flatMap((f) => placesOf(f).map((p) => p.path));
      for (const p of misplaced) expect(neverRead).toContain(`/repo/${p}`);
      // Files that only share a base name with a rule in .claude/rules are not rule files.
      expect(neverRead.filter((p) => !p.endsWith("copilot-instructions.md") && !/\/(AGENTS|CLAUDE|GEMINI)\.md$/.test(p))).toEqual([]);
    });

    it("unscoped rules in .claude/rules: copilot gets their text from its .github/instructions mirror, codex misses them", () => {
      const report = run(fx, ["claude-code", "copilot", "codex"], ["/repo"]);
      const body = (text: string) =>
        text
          .replace(/^---\n[\s\S]*?\n---\n/, "")
          .replace(/\s+/g, " ")
          .trim();
      const unscoped = Object.keys(fx.files)
        .map((p): [string, string] => [p, textOf(fx, p)])
        .filter(([p, text]) => p.startsWith(".claude/rules/") && p.endsWith(".md") && !/^---\n[\s\S]*?^paths:/m.test(text));
      // Copilot gets a rule's text when the mirror has the same body and applies to every file.
      const mirrorOf = (p: string) => textOf(fx, `.github/instructions/${p.slice(".claude/rules/".length, -3)}.instructions.md`);
      const mirrored = ([p, text]: [string, string]) => body(mirrorOf(p)) === body(text) && /^applyTo: ['"]\*\*['"]$/m.test(mirrorOf(p));
      expect(unscoped.filter(mirrored).length).toBeGreaterThan(0);
      // pragmatic-programmer.md carries Copilot's applyTo: key, which Claude Code does not read: Claude Code
      // loads it always, Copilot only for code files, so from the root they disagree.
      const drift = unscoped.filter((e) => !mirrored(e)).map(([p]) => p);
      expect(drift).toContain(".claude/rules/pragmatic-programmer.md");
      const disagree = new Map(
        report.findings.filter((f) => f.code === "agents-disagree").flatMap((f) => placesOf(f).map((p) => [p.path, f] as const)),
      );
      for (const entry of unscoped) {
        const finding = disagree.get(`/repo/${entry[0]}`);
        expect(finding?.agents, entry[0]).toContain("codex");
        // Claude Code's own rules folder, which the others do not read by design: said, as info.
        expect(finding?.message).toMatch(
          /^claude-code loads this rule file from its own rules, which [a-z, -]+ (does|do) not read by design/,
        );
        expect(finding?.severity).toBe("info");
        if (mirrored(entry)) expect(finding?.agents, entry[0]).not.toContain("copilot");
        else expect(finding?.agents, entry[0]).toContain("copilot");
      }
    });
  },
);

// A 3,057-file tree with Continue rules (class "misses" of the issue on check's precision).
describe("continuedev/continue (.continue/rules with globs, agent-requested rules, prompt files)", { timeout: 120_000 }, () => {
  const fx = load("continue");
  const rules = Object.keys(fx.files).filter((p) => p.startsWith(".continue/rules/") && p.endsWith(".md"));
  const report = () => run(fx, undefined, undefined, true);

  it("infers Continue from its folder, codex from the nested AGENTS.md, claude-code (weaker) from a .claude/ skill", () => {
    expect(report().agents.map((a) => a.id)).toEqual(["codex", "claude-code", "continue"]);
    expect(report().evidence.find((e) => e.agent === "claude-code")).toEqual({
      agent: "claude-code",
      files: [".claude/skills/docs-style/SKILL.md"],
      weak: true,
    });
  });
  it("globs that match no file are errors on their line; the others are not reported", () => {
    const dead = report().findings.filter((f) => f.code === "scope-never-applies");
    const at = dead.flatMap((f) => placesOf(f).map((p) => `${p.path.slice("/repo/".length)}:${p.line}`)).sort();
    // From the text: "/**/*." ends in a dot (no file name does), and the Markdown-escaped docs/\*_/_. names no folder.
    const expected = rules
      .filter((p) => /^globs: .*(\/\*\*\/\*\.["']?$|\\\*_)/m.test(textOf(fx, p)))
      .map(
        (p) =>
          `${p}:${
            textOf(fx, p)
              .split("\n")
              .findIndex((l) => l.startsWith("globs:")) + 1
          }`,
      )
      .sort();
    expect(expected).toHaveLength(2);
    expect(at).toEqual(expected);
    expect(dead.every((f) => f.severity === "error")).toBe(true);
  });
  it("rules with alwaysApply: false and no globs are never sent (one finding); prompt files and invokable rules are not reported", () => {
    const never = report().findings.filter((f) => f.code === "never-sent");
    expect(never).toHaveLength(1);
    const told = placesOf(never[0])
      .map((p) => p.path.slice("/repo/".length))
      .sort();
    const requested = rules
      .filter(
        (p) => /^alwaysApply: false$/m.test(textOf(fx, p)) && !/^globs:/m.test(textOf(fx, p)) && !/^invokable: true$/m.test(textOf(fx, p)),
      )
      .sort();
    expect(requested.length).toBeGreaterThan(2);
    expect(told).toEqual(requested);
    const called = Object.keys(fx.files).filter(
      (p) => p.startsWith(".continue/prompts/") && (p.endsWith(".prompt") || /^invokable: true$/m.test(textOf(fx, p))),
    );
    expect(called.length).toBeGreaterThan(0);
    for (const p of called) expect(told).not.toContain(p);
  });
});

/** The places (repo-relative) of the findings of one code. */
const placesFor = (report: CheckReport, code: string): string[] =>
  report.findings.filter((f) => f.code === code).flatMap((f) => placesOf(f).map((p) => p.path.slice("/repo/".length)));
const isLink = (fx: RealFixture, path: string): boolean => typeof fx.files[path] === "object" && "symlink" in (fx.files[path] as object);
const dirOf = (p: string): string => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : ".");

// Classes "a remedy already in place" and "one cause, many warnings".
describe("cloudflare/workers-sdk (a root CLAUDE.md that imports AGENTS.md, an AGENTS.md per package)", { timeout: 120_000 }, () => {
  const fx = load("workers-sdk");
  const report = run(fx, ["opencode", "claude-code"], undefined, true);
  const packages = Object.keys(fx.files).filter((p) => /^packages\/[^/]+\/AGENTS\.md$/.test(p) && !(`${dirOf(p)}/CLAUDE.md` in fx.files));

  it("the root import is the remedy for the root AGENTS.md only: no fallback-off there", () => {
    expect(textOf(fx, "CLAUDE.md")).toMatch(/@AGENTS\.md/);
    expect(placesFor(report, "fallback-off")).not.toContain("AGENTS.md");
  });
  it("every package AGENTS.md Claude Code skips is one fallback-off finding, with the agents' disagreement folded in", () => {
    expect(packages.length).toBeGreaterThan(5);
    const off = report.findings.filter((f) => f.code === "fallback-off");
    expect(off).toHaveLength(1);
    expect(placesFor(report, "fallback-off").sort()).toEqual([...packages].sort());
    expect(off[0].folded?.map((x) => x.code)).toContain("agents-disagree");
    for (const p of packages) expect(placesFor(report, "agents-disagree")).not.toContain(p);
  });
});

// Classes "two paths to one file", "files that are not rules", a misplaced rule and the gate.
describe(
  "pydantic/pydantic-ai (CLAUDE.md -> AGENTS.md in each package, a review bot's .gemini/, docs/.cursor/rules.mdc)",
  { timeout: 120_000 },
  () => {
    const fx = load("pydantic-ai");
    const linked = Object.keys(fx.files).filter((p) => p.endsWith("CLAUDE.md") && isLink(fx, p));

    it("a CLAUDE.md that links to AGENTS.md is AGENTS.md: no finding on either, in any code", () => {
      const report = run(fx, ["claude-code", "codex"], undefined, true);
      expect(linked.length).toBeGreaterThan(3);
      const touched = new Set(
        report.findings.filter((f) => f.code !== "budget-cut").flatMap((f) => placesOf(f).map((p) => p.path.slice("/repo/".length))),
      );
      for (const link of linked) {
        expect(touched.has(link), link).toBe(false);
        expect(touched.has(`${dirOf(link)}/AGENTS.md`.replace(/^\.\//, "")), link).toBe(false);
      }
    });
    it("the review bot's .gemini/config.yaml and the misplaced docs/.cursor/rules.mdc do not bring in their agents, and the report says so", () => {
      const report = run(fx, undefined, undefined, true);
      expect(".gemini/config.yaml" in fx.files && "docs/.cursor/rules.mdc" in fx.files).toBe(true);
      expect(report.agents.map((a) => a.id)).not.toContain("gemini-cli");
      expect(report.inference.join("\n")).toMatch(/Set aside as evidence: \.gemini\/config\.yaml/);
    });
    it("for a team that declares Cursor, docs/.cursor/rules.mdc is a rule file Cursor never reads: an error", () => {
      const report = run(fx, ["cursor"], undefined, true);
      expect(report.findings.filter((f) => f.code === "rule-misplaced").map((f) => [f.path.slice("/repo/".length), f.severity])).toEqual([
        ["docs/.cursor/rules.mdc", "error"],
      ]);
    });
    it("codex cuts tests/AGENTS.md from tests/ (the root file and it pass 32 KiB): an error, so a plain check fails", () => {
      const bytes = (p: string) => new TextEncoder().encode(textOf(fx, p)).length;
      expect(bytes("AGENTS.md") + bytes("tests/AGENTS.md")).toBeGreaterThan(32 * 1024);
      const report = run(fx, ["codex"], ["/repo/tests"], true);
      const cut = report.findings.filter((f) => f.code === "budget-cut");
      expect(cut.map((f) => [f.path, f.severity])).toEqual([["/repo/tests/AGENTS.md", "error"]]);
      expect(cut[0].line).toBeGreaterThan(1);
    });
  },
);

// A tree of 27,918 files (kept as 7,249), and @handles that are no imports.
describe("biomejs/biome (CLAUDE.md -> CONTRIBUTING.md, whose maintainer list is full of @handles)", { timeout: 120_000 }, () => {
  const fx = load("biome");
  it("no import-unresolved: a [Name @handle](https://github.com/handle) is no file the team meant", () => {
    expect(fx.files["CLAUDE.md"]).toEqual({ symlink: "CONTRIBUTING.md" });
    expect(textOf(fx, "CONTRIBUTING.md").match(/ @[\w-]+\]\(https:/g)?.length).toBeGreaterThan(10);
    const report = run(fx, ["claude-code", "codex"], undefined, true);
    expect(report.findings.filter((f) => f.code === "import-unresolved")).toEqual([]);
    // What is true: AGENTS.md is separate, and Claude Code, reading CLAUDE.md, never reads it.
    expect(placesFor(report, "fallback-off")).toEqual(["AGENTS.md"]);
  });
});

// Class "no .git, other answers".
describe("vercel/ai (CLAUDE.md -> AGENTS.md, a package AGENTS.md)", { timeout: 120_000 }, () => {
  const fx = load("vercel-ai");
  it("in a clone: the package AGENTS.md is the one thing Claude Code misses", () => {
    expect(fx.files["CLAUDE.md"]).toEqual({ symlink: "AGENTS.md" });
    const report = run(fx, ["codex", "claude-code"], undefined, true);
    expect(
      report.findings.map(
        (f) =>
          `${f.code} ${placesOf(f)
            .map((p) => p.path.slice("/repo/".length))
            .join(",")}`,
      ),
    ).toEqual(["fallback-off packages/ai/AGENTS.md"]);
    expect(report.notes.join(" ")).not.toMatch(/No \.git/);
  });
  it("without .git the report says that codex took each folder for the root", () => {
    const report = run(fx, ["codex", "claude-code"]);
    expect(report.notes.join(" ")).toMatch(/No \.git was found .* codex/);
  });
  it("a web route named agents.md is a folder, not a rule file: no agent is started beside it", () => {
    const route = Object.keys(fx.files).find((p) => p.endsWith("/agents.md/route.ts"))!;
    expect(route).toBeDefined();
    const report = run(fx, ["codex", "claude-code"], undefined, true);
    expect(report.cwds.map((c) => c.slice("/repo".length).replace(/^\//, "") || ".")).toEqual([".", "packages/ai"]);
  });
});

// A paragraph received twice is a true repeat, not two code examples that open alike.
describe("browser-use/browser-use (an AGENTS.md over codex's 32 KiB, a section written twice)", { timeout: 120_000 }, () => {
  const fx = load("browser-use");
  const agentsMd = textOf(fx, "AGENTS.md");
  const report = run(fx, ["codex", "claude-code"], undefined, true);

  it("codex cuts AGENTS.md on the line its 32 KiB byte falls on, as an error", () => {
    expect(new TextEncoder().encode(agentsMd).length).toBeGreaterThan(32 * 1024);
    const cut = report.findings.filter((f) => f.code === "budget-cut");
    expect(cut.map((f) => [f.path, f.line, f.severity])).toEqual([["/repo/AGENTS.md", lineOfByte(agentsMd, 32 * 1024), "error"]]);
  });

  it("the repeated section is told; two examples that share their import lines are not", () => {
    const lines = agentsMd.split("\n");
    // From the text: the "## Agent History" section, heading to the end of its example, is there twice.
    const starts = lines.flatMap((l, i) => (l === "## Agent History" ? [i] : []));
    expect(starts).toHaveLength(2);
    const section = (from: number) => {
      const open = lines.findIndex((l, i) => i > from && l.startsWith("```"));
      const close = lines.findIndex((l, i) => i > open && l.trim() === "```");
      return lines.slice(from, close + 1).join("\n");
    };
    expect(section(starts[0])).toBe(section(starts[1]));
    // Two different examples open with the same imports, each inside its own fenced block.
    const examples = [...agentsMd.matchAll(/```python[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const opening =
      "from browser_use import Browser, sandbox, ChatBrowserUse\nfrom browser_use.agent.service import Agent\nimport asyncio\n\n";
    const alike = examples.filter((e) => e.startsWith(opening));
    expect(new Set(alike).size).toBeGreaterThan(1);
    const repeats = report.findings.filter((f) => f.code === "duplicate-text");
    expect(repeats).toHaveLength(1);
    expect(repeats[0].message).toContain(lines[starts[0] + 2].slice(0, 40));
    expect(repeats[0].message).not.toContain("from browser_use import");
  });
});

// Class "a remedy already in place": an AGENTS.md that only points at CLAUDE.md loses Claude Code nothing.
describe("payloadcms/payload (an AGENTS.md that says to read CLAUDE.md, package CLAUDE.md files)", { timeout: 120_000 }, () => {
  const fx = load("payload");
  const report = run(fx, undefined, undefined, true);
  const packages = Object.keys(fx.files).filter((p) => /^packages\/[^/]+\/CLAUDE\.md$/.test(p));

  it("no fallback-off on the pointer: Claude Code reads the file it points at", () => {
    // From the text: one sentence naming ./CLAUDE.md, the file Claude Code reads.
    expect(textOf(fx, "AGENTS.md")).toMatch(/^[^\n]*`\.\/CLAUDE\.md`[^\n]*\n?$/);
    // cursor too, on weaker evidence: its .cursor/mcp.json is a setting, no rule.
    expect(report.agents.map((a) => a.id).sort()).toEqual(["claude-code", "codex", "cursor"]);
    expect(report.evidence.find((e) => e.agent === "cursor")).toEqual({ agent: "cursor", files: [".cursor/mcp.json"], weak: true });
    expect(placesFor(report, "fallback-off")).toEqual([]);
  });

  it("codex gets only the pointer to CLAUDE.md (info: the whole file is that pointer), and none of the package CLAUDE.md files (warnings)", () => {
    expect(packages.length).toBeGreaterThan(1);
    const disagree = report.findings.filter((f) => f.code === "agents-disagree");
    expect(placesFor(report, "agents-disagree").sort()).toEqual(["CLAUDE.md", ...packages].sort());
    const root = disagree.find((f) => f.path === "/repo/CLAUDE.md")!;
    expect(root.message).toContain("only names it");
    expect(root.message).toContain("./CLAUDE.md");
    expect(root.severity).toBe("info");
    for (const f of disagree.filter((x) => x !== root)) {
      expect(f.message).not.toContain("only names it");
      expect(f.severity).toBe("warning");
    }
  });

  it("with an agent that reads nothing declared too, the pointer is still no loss to Claude Code", () => {
    const withGemini = run(fx, ["codex", "claude-code", "gemini-cli"], ["/repo"], true);
    const onPointer = withGemini.findings.filter((f) => f.code === "agents-disagree" && f.path === "/repo/AGENTS.md");
    expect(onPointer.map((f) => f.headline)).toEqual(["codex loads this file; gemini-cli does not"]);
  });
});

// Class "files that are not rules": a template is read where it is copied to, not where it sits.
describe("CommunityToolkit/Aspire (copilot-instructions.md shipped in a tool's templates folder)", { timeout: 120_000 }, () => {
  const fx = load("aspire");
  const templates = Object.keys(fx.files).filter((p) => p.endsWith("/templates/copilot-instructions.md"));

  it("the templates are no rule files nothing reads", () => {
    expect(templates.length).toBeGreaterThan(1);
    const report = run(fx, undefined, undefined, true);
    // codex on weaker evidence, from the repository's .agents/skills.
    expect(report.agents.map((a) => a.id)).toEqual(["codex", "copilot"]);
    // Only that Copilot's own instructions are Copilot's (info): nothing about the templates.
    expect(report.findings.map((f) => [f.code, f.severity, f.path])).toEqual([
      ["agents-disagree", "info", "/repo/.github/copilot-instructions.md"],
    ]);
  });

  it("the same file outside a templates folder is told as read by no agent", () => {
    const moved: RealFixture = { ...fx, files: { ...fx.files } };
    const away = templates[0].replace("/.squad/templates/", "/.squad/");
    moved.files[away] = moved.files[templates[0]];
    delete moved.files[templates[0]];
    expect(placesFor(run(moved, undefined, undefined, true), "never-read")).toEqual([away]);
  });
});

// Class "a dead link": a Markdown link written relative to .github/ (../src/...) to a file that moved.
describe("microsoft/vscode-copilot-chat (copilot-instructions.md links ../src/extension/agents/claude/AGENTS.md, since moved)", () => {
  const fx = load("vscode-copilot-chat");
  const instructions = ".github/copilot-instructions.md";
  const moved = "src/extension/agents/claude/AGENTS.md";

  it("the lines linking the moved file are one dead-link finding for copilot; the ./ link where the file now is leads somewhere", () => {
    expect(moved in fx.files).toBe(false);
    // From the text: the lines whose link, read from .github/, is the moved path.
    const lines = textOf(fx, instructions)
      .split("\n")
      .flatMap((l, i) => (l.includes(`](../${moved}`) ? [i + 1] : []));
    expect(lines).toHaveLength(2);
    const guide = "src/extension/chatSessions/claude/CLAUDE_SESSION_USER_GUIDE.md";
    expect(textOf(fx, "src/extension/chatSessions/claude/AGENTS.md")).toContain("](./CLAUDE_SESSION_USER_GUIDE.md)");
    expect(guide in fx.files).toBe(true);
    const report = run(fx, undefined, undefined, true);
    const dead = report.findings.filter((f) => f.code === "reference-dead");
    // One finding for the file, each line a place of it.
    expect(dead).toHaveLength(1);
    expect(placesOf(dead[0]).map((p) => [p.path.slice("/repo/".length), p.line])).toEqual(lines.map((l) => [instructions, l]));
    expect(dead[0].headline).toMatch(/^2 lines link to files that do not exist: /);
    for (const f of dead) {
      expect(f.agents).toContain("copilot");
      expect(f.message).toContain(`(${moved})`);
    }
  });
});

// Class "a pointer file": a CLAUDE.md whose every sentence sends Claude Code to AGENTS.md switches nothing off.
describe("CopilotKit/CopilotKit (showcase/CLAUDE.md: one long sentence pointing at AGENTS.md)", { timeout: 120_000 }, () => {
  const fx = load("copilotkit");
  const report = run(fx, ["codex", "claude-code"], undefined, true);

  it("no fallback-off on showcase/AGENTS.md; the pointer's text is longer than one short line", () => {
    const pointer = textOf(fx, "showcase/CLAUDE.md");
    expect(pointer).toContain("](./AGENTS.md)");
    expect(Math.max(...pointer.split("\n").map((l) => l.length))).toBeGreaterThan(120);
    expect(placesFor(report, "fallback-off")).not.toContain("showcase/AGENTS.md");
  });

  it("the root CLAUDE.md has rules of its own: the root and examples/e2e AGENTS.md stay switched off", () => {
    expect(textOf(fx, "CLAUDE.md")).not.toMatch(/@AGENTS\.md/);
    expect(placesFor(report, "fallback-off").sort()).toEqual(["AGENTS.md", "examples/e2e/AGENTS.md"]);
  });

  it("claude-code only gets a pointer to showcase/AGENTS.md (info); codex misses nothing of showcase/CLAUDE.md", () => {
    const onAgents = report.findings.filter((f) => f.code === "agents-disagree" && f.path === "/repo/showcase/AGENTS.md");
    expect(onAgents.map((f) => f.severity)).toEqual(["info"]);
    expect(onAgents[0].message).toContain("showcase/CLAUDE.md, which it reads, only names it");
    expect(placesFor(report, "agents-disagree")).not.toContain("showcase/CLAUDE.md");
    const root = report.findings.find((f) => f.code === "agents-disagree" && f.path === "/repo/CLAUDE.md");
    expect(root?.severity).toBe("warning");
  });
});

describe("openstatusHQ/openstatus (CLAUDE.md points at AGENTS.md above a tool's polylane block)", { timeout: 120_000 }, () => {
  const fx = load("openstatus");
  const report = run(fx, undefined, undefined, true);
  const nested = Object.keys(fx.files).filter((p) => p.endsWith("/AGENTS.md") && typeof fx.files[p] === "string");

  it("no fallback-off on the root AGENTS.md; each package AGENTS.md, which the root CLAUDE.md never names, stays", () => {
    const claude = textOf(fx, "CLAUDE.md");
    expect(claude).toContain("Read `AGENTS.md` in this directory");
    expect(claude).toContain("<!-- polylane:start -->");
    expect(nested.length).toBeGreaterThan(1);
    expect(placesFor(report, "fallback-off").sort()).toEqual([...nested].sort());
  });

  it("codex misses the polylane block (a warning); claude-code only gets a pointer to AGENTS.md (info)", () => {
    const disagree = report.findings.filter((f) => f.code === "agents-disagree");
    expect(disagree.find((f) => f.path === "/repo/CLAUDE.md")?.severity).toBe("warning");
    expect(disagree.find((f) => f.path === "/repo/AGENTS.md")?.severity).toBe("info");
  });
});

// Class "a copy": a byte-identical CLAUDE.md beside AGENTS.md, its text between HTML comments Claude Code drops.
describe("get-convex/convex-backend (AGENTS.md and CLAUDE.md copies between <!-- convex-ai-start/end -->)", { timeout: 120_000 }, () => {
  const fx = load("convex-backend");
  const report = run(fx, undefined, undefined, true);
  const copies = Object.keys(fx.files).filter(
    (p) => p.endsWith("/AGENTS.md") && textOf(fx, p) !== "" && textOf(fx, p) === textOf(fx, p.replace(/AGENTS\.md$/, "CLAUDE.md")),
  );

  it("no fallback-off on an AGENTS.md whose CLAUDE.md beside it is the same bytes", () => {
    expect(copies.length).toBeGreaterThan(1);
    for (const p of copies) expect(textOf(fx, p)).toMatch(/^<!-- convex-ai-start -->/);
    const off = placesFor(report, "fallback-off");
    for (const p of copies) expect(off).not.toContain(p);
  });

  it("a CLAUDE.md with no AGENTS.md beside it is still one codex misses", () => {
    expect(textOf(fx, "crates/local_backend/AGENTS.md")).toBe("");
    expect(placesFor(report, "agents-disagree")).toContain("crates/local_backend/CLAUDE.md");
  });
});
