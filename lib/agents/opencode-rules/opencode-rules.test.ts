/**
 * opencode-rules: every scenario of seed 003 (named after it) and every rule of the plugin's v0.6.4
 * source (README.md). Expected texts are written by hand from upstream v0.6.4 and the seed.
 * Trees carry no AGENTS.md/CLAUDE.md, so opencode's own part is empty and the prompt is ours alone.
 */
import { describe, expect, it } from "vitest";
import { resolve } from "../../resolve";
import type { Scenario } from "../../scenario/types";
import type { Resolution } from "../../types";
import { YamlReader } from "../../core/yaml-bounded";
import { parseRule as parseRuleWith } from "./frontmatter";
import { codes, firstStatus as statusOf, runner } from "../../../test/agent-helpers";

const parseRule = (text: string, seed: boolean) => parseRuleWith(text, seed, new YamlReader());

const G = "/home/user/.config/opencode/rules";
const P = "/repo/.opencode/rules";
const HEAD = "# OpenCode Rules\n\nPlease follow the following rules:\n\n";

const run = runner("opencode-rules", { cwd: "/repo" });
const logs = (r: Resolution) => r.diagnostics.filter((d) => d.code === "debug-log").map((d) => d.message);
const rulesBlock = (r: Resolution) => r.blocks.find((b) => b.label.startsWith("opencode-rules"));
const applied = (r: Resolution, path: string) => statusOf(r, path) === "included";

const TEST_RULE = "---\nglobs:\n  - '**/*.test.ts'\nkeywords:\n  - 'testing'\n---\nTest rule.\n";

