/**
 * A unified diff of two texts for the lab's report, line by line, with the characters a terminal
 * hides made visible (CR, BOM, NUL, U+FFFD, trailing spaces): the differences the lab finds are
 * often exactly those.
 */

const CONTEXT = 2;
/** Past this many line pairs the diff keeps only the common head and tail (no line matching). */
const MAX_CELLS = 4_000_000;

/** A line as JSON shows it, without the quotes: \r, \t, \u0000, \ufeff and friends spelled out. */
function visible(line: string): string {
  return JSON.stringify(line)
    .slice(1, -1)
    .replace(
      /[\u0085\u00a0\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\ufffd]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    )
    .replace(/ +$/, (s) => "·".repeat(s.length));
}

type Op = { kind: " " | "-" | "+"; line: string };

function ops(a: string[], b: string[]): Op[] {
  let top = 0;
  while (top < a.length && top < b.length && a[top] === b[top]) top++;
  let end = 0;
  while (end < a.length - top && end < b.length - top && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const head = a.slice(0, top).map((line): Op => ({ kind: " ", line }));
  const tail = a.slice(a.length - end).map((line): Op => ({ kind: " ", line }));
  const x = a.slice(top, a.length - end);
  const y = b.slice(top, b.length - end);
  const middle: Op[] = [];
  if (x.length * y.length > MAX_CELLS) {
    middle.push(...x.map((line): Op => ({ kind: "-", line })), ...y.map((line): Op => ({ kind: "+", line })));
  } else {
    // Longest common subsequence, from the end, then walked forwards.
    const w = y.length + 1;
    const lcs = new Uint32Array((x.length + 1) * w);
    for (let i = x.length - 1; i >= 0; i--)
      for (let j = y.length - 1; j >= 0; j--)
        lcs[i * w + j] = x[i] === y[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        middle.push({ kind: " ", line: x[i++] });
        j++;
      } else if (i < x.length && (j === y.length || lcs[(i + 1) * w + j] >= lcs[i * w + j + 1])) middle.push({ kind: "-", line: x[i++] });
      else middle.push({ kind: "+", line: y[j++] });
    }
  }
  return [...head, ...middle, ...tail];
}

/** `--- <aName>` / `+++ <bName>` and hunks with two lines of context; "" when the texts are equal. */
export function unifiedDiff(a: string, b: string, aName: string, bName: string, maxLines = 40): string {
  if (a === b) return "";
  const all = ops(a.split("\n"), b.split("\n"));
  const changed = all.map((o, i) => (o.kind !== " " ? i : -1)).filter((i) => i >= 0);
  const out = [`--- ${aName}`, `+++ ${bName}`];
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k] - CONTEXT);
    let end = changed[k];
    while (k + 1 < changed.length && changed[k + 1] - end <= 2 * CONTEXT + 1) end = changed[++k];
    k++;
    const stop = Math.min(all.length, end + CONTEXT + 1);
    const slice = all.slice(start, stop);
    const aStart = all.slice(0, start).filter((o) => o.kind !== "+").length + 1;
    const bStart = all.slice(0, start).filter((o) => o.kind !== "-").length + 1;
    out.push(`@@ -${aStart},${slice.filter((o) => o.kind !== "+").length} +${bStart},${slice.filter((o) => o.kind !== "-").length} @@`);
    for (const o of slice) out.push(`${o.kind}${visible(o.line)}`);
  }
  if (out.length > maxLines) return [...out.slice(0, maxLines), `… ${out.length - maxLines} more diff lines`].join("\n");
  return out.join("\n");
}
