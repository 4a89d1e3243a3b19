import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprint } from "../check/fingerprint";
import type { Finding } from "../check/types";
import { reportOf } from "../../test/check-report";
import { check } from "../check/engine";
import { buildMemfs } from "../fs/memfs";
import { applyBaseline } from "./check-baseline";

const rename = (dir: string) => ({
  kind: "rename" as const,
  description: "Rename to AGENTS.md",
  from: `/r/${dir}/Agents.md`,
  to: `/r/${dir}/AGENTS.md`,
});
/** One misnamed-file cause over the given folders, as groupByCause makes it. */
const misnamed = (dirs: string[]): Finding => ({
  code: "wrong-case",
  severity: "error",
  path: `/r/${dirs[0]}/Agents.md`,
  agents: ["codex"],
  cwds: [],
  message: "codex looks for AGENTS.md.",
  fix: rename(dirs[0]),
  ...(dirs.length > 1 ? { also: dirs.slice(1).map((d) => ({ path: `/r/${d}/Agents.md`, fix: rename(d) })) } : {}),
});

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("check --baseline", () => {
  it("records each file of a cause; a cause that reaches a new file is reported for that file alone", () => {
    dir = mkdtempSync(join(tmpdir(), "rulescope-baseline-"));
    const file = join(dir, "baseline.json");
    const first = reportOf([misnamed(["a", "b"])]);
    applyBaseline(file, first, "/r");
    expect(JSON.parse(readFileSync(file, "utf8")).findings.map((x: { path: string }) => x.path)).toEqual(["a/Agents.md", "b/Agents.md"]);
    const later = reportOf([misnamed(["a", "b", "c"])]);
    expect(applyBaseline(file, later, "/r")).toMatch(/^2 findings are in the baseline/);
    expect(later.findings).toEqual([{ ...misnamed(["c"]) }]);
    const same = reportOf([misnamed(["b", "a"])]);
    applyBaseline(file, same, "/r");
    expect(same.findings).toEqual([]);
  });

  it("reads a version-1 baseline (one record per finding, at its own file) as it was written", () => {
    dir = mkdtempSync(join(tmpdir(), "rulescope-baseline-"));
    const file = join(dir, "baseline.json");
    const old = misnamed(["a"]);
    writeFileSync(
      file,
      JSON.stringify({ version: 1, findings: [{ fingerprint: fingerprint(old, "a/Agents.md"), code: old.code, path: "a/Agents.md" }] }),
    );
    const later = reportOf([misnamed(["a", "b"])]);
    applyBaseline(file, later, "/r");
    expect(later.findings).toEqual([]);
  });

  it("a baseline recorded in one folder holds the same tree checked in another: every finding is known", () => {
    dir = mkdtempSync(join(tmpdir(), "rulescope-baseline-"));
    const file = join(dir, "baseline.json");
    // Findings whose headlines name paths (a missing import) or are cut from a message that does.
    const at = (root: string) =>
      check({
        fs: buildMemfs({
          [`${root}/.git`]: { dir: true },
          [`${root}/CLAUDE.md`]: "Rules.\n@docs/missing.md\n",
          [`${root}/.cursor/rules/ts.mdc`]: '---\nglob: "**/*.ts"\n---\nUse tabs.\n',
          [`${root}/src/a.ts`]: "x\n",
        }).fs,
        root,
        home: "/home/u",
        agents: [{ id: "claude-code" }, { id: "cursor" }],
      });
    const here = at("/a");
    const count = here.findings.length;
    expect(count).toBeGreaterThan(1);
    applyBaseline(file, here, "/a");
    const deep = "/home/runner/work/some-organisation/some-repository-with-a-long-name/checkout/of/the/tree";
    const there = at(deep);
    expect(applyBaseline(file, there, deep)).toMatch(new RegExp(`^${count} findings are in the baseline [^;]*not reported\\.$`));
    expect(there.findings).toEqual([]);
  });
});
