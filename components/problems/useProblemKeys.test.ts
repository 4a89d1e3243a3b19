import { describe, expect, it } from "vitest";
import { stepFinding } from "./useProblemKeys";

describe("stepFinding", () => {
  it("starts at the first (F8) or the last (Shift+F8), then wraps round", () => {
    expect(stepFinding(3, -1, 1)).toBe(0);
    expect(stepFinding(3, -1, -1)).toBe(2);
    expect(stepFinding(3, 2, 1)).toBe(0);
    expect(stepFinding(3, 0, -1)).toBe(2);
    expect(stepFinding(3, 1, 1)).toBe(2);
  });
  it("starts again when the list shrank under it, and has nothing to step to when empty", () => {
    expect(stepFinding(2, 5, 1)).toBe(0);
    expect(stepFinding(0, 0, 1)).toBe(-1);
  });
});
