/**
 * Every check code has a fixture file (lib/check/fixtures/<code>.json) with a tree that must produce
 * it and one that must not. Each case runs through memfs and again through node:fs on a real
 * directory, and both must give the same findings.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFixtureFiles, type CheckCase } from "../../test/check-fixture-cases";
import { nodeFs } from "../cli/node-fs";
import { removeTree, writeTree } from "../cli/write-tree";
import { buildMemfs } from "../fs/memfs";
import { isCheckCode } from "./codes";
import { check } from "./engine";
import type { CheckOptions, Finding } from "./types";

type Case = CheckCase;

const FIXTURES = checkFixtureFiles();

function options(c: Case): Omit<CheckOptions, "fs"> {
  return {
    root: c.root ?? "/repo",
    home: "/home/user",
    agents: c.agents.map((id) => ({ id })),
    ...(c.cwds ? { cwds: c.cwds } : {}),
    ...(c.env ? { env: c.env } : {}),
    ...(c.contextPaths ? { contextPaths: c.contextPaths } : {}),
    ...(c.tokenLimits ? { tokenLimits: c.tokenLimits } : {}),
  };
}

function assertCase(code: string, c: Case, findings: Finding[]) {
  const mine = findings.filter((f) => f.code === code);
  if (c.expect === "any") return expect(mine.length, `${code}: ${JSON.stringify(findings.map((f) => f.code))}`).toBeGreaterThan(0);
  if (c.expect.length === 0)
    return expect(
      [...mine, ...findings.filter((f) => f.folded?.some((x) => x.code === code))].map((f) => `${f.path}: ${f.message}`),
    ).toEqual([]);
  for (const e of c.expect) {
    if (e.in) {
      const cause = findings.find((f) => f.code === e.in && f.path === e.path);
      expect(
        cause?.folded?.map((x) => x.code),
        `${code} folded into ${e.in} at ${e.path}; got ${JSON.stringify(findings.map((f) => [f.code, f.path]))}`,
      ).toContain(code);
      expect(
        mine.filter((f) => f.path === e.path),
        `${code} at ${e.path} is told once, in ${e.in}`,
      ).toEqual([]);
      continue;
    }
    const hit = mine.find((f) => f.path === e.path && (e.line === undefined || f.line === e.line));
    expect(
      hit,
      `${code} at ${e.path}${e.line ? `:${e.line}` : ""}; got ${JSON.stringify(mine.map((f) => [f.path, f.line]))}`,
    ).toBeDefined();
    if (e.agents) expect([...hit!.agents].sort()).toEqual([...e.agents].sort());
    if (e.fix) expect(hit!.fix).toMatchObject(e.fix);
    if (e.severity) expect(hit!.severity, `${code} at ${e.path}: severity`).toBe(e.severity);
  }
}

describe("check fixtures", () => {
  it("cover every code with a case that produces it and one that does not", () => {
    for (const f of FIXTURES) {
      expect(isCheckCode(f.code), f.code).toBe(true);
      expect(
        f.cases.some((c) => c.expect === "any" || c.expect.some((e) => !e.in)),
        `${f.code} has a producing case`,
      ).toBe(true);
      expect(
        f.cases.some((c) => c.expect !== "any" && c.expect.length === 0),
        `${f.code} has a clean case`,
      ).toBe(true);
    }
  });
  for (const f of FIXTURES)
    describe(f.code, () => {
      for (const c of f.cases)
        it(c.name, () => {
          const memfs = check({ ...options(c), fs: buildMemfs(c.files).fs });
          assertCase(f.code, c, memfs.findings);
          const dir = mkdtempSync(join(tmpdir(), "rulescope-check-"));
          const written = writeTree(c.files, dir);
          try {
            const disk = check({ ...options(c), fs: nodeFs({ root: dir }) });
            expect(disk.findings).toEqual(memfs.findings);
          } finally {
            removeTree(dir, written);
          }
        });
    });
});