for (const variant of ["upstream", "seed"] as const) {
  const v = { variant };
  describe(`seed 003 scenarios (${variant})`, () => {
    describe("Rule File Formats", () => {
      it("Loading a standard markdown rule", () => {
        const r = run({ [`${P}/my-rule.md`]: "Always do X.\n" }, v);
        expect(r.prompt).toBe(`${HEAD}## my-rule.md\n\nAlways do X.\n`);
        expect(rulesBlock(r)?.role).toBe("system");
      });

      const componentRule = '---\nglobs:\n  - "src/components/**/*.ts"\n---\n\nThis is a rule for TypeScript components.';
      it("Loading a markdown with globs metadata rule", () => {
        const r = run({ [`${P}/my-rule.mdc`]: componentRule }, { ...v, contextPaths: ["/repo/src/components/button.ts"] });
        expect(r.prompt).toBe(`${HEAD}## my-rule.mdc\n\nThis is a rule for TypeScript components.`);
        expect(r.sources[0].matchedBy).toEqual(["glob src/components/**/*.ts ~ src/components/button.ts"]);
      });

      it("Loading a markdown with globs metadata rule that does not apply", () => {
        const r = run({ [`${P}/my-rule.mdc`]: componentRule }, { ...v, contextPaths: ["/repo/src/utils/helpers.js"] });
        expect(r.prompt).toBe("");
        expect(statusOf(r, `${P}/my-rule.mdc`)).toBe("unmatched");
        expect(r.sources[0].reason).toContain("src/components/**/*.ts");
      });

      it("Loading a rule with no metadata", () => {
        const r = run({ [`${P}/another-rule.mdc`]: "This rule should always apply." }, v);
        expect(r.prompt).toBe(`${HEAD}## another-rule.mdc\n\nThis rule should always apply.`);
      });

      it("Loading a rule with keywords metadata", () => {
        const r = run(
          { [`${P}/testing-rule.mdc`]: '---\nkeywords:\n  - "test"\n  - "jest"\n---\n\nFollow these testing best practices.\n' },
          { ...v, prompt: "help me write a test" },
        );
        expect(r.prompt).toBe(`${HEAD}## testing-rule.mdc\n\nFollow these testing best practices.\n`);
        expect(r.sources[0].matchedBy).toEqual(["keyword test"]);
      });

      it("Loading a rule with tools metadata", () => {
        const r = run(
          { [`${P}/github-rule.mdc`]: '---\ntools:\n  - "mcp_github"\n---\n\nUse GitHub best practices.\n' },
          { ...v, mcp: [{ name: "github", status: "connected" }] },
        );
        expect(r.prompt).toBe(`${HEAD}## github-rule.mdc\n\nUse GitHub best practices.\n`);
        expect(r.sources[0].matchedBy).toEqual(["tool mcp_github"]);
      });

      it("Loading a rule with both globs and keywords (OR logic)", () => {
        const r = run({ [`${P}/t.md`]: TEST_RULE }, { ...v, prompt: "add testing please" });
        expect(applied(r, `${P}/t.md`)).toBe(true);
        expect(r.sources[0].matchedBy).toEqual(["keyword testing"]);
      });

      it("Rule with both globs and keywords - globs match only", () => {
        const r = run({ [`${P}/t.md`]: TEST_RULE }, { ...v, prompt: "fix the import", contextPaths: ["src/utils.test.ts"] });
        expect(r.sources[0].matchedBy).toEqual(["glob **/*.test.ts ~ src/utils.test.ts"]);
      });

      it("Rule with both globs and keywords - neither match", () => {
        const r = run({ [`${P}/t.md`]: TEST_RULE }, { ...v, prompt: "update the readme", contextPaths: ["README.md"] });
        expect(statusOf(r, `${P}/t.md`)).toBe("unmatched");
        expect(r.prompt).toBe("");
      });

      it("Rule with globs, keywords, and tools (OR across all)", () => {
        const rule = "---\nglobs:\n  - '**/*.test.ts'\nkeywords:\n  - 'testing'\ntools:\n  - 'mcp_jest'\n---\nJest.";
        const r = run({ [`${P}/t.md`]: rule }, { ...v, prompt: "update readme", tools: ["mcp_jest"] });
        expect(r.sources[0].matchedBy).toEqual(["tool mcp_jest"]);
      });
    });

    describe("Debug Logging for Rule Discovery", () => {
      const on = { OPENCODE_RULES_DEBUG: "yes" };
      it("Debug logging enabled for global rules", () => {
        const r = run({ [`${G}/global-rule.md`]: "g", [`${G}/another-rule.mdc`]: "a" }, { ...v, env: on });
        const line = (name: string) =>
          `[opencode-rules] Discovered global rule: ${name}` + (variant === "upstream" ? ` (${G}/${name})` : "");
        expect(logs(r)).toContain(line("global-rule.md"));
        expect(logs(r)).toContain(line("another-rule.mdc"));
      });

      it("Debug logging enabled for project rules", () => {
        const r = run({ [`${P}/project-rule.md`]: "p" }, { ...v, env: on });
        expect(logs(r)[0]).toBe(
          "[opencode-rules] Discovered project rule: project-rule.md" + (variant === "upstream" ? ` (${P}/project-rule.md)` : ""),
        );
      });

      it("Debug logging for nested rules", () => {
        const r = run({ [`${G}/frontend/react.md`]: "r" }, { ...v, env: on });
        expect(logs(r)[0]).toMatch(/^\[opencode-rules\] Discovered global rule: frontend\/react\.md/);
      });

      it("Debug logging disabled by default", () => {
        expect(logs(run({ [`${G}/a.md`]: "a" }, v))).toEqual([]);
        expect(logs(run({ [`${G}/a.md`]: "a" }, { ...v, env: { OPENCODE_RULES_DEBUG: "" } }))).toEqual([]);
      });

      it("Debug logging with no rules found", () => {
        const r = run({ "/repo/README.md": "x" }, { ...v, env: on });
        expect(logs(r).filter((m) => m.includes("Discovered") && m.includes("rule:"))).toEqual([]);
        // Upstream still prints its count line; the seed prints no discovery message at all.
        expect(logs(r).filter((m) => m.includes("Discovered"))).toEqual(
          variant === "upstream" ? ["[opencode-rules] Discovered 0 rule file(s)"] : [],
        );
      });

      it("Debug logging redacts sensitive content", () => {
        const prompt = "please add testing to the secret-project billing code";
        const r = run({ [`${P}/k.md`]: "---\nkeywords: [testing, jest]\n---\nK" }, { ...v, env: on, prompt });
        expect(logs(r).some((m) => m.includes(prompt))).toBe(false);
        if (variant === "seed")
          expect(logs(r)).toContain(
            `[opencode-rules] Including conditional rule: k.md (prompt length: ${prompt.length}, keyword matches: 1 of 2)`,
          );
        else expect(logs(r)).toContain("[opencode-rules] Including conditional rule: k.md (match: any, checks: true)");
      });
    });

    describe("System Prompt Rule Injection", () => {
      it("Rules injected on every LLM call", () => {
        const r = run({ [`${G}/a.md`]: "A", [`${P}/b.md`]: "B" }, v);
        expect(rulesBlock(r)).toEqual({
          role: "system",
          label: "opencode-rules: OpenCode Rules (second system message)",
          text: `${HEAD}## a.md\n\nA\n\n---\n\n## b.md\n\nB`,
        });
        // Upstream v0.6.4 only injects on the first call of a turn (rulesInjected): said, not hidden.
        expect(codes(r).includes("rules-once-per-turn")).toBe(variant === "upstream");
      });

      it("No rules when no files discovered", () => {
        const r = run({ "/repo/src/a.ts": "" }, v);
        expect(r.prompt).toBe("");
        expect(rulesBlock(r)).toBeUndefined();
        expect(r.sources).toEqual([]);
      });

      it("Conditional rules filtered by message context", () => {
        // The seed pairs the glob src/components/**/*.ts with Button.tsx, which no glob engine
        // matches; upstream's own test uses **/*.tsx. Both halves are checked.
        const rule = (g: string) => ({ [`${P}/component-rules.mdc`]: `---\nglobs:\n  - "${g}"\n---\nC` });
        const ctx = { ...v, contextPaths: ["/repo/src/components/Button.tsx"] };
        expect(applied(run(rule("src/components/**/*.tsx"), ctx), `${P}/component-rules.mdc`)).toBe(true);
        expect(applied(run(rule("src/components/**/*.ts"), ctx), `${P}/component-rules.mdc`)).toBe(false);
      });

      it("Conditional rules excluded when no matching context", () => {
        const r = run(
          { [`${P}/component-rules.mdc`]: "---\nglobs: ['src/components/**/*.ts']\n---\nC" },
          { ...v, contextPaths: ["/repo/lib/x.ts"] },
        );
        expect(r.prompt).toBe("");
        expect(r.sources[0].reason).toContain("no context path matches");
      });

      it("Injection skipped during session compaction", () => {
        // A scenario is never mid-compaction: the compaction summary never leaks into the prompt.
        const r = run({ [`${P}/a.md`]: "A" }, { ...v, contextPaths: ["src/a.ts"] });
        expect(r.prompt).not.toContain("OpenCode Rules: Working context");
        expect(r.prompt).toBe(`${HEAD}## a.md\n\nA`);
      });

      it("Available tool IDs passed to rule matching", () => {
        const rule = { [`${P}/t.md`]: "---\ntools: [read, mcp_db]\n---\nT" };
        expect(run(rule, { ...v, tools: ["read"] }).sources[0].matchedBy).toEqual(["tool read"]);
        expect(run(rule, { ...v, mcp: [{ name: "db", status: "connected" }] }).sources[0].matchedBy).toEqual(["tool mcp_db"]);
      });
    });

    describe("Message Context Extraction", () => {
      const helperRule = { [`${P}/h.md`]: "---\nglobs: ['src/utils/*.ts']\n---\nH" };
      it("Extract paths from tool call arguments", () => {
        const r = run(helperRule, { ...v, contextPaths: ["/repo/src/utils/helper.ts"] });
        expect(r.sources[0].matchedBy).toEqual(["glob src/utils/*.ts ~ src/utils/helper.ts"]);
      });

      it("Extract paths from message content", () => {
        const r = run({ [`${P}/i.md`]: "---\nglobs: ['src/*.ts']\n---\nI" }, { ...v, contextPaths: ["src/index.ts"] });
        expect(r.sources[0].matchedBy).toEqual(["glob src/*.ts ~ src/index.ts"]);
      });

      it("No mutation of messages", () => {
        const scenario: Scenario = {
          version: 1,
          agent: "opencode-rules",
          variant,
          cwd: "/repo",
          prompt: " testing ",
          contextPaths: ["/repo/src/a.ts"],
          files: { [`${P}/a.md`]: TEST_RULE },
        };
        const before = JSON.parse(JSON.stringify(scenario));
        resolve(scenario);
        expect(scenario).toEqual(before);
      });

      it("History seeding occurs once per session", () => {
        // Context paths are a set: a path seen twice counts once.
        const r = run({ [`${P}/t.md`]: TEST_RULE }, { ...v, contextPaths: ["src/a.test.ts", "src/a.test.ts"] });
        expect(r.sources[0].matchedBy).toEqual(["glob **/*.test.ts ~ src/a.test.ts"]);
        expect(r.prompt.match(/Test rule/g)).toHaveLength(1);
      });

      it("User prompt captured during seeding", () => {
        const r = run({ [`${P}/t.md`]: TEST_RULE }, { ...v, prompt: "  Testing the parser  " });
        expect(applied(r, `${P}/t.md`)).toBe(true);
      });
    });

    describe("Keyword-Based Rule Matching", () => {
      const kw = (words: string[], prompt: string) =>
        run({ [`${P}/k.md`]: `---\nkeywords:\n${words.map((w) => `  - '${w}'`).join("\n")}\n---\nK` }, { ...v, prompt });
      it("Rule with keywords matches user prompt", () =>
        expect(applied(kw(["testing", "unit test"], "I need help testing this function"), `${P}/k.md`)).toBe(true));
      it("Keyword matching is case-insensitive", () => expect(applied(kw(["Testing"], "testing"), `${P}/k.md`)).toBe(true));
      it("Keyword matching uses word boundaries", () => expect(applied(kw(["test"], "testing"), `${P}/k.md`)).toBe(true));
      it("Keyword does not match mid-word", () => expect(applied(kw(["test"], "contest"), `${P}/k.md`)).toBe(false));
      it("Rule with keywords but no matching prompt", () =>
        expect(applied(kw(["testing", "jest"], "help me with the database"), `${P}/k.md`)).toBe(false));
      it("Rule with no keywords or globs always applies", () => {
        for (const prompt of ["", "anything at all"])
          expect(applied(run({ [`${P}/a.md`]: "A" }, { ...v, prompt }), `${P}/a.md`)).toBe(true);
      });
    });

    describe("Directory Scan Error Visibility", () => {
      it("Permission denied on directory", () => {
        const r = run({ [`${G}`]: { dir: true, unreadable: true }, [`${P}/ok.md`]: "ok" }, v);
        const warn = r.diagnostics.find((d) => d.code === "rules-dir-unreadable");
        expect(warn?.level).toBe("warning");
        expect(warn?.message).toContain(G);
        expect(warn?.message).toContain("EACCES");
        expect(r.prompt).toBe(`${HEAD}## ok.md\n\nok`);
      });

      it("Broken symbolic link in rules directory", () => {
        const r = run({ [`${P}/broken.md`]: { symlink: "/nowhere.md" }, [`${P}/ok.md`]: "ok" }, v);
        expect(statusOf(r, `${P}/broken.md`)).toBe("unreadable");
        expect(r.diagnostics.find((d) => d.code === "file-unreadable")?.path).toBe(`${P}/broken.md`);
        expect(r.prompt).toBe(`${HEAD}## ok.md\n\nok`);
      });

      it("Directory disappears during scan", () => {
        const r = run({ [P]: { symlink: "/gone" }, [`${G}/g.md`]: "g" }, v);
        expect(r.prompt).toBe(`${HEAD}## g.md\n\ng`);
        expect(codes(r).includes("rules-dir-vanished")).toBe(variant === "seed");
        expect(codes(r)).not.toContain("internal-error");
      });
    });

    describe("Rule Heading Uniqueness", () => {
      it("Same filename in different directories", () => {
        const r = run({ [`${G}/frontend/style.md`]: "F", [`${G}/backend/style.md`]: "B" }, v);
        expect(r.prompt).toBe(`${HEAD}## backend/style.md\n\nB\n\n---\n\n## frontend/style.md\n\nF`);
      });
      it("Unique filenames use relative path", () => {
        expect(run({ [`${P}/conventions/naming.md`]: "N" }, v).prompt).toBe(`${HEAD}## conventions/naming.md\n\nN`);
      });
    });

    describe("Session Context Lifecycle", () => {
      it("Session state persists across hooks", () => {
        const r = run({ [`${P}/c.md`]: "---\nglobs: ['**/*.go']\n---\nGo." }, { ...v, contextPaths: ["/repo/cmd/main.go"] });
        expect(applied(r, `${P}/c.md`)).toBe(true);
      });
      it("LRU eviction under capacity pressure", () => {
        // Each resolve() is its own session: nothing carries over from one to the next.
        const files = { [`${P}/t.md`]: TEST_RULE };
        for (let i = 0; i < 101; i++) run(files, { ...v, prompt: "testing" });
        expect(applied(run(files, v), `${P}/t.md`)).toBe(false);
      });
      it("Session state tracks compacting status", () => {
        expect(applied(run({ [`${P}/a.md`]: "A" }, v), `${P}/a.md`)).toBe(true);
      });
      it("Memory bounded under repeated sessions", () => {
        const a = run({ [`${P}/a.md`]: "A" }, v);
        for (let i = 0; i < 200; i++) run({ [`${P}/x${i}.md`]: "X" }, v);
        expect(run({ [`${P}/a.md`]: "A" }, v).prompt).toBe(a.prompt);
      });
    });

    describe("Frontmatter Parsing", () => {
      const seed = variant === "seed";
      it("Inline array syntax for globs", () =>
        expect(parseRule("---\nglobs: ['*.ts', '*.tsx']\n---\n", seed).metadata?.lists.globs).toEqual(["*.ts", "*.tsx"]));
      it("Mixed array syntax", () =>
        expect(parseRule("---\nkeywords:\n  - testing\n  - 'unit test'\n---\n", seed).metadata?.lists.keywords).toEqual([
          "testing",
          "unit test",
        ]));
      it("Tools frontmatter field", () =>
        expect(parseRule("---\ntools:\n  - 'mcp_github'\n  - 'mcp_slack'\n---\n", seed).metadata?.lists.tools).toEqual([
          "mcp_github",
          "mcp_slack",
        ]));
      it("Unrecognized frontmatter keys ignored", () => {
        const p = parseRule("---\nglobs:\n  - '*.md'\nauthor: someone\n---\nbody", seed);
        expect(p.metadata).toEqual({ lists: { globs: ["*.md"] } });
        expect(p.body).toBe("body");
        expect(parseRule("---\nGlobs: ['*.md']\n---\nx", seed).metadata).toBeUndefined();
      });
    });

    describe("Rule Content Caching", () => {
      it("Cached rule returned when unchanged", () => {
        const r = run({ [`${P}/a.md`]: "A" }, v);
        expect(r.trace.filter((s) => s.op === "read" && s.path === `${P}/a.md`)).toHaveLength(1);
      });
      it("Cache invalidated on file modification", () => {
        expect(run({ [`${P}/a.md`]: "old" }, v).prompt).toBe(`${HEAD}## a.md\n\nold`);
        expect(run({ [`${P}/a.md`]: "new" }, v).prompt).toBe(`${HEAD}## a.md\n\nnew`);
      });
    });

    describe("Tool-Based Rule Matching", () => {
      const tools = (list: string, extra: Partial<Scenario>) => run({ [`${P}/t.md`]: `---\n${list}\n---\nT` }, { ...v, ...extra });
      it("Rule with tools matches an available tool", () =>
        expect(applied(tools("tools:\n  - 'mcp_github'", { mcp: [{ name: "github", status: "connected" }] }), `${P}/t.md`)).toBe(true));
      it("Rule with tools does not match", () =>
        expect(applied(tools("tools:\n  - 'mcp_slack'", { mcp: [{ name: "github", status: "connected" }] }), `${P}/t.md`)).toBe(false));
      it("Rule with tools and keywords - tools match only", () => {
        const r = tools("tools:\n  - 'mcp_github'\nkeywords:\n  - 'deploy'", {
          mcp: [{ name: "github", status: "connected" }],
          prompt: "review this",
        });
        expect(r.sources[0].matchedBy).toEqual(["tool mcp_github"]);
      });
      it("Tool matching uses exact string comparison", () =>
        expect(applied(tools("tools: ['mcp_github']", { tools: ["mcp_github_actions"] }), `${P}/t.md`)).toBe(false));
    });

    describe("MCP Capability Discovery", () => {
      const wants = (id: string, mcp: Scenario["mcp"]) =>
        applied(run({ [`${P}/t.md`]: `---\ntools: ['${id}']\n---\nT` }, { ...v, mcp }), `${P}/t.md`);
      it("Connected MCP client produces capability ID", () => {
        // The seed turns every non-alphanumeric into _; v0.6.4 keeps - and _ ([^a-zA-Z0-9_-]).
        expect(wants("mcp_my_github", [{ name: "my-github", status: "connected" }])).toBe(variant === "seed");
        expect(wants("mcp_my-github", [{ name: "my-github", status: "connected" }])).toBe(variant === "upstream");
      });
      it("Disconnected MCP client excluded", () => expect(wants("mcp_slack", [{ name: "slack", status: "disconnected" }])).toBe(false));
      it("Client name sanitization", () => {
        const id = variant === "seed" ? "mcp_my_special_tool_v2" : "mcp_my_special-tool_v2";
        expect(wants(id, [{ name: "my.special-tool/v2", status: "connected" }])).toBe(true);
      });
    });

    describe("Real-Time Context Capture", () => {
      it("File path captured from tool execution", () => {
        expect(
          applied(run({ [`${P}/i.md`]: "---\nglobs: ['src/index.ts']\n---\nI" }, { ...v, contextPaths: ["src/index.ts"] }), `${P}/i.md`),
        ).toBe(true);
      });
      it("Paths captured from multiple tool types", () => {
        // edit (filePath), glob/grep (path), bash (workdir): every path counts, directories too.
        const r = run(
          { [`${P}/d.md`]: "---\nglobs: ['scripts']\n---\nD" },
          { ...v, contextPaths: ["/repo/src/a.ts", "/repo/docs", "/repo/tools/scripts"] },
        );
        expect(r.sources[0].matchedBy).toEqual(["glob scripts ~ tools/scripts"]);
      });
      it("User prompt captured from chat message", () => {
        const r = run({ [`${P}/l.md`]: "---\nkeywords: [login]\n---\nL" }, { ...v, prompt: "fix the login bug" });
        expect(r.sources[0].matchedBy).toEqual(["keyword login"]);
      });
      it("Synthetic messages ignored", () => {
        // Only the user's own text is the prompt; a blank prompt is no prompt.
        const r = run({ [`${P}/k.md`]: "---\nkeywords: ['x']\n---\nK" }, { ...v, prompt: "   " });
        expect(r.sources[0].reason).toContain("there is no user prompt");
      });
    });

    describe("Session Compacting Support", () => {
      const files = { [`${P}/a.md`]: "A" };
      it("Session marked as compacting", () => expect(run(files, { ...v, contextPaths: ["a.ts"] }).prompt).toBe(`${HEAD}## a.md\n\nA`));
      it("Rule injection skipped during compaction", () => expect(rulesBlock(run(files, v))?.text).toBe(`${HEAD}## a.md\n\nA`));
      it("Context paths injected into compaction string", () => {
        const r = run(files, { ...v, contextPaths: ["src/index.ts", "src/utils.ts"] });
        expect(r.blocks.some((b) => b.text.includes("Current file paths in context:"))).toBe(false);
      });
      it("Compaction TTL expires", () => expect(applied(run(files, v), `${P}/a.md`)).toBe(true));
    });
  });
}

