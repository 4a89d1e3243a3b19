/** A reduced real repository (test/fixtures/real/*.json) loaded into memfs and checked as a clone would be. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { check } from "../lib/check/engine";
import type { CheckReport } from "../lib/check/types";
import { buildMemfs } from "../lib/fs/memfs";
import type { FileEntry } from "../lib/scenario/types";

export interface RealFixture {
  repo: string;
  commit: string;
  license: string;
  files: Record<string, FileEntry>;
}

/** A fixture file's text (rule files keep theirs; links and placeholders have none to speak of). */
export const textOf = (fx: RealFixture, path: string): string => {
  const e = fx.files[path];
  return typeof e === "string" ? e : "";
};

export function load(name: string): RealFixture {
  return JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "real", `${name}.json`), "utf8")) as RealFixture;
}

export function run(fx: RealFixture, agents: string[] | undefined, cwds?: string[], clone = false): CheckReport {
  // A clone has a .git folder; the first fixtures were taken without one.
  const files: Record<string, FileEntry> = clone ? { "/repo/.git": { dir: true } } : {};
  for (const [p, entry] of Object.entries(fx.files)) files[`/repo/${p}`] = entry;
  const { fs, problems } = buildMemfs(files);
  expect(problems).toEqual([]);
  return check({
    fs,
    root: "/repo",
    home: "/home/user",
    ...(agents ? { agents: agents.map((id) => ({ id })) } : {}),
    ...(cwds ? { cwds } : {}),
  });
}
