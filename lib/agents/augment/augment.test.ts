/** What Augment Code reads, from its docs (README.md): one test per rule the profile follows. */
import { describe, expect, it } from "vitest";
import { codes, included, runner, firstStatus as status, triggered } from "../../../test/agent-helpers";

const HOME = "/home/user";
const run = runner("augment", { cwd: "/repo", home: HOME, files: { "/repo/.git": { dir: true } } });
const cli = runner("augment", { cwd: "/repo", home: HOME, variant: "cli", files: { "/repo/.git": { dir: true } } });
const rule = (type: string | null, body: string, more = "") => `---\n${type ? `type: ${type}\n` : ""}${more}---\n${body}\n`;

describe("augment: files at the workspace root", () => {
  it("reads CLAUDE.md then AGENTS.md at the root, in the documented order of precedence", () => {
    const r = run({ "/repo/AGENTS.md": "AGENTS\n", "/repo/CLAUDE.md": "CLAUDE\n" });
    expect(included(r)).toEqual(["/repo/CLAUDE.md", "/repo/AGENTS.md"]);
  });

  it("reads the legacy workspace guidelines (.augment-guidelines, .augment/guidelines.md), with a note", () => {
    const r = run({ "/repo/.augment-guidelines": "G1\n", "/repo/.augment/guidelines.md": "G2\n" });
    expect(included(r)).toEqual(["/repo/.augment-guidelines", "/repo/.augment/guidelines.md"]);
    expect(codes(r)).toContain("deprecated-name");
  });

  it("IDE: the opened folder is the workspace root, so a parent's files are not read", () => {
    const r = run({ "/repo/AGENTS.md": "ROOT\n", "/repo/app/x.ts": "" }, { cwd: "/repo/app" });
    expect(r.prompt).toBe("");
  });

  it("CLI: the git root is the workspace root; AGENTS.md between it and the working directory is active too", () => {
    const r = cli({ "/repo/AGENTS.md": "ROOT\n", "/repo/app/AGENTS.md": "APP\n", "/repo/app/x.ts": "" }, { cwd: "/repo/app" });
    expect(included(r)).toEqual(["/repo/AGENTS.md", "/repo/app/AGENTS.md"]);
  });

  it("CLI outside a git repository: the working directory is the workspace root", () => {
    const r = cli({}, { cwd: "/w/app", files: { "/w/AGENTS.md": "ABOVE\n", "/w/app/AGENTS.md": "HERE\n" } });
    expect(included(r)).toEqual(["/w/app/AGENTS.md"]);
  });
});

describe("augment: workspace rules (.augment/rules, recursive)", () => {
  it("always_apply rules (and rules with no type) are sent; .md and .mdx below any subfolder count", () => {
    const r = run({
      "/repo/.augment/rules/style.md": rule("always_apply", "STYLE"),
      "/repo/.augment/rules/web/react.mdx": rule(null, "REACT"),
      "/repo/.augment/rules/notes.txt": "NOTES\n",
    });
    expect(included(r)).toEqual(["/repo/.augment/rules/style.md", "/repo/.augment/rules/web/react.mdx"]);
    expect(status(r, "/repo/.augment/rules/notes.txt")).toBe("unmatched");
    expect(r.prompt).not.toContain("type:");
  });

  it("manual rules are sent only when the prompt attaches them with @name", () => {
    const files = { "/repo/.augment/rules/release.md": rule("manual", "RELEASE") };
    const quiet = run(files);
    expect(status(quiet, "/repo/.augment/rules/release.md")).toBe("unmatched");
    const asked = run(files, { prompt: "Follow @release please." });
    expect(asked.prompt).toContain("RELEASE");
  });

  it("agent_requested rules offer only their description", () => {
    const r = run({ "/repo/.augment/rules/db.md": rule("agent_requested", "DB BODY", "description: Database migrations\n") });
    expect(r.prompt).not.toContain("DB BODY");
    expect(status(r, "/repo/.augment/rules/db.md")).toBe("offered");
    expect(r.blocks.some((b) => b.text.includes("Database migrations"))).toBe(true);
  });

  it("an agent_requested rule without a description is flagged", () => {
    const r = run({ "/repo/.augment/rules/db.md": rule("agent_requested", "DB") });
    expect(codes(r)).toContain("auto-needs-name-description");
  });

  it("an unknown type is treated as always_apply, with a warning", () => {
    const r = run({ "/repo/.augment/rules/a.md": rule("always", "A") });
    expect(r.prompt).toContain("A\n");
    expect(codes(r)).toContain("unknown-trigger");
  });

  it("workspace guidelines and rules share 49,512 characters: the guidelines go first when over", () => {
    const r = run({
      "/repo/.augment-guidelines": "g".repeat(10) + "\n",
      "/repo/.augment/rules/big.md": rule("always_apply", "b".repeat(49_505)),
    });
    expect(status(r, "/repo/.augment/rules/big.md")).toBe("included");
    expect(status(r, "/repo/.augment-guidelines")).toBe("over-budget");
    expect(codes(r)).toContain("over-total-limit");
    expect(r.budgets?.some((b) => b.limit === 49_512 && b.cut)).toBe(true);
  });

  it("several files left out by the shared limit are one warning, on the first, naming the rest", () => {
    const r = run({
      "/repo/.augment-guidelines": "g".repeat(10) + "\n",
      "/repo/.augment/guidelines.md": "h".repeat(10) + "\n",
      "/repo/.augment/rules/big.md": rule("always_apply", "b".repeat(49_505)),
    });
    const over = r.diagnostics.filter((d) => d.code === "over-total-limit");
    expect(over).toHaveLength(1);
    expect(over[0].message).toContain("and 1 more");
  });
});

