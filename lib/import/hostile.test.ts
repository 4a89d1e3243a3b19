/**
 * Hostile uploads: every refusal names the entry and its real cause, nothing lands outside the upload,
 * and every upload bound (./limits.ts) is hit exactly. Zips are written byte by byte (test/zip-craft.ts)
 * so their directories can lie.
 */
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { craftZip, deflatedZeros, link, type CraftEntry } from "../../test/zip-craft";
import { MAX_NAME_BYTES, MAX_PATH_BYTES } from "../scenario/limits";
import { validateScenario } from "../scenario/validate";
import { importFiles, importZip, readZipDirectory, type ImportResult } from ".";
import {
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_FOLDERS,
  MAX_INFLATE_WORK,
  MAX_LISTED_SKIPS,
  MAX_TOTAL_BYTES,
  MAX_ZIP_BYTES,
  MAX_ZIP_ENTRIES,
} from "./limits";

const enc = new TextEncoder();
const MiB = 1024 * 1024;

async function unzip(entries: CraftEntry[], options?: Parameters<typeof craftZip>[1]): Promise<ImportResult> {
  const r = await importZip(craftZip(entries, options), "my-repo.zip");
  if (!r.ok) throw new Error(r.message);
  return r.result;
}

async function refused(bytes: Uint8Array): Promise<string> {
  const r = await importZip(bytes, "my-repo.zip");
  if (r.ok) throw new Error("the zip was opened");
  return r.message;
}

/** The skip line for `path` (as shown: escaped), as [reason, message]. */
const skipOf = (r: ImportResult, path: string) => {
  const s = r.report.skipped.find((x) => x.path === path);
  return s ? [s.reason, s.message] : undefined;
};

/** Every kept path lies under the upload's root, and the files make a valid scenario. */
function expectInside(r: ImportResult): void {
  for (const p of Object.keys(r.files)) expect(p === r.report.root || p.startsWith(r.report.root + "/"), p).toBe(true);
  const checked = validateScenario({ version: 1, agent: "codex", cwd: "/", files: r.files });
  expect(checked.ok ? [] : checked.problems).toEqual([]);
}

