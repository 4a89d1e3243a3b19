import { describe, expect, it } from "vitest";
import { fileText, lineAt, lineForClick, locatePart, resolveInTree } from "./source-lines";

describe("lineAt", () => {
  it("counts newlines before the offset, 1-based", () => {
    const text = "a\nbb\nccc";
    expect(lineAt(text, 0)).toBe(1);
    expect(lineAt(text, 1)).toBe(1); // the newline itself ends line 1
    expect(lineAt(text, 2)).toBe(2);
    expect(lineAt(text, 5)).toBe(3);
    expect(lineAt(text, 999)).toBe(3);
    expect(lineAt("", 0)).toBe(1);
  });
});

describe("fileText", () => {
  const files = {
    "/repo/AGENTS.md": "plain\n",
    "/repo/obj.md": { content: "object\n" },
    "/repo/b64.md": { base64: btoa("caf\u00c3\u00a9\n") },
    "/repo/link.md": { symlink: "AGENTS.md" },
    "/repo/dirlink": { symlink: "/repo/real" },
    "/repo/real/x.md": "inside\n",
    "/repo/loop": { symlink: "/repo/loop" },
    "/repo/dir": { dir: true as const },
  };
  it("reads strings, content, base64 as UTF-8, and follows file and directory symlinks", () => {
    expect(fileText(files, "/repo/AGENTS.md")).toBe("plain\n");
    expect(fileText(files, "/repo/obj.md")).toBe("object\n");
    expect(fileText(files, "/repo/b64.md")).toBe("café\n");
    expect(fileText(files, "/repo/link.md")).toBe("plain\n");
    expect(fileText(files, "/repo/dirlink/x.md")).toBe("inside\n");
    expect(resolveInTree(files, "/repo/dirlink/x.md")).toBe("/repo/real/x.md");
  });
  it("gives nothing for loops, directories and missing files", () => {
    expect(fileText(files, "/repo/loop")).toBeUndefined();
    expect(fileText(files, "/repo/dir")).toBeUndefined();
    expect(fileText(files, "/nope")).toBeUndefined();
  });
});

describe("locatePart", () => {
  it("finds the part's exact offset, from the given position on", () => {
    expect(locatePart("---\nx: 1\n---\nbody\n", "body\n")).toEqual({ exact: true, offset: 13 });
    expect(locatePart("ab ab", "ab", 1)).toEqual({ exact: true, offset: 3 });
  });
  it("falls back to the line of the part's first non-blank line, then to line 1", () => {
    expect(locatePart("one\ntwo\r\nthree\r\n", "\ntwo\nthree\n")).toEqual({ exact: false, line: 2 });
    expect(locatePart("one\n", "rewritten\n")).toEqual({ exact: false, line: 1 });
  });
});

describe("lineForClick", () => {
  const files = {
    "/r/AGENTS.md": "# Title\nfirst rule\nsecond rule\n",
    "/r/rule.md": "---\nglobs: ['*.ts']\n---\nTS only\nreally\n",
    "/r/crlf.md": "a\r\nb\r\n",
  };
  // A prompt as a profile composes it: label frames, whole file, frontmatter-less rule, a rewritten file.
  const prompt = "From /r/AGENTS.md\n" + files["/r/AGENTS.md"] + "--\n" + "TS only\nreally\n" + "a\nb\n";
  const a = "From /r/AGENTS.md\n".length;
  const b = a + files["/r/AGENTS.md"].length;
  const c = b + 3;
  const d = c + "TS only\nreally\n".length;
  const parts = [
    { start: 0, end: a, kind: "frame" as const },
    { start: a, end: b, kind: "content" as const, path: "/r/AGENTS.md" },
    { start: b, end: c, kind: "frame" as const },
    { start: c, end: d, kind: "content" as const, path: "/r/rule.md" },
    { start: d, end: prompt.length, kind: "content" as const, path: "/r/crlf.md" },
  ];
  it("maps a click inside a whole-file part to the same line of the file", () => {
    expect(lineForClick(files, prompt, parts, 1, 0)).toBe(1);
    expect(lineForClick(files, prompt, parts, 1, "# Title\nfirst".length)).toBe(2);
    expect(lineForClick(files, prompt, parts, 1, "# Title\nfirst rule\nsec".length)).toBe(3);
  });
  it("accounts for text the profile dropped before the part (frontmatter)", () => {
    expect(lineForClick(files, prompt, parts, 3, 0)).toBe(4);
    expect(lineForClick(files, prompt, parts, 3, "TS only\nre".length)).toBe(5);
  });
  it("opens a rewritten part at its first line instead of guessing", () => {
    expect(lineForClick(files, prompt, parts, 4, 3)).toBe(1);
  });
  it("maps the second part of a file split in two after the first", () => {
    const text = "x\ny\nx\ny\n";
    const p = "x\ny\n" + "~" + "x\ny\n";
    const split = [
      { start: 0, end: 4, kind: "content" as const, path: "/f" },
      { start: 4, end: 5, kind: "frame" as const },
      { start: 5, end: 9, kind: "content" as const, path: "/f" },
    ];
    expect(lineForClick({ "/f": text }, p, split, 2, 2)).toBe(4);
  });
  it("gives line 1 for frame parts and files no longer in the tree", () => {
    expect(lineForClick(files, prompt, parts, 0, 5)).toBe(1);
    expect(lineForClick({}, prompt, parts, 1, 20)).toBe(1);
  });
});