describe("upstream: directories and scan", () => {
  it("global dir: OPENCODE_CONFIG_DIR/rules wins over XDG_CONFIG_HOME and ~/.config", () => {
    const files = { "/cfg/rules/a.md": "cfg", "/xdg/opencode/rules/a.md": "xdg", [`${G}/a.md`]: "home" };
    expect(run(files, { env: { OPENCODE_CONFIG_DIR: "/cfg", XDG_CONFIG_HOME: "/xdg" } }).prompt).toBe(`${HEAD}## a.md\n\ncfg`);
    expect(run(files, { env: { XDG_CONFIG_HOME: "/xdg" } }).prompt).toBe(`${HEAD}## a.md\n\nxdg`);
    expect(run(files, { env: { OPENCODE_CONFIG_DIR: "" } }).prompt).toBe(`${HEAD}## a.md\n\nhome`);
    expect(run({ "/h2/.config/opencode/rules/a.md": "h2" }, { home: "/h2" }).prompt).toBe(`${HEAD}## a.md\n\nh2`);
  });

  it("project dir is <cwd>/.opencode/rules, not the git root", () => {
    const r = run(
      { "/repo/.git": { dir: true }, [`${P}/root.md`]: "root", "/repo/pkg/.opencode/rules/pkg.md": "pkg" },
      { cwd: "/repo/pkg" },
    );
    expect(r.prompt).toBe(`${HEAD}## pkg.md\n\npkg`);
    expect(r.sources.map((s) => s.path)).toEqual(["/repo/pkg/.opencode/rules/pkg.md"]);
  });

  it("recursive, only .md/.mdc, dot-names skipped at every level", () => {
    const r = run({
      [`${P}/a.md`]: "a",
      [`${P}/b.txt`]: "b",
      [`${P}/C.MD`]: "c",
      [`${P}/.hidden.md`]: "h",
      [`${P}/.drafts/d.md`]: "d",
      [`${P}/x/y/z.mdc`]: "z",
    });
    expect(r.prompt).toBe(`${HEAD}## a.md\n\na\n\n---\n\n## x/y/z.mdc\n\nz`);
  });

  it("order: global rules first, then project rules", () => {
    const r = run({ [`${G}/z.md`]: "global", [`${P}/a.md`]: "project" });
    expect(r.prompt).toBe(`${HEAD}## z.md\n\nglobal\n\n---\n\n## a.md\n\nproject`);
    expect(r.sources.map((s) => s.status)).toEqual(["included", "included"]);
  });

  it("a symlinked directory is not entered (no loop), a symlinked .md file is read through the link", () => {
    const r = run({
      [`${P}/loop`]: { symlink: P },
      [`${P}/shared`]: { symlink: "/team/rules" },
      "/team/rules/t.md": "team",
      [`${P}/link.md`]: { symlink: "/team/rules/t.md" },
    });
    expect(r.prompt).toBe(`${HEAD}## link.md\n\nteam`);
    expect(codes(r).filter((c) => c === "symlinked-dir-skipped")).toHaveLength(2);
  });

  it("a symlink loop named *.md is unreadable and skipped; so is a directory named *.md reached by a link", () => {
    const r = run({
      [`${P}/self.md`]: { symlink: `${P}/self.md` },
      [`${P}/dir.md`]: { symlink: "/somedir" },
      "/somedir/x": "x",
      [`${P}/ok.md`]: "ok",
    });
    expect(statusOf(r, `${P}/self.md`)).toBe("unreadable");
    expect(statusOf(r, `${P}/dir.md`)).toBe("unreadable");
    expect(r.prompt).toBe(`${HEAD}## ok.md\n\nok`);
  });

  it("unreadable rule file: warning, skipped, the rest go on", () => {
    const r = run({ [`${P}/a.md`]: { content: "secret", unreadable: true }, [`${P}/b.md`]: "b" });
    expect(statusOf(r, `${P}/a.md`)).toBe("unreadable");
    expect(r.prompt).toBe(`${HEAD}## b.md\n\nb`);
  });

  it("the same file reached from both dirs is included twice (no de-duplication)", () => {
    const r = run({ [`${P}/a.md`]: "a" }, { env: { OPENCODE_CONFIG_DIR: "/repo/.opencode" } });
    expect(r.prompt).toBe(`${HEAD}## a.md\n\na\n\n---\n\n## a.md\n\na`);
    expect(codes(r)).toContain("same-file-twice");
  });

  it("invalid UTF-8 is decoded with U+FFFD and warned about; an empty file still gets its heading", () => {
    const r = run({ [`${P}/bad.md`]: { base64: "aGk//w==" }, [`${P}/empty.md`]: "" });
    expect(r.prompt).toBe(`${HEAD}## bad.md\n\nhi?\uFFFD\n\n---\n\n## empty.md\n\n`);
    expect(codes(r)).toContain("file-invalid-utf8");
  });
});

