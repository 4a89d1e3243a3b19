import { zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeUtf8 } from "../core/bytes";
import { validateScenario } from "../scenario/validate";
import type { Scenario } from "../scenario/types";
import { MAX_FILE_ENTRIES, MAX_SCENARIO_SIZE } from "../scenario/limits";
import { importFiles, importZip, MAX_FILE_BYTES, MAX_FILES, placeUpload, readZipDirectory, withUpload, type ImportResult } from ".";
import { MAX_FOLDERS } from "./limits";
import { checkEntryName, checkSymlinkTarget, commonTopFolder } from "./names";

const text = (s: string) => encodeUtf8(s);
const zip = (entries: Zippable) => zipSync(entries, { level: 6 });

async function unzipOk(bytes: Uint8Array, name = "my-repo.zip"): Promise<ImportResult> {
  const r = await importZip(bytes, name);
  if (!r.ok) throw new Error(r.message);
  return r.result;
}

/** Patch every central-directory "uncompressed size" field to `size`: a zip that lies about sizes. */
function lieAboutSizes(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  return out;
}

/**
 * A "better zip bomb": `count` central-directory entries (b000.md, b001.md...) that all point at one
 * deflated run of `size` zero bytes, each claiming to unpack to 10 bytes.
 */
function overlappingBomb(count: number, size: number): Uint8Array {
  const one = lieAboutSizes(zipSync({ "b000.md": new Uint8Array(size) }), 10);
  const view = new DataView(one.buffer);
  let cd = 0;
  while (view.getUint32(cd, true) !== 0x02014b50) cd++;
  const eocd = one.length - 22;
  const record = one.slice(cd, eocd);
  const out = new Uint8Array(cd + record.length * count + 22);
  out.set(one.subarray(0, cd));
  for (let i = 0; i < count; i++) {
    const at = cd + i * record.length;
    out.set(record, at);
    out.set(encodeUtf8(`b${String(i).padStart(3, "0")}.md`), at + 46);
  }
  const end = new DataView(out.buffer, out.length - 22);
  out.set(one.subarray(eocd), out.length - 22);
  end.setUint16(8, count, true);
  end.setUint16(10, count, true);
  end.setUint32(12, record.length * count, true);
  end.setUint32(16, cd, true);
  return out;
}

describe("entry names", () => {
  it("refuses names that could land outside the tree", () => {
    for (const bad of ["../evil.md", "a/../../evil.md", "a/../b", "/etc/passwd", "C:/x.md", "c:x.md", "a\\..\\b.md", "a\u0000b", ""])
      expect(checkEntryName(bad).ok, bad).toBe(false);
  });
  it("normalises harmless oddities", () => {
    expect(checkEntryName("./a//b/./c.md")).toEqual({ ok: true, path: "a/b/c.md", isDir: false, renamed: "empty names (//) were dropped" });
    expect(checkEntryName("a/./c.md")).toEqual({ ok: true, path: "a/c.md", isDir: false, renamed: "./ segments were dropped" });
    // A leading ./ and a folder's trailing / are how names are written: not a rename.
    expect(checkEntryName("./dir/")).toEqual({ ok: true, path: "dir", isDir: true });
  });
  it("finds one top folder, but never .. or a lone file", () => {
    expect(commonTopFolder(["r/a", "r/b/c", "r/"])).toBe("r");
    expect(commonTopFolder(["r/a", "AGENTS.md"])).toBeNull();
    expect(commonTopFolder(["../x/a", "../x/b"])).toBeNull();
    expect(commonTopFolder(["r/a", "s/a"])).toBeNull();
  });
  it("keeps symlinks only when they stay inside", () => {
    expect(checkSymlinkTarget("a/link", "../AGENTS.md")).toEqual({ ok: true, path: "AGENTS.md" });
    expect(checkSymlinkTarget("a/link", "../../etc/passwd")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/outside the upload/),
    });
    expect(checkSymlinkTarget("link", "/etc/passwd")).toMatchObject({ ok: false, reason: expect.stringMatching(/absolute path/) });
  });
});

