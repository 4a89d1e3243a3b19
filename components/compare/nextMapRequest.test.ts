import { describe, expect, it } from "vitest";
import { nextMapRequest } from "./useCompareRuns";

describe("nextMapRequest: the precedence map's next request size", () => {
  it("aims at about 250 ms of resolver time from the last request's time per folder", () => {
    expect(nextMapRequest(100, 500)).toBe(50); // 5 ms a folder
    expect(nextMapRequest(100, 100)).toBe(250); // 1 ms a folder
  });
  it("grows at most four times per step and never past 1,000 folders", () => {
    expect(nextMapRequest(50, 1)).toBe(200);
    expect(nextMapRequest(400, 1)).toBe(1_000);
    expect(nextMapRequest(1_000, 0)).toBe(1_000);
  });
  it("asks at least one folder, and keeps the size when the time is unknown or nonsense", () => {
    expect(nextMapRequest(10, 1e9)).toBe(1);
    expect(nextMapRequest(80, undefined)).toBe(80);
    expect(nextMapRequest(80, Number.NaN)).toBe(80);
    expect(nextMapRequest(0, 5)).toBe(1);
  });
});
