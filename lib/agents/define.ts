/**
 * The two steps that build a profile. Each folder's meta.ts calls `defineMeta` (data only, what the
 * page loads), and its index.ts calls `defineProfile(meta, BEHAVIOURS, resolve)`. The variant ids
 * written in the meta become a string-literal union that keys the profile's behaviour table, so a
 * missing, extra or misspelt row fails to compile; resolve gets the row, never the id.
 */
import type { AgentProfile, ConfigKey, ProfileContext, ProfileMeta, ProfileOutput, ResolveContext } from "./base";
export type { ProfileContext } from "./base";

/** A `string` id (from an object not written `as const`) would switch the typo check off: refuse it. */
type LiteralIds<V extends string> = string extends V ? { variantIdsMustBeStringLiterals: never } : unknown;

export function defineMeta<V extends string, const K extends readonly ConfigKey[] = readonly ConfigKey[]>(
  meta: ProfileMeta<V, K> & LiteralIds<V>,
): ProfileMeta<V, K> {
  return meta;
}

/** The variant ids of a meta, as a union: `VariantOf<typeof codexMeta>` is "upstream" | "seed". */
export type VariantOf<M> = M extends ProfileMeta<infer V> ? V : never;

/**
 * The context a profile's resolve receives. It has no `variant`: what differs between variants is data,
 * one entry per variant in the profile's `BEHAVIOURS` table (behaviour.ts), handed to resolve as `b`. So
 * resolver code never compares variant ids, and a variant is added by adding a row, not a branch.
 */
/** Kept for the profiles' `type Ctx = ContextOf<typeof xMeta>`: the same context for every meta. */
export type ContextOf<_M> = ProfileContext;

/** A profile's variant table: one behaviour per variant id of its meta, no more, no fewer (checked by the compiler). */
export type Behaviours<M, B> = Readonly<Record<VariantOf<M>, B>>;

/**
 * The whole profile: the meta's own fields (the same values, not copies) and resolve, which receives the
 * behaviour row of the variant being resolved. A profile with one variant may leave the table out:
 * nothing differs, so its resolve takes the context alone (a second variant brings the table in).
 */
export function defineProfile<V extends string>(meta: ProfileMeta<V>, resolve: (ctx: ProfileContext) => ProfileOutput): AgentProfile<V>;
export function defineProfile<V extends string, B>(
  meta: ProfileMeta<V>,
  behaviours: Readonly<Record<V, B>>,
  resolve: (ctx: ProfileContext, b: B) => ProfileOutput,
): AgentProfile<V>;
export function defineProfile<V extends string, B>(
  meta: ProfileMeta<V>,
  tableOrResolve: Readonly<Record<V, B>> | ((ctx: ProfileContext) => ProfileOutput),
  resolve?: (ctx: ProfileContext, b: B) => ProfileOutput,
): AgentProfile<V> {
  if (typeof tableOrResolve === "function") {
    if (meta.variants.length !== 1)
      throw new Error(`${meta.id}: a profile with ${meta.variants.length} variants needs its behaviour table`);
    const only = tableOrResolve;
    return { ...meta, resolve: (ctx: ResolveContext<V>) => only(ctx) };
  }
  const behaviours = tableOrResolve;
  return { ...meta, resolve: (ctx: ResolveContext<V>) => resolve!(ctx, behaviours[ctx.variant]) };
}
