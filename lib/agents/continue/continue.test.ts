/** One test per loading rule of Continue 1.3.40 (loadRules, markdownToRule, shouldApplyRule). */
import { describe, expect, it } from "vitest";
import { contextSubjects, regexTooCostly } from "./matching";
import { codes, included, runner, statuses as status } from "../../../test/agent-helpers";

const run = runner("continue", { cwd: "/repo" });
const fm = (lines: string, body: string) => `---\n${lines}---\n${body}\n`;

describe("continue: where rules come from, in order", () => {
  it("rules.md, AGENTS.md, .continue/rules (workspace, global), .continue/prompts (workspace, global), .continuerules, config.yaml", () => {
    const res = run(
      {
        "/repo/src/rules.md": "colocated",
        "/repo/AGENTS.md": "agents",
        "/repo/.continue/rules/w.md": "ws rules",
        "/home/user/.continue/rules/g.md": "global rules",
        "/repo/.continue/prompts/p.md": "ws prompt",
        "/home/user/.continue/prompts/q.md": "global prompt",
        "/repo/.continuerules": "dot",
        "/home/user/.continue/config.yaml": "rules:\n  - inline\n",
        "/repo/src/a.ts": "",
      },
      { contextPaths: ["/repo/src/a.ts"] },
    );
    expect(res.prompt).toBe("\n\ncolocated\n\nagents\n\nws rules\n\nglobal rules\n\nws prompt\n\nglobal prompt\n\ndot\n\ninline");
  });
  it("CONTINUE_GLOBAL_DIR moves the global folder", () => {
    const files = { "/home/user/.continue/rules/a.md": "home", "/cfg/rules/b.md": "moved" };
    expect(run(files).prompt).toBe("\n\nhome");
    // Outside a .continue folder the rule is no longer "root level": with no file in context it is not sent.
    const res = run({ ...files, "/repo/x.ts": "" }, { env: { CONTINUE_GLOBAL_DIR: "/cfg" }, contextPaths: ["/repo/x.ts"] });
    expect(res.prompt).toBe("");
    expect(status(res, "/cfg/rules/b.md")).toEqual(["unmatched"]);
  });
  it("only AGENTS.md of the agent files is read: the loop stops after the first name", () => {
    const res = run({ "/repo/AGENT.md": "agent", "/repo/CLAUDE.md": "claude" });
    expect(res.prompt).toBe("");
    expect(status(res, "/repo/AGENT.md")).toEqual(["unmatched"]);
  });
  it("only .md files in rules folders, subfolders included; invokable rules are slash commands", () => {
    const res = run({
      "/repo/.continue/rules/a.txt": "txt",
      "/repo/.continue/rules/sub/b.md": "sub",
      "/repo/.continue/rules/c.md": fm("invokable: true\n", "cmd"),
    });
    expect(included(res)).toEqual(["/repo/.continue/rules/sub/b.md"]);
    expect(status(res, "/repo/.continue/rules/c.md")).toEqual(["unmatched"]);
  });
  it("a folder's files come first, then its subfolders, the last listed first (walkDir's stack)", () => {
    const res = run({ "/repo/.continue/rules/a/x.md": "ax", "/repo/.continue/rules/b/y.md": "by", "/repo/.continue/rules/z.md": "z" });
    expect(included(res)).toEqual(["/repo/.continue/rules/z.md", "/repo/.continue/rules/b/y.md", "/repo/.continue/rules/a/x.md"]);
  });
  it("rules.md in skipped folders (node_modules, .continue) is not colocated", () => {
    const res = run(
      { "/repo/node_modules/x/rules.md": "nm", "/repo/lib/rules.md": "lib", "/repo/lib/a.ts": "" },
      { contextPaths: ["/repo/lib/a.ts"] },
    );
    expect(included(res)).toEqual(["/repo/lib/rules.md"]);
  });
});

describe("continue: frontmatter (markdownToRule)", () => {
  it("without frontmatter the text is sent untrimmed; with it, the body is trimmed", () => {
    expect(run({ "/repo/.continue/rules/a.md": "  A  \n" }).prompt).toBe("\n\n  A  \n");
    expect(run({ "/repo/.continue/rules/a.md": fm("name: A\n", "  A  ") }).prompt).toBe("\n\nA");
  });
  it("invalid YAML: the whole file, frontmatter included, is the rule", () => {
    const res = run({ "/repo/.continue/rules/a.md": "---\nglobs: [\n---\nBody\n" });
    expect(res.prompt).toBe("\n\n---\nglobs: [\n---\nBody\n");
    expect(codes(res)).toContain("frontmatter-invalid");
  });
  it("two --- lines anywhere split the file: the text above the first is dropped", () => {
    const res = run({ "/repo/AGENTS.md": "# Title\n\n---\n\nSection\n\n---\n\nLast part\n" });
    expect(res.prompt).toBe("\n\nLast part");
    expect(codes(res)).toContain("text-before-frontmatter");
  });
  it("an empty rule still adds its blank line", () => {
    const res = run({ "/repo/.continue/rules/a.md": fm("name: A\n", ""), "/repo/.continue/rules/b.md": "B" });
    expect(res.prompt).toBe("\n\n\n\nB");
    expect(status(res, "/repo/.continue/rules/a.md")).toEqual(["empty"]);
  });
});

