/**
 * `npm run agents`: writes what lib/agents/registry.ts generates (scripts/agents-registry.ts), formatted
 * as the repository's Prettier settings say, then the JSON Schema of rulescope.json (npm run schema) and
 * the page's profile data (lib/agents/page-meta.json).
 * `--check` writes nothing and fails when a list is stale (config.test.ts checks the schema).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { AGENT_IDS } from "../lib/agents/registry";
import { generatedFiles } from "./agents-registry";

const ROOT = join(import.meta.dirname, "..");

/** Each generated file as it should be on disk (TypeScript through Prettier). */
export async function expectedFiles(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [path, text] of await generatedFiles(AGENT_IDS)) {
    const file = join(ROOT, path);
    out.set(path, path.endsWith(".ts") ? await format(text, { ...(await resolveConfig(file)), filepath: file }) : text);
  }
  return out;
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  for (const [path, text] of await expectedFiles()) {
    const file = join(ROOT, path);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    stale.push(path);
    if (!check) writeFileSync(file, text);
  }
  if (check && stale.length > 0) {
    console.error(`Stale, run npm run agents: ${stale.join(", ")}`);
    process.exit(1);
  }
  console.log(stale.length === 0 ? "The agent lists are up to date." : `Wrote ${stale.join(", ")}.`);
  if (check) return;
  // The JSON Schema of rulescope.json names every agent and variant, and the page's profile data is
  // the list as JSON: each written by a fresh process, which loads the profile list just written.
  for (const script of ["write-schema.ts", "write-page-meta.ts"]) {
    const run = spawnSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, script)], { stdio: "inherit" });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

if (process.argv[1] === import.meta.filename) await main();
