/**
 * define.ts: the variant ids a meta lists type the context its resolve gets. The `@ts-expect-error`
 * lines are the test: `npx tsc --noEmit` fails if one of them stops being an error (the typing
 * regressed), so a typo'd variant id can never compile again unnoticed.
 */
import { describe, expect, it } from "vitest";
import { Composer } from "../core/compose";
import type { ResolveContext } from "./base";
import { codexMeta } from "./codex/meta";
import { defineMeta, defineProfile, type ContextOf, type VariantOf } from "./define";
import { junieMeta } from "./junie/meta";

const data = { id: "t", name: "T", homepage: "https://example.com", sources: [], textFidelity: "order-only" as const, envToggles: [], configKeys: [], homePaths: [], markers: [], examples: [] };
const variant = (id: "a" | "b") => ({ id, description: `variant ${id}` });
const empty = () => ({ prompt: new Composer(), blocks: [] });

describe("defineMeta and defineProfile typing", () => {
  it("types ctx.variant as the profile's own ids, so a typo does not compile", () => {
    const isSeed = (ctx: ContextOf<typeof codexMeta>) => ctx.variant === "seed";
    // @ts-expect-error "upstrem" is no codex variant: the comparison has no overlap with "upstream" | "seed"
    const typo = (ctx: ContextOf<typeof codexMeta>) => ctx.variant === "upstrem";
    // @ts-expect-error junie's ids are "upstream" | "guidelines-md"; codex's "seed" is not one of them
    const foreign = (ctx: ContextOf<typeof junieMeta>) => ctx.variant === "seed";
    const ctx = { variant: "seed" } as ResolveContext<"upstream" | "seed">;
    // At run time a typo'd comparison is quietly false: only the compiler can catch it.
    expect([isSeed(ctx), typo(ctx), foreign(ctx as never)]).toEqual([true, false, true]);
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

  it("checks the resolve given to defineProfile against the meta's ids", () => {
    const meta = defineMeta({ ...data, variants: [variant("a"), variant("b")], defaultVariant: "a" });
    const profile = defineProfile(meta, (ctx) => {
      // @ts-expect-error "c" is not a variant of this profile
      if (ctx.variant === "c") ctx.decide("never");
      return empty();
    });
    expect(profile.id).toBe("t");
  });

  it("builds the profile from the meta's own values and the resolve given", () => {
    const meta = defineMeta({ ...data, variants: [variant("a")], defaultVariant: "a" });
    const resolve = () => empty();
    const profile = defineProfile(meta, resolve);
    expect(profile.resolve).toBe(resolve);
    expect(profile.variants).toBe(meta.variants);
    expect(profile.envToggles).toBe(meta.envToggles);
    expect(Object.keys(profile).sort()).toEqual([...Object.keys(meta), "resolve"].sort());
  });
});
