/** check's formats speak in repository paths: no absolute path of the machine that ran the check. */
import { describe, expect, it } from "vitest";
import { check } from "../check/engine";
import type { CheckReport } from "../check/types";
import { buildMemfs } from "../fs/memfs";
import { formatGithub, formatJson, formatSarif, formatText, repoRelative } from "./check-format";
import { formatMarkdown } from "./check-markdown";

const report = (message: string, note = ""): CheckReport => ({
  coverage: [],
  findings: [{ code: "never-read", severity: "warning", agents: ["codex"], cwds: [], path: "/r/x.md", message }],
  failures: [],
  notes: note ? [note] : [],
  inference: [],
  evidence: [],
  agents: [{ id: "codex" }],
  inferred: false,
  cwds: ["/r"],
  stats: { resolves: 1, files: 1 },
});

describe("repoRelative", () => {
  it("writes paths under the root relative to it and the root as '.', and leaves other paths alone", () => {
    const r = repoRelative(
      report(`From /r/pkg, /r/AGENTS.md wins over /r/pkg/a.md (in /r). Not /home/r/x, /repo/x nor /r.bak/y; "/r/q" ends /r`, "at /r/docs."),
      "/r",
    );
    expect(r.findings[0].message).toBe(`From pkg, AGENTS.md wins over pkg/a.md (in .). Not /home/r/x, /repo/x nor /r.bak/y; "q" ends .`);
    expect(r.notes).toEqual(["at docs."]);
  });
  it("leaves no absolute path of the checked tree in any format", () => {
    const files = {
      "/work/ci/repo/.git": { dir: true as const },
      "/work/ci/repo/AGENTS.md": "a\n",
      "/work/ci/repo/pkg/Agents.md": "b\n",
      "/work/ci/repo/CLAUDE.md": "@missing.md\n",
    };
    const r = check({ fs: buildMemfs(files).fs, root: "/work/ci/repo", home: "/home/u", agents: [{ id: "codex" }, { id: "claude-code" }] });
    expect(r.findings.some((f) => f.message.includes("/work/ci/repo"))).toBe(true);
    for (const out of [
      formatText(r, "/work/ci/repo"),
      formatGithub(r, "/work/ci/repo"),
      formatSarif(r, "/work/ci/repo", "0", () => null),
      formatMarkdown(r, "/work/ci/repo"),
    ])
      expect(out).not.toContain("/work/ci/repo");
    // JSON names the root once, as its `root` field.
    expect(formatJson(r, "/work/ci/repo").split("/work/ci/repo").length).toBe(2);
  });
});

describe("formatMarkdown", () => {
  it("shows what a finding quotes as written: no emphasis, link, mention, table cell or HTML from the tree", () => {
    const hostile = "globs **/*.ts and _x_ [a](javascript:alert(1)) <img src=x> @AGENTS.md #12 a|b `c`";
    const md = formatMarkdown(
      { ...report(hostile), findings: [{ ...report("").findings[0], headline: hostile, path: "/r/we|ird`name.md" }] },
      "/r",
    );
    const row = md.split("\n").find((l) => l.startsWith("| 🟡 warning"))!;
    expect(row).toContain("globs \\*\\*/\\*.ts and \\_x\\_ \\[a\\](javascript:alert(1)) &lt;img src=x> \\@AGENTS.md \\#12 a\\|b \\`c\\`");
    expect(row).toContain("`we\\|ird'name.md`");
    // Five cells: nothing from the tree adds a column.
    expect(row.replace(/\\\|/g, "").split("|").length).toBe(7);
  });

  it("fits a GitHub comment: past 65,536 characters the rows stop with a line that says how many are left", () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      ...report("").findings[0],
      path: `/r/pkg-${i}/AGENTS.md`,
      headline: "x".repeat(100),
    }));
    const md = formatMarkdown({ ...report(""), findings: many }, "/r");
    expect(md.length).toBeLessThanOrEqual(65_536);
    const shown = md.split("\n").filter((l) => l.startsWith("| 🟡")).length;
    expect(shown).toBeGreaterThan(100);
    expect(md).toContain(`${(2000 - shown).toLocaleString("en-US")} more findings are not shown`);
    expect(formatMarkdown({ ...report(""), findings: many.slice(0, 3) }, "/r")).not.toContain("not shown");
  });
});

describe("SARIF help links", () => {
  it("with a published homepage, each rule's helpUri is its check page there; without one, none", () => {
    const r = report("x");
    const withHome = JSON.parse(formatSarif(r, "/r", "0", () => null, "https://acme.github.io/rulescope/")).runs[0].tool.driver.rules as {
      id: string;
      helpUri?: string;
    }[];
    expect(withHome.find((x) => x.id === "wrong-case")?.helpUri).toBe("https://acme.github.io/rulescope/checks/wrong-case");
    expect(withHome.every((x) => x.helpUri === `https://acme.github.io/rulescope/checks/${x.id}`)).toBe(true);
    const without = JSON.parse(formatSarif(r, "/r", "0", () => null)).runs[0].tool.driver.rules as { helpUri?: string }[];
    expect(without.some((x) => "helpUri" in x)).toBe(false);
  });
});
