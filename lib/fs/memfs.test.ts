import { describe, expect, it } from "vitest";
import type { FileEntry } from "../scenario/types";
import { resolve } from "../resolve";
import { buildMemfs, MAX_LINK_HOPS } from "./memfs";

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
    expect(r.ok && r.value).toEqual([
      "a.md",
      "b.md",
      "bin",
      "dangling.md",
      "empty",
      "link.md",
      "loop1",
      "loop2",
      "rel.md",
      "secret.md",
      "to-secret.md",
    ]);
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

describe("memfs adapter: entries it cannot build are named with the real cause", () => {
  it('a file or link at "/" is reported, not dropped without a word; a folder or unreadable mark is fine', () => {
    expect(buildMemfs({ "/": "text", "/a": "x" }).problems).toEqual([
      { path: "/", message: '"/" is the root folder, so it cannot be a file; this entry is skipped' },
    ]);
    expect(buildMemfs({ "/": { symlink: "/a" } }).problems).toEqual([
      { path: "/", message: '"/" is the root folder, so it cannot be a link; this entry is skipped' },
    ]);
    expect(buildMemfs({ "/": { dir: true }, "//": { unreadable: true } }).problems).toEqual([
      { path: "//", message: '"//" names the same path as "/" (/); the first is kept and this one is skipped' },
    ]);
    expect(buildMemfs({ "/": { unreadable: true } }).problems).toEqual([]);
  });

  it("reaches the resolution as a tree-entry-skipped warning", () => {
    const r = resolve({ version: 1, agent: "crabcode", cwd: "/", files: { "/": "text" } });
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "tree-entry-skipped",
        path: "/",
        message: '/: "/" is the root folder, so it cannot be a file; this entry is skipped',
      }),
    );
  });

  it("two spellings of one path: the first (in code-unit order) is kept, the second named", () => {
    const { fs, problems } = buildMemfs({ "/r/A.md/": "second", "/r/A.md": "first" });
    expect(problems).toEqual([
      { path: "/r/A.md/", message: '"/r/A.md/" names the same path as "/r/A.md" (/r/A.md); the first is kept and this one is skipped' },
    ]);
    const read = fs.readFile("/r/A.md");
    expect(read.ok && new TextDecoder().decode(read.value)).toBe("first");
  });

  it("names the file that blocks a path, and a folder that is already there", () => {
    expect(buildMemfs({ "/f": "file", "/f/g/h.md": "x" }).problems).toEqual([
      { path: "/f/g/h.md", message: "/f is a file or link, so it cannot hold /f/g/h.md; this file is skipped" },
    ]);
    expect(buildMemfs({ "/d/x.md": "x", "/d": { symlink: "/elsewhere" } }).problems).toEqual([
      { path: "/d", message: "/d is already a folder (other entries lie inside it), so this link is skipped" },
    ]);
  });

  it("builds a path as deep as the bounds allow (2,048 levels in 4,096 bytes) without a stack overflow", () => {
    const deep = "/a".repeat(2048);
    const { fs, problems } = buildMemfs({ [deep]: "bottom" });
    expect(problems).toEqual([]);
    const read = fs.readFile(deep);
    expect(read.ok && new TextDecoder().decode(read.value)).toBe("bottom");
  });
});

describe("memfs adapter: links and depth", () => {
  it(`follows a chain of MAX_LINK_HOPS (${MAX_LINK_HOPS}) links and fails one link longer with ELOOP`, () => {
    const chain = (n: number) => {
      const files: Record<string, FileEntry> = { "/t.md": "end" };
      for (let i = 0; i < n; i++) files[`/l${i}`] = { symlink: i === n - 1 ? "/t.md" : `/l${i + 1}` };
      return buildMemfs(files).fs;
    };
    const ok = chain(MAX_LINK_HOPS);
    expect(ok.realpath("/l0")).toEqual({ ok: true, value: "/t.md" });
    expect(ok.stat("/l0")).toMatchObject({ ok: true, value: { kind: "file", size: 3 } });
    expect(chain(MAX_LINK_HOPS + 1).stat("/l0")).toMatchObject({ ok: false, code: "ELOOP" });
  });
  it("answers at the bottom of a 1,000-level tree, through a link near the top too", () => {
    const deep = "/r" + "/d".repeat(1000);
    const { fs, problems } = buildMemfs({ [`${deep}/AGENTS.md`]: "deep", "/r/up": { symlink: "d" }, "/r/d/x": "" });
    expect(problems).toEqual([]);
    expect(fs.stat(`${deep}/AGENTS.md`)).toMatchObject({ ok: true, value: { kind: "file", size: 4 } });
    expect(fs.stat(`${deep}/missing.md`)).toMatchObject({ ok: false, code: "ENOENT" });
    expect(fs.stat(`${deep}/AGENTS.md/child`)).toMatchObject({ ok: false, code: "ENOTDIR" });
    const viaLink = "/r/up" + "/d".repeat(999) + "/AGENTS.md";
    expect(fs.realpath(viaLink)).toEqual({ ok: true, value: `${deep}/AGENTS.md` });
    expect(fs.readdir("/r/up")).toEqual({ ok: true, value: ["d", "x"] });
    expect(fs.lstat("/r/up/missing/deeper")).toMatchObject({ ok: false, code: "ENOENT" });
  });
  it("a listing is the caller's to change: sorting it in place does not reorder the next one", () => {
    const { fs } = buildMemfs({ "/a/b": "", "/a/c": "" });
    const first = fs.readdir("/a");
    if (first.ok) first.value.reverse();
    expect(fs.readdir("/a")).toEqual({ ok: true, value: ["b", "c"] });
  });
});
