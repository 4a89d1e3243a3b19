import { describe, expect, it } from "vitest";
import { EchoFilter } from "./echo";

describe("EchoFilter", () => {
  it("treats the editor's own texts as echoes, even when renders lag behind typing", () => {
    const echo = new EchoFilter();
    echo.emitted("/a.md", "x");
    echo.emitted("/a.md", "xy");
    echo.emitted("/a.md", "xyz");
    // The scenario catches up one render at a time while the editor already holds "xyz".
    expect(echo.isExternal("/a.md", "x", () => "xyz")).toBe(false);
    expect(echo.isExternal("/a.md", "xyz", () => "xyz")).toBe(false);
  });
  it("reports a text nobody typed as external", () => {
    const echo = new EchoFilter();
    echo.emitted("/a.md", "mine");
    expect(echo.isExternal("/a.md", "uploaded", () => "mine")).toBe(true);
  });
  it("ignores a text the editor already holds", () => {
    const echo = new EchoFilter();
    expect(echo.isExternal("/a.md", "same", () => "same")).toBe(false);
  });
  it("does not mistake an older echo for news once newer ones were seen", () => {
    const echo = new EchoFilter();
    echo.emitted("/a.md", "a");
    echo.emitted("/a.md", "ab");
    expect(echo.isExternal("/a.md", "ab", () => "ab")).toBe(false);
    // "a" was settled before "ab": if it comes back now it is someone else's change (e.g. an undo elsewhere).
    expect(echo.isExternal("/a.md", "a", () => "ab")).toBe(true);
  });
  it("keeps paths apart and forgets everything on clear", () => {
    const echo = new EchoFilter();
    echo.emitted("/a.md", "t");
    expect(echo.isExternal("/b.md", "t", () => "other")).toBe(true);
    echo.clear();
    expect(echo.isExternal("/a.md", "t", () => "other")).toBe(true);
  });
});