describe("upstream: frontmatter", () => {
  it("only a file that starts with --- has frontmatter (a BOM or blank line first means none)", () => {
    expect(parseRule("\n---\nglobs: [a]\n---\nx", false)).toEqual({ metadata: undefined, body: "\n---\nglobs: [a]\n---\nx", notes: [] });
    expect(parseRule("\uFEFF---\nglobs: [a]\n---\nx", false).metadata).toBeUndefined();
  });

  it("it closes at the first --- from offset 3, even inside a YAML value", () => {
    const p = parseRule("---\nkeywords: ['a---b']\n---\nbody", false);
    // The YAML seen is "keywords: ['a": an unclosed quote, so the rule is unconditional.
    expect(p.metadata).toBeUndefined();
    expect(p.body).toBe("b']\n---\nbody");
    expect(p.notes.map((n) => n.code)).toEqual(["frontmatter-invalid"]);
  });

  it("the body is the text after the marker with leading whitespace trimmed", () => {
    expect(parseRule("---\nglobs: [a]\n---\n\n\n  Body\n\n", false).body).toBe("Body\n\n");
    expect(parseRule("---\n---\nx", false)).toEqual({ metadata: undefined, body: "x", notes: [] });
  });

  it("array keys must be YAML lists: a scalar is ignored and the rule becomes unconditional", () => {
    const r = run({ [`${P}/py.md`]: '---\nglobs: "*.py"\n---\nPy' }, { contextPaths: ["a.ts"] });
    expect(r.prompt).toBe(`${HEAD}## py.md\n\nPy`);
    expect(codes(r)).toContain("frontmatter-not-a-list");
  });

  it("list items are trimmed; empties and non-strings are dropped", () => {
    expect(parseRule("---\nglobs: ['  a.ts ', '', 3, true, null, [x]]\n---\n", false).metadata).toEqual({ lists: { globs: ["a.ts"] } });
    expect(parseRule("---\nglobs: ['', 3]\n---\n", false).metadata).toBeUndefined();
  });

  it("ci must be a strict boolean; match must be any or all", () => {
    expect(parseRule("---\nci: true\nmatch: all\n---\n", false).metadata).toEqual({ lists: {}, ci: true, match: "all" });
    const p = parseRule("---\nci: 'true'\nmatch: some\n---\n", false);
    expect(p.metadata).toBeUndefined();
    expect(p.notes.map((n) => n.code)).toEqual(["frontmatter-ci-not-boolean", "frontmatter-unknown-match"]);
  });

  it("malformed YAML: warning, and the rule applies unconditionally with the frontmatter stripped", () => {
    const r = run({ [`${P}/m.md`]: "---\nglobs:\n  - *.ts\n---\nM" }, { contextPaths: ["a.py"] });
    expect(r.prompt).toBe(`${HEAD}## m.md\n\nM`);
    expect(r.diagnostics.find((d) => d.code === "frontmatter-invalid")?.level).toBe("warning");
  });

  it("the seed variant knows only globs, keywords and tools", () => {
    const files = { [`${P}/o.md`]: "---\nos: [darwin]\n---\nMac only." };
    expect(run(files, { session: { os: "linux" } }).prompt).toBe("");
    const seed = run(files, { variant: "seed", session: { os: "linux" } });
    expect(seed.prompt).toBe(`${HEAD}## o.md\n\nMac only.`);
    expect(codes(seed)).toContain("seed-ignores-key");
  });
});