describe("names", () => {
  it("control characters are refused and shown escaped, never echoed raw", async () => {
    const r = await unzip([
      { name: "a\u0007b.md", bytes: "x" },
      { name: "\u001b[31mred.md", bytes: "x" },
      { name: "ok.md", bytes: "y" },
    ]);
    expect(Object.keys(r.files)).toEqual(["/upload/my-repo/ok.md"]);
    expect(skipOf(r, "a\\u0007b.md")).toEqual(["unsafe-name", "refused: its name contains a control character (\\u0007)"]);
    expect(skipOf(r, "\\u001b[31mred.md")).toEqual(["unsafe-name", "refused: its name contains a control character (\\u001b)"]);
    expect(JSON.stringify(r.report)).not.toMatch(/[\u0000-\u001f]/);
  });

  it("absolute, drive-letter, backslash and ../ names are refused, each with its cause", async () => {
    const r = await unzip(
      ["/etc/passwd", "C:/win.md", "c:rel.md", "a\\b.md", "../up.md", "a/../../up2.md"].map((name) => ({ name, bytes: "x" })),
    );
    expect(r.files).toEqual({ "/upload/my-repo": { dir: true } });
    expect(r.report.skipped.map((s) => [s.path, s.message]).sort()).toEqual(
      [
        ["/etc/passwd", "refused: its name is an absolute path"],
        ["C:/win.md", "refused: its name starts with a drive letter (an absolute Windows path)"],
        ["c:rel.md", "refused: its name starts with a drive letter (an absolute Windows path)"],
        ["a\\b.md", "refused: its name contains a backslash, which could point outside the folder"],
        ["../up.md", "refused: its name climbs out of the folder with .."],
        ["a/../../up2.md", "refused: its name climbs out of the folder with .."],
      ].sort(),
    );
  });

  it("repo//AGENTS.md is kept as repo/AGENTS.md and listed as renamed, whatever the layout, zip or folder", async () => {
    const withTop = await unzip([
      { name: "repo/x.md", bytes: "x" },
      { name: "repo//AGENTS.md", bytes: "rules" },
    ]);
    expect(withTop.files["/upload/repo/AGENTS.md"]).toBe("rules");
    expect(withTop.report.renamed).toEqual([
      { from: "repo//AGENTS.md", to: "/upload/repo/AGENTS.md", why: "empty names (//) were dropped" },
    ]);
    const noTop = await unzip([
      { name: "x.md", bytes: "x" },
      { name: "repo//AGENTS.md", bytes: "rules" },
    ]);
    expect(noTop.files["/upload/my-repo/repo/AGENTS.md"]).toBe("rules");
    expect(noTop.report.renamed).toEqual([
      { from: "repo//AGENTS.md", to: "/upload/my-repo/repo/AGENTS.md", why: "empty names (//) were dropped" },
    ]);
    const folder = importFiles([
      { path: "repo/x.md", bytes: enc.encode("x") },
      { path: "repo//AGENTS.md", bytes: enc.encode("rules") },
    ]);
    expect(folder.files["/upload/repo/AGENTS.md"]).toBe("rules");
    expect(folder.report.renamed).toEqual(withTop.report.renamed);
    const onlyOdd = await unzip([{ name: "repo//AGENTS.md", bytes: "rules" }]);
    expect(onlyOdd.files).toEqual({ "/upload/repo/AGENTS.md": "rules" });
  });

  it("two names for one path: the first is kept, the second names it", async () => {
    const r = await unzip([
      { name: "a/b.md", bytes: "first" },
      { name: "a//b.md", bytes: "second" },
      { name: "x.md", bytes: "1" },
      { name: "x.md", bytes: "2" },
    ]);
    expect(r.files["/upload/my-repo/a/b.md"]).toBe("first");
    expect(r.files["/upload/my-repo/x.md"]).toBe("1");
    expect(skipOf(r, "a//b.md")).toEqual(["duplicate", 'it has the same path as the entry "a/b.md", which is kept']);
    expect(r.report.skipped.filter((s) => s.path === "x.md")).toEqual([
      { path: "x.md", reason: "duplicate", message: 'it has the same path as the entry "x.md", which is kept', count: 1 },
    ]);
  });

  it("an entry below a file names the file", async () => {
    const r = await unzip([
      { name: "a", bytes: "file" },
      { name: "a/b.md", bytes: "x" },
    ]);
    expect(skipOf(r, "a/b.md")).toEqual(["duplicate", '"a" is a file or link in the upload, so it cannot hold entries']);
  });

  it("nothing is added below a kept file: no folder, no .git marker (found by test/fuzz/zip.test.ts)", async () => {
    const zip = await unzip([
      { name: "AGENTS.md", bytes: "" },
      { name: "AGENTS.md/AGENTS.md/", method: 0 },
      { name: "AGENTS.md/.git/HEAD", bytes: "x" },
    ]);
    expect(zip.files).toEqual({ "/upload/my-repo/AGENTS.md": "" });
    expect(zip.report.skipped.map((s) => [s.path, s.message])).toEqual([
      ["AGENTS.md/AGENTS.md/", '"AGENTS.md" is a file or link in the upload, so it cannot hold entries'],
      ["AGENTS.md/.git/HEAD", '"AGENTS.md" is a file or link in the upload, so it cannot hold entries'],
    ]);
    const folder = importFiles([
      { path: "repo/.git/ ", bytes: enc.encode("") },
      { path: " /", bytes: enc.encode("") },
      { path: "repo/", bytes: enc.encode("") },
    ]);
    expect(folder.files).toEqual({ "/upload/upload/ ": "", "/upload/upload/repo": "" });
    expect(folder.report.skipped.map((s) => s.path)).toEqual(["repo/.git/ "]);
  });

  it("a folder entry where a file is kept names the file", async () => {
    const r = await unzip([
      { name: "a", bytes: "file" },
      { name: "a/", method: 0 },
    ]);
    expect(r.files).toEqual({ "/upload/my-repo/a": "file" });
    expect(skipOf(r, "a/")).toEqual(["duplicate", 'it is a folder, but the upload already has the file "a" there']);
  });

  it("a name of 255 bytes is kept, 256 refused (UTF-8 bytes, not characters)", async () => {
    const ok = "a".repeat(MAX_NAME_BYTES);
    const okWide = "é".repeat(127) + "a";
    const r = await unzip([ok, okWide, "b".repeat(256), "é".repeat(128)].map((name) => ({ name, bytes: "x" })));
    expect(Object.keys(r.files).sort()).toEqual([`/upload/my-repo/${ok}`, `/upload/my-repo/${okWide}`].sort());
    expect(r.report.skipped.map((s) => s.message)).toEqual([
      `refused: it has a name of 256 bytes (UTF-8), "${"b".repeat(19)}…${"b".repeat(19)}"; one name in a path may have at most 255`,
      `refused: it has a name of 256 bytes (UTF-8), "${"é".repeat(19)}…${"é".repeat(19)}"; one name in a path may have at most 255`,
    ]);
    expectInside(r);
  });

  it("a path of 4,096 bytes in the tree is kept, 4,097 refused", async () => {
    // "/upload/my-repo/" is 16 bytes, so the name may have 4,080: 15 names of 255, one of 240, 15 slashes.
    const name = (last: number) => [...new Array(15).fill("n".repeat(255)), "m".repeat(last)].join("/");
    expect(`/upload/my-repo/${name(240)}`.length).toBe(MAX_PATH_BYTES);
    // top.md keeps the zip from having one top folder, so the upload is /upload/my-repo.
    const r = await unzip([
      { name: "top.md", bytes: "t" },
      { name: name(240), bytes: "x" },
      { name: name(241), bytes: "y" },
    ]);
    expect(Object.keys(r.files)).toEqual(["/upload/my-repo/top.md", `/upload/my-repo/${name(240)}`]);
    expect(r.report.skipped.map((s) => s.message)).toEqual([
      "refused: its path in the tree would be 4,097 bytes long (UTF-8); a path may have at most 4,096",
    ]);
    expectInside(r);
  });

  it("a name that is not UTF-8 is kept with U+FFFD and listed as renamed", async () => {
    const r = await unzip([{ name: new Uint8Array([0x63, 0x61, 0x66, 0x82, 0x2e, 0x6d, 0x64]), bytes: "x", flags: 0 }]);
    expect(r.files).toEqual({ "/upload/my-repo/caf\ufffd.md": "x" });
    expect(r.report.renamed).toEqual([
      {
        from: "caf\ufffd.md",
        to: "/upload/my-repo/caf\ufffd.md",
        why: "its name is not UTF-8 (perhaps an old code page); the bytes that are not are shown as \ufffd",
      },
    ]);
  });

  it("folder uploads refuse unpaired surrogates (not text, so no scenario path)", () => {
    const r = importFiles([
      { path: "r/a\ud800.md", bytes: enc.encode("x") },
      { path: "r/ok.md", bytes: enc.encode("y") },
    ]);
    expect(Object.keys(r.files)).toEqual(["/upload/r/ok.md"]);
    expect(r.report.skipped).toEqual([
      {
        path: "r/a\\ud800.md",
        reason: "unsafe-name",
        message: "refused: its name contains an unpaired UTF-16 surrogate, which is not text",
        count: 1,
      },
    ]);
  });
});

