/**
 * `@path` imports in context files, as memoryImportProcessor.ts processImports does them:
 * an import is `@` at the start or after whitespace, up to the next whitespace, starting with `.`,
 * `/` or an ASCII letter; imports inside backtick runs are left alone; targets must resolve (through
 * symlinks) inside the project root of the importing file; at most 5 levels deep; only the chain of
 * files being imported counts as "already processed" (siblings may import the same file twice).
 */
import type { FsErrorCode } from "../../fs/port";
import { decodeLossy } from "../../core/bytes";
import { basename, dirname, isWithin, join, resolvePath } from "../../core/paths";
import type { ResolveContext } from "../base";
import { DEFAULTS, TRAVERSAL_MESSAGE, flatClose, flatOpen, importClose, importFailed, importOpen, importSeen } from "./facts";
import { content, frame, trimSegs, type Segs } from "./segments";

/** What became of one import target, in the order the imports appear. */
export interface ImportRecord {
  path: string;
  status: "included" | "duplicate" | "disabled" | "unreadable";
  reason: string;
  size: number;
}

export interface ImportOptions {
  format: "tree" | "flat";
  boundaryMarkers: string[];
}

interface Found {
  start: number;
  end: number;
  path: string;
}

const isWs = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r";
const startsImport = (c: string) => c === "." || c === "/" || /^[A-Za-z]$/.test(c);

