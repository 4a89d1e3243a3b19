import { describe, expect, it } from "vitest";
import { readLayout } from "./Columns";

describe("readLayout", () => {
  it("takes three sizes that add up to 100", () => {
    expect(readLayout(JSON.stringify({ files: 20, session: 30, result: 50 }))).toEqual({ files: 20, session: 30, result: 50 });
  });
  it("refuses anything else", () => {
    for (const raw of [
      null,
      "",
      "x",
      "[]",
      "null",
      JSON.stringify({ files: 20, session: 30 }),
      JSON.stringify({ files: 1, session: 1, result: 98 }),
      JSON.stringify({ files: 50, session: 50, result: 50 }),
    ])
      expect(readLayout(raw)).toBeNull();
  });
});
