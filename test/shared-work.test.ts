/**
 * Compare and the precedence map share validation, the tree, probes, walks and token counts between
 * their runs (lib/core/shared-work.ts). Sharing must not change a single answer: on random trees,
 * every shared run equals resolve() of the same variation on its own, trace and all.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareAgents, forAgent, precedenceMap } from "../lib/compare/diff";
import { sharedResolver } from "../lib/compare/run";
import { isLoaded } from "../lib/types";
import { resolve } from "../lib/resolve";
import { listDirs } from "../lib/scenario/edit";
import type { Scenario } from "../lib/scenario/types";
import { AGENT_IDS, scenario } from "./arbitraries";
import { buildMemfs } from "../lib/fs/memfs";
import type { FsPort } from "../lib/fs/port";
import { memoizingFs } from "../lib/core/shared-work";

const RUNS = Number(process.env.PROPS_RUNS ?? 40);
const TIMEOUT = Math.max(60_000, RUNS * 1500);

const agentsArb = fc.shuffledSubarray(AGENT_IDS, { minLength: 1, maxLength: 4 });

describe("shared runs answer as independent resolves", () => {
  it(
    "every agent in a few folders, with and without context paths: whole Resolutions equal",
    () => {
      fc.assert(
        fc.property(scenario(), agentsArb, (s, agents) => {
          const run = sharedResolver(s);
          const dirs = listDirs(s.files).slice(0, 6);
          const variations: Scenario[] = [];
          for (const a of agents) {
            variations.push(forAgent(s, a));
            for (const cwd of dirs) variations.push({ ...forAgent(s, a), cwd, contextPaths: [] });
          }
          // Twice over: the second pass is served from what the first one cached. Runs without a trace
          // (the precedence map's) share the same caches and differ in the trace only.
          const untraced = sharedResolver(s, { trace: false });
          // Runs that keep only probes (check's survey) share them too, and keep exactly those steps.
          const probes = sharedResolver(s, { trace: "probes" });
          const isProbe = (op: string) => op === "stat" || op === "lstat" || op === "read";
          for (const v of [...variations, ...variations]) {
            const alone = resolve(v);
            expect(run(v)).toEqual(alone);
            expect(untraced(v)).toEqual({ ...alone, trace: [] });
            expect(probes(v)).toEqual({ ...alone, trace: alone.trace.filter((step) => isProbe(step.op)) });
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "compareAgents and precedenceMap give what they give with plain resolve()",
    () => {
      fc.assert(
        fc.property(scenario(), agentsArb, (s, agents) => {
          const c = compareAgents(s, agents, sharedResolver(s));
          expect(c).toEqual(compareAgents(s, agents, resolve));
          // The file matrix as spelled out: each path's first loaded Source (position among the loaded
          // ones), else its first Source, else "not considered".
          for (const f of c.files)
            c.results.forEach((r, i) => {
              const loaded = r.sources.filter(isLoaded);
              const src = loaded.find((x) => x.path === f.path) ?? r.sources.find((x) => x.path === f.path);
              expect(f.perAgent[i]).toEqual(
                src
                  ? {
                      status: src.status,
                      position: isLoaded(src) ? loaded.indexOf(src) + 1 : undefined,
                      includedBytes: src.includedBytes,
                      bytes: src.bytes,
                    }
                  : { status: "not considered", includedBytes: 0, bytes: 0 },
              );
            });
          expect(c.files.map((f) => f.path)).toEqual([...new Set(c.results.flatMap((r) => r.sources.map((x) => x.path)))]);
          expect(precedenceMap(s, agents, sharedResolver(s, { trace: false }), { maxDirs: 10 })).toEqual(
            precedenceMap(s, agents, resolve, { maxDirs: 10 }),
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it("an invalid variation is reported as resolve() reports it", () => {
    const s: Scenario = { version: 1, agent: "codex", cwd: "/r", files: { "/r/AGENTS.md": "x" } };
    const run = sharedResolver(s);
    for (const bad of [
      { ...s, agent: "nope" },
      { ...s, cwd: "relative" },
      { ...s, files: { "/r/AGENTS.md": 5 } as unknown as Scenario["files"] },
    ])
      expect(run(bad)).toEqual(resolve(bad));
    expect(run({ ...s, agent: "nope" }).diagnostics[0]).toMatchObject({ code: "invalid-scenario" });
  });
});

describe("the shared port's real paths", () => {
  const { fs } = buildMemfs({ "/r/a/b/f.md": "x", "/r/link": { symlink: "a" }, "/r/a/l.md": { symlink: "b/f.md" } });
  const counted = (): { port: FsPort; asked: string[] } => {
    const asked: string[] = [];
    const port: FsPort = {
      lstat: (p) => fs.lstat(p),
      stat: (p) => fs.stat(p),
      readFile: (p, limit) => fs.readFile(p, limit),
      readdir: (p) => fs.readdir(p),
      readlink: (p) => fs.readlink(p),
      realpath: (p) => (asked.push(p), fs.realpath(p)),
      exists: (p) => fs.exists(p),
    };
    return { asked, port };
  };
  it("a file lstat saw as no link gets its folder's real path and its name, without asking again per file", () => {
    const { port, asked } = counted();
    const shared = memoizingFs(port);
    for (const p of ["/r", "/r/a", "/r/a/b", "/r/a/b/f.md"]) shared.lstat(p);
    expect(shared.realpath("/r/a/b/f.md")).toEqual({ ok: true, value: "/r/a/b/f.md" });
    // Only the root's real path was asked; the rest came from the listing.
    expect(asked).toEqual(["/"]);
  });
  it("links, paths through links and paths lstat has not seen are asked, and answer as the port does", () => {
    const { port } = counted();
    const shared = memoizingFs(port);
    for (const p of ["/r", "/r/link", "/r/a", "/r/a/l.md", "/r/link/b", "/r/link/b/f.md"]) shared.lstat(p);
    for (const p of ["/r/link", "/r/a/l.md", "/r/link/b/f.md", "/r/a/b/f.md", "/r/a/../a/b/f.md", "/r/missing.md"])
      expect(shared.realpath(p), p).toEqual(fs.realpath(p));
  });
});
