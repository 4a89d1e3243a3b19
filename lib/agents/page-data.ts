/**
 * How the profiles' data is split for the page: page-meta.json, loaded first, and page-sources.json,
 * loaded when the sources list is opened. Apart from page-meta.ts, which imports the JSON, so the
 * generator (scripts/write-page-meta.ts) runs even where the files do not exist yet.
 */
import type { ProfileMeta, UpstreamSource } from "./base";

/** A profile as the page first loads it: its sources are counted here and loaded on demand (sourcesOf). */
export type PageMeta = Omit<ProfileMeta, "sources"> & { sourceCount: number };

/** A source as the page shows it: without the `read` note, which the README carries. */
export type PageSource = Omit<UpstreamSource, "read">;

/** The two files' contents, from meta.ts's data: the generator writes them, the test compares them. */
export function forPage(metas: readonly ProfileMeta[]): { metas: PageMeta[]; sources: Record<string, PageSource[]> } {
  return {
    metas: metas.map(({ sources, ...rest }) => ({ ...rest, sourceCount: sources.length })),
    sources: Object.fromEntries(metas.map((m) => [m.id, m.sources.map(({ read: _read, ...shown }) => shown)])),
  };
}
