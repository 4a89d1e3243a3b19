import { execFileSync } from "node:child_process";
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceFile, sameFile } from "./replace-file";

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulescope-replace-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A fresh folder for one case. */
const box = () => {
  const d = join(dir, `case-${n++}`);
  mkdirSync(d);
  return d;
};

describe("replaceFile", () => {
  it("writes a new file, and replaces a regular one keeping its permissions, leaving no temporary file", () => {
    const d = box();
    expect(replaceFile(join(d, "new.txt"), "one\n")).toBeNull();
    expect(readFileSync(join(d, "new.txt"), "utf8")).toBe("one\n");
    writeFileSync(join(d, "old.txt"), "before\n", { mode: 0o640 });
    expect(replaceFile(join(d, "old.txt"), "after\n")).toBeNull();
    expect(readFileSync(join(d, "old.txt"), "utf8")).toBe("after\n");
    expect(statSync(join(d, "old.txt")).mode & 0o777).toBe(0o640);
    expect(readdirSync(d).sort()).toEqual(["new.txt", "old.txt"]);
  });

  it("refuses a symbolic link (even a dangling one), never writing its target", () => {
    const d = box();
    writeFileSync(join(d, "target.txt"), "keep\n");
    symlinkSync("target.txt", join(d, "link.txt"));
    symlinkSync("nowhere.txt", join(d, "dangling.txt"));
    expect(replaceFile(join(d, "link.txt"), "x")).toBe("is a symbolic link; Rulescope does not write through links");
    expect(replaceFile(join(d, "dangling.txt"), "x")).toBe("is a symbolic link; Rulescope does not write through links");
    expect(readFileSync(join(d, "target.txt"), "utf8")).toBe("keep\n");
    expect(lstatSync(join(d, "link.txt")).isSymbolicLink()).toBe(true);
    expect(readdirSync(d).sort()).toEqual(["dangling.txt", "link.txt", "target.txt"]);
  });

  it("refuses a hard link, a directory and a FIFO (without waiting on it)", () => {
    const d = box();
    writeFileSync(join(d, "a.txt"), "shared\n");
    linkSync(join(d, "a.txt"), join(d, "b.txt"));
    expect(replaceFile(join(d, "b.txt"), "x")).toBe(
      "is a hard link (one file with 2 names); Rulescope does not write a file that has other names",
    );
    expect(readFileSync(join(d, "a.txt"), "utf8")).toBe("shared\n");
    mkdirSync(join(d, "folder"));
    expect(replaceFile(join(d, "folder"), "x")).toBe("is a directory");
    execFileSync("mkfifo", [join(d, "fifo")]);
    expect(replaceFile(join(d, "fifo"), "x")).toBe("is not a regular file (a FIFO, socket or device); Rulescope writes only regular files");
  });

  it("says why a file cannot be written in its folder", () => {
    expect(replaceFile(join(box(), "missing", "x.txt"), "x")).toBe("could not be written (ENOENT)");
  });
});

describe("sameFile", () => {
  it("one file by its name, through a link, through a hard link or a linked folder (existing or not); two files are two", () => {
    const d = box();
    writeFileSync(join(d, "base.json"), "{}");
    symlinkSync("base.json", join(d, "link.json"));
    linkSync(join(d, "base.json"), join(d, "hard.json"));
    symlinkSync(".", join(d, "here"));
    writeFileSync(join(d, "other.json"), "{}");
    expect(sameFile(join(d, "base.json"), join(d, "link.json"))).toBe(true);
    expect(sameFile(join(d, "hard.json"), join(d, "base.json"))).toBe(true);
    expect(sameFile(join(d, "here", "new.json"), join(d, "new.json"))).toBe(true);
    expect(sameFile(join(d, "base.json"), join(d, "other.json"))).toBe(false);
    expect(sameFile(join(d, "new.json"), join(d, "newer.json"))).toBe(false);
  });
});
