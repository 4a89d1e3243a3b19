/**
 * Every profile's data for the page, from lib/agents/page-meta.json (written by `npm run agents` from
 * meta.ts): the values of PROFILE_METAS in meta.ts, without the profiles' modules, whose facts (the
 * resolvers' wrapper texts among them) would otherwise ride along in the page's first load. The
 * upstream sources, half the data, are a second file the page loads when they are opened
 * (page-sources.json). page-meta.test.ts checks both against meta.ts.
 */
import type { PageMeta, PageSource } from "./page-data";
import data from "./page-meta.json";

export type { PageMeta, PageSource };

export const PROFILE_METAS: readonly PageMeta[] = data as unknown as PageMeta[];

export function findMeta(id: string): PageMeta | undefined {
  return PROFILE_METAS.find((p) => p.id === id);
}

/** A profile's sources, from the second file (a chunk of its own on the page). */
export async function sourcesOf(id: string): Promise<readonly PageSource[]> {
  const all = (await import("./page-sources.json")).default as Record<string, PageSource[]>;
  return all[id] ?? [];
}
