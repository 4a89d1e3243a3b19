import { describe, expect, it } from "vitest";
import { readLayout } from "./Columns";

describe("readLayout", () => {
  it("takes three sizes that add up to 100", () => {
    expect(readLayout(JSON.stringify({ side: 20, editor: 30, result: 50 }))).toEqual({ side: 20, editor: 30, result: 50 });
  });
  it("refuses anything else", () => {
    for (const raw of [
      null,
      "",
      "x",
      "[]",
      "null",
      JSON.stringify({ side: 20, editor: 30 }),
      JSON.stringify({ side: 1, editor: 1, result: 98 }),
      JSON.stringify({ side: 50, editor: 50, result: 50 }),
      // Sizes stored by the earlier three columns (files, session, result) are not this layout's.
      JSON.stringify({ files: 20, session: 30, result: 50 }),
    ])
      expect(readLayout(raw)).toBeNull();
  });
});
