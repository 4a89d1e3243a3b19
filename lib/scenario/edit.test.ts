import { describe, expect, it } from "vitest";
import {
  addFile,
  addFolder,
  checkName,
  entryText,
  listDirs,
  listFiles,
  remove,
  rename,
  setText,
  changedSince,
  onlyTextChangedSince,
} from "./edit";

const files = { "/r/a.md": "a", "/r/sub/b.md": "b", "/r/empty": { dir: true as const }, "/x.bin": { base64: "AA==" } };

describe("tree edits", () => {
  it("lists implied and explicit folders, and files", () => {
    expect(listDirs(files)).toEqual(["/", "/r", "/r/empty", "/r/sub"]);
    expect(listFiles(files)).toEqual(["/r/a.md", "/r/sub/b.md", "/x.bin"]);
  });
  it("renames a folder with everything below it, not a sibling with the same prefix", () => {
    const r = rename({ ...files, "/r/subway.md": "s" }, "/r/sub", "/r/lib");
    expect(r.ok && Object.keys(r.files).sort()).toEqual(["/r/a.md", "/r/empty", "/r/lib/b.md", "/r/subway.md", "/x.bin"]);
  });
  it("refuses to overwrite, to move into itself, or to move what is missing", () => {
    expect(rename(files, "/r/a.md", "/r/sub/b.md")).toMatchObject({ ok: false, message: "/r/sub/b.md already exists." });
    expect(rename(files, "/r", "/r/sub/r")).toMatchObject({ ok: false });
    expect(rename(files, "/nope", "/nope2")).toMatchObject({ ok: false, message: "/nope does not exist." });
  });
  it("removes a folder and its contents only", () => {
    expect(Object.keys(remove(files, "/r/sub")).sort()).toEqual(["/r/a.md", "/r/empty", "/x.bin"]);
  });
  it("adding inside an empty folder drops its now-redundant marker", () => {
    expect(addFile(files, "/r/empty/c.md", "c")["/r/empty"]).toBeUndefined();
    expect(addFolder({}, "/q")).toEqual({ "/q": { dir: true } });
  });
  it("text of entries: editable text only; setText keeps unreadable", () => {
    expect(entryText("x")).toBe("x");
    expect(entryText({ base64: "AA==" })).toBeNull();
    expect(entryText({ symlink: "/a" })).toBeNull();
    expect(setText({ "/u": { content: "", unreadable: true } }, "/u", "new")["/u"]).toEqual({ content: "new", unreadable: true });
  });
  it("checks names", () => {
    expect(checkName("AGENTS.md")).toBeNull();
    expect(checkName("a/b")).toMatch(/\//);
    expect(checkName("..")).not.toBeNull();
    expect(checkName(" ")).not.toBeNull();
  });
});

describe("what typing changed", () => {
  const base = { "/r/a.md": "a", "/r/b.md": { content: "b", unreadable: true as const }, "/r/d": { dir: true as const } };

  it("setText copies the map: same keys in the same order, the old map untouched, a __proto__ key kept as data", () => {
    const files = JSON.parse('{"/r/b.md":"b","__proto__":"p","/r/a.md":"a","/r/d":{"dir":true}}');
    const next = setText(files, "/r/a.md", "A");
    expect(Object.keys(next)).toEqual(Object.keys(files));
    expect(next).toEqual({ ...files, "/r/a.md": "A" });
    expect(files["/r/a.md"]).toBe("a");
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    expect(Object.hasOwn(next, "__proto__")).toBe(true);
    const viaProto = setText(files, "__proto__", "q");
    expect(Object.getPrototypeOf(viaProto)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(viaProto, "__proto__")?.value).toBe("q");
    expect(Object.keys(viaProto)).toEqual(Object.keys(files));
  });

  it("setText chains tell which entries changed, and that only text did", () => {
    const one = setText(base, "/r/a.md", "a1");
    const two = setText(one, "/r/b.md", "b1");
    expect(changedSince(base, two)?.sort()).toEqual(["/r/a.md", "/r/b.md"]);
    expect(changedSince(one, two)).toEqual(["/r/b.md"]);
    expect(changedSince(base, base)).toEqual([]);
    expect(onlyTextChangedSince(base, two)).toBe(true);
    expect(two["/r/b.md"]).toEqual({ content: "b1", unreadable: true });
  });

  it("a new path, a folder given text, or a map not made by setText is not a text-only change", () => {
    expect(onlyTextChangedSince(base, setText(base, "/r/new.md", "x"))).toBe(false);
    expect(onlyTextChangedSince(base, setText(base, "/r/d", "x"))).toBe(false);
    expect(onlyTextChangedSince(base, { ...base, "/r/a.md": "a1" })).toBe(false);
    expect(changedSince(setText(base, "/r/a.md", "x"), base)).toBeNull();
  });
});
