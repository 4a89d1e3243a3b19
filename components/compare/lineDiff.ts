/**
 * A line diff of two texts for the small-screen fallback (Monaco's diff editor is desktop only):
 * rows for a two-column table, unchanged lines side by side, removed lines left, added lines right,
 * a removed run next to the added run that replaces it.
 *
 * Common head and tail lines are matched first; the middle uses a longest-common-subsequence table
 * when it is small enough (`maxCells`), else the whole middle shows as replaced.
 */
interface DiffLine {
  /** 1-based line number in its own text. */
  n: number;
  text: string;
}

export interface DiffRow {
  kind: "same" | "removed" | "added" | "changed";
  left?: DiffLine;
  right?: DiffLine;
}

type Op = { op: "same" | "del" | "add"; a?: number; b?: number };

const splitLines = (s: string): string[] => (s === "" ? [] : s.split("\n"));

function middleOps(a: string[], b: string[], a0: number, a1: number, b0: number, b1: number, maxCells: number): Op[] {
  const n = a1 - a0;
  const m = b1 - b0;
  const ops: Op[] = [];
  if ((n + 1) * (m + 1) > maxCells) {
    for (let i = a0; i < a1; i++) ops.push({ op: "del", a: i });
    for (let j = b0; j < b1; j++) ops.push({ op: "add", b: j });
    return ops;
  }
  // lcs[i][j]: LCS length of a[a0+i..a1) and b[b0+j..b1).
  const w = m + 1;
  const lcs = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * w + j] = a[a0 + i] === b[b0 + j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[a0 + i] === b[b0 + j]) ops.push({ op: "same", a: a0 + i++, b: b0 + j++ });
    else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) ops.push({ op: "del", a: a0 + i++ });
    else ops.push({ op: "add", b: b0 + j++ });
  }
  while (i < n) ops.push({ op: "del", a: a0 + i++ });
  while (j < m) ops.push({ op: "add", b: b0 + j++ });
  return ops;
}

export function lineDiff(left: string, right: string, maxCells = 1_000_000): DiffRow[] {
  const a = splitLines(left);
  const b = splitLines(right);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ op: "same", a: i, b: i });
  ops.push(...middleOps(a, b, head, a.length - tail, head, b.length - tail, maxCells));
  for (let k = tail; k > 0; k--) ops.push({ op: "same", a: a.length - k, b: b.length - k });

  const line = (lines: string[], i: number): DiffLine => ({ n: i + 1, text: lines[i] });
  const rows: DiffRow[] = [];
  for (let k = 0; k < ops.length;) {
    if (ops[k].op === "same") {
      rows.push({ kind: "same", left: line(a, ops[k].a!), right: line(b, ops[k].b!) });
      k++;
      continue;
    }
    const dels: number[] = [];
    const adds: number[] = [];
    while (k < ops.length && ops[k].op !== "same") {
      if (ops[k].op === "del") dels.push(ops[k].a!);
      else adds.push(ops[k].b!);
      k++;
    }
    for (let r = 0; r < Math.max(dels.length, adds.length); r++) {
      const l = r < dels.length ? line(a, dels[r]) : undefined;
      const rt = r < adds.length ? line(b, adds[r]) : undefined;
      rows.push({ kind: l && rt ? "changed" : l ? "removed" : "added", left: l, right: rt });
    }
  }
  return rows;
}
