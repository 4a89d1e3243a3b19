/** One finding per cause: symptoms fold into the cause that explains them, one loss in many files is one finding. */
import { describe, expect, it } from "vitest";
import { buildMemfs } from "../fs/memfs";
import { findingsAt, firstSentence, fixesOf, foldSymptoms, groupByCause, placesOf } from "./causes";
import { check } from "./engine";
import type { Finding } from "./types";

const f = (over: Partial<Finding>): Finding => ({
  code: "never-read",
  severity: "error",
  agents: ["codex"],
  cwds: [],
  path: "/r/a/GEMINI.md",
  message: "None of the declared agents looks for this file.",
  ...over,
});

describe("groupByCause", () => {
  it("one code, agent set and explanation over several files is one finding listing the others at their lines", () => {
    const out = groupByCause([f({}), f({ path: "/r/b/GEMINI.md", line: 3 }), f({ path: "/r/c/GEMINI.md", agents: ["claude-code"] })]);
    expect(out).toHaveLength(2);
    expect(placesOf(out[0])).toEqual([{ path: "/r/a/GEMINI.md" }, { path: "/r/b/GEMINI.md", line: 3 }]);
  });
  it("a message naming the file's own folder still groups; one naming another file does not", () => {
    const said = (dir: string, other: string) =>
      f({
        code: "agents-disagree",
        severity: "warning",
        path: `${dir}/GEMINI.md`,
        cwds: [dir],
        message: `have AGENTS.md in ${dir} import this file; see ${other}`,
      });
    expect(groupByCause([said("/r/a", "/r/x.md"), said("/r/b", "/r/x.md")])).toHaveLength(1);
    expect(groupByCause([said("/r/a", "/r/x.md"), said("/r/b", "/r/y.md")])).toHaveLength(2);
  });
  it("the same remedy at several files is one finding, each place keeping its own fix; another remedy stays apart", () => {
    const rename = (dir: string, to = "AGENTS.md") => ({
      kind: "rename" as const,
      description: `Rename to ${to}`,
      from: `/r/${dir}/Agents.md`,
      to: `/r/${dir}/${to}`,
    });
    const out = groupByCause([
      f({ path: "/r/a/Agents.md", fix: rename("a") }),
      f({ path: "/r/b/Agents.md", fix: rename("b") }),
      f({ path: "/r/c/Agents.md", fix: rename("c", "AGENT.md") }),
    ]);
    expect(out).toHaveLength(2);
    expect(fixesOf(out[0])).toEqual([rename("a"), rename("b")]);
    expect(fixesOf(out[1])).toEqual([rename("c", "AGENT.md")]);
    // An edit groups by what it writes, not where.
    const edit = (path: string, text: string) => ({
      kind: "edit" as const,
      description: "Import AGENTS.md",
      path,
      line: 3,
      endLine: 3,
      text,
    });
    expect(
      groupByCause([
        f({ fix: edit("/r/a/GEMINI.md", "@AGENTS.md\n") }),
        f({ path: "/r/b/GEMINI.md", fix: edit("/r/b/GEMINI.md", "@AGENTS.md\n") }),
      ]),
    ).toHaveLength(1);
    expect(
      groupByCause([
        f({ fix: edit("/r/a/GEMINI.md", "@AGENTS.md\n") }),
        f({ path: "/r/b/GEMINI.md", fix: edit("/r/b/GEMINI.md", "@OTHER.md\n") }),
      ]),
    ).toHaveLength(2);
  });
  it("findingsAt gives a grouped finding at each of its files, at that file's line", () => {
    const [g] = groupByCause([f({ line: 1 }), f({ path: "/r/b/GEMINI.md", line: 3 })]);
    expect(findingsAt([g], "/r/b/GEMINI.md")).toMatchObject([{ path: "/r/b/GEMINI.md", line: 3, code: "never-read" }]);
    expect(findingsAt([g], "/r/z.md")).toEqual([]);
  });
});

describe("foldSymptoms", () => {
  const refused = f({
    code: "import-refused",
    severity: "warning",
    agents: ["claude-code"],
    cwds: ["/r/pkg"],
    path: "/r/AGENTS.md",
    message: "External import needs approval.",
  });
  const disagree = f({
    code: "agents-disagree",
    severity: "warning",
    agents: ["claude-code", "codex"],
    cwds: ["/r/pkg"],
    path: "/r/AGENTS.md",
    message: "codex loads this file and claude-code does not.",
  });
  it("an agent missing a file for a reported cause is told inside that cause", () => {
    const out = foldSymptoms([refused, disagree]);
    expect(out.map((x) => x.code)).toEqual(["import-refused"]);
    expect(out[0].folded).toEqual([{ code: "agents-disagree", message: disagree.message }]);
    // The input is left as it was.
    expect(refused.folded).toBeUndefined();
  });
  it("not when the cause was seen from other folders only, or concerns another agent", () => {
    expect(foldSymptoms([{ ...refused, cwds: ["/r/web"] }, disagree])).toHaveLength(2);
    expect(foldSymptoms([{ ...refused, agents: ["gemini-cli"] }, disagree])).toHaveLength(2);
  });
  it("the folded finding keeps the graver severity", () => {
    const wrongCase = f({ code: "wrong-case", severity: "warning", agents: ["codex"], path: "/r/Agents.md" });
    const out = foldSymptoms([wrongCase, f({ path: "/r/Agents.md", agents: ["codex", "claude-code"] })]);
    expect(out).toMatchObject([{ code: "wrong-case", severity: "error", folded: [{ code: "never-read" }] }]);
  });
});

describe("headlines", () => {
  it("the first sentence, its first clause when long, about one line", () => {
    expect(firstSentence("codex cuts AGENTS.md here. Then more.")).toBe("codex cuts AGENTS.md here.");
    const long = `pkg/CLAUDE.md imports @missing.md on line 1, but pkg/missing.md does not exist; ${"Claude Code skips it ".repeat(5)}.`;
    expect(firstSentence(long)).toBe("pkg/CLAUDE.md imports @missing.md on line 1, but pkg/missing.md does not exist");
    expect(firstSentence("x".repeat(400)).length).toBeLessThanOrEqual(160);
  });
  it("every finding of a check carries a headline of at most 160 characters, apart from its explanation", () => {
    const fs = buildMemfs({
      "/r/.git": { dir: true },
      "/r/AGENTS.md": `# Rules\n${"- Keep functions small and pure; prefer composition over inheritance everywhere.\n".repeat(500)}`,
      "/r/CLAUDE.md": "@missing.md\n",
      "/r/a/GEMINI.md": "Use tabs in this package, because the linter here insists on them everywhere.\n",
      "/r/b/GEMINI.md": "Use tabs in this package, because the linter here insists on them everywhere.\n",
      "/r/docs/Agents.md": "x\n",
    }).fs;
    const report = check({ fs, root: "/r", home: "/h", agents: [{ id: "codex" }, { id: "claude-code" }] });
    expect(report.findings.length).toBeGreaterThan(2);
    for (const x of report.findings) {
      expect(x.headline, x.message).toBeDefined();
      expect(x.headline!.length, x.headline).toBeLessThanOrEqual(160);
    }
    // The two GEMINI.md files nobody reads are one finding.
    expect(report.findings.filter((x) => x.code === "never-read" && placesOf(x).some((p) => p.path.endsWith("GEMINI.md")))).toHaveLength(1);
  });
});
