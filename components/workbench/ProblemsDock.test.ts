import { describe, expect, it } from "vitest";
import { levelCounts } from "./ProblemsDock";

describe("levelCounts", () => {
  it("counts each level apart, so one error trimmed into three warnings reads as that", () => {
    expect(levelCounts([{ level: "error" }])).toEqual({ error: 1, warning: 0, info: 0 });
    expect(levelCounts([{ level: "warning" }, { level: "warning" }, { level: "warning" }, { level: "info" }])).toEqual({
      error: 0,
      warning: 3,
      info: 1,
    });
    expect(levelCounts([])).toEqual({ error: 0, warning: 0, info: 0 });
  });
});
