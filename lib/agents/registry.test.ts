/**
 * The page lists profiles from meta.ts (data only); the worker, CLI and check engine from index.ts
 * (data and resolve). The two lists must name the same profiles in the same order with the same data.
 */
import { ALL_EXAMPLES, EXAMPLES_BY_AGENT, examplesOf } from "./examples";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findProfile, PROFILES } from ".";
import { findMeta, PROFILE_METAS } from "./meta";

describe("meta and full profile registries", () => {
  it("list the same ids in the same menu order", () => {
    expect(PROFILE_METAS.map((m) => m.id)).toEqual(PROFILES.map((p) => p.id));
    expect(new Set(PROFILES.map((p) => p.id)).size).toBe(PROFILES.length);
  });

  it("give each full profile exactly its meta's data (the same values, not copies) plus resolve", () => {
    PROFILES.forEach((profile, i) => {
      const meta = PROFILE_METAS[i];
      const { resolve, ...rest } = profile;
      expect(typeof resolve, profile.id).toBe("function");
      expect(Object.keys(rest).sort(), profile.id).toEqual(Object.keys(meta).sort());
      for (const [key, value] of Object.entries(meta)) expect((rest as Record<string, unknown>)[key], `${profile.id}.${key}`).toBe(value);
    });
  });

  it("find the same profile by id, and nothing for an unknown id", () => {
    for (const p of PROFILES) expect(findMeta(p.id)).toBe(PROFILE_METAS.find((m) => m.id === p.id));
    for (const p of PROFILES) expect(findProfile(p.id)?.variants).toBe(findMeta(p.id)?.variants);
    expect(findMeta("no-such-agent")).toBeUndefined();
  });

  it("keep each default variant among the listed ones", () => {
    for (const m of PROFILE_METAS)
      expect(
        m.variants.map((v) => v.id),
        m.id,
      ).toContain(m.defaultVariant);
  });

  it("give each format marker to one profile, and no name as both a format marker and a marker", () => {
    const owners = PROFILE_METAS.flatMap((m) => (m.formatMarkers ?? []).map((f) => [f, m.id] as const));
    expect(new Set(owners.map(([f]) => f)).size).toBe(owners.length);
    for (const [f, id] of owners) for (const m of PROFILE_METAS) expect(m.markers, `${f} (${id}) in ${m.id}'s markers`).not.toContain(f);
  });
});

const HERE = dirname(fileURLToPath(import.meta.url));

/** The modules a file loads at run time: `import type` is erased, so it does not count. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"(\.[^"]+)";/gms)) {
    const base = join(dirname(file), m[1]);
    const found = [`${base}.ts`, join(base, "index.ts")].find((f) => existsSync(f));
    if (!found) throw new Error(`${file}: cannot find ${m[1]}`);
    out.push(found);
  }
  return out;
}

describe("the page's side of the registry", () => {
  it("loads only data modules: meta.ts, facts.ts and define.ts, never a resolver nor the examples (loaded after first paint)", () => {
    const seen = new Set<string>();
    const stack = [join(HERE, "meta.ts")];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...runtimeImports(file));
    }
    const files = [...seen].map((f) => relative(HERE, f)).sort();
    const data = /^(meta\.ts|define\.ts|[a-z-]+\/(meta|facts)\.ts)$/;
    expect(files.filter((f) => !data.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith("/meta.ts"))).toHaveLength(PROFILES.length);
  });
});

describe("the examples list", () => {
  it("has every profile's examples, in menu order, each naming its own agent with an id it prefixes", () => {
    expect(Object.keys(EXAMPLES_BY_AGENT)).toEqual(PROFILE_METAS.map((m) => m.id));
    for (const [agent, list] of Object.entries(EXAMPLES_BY_AGENT)) {
      expect(list.length, agent).toBeGreaterThan(0);
      for (const e of list) {
        expect(e.scenario.agent, e.id).toBe(agent);
        expect(e.id.startsWith(`${agent}-`), e.id).toBe(true);
      }
    }
    // The flat list keeps menu order: agents in PROFILE_METAS order, each one's examples together.
    const menuIndex = (e: { scenario: { agent: string } }) => PROFILE_METAS.findIndex((m) => m.id === e.scenario.agent);
    const order = ALL_EXAMPLES.map(menuIndex);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(ALL_EXAMPLES).toHaveLength(Object.values(EXAMPLES_BY_AGENT).reduce((n, list) => n + list.length, 0));
    expect(examplesOf("codex")).toBe(EXAMPLES_BY_AGENT.codex);
    expect(examplesOf("no-such-agent")).toEqual([]);
  });
});
