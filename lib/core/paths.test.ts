import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ancestors, basename, chainDown, childPath, dirname, expandHome, isWithin, join, normalize, relative, resolvePath } from "./paths";

describe("paths", () => {
  it("normalize collapses . .. and repeated slashes, never above /", () => {
    expect(normalize("/a//b/./c/../d/")).toBe("/a/b/d");
    expect(normalize("/../../x")).toBe("/x");
    expect(normalize("/")).toBe("/");
  });
  it("dirname and basename", () => {
    expect(dirname("/a/b")).toBe("/a");
    expect(dirname("/a")).toBe("/");
    expect(dirname("/")).toBe("/");
    expect(basename("/a/b.md")).toBe("b.md");
    expect(basename("/")).toBe("");
  });
  it("join and resolvePath", () => {
    expect(join("/a", "b", "../c")).toBe("/a/c");
    expect(resolvePath("/a/b", "../x")).toBe("/a/x");
    expect(resolvePath("/a/b", "/abs")).toBe("/abs");
  });
  it("isWithin compares components, not string prefixes", () => {
    expect(isWithin("/repo/a", "/repo")).toBe(true);
    expect(isWithin("/repo", "/repo")).toBe(true);
    expect(isWithin("/repository", "/repo")).toBe(false);
    expect(isWithin("/anything", "/")).toBe(true);
  });
  it("relative", () => {
    expect(relative("/a/b", "/a/c/d")).toBe("../c/d");
    expect(relative("/a", "/a")).toBe("");
    expect(relative("/a", "/a/x.md")).toBe("x.md");
  });
  it("ancestors nearest first and chainDown top first", () => {
    expect(ancestors("/a/b")).toEqual(["/a/b", "/a", "/"]);
    expect(chainDown("/a", "/a/b/c")).toEqual(["/a", "/a/b", "/a/b/c"]);
    expect(chainDown("/x", "/a/b")).toEqual(["/", "/a", "/a/b"]);
  });
  it("expandHome", () => {
    expect(expandHome("~/x", "/home/u")).toBe("/home/u/x");
    expect(expandHome("~", "/home/u")).toBe("/home/u");
    expect(expandHome("a/~/b", "/home/u")).toBe("a/~/b");
  });
  it("normalize agrees with segment-by-segment resolution on any mix of slashes, dots and names", () => {
    // The spelled-out rule, independent of normalize's shortcut for paths that are already normal.
    const spec = (p: string) => {
      const out: string[] = [];
      for (const seg of p.split("/")) {
        if (seg === "" || seg === ".") continue;
        if (seg === "..") out.pop();
        else out.push(seg);
      }
      return "/" + out.join("/");
    };
    const path = fc.array(fc.constantFrom("/", ".", "..", "a", ".a", "a."), { maxLength: 10 }).map((xs) => xs.join(""));
    fc.assert(
      fc.property(path, (p) => {
        expect(normalize(p)).toBe(spec(p));
        expect(normalize(normalize(p))).toBe(normalize(p));
        expect(ancestors(p)[0]).toBe(spec(p));
        expect(dirname(p)).toBe(spec(spec(p) + "/.."));
      }),
      { numRuns: 2000 },
    );
  });
  it("ancestors of a 1,000-level path: every level once, each a prefix of the one before", () => {
    const deep = "/r" + "/d".repeat(1000);
    const up = ancestors(deep);
    expect(up).toHaveLength(1002);
    expect(up[1]).toBe("/r" + "/d".repeat(999));
    expect(up.at(-2)).toBe("/r");
    expect(up.at(-1)).toBe("/");
  });
});

describe("childPath", () => {
  // Walks use it instead of join() for names readdir listed; it must be join() for every such name.
  it("is join() for a normal folder and a name without / that is not . or ..", () => {
    const segment = fc.stringMatching(/^[^/]{1,6}$/).filter((s) => s !== "." && s !== "..");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), segment, (dirSegs, name) => {
        const dir = normalize("/" + dirSegs.join("/"));
        expect(childPath(dir, name)).toBe(join(dir, name));
      }),
    );
  });
});
