/**
 * lib/'s import graph, read from the sources: no circle, and no arrow that runs up the floors
 * docs/architecture.md draws (the contract on the ground floor, then core and the scenario format,
 * the memfs adapter, the profiles, resolve(), what is built on resolve(), the session over a
 * workspace, the CLI on top).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..");

/** The floor a module stands on: it may import only from its own floor and those below. */
function floorOf(path: string): number {
  if (/^lib\/(types|diagnostic-codes|source-layers)\.ts$|^lib\/fs\/port\.ts$/.test(path)) return 0;
  if (path.startsWith("lib/core/") || path.startsWith("lib/scenario/")) return 1;
  if (path.startsWith("lib/fs/")) return 2;
  if (path.startsWith("lib/agents/")) return 3;
  if (path === "lib/resolve.ts") return 4;
  if (path.startsWith("lib/session/")) return 6;
  if (path.startsWith("lib/cli/")) return 7;
  return 5;
}

/** The profile folder a module sits in (lib/agents/<id>/...), or null for any other module. */
const profileOf = (path: string): string | null => /^lib\/agents\/([^/]+)\//.exec(path)?.[1] ?? null;

function graph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) && !n.endsWith(".d.ts")) files.push(p);
    }
  };
  walk(join(REPO, "lib"));
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const targets: string[] = [];
    for (const m of readFileSync(f, "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)) {
      const base = resolve(dirname(f), m[1]);
      // A module named with its extension (a .json data file) is itself; else a .ts(x) file or a folder's index.
      const named = /\.(json|mjs|js)$/.test(base) && statSync(base, { throwIfNoEntry: false })?.isFile();
      const hit = named
        ? base
        : [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((c) => {
            try {
              return statSync(c, { throwIfNoEntry: false })?.isFile();
            } catch {
              return false;
            }
          });
      targets.push(relative(REPO, hit ?? base));
    }
    edges.set(relative(REPO, f), targets);
  }
  return edges;
}

/** Strongly connected groups of more than one module (Tarjan). */
function circles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe("lib/'s import graph", () => {
  const edges = graph();

  it("is read whole: every relative import names a module of lib/", () => {
    expect(edges.size).toBeGreaterThan(250);
    const dangling = [...edges].flatMap(([from, to]) =>
      to.filter((t) => !edges.has(t) && !t.endsWith(".json")).map((t) => `${from} -> ${t}`),
    );
    expect(dangling).toEqual([]);
  });

  it("has no circle", () => {
    expect(circles(edges)).toEqual([]);
  });

  it("has no arrow running up a floor", () => {
    const up = [...edges].flatMap(([from, to]) => to.filter((t) => floorOf(t) > floorOf(from)).map((t) => `${from} -> ${t}`));
    expect(up).toEqual([]);
  });

  it("keeps every profile an island: no module of a profile folder imports another profile's", () => {
    const crossing = [...edges].flatMap(([from, to]) => {
      const own = profileOf(from);
      return own === null ? [] : to.filter((t) => profileOf(t) !== null && profileOf(t) !== own).map((t) => `${from} -> ${t}`);
    });
    expect(crossing).toEqual([]);
    expect(profileOf("lib/agents/kiro-cli/load.ts")).toBe("kiro-cli");
    expect(profileOf("lib/agents/shared.ts")).toBeNull();
  });

  it("the checker sees a circle and an upward arrow when there is one", () => {
    const bad = new Map([
      ["lib/core/a.ts", ["lib/core/b.ts"]],
      ["lib/core/b.ts", ["lib/core/a.ts", "lib/resolve.ts"]],
      ["lib/resolve.ts", []],
    ]);
    expect(circles(bad)).toEqual([["lib/core/a.ts", "lib/core/b.ts"]]);
    expect(floorOf("lib/resolve.ts")).toBeGreaterThan(floorOf("lib/core/b.ts"));
  });
});
