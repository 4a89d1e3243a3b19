/**
 * One test per loading rule of JetBrains AI Assistant's project rules (configure-project-rules docs;
 * the apply: block as rulesync read it from the plugin; README.md). Closed source: the prompt is
 * Rulescope's neutral listing, so the tests check which rules reach the chat and when.
 */
import { describe, expect, it } from "vitest";
import { listingHeader } from "../../core/rule-listing";
import { codes, included, runner, statuses, triggered } from "../../../test/agent-helpers";

const run = runner("jetbrains-ai", { cwd: "/p" });
const D = "/p/.aiassistant/rules";
const rule = (meta: string, body = "Body.\n") => `---\n${meta}\n---\n\n${body}`;

describe("jetbrains-ai: rule types", () => {
  it("an Always rule goes to every chat, its metadata block left out of the text", () => {
    const r = run({ [`${D}/style.md`]: rule("apply: always", "Use 4 spaces.\n") });
    expect(r.prompt).toBe(`${listingHeader("JetBrains AI Assistant")}\n[Project rule style (Always): ${D}/style.md]\nUse 4 spaces.\n`);
  });

  it("a file with no apply: line is Off: never attached, with a note", () => {
    const r = run({ [`${D}/plain.md`]: "Just text.\n", [`${D}/nokey.md`]: rule("instructions: x") });
    expect(included(r)).toEqual([]);
    expect(statuses(r, `${D}/plain.md`)).toEqual(["disabled"]);
    expect(statuses(r, `${D}/nokey.md`)).toEqual(["disabled"]);
    expect(codes(r)).toContain("no-trigger");
  });

  it("apply: off, and an unknown or wrongly cased value, are Off", () => {
    const r = run({ [`${D}/a.md`]: rule("apply: off"), [`${D}/b.md`]: rule("apply: Always") });
    expect(statuses(r, `${D}/a.md`)).toEqual(["disabled"]);
    expect(statuses(r, `${D}/b.md`)).toEqual(["disabled"]);
    expect(codes(r)).toContain("unknown-trigger");
  });

  it("a Manually rule applies only when the prompt invokes @rule:<name> or #rule:<name>", () => {
    const files = { [`${D}/release.md`]: rule("apply: manually", "Bump the version.\n") };
    expect(statuses(run(files), `${D}/release.md`)).toEqual(["unmatched"]);
    for (const prompt of ["do it @rule:release please", "#rule:release.md now"])
      expect(included(run(files, { prompt }))).toEqual([`${D}/release.md`]);
  });

  it("an Off rule is not applied even when invoked (inferred)", () => {
    expect(included(run({ [`${D}/x.md`]: rule("apply: off") }, { prompt: "@rule:x" }))).toEqual([]);
  });

  it("a by model decision rule is offered with its instructions, not sent", () => {
    const r = run({ [`${D}/java.md`]: rule("apply: by model decision\ninstructions: when editing Java files") });
    expect(statuses(r, `${D}/java.md`)).toEqual(["offered"]);
    expect(r.prompt).toBe("");
    expect(r.blocks.map((b) => b.text).join("")).toContain("when editing Java files");
  });

  it("a by file patterns rule attaches when a referenced file matches one of its comma-separated patterns", () => {
    const files = { [`${D}/kt.md`]: rule("apply: by file patterns\npatterns: *.kt, build/**", "Kotlin rules.\n") };
    expect(statuses(run(files), `${D}/kt.md`)).toEqual(["unmatched"]);
    const r = run(files, { contextPaths: ["src/main/App.kt"] });
    expect(statuses(r, `${D}/kt.md`)).toEqual(["included"]);
    expect(triggered(r).map((b) => b.trigger)).toEqual(["read src/main/App.kt"]);
    expect(included(run(files, { contextPaths: ["build/out.txt"] }))).toEqual([`${D}/kt.md`]);
  });

  it("by file patterns without patterns never attaches", () => {
    const r = run({ [`${D}/k.md`]: rule("apply: by file patterns") }, { contextPaths: ["a.kt"] });
    expect(included(r)).toEqual([]);
    expect(codes(r)).toContain("condition-never-met");
  });
});

describe("jetbrains-ai: discovery", () => {
  it("rules are read in name order, only .md files directly in .aiassistant/rules at the project root", () => {
    const r = run({
      [`${D}/b.md`]: rule("apply: always", "B\n"),
      [`${D}/a.md`]: rule("apply: always", "A\n"),
      [`${D}/notes.txt`]: rule("apply: always", "T\n"),
      [`${D}/sub/c.md`]: rule("apply: always", "C\n"),
      "/p/web/.aiassistant/rules/d.md": rule("apply: always", "D\n"),
    });
    expect(included(r)).toEqual([`${D}/a.md`, `${D}/b.md`]);
    expect(statuses(r, `${D}/notes.txt`)).toEqual(["unmatched"]);
  });

  it("the block must open the file: text before --- makes the whole file the body, and the rule Off", () => {
    const r = run({ [`${D}/late.md`]: `\n${rule("apply: always")}` });
    expect(statuses(r, `${D}/late.md`)).toEqual(["disabled"]);
  });

  it("fields split on the first colon: instructions may hold colons", () => {
    const r = run({ [`${D}/m.md`]: rule("apply: by model decision\ninstructions: use for: SQL, migrations") });
    expect(r.blocks.map((b) => b.text).join("")).toContain("use for: SQL, migrations");
  });

  it("a rule with no text after its block is empty", () => {
    expect(statuses(run({ [`${D}/e.md`]: "---\napply: always\n---\n\n" }), `${D}/e.md`)).toEqual(["empty"]);
  });

  it("AGENTS.md and CLAUDE.md are not read by the chat (they are the coding agents' files)", () => {
    expect(run({ "/p/AGENTS.md": "agents\n", "/p/CLAUDE.md": "claude\n" }).prompt).toBe("");
  });
});