describe("symlinks", () => {
  it("a 100 KB link target is reported as a too-long target, not as a file over 1 MiB", async () => {
    const r = await unzip([link("big-link", "a/".repeat(50_000))]);
    expect(skipOf(r, "big-link")).toEqual(["unsupported", "its link target is more than 4,096 bytes long, longer than a path may be"]);
  });

  it("a target of 4,096 bytes is kept, 4,097 refused", async () => {
    // 17 names: 15 of 255, then 200 and 55 (or 56), with 16 slashes: 4,096 (or 4,097) bytes.
    const target = (last: number) => [...new Array(15).fill("t".repeat(255)), "u".repeat(200), "v".repeat(last)].join("/");
    expect(target(55).length).toBe(MAX_PATH_BYTES);
    const r = await unzip([link("at", target(55)), link("over", target(56))]);
    expect(r.files["/upload/my-repo/at"]).toEqual({ symlink: target(55) });
    expect(skipOf(r, "over")).toEqual(["unsupported", "its link target is more than 4,096 bytes long, longer than a path may be"]);
    expectInside(r);
  });

  it("links out of the upload are refused with the target named; .. after a name is refused too", async () => {
    const r = await unzip([
      link("x/y", ".."),
      link("x/z", "y/.."),
      link("abs", "/etc/passwd"),
      link("win", "C:\\Windows"),
      link("up", "../../etc/passwd"),
      link("bell", "a\u0007"),
      { name: "x/keep.md", bytes: "k" },
    ]);
    // x/y -> .. is the upload's root: inside. x/z -> y/.. would leave it, since y is a link to the root.
    expect(r.files["/upload/my-repo/x/y"]).toEqual({ symlink: ".." });
    expect(r.report.skipped.map((s) => [s.path, s.reason, s.message])).toEqual([
      ["abs", "symlink-outside", 'it is a symbolic link to "/etc/passwd", an absolute path outside the upload'],
      ["bell", "symlink-outside", "its target contains a control character (\\u0007)"],
      ["up", "symlink-outside", 'it is a symbolic link to "../../etc/passwd", which is outside the upload'],
      ["win", "symlink-outside", 'it is a symbolic link to "C:\\\\Windows", a Windows path that could point outside the upload'],
      [
        "x/z",
        "symlink-outside",
        'it is a symbolic link to "y/..", which climbs with .. after a folder name; through another link that can leave the upload',
      ],
    ]);
    expectInside(r);
  });

  it("entries below a kept link are refused, so no path goes through a link", async () => {
    const r = await unzip([link("l", "sub"), { name: "l/x.md", bytes: "x" }, { name: "sub/a.md", bytes: "a" }]);
    expect(skipOf(r, "l/x.md")).toEqual(["duplicate", '"l" is a file or link in the upload, so it cannot hold entries']);
  });
});