describe("importFiles (a folder upload)", () => {
  const result = importFiles([
    { path: "my-repo/AGENTS.md", bytes: text("# Rules\n") },
    { path: "my-repo/logo.png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]) },
    { path: "my-repo/latin1.md", bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) },
    { path: "my-repo/node_modules/left-pad/index.js", bytes: text("x") },
    { path: "my-repo/node_modules/left-pad/AGENTS.md", bytes: text("x") },
    { path: "my-repo/packages/web/node_modules/x/y.js", bytes: text("x") },
    { path: "my-repo/.git/HEAD", bytes: text("ref: refs/heads/main\n") },
    { path: "my-repo/.git/objects/ab/cdef", bytes: text("x") },
    { path: "my-repo/sub/.git", bytes: text("gitdir: ../.git/worktrees/sub\n") },
    { path: "my-repo/sub/CLAUDE.md", bytes: text("sub rules\n") },
  ]);

  it("lands under /upload/<top folder>", () => {
    expect(result.report.root).toBe("/upload/my-repo");
    expect(result.files["/upload/my-repo/AGENTS.md"]).toBe("# Rules\n");
    expect(result.files["/upload/my-repo/sub/CLAUDE.md"]).toBe("sub rules\n");
  });
  it("keeps binary files and invalid UTF-8 as base64, byte for byte", () => {
    const png = result.files["/upload/my-repo/logo.png"];
    expect(typeof png === "object" && decodeBase64(png.base64!)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]));
    const latin = result.files["/upload/my-repo/latin1.md"];
    expect(typeof latin === "object" && decodeBase64(latin.base64!)).toEqual(new Uint8Array([0x63, 0x61, 0x66, 0xe9]));
    expect(result.report.binary).toEqual(["/upload/my-repo/logo.png"]);
    expect(result.report.invalidUtf8).toEqual(["/upload/my-repo/latin1.md"]);
  });
  it("skips node_modules and .git internals, one report line per folder, and keeps a .git marker", () => {
    expect(Object.keys(result.files).some((p) => p.includes("node_modules"))).toBe(false);
    expect(result.files["/upload/my-repo/.git"]).toEqual({ dir: true });
    expect(result.files["/upload/my-repo/.git/HEAD"]).toBeUndefined();
    expect(result.files["/upload/my-repo/sub/.git"]).toBe("gitdir: ../.git/worktrees/sub\n");
    const lines = result.report.skipped.map((s) => [s.path, s.reason, s.count]);
    expect(lines).toContainEqual(["node_modules", "node_modules", 2]);
    expect(lines).toContainEqual(["packages/web/node_modules", "node_modules", 1]);
    expect(lines).toContainEqual([".git", "git-internals", 2]);
    expect(result.report.byReason).toEqual({ node_modules: 3, "git-internals": 2 });
    expect(result.report.files).toBe(5);
    expect(result.report.gitMarkers).toEqual(["/upload/my-repo/.git"]);
  });
  it("gives files a valid scenario accepts", () => {
    const base: Scenario = { version: 1, agent: "codex", cwd: "/", files: { "/repo/AGENTS.md": "x" } };
    const s = withUpload(base, result);
    expect(s.cwd).toBe("/upload/my-repo");
    expect(s.files["/repo/AGENTS.md"]).toBe("x");
    expect(validateScenario(s).ok).toBe(true);
  });
});

describe("an upload beside the tree: together within a scenario's MAX_FILE_ENTRIES and MAX_SCENARIO_SIZE", () => {
  const upload = (n: number): ImportResult => {
    const files: ImportResult["files"] = {};
    for (let i = 0; i < n; i++) files[`/upload/big/f${i}.md`] = "x";
    return { files, report: { ...importFiles([]).report, name: "big", root: "/upload/big", files: n } };
  };
  const tree = (others: number, underRoot = 0): Scenario => {
    const files: Scenario["files"] = {};
    for (let i = 0; i < others; i++) files[`/repo/f${i}.md`] = "x";
    for (let i = 0; i < underRoot; i++) files[`/upload/big/old${i}.md`] = "x";
    return { version: 1, agent: "codex", cwd: "/", files };
  };

  it("an upload at its caps fits beside 30,000 other entries, not 30,001", () => {
    const full = upload(MAX_FILES + MAX_FOLDERS);
    const placed = placeUpload(tree(30_000), full);
    expect(placed.ok && Object.keys(placed.scenario.files).length).toBe(150_000);
    expect(placed.ok && validateScenario(placed.scenario).ok).toBe(true);
    expect(placeUpload(tree(30_001), full)).toEqual({
      ok: false,
      message:
        "big was not added: it brings 120,000 entries (files and folders) and the tree already holds 30,001 others, 150,001 in all; a scenario may hold at most 150,000. Delete folders from the tree, or Reset it, and upload again.",
    });
    expect(MAX_FILE_ENTRIES - MAX_FILES - MAX_FOLDERS).toBe(30_000);
  });

  it("an upload that would take the scenario past its size is not added either", () => {
    const big = upload(1);
    big.files["/upload/big/f0.md"] = "x".repeat(MAX_SCENARIO_SIZE / 2);
    const beside = tree(1);
    beside.files["/repo/f0.md"] = "y".repeat(MAX_SCENARIO_SIZE / 2);
    expect(placeUpload(beside, big)).toEqual({
      ok: false,
      message:
        "big was not added: with it, the scenario is larger than 96 MiB (counting its text and values), more than Rulescope opens. Delete folders from the tree, or Reset it, and upload again.",
    });
    expect(placeUpload(tree(1), big).ok).toBe(true);
  });

  it("what lies at the upload's folder is replaced, so it does not count", () => {
    expect(placeUpload(tree(30_000, 5_000), upload(MAX_FILES + MAX_FOLDERS)).ok).toBe(true);
    expect(Object.keys(withUpload(tree(2, 3), upload(4)).files)).toEqual([
      "/repo/f0.md",
      "/repo/f1.md",
      "/upload/big/f0.md",
      "/upload/big/f1.md",
      "/upload/big/f2.md",
      "/upload/big/f3.md",
    ]);
  });
});

