import { describe, expect, it } from "vitest";
import { buildTree, visibleRows } from "./model";

describe("buildTree", () => {
  it("nests files under folders, folders first, with file counts and marks", () => {
    const root = buildTree({ "/r/b.md": "x", "/r/a/x.bin": { base64: "AA==" }, "/r/empty": { dir: true }, "/r/link": { symlink: "b.md" } });
    const r = root.children[0];
    expect(r.children.map((c) => [c.name, c.isDir, c.marks])).toEqual([
      ["a", true, []],
      ["empty", true, ["empty"]],
      ["b.md", false, []],
      ["link", false, ["symlink"]],
    ]);
    expect(r.children[0].children[0].marks).toEqual(["binary"]);
    expect([root.files, r.files]).toEqual([3, 3]);
  });

  it("a file that turns out to hold entries becomes a folder with children of its own", () => {
    // "/r/x" is listed as a file first, then something lies below it (an invalid tree the view still shows).
    const root = buildTree({ "/r/x": "text", "/r/y.md": "y", "/r/x/inner.md": "z" });
    const [x, y] = root.children[0].children;
    expect([x.name, x.isDir, x.children.map((c) => c.name)]).toEqual(["x", true, ["inner.md"]]);
    // Files share no child list with it.
    expect([y.name, y.children]).toEqual(["y.md", []]);
  });

  it("shows 500 children of a folder, then one row for the rest", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 501; i++) files[`/big/f${String(i).padStart(3, "0")}`] = "";
    const rows = visibleRows(buildTree(files), new Set(["/big"]), new Set());
    expect(rows.length).toBe(1 + 500 + 1);
    expect(rows.at(-1)?.more).toEqual({ folder: "/big", hidden: 1 });
  });
});
