/**
 * What Gemini CLI and the agents forked from it share, in one place (Qwen Code keeps these parts of
 * google-gemini/gemini-cli as they are: QwenLM/qwen-code packages/core/src/utils/memoryDiscovery.ts and
 * memoryImportProcessor.ts, at the commits the two profiles cite): the wrappers around context files
 * and imports, the `@path` scan and the backtick spans inside which no import is taken. Each profile
 * builds its own loading on these; a fork that changes one of them gets its own copy in its facts.
 */

/** memoryDiscovery.ts concatenateInstructions: one block per non-empty file, joined by a blank line. */
export const contextOpen = (path: string) => `--- Context from: ${path} ---\n`;
export const contextClose = (path: string) => `\n--- End of Context from: ${path} ---`;

/** memoryImportProcessor.ts, tree format. */
export const importOpen = (p: string) => `<!-- Imported from: ${p} -->\n`;
export const importClose = (p: string) => `\n<!-- End of import from: ${p} -->`;
export const importFailed = (p: string, msg: string) => `<!-- Import failed: ${p} - ${msg} -->`;
export const importSeen = (p: string) => `<!-- File already processed: ${p} -->`;
export const TRAVERSAL_MESSAGE = "Path traversal attempt";
/** memoryImportProcessor.ts, flat format. */
export const flatOpen = (p: string) => `--- File: ${p} ---\n`;
export const flatClose = (p: string) => `\n--- End of File: ${p} ---`;

export interface Found {
  start: number;
  end: number;
  path: string;
}

const isWs = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r";
const startsImport = (c: string) => c === "." || c === "/" || /^[A-Za-z]$/.test(c);

/** Every `@path` that starts a word and begins with `.`, `/` or a letter (Qwen Code keeps the same scan). */
export function findImports(text: string): Found[] {
  const out: Found[] = [];
  let i = 0;
  while (i < text.length) {
    i = text.indexOf("@", i);
    if (i < 0) break;
    if (i > 0 && !isWs(text[i - 1])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && !isWs(text[j])) j++;
    const p = text.slice(i + 1, j);
    if (p.length > 0 && startsImport(p[0])) out.push({ start: i, end: j, path: p });
    i = j + 1;
  }
  return out;
}

/**
 * The spans upstream's /(`+)([\s\S]*?)\1/g matches (inline code and fenced blocks alike), found in
 * one pass: the expression itself backtracks quadratically over a long run of backticks (1 MiB of
 * them: minutes). At a run with L backticks left and M the longest later run, the greedy `+ settles on
 * the largest k with a closing run of k (k <= M) or room for it in its own run (2k <= L); the lazy
 * middle then closes at the earliest place k backticks stand. test/... compares it with the regex.
 */
export function codeRegions(text: string): [number, number][] {
  const starts: number[] = [];
  const lens: number[] = [];
  for (let i = text.indexOf("`"); i >= 0; i = text.indexOf("`", i)) {
    let j = i;
    while (j < text.length && text.charCodeAt(j) === 96) j++;
    starts.push(i);
    lens.push(j - i);
    i = j;
  }
  const laterMax = new Array<number>(lens.length + 1).fill(0);
  for (let r = lens.length - 1; r >= 0; r--) laterMax[r] = Math.max(lens[r], laterMax[r + 1]);
  const out: [number, number][] = [];
  let at = 0;
  for (let r = 0; r < lens.length;) {
    const start = Math.max(at, starts[r]);
    const runEnd = starts[r] + lens[r];
    if (start >= runEnd) {
      r++;
      continue;
    }
    const left = runEnd - start;
    const k = Math.min(left, Math.max(laterMax[r + 1], Math.floor(left / 2)));
    if (k === 0) break;
    if (left >= 2 * k) {
      out.push([start, start + 2 * k]);
      at = start + 2 * k;
      continue;
    }
    let close = r + 1;
    while (lens[close] < k) close++;
    out.push([start, starts[close] + k]);
    at = starts[close] + k;
    r = close;
  }
  return out;
}
