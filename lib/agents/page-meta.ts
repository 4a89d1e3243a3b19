/**
 * Every profile's data for the page, from lib/agents/page-meta.json (written by `npm run agents` from
 * meta.ts): the values of PROFILE_METAS in meta.ts, without the profiles' modules, whose facts (the
 * resolvers' wrapper texts among them) would otherwise ride along in the page's first load. The
 * upstream sources, half the data, are a second file the page loads when they are opened
 * (page-sources.json). page-meta.test.ts checks both against meta.ts.
 */
import type { ProfileMeta, UpstreamSource } from "./base";
import data from "./page-meta.json";

/** A profile as the page first loads it: its sources are counted here and loaded on demand (sourcesOf). */
export type PageMeta = Omit<ProfileMeta, "sources"> & { sourceCount: number };

/** A source as the page shows it: without the `read` note, which the README carries. */
export type PageSource = Omit<UpstreamSource, "read">;

export const PROFILE_METAS: readonly PageMeta[] = data as unknown as PageMeta[];

export function findMeta(id: string): PageMeta | undefined {
  return PROFILE_METAS.find((p) => p.id === id);
}

/** A profile's sources, from the second file (a chunk of its own on the page). */
export async function sourcesOf(id: string): Promise<readonly PageSource[]> {
  const all = (await import("./page-sources.json")).default as Record<string, PageSource[]>;
  return all[id] ?? [];
}

/** The two files' contents, from meta.ts's data: the generator writes them, the test compares them. */
export function forPage(metas: readonly ProfileMeta[]): { metas: PageMeta[]; sources: Record<string, PageSource[]> } {
  return {
    metas: metas.map(({ sources, ...rest }) => ({ ...rest, sourceCount: sources.length })),
    sources: Object.fromEntries(metas.map((m) => [m.id, m.sources.map(({ read: _read, ...shown }) => shown)])),
  };
}
