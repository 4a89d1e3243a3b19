import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("@/lib/agents/examples");
  vi.resetModules();
});

describe("loadExamples: the list the page loads after first paint", () => {
  it("loads once, and a failed load is tried again on the next call", async () => {
    let calls = 0;
    vi.doMock("@/lib/agents/examples", () => {
      calls++;
      if (calls === 1) throw new Error("the chunk did not load");
      return { ALL_EXAMPLES: [{ id: "x-one" }] };
    });
    const { loadExamples, examplesIfLoaded, examplesOrNone } = await import("./examples");
    await expect(loadExamples()).rejects.toThrow();
    expect(examplesIfLoaded()).toBeNull();
    vi.resetModules();
    const list = await loadExamples();
    expect(list.map((e) => e.id)).toEqual(["x-one"]);
    expect(examplesIfLoaded()).toBe(list);
    expect(await examplesOrNone()).toBe(list);
  });

  it("falls back to no examples when the list cannot load", async () => {
    vi.doMock("@/lib/agents/examples", () => {
      throw new Error("the chunk did not load");
    });
    const { examplesOrNone } = await import("./examples");
    expect(await examplesOrNone()).toEqual([]);
  });

  it("keeps the default example in the first load", async () => {
    const { defaultExample } = await import("./examples");
    expect(defaultExample().id).toBe("codex-monorepo-precedence");
  });
});
