/**
 * Edit fixes on bytes: every byte outside the lines a fix changes stays as it was, whatever the file's
 * encoding, line ends or final newline; on a UTF-8 LF file the result is the text applyEditToText gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEditsToBytes, editLines } from "./fix-bytes";
import { applyEditToText } from "./fix-text";
import type { Fix } from "./types";

type Edit = Extract<Fix, { kind: "edit" }>;
const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(b);
const edit = (line: number, endLine: number, text: string): Edit => ({ kind: "edit", description: "d", path: "/f", line, endLine, text });

const line = fc.oneof(fc.string({ unit: "grapheme", maxLength: 12 }), fc.constantFrom("---", "globs: a, b", "", "  - x", "@AGENTS.md"));
const lfText = fc
  .array(
    line.map((l) => l.replace(/[\r\n]/g, "")),
    { minLength: 1, maxLength: 8 },
  )
  .map((ls) => ls.join("\n"));
const fixFor = (lines: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: lines + 1 }),
      fc.integer({ min: 0, max: 2 }),
      fc.oneof(
        fc.constant(""),
        line,
        fc.tuple(line, line).map(([a, b]) => `${a}\n${b}\n`),
      ),
    )
    .map(([l, extra, text]) => edit(l, l + extra, text.replace(/\r/g, "")));
const lfCase = lfText.chain((t) => fc.tuple(fc.constant(t), fixFor(t.split("\n").length)));

/** The byte offset where 1-based line `n` starts (past the end: the length). */
function lineStart(bytes: Uint8Array, n: number): number {
  let at = 0;
  for (let k = 1; k < n; k++) {
    const nl = bytes.indexOf(10, at);
    if (nl === -1) return bytes.length;
    at = nl + 1;
  }
  return at;
}

describe("applyEditsToBytes", () => {
  it("gives applyEditToText's text on a UTF-8 file with LF line ends", () => {
    fc.assert(
      fc.property(lfCase, ([text, fix]) => {
        const out = applyEditsToBytes(enc(text), [fix]);
        expect(out.ok).toBe(true);
        if (out.ok) expect(dec(out.bytes)).toBe(applyEditToText(text, fix));
      }),
      { numRuns: 3000 },
    );
  });

  it("ends the new lines of a CR LF file with CR LF, and leaves no lone LF", () => {
    fc.assert(
      fc.property(lfCase, ([text, fix]) => {
        const crlf = text.replace(/\n/g, "\r\n");
        const out = applyEditsToBytes(enc(crlf), [fix]);
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        const got = dec(out.bytes);
        if (text.includes("\n")) expect(got).not.toMatch(/(^|[^\r])\n/);
        expect(got.replace(/\r\n/g, "\n")).toBe(applyEditToText(text, fix));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps every byte before and after the lines it changes, in any bytes at all", () => {
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(10, 13, 0xe9, 0xff, 0xfe, 0xc3, 0xa9)), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        bytes.chain((b) => fc.tuple(fc.constant(Uint8Array.from(b)), fixFor(b.filter((x) => x === 10).length + 1))),
        ([file, fix]) => {
          const out = applyEditsToBytes(file, [fix]);
          if (!out.ok) return;
          const got = out.bytes;
          // Before the line above the edit (whose line end a CR LF file may complete) and after the line below it.
          const keepHead = lineStart(file, fix.line - 1);
          const keepTail = file.length - lineStart(file, Math.max(fix.endLine, fix.line) + 2);
          expect([...got.subarray(0, keepHead)]).toEqual([...file.subarray(0, keepHead)]);
          expect([...got.subarray(got.length - keepTail)]).toEqual([...file.subarray(file.length - keepTail)]);
          // What it removed was text it could read; what it added is UTF-8.
          if (out.applied.length === 0) expect([...got]).toEqual([...file]);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("adds an import after a Latin-1 line without touching its bytes", () => {
    const file = Uint8Array.from([...enc("# Caf"), 0xe9, ...enc("\nr"), 0xe8, ...enc("gles")]);
    // The fix as the check makes it from the decoded text: the last line kept, the import after it.
    const decodedLast = dec(file).split("\n").at(-1)!;
    const out = applyEditsToBytes(file, [edit(2, 2, `${decodedLast}\n@AGENTS.md\n`)]);
    expect(out.ok && [...out.bytes]).toEqual([...file, ...enc("\n@AGENTS.md")]);
  });

  it("refuses to rewrite a line whose bytes are not UTF-8, and a UTF-16 file", () => {
    const file = Uint8Array.from([...enc("globs: caf"), 0xe9, ...enc(", b\n")]);
    const out = applyEditsToBytes(file, [edit(1, 1, "globs: x,b")]);
    expect(out.ok && out.applied).toEqual([]);
    expect(out.ok && out.refused[0].why).toMatch(/not UTF-8/);
    const wide = applyEditsToBytes(Uint8Array.from([0xff, 0xfe, 0x61, 0]), [edit(1, 1, "x")]);
    expect(wide).toEqual({ ok: false, why: "it is UTF-16 text, and Rulescope writes only UTF-8" });
  });

  it("applies two fixes of one file, each at its own lines", () => {
    const out = applyEditsToBytes(enc("a\r\nglob: x\r\nb\r\nc"), [edit(2, 2, "globs: x"), edit(4, 4, "c\n@AGENTS.md\n")]);
    expect(out.ok && dec(out.bytes)).toBe("a\r\nglobs: x\r\nb\r\nc\r\n@AGENTS.md");
  });
});

describe("editLines", () => {
  it("completes the old last line's end when lines are added after it", () => {
    expect(editLines("a\r\nb", edit(3, 3, "@X"), true)).toBe("a\r\nb\r\n@X");
    expect(editLines("a\r\nb\r\n", edit(3, 3, "@X\n\n"), true)).toBe("a\r\nb\r\n@X\r\n");
    expect(editLines("a\r\nb\r\nc", edit(3, 3, ""), true)).toBe("a\r\nb");
  });
});