function findImports(text: string): Found[] {
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

/** Spans matched by /(`+)([\s\S]*?)\1/g: inline code and fenced blocks alike. */
function codeRegions(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/(`+)([\s\S]*?)\1/g)) out.push([m.index, m.index + m[0].length]);
  return out;
}

const inCode = (regions: [number, number][], at: number) => regions.some(([s, e]) => at >= s && at < e);

/** paths.ts robustRealpath: the canonical path, resolving a missing tail through its existing parent; null on loops. */
function robustRealpath(ctx: ResolveContext, p: string, seen = new Set<string>()): string | null {
  if (seen.has(p)) return null;
  seen.add(p);
  const r = ctx.fs.realpath(p);
  if (r.ok) return r.value;
  if (r.code !== "ENOENT" && r.code !== "ENOTDIR") return null;
  const l = ctx.fs.lstat(p);
  if (l.ok && l.value.kind === "symlink") {
    const target = ctx.fs.readlink(p);
    if (target.ok) return robustRealpath(ctx, resolvePath(dirname(p), target.value), seen);
  } else if (!l.ok && l.code !== "ENOENT" && l.code !== "ENOTDIR") return null;
  const parent = dirname(p);
  if (parent === p) return p;
  const realParent = robustRealpath(ctx, parent, seen);
  return realParent === null ? null : join(realParent, basename(p));
}

/** validateImportPath: no URLs, and the target's real path lies inside the real project root. */
function allowed(ctx: ResolveContext, importPath: string, base: string, root: string): boolean {
  if (/^(file|https?):\/\//.test(importPath)) return false;
  let decoded = resolvePath(base, importPath);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A malformed escape keeps the path as written, as upstream.
  }
  const target = robustRealpath(ctx, resolvePath("/", decoded));
  const realRoot = robustRealpath(ctx, root);
  return target !== null && realRoot !== null && isWithin(target, realRoot);
}

/** memoryImportProcessor.ts findProjectRoot: nearest ancestor holding a marker, else the start directory. */
export function importRoot(ctx: ResolveContext, start: string, markers: string[]): string {
  for (let dir = start; ; dir = dirname(dir)) {
    for (const m of markers) {
      if (m.startsWith("/") || m.includes("..")) continue;
      if (ctx.fs.exists(join(dir, m))) return dir;
    }
    if (dir === "/") return start;
  }
}

const NODE_MESSAGES: Partial<Record<FsErrorCode, string>> = {
  ENOENT: "no such file or directory",
  ENOTDIR: "not a directory",
  EACCES: "permission denied",
  ELOOP: "too many symbolic links encountered",
};

/** fs.access then fs.readFile(utf-8), with Node's error messages. */
function readImport(ctx: ResolveContext, full: string): { ok: true; text: string; size: number; valid: boolean } | { ok: false; message: string } {
  const st = ctx.fs.stat(full);
  // EREFUSED is Rulescope's own refusal, not Node's: its sentence says why the file was not read.
  if (!st.ok) return { ok: false, message: st.code === "EREFUSED" ? st.message : `${st.code}: ${NODE_MESSAGES[st.code] ?? "i/o error"}, access '${full}'` };
  if (st.value.kind === "dir") return { ok: false, message: "EISDIR: illegal operation on a directory, read" };
  const r = ctx.fs.readFile(full);
  if (!r.ok) return { ok: false, message: `${r.code}: ${NODE_MESSAGES[r.code] ?? "i/o error"}, open '${full}'` };
  const { text, valid } = decodeLossy(r.value);
  return { ok: true, text, size: st.value.size, valid };
}

interface TreeState {
  /** Files on the current import chain (not the root file itself, as upstream). */
  chain: Set<string>;
  depth: number;
}

function processTree(ctx: ResolveContext, text: string, file: string, state: TreeState, root: string, records: ImportRecord[], opts: ImportOptions): Segs {
  if (state.depth >= DEFAULTS.importMaxDepth) {
    if (findImports(text).length > 0)
      ctx.diag({ level: "info", code: "import-depth", path: file, message: `${file} is ${state.depth} imports deep; Gemini CLI stops at ${DEFAULTS.importMaxDepth}, so its @ lines stay as plain text.` });
    return [content(text, file)];
  }
  const base = dirname(file);
  const regions = codeRegions(text);
  const out: Segs = [];
  let last = 0;
  for (const imp of findImports(text)) {
    out.push(content(text.slice(last, imp.start), file));
    last = imp.end;
    if (inCode(regions, imp.start)) {
      out.push(content(`@${imp.path}`, file));
      continue;
    }
    const full = resolvePath(base, imp.path);
    if (!allowed(ctx, imp.path, base, root)) {
      out.push(frame(importFailed(imp.path, TRAVERSAL_MESSAGE)));
      records.push({ path: full, status: "disabled", reason: `Not imported by ${file}: ${imp.path} resolves outside the project root ${root} (or is a URL or a symlink loop), so Gemini CLI refuses it as a path traversal.`, size: 0 });
      continue;
    }
    if (state.chain.has(full)) {
      out.push(frame(importSeen(imp.path)));
      records.push({ path: full, status: "duplicate", reason: `Not imported again by ${file}: it is already on the import chain (a cycle).`, size: 0 });
      continue;
    }
    const read = readImport(ctx, full);
    if (!read.ok) {
      out.push(frame(importFailed(imp.path, read.message)));
      records.push({ path: full, status: "unreadable", reason: `Import by ${file} failed (${read.message}); a comment marks the spot.`, size: 0 });
      continue;
    }
    if (!read.valid) ctx.diag({ level: "warning", code: "invalid-utf8", path: full, message: `${full} is not valid UTF-8; invalid bytes were replaced with U+FFFD, as the agent does.` });
    // The record goes where the import appears, before the files it imports itself.
    records.push({ path: full, status: "included", reason: `Included: imported by ${file} (@${imp.path}), in place of the @ line.`, size: read.size });
    const inner = processTree(ctx, read.text, full, { chain: new Set([...state.chain, full]), depth: state.depth + 1 }, root, records, opts);
    out.push(frame(importOpen(imp.path)), ...inner, frame(importClose(imp.path)));
  }
  out.push(content(text.slice(last), file));
  return out.filter((s) => s.text !== "");
}

/** Flat format: every file once, root first, then imports depth-first from the last @ line up. */
function processFlat(ctx: ResolveContext, text: string, file: string, root: string, records: ImportRecord[]): Segs {
  const seen = new Set<string>();
  const files: { label: string; path: string; text: string }[] = [];
  // Upstream labels the root by its directory (path.resolve(basePath)), not by the file.
  const visit = (body: string, path: string, label: string) => {
    if (seen.has(label)) return;
    seen.add(label);
    files.push({ label, path, text: body });
    const regions = codeRegions(body);
    const found = findImports(body);
    for (let i = found.length - 1; i >= 0; i--) {
      const imp = found[i];
      if (inCode(regions, imp.start)) continue;
      const base = dirname(path);
      const full = resolvePath(base, imp.path);
      if (!allowed(ctx, imp.path, base, root)) {
        records.push({ path: full, status: "disabled", reason: `Not imported by ${path}: ${imp.path} resolves outside the project root ${root}; the flat format skips it silently.`, size: 0 });
        continue;
      }
      if (seen.has(full)) {
        records.push({ path: full, status: "duplicate", reason: `Not imported again by ${path}: the flat format lists each file once.`, size: 0 });
        continue;
      }
      const read = readImport(ctx, full);
      if (!read.ok) {
        records.push({ path: full, status: "unreadable", reason: `Import by ${path} failed (${read.message}); the flat format skips it silently.`, size: 0 });
        continue;
      }
      records.push({ path: full, status: "included", reason: `Included: imported by ${path} (@${imp.path}), listed as its own --- File: block.`, size: read.size });
      visit(read.text, full, full);
    }
  };
  visit(text, file, dirname(file));
  const out: Segs = [];
  files.forEach((f, i) => {
    if (i > 0) out.push(frame("\n\n"));
    out.push(frame(flatOpen(f.label)), ...trimSegs([content(f.text, f.path)]), frame(flatClose(f.label)));
  });
  return out;
}

/** The text of one context file after import processing, and what happened to each import. */
export function expandImports(ctx: ResolveContext, text: string, file: string, opts: ImportOptions): { segs: Segs; records: ImportRecord[] } {
  const root = importRoot(ctx, dirname(file), opts.boundaryMarkers);
  const records: ImportRecord[] = [];
  const segs =
    opts.format === "flat"
      ? processFlat(ctx, text, file, root, records)
      : processTree(ctx, text, file, { chain: new Set(), depth: 0 }, root, records, opts);
  return { segs, records };
}
