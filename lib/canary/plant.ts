/**
 * plant(): resolve the tree as it is, then give every candidate rule file of the tree (each Source
 * whatever its status, imports and mentions too) its own codewords: START, END, and CUT just before
 * the predicted budget cut of a truncated file. Returns the new texts by real path; nothing is written.
 */
import { decodeLossy, encodeUtf8, looksBinary, utf8Length } from "../core/bytes";
import { MAX_READ_BYTES, type FsPort } from "../fs/port";
import type { Resolution, SourceStatus } from "../types";
import { CodeDrawer, codesIn, codeword } from "./codewords";
import { CUT_SLACK_BYTES, MAX_PLANTED_FILES, type Position } from "./facts";
import { bodyStart, plantText, type PlantWords } from "./plant-text";

interface PlantedFile {
  /** The file's real path (links to it are its aliases). */
  path: string;
  /** Other paths the resolution named it by (links, duplicates). */
  aliases: string[];
  /** Its status in the resolution of the tree as it was. */
  status: SourceStatus;
  words: Partial<Record<Position, string>>;
  /** Why a position got no codeword (a START over an unclosed frontmatter block). */
  note?: string;
}

interface Skipped {
  path: string;
  reason: string;
}

export interface Planting {
  files: PlantedFile[];
  skipped: Skipped[];
  /** The canaried text of each planted file, by real path. */
  texts: Map<string, string>;
}

export interface PlantOptions {
  seed: string;
  /** Which real paths belong to the tree that is copied (default: every path). */
  inTree?: (path: string) => boolean;
}

interface Candidate {
  path: string;
  aliases: string[];
  status: SourceStatus;
  truncated: boolean;
  includedBytes: number;
  text: string;
}

/** Loaded statuses first, so a file that is both loaded and a duplicate shows as loaded. */
const RANK: Partial<Record<SourceStatus, number>> = { included: 0, truncated: 0 };

/** The UTF-16 offset where the first `bytes` UTF-8 bytes of `text` end. */
function offsetOfByte(text: string, bytes: number): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (n >= bytes) return i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
  }
  return text.length;
}

/** Read one candidate's text, or say why it gets no codewords. */
function readCandidate(fs: FsPort, real: string): { text: string } | { reason: string } {
  const st = fs.stat(real);
  if (!st.ok || st.value.kind !== "file") return { reason: "it is not a regular file that can be read" };
  if (st.value.size > MAX_READ_BYTES) return { reason: `it has more than ${MAX_READ_BYTES} bytes, more than Rulescope reads` };
  const r = fs.readFile(real);
  if (!r.ok) return { reason: `it cannot be read (${r.code})` };
  if (looksBinary(r.value)) return { reason: "it is binary" };
  const { text, valid } = decodeLossy(r.value);
  if (!valid) return { reason: "it is not valid UTF-8; rewriting it would change its bytes" };
  if (text.slice(bodyStart(text).at).trim() === "")
    return { reason: "it holds no text; a codeword would make the agent load a file it now skips" };
  return { text };
}

/** Settings files some agents list as sources (Continue's config.yaml, opencode.json): never planted. */
const CONFIG_FILE = /\.(ya?ml|jsonc?|toml)$/i;

/** Candidates by real path, in the order the resolution first names them. */
function candidates(r: Resolution, fs: FsPort, inTree: (p: string) => boolean, skipped: Skipped[]): Candidate[] {
  const byReal = new Map<string, Candidate>();
  const refused = new Set<string>();
  for (const s of r.sources) {
    const real = fs.realpath(s.path);
    const path = real.ok ? real.value : s.path;
    const known = byReal.get(path);
    if (known) {
      if (s.path !== path && !known.aliases.includes(s.path)) known.aliases.push(s.path);
      if ((RANK[s.status] ?? 1) < (RANK[known.status] ?? 1))
        Object.assign(known, { status: s.status, truncated: s.status === "truncated", includedBytes: s.includedBytes });
      continue;
    }
    if (refused.has(path)) continue;
    const why = !real.ok
      ? "it cannot be reached"
      : !inTree(path)
        ? "it lies outside the copied tree"
        : CONFIG_FILE.test(path)
          ? "it is a configuration file (YAML, JSON or TOML): a codeword would break its syntax, and its comments never reach the model"
          : byReal.size >= MAX_PLANTED_FILES
            ? `the kit plants at most ${MAX_PLANTED_FILES} files`
            : null;
    const read = why === null ? readCandidate(fs, path) : { reason: why };
    if ("reason" in read) {
      refused.add(path);
      skipped.push({ path, reason: read.reason });
      continue;
    }
    byReal.set(path, {
      path,
      aliases: s.path !== path ? [s.path] : [],
      status: s.status,
      truncated: s.status === "truncated",
      includedBytes: s.includedBytes,
      text: read.text,
    });
  }
  return [...byReal.values()];
}

