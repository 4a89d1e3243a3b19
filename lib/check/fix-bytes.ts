/**
 * A file's edit fixes applied to its bytes, not to its decoded text: `check --fix` writes exactly the
 * characters a fix changes and copies every other byte as it was (invalid UTF-8, a BOM, CR LF line
 * ends, a missing final newline). New lines take the file's own line ending. A fix that would have to
 * rewrite bytes it cannot read as text, or write UTF-8 into a file that is not UTF-8, is refused.
 */
import { decodeUnits } from "../core/utf8-units";
import { encodeUtf8 } from "../core/bytes";
import type { Fix } from "./types";

type Edit = Extract<Fix, { kind: "edit" }>;

export type EditOutcome =
  { ok: true; bytes: Uint8Array; applied: Edit[]; refused: { fix: Edit; why: string }[] } | { ok: false; why: string };

/** A byte order mark of UTF-16 or UTF-32: text Rulescope reads as bytes of another encoding. */
function wideBom(b: Uint8Array): string | null {
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return "UTF-32";
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return "UTF-32";
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))) return "UTF-16";
  return null;
}

/** CR LF when most line ends of the file are CR LF. */
function usesCrlf(text: string): boolean {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
    if (text[i - 1] === "\r") crlf++;
    else lf++;
  return crlf > lf;
}

/**
 * The text after one edit, as applyEditToText gives it (lines line..endLine replaced), but with the
 * file's line end on the lines the fix brings in. The fix's own text may end its lines in CR (it was
 * taken from the decoded file): they are ended as the file ends them.
 */
export function editLines(text: string, fix: Edit, crlf: boolean): string {
  const lines = text.split("\n");
  const start = Math.min(Math.max(1, fix.line), lines.length + 1) - 1;
  const end = Math.min(Math.max(fix.endLine, fix.line), lines.length);
  const replacement =
    fix.text === ""
      ? []
      : fix.text
          .replace(/\n$/, "")
          .split("\n")
          .map((l) => l.replace(/\r$/, ""));
  const out = [...lines.slice(0, start), ...replacement, ...lines.slice(end)];
  if (crlf) {
    // A line followed by another ends in CR LF: the new ones, and an old last line that now has one after it.
    for (let i = Math.max(0, start - 1); i < start + replacement.length && i < out.length - 1; i++)
      if (!out[i].endsWith("\r")) out[i] += "\r";
    // Lines removed at the end: the new last line has no line end after it.
    if (replacement.length === 0 && end === lines.length && out.length > 0) out[out.length - 1] = out[out.length - 1].replace(/\r$/, "");
  }
  return out.join("\n");
}

const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;

/** The one span where `after` differs from `before`: [from, to) of before, replaced by after's [from, afterTo). */
function changedSpan(before: string, after: string): { from: number; to: number; afterTo: number } {
  let from = 0;
  const max = Math.min(before.length, after.length);
  while (from < max && before.charCodeAt(from) === after.charCodeAt(from)) from++;
  let tail = 0;
  while (tail < max - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  // Never half a surrogate pair.
  if (from > 0 && isHigh(before.charCodeAt(from - 1))) from--;
  let to = before.length - tail;
  let afterTo = after.length - tail;
  if (to > from && to < before.length && isHigh(before.charCodeAt(to - 1))) [to, afterTo] = [to + 1, afterTo + 1];
  return { from, to, afterTo };
}

/**
 * Applies a file's edit fixes to its bytes, the lowest first in the file last (each keeps its lines). A
 * fix whose change overlaps another's, or that would rewrite bytes that are not UTF-8, is refused with
 * a reason; `ok: false` when none can be applied to this file at all (UTF-16).
 */
export function applyEditsToBytes(bytes: Uint8Array, fixes: readonly Edit[]): EditOutcome {
  const wide = wideBom(bytes);
  if (wide) return { ok: false, why: `it is ${wide} text, and Rulescope writes only UTF-8` };
  const decoded = decodeUnits(bytes);
  const { text, offsets, invalid } = decoded;
  const crlf = usesCrlf(text);
  const spans: { from: number; to: number; insert: string; fix: Edit }[] = [];
  const refused: { fix: Edit; why: string }[] = [];
  for (const fix of [...fixes].sort((a, b) => b.line - a.line)) {
    const after = editLines(text, fix, crlf);
    const { from, to, afterTo } = changedSpan(text, after);
    const insert = after.slice(from, afterTo);
    if (from === to && insert === "") continue;
    if (spans.some((s) => from < s.to && s.from < to) || spans.some((s) => s.from === s.to && from === s.from)) {
      refused.push({ fix, why: "another fix changes the same lines" });
      continue;
    }
    if (invalid.subarray(from, to).includes(1)) {
      refused.push({ fix, why: `line ${fix.line} holds bytes that are not UTF-8, which the fix would have to rewrite` });
      continue;
    }
    if (!decoded.valid && /[^\x00-\x7f]/.test(insert)) {
      refused.push({ fix, why: "the file is not UTF-8 text, and the fix would add characters outside ASCII to it" });
      continue;
    }
    spans.push({ from, to, insert, fix });
  }
  spans.sort((a, b) => a.from - b.from);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(bytes.subarray(offsets[at], offsets[s.from]), encodeUtf8(s.insert));
    at = s.to;
  }
  parts.push(bytes.subarray(offsets[at]));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return { ok: true, bytes: out, applied: spans.map((s) => s.fix), refused };
}
