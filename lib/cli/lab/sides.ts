/**
 * The two sides of a comparison, over one placed tree: Rulescope as a user runs it
 * (`rulescope resolve --dir <root> --agent <id> --cwd --home --env --config --json`, in process) and
 * the real binary in the working directory. Both texts come back normalised (normalise.ts).
 */
import { spawn } from "node:child_process";
import type { LabDriver } from "../../agents/lab-driver";
import { resolveCommand } from "../resolve-command";
import type { Scenario } from "../../scenario/types";
import { normalise } from "./normalise";
import { datesAfterOf, pickInstructions } from "./pick";
import type { Recorder } from "./recorder";
import { fillTemplate, type AgentPlace } from "./place";

export type SideResult = { ok: true; text: string } | { ok: false; error: string };

/**
 * The arguments after `rulescope resolve` for a placed scenario (--dir): the same cwd, home, env and
 * config, and the variant the scenario names, else the one for the real version (lab/variant.ts).
 */
function resolveArgs(scenario: Scenario, placed: AgentPlace, variant?: string): string[] {
  // --home-all: the home is the run's own (a generated tree, verify's fresh folder), so the CLI's fence,
  // which keeps a user's other home files out, has nothing to keep; an agent's import of ~/x.md is read.
  const args = ["--dir", placed.realRoot, "--agent", scenario.agent, "--cwd", placed.cwd, "--home", placed.home, "--home-all", "--json"];
  const chosen = scenario.variant ?? variant;
  if (chosen) args.push("--variant", chosen);
  for (const [k, v] of Object.entries(placed.env)) args.push("--env", `${k}=${v}`);
  for (const [k, v] of Object.entries(scenario.config ?? {})) args.push("--config", `${k}=${JSON.stringify(v)}`);
  return args;
}

export async function rulescopeText(driver: LabDriver, scenario: Scenario, placed: AgentPlace, variant?: string): Promise<SideResult> {
  let out = "";
  let err = "";
  // The resolve command itself, not run(): the entry's dispatch stays out of what verify's chunk loads.
  let code: number;
  try {
    code = resolveCommand(resolveArgs(scenario, placed, variant), { out: (t) => void (out += t), err: (t) => void (err += t) });
  } catch (e) {
    return { ok: false, error: `rulescope resolve --dir refused: ${e instanceof Error ? e.message : String(e)}` };
  }
  let line: { prompt?: unknown; error?: unknown };
  try {
    line = JSON.parse(out);
  } catch {
    return { ok: false, error: `rulescope resolve --dir printed no JSON (exit ${code}): ${err.trim() || out.slice(0, 200)}` };
  }
  if (typeof line.prompt !== "string") return { ok: false, error: `rulescope resolve --dir failed: ${String(line.error ?? err.trim())}` };
  return { ok: true, text: normalise(line.prompt, placed, datesAfterOf(driver.instructions)) };
}

interface Spawned {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function spawnCollect(bin: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<Spawned> {
  return new Promise((resolve) => {
    // Only the variables given: the run must not depend on the shell the lab was started from.
    const child = spawn(bin, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", (e) => {
      clearTimeout(timer);
      resolve({ code: null, stdout: "", stderr: e.message, timedOut });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), timedOut });
    });
  });
}

/** The real agent's instruction text for a placed tree (its requests go to `recorder` when the driver has one). */
export async function realText(driver: LabDriver, bin: string, placed: AgentPlace, recorder?: Recorder): Promise<SideResult> {
  const vars = { root: placed.realRoot, home: placed.home, cwd: placed.cwd, recorder: recorder?.url ?? "" };
  const args = driver.args.map((a) => fillTemplate(a, vars, placed.env));
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", ...placed.env };
  const before = recorder?.requests.length ?? 0;
  const r = await spawnCollect(bin, args, placed.cwd, env, driver.timeoutMs);
  if (r.timedOut) return { ok: false, error: `${driver.bin} did not finish within ${driver.timeoutMs} ms` };
  if (r.code !== 0) {
    // A stop on start the profile models: nothing was sent.
    if (driver.startErrors?.some((e) => r.stderr.includes(e))) return { ok: true, text: "" };
    return { ok: false, error: `${driver.bin} exited with ${r.code}: ${r.stderr.trim().split("\n").slice(-3).join(" | ")}` };
  }
  const picked = pickInstructions(driver.instructions, r.stdout, recorder?.requests.slice(before) ?? []);
  if (!picked.ok) return { ok: false, error: `${driver.bin} ran, but ${picked.error}` };
  return { ok: true, text: normalise(picked.text, placed, datesAfterOf(driver.instructions)) };
}
