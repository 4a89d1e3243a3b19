/**
 * Helpers for tests of the bundled CLI (scripts/build-cli.mjs): build a private copy laid out as the
 * package is (dist/, package.json, docs/checks/), and run commands with no TypeScript loader around.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { FileEntry } from "../lib/scenario/types";

export const REPO = join(import.meta.dirname, "..");

/** The environment for a child: no NODE_OPTIONS (vitest's or a loader's), no colour codes. */
export function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", ...extra };
  delete env.NODE_OPTIONS;
  delete env.FORCE_COLOR;
  return env;
}

/** Build the bundle into `into/dist` and copy beside it what the package ships; returns `into`. */
export function buildPackageCopy(into: string): string {
  mkdirSync(into, { recursive: true });
  const r = spawnSync(process.execPath, [join(REPO, "scripts", "build-cli.mjs"), "--outdir", join(into, "dist")], {
    encoding: "utf8",
    env: plainEnv(),
  });
  if (r.status !== 0) throw new Error(`build-cli failed (${r.status}): ${r.stderr}`);
  cpSync(join(REPO, "package.json"), join(into, "package.json"));
  cpSync(join(REPO, "docs", "checks"), join(into, "docs", "checks"), { recursive: true });
  return into;
}

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Run a command (no shell unless asked) and collect its output. */
export function runCommand(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; shell?: boolean } = {},
): Promise<Ran> {
  return new Promise((done, failed) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? plainEnv(), shell: opts.shell ?? false, timeout: 240_000 });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
    child.on("error", failed);
    child.on("close", (code) => done({ code, out, err }));
  });
}

/** The tree the bundle tests check: AGENTS.md past Codex's 32 KiB budget (budget-cut at line 406), a mis-cased docs/Agents.md. */
const LONG_AGENTS_MD = "# Rules\n" + "- Keep functions small and pure; prefer composition over inheritance everywhere.\n".repeat(500);
export const CHECK_TREE: Record<string, FileEntry> = { "/.git": { dir: true }, "/AGENTS.md": LONG_AGENTS_MD, "/docs/Agents.md": "x\n" };