describe("augment: user places", () => {
  it("user rules in ~/.augment/rules are always applied, whatever their type, after the workspace's", () => {
    const r = run({ [`${HOME}/.augment/rules/me/tone.md`]: rule("manual", "TONE"), "/repo/AGENTS.md": "ROOT\n" });
    expect(included(r)).toEqual(["/repo/AGENTS.md", `${HOME}/.augment/rules/me/tone.md`]);
  });

  it("IDE: User Guidelines (~/.augment/user-guidelines.md) come last, cut at 24,576 characters", () => {
    const r = run({ [`${HOME}/.augment/user-guidelines.md`]: "u".repeat(24_576) + "END" });
    expect(status(r, `${HOME}/.augment/user-guidelines.md`)).toBe("truncated");
    expect(r.prompt).not.toContain("END");
  });

  it("CLI: User Guidelines are not read", () => {
    const r = cli({ [`${HOME}/.augment/user-guidelines.md`]: "MINE\n" });
    expect(r.prompt).toBe("");
  });
});

describe("augment: the --rules file", () => {
  it("CLI: --rules names a file that comes first", () => {
    const r = cli({ "/repo/extra.md": "EXTRA\n", "/repo/AGENTS.md": "ROOT\n" }, { config: { rulesFile: "extra.md" } });
    expect(included(r)).toEqual(["/repo/extra.md", "/repo/AGENTS.md"]);
  });

  it("CLI: a missing --rules file is reported", () => {
    expect(codes(cli({}, { config: { rulesFile: "nope.md" } }))).toContain("guidelines-path-missing");
  });

  it("IDE: the key is not read", () => {
    const r = run({ "/repo/extra.md": "EXTRA\n" }, { config: { rulesFile: "extra.md" } });
    expect(r.prompt).toBe("");
    expect(codes(r)).toContain("setting-not-read");
  });
});

describe("augment: hierarchical AGENTS.md", () => {
  it("an AGENTS.md in a subfolder attaches when a file there is read, outermost first, once", () => {
    const files = {
      "/repo/AGENTS.md": "ROOT\n",
      "/repo/pkg/AGENTS.md": "PKG\n",
      "/repo/pkg/api/AGENTS.md": "API\n",
      "/repo/pkg/api/a.ts": "",
      "/repo/pkg/api/b.ts": "",
    };
    const r = run(files, { contextPaths: ["/repo/pkg/api/a.ts", "/repo/pkg/api/b.ts"] });
    expect(r.prompt).not.toContain("PKG");
    const blocks = triggered(r);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].text.indexOf("PKG")).toBeLessThan(blocks[0].text.indexOf("API"));
  });

  it("a file read outside the workspace root attaches nothing", () => {
    const r = run({ "/other/AGENTS.md": "O\n", "/other/x.ts": "" }, { contextPaths: ["/other/x.ts"] });
    expect(triggered(r)).toHaveLength(0);
    expect(codes(r)).toContain("context-path-outside-cwd");
  });
});

describe("augment: text", () => {
  it("the listing says it is Rulescope's, not Augment's wording", () => {
    expect(run({ "/repo/AGENTS.md": "x\n" }).prompt.startsWith("[Rulescope listing: Augment Code does not publish")).toBe(true);
  });
});