describe("lying and damaged zips", () => {
  const three: CraftEntry[] = [
    { name: "a.md", bytes: "alpha" },
    { name: "b.md", bytes: "bravo" },
    { name: "c.md", bytes: "charlie" },
  ];

  it("not a zip, a zip cut short, a split archive", async () => {
    expect(await refused(enc.encode("hello"))).toBe("This file is not a zip archive (no zip directory found at its end).");
    const whole = craftZip(three);
    expect(await refused(whole.subarray(0, whole.length - 30))).toBe("This file is not a zip archive (no zip directory found at its end).");
    const split = whole.slice();
    new DataView(split.buffer).setUint16(split.length - 22 + 4, 1, true);
    expect(await refused(split)).toBe(
      "This zip is one part of a split (multi-part) archive, which Rulescope cannot open; join the parts first.",
    );
  });

  it("counts, sizes and offsets in the directory that disagree with the file", async () => {
    const whole = craftZip(three);
    const dirAt = new DataView(whole.buffer).getUint32(whole.length - 22 + 16, true);
    const dirSize = new DataView(whole.buffer).getUint32(whole.length - 22 + 12, true);
    expect(await refused(craftZip(three, { directoryOffset: dirAt + 100 }))).toBe(
      `The zip archive is damaged: its directory is said to take bytes ${(dirAt + 100).toLocaleString("en-US")} to ${(dirAt + 100 + dirSize).toLocaleString("en-US")}, but the file's end record is at byte ${(dirAt + dirSize).toLocaleString("en-US")} (the file may be cut off).`,
    );
    expect(await refused(craftZip(three, { count: 5 }))).toBe(
      `The zip archive is damaged: its directory lists 5 entries, but entry 4 of 5 (at byte ${dirAt + dirSize}) is not there; the file may be cut off.`,
    );
    expect(await refused(craftZip(three, { count: 2 }))).toBe(
      "The zip archive is damaged: its end record counts 2 entries, but its directory holds 3.",
    );
    // Each directory record here is 46 + 4 bytes: a size 10 short ends inside the third; 10 long passes the end record.
    expect(await refused(craftZip(three, { directorySize: dirSize - 10 }))).toBe(
      `The zip archive is damaged: its directory is said to be ${dirSize - 10} bytes, which ends inside entry 3 of 3 (at byte ${dirAt + 100}).`,
    );
    expect(await refused(craftZip(three, { directorySize: dirSize + 10 }))).toBe(
      `The zip archive is damaged: its directory is said to take bytes ${dirAt.toLocaleString("en-US")} to ${(dirAt + dirSize + 10).toLocaleString("en-US")}, but the file's end record is at byte ${(dirAt + dirSize).toLocaleString("en-US")} (the file may be cut off).`,
    );
  });

  it("an entry's own offset, sizes or data that lie: that entry is refused with the cause, the rest kept", async () => {
    const deflated = deflateRawSync(Buffer.from("hello"));
    const r = await unzip([
      { name: "ok.md", bytes: "fine" },
      { name: "far.md", bytes: "x", localOffset: 99_999 },
      { name: "middle.md", bytes: "x", localOffset: 3 },
      { name: "long.md", bytes: "x", compressedSize: 100_000 },
      { name: "short.md", bytes: "hello", size: 3 },
      { name: "stored.md", bytes: "hello", method: 0, size: 9 },
      { name: "broken.md", size: 5, data: new Uint8Array([0xff, 0xff, 0xff]) },
      { name: "bzip.md", bytes: "x", method: 12 },
      { name: "claims-more.md", data: deflated, size: 50 },
    ]);
    expect(Object.keys(r.files)).toEqual(["/upload/my-repo/ok.md"]);
    expect(Object.fromEntries(r.report.skipped.map((s) => [s.path, s.message]))).toEqual({
      "far.md": expect.stringMatching(/^the zip's directory puts its data at byte 99,999, past the end of the [\d,]+-byte file$/),
      "middle.md": "there is no file header at byte 3, where the zip's directory puts it",
      "long.md": "its 100,000 bytes of compressed data run past the end of the file (the zip may be cut off)",
      "short.md": "it unpacks to more than 3 bytes, but the zip's directory says 3",
      "stored.md": "it is stored uncompressed, but the zip's directory gives it two sizes (5 and 9 bytes)",
      "broken.md": expect.stringMatching(/^its compressed data is damaged and does not unpack \(.+\)$/),
      "bzip.md": "it uses compression method 12; only stored and deflate are supported",
      "claims-more.md": "it unpacks to 5 bytes, but the zip's directory says 50",
    });
  });

  it("one stretch of data listed many times (the overlapping bomb) is refused after its first entry", async () => {
    const r = await unzip([{ name: "b000.md", bytes: "x".repeat(1000) }], {
      repeat: Array.from({ length: 500 }, (_, i) => ({ of: 0, name: `b${String(i + 1).padStart(3, "0")}.md` })),
    });
    expect(r.report.files).toBe(1);
    expect(r.report.byReason).toEqual({ damaged: 500 });
    expect(skipOf(r, "b250.md")).toEqual([
      "damaged",
      'its data overlaps the data of "b000.md": the same bytes listed twice, a zip-bomb trick',
    ]);
  });

  it("a bomb by ratio: 1 GiB of zeros claiming 100 bytes is cut off just past 1 MiB", async () => {
    const packed = await deflatedZeros(1024 * MiB);
    expect(packed.length).toBeLessThan(1.1 * MiB);
    const r = await unzip([{ name: "bomb.md", data: packed, size: 100 }]);
    expect(skipOf(r, "bomb.md")).toEqual(["too-large", "it unpacks to more than 1 MiB (the zip claims 100 bytes), the limit for one file"]);
  });
});

describe("bounds, each hit exactly", () => {
  const oneMiB = deflateRawSync(Buffer.alloc(MiB, 97));

  it("MAX_INFLATE_WORK: 100 MiB of unpacking in all is done, the next byte is not", async () => {
    expect(MAX_INFLATE_WORK).toBe(100 * MiB);
    // 51 entries that unpack 1 MiB each but claim one byte less (refused as damaged after the work),
    // then 49 honest 1 MiB files: 100 MiB of work exactly, 49 MiB kept.
    const entries: CraftEntry[] = [
      ...Array.from({ length: 51 }, (_, i): CraftEntry => ({ name: `a${String(i).padStart(2, "0")}.md`, data: oneMiB, size: MiB - 1 })),
      ...Array.from({ length: 49 }, (_, i): CraftEntry => ({ name: `b${String(i).padStart(2, "0")}.md`, data: oneMiB, size: MiB })),
    ];
    const at = await unzip([...entries, { name: "c.md", bytes: "" }]);
    expect(at.report.byReason).toEqual({ damaged: 51 });
    expect(at.report.files).toBe(50);
    const over = await unzip([...entries, { name: "c.md", bytes: "x" }]);
    expect(over.report.byReason).toEqual({ damaged: 51, "inflate-cap": 1 });
    expect(skipOf(over, "c.md")).toEqual([
      "inflate-cap",
      "not unpacked: the zip had already made Rulescope unpack 100 MiB, the most one upload may",
    ]);
  });

  it("MAX_TOTAL_BYTES: 50 MiB in all is kept, one byte more is not", async () => {
    expect(MAX_TOTAL_BYTES).toBe(50 * MiB);
    const fifty = Array.from({ length: 50 }, (_, i): CraftEntry => ({
      name: `f${String(i).padStart(2, "0")}.md`,
      data: oneMiB,
      size: MiB,
    }));
    const at = await unzip(fifty);
    expect(at.report.bytes).toBe(MAX_TOTAL_BYTES);
    expect(at.report.skippedFiles).toBe(0);
    const over = await unzip([...fifty, { name: "g.md", bytes: "x" }]);
    expect(over.report.bytes).toBe(MAX_TOTAL_BYTES);
    expect(skipOf(over, "g.md")).toEqual(["total-cap", "it would take the upload past 50 MiB in all"]);
  });

  it("MAX_FILE_BYTES: a file of 1 MiB is kept, 1 MiB + 1 is not (claimed or real)", async () => {
    expect(MAX_FILE_BYTES).toBe(MiB);
    const r = await unzip([
      { name: "at.md", data: oneMiB, size: MiB },
      { name: "claims-over.md", bytes: "a".repeat(MiB + 1) },
      { name: "lies-under.md", bytes: "a".repeat(MiB + 1), size: 10 },
    ]);
    expect(Object.keys(r.files)).toEqual(["/upload/my-repo/at.md"]);
    expect(skipOf(r, "claims-over.md")).toEqual(["too-large", "it is 1.0 MiB, over the 1 MiB limit for one file"]);
    expect(skipOf(r, "lies-under.md")).toEqual([
      "too-large",
      "it unpacks to more than 1 MiB (the zip claims 10 bytes), the limit for one file",
    ]);
  });

  it("MAX_FOLDERS: 20,000 empty folders are kept, the 20,001st is not", async () => {
    expect(MAX_FOLDERS).toBe(20_000);
    const dirs = (n: number) => Array.from({ length: n }, (_, i): CraftEntry => ({ name: `d${i}/`, method: 0 }));
    const at = await unzip(dirs(MAX_FOLDERS));
    expect(at.report.emptyFolders).toHaveLength(MAX_FOLDERS);
    expect(at.report.skippedFiles).toBe(0);
    const over = await unzip(dirs(MAX_FOLDERS + 1));
    expect(over.report.emptyFolders).toHaveLength(MAX_FOLDERS);
    expect(over.report.byReason).toEqual({ "count-cap": 1 });
    expect(over.report.skipped[0].message).toBe("the upload already has 20,000 empty folders, the limit");
  });

  it("MAX_ZIP_ENTRIES: a directory of 200,000 entries is read, 200,001 refused before any is unpacked", async () => {
    expect(MAX_ZIP_ENTRIES).toBe(200_000);
    const files = (n: number) => Array.from({ length: n }, (_, i): CraftEntry => ({ name: `d/f${i}`, method: 0 }));
    const at = readZipDirectory(craftZip(files(MAX_ZIP_ENTRIES)));
    expect(at.ok && at.entries.length).toBe(MAX_ZIP_ENTRIES);
    expect(await refused(craftZip(files(MAX_ZIP_ENTRIES + 1)))).toBe(
      "The zip lists more than 200,000 entries; Rulescope opens zips of at most 200,000 entries (and keeps up to 100,000 files of them). Zip a smaller folder.",
    );
  }, 120_000);

  it("MAX_ZIP_BYTES: a zip of 256 MiB is read, one byte more is not", async () => {
    expect(MAX_ZIP_BYTES).toBe(256 * MiB);
    const big = new Uint8Array(MAX_ZIP_BYTES + 1);
    expect(await refused(big)).toBe("The zip is 257 MiB; zips over 256 MiB are not opened.");
    expect(await refused(big.subarray(0, MAX_ZIP_BYTES))).toBe("This file is not a zip archive (no zip directory found at its end).");
  });

  it("MAX_LISTED_SKIPS: 500 skipped entries are listed one by one, the 501st only counted; renames alike", () => {
    expect(MAX_LISTED_SKIPS).toBe(500);
    const upload = (n: number, name: (i: number) => string) =>
      importFiles(
        Array.from({ length: n }, (_, i) => ({ path: name(i), bytes: enc.encode("x") })),
        "many",
      );
    const at = upload(500, (i) => `/abs${i}.md`);
    expect([at.report.skipped.length, at.report.unlisted, at.report.byReason["unsafe-name"]]).toEqual([500, 0, 500]);
    const over = upload(501, (i) => `/abs${i}.md`);
    expect([over.report.skipped.length, over.report.unlisted, over.report.byReason["unsafe-name"]]).toEqual([500, 1, 501]);
    expect(upload(500, (i) => `d//f${i}.md`).report.renamed).toHaveLength(500);
    const renamedOver = upload(501, (i) => `d//f${i}.md`);
    expect(renamedOver.report.renamed).toHaveLength(500);
    expect(renamedOver.report.files).toBe(501);
  });

  it("an upload's folder name is cut to 255 bytes at a whole character", () => {
    const r = importFiles([{ path: "x.md", bytes: enc.encode("x") }], "€".repeat(100) + ".zip");
    // 85 euro signs are 255 bytes; the 86th would make 258.
    expect(r.report.root).toBe("/upload/" + "€".repeat(85));
  });

  it("150,000 entries: the shallow 100,000 files are kept, the rest counted, AGENTS.md first", async () => {
    const entries: CraftEntry[] = [
      { name: "AGENTS.md", bytes: "top", method: 0 },
      ...Array.from({ length: 150_000 }, (_, i): CraftEntry => ({ name: `d/f${i}.md`, bytes: "x", method: 0 })),
    ];
    const r = await unzip(entries);
    expect(r.files["/upload/my-repo/AGENTS.md"]).toBe("top");
    expect(r.report.files).toBe(MAX_FILES);
    expect(r.report.byReason).toEqual({ "count-cap": 150_001 - MAX_FILES });
    expect(r.report.skipped.length + r.report.unlisted).toBe(150_001 - MAX_FILES);
  }, 120_000);
});