describe("upstream: matching", () => {
  const rule = (fm: string) => ({ [`${P}/r.md`]: `---\n${fm}\n---\nR` });
  const on = (fm: string, extra: Partial<Scenario> = {}) => applied(run(rule(fm), extra), `${P}/r.md`);

  it("match: any ORs the declared checks, match: all ANDs them", () => {
    const fm = "keywords: [deploy]\nos: [linux]";
    expect(on(fm, { prompt: "hello" })).toBe(true);
    expect(on(`${fm}\nmatch: all`, { prompt: "hello" })).toBe(false);
    expect(on(`${fm}\nmatch: all`, { prompt: "deploy it" })).toBe(true);
    // match alone is not a condition: the rule is unconditional.
    expect(on("match: all")).toBe(true);
  });

  it("globs use matchBase: a pattern without a slash matches the basename", () => {
    expect(on("globs: ['*.ts']", { contextPaths: ["/repo/deep/dir/x.ts"] })).toBe(true);
    expect(on("globs: ['src/*.ts']", { contextPaths: ["/repo/deep/src/x.ts"] })).toBe(false);
  });

  it("absolute context paths are made relative to the project, even outside it", () => {
    const r = run(rule("globs: ['../vendor/**/*.ts']"), { contextPaths: ["/vendor/lib/x.ts"] });
    expect(r.sources[0].matchedBy).toEqual(["glob ../vendor/**/*.ts ~ ../vendor/lib/x.ts"]);
  });

  it("keywords are regex-escaped, word-bounded at the start only, case-insensitive", () => {
    expect(on("keywords: ['c++']", { prompt: "port this to C++ now" })).toBe(true);
    expect(on("keywords: ['c++']", { prompt: "abc++" })).toBe(false);
    // \b before a non-word first character needs a word character before it (upstream quirk).
    expect(on("keywords: ['.net']", { prompt: "use .net here" })).toBe(false);
    expect(on("keywords: ['.net']", { prompt: "an asp.net app" })).toBe(true);
  });

  it("tools are exact, against tool ids and connected MCP clients", () => {
    expect(on("tools: [bash]", { tools: ["bash", "read"] })).toBe(true);
    expect(on("tools: [Bash]", { tools: ["bash"] })).toBe(false);
    expect(on("tools: [mcp_db]", { mcp: [{ name: "db", status: "failed" }] })).toBe(false);
  });

  it("model and agent compare exactly with session.model and session.mode", () => {
    expect(on("model: [claude-sonnet-4]", { session: { model: "claude-sonnet-4" } })).toBe(true);
    expect(on("model: [claude-sonnet-4]", { session: { model: "claude-sonnet-4-5" } })).toBe(false);
    expect(on("agent: [plan]", { session: { mode: "plan" } })).toBe(true);
    expect(on("agent: [plan]")).toBe(false);
  });

  it("command: the first prompt token when it starts with / and is longer than /", () => {
    expect(on("command: [/review]", { prompt: "  /review src/a.ts" })).toBe(true);
    expect(on("command: [/review]", { prompt: "please /review" })).toBe(false);
    expect(on("command: [/]", { prompt: "/ x" })).toBe(false);
  });

  it("project: tags from marker files in the project dir", () => {
    expect(on("project: [node]")).toBe(false);
    const tagged = (files: Scenario["files"], tag: string) => applied(run({ ...rule(`project: [${tag}]`), ...files }), `${P}/r.md`);
    expect(tagged({ "/repo/package.json": "{}" }, "node")).toBe(true);
    expect(tagged({ "/repo/pyproject.toml": "" }, "python")).toBe(true);
    expect(tagged({ "/repo/go.mod": "" }, "go")).toBe(true);
    expect(tagged({ "/repo/Cargo.toml": "" }, "rust")).toBe(true);
    expect(tagged({ "/repo/turbo.json": "{}" }, "monorepo")).toBe(true);
    expect(tagged({ "/repo/pnpm-workspace.yaml": "" }, "monorepo")).toBe(true);
    expect(tagged({ "/repo/manifest.json": '{"manifest_version": 3, "action": {}}' }, "browser-extension")).toBe(true);
    expect(tagged({ "/repo/manifest.json": '{"manifest_version": 1, "action": {}}' }, "browser-extension")).toBe(false);
    expect(tagged({ "/repo/manifest.json": '{"manifest_version": 3}' }, "browser-extension")).toBe(false);
    expect(tagged({ "/repo/sub/package.json": "{}" }, "node")).toBe(false);
  });

  it("branch: exact, or a glob when the pattern has *?[{; HEAD means no branch", () => {
    expect(on("branch: [main]", { session: { branch: "main" } })).toBe(true);
    expect(on("branch: ['feature/*']", { session: { branch: "feature/login" } })).toBe(true);
    expect(on("branch: ['feature/*']", { session: { branch: "feature/a/b" } })).toBe(false);
    expect(on("branch: [HEAD]", { session: { branch: "HEAD" } })).toBe(false);
  });

  it("os: session.os, defaulting to linux", () => {
    expect(on("os: [darwin]", { session: { os: "darwin" } })).toBe(true);
    expect(on("os: [linux]")).toBe(true);
  });

  it("ci: an explicit CI wins ('', 0, false are false); otherwise provider variables", () => {
    expect(on("ci: true", { env: { CI: "1" } })).toBe(true);
    expect(on("ci: true", { env: { CI: "FALSE", GITHUB_ACTIONS: "true" } })).toBe(false);
    expect(on("ci: true", { env: { CI: "", GITHUB_ACTIONS: "true" } })).toBe(false);
    expect(on("ci: true", { env: { GITHUB_ACTIONS: "true" } })).toBe(true);
    expect(on("ci: true", { env: { BUILD_NUMBER: "0" } })).toBe(false);
    expect(on("ci: false")).toBe(true);
  });

  it("unmatched rules name what did not match", () => {
    const r = run(rule("keywords: [deploy]\nbranch: [main]\nmatch: all"), { prompt: "deploy", session: { branch: "dev" } });
    expect(r.sources[0]).toMatchObject({ status: "unmatched" });
    expect(r.sources[0].reason).toContain("branch main: the branch is dev");
  });
});
