/**
 * define.ts: the variant ids a meta lists key the profile's behaviour table. The `@ts-expect-error`
 * lines are the test: `npx tsc --noEmit` fails if one of them stops being an error (the typing
 * regressed), so a typo'd or missing variant row can never compile again unnoticed.
 */
import { describe, expect, it } from "vitest";
import { Composer } from "../core/compose";
import type { ResolveContext } from "./base";
import { codexMeta } from "./codex/meta";
import { defineMeta, defineProfile, type Behaviours, type ContextOf, type VariantOf } from "./define";
import { junieMeta } from "./junie/meta";

const data = {
  id: "t",
  name: "T",
  homepage: "https://example.com",
  sources: [],
  textFidelity: "order-only" as const,
  envToggles: [],
  configKeys: [],
  homePaths: [],
  markers: [],
};
const variant = (id: "a" | "b") => ({ id, description: `variant ${id}` });
const empty = () => ({ prompt: new Composer(), blocks: [] });

describe("defineMeta and defineProfile typing", () => {
  it("keys a behaviour table by the profile's own ids, so a typo or a missing row does not compile", () => {
    const ok: Behaviours<typeof codexMeta, number> = { upstream: 1, seed: 2 };
    // @ts-expect-error "upstrem" is no codex variant
    const typo: Behaviours<typeof codexMeta, number> = { upstrem: 1, seed: 2 };
    // @ts-expect-error junie has no "seed" row and lacks its "guidelines-md" one
    const foreign: Behaviours<typeof junieMeta, number> = { upstream: 1, seed: 2 };
    expect([ok.seed, typo.seed, foreign.upstream]).toEqual([2, 2, 1]);
  });

  it("gives resolve no variant id to compare: the behaviour row is the only way a variant differs", () => {
    const probe = (ctx: ContextOf<typeof codexMeta>) =>
      // @ts-expect-error the context has no `variant`
      ctx.variant;
    expect(probe({} as ContextOf<typeof codexMeta>)).toBeUndefined();
  });

  it("infers the id union from the variants listed", () => {
    const meta = defineMeta({ ...data, variants: [variant("a"), variant("b")], defaultVariant: "a" });
    const ids: VariantOf<typeof meta>[] = ["a", "b"];
    // @ts-expect-error "c" is not among the listed ids
    const wrong: VariantOf<typeof meta> = "c";
    expect(meta.variants.map((v) => v.id)).toEqual(ids);
    expect(wrong).toBe("c");
  });

  it("refuses a default variant that is not listed", () => {
    // @ts-expect-error "b" is not a listed variant, and defaultVariant cannot widen the union
    const meta = defineMeta({ ...data, variants: [{ id: "a", description: "only a" }], defaultVariant: "b" });
    expect(meta.defaultVariant).toBe("b");
  });

  it("refuses ids typed as plain string, which would switch the typo check off", () => {
    const loose: string = "a";
    // @ts-expect-error a `string` id: write the ids as literals (or `as const`)
    const meta = defineMeta({ ...data, variants: [{ id: loose, description: "loose" }], defaultVariant: loose });
    expect(meta.variants[0].id).toBe("a");
  });

  it("checks the behaviour table given to defineProfile against the meta's ids", () => {
    const meta = defineMeta({ ...data, variants: [variant("a"), variant("b")], defaultVariant: "a" });
    // @ts-expect-error the table lacks a row for "b"
    const missing = defineProfile(meta, { a: 1 }, () => empty());
    // @ts-expect-error "c" is not a variant of this profile
    const extra = defineProfile(meta, { a: 1, b: 2, c: 3 }, () => empty());
    expect([missing.id, extra.id]).toEqual(["t", "t"]);
  });

  it("hands resolve the behaviour row of the variant resolved, and keeps the meta's own values", () => {
    const meta = defineMeta({ ...data, variants: [variant("a"), variant("b")], defaultVariant: "a" });
    const seen: string[] = [];
    const profile = defineProfile(meta, { a: { tag: "row a" }, b: { tag: "row b" } }, (_ctx, b) => {
      seen.push(b.tag);
      return empty();
    });
    profile.resolve({ variant: "b" } as ResolveContext<"a" | "b">);
    profile.resolve({ variant: "a" } as ResolveContext<"a" | "b">);
    expect(seen).toEqual(["row b", "row a"]);
    expect(profile.variants).toBe(meta.variants);
    expect(profile.envToggles).toBe(meta.envToggles);
    expect(Object.keys(profile).sort()).toEqual([...Object.keys(meta), "resolve"].sort());
  });

  it("lets a one-variant profile leave the table out, and refuses that for a profile with several", () => {
    const one = defineMeta({ ...data, variants: [variant("a")], defaultVariant: "a" });
    let calls = 0;
    const profile = defineProfile(one, () => (calls++, empty()));
    profile.resolve({ variant: "a" } as ResolveContext<"a">);
    expect(calls).toBe(1);
    const two = defineMeta({ ...data, variants: [variant("a"), variant("b")], defaultVariant: "a" });
    expect(() => defineProfile(two, () => empty())).toThrow("t: a profile with 2 variants needs its behaviour table");
  });
});
