/**
 * `homePaths` is what `--home` opens for an agent: it must cover every place under the home folder the
 * profile reads on its own. Checked on every example of every profile, in every variant, and again
 * with each of the profile's environment toggles on (they move global folders under /home/user).
 * Files a walk up from the working directory meets, and files of the repository holding it, are left
 * out: they are not global files.
 */
import { examplesOf } from "../lib/agents/examples";
import { describe, expect, it } from "vitest";
import { findProfile, PROFILES } from "../lib/agents";
import { homePathsIn, homePathsOf } from "../lib/agents/home-paths";
import { ancestors, basename, dirname, isWithin } from "../lib/core/paths";
import { resolve, sessionInput } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";

describe("homePathsIn", () => {
  const env = { CODEX_HOME: "/home/me/alt", OUT: "/etc", REL: "rel/dir", UP: "/home/me/../other", EMPTY: "" };
  it("makes plain entries absolute under home and takes $NAME entries from the environment", () => {
    expect(homePathsIn([".codex", "$CODEX_HOME", "$CODEX_HOME/rules", ".config/amp/AGENTS.md"], "/home/me", env, "/w")).toEqual([
      "/home/me/.codex",
      "/home/me/alt",
      "/home/me/alt/rules",
      "/home/me/.config/amp/AGENTS.md",
    ]);
  });
  it("keeps only places under home: unset, empty or escaping values count for nothing", () => {
    expect(homePathsIn(["$OUT", "$REL", "$UP", "$EMPTY", "$UNSET/x", "../../etc/passwd"], "/home/me", env, "/w")).toEqual([]);
  });
  it("takes a relative value from the working directory, as codex-cli 0.171.0 takes CODEX_HOME (lab)", () => {
    expect(homePathsIn(["$REL", "$REL/rules"], "/home/me", env, "/home/me/src")).toEqual([
      "/home/me/src/rel/dir",
      "/home/me/src/rel/dir/rules",
    ]);
    expect(homePathsIn(["$CODEX_HOME"], "/home/user", { CODEX_HOME: "../../home/user/moved-global" }, "/w/b")).toEqual([
      "/home/user/moved-global",
    ]);
  });
  it("takes a relative value from the working directory when there is one, still only under home", () => {
    const rel = { QWEN_HOME: "../moved", OUT: "../../../etc", REL: "rel/dir" };
    expect(homePathsIn(["$QWEN_HOME", "$QWEN_HOME/rules", "$OUT", "$REL"], "/home/me", rel, "/home/me/work")).toEqual([
      "/home/me/moved",
      "/home/me/moved/rules",
      "/home/me/work/rel/dir",
    ]);
    expect(homePathsIn(["$QWEN_HOME"], "/home/me", rel, "/srv/app")).toEqual([]);
  });
});

describe("every profile reads under home only its homePaths", () => {
  for (const profile of PROFILES) {
    it(profile.id, () => {
      const runs: Scenario[] = [];
      for (const ex of examplesOf(profile.id))
        for (const v of profile.variants) {
          runs.push({ ...ex.scenario, variant: v.id });
          for (const t of profile.envToggles)
            runs.push({ ...ex.scenario, variant: v.id, env: { ...ex.scenario.env, [t.name]: t.onValue } });
        }
      const stray = new Set<string>();
      for (const s of runs) {
        const r = resolve(s);
        const input = sessionInput(s);
        const open = homePathsIn(homePathsOf(profile, findProfile), input.home, input.env, input.cwd);
        const walkedUp = new Set(ancestors(input.cwd));
        // The repository holding the cwd: a profile that scans it (warp) reads project files, not global ones.
        const repo = ancestors(input.cwd).find((d) => Object.keys(s.files).some((f) => f === `${d}/.git` || f.startsWith(`${d}/.git/`)));
        for (const step of r.trace) {
          const p = step.path;
          if (step.op === "decide" || p === undefined || step.result === "missing") continue;
          if (!isWithin(p, input.home) || isWithin(p, input.cwd) || walkedUp.has(p) || walkedUp.has(dirname(p))) continue;
          if (repo !== undefined && repo !== input.home && isWithin(p, repo)) continue;
          // A walk up that asks whether a folder is a repository looks inside its .git (HEAD, config).
          if (basename(dirname(p)) === ".git" && walkedUp.has(dirname(dirname(p)))) continue;
          if (open.some((o) => isWithin(p, o) || isWithin(o, p))) continue;
          stray.add(`${s.variant} ${JSON.stringify(s.env ?? {})}: ${step.op} ${p}`);
        }
      }
      expect([...stray]).toEqual([]);
    });
  }
});