/** Where each file's text first appears in the prompt (Infinity when it does not). */
function promptOrder(r: Resolution, c: Candidate): number {
  const names = new Set([c.path, ...c.aliases]);
  const part = r.parts.find((p) => p.kind === "content" && p.path !== undefined && names.has(p.path));
  return part ? part.start : Infinity;
}

/**
 * The offset in the file's text where the agent's cut falls. `includedBytes` counts from a point that
 * differs between agents (the whole file, or its body after frontmatter), so the estimate is corrected
 * by finding the last text the prompt kept near it.
 */
function cutOffset(r: Resolution, c: Candidate): number {
  const estimate = offsetOfByte(c.text, c.includedBytes);
  const names = new Set([c.path, ...c.aliases]);
  const last = r.parts.filter((p) => p.kind === "content" && p.path !== undefined && names.has(p.path)).pop();
  if (!last) return estimate;
  const tail = r.prompt.slice(Math.max(last.start, last.end - 48), last.end);
  if (tail.length < 8) return estimate;
  const back = c.text.lastIndexOf(tail, Math.max(0, estimate - tail.length));
  const ahead = c.text.indexOf(tail, Math.max(0, estimate - tail.length));
  const ends = [back, ahead].filter((i) => i >= 0).map((i) => i + tail.length);
  if (ends.length === 0) return estimate;
  return ends.reduce((best, e) => (Math.abs(e - estimate) < Math.abs(best - estimate) ? e : best));
}

/** Bytes a planting adds for these words (see plantText). */
const addedBytes = (w: PlantWords): number =>
  (w.start ? utf8Length(w.start) + 2 : 0) + (w.end ? utf8Length(w.end) + 3 : 0) + (w.cut ? utf8Length(w.cut) + 2 : 0);

export function plant(first: Resolution, fs: FsPort, options: PlantOptions): Planting {
  const skipped: Skipped[] = [];
  const found = candidates(first, fs, options.inTree ?? (() => true), skipped);
  const drawer = new CodeDrawer(
    options.seed,
    found.flatMap((c) => codesIn(c.text)),
  );
  const words = new Map(
    found.map((c) => {
      const code = drawer.draw();
      const w: PlantWords = {
        start: codeword(code, "START"),
        end: codeword(code, "END"),
        ...(c.truncated ? { cut: codeword(code, "CUT") } : {}),
      };
      return [c.path, w] as const;
    }),
  );
  // Bytes the kit adds ahead of each file in the prompt: a total budget counts them before the cut.
  const ordered = [...found].sort((a, b) => promptOrder(first, a) - promptOrder(first, b));
  const files: PlantedFile[] = [];
  const texts = new Map<string, string>();
  let addedBefore = 0;
  for (const c of ordered) {
    const w = words.get(c.path)!;
    const own = addedBytes({ start: w.start, cut: w.cut });
    const spot = c.truncated ? cutOffset(first, c) - (addedBefore + own + CUT_SLACK_BYTES) : undefined;
    const out = plantText(c.text, w, spot);
    addedBefore += addedBytes(out.planted);
    texts.set(c.path, out.text);
    const planted: PlantedFile["words"] = {};
    if (out.planted.start) planted.START = out.planted.start;
    if (out.planted.cut) planted.CUT = out.planted.cut;
    if (out.planted.end) planted.END = out.planted.end;
    files.push({
      path: c.path,
      aliases: c.aliases,
      status: c.status,
      words: planted,
      ...(out.startSkipped ? { note: `No START codeword: ${out.startSkipped}.` } : {}),
    });
  }
  return { files, skipped, texts };
}

/** The planted texts as bytes, for overlayFs. */
export const plantedBytes = (texts: Map<string, string>): Map<string, Uint8Array> =>
  new Map([...texts].map(([p, t]) => [p, encodeUtf8(t)]));
