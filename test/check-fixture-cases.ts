/**
 * The check's fixture files (lib/check/fixtures/<code>.json): one file per check code, each with trees
 * that must produce it and trees that must not. Read here once for every test that runs them (the
 * fixtures themselves, and the same cases mounted at other roots).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FileEntry } from "../lib/scenario/types";

interface ExpectedFinding {
  path: string;
  line?: number;
  agents?: string[];
  fix?: Record<string, unknown>;
  /** The severity the finding must have (the noise budget: what is lost is a warning or error). */
  severity?: "error" | "warning" | "info";
  /** Told inside the finding of this code on the same file, which explains it (folded there). */
  in?: string;
}

export interface CheckCase {
  name: string;
  agents: string[];
  root?: string;
  cwds?: string[];
  env?: Record<string, string>;
  contextPaths?: string[];
  tokenLimits?: Record<string, number>;
  files: Record<string, FileEntry>;
  /** The findings of this code that must appear (at least these), "any" for at least one, [] for none. */
  expect: ExpectedFinding[] | "any";
}

export interface CheckFixtureFile {
  /** The file's name (`never-read.json`). */
  file: string;
  code: string;
  cases: CheckCase[];
}

const DIR = join(import.meta.dirname, "..", "lib", "check", "fixtures");

/** Every fixture file, in name order. */
export function checkFixtureFiles(): CheckFixtureFile[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(DIR, file), "utf8")) as { code: string; cases: CheckCase[] }) }));
}
