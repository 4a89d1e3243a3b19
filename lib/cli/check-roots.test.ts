/**
 * The same tree checked in two folders gives the same report: messages, their cut to a headline, and
 * fingerprints (the baseline's and SARIF's) name paths as the repository does, so a baseline recorded
 * on one machine holds on another. Every check fixture is mounted at a short root and at a deep one.
 */
import { describe, expect, it } from "vitest";
import { checkFixtureFiles, type CheckCase } from "../../test/check-fixture-cases";
import { load } from "../../test/real-fixture";
import type { FileEntry } from "../scenario/types";
import { check } from "../check/engine";
import { fingerprint } from "../check/fingerprint";
import { relative } from "../core/paths";
import { buildMemfs } from "../fs/memfs";
import type { CheckOptions } from "../check/types";
import { formatJson, formatSarif } from "./check-format";

type Case = CheckCase;

const CASES = checkFixtureFiles().flatMap((f) => f.cases.map((c) => ({ file: f.file, ...c })));

const SHORT = "/a";
// Long enough that a headline cut counting it would fall elsewhere.
const DEEP = "/very/deep/folder/somewhere/x/on/a/build/machine/whose/workspace/path/is/longer/than/any/headline/is/allowed/to/be";

/** The case's tree (and its folders) with its root moved to `root`; what lies outside moves with it. */
function mounted(c: Case, root: string): CheckOptions {
  const base = c.root ?? "/repo";
  const outer = base.slice(0, base.lastIndexOf("/")) || "/";
  const move = (p: string) => (p === base || p.startsWith(`${base}/`) ? root + p.slice(base.length) : p.replace(outer, `${root}.outside`));
  return {
    fs: buildMemfs(Object.fromEntries(Object.entries(c.files).map(([p, e]) => [move(p), e]))).fs,
    root,
    home: "/home/user",
    agents: c.agents.map((id) => ({ id })),
    ...(c.cwds ? { cwds: c.cwds.map(move) } : {}),
    ...(c.env ? { env: c.env } : {}),
    ...(c.contextPaths ? { contextPaths: c.contextPaths.map(move) } : {}),
  };
}

/** What a reader and a baseline get from a check at `root`: the JSON findings and notes, SARIF's results, the baseline's keys. */
function seen(opts: CheckOptions) {
  const { root } = opts;
  const report = check(opts);
  const json = JSON.parse(formatJson(report, root)) as { findings: unknown; notes: unknown };
  const sarif = JSON.parse(formatSarif(report, root, "0", () => null)) as { runs: { results: unknown }[] };
  return JSON.stringify({
    findings: json.findings,
    notes: json.notes,
    results: sarif.runs[0].results,
    baseline: report.findings.map((f) => fingerprint(f, relative(root, f.path))),
  });
}

describe("check gives the same report wherever the tree sits", () => {
  it("finds something to compare", () => {
    expect(CASES.filter((c) => !c.tokenLimits).length).toBeGreaterThan(50);
  });
  // A token count is of what the agent sends, and codex's input names the absolute folder: it truly differs.
  for (const c of CASES.filter((x) => !x.tokenLimits))
    it(`${c.file}: ${c.name}`, () => {
      expect(seen(mounted(c, DEEP))).toBe(seen(mounted(c, SHORT)));
    });
  it("microsoft/vscode-copilot-chat's reduced tree, with its dead ../ links, agents inferred", () => {
    const fx = load("vscode-copilot-chat");
    const at = (root: string): CheckOptions => {
      const files: Record<string, FileEntry> = { [`${root}/.git`]: { dir: true } };
      for (const [p, e] of Object.entries(fx.files)) files[`${root}/${p}`] = e;
      return { fs: buildMemfs(files).fs, root, home: "/home/user" };
    };
    const short = seen(at(SHORT));
    expect(short).toContain("reference-dead");
    expect(seen(at(DEEP))).toBe(short);
  });
});
