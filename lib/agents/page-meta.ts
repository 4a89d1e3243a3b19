/**
 * Every profile's data for the page, from lib/agents/page-meta.json (written by `npm run agents` from
 * meta.ts): the same values as PROFILE_METAS in meta.ts, without the profiles' modules, whose facts
 * (the resolvers' wrapper texts among them) would otherwise ride along in the page's first load.
 * page-meta.test.ts checks the JSON against meta.ts.
 */
import type { ProfileMeta } from "./base";
import data from "./page-meta.json";

export const PROFILE_METAS: readonly ProfileMeta[] = data as unknown as ProfileMeta[];

export function findMeta(id: string): ProfileMeta | undefined {
  return PROFILE_METAS.find((p) => p.id === id);
}
