/**
 * A generated tree on disk, as the real binary and `rulescope resolve --dir` both see it: the
 * scenario's files under a fresh temporary folder (its virtual `/`), the driver's folders and config
 * files, and the one environment both sides get (the driver's, with the scenario's laid over it).
 */
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, writeFileSync, lstatSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { LabDriver } from "../lib/agents/lab-driver";
import { removeTree, writeTree, type WriteTreeResult } from "../lib/cli/write-tree";
import { DEFAULT_HOME } from "../lib/scenario/defaults";
import type { Scenario } from "../lib/scenario/types";
import { configPath, configText, envSet, fillStrings, fillTemplate, type AgentPlace } from "../lib/cli/lab/place";

export interface Placed extends AgentPlace {
  written: WriteTreeResult;
  /** Every path under home before the run (to see what the agent wrote there itself). */
  homeBefore: Set<string>;
  /** The scenario's config, its path keys' absolute values moved under the folder: what both sides get. */
  config: Record<string, unknown>;
}

/** Every path under `dir` (links not followed), for the before/after look at home. */
function listTree(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = join(d, n);
      out.push(p);
      if (lstatSync(p).isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

export function place(driver: LabDriver, scenario: Scenario, recorderUrl = "", cache = ""): Placed {
  const root = mkdtempSync(join(tmpdir(), "rulescope-lab-"));
  const written = writeTree(scenario.files, root);
  try {
    return placeIn(driver, scenario, { recorder: recorderUrl, cache }, root, written);
  } catch (e) {
    // Nothing is left behind when the driver's places cannot be made.
    removeTree(root, written);
    throw e;
  }
}

function placeIn(
  driver: LabDriver,
  scenario: Scenario,
  run: { recorder: string; cache: string },
  root: string,
  written: WriteTreeResult,
): Placed {
  const realRoot = realpathSync.native(root);
  const real = (p: string) => realRoot + p;
  const cwd = real(scenario.cwd);
  const home = real(scenario.home ?? DEFAULT_HOME);
  mkdirSync(home, { recursive: true });
  const vars = { root: realRoot, home, cwd, ...run };
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(driver.env)) env[k] = fillTemplate(v, vars, env);
  // The scenario's own variables win; an absolute value is a path in the tree (in config keys that hold paths too).
  for (const [k, v] of Object.entries(scenario.env ?? {})) env[k] = v.startsWith("/") ? real(v) : v;
  const pathKeys = new Set(driver.configFiles.flatMap((f) => (f.paths ? (f.scenarioKeys ?? []) : [])));
  const config = Object.fromEntries(
    Object.entries(scenario.config ?? {}).map(([k, v]) => [
      k,
      pathKeys.has(k) ? fillStrings(v, (x) => (x.startsWith("/") ? real(x) : x)) : v,
    ]),
  );
  // A place outside the tree (a variable that is empty or relative) is never written to.
  const inTree = (template: string): string => {
    const path = resolve(cwd, fillTemplate(template, vars, env));
    if (path !== realRoot && !path.startsWith(`${realRoot}/`))
      throw new Error(`The driver's ${template} names ${path}, outside the tree at ${realRoot}; the lab writes only inside it.`);
    return path;
  };
  for (const d of driver.dirs) mkdirSync(inTree(d), { recursive: true });
  for (const file of driver.configFiles) {
    const path = inTree(configPath(file, env));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      configText(file, config, (t) => fillTemplate(t, vars, env)),
    );
  }
  return { root, realRoot, cwd, home, env, config, cache: run.cache, written, homeBefore: new Set(listTree(home)) };
}

/**
 * Paths the agent added under home that its driver does not declare: a sign it wrote something the
 * lab did not expect (and that might change what it reads next time).
 */
export function undeclaredWrites(driver: LabDriver, placed: Placed): string[] {
  const vars = { root: placed.realRoot, home: placed.home, cwd: placed.cwd, recorder: "", cache: placed.cache };
  // A template naming a variable this run leaves unset ({env:QWEN_HOME} with no QWEN_HOME) declares nothing.
  const declared = driver.writesIntoHome
    .filter((t) => envSet(t, placed.env))
    .map((t) => resolve(placed.cwd, fillTemplate(t, vars, placed.env)));
  // A declared name ending in * stands for every name it starts (a marker with a hash after it).
  const covers = (d: string, p: string) =>
    d.endsWith("*") ? p.startsWith(d.slice(0, -1)) : p === d || p.startsWith(`${d}/`) || d.startsWith(`${p}/`);
  const fresh = listTree(placed.home).filter((p) => !placed.homeBefore.has(p) && !declared.some((d) => covers(d, p)));
  // A new folder stands for everything in it.
  return fresh.filter((p) => !fresh.some((q) => p.startsWith(`${q}/`)));
}

export function cleanup(placed: Placed): void {
  removeTree(placed.root, placed.written);
}