describe("importZip", () => {
  it("refuses entries that would land outside the tree and reports each", async () => {
    const r = await unzipOk(
      zip({
        "AGENTS.md": text("root\n"),
        "../evil.md": text("evil"),
        "/abs.md": text("abs"),
        "C:/win.md": text("win"),
        "a\\..\\..\\b.md": text("bs"),
        "docs/../../up.md": text("up"),
      }),
      "my-repo.zip",
    );
    expect(Object.keys(r.files)).toEqual(["/upload/my-repo/AGENTS.md"]);
    const refused = r.report.skipped.filter((s) => s.reason === "unsafe-name").map((s) => s.path);
    expect(refused.sort()).toEqual(["../evil.md", "/abs.md", "C:/win.md", "a\\..\\..\\b.md", "docs/../../up.md"].sort());
    expect(r.report.skipped.find((s) => s.path === "../evil.md")!.message).toMatch(/climbs out/);
  });

  it("strips the zip's single top folder and names the upload after it", async () => {
    const r = await unzipOk(
      zip({ "repo-main/AGENTS.md": text("a"), "repo-main/src/x.ts": text("b"), "repo-main/empty/": new Uint8Array() }),
      "download.zip",
    );
    expect(r.report.root).toBe("/upload/repo-main");
    expect(r.files).toEqual({
      "/upload/repo-main/AGENTS.md": "a",
      "/upload/repo-main/src/x.ts": "b",
      "/upload/repo-main/empty": { dir: true },
    });
    expect(r.report.emptyFolders).toEqual(["/upload/repo-main/empty"]);
  });

  it("skips a file over 1 MiB and keeps one of exactly 1 MiB", async () => {
    const r = await unzipOk(
      zip({ "big.md": new Uint8Array(MAX_FILE_BYTES + 1).fill(97), "edge.md": new Uint8Array(MAX_FILE_BYTES).fill(98) }),
    );
    expect(r.files["/upload/my-repo/big.md"]).toBeUndefined();
    expect((r.files["/upload/my-repo/edge.md"] as string).length).toBe(MAX_FILE_BYTES);
    expect(r.report.skipped).toEqual([expect.objectContaining({ path: "big.md", reason: "too-large" })]);
  });

  it("keeps 100,000 files of 100,001, shallow ones first", async () => {
    expect(MAX_FILES).toBe(100_000);
    const entries: Zippable = { "AGENTS.md": text("top") };
    for (let i = 0; i < MAX_FILES; i++) entries[`d/f${i}.txt`] = text("x");
    // Stored, not deflated: deflating 100,001 entries here would take longer than the import itself.
    const r = await unzipOk(zipSync(entries, { level: 0 }));
    expect(r.report.files).toBe(MAX_FILES);
    expect(r.files["/upload/my-repo/AGENTS.md"]).toBe("top");
    expect(r.report.byReason).toEqual({ "count-cap": 1 });
    expect(r.report.skipped[0]).toMatchObject({ reason: "count-cap" });
  }, 120_000);

  it("stops at 50 MiB in all", async () => {
    const entries: Zippable = {};
    for (let i = 0; i < 55; i++) entries[`f${String(i).padStart(2, "0")}.md`] = new Uint8Array(1_000_000).fill(97);
    const r = await unzipOk(zip(entries));
    expect(r.report.files).toBe(52);
    expect(r.report.bytes).toBe(52_000_000);
    expect(r.report.byReason).toEqual({ "total-cap": 3 });
  });

  it("refuses the overlapping-entries bomb: one stretch of data listed 200 times", async () => {
    const r = await unzipOk(overlappingBomb(200, 4 * 1024 * 1024));
    expect(r.report.files).toBe(0);
    // The first entry is unpacked and cut off just past 1 MiB; the other 199 point at its bytes.
    expect(r.report.byReason).toEqual({ "too-large": 1, damaged: 199 });
    expect(r.report.skipped.find((s) => s.path === "b001.md")?.message).toBe(
      'its data overlaps the data of "b000.md": the same bytes listed twice, a zip-bomb trick',
    );
  });

  it("keeps binary and invalid UTF-8 entries as base64, skips node_modules and keeps a .git marker", async () => {
    const r = await unzipOk(
      zip({
        "r/AGENTS.md": text("a"),
        "r/bin.dat": new Uint8Array([1, 0, 2]),
        "r/bad.md": new Uint8Array([0xff, 0xfe, 0x41]),
        "r/node_modules/p/AGENTS.md": text("no"),
        "r/.git/config": text("[core]"),
        "r/.git/refs/": new Uint8Array(),
      }),
    );
    expect(r.files).toEqual({
      "/upload/r/AGENTS.md": "a",
      "/upload/r/bin.dat": { base64: "AQAC" },
      "/upload/r/bad.md": { base64: "//5B" },
      "/upload/r/.git": { dir: true },
    });
    expect(r.report.byReason).toEqual({ node_modules: 1, "git-internals": 1 });
  });

  it("keeps symlinks that stay inside, refuses those that leave", async () => {
    const link = (target: string): [Uint8Array, { os: number; attrs: number }] => [text(target), { os: 3, attrs: (0o120777 << 16) >>> 0 }];
    const r = await unzipOk(
      zip({
        "AGENTS.md": text("a"),
        "sub/CLAUDE.md": link("../AGENTS.md"),
        "escape.md": link("../../etc/passwd"),
        "abs.md": link("/etc/passwd"),
      }),
    );
    expect(r.files["/upload/my-repo/sub/CLAUDE.md"]).toEqual({ symlink: "../AGENTS.md" });
    expect(r.files["/upload/my-repo/escape.md"]).toBeUndefined();
    expect(r.files["/upload/my-repo/abs.md"]).toBeUndefined();
    expect(r.report.byReason).toEqual({ "symlink-outside": 2 });
    expect(r.report.symlinks).toEqual(["/upload/my-repo/sub/CLAUDE.md"]);
  });

  it("reports duplicates and file/folder clashes", async () => {
    const r = await unzipOk(zip({ a: text("file"), "a/b.md": text("inside a file") }));
    expect(r.files).toEqual({ "/upload/my-repo/a": "file" });
    expect(r.report.byReason).toEqual({ duplicate: 1 });
  });

  it("says so when the file is not a zip, or damaged", async () => {
    expect(await importZip(text("hello, not a zip"), "x.zip")).toEqual({ ok: false, message: expect.stringMatching(/not a zip/) });
    const good = zip({ "a.md": new Uint8Array(5000).fill(97) });
    const broken = good.slice();
    broken[30 + "a.md".length] = 0xff; // first deflate block header: BTYPE 11 is invalid
    const r = await unzipOk(broken);
    expect(r.report.byReason).toEqual({ damaged: 1 });
  });

  it("reports progress up to the whole zip", async () => {
    const entries: Zippable = {};
    for (let i = 0; i < 300; i++) entries[`f${i}.md`] = text(`file ${i}`);
    const seen: number[] = [];
    const r = await importZip(zip(entries), "p.zip", { onProgress: (p) => void seen.push(p.done / p.total) });
    expect(r.ok).toBe(true);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it("reports progress through a long run of skipped entries, so the page can paint", async () => {
    const entries: Zippable = { "AGENTS.md": text("top") };
    for (let i = 0; i < 5000; i++) entries[`node_modules/p${i}.js`] = new Uint8Array();
    const seen: number[] = [];
    const r = await importZip(zipSync(entries, { level: 0 }), "p.zip", { onProgress: (p) => void seen.push(p.done) });
    expect(r.ok && r.result.report.byReason).toEqual({ node_modules: 5000 });
    // Empty entries: no bytes move the bar, so the entry count makes the reports (one per 1,000).
    expect(seen.length).toBeGreaterThanOrEqual(5);
  });

  it("reads the central directory's entries", () => {
    const dir = readZipDirectory(zip({ "a.md": text("x"), "d/": new Uint8Array() }));
    expect(dir.ok && dir.entries.map((e) => [e.name, e.isDir])).toEqual([
      ["a.md", false],
      ["d/", true],
    ]);
  });
});
