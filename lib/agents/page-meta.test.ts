import { describe, expect, it } from "vitest";
import { PROFILE_METAS } from "./meta";
import { PROFILE_METAS as PAGE_METAS } from "./page-meta";

describe("page-meta.json", () => {
  it("holds every profile's data as meta.ts does, in the same order (run npm run agents when it is stale)", () => {
    expect(PAGE_METAS).toEqual(JSON.parse(JSON.stringify(PROFILE_METAS)));
    // Nothing of the data is lost in JSON: no functions, no undefined, no special objects.
    expect(JSON.parse(JSON.stringify(PROFILE_METAS))).toStrictEqual(PROFILE_METAS);
  });
});