describe("continue: when a rule applies (shouldApplyRule)", () => {
  const ctx = { contextPaths: ["/repo/src/a.ts"] };
  const file = { "/repo/src/a.ts": "import x from 'y';\n" };
  it("alwaysApply: true applies with no file in context, globs or not", () => {
    expect(run({ "/repo/.continue/rules/a.md": fm('alwaysApply: true\nglobs: "**/*.py"\n', "A") }).prompt).toBe("\n\nA");
  });
  it("a rule with globs needs a matching file in context", () => {
    const rule = { "/repo/.continue/rules/a.md": fm('globs: "src/**/*.ts"\n', "A"), ...file };
    expect(run(rule).prompt).toBe("");
    expect(run(rule, ctx).prompt).toBe("\n\nA");
    expect(run(rule, ctx).sources.find((s) => s.path === "/repo/.continue/rules/a.md")?.matchedBy).toEqual(["src/**/*.ts"]);
  });
  it("alwaysApply: false applies through its globs, and never without globs or regex", () => {
    expect(run({ "/repo/.continue/rules/a.md": fm('alwaysApply: false\nglobs: ["**/*.ts"]\n', "A"), ...file }, ctx).prompt).toBe("\n\nA");
    expect(run({ "/repo/.continue/rules/a.md": fm("alwaysApply: false\n", "A"), ...file }, ctx).prompt).toBe("");
  });
  it("a list of globs: one positive must match and no ! glob may", () => {
    const rule = (g: string) => ({ "/repo/.continue/rules/a.md": fm(`globs: ${g}\n`, "A"), ...file });
    expect(run(rule('["**/*.ts", "!**/a.ts"]'), ctx).prompt).toBe("");
    expect(run(rule('["**/*.py", "**/*.ts"]'), ctx).prompt).toBe("\n\nA");
    expect(run(rule('"!**/*.py"'), ctx).prompt).toBe("\n\nA");
  });
  it("regex must match the text of a file the globs kept; costly patterns are not run", () => {
    const rule = (r: string) => ({ "/repo/.continue/rules/a.md": fm(`globs: "**/*.ts"\nregex: ${JSON.stringify(r)}\n`, "A"), ...file });
    expect(run(rule("^import"), ctx).prompt).toBe("\n\nA");
    expect(run(rule("^export"), ctx).prompt).toBe("");
    const costly = run(rule("(a+)+$"), ctx);
    expect(costly.prompt).toBe("");
    expect(codes(costly)).toContain("regex-not-run");
    expect(codes(run(rule("("), ctx))).toContain("regex-invalid");
  });
  it("rules.md: globs start at its folder, and a file must lie under a folder of that name", () => {
    const files = { "/repo/web/rules.md": fm('globs: "*.tsx"\n', "W"), "/repo/web/ui/b.tsx": "", "/repo/api/c.tsx": "" };
    expect(run(files, { contextPaths: ["/repo/api/c.tsx"] }).prompt).toBe("");
    expect(run(files, { contextPaths: ["/repo/web/ui/b.tsx"] }).prompt).toBe("\n\nW");
  });
  it(".continuerules is not a .continue-folder rule: it needs a file in context under the workspace's folder name", () => {
    const files = { "/repo/.continuerules": "dot", ...file };
    expect(run(files).prompt).toBe("");
    expect(run(files, ctx).prompt).toBe("\n\ndot");
  });
});

describe("continue: the paths matched", () => {
  it("the code fence path (workspace-relative, cut at a space) and the file:// URI", () => {
    expect(contextSubjects("/repo", "/repo/src/a.ts")).toEqual(["src/a.ts", "file:///repo/src/a.ts"]);
    expect(contextSubjects("/repo", "/repo/docs/my guide.md")).toEqual(["guide.md", "file:///repo/docs/my%20guide.md"]);
    expect(contextSubjects("/repo", "/repo/Makefile")).toEqual(["file:///repo/Makefile"]);
  });
  it("the regex guard refuses quantified groups and many unbounded quantifiers", () => {
    expect(regexTooCostly("(a+)+")).toBe(true);
    expect(regexTooCostly("a*b*c*d*")).toBe(true);
    expect(regexTooCostly("^import .* from")).toBe(false);
  });
});

describe("continue: config.yaml rules", () => {
  it("strings always apply; objects follow their globs; uses: blocks are not followed; regex is dropped", () => {
    const yaml =
      'rules:\n  - Plain.\n  - name: Py\n    rule: Python.\n    globs: "**/*.py"\n  - uses: acme/style\n  - name: R\n    rule: Regex.\n    regex: "^x"\n';
    const res = run({ "/home/user/.continue/config.yaml": yaml });
    expect(res.prompt).toBe("\n\nPlain.\n\nRegex.");
    expect(codes(res)).toContain("config-rule-regex-dropped");
    expect(res.sources.filter((s) => s.path === "/home/user/.continue/config.yaml").map((s) => s.status)).toEqual([
      "included",
      "included",
      "unmatched",
      "unmatched",
    ]);
  });
});

describe("continue: request_rule and names", () => {
  it("with request_rule among the tools, alwaysApply: false rules without globs are offered by name and description", () => {
    const files = { "/repo/.continue/rules/db.md": fm("name: DB\nalwaysApply: false\ndescription: Migrations\n", "D") };
    const res = run(files, { tools: ["request_rule"] });
    expect(res.prompt).toBe("");
    expect(res.sources.find((s) => s.path === "/repo/.continue/rules/db.md")?.reason.startsWith("Offered:")).toBe(true);
    expect(res.blocks.some((b) => b.text.includes("DB (/repo/.continue/rules/db.md): Migrations"))).toBe(true);
    expect(
      run(files)
        .sources.find((s) => s.path === "/repo/.continue/rules/db.md")
        ?.reason.startsWith("Not sent:"),
    ).toBe(true);
  });
  it("two rules of the same name are warned about", () => {
    expect(
      codes(run({ "/repo/.continue/rules/a.md": fm("name: X\n", "A"), "/repo/.continue/rules/b.md": fm("name: X\n", "B") })),
    ).toContain("duplicate-rule-name");
  });
});
