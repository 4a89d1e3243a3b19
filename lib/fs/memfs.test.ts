import { describe, expect, it } from "vitest";
import { buildMemfs } from "./memfs";

describe("memfs adapter", () => {
  const { fs, problems } = buildMemfs({
    "/r/b.md": "bee",
    "/r/a.md": "ay",
    "/r/empty": { dir: true },
    "/r/link.md": { symlink: "/r/a.md" },
    "/r/rel.md": { symlink: "a.md" },
    "/r/dangling.md": { symlink: "/nowhere" },
    "/r/loop1": { symlink: "/r/loop2" },
    "/r/loop2": { symlink: "/r/loop1" },
    "/r/secret.md": { content: "s", unreadable: true },
    "/r/to-secret.md": { symlink: "/r/secret.md" },
    "/r/bin": { base64: "AAEC" },
  });
  it("builds without problems", () => expect(problems).toEqual([]));
  it("readdir is sorted and lists links and empty dirs", () => {
    const r = fs.readdir("/r");
    expect(r.ok && r.value).toEqual(["a.md", "b.md", "bin", "dangling.md", "empty", "link.md", "loop1", "loop2", "rel.md", "secret.md", "to-secret.md"]);
  });
  it("follows symlinks, absolute and relative; realpath resolves them", () => {
    const r = fs.readFile("/r/rel.md");
    expect(r.ok && new TextDecoder().decode(r.value)).toBe("ay");
    expect(fs.realpath("/r/link.md")).toEqual({ ok: true, value: "/r/a.md" });
    expect(fs.lstat("/r/link.md").ok && (fs.lstat("/r/link.md") as { value: { kind: string } }).value.kind).toBe("symlink");
  });
  it("errors are values: ENOENT for dangling, ELOOP for loops, EACCES for unreadable (also through a link)", () => {
    expect(fs.stat("/r/dangling.md")).toMatchObject({ ok: false, code: "ENOENT" });
    expect(fs.stat("/r/loop1")).toMatchObject({ ok: false, code: "ELOOP" });
    expect(fs.readFile("/r/secret.md")).toMatchObject({ ok: false, code: "EACCES" });
    expect(fs.readFile("/r/to-secret.md")).toMatchObject({ ok: false, code: "EACCES" });
    expect(fs.readFile("/r/empty")).toMatchObject({ ok: false, code: "EISDIR" });
    expect(fs.readdir("/r/a.md")).toMatchObject({ ok: false, code: "ENOTDIR" });
    expect(fs.exists("/r/dangling.md")).toBe(false);
  });
  it("reads base64 bytes and honours a read limit", () => {
    const r = fs.readFile("/r/bin");
    expect(r.ok && Array.from(r.value)).toEqual([0, 1, 2]);
    const cut = fs.readFile("/r/b.md", 2);
    expect(cut.ok && new TextDecoder().decode(cut.value)).toBe("be");
  });
  it("reports entries it cannot build instead of throwing", () => {
    const { problems } = buildMemfs({ "/f": "file", "/f/child": "x", "/g": { base64: "%%%" } });
    expect(problems.map((p) => p.path)).toEqual(["/f/child", "/g"]);
  });
});

describe("memfs adapter: port contract details", () => {
  it("a link's own size (lstat) is the byte length of its target string", () => {
    const { fs } = buildMemfs({ "/t.md": "x", "/l": { symlink: "/t.md" } });
    expect(fs.lstat("/l")).toMatchObject({ ok: true, value: { kind: "symlink", size: 5 } });
  });
  it("a negative or fractional limit reads whole bytes from the start, never from the end", () => {
    const { fs } = buildMemfs({ "/f": "abcdef" });
    const neg = fs.readFile("/f", -2);
    expect(neg.ok && neg.value.length).toBe(0);
    const frac = fs.readFile("/f", 2.7);
    expect(frac.ok && new TextDecoder().decode(frac.value)).toBe("ab");
  });
});
