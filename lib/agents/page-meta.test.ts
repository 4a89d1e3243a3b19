import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROFILE_METAS } from "./meta";
import { forPage } from "./page-data";
import { PROFILE_METAS as PAGE_METAS, sourcesOf } from "./page-meta";

const pageSources = JSON.parse(readFileSync(join(import.meta.dirname, "page-sources.json"), "utf8")) as unknown;

describe("page-meta.json and page-sources.json", () => {
  it("hold every profile's data as meta.ts does, in the same order (run npm run agents when they are stale)", () => {
    const { metas, sources } = forPage(PROFILE_METAS);
    expect(PAGE_METAS).toEqual(JSON.parse(JSON.stringify(metas)));
    expect(pageSources).toEqual(JSON.parse(JSON.stringify(sources)));
    // Nothing of the data is lost in JSON: no functions, no undefined, no special objects.
    expect(JSON.parse(JSON.stringify(PROFILE_METAS))).toStrictEqual(PROFILE_METAS);
  });

  it("the first file keeps everything but the sources, which it counts", () => {
    for (const [i, m] of PROFILE_METAS.entries()) {
      const { sources, ...rest } = m;
      expect(PAGE_METAS[i]).toEqual({ ...JSON.parse(JSON.stringify(rest)), sourceCount: sources.length });
      expect("sources" in PAGE_METAS[i]).toBe(false);
    }
  });

  it("the second gives each profile every source with its label, link and commit, and no read note", async () => {
    expect(PROFILE_METAS.flatMap((m) => m.sources).some((s) => s.read !== undefined)).toBe(true);
    for (const m of PROFILE_METAS) {
      const shown = await sourcesOf(m.id);
      expect(shown.map((s) => [s.label, s.url, s.commit])).toEqual(m.sources.map((s) => [s.label, s.url, s.commit]));
      expect(shown.filter((s) => "read" in s)).toEqual([]);
    }
    expect(await sourcesOf("no-such-agent")).toEqual([]);
  });
});
