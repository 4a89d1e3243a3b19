import { describe, expect, it } from "vitest";
import { Composer, joinInto } from "./compose";

describe("Composer", () => {
  it("records frame and content parts that tile the text", () => {
    const c = new Composer().frame("Label: /a\n").content("body", "/a").frame("\n");
    expect(c.toString()).toBe("Label: /a\nbody\n");
    expect(c.parts).toEqual([
      { start: 0, end: 10, kind: "frame" },
      { start: 10, end: 14, kind: "content", path: "/a" },
      { start: 14, end: 15, kind: "frame" },
    ]);
  });
  it("merges adjacent parts of the same kind and source, skips empty text", () => {
    const c = new Composer().frame("a").frame("").frame("b").content("x", "/p").content("y", "/p").content("z", "/q");
    expect(c.parts.map((p) => [p.start, p.end, p.path])).toEqual([
      [0, 2, undefined],
      [2, 4, "/p"],
      [4, 5, "/q"],
    ]);
  });
  it("append shifts the other composer's parts", () => {
    const a = new Composer().frame("12");
    a.append(new Composer().content("34", "/f"));
    expect(a.parts[1]).toEqual({ start: 2, end: 4, kind: "content", path: "/f" });
  });
  it("joinInto puts the separator between items only", () => {
    const c = new Composer();
    joinInto(c, ["x", "y", "z"], "--", (s) => c.content(s, `/${s}`));
    expect(c.toString()).toBe("x--y--z");
  });
});
