/**
 * The noise budget on reduced real trees (test/fixtures/real/): each class of finding a maintainer
 * would not act on stays out of the default output (info, or told once), and the true findings beside
 * it stay warnings or errors. Expected places are read from the fixtures' own text.
 */
import { describe, expect, it } from "vitest";
import { placesOf } from "../lib/check/causes";
import type { CheckReport, Finding } from "../lib/check/types";
import { load, run, textOf } from "./real-fixture";

const of = (r: CheckReport, code: string): Finding[] => r.findings.filter((f) => f.code === code);
/** What a plain `rulescope check` prints: warnings and errors. */
const shown = (r: CheckReport): Finding[] => r.findings.filter((f) => f.severity !== "info");
const lines = (text: string, re: RegExp): number[] => text.split("\n").flatMap((l, i) => (re.test(l) ? [i + 1] : []));

describe("noise classes on real trees", { timeout: 180_000 }, () => {
  it("coollabsio/coolify: Cursor-lenient frontmatter, an unknown key and a Cursor-only rule are info; the rule's dead .ai/ links stay", () => {
    const fx = load("coolify");
    const r = run(fx, undefined, undefined, true);
    const rule = "/repo/.cursor/rules/coolify-ai-docs.mdc";
    const text = textOf(fx, ".cursor/rules/coolify-ai-docs.mdc");
    expect(text).toMatch(/^globs: \*\*\/\*$/m);
    for (const code of ["frontmatter-invalid", "frontmatter-unknown-key", "agents-disagree"])
      expect(
        of(r, code)
          .filter((f) => f.path === rule)
          .map((f) => f.severity),
        code,
      ).toEqual(["info"]);
    // Every line linking a .ai/ file the tree does not hold.
    const dead = lines(text, /\]\(\.ai\//).filter((n) => {
      const target = /\]\((\.ai\/[^)]+)\)/.exec(text.split("\n")[n - 1])![1];
      return fx.files[target] === undefined;
    });
    expect(dead.length).toBeGreaterThan(10);
    expect(
      of(r, "reference-dead")
        .flatMap((f) => placesOf(f).map((p) => p.line))
        .sort((a, b) => a! - b!),
    ).toEqual(dead);
    expect(of(r, "reference-dead").every((f) => f.severity === "warning")).toBe(true);
  });

  it("documenso/documenso: a generic .cursorrules the other agents do not read is info, and nothing else is shown", () => {
    const r = run(load("documenso"), undefined, undefined, true);
    expect(of(r, "agents-disagree").map((f) => [f.path, f.severity])).toEqual([["/repo/.cursorrules", "info"]]);
    expect(shown(r)).toEqual([]);
  });

  it("unkeyed/unkey: a 1,286-line Cursor rule sent whole is info; its glob that matches no folder stays an error", () => {
    const fx = load("unkey");
    const r = run(fx, ["codex", "claude-code", "cursor"], undefined, true);
    const trigger = textOf(fx, ".cursor/rules/trigger.mdc");
    expect(trigger.split("\n").length).toBeGreaterThan(1_286);
    expect(of(r, "budget-near").map((f) => [f.path, f.severity])).toEqual([["/repo/.cursor/rules/trigger.mdc", "info"]]);
    expect(Object.keys(fx.files).some((p) => p.split("/").includes("trigger"))).toBe(false);
    const never = of(r, "scope-never-applies").find((f) => f.path === "/repo/.cursor/rules/trigger.mdc");
    expect(never?.severity).toBe("error");
    expect(of(r, "frontmatter-invalid").every((f) => f.severity === "info")).toBe(true);
    expect(of(r, "agents-disagree").every((f) => f.severity === "info")).toBe(true);
  });

  it("PrefectHQ/prefect: @/mocks in prose is info; Codex cutting a package's AGENTS.md chain stays an error", () => {
    const fx = load("prefect");
    const r = run(fx, undefined, undefined, true);
    const at = "ui-v2/src/components/AGENTS.md";
    const line = lines(textOf(fx, at), /@\/mocks/)[0];
    expect(Object.keys(fx.files).some((p) => p.startsWith("ui-v2/src/mocks/"))).toBe(true);
    expect(of(r, "import-unresolved").map((f) => [f.path, f.line, f.severity])).toEqual([[`/repo/${at}`, line, "info"]]);
    expect(of(r, "budget-cut").map((f) => [f.path, f.severity])).toEqual([["/repo/src/prefect/runner/AGENTS.md", "error"]]);
  });

  it("astral-sh/ruff: a root CLAUDE.md of @AGENTS.md seen from a subfolder is an import Claude Code asks about: info, with codex declared too", () => {
    const fx = load("ruff");
    expect(textOf(fx, "CLAUDE.md").trim()).toBe("@AGENTS.md");
    for (const agents of [["claude-code"], ["claude-code", "codex"]]) {
      const r = run(fx, agents, undefined, true);
      const refused = of(r, "import-refused");
      expect(
        refused.map((f) => [f.path, f.severity]),
        agents.join(","),
      ).toEqual([["/repo/AGENTS.md", "info"]]);
      expect(refused[0].headline).toMatch(/^claude-code asks before it follows/);
      expect(shown(r), agents.join(",")).toEqual([]);
    }
  });

  it("liam-hq/liam: the codex/claude-code split is one finding with CLAUDE.md's imports and the packages' CLAUDE.md; the switched-off AGENTS.md stays", () => {
    const fx = load("liam");
    const r = run(fx, undefined, undefined, true);
    const imports = [...textOf(fx, "CLAUDE.md").matchAll(/@([\w./-]+\.md)\b/g)].map((m) => m[1]).filter((p) => fx.files[p] !== undefined);
    expect(imports.length).toBeGreaterThan(0);
    const split = of(r, "agents-disagree");
    expect(split).toHaveLength(1);
    expect(split[0].path).toBe("/repo/CLAUDE.md");
    const told = placesOf(split[0]).map((p) => p.path.slice("/repo/".length));
    for (const p of Object.keys(fx.files).filter((p) => p.endsWith("/CLAUDE.md") || p === "CLAUDE.md")) expect(told).toContain(p);
    expect(told.some((p) => imports.includes(p))).toBe(true);
    expect(of(r, "fallback-off").map((f) => [f.path, f.severity])).toEqual([["/repo/AGENTS.md", "warning"]]);
  });
});
