/**
 * Every setting a profile declares (meta.ts configKeys) is validated from that declaration: on each
 * profile's first example, a value of the wrong type earns one `setting-invalid` warning naming the key
 * and composes what the default composes, and the default written out composes the same as leaving the
 * key out, with no warning. No profile keeps a check of its own that the declaration does not say.
 */
import { describe, expect, it } from "vitest";
import { PROFILES } from ".";
import { examplesOf } from "./examples";
import type { ConfigKey } from "./base";
import { resolve } from "../resolve";
import type { Scenario } from "../scenario/types";
import { expected, validatorOf } from "./settings";

/** A value no declaration of this type accepts. */
const wrongFor = (k: ConfigKey): unknown => (k.type === "string" || k.type === "string[]" ? 7 : "not-a-value");

const invalids = (s: Scenario) => resolve(s).diagnostics.filter((d) => d.code === "setting-invalid");

describe("settings validated from their declaration", () => {
  for (const p of PROFILES) {
    const keys = p.configKeys.filter((k) => k.type !== "json");
    if (keys.length === 0) continue;
    const base = examplesOf(p.id)[0]?.scenario ?? { version: 1 as const, agent: p.id, cwd: "/repo", files: { "/repo/README.md": "x\n" } };
    const withKey = (key: string, value: unknown): Scenario => ({ ...base, config: { ...base.config, [key]: value } });
    for (const k of keys)
      it(`${p.id}: ${k.key}`, () => {
        const left = resolve({ ...base, config: Object.fromEntries(Object.entries(base.config ?? {}).filter(([c]) => c !== k.key)) });
        const bad = withKey(k.key, wrongFor(k));
        const warned = invalids(bad).filter((d) => d.message.includes(`config.${k.key} `));
        expect(warned.map((d) => d.message)).toEqual([`config.${k.key} must be ${expected(k)}; using the default ${JSON.stringify(k.default)}.`]);
        expect(resolve(bad).prompt).toBe(left.prompt);
        const dflt = withKey(k.key, k.default);
        expect(invalids(dflt).filter((d) => d.message.includes(`config.${k.key} `))).toEqual([]);
        expect(resolve(dflt).prompt).toBe(left.prompt);
      });
  }

  it("derives each validator from the type and constraints", () => {
    const n: ConfigKey = { key: "n", type: "number", whole: true, min: 0, default: 1, description: "" };
    expect([3, 0, -1, 1.5, "3"].map((v) => validatorOf(n).safeParse(v).success)).toEqual([true, true, false, false, false]);
    const s: ConfigKey = { key: "s", type: "string", oneOf: ["tree", "flat"], default: "tree", description: "" };
    expect(["flat", "deep", 1].map((v) => validatorOf(s).safeParse(v).success)).toEqual([true, false, false]);
    expect(expected(n)).toBe("a whole number, 0 or more");
    expect(expected(s)).toBe('"tree" or "flat"');
  });
});
