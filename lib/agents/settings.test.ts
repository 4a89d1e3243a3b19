/**
 * Every setting a profile declares (meta.ts configKeys) is validated from that declaration: on each
 * profile's first example, a value of the wrong type earns one `setting-invalid` warning naming the key
 * and composes what the default composes (or, where the agent reads an invalid value as another one,
 * `invalidAs`, what that value composes), and the default written out composes the same as leaving the
 * key out, with no warning. No profile keeps a check of its own that the declaration does not say.
 */
import { describe, expect, it } from "vitest";
import { PROFILES } from ".";
import { examplesOf } from "./examples";
import type { ConfigKey, ProfileContext } from "./base";
import type { Diagnostic } from "../types";
import { resolve } from "../resolve";
import type { Scenario } from "../scenario/types";
import { expected, readSettings, validatorOf } from "./settings";

/** A value no declaration of this type accepts. */
const wrongFor = (k: ConfigKey): unknown => (k.type === "string" || k.type === "string[]" ? 7 : "not-a-value");

const invalids = (s: Scenario) => resolve(s).diagnostics.filter((d) => d.code === "setting-invalid");

describe("settings validated from their declaration", () => {
  for (const p of PROFILES) {
    const keys = p.configKeys.filter((k) => k.type !== "json");
    if (keys.length === 0) continue;
    const example = examplesOf(p.id)[0]?.scenario ?? {
      version: 1 as const,
      agent: p.id,
      cwd: "/repo",
      files: { "/repo/README.md": "x\n" },
    };
    for (const k of keys)
      it(`${p.id}: ${k.key}`, () => {
        const warnedIn = (s: Scenario) => invalids(s).filter((d) => d.message.includes(`config.${k.key} `));
        const bad0 = { ...example, config: { ...example.config, [k.key]: wrongFor(k) } };
        // Under a variant that has the setting: the example's own, else the first of the profile's that
        // checks it (a surface without it neither reads nor checks it: readSettings notRead).
        const tried = [example.variant, ...p.variants.map((v) => v.id)].map((variant) => ({ variant }));
        const found = tried.find(({ variant }) => warnedIn({ ...bad0, variant }).length > 0);
        expect(found, "some variant reads the key").not.toBeUndefined();
        const variant = found?.variant;
        const base = { ...example, variant };
        const withKey = (key: string, value: unknown): Scenario => ({ ...base, config: { ...base.config, [key]: value } });
        const left = resolve({ ...base, config: Object.fromEntries(Object.entries(base.config ?? {}).filter(([c]) => c !== k.key)) });
        const bad = withKey(k.key, wrongFor(k));
        const warned = warnedIn(bad);
        // What the agent makes of an invalid value: its own reading (invalidAs), a refusal, else the default.
        const outcome = k.refusesInvalid
          ? `${p.name} rejects the config over it; composed here as if the key were left out`
          : k.invalidAs !== undefined
            ? `${p.name} reads it as ${JSON.stringify(k.invalidAs)}`
            : `using the default ${JSON.stringify(k.default)}`;
        // The "must be ..." words are the declaration's, pinned as literals in the tests below.
        expect(warned).toHaveLength(1);
        expect(warned[0].message.startsWith(`config.${k.key} must be `)).toBe(true);
        expect(warned[0].message.endsWith(`; ${outcome}.`)).toBe(true);
        expect(warned.map((d) => d.level)).toEqual([k.refusesInvalid ? "error" : "warning"]);
        if (k.invalidAs !== undefined && !k.refusesInvalid) {
          // A reading of its own: a valid value, not the default, and the bad value composes what it composes.
          expect(validatorOf(k).safeParse(k.invalidAs).success).toBe(true);
          expect(JSON.stringify(k.invalidAs)).not.toBe(JSON.stringify(k.default));
          const readAs = withKey(k.key, k.invalidAs);
          expect(invalids(readAs).filter((d) => d.message.includes(`config.${k.key} `))).toEqual([]);
          expect(resolve(bad).prompt).toBe(resolve(readAs).prompt);
        } else expect(resolve(bad).prompt).toBe(left.prompt);
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
    const l: ConfigKey = { key: "l", type: "string[]", orOne: true, default: [], description: "" };
    expect(["a.md", ["a.md", "b.md"], 7, ["a.md", 7]].map((v) => validatorOf(l).safeParse(v).data)).toEqual([
      ["a.md"],
      ["a.md", "b.md"],
      undefined,
      undefined,
    ]);
    expect(expected(l)).toBe("a string or a list of strings");
    const c: ConfigKey = { key: "c", type: "string[]", commas: true, default: [], description: "" };
    expect(["user, project,", ["user,project"], 7].map((v) => validatorOf(c).safeParse(v).data)).toEqual([
      ["user", "project"],
      ["user,project"],
      undefined,
    ]);
    expect(expected(c)).toBe("a list of strings or one comma-separated string");
    const b: ConfigKey = { key: "b", type: "boolean", default: false, description: "" };
    expect(expected(b)).toBe("true or false");
    expect(expected({ key: "x", type: "number", default: 0, description: "" })).toBe("a number");
    expect(expected({ key: "x", type: "string", default: "", description: "" })).toBe("a string");
    expect(expected({ key: "x", type: "string[]", default: [], description: "" })).toBe("a list of strings");
  });

  it("a key the variant does not read is neither checked nor given", () => {
    const keys = [{ key: "old", type: "boolean", default: false, description: "" }] as const satisfies readonly ConfigKey[];
    const diags: Diagnostic[] = [];
    const ctx = { input: { config: { old: "yes" } }, diag: (d: Diagnostic) => diags.push(d) } as unknown as ProfileContext;
    const r = readSettings(ctx, keys, { notRead: ["old"] });
    expect(r.values).toEqual({ old: false });
    expect([...r.given]).toEqual([]);
    expect(diags).toEqual([]);
  });

  it("hands the profile the agent's own reading of an invalid value, or reports its refusal", () => {
    const keys = [
      { key: "mode", type: "string", oneOf: ["a", "b"], invalidAs: "b", description: "" },
      { key: "list", type: "string[]", default: [], refusesInvalid: true, description: "" },
    ] as const satisfies readonly ConfigKey[];
    const read = (config: Record<string, unknown>) => {
      const diags: Diagnostic[] = [];
      const ctx = { input: { config }, diag: (d: Diagnostic) => diags.push(d) } as unknown as ProfileContext;
      return { ...readSettings(ctx, keys, { agent: "Agent" }), diags };
    };
    const left = read({});
    expect(left.values).toEqual({ mode: undefined, list: [] });
    expect(left.diags).toEqual([]);
    const bad = read({ mode: "c", list: "x" });
    expect(bad.values).toEqual({ mode: "b", list: [] });
    expect([...bad.given]).toEqual([]);
    expect(bad.diags.map((d) => [d.level, d.message])).toEqual([
      ["warning", 'config.mode must be "a" or "b"; Agent reads it as "b".'],
      ["error", "config.list must be a list of strings; Agent rejects the config over it; composed here as if the key were left out."],
    ]);
    expect(read({ mode: "a", list: ["x"] }).values).toEqual({ mode: "a", list: ["x"] });
  });
});
