import { describe, expect, it } from "vitest";
import { readLayout } from "./Workbench";

describe("readLayout", () => {
  it("takes a size for each pane that add up to 100, a folded one at 0", () => {
    expect(readLayout('{"side":20,"editor":45,"result":35}')).toEqual({ side: 20, editor: 45, result: 35 });
    expect(readLayout('{"side":0,"editor":60,"result":40}')).toEqual({ side: 0, editor: 60, result: 40 });
    expect(readLayout('{"top":70,"dock":30}', ["top", "dock"])).toEqual({ top: 70, dock: 30 });
  });
  it("refuses anything else", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "[]",
      "null",
      '{"side":20,"editor":45}',
      '{"side":"20","editor":45,"result":35}',
      '{"side":50,"editor":50,"result":50}',
      '{"side":-5,"editor":70,"result":35}',
      '{"side":1e999,"editor":0,"result":0}',
    ])
      expect(readLayout(raw), String(raw)).toBeNull();
  });
});
