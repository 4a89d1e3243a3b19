/** Reading the JSON files the CLI is given: every one bounded in depth before anything recurses over it. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJsoncFile, readJsonFile, readPackageKey } from "./io";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulescope-io-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** `levels` objects inside each other, the innermost holding 1: `{"a":{"a":1}}` is 2 levels. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

describe("JSON depth", () => {
  it("a configuration or baseline past 64 levels is a sentence naming the file and the bound, not a stack overflow", () => {
    const deep = file("deep.json", `{ // a comment\n "env": ${nested(10_000)} }`);
    expect(readJsoncFile(deep, "configuration")).toEqual({
      ok: false,
      error: `${deep} nests objects or lists more than 64 levels deep, more than Rulescope reads.`,
    });
    // 64 levels in all (the file's own object is the first) are read.
    expect(readJsoncFile(file("64.json", nested(64)), "baseline").ok).toBe(true);
    expect(readJsoncFile(file("65.json", nested(65)), "baseline").ok).toBe(false);
  });

  it("brackets and quotes in comments count for nothing", () => {
    const commented = file("commented.json", `{\n  // don't "[[[[ ${"[".repeat(100)}\n  /* ${"{".repeat(100)} */ "agents": ["codex"]\n}\n`);
    expect(readJsoncFile(commented, "configuration")).toEqual({ ok: true, value: { agents: ["codex"] } });
  });

  it("a manifest is bounded before it is parsed; a scenario is left to its validator, which names the deep key", () => {
    const deep = file("deep-scenario.json", `{"config":${nested(200)}}`);
    expect(readJsonFile(deep, "manifest")).toMatchObject({ ok: false, error: expect.stringContaining("more than 64 levels deep") });
    expect(readJsonFile(deep).ok).toBe(true);
  });

  it('package.json: only the "rulescope" key is bounded; a deep key elsewhere is npm\'s business', () => {
    const elsewhere = file("package.json", `{"name":"x","deps":${nested(10_000)},"rulescope":{"agents":["codex"]}}`);
    expect(readPackageKey(elsewhere, "rulescope")).toEqual({ ok: true, value: { agents: ["codex"] } });
    const deepKey = file("deep-key-package.json", `{"name":"x","rulescope":${nested(100)}}`);
    expect(readPackageKey(deepKey, "rulescope")).toEqual({
      ok: false,
      error: `${deepKey}'s "rulescope" key nests objects or lists more than 64 levels deep, more than Rulescope reads.`,
    });
    // No key, or no JSON: nothing to read there, as before.
    expect(readPackageKey(file("plain-package.json", '{"name":"x"}'), "rulescope")).toBeNull();
    expect(readPackageKey(file("broken-package.json", '{"name":'), "rulescope")).toBeNull();
  });
});
