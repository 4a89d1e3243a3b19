import { describe, expect, it } from "vitest";
import { ALL_EXAMPLES } from "../../lib/agents/examples";
import type { Scenario } from "../../lib/scenario/types";
import { matchingExample, sameJson } from "./sameScenario";

const ALL = ALL_EXAMPLES;

describe("sameJson", () => {
  it("ignores key order and undefined-valued keys, not values", () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameJson({ a: 1, x: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: "1" }, { a: 1 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
  });
});

describe("matchingExample", () => {
  it("finds each example from a reordered deep copy of its scenario", () => {
    for (const e of ALL) {
      const copy = JSON.parse(JSON.stringify(e.scenario)) as Scenario;
      const reordered = Object.fromEntries(Object.entries(copy).reverse()) as unknown as Scenario;
      expect(matchingExample(reordered, ALL)?.id).toBe(e.id);
    }
  });

  it("does not match once anything changes, even the selected file", () => {
    const e = ALL[0];
    expect(matchingExample({ ...e.scenario, prompt: "x" }, ALL)).toBeUndefined();
    expect(matchingExample({ ...e.scenario, ui: { selectedFile: "/nowhere" } }, ALL)).toBeUndefined();
    const [first] = Object.keys(e.scenario.files);
    expect(matchingExample({ ...e.scenario, files: { ...e.scenario.files, [first]: "edited" } }, ALL)).toBeUndefined();
  });

  it("gives every example a unique id, and the seeded agents at least two each", () => {
    expect(new Set(ALL.map((e) => e.id)).size).toBe(ALL.length);
    // Agents still being added may have none yet; the five seeded ones must show their rules.
    for (const id of ["crabcode", "codex", "ion", "opencode", "opencode-rules"])
      expect(ALL.filter((e) => e.scenario.agent === id).length, id).toBeGreaterThanOrEqual(2);
  });
});
