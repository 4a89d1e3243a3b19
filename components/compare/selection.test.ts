import { describe, expect, it } from "vitest";
import type { Scenario } from "@/lib/scenario/types";
import { comparedAgents, defaultCompared, isCompareOpen, sameBesidesUi, toggleAgent, withCompared, withoutCompared } from "./selection";

const KNOWN = ["crabcode", "codex", "ion", "opencode", "claude-code"];
const base: Scenario = { version: 1, agent: "crabcode", cwd: "/", files: {} };

describe("comparedAgents", () => {
  it("defaults to the current agent and a partner", () => {
    expect(defaultCompared("crabcode", KNOWN)).toEqual(["crabcode", "codex"]);
    expect(defaultCompared("codex", KNOWN)).toEqual(["codex", "claude-code"]);
    expect(comparedAgents({ ...base, agent: "ion" }, KNOWN)).toEqual(["ion", "codex"]);
  });

  it("keeps a valid choice in its order", () => {
    expect(comparedAgents(withCompared(base, ["ion", "codex", "opencode"]), KNOWN)).toEqual(["ion", "codex", "opencode"]);
  });

  it("repairs a link's choice: unknown ids, repeats, too few, too many", () => {
    expect(comparedAgents(withCompared(base, ["nope", "codex", "codex"]), KNOWN)).toEqual(["codex", "crabcode"]);
    expect(comparedAgents(withCompared(base, []), KNOWN)).toEqual(["crabcode", "codex"]);
    expect(comparedAgents(withCompared(base, KNOWN), KNOWN)).toEqual(KNOWN.slice(0, 4));
    const odd = { ...base, ui: { compare: [1, "ion"] as unknown as string[] } };
    expect(comparedAgents(odd, KNOWN)).toEqual(["ion", "crabcode"]);
  });
});

describe("toggleAgent", () => {
  it("adds at the end and removes, within 2..4", () => {
    expect(toggleAgent(["a", "b"], "c", true)).toEqual(["a", "b", "c"]);
    expect(toggleAgent(["a", "b", "c"], "b", false)).toEqual(["a", "c"]);
  });
  it("refuses to go below 2 or above 4, and no-ops", () => {
    expect(toggleAgent(["a", "b"], "a", false)).toBeNull();
    expect(toggleAgent(["a", "b", "c", "d"], "e", true)).toBeNull();
    expect(toggleAgent(["a", "b"], "a", true)).toBeNull();
  });
});

describe("ui.compare in the scenario", () => {
  it("keeps other ui fields when setting and clearing", () => {
    const s = withCompared({ ...base, ui: { selectedFile: "/a" } }, ["codex", "ion"]);
    expect(s.ui).toEqual({ selectedFile: "/a", compare: ["codex", "ion"] });
    expect(isCompareOpen(s)).toBe(true);
    const closed = withoutCompared(s);
    expect(closed.ui).toEqual({ selectedFile: "/a" });
    expect(isCompareOpen(closed)).toBe(false);
  });
  it("drops an empty ui object and leaves a scenario without compare untouched", () => {
    expect("ui" in withoutCompared(withCompared(base, ["a", "b"]))).toBe(false);
    expect(withoutCompared(base)).toBe(base);
  });
});

describe("sameBesidesUi", () => {
  const base: Scenario = { version: 1, agent: "codex", cwd: "/repo", files: { "/repo/AGENTS.md": "x" } };
  it("holds when only ui differs (a file selected, agents compared), and not when what an agent reads differs", () => {
    expect(sameBesidesUi(base, { ...base, ui: { selectedFile: "/repo/AGENTS.md" } })).toBe(true);
    expect(sameBesidesUi(withCompared(base, ["codex", "cursor"]), base)).toBe(true);
    expect(sameBesidesUi(base, { ...base, cwd: "/" })).toBe(false);
    expect(sameBesidesUi(base, { ...base, files: { ...base.files } })).toBe(false);
    expect(sameBesidesUi(base, { ...base, prompt: "hi" })).toBe(false);
  });
});
