/**
 * Runners over resolve() for comparisons and maps (compare/diff.ts): many variations of one scenario
 * resolved with their work shared.
 */
import { SharedWork } from "../core/shared-work";
import { buildMemfs } from "../fs/memfs";
import type { FsPort } from "../fs/port";
import { AGENT_IDS, resolve } from "../resolve";
import type { Scenario } from "../scenario/types";
import { validCwd, validateScenario } from "../scenario/validate";
import type { Resolution } from "../types";

/**
 * resolve() for many variations of one scenario (another agent, variant, cwd or contextPaths) over
 * the same `files` object: the files are validated and built into a tree once, and the runs share
 * probes, walks and token counts (core/shared-work.ts). Each answer equals resolve() of that
 * variation (test/shared-work.test.ts checks it); `trace: false` leaves the trace empty, `"probes"` keeps its stat, lstat and read steps. A
 * variation with other files, or any invalid part, goes through plain resolve(), which reports its
 * problems as always.
 */
export function sharedResolver(scenario: Scenario, opts: { trace?: false | "probes" } = {}): (s: Scenario) => Resolution {
  let shared: SharedWork | null | undefined;
  // The scenario is checked in three parts (as the preview's worker checks entries apart): the files
  // once, the cwd once per distinct cwd, the rest once per distinct rest. The whole is valid exactly
  // when every part is, and only the rest can warn.
  const rests = new Map<string, ReturnType<typeof validateScenario>>();
  const cwds = new Map<unknown, boolean>();
  return (s) => {
    if (s.files !== scenario.files) return resolve(s);
    shared ??= validateScenario({ version: 1, agent: "any", cwd: "/", files: s.files }).ok ? new SharedWork(buildMemfs(s.files)) : null;
    const restKey = JSON.stringify({ ...s, files: 0, cwd: 0 });
    let rest = rests.get(restKey);
    if (!rest) rests.set(restKey, (rest = validateScenario({ ...s, files: {}, cwd: "/" }, AGENT_IDS)));
    let cwdOk = cwds.get(s.cwd);
    if (cwdOk === undefined) cwds.set(s.cwd, (cwdOk = validCwd(s.cwd)));
    if (!shared || !rest.ok || !cwdOk) return resolve(s);
    return resolve(s, undefined, { prevalidated: { warnings: rest.warnings }, shared, ...opts });
  };
}

/**
 * resolve() for many variations of one scenario over a port that does not change while in use (a
 * real tree, for `compare --dir` and `map --dir`): every run reads through one SharedWork, so a probe
 * or a walk made for one agent or folder is answered from memory for the next.
 */
export function portResolver(fs: FsPort, opts: { trace?: false } = {}): (s: Scenario) => Resolution {
  const shared = SharedWork.over(fs);
  return (s) => resolve(s, undefined, { shared, ...opts });
}
