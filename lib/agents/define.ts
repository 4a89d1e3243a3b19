/**
 * The two steps that build a profile. Each folder's meta.ts calls `defineMeta` (data only, what the
 * page loads), and its index.ts calls `defineProfile(meta, resolve)`. The variant ids written in the
 * meta become a string-literal union that types the `ctx.variant` resolve receives, so comparing it
 * with an id the profile does not have (a typo) fails to compile.
 */
import type { AgentProfile, ProfileMeta, ProfileOutput, ResolveContext } from "./base";

/** A `string` id (from an object not written `as const`) would switch the typo check off: refuse it. */
type LiteralIds<V extends string> = string extends V ? { variantIdsMustBeStringLiterals: never } : unknown;

export function defineMeta<V extends string>(meta: ProfileMeta<V> & LiteralIds<V>): ProfileMeta<V> {
  return meta;
}

/** The variant ids of a meta, as a union: `VariantOf<typeof codexMeta>` is "upstream" | "seed". */
export type VariantOf<M> = M extends ProfileMeta<infer V> ? V : never;

/** The context a profile's resolve receives: `ctx.variant` is one of its own ids. */
export type ContextOf<M> = ResolveContext<VariantOf<M>>;

/** The whole profile: the meta's own fields (the same values, not copies) and resolve. */
export function defineProfile<V extends string>(meta: ProfileMeta<V>, resolve: (ctx: ResolveContext<V>) => ProfileOutput): AgentProfile<V> {
  return { ...meta, resolve };
}
