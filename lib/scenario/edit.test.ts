import { describe, expect, it } from "vitest";
import { addFile, addFolder, checkName, entryText, listDirs, listFiles, remove, rename, setText } from "./edit";

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
