/**
 * `@path` imports in context files, as memoryImportProcessor.ts processImports does them:
 * an import is `@` at the start or after whitespace, up to the next whitespace, starting with `.`,
 * `/` or an ASCII letter; imports inside backtick runs are left alone; targets must resolve (through
 * symlinks) inside the project root of the importing file; at most 5 levels deep; only the chain of
 * files being imported counts as "already processed" (siblings may import the same file twice).
 */
import { append } from "../../core/append";
import type { FsErrorCode } from "../../fs/port";
import { decodeLossy } from "../../core/bytes";
import { MAX_IMPORTS_IN_CODE_NOTED } from "../../core/import-budget";
import { lineIndex } from "../../core/line-index";
import { nearestAncestor } from "../../core/nearest";
import { basename, dirname, isWithin, join, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { DEFAULTS } from "./facts";
import {
  TRAVERSAL_MESSAGE,
  codeRegions,
  findImports,
  flatClose,
  flatOpen,
  importClose,
  importFailed,
  importOpen,
  importSeen,
} from "../gemini-lineage";
import { content, frame, trimSegs, type Seg, type Segs } from "../../core/segments";

/** What became of one import target, in the order the imports appear. */
export interface ImportRecord {
  path: string;
  status: "included" | "duplicate" | "disabled" | "unreadable" | "over-budget";
  reason: string;
  size: number;
}

export interface ImportOptions {
  format: "tree" | "flat";
  boundaryMarkers: string[];
}

/**
 * Whether `at` lies in a code region. Regions are sorted and imports are asked about in text order,
 * so one cursor walks both lists once (a scan per import was quadratic with 100,000 imports).
 */
function codeCursor(regions: [number, number][]): (at: number) => boolean {
  let i = 0;
  return (at) => {
    while (i < regions.length && regions[i][1] <= at) i++;
    return i < regions.length && at >= regions[i][0];
  };
}

/** paths.ts robustRealpath: the canonical path, resolving a missing tail through its existing parent; null on loops. */
function robustRealpath(ctx: ProfileContext, p: string, seen = new Set<string>()): string | null {
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
function allowed(ctx: ProfileContext, importPath: string, base: string, root: string): boolean {
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
function importRoot(ctx: ProfileContext, start: string, markers: string[]): string {
  const usable = markers.filter((m) => !m.startsWith("/") && !m.includes(".."));
  return nearestAncestor(ctx, `markers\0${usable.join("\0")}`, start, (dir) => usable.some((m) => ctx.fs.exists(join(dir, m)))) ?? start;
}

const NODE_MESSAGES: Partial<Record<FsErrorCode, string>> = {
  ENOENT: "no such file or directory",
  ENOTDIR: "not a directory",
  EACCES: "permission denied",
  ELOOP: "too many symbolic links encountered",
};

/** fs.access then fs.readFile(utf-8), with Node's error messages. */
function readImport(
  ctx: ProfileContext,
  full: string,
): { ok: true; text: string; size: number; valid: boolean } | { ok: false; message: string } {
  const st = ctx.fs.stat(full);
  // EREFUSED is Rulescope's own refusal, not Node's: its sentence says why the file was not read.
  if (!st.ok)
    return {
      ok: false,
      message: st.code === "EREFUSED" ? st.message : `${st.code}: ${NODE_MESSAGES[st.code] ?? "i/o error"}, access '${full}'`,
    };
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

/**
 * An import's file, read; or what stands for it when Gemini CLI does not expand it, recorded: a path
 * outside the project root (traversal), a file already on the chain (a cycle), a failed read (each a
 * comment), or Rulescope's spent import budget (the @ line as written).
 */
function openImport(
  ctx: ProfileContext,
  at: { ref: string; full: string; file: string; base: string; root: string; chain: Set<string> },
  records: ImportRecord[],
): { stand: Seg } | { text: string; size: number; valid: boolean } {
  const { ref, full, file, base, root } = at;
  if (!allowed(ctx, ref, base, root)) {
    records.push({
      path: full,
      status: "disabled",
      reason: `Not imported by ${file}: ${ref} resolves outside the project root ${root} (or is a URL or a symlink loop), so Gemini CLI refuses it as a path traversal.`,
      size: 0,
    });
    return { stand: frame(importFailed(ref, TRAVERSAL_MESSAGE)) };
  }
  if (at.chain.has(full)) {
    records.push({
      path: full,
      status: "duplicate",
      reason: `Not imported again by ${file}: it is already on the import chain (a cycle).`,
      size: 0,
    });
    return { stand: frame(importSeen(ref)) };
  }
  const read = readImport(ctx, full);
  if (!read.ok) {
    records.push({
      path: full,
      status: "unreadable",
      reason: `Import by ${file} failed (${read.message}); a comment marks the spot.`,
      size: 0,
    });
    return { stand: frame(importFailed(ref, read.message)) };
  }
  if (!ctx.imports.take(read.text.length, { path: file })) {
    records.push({
      path: full,
      status: "over-budget",
      reason: `Not expanded for ${file}: Rulescope's import budget for one resolve is spent, so the @ line is left as written (Gemini CLI would expand it).`,
      size: read.size,
    });
    return { stand: content(`@${ref}`, file) };
  }
  return read;
}

function processTree(
  ctx: ProfileContext,
  text: string,
  file: string,
  state: TreeState,
  root: string,
  records: ImportRecord[],
  opts: ImportOptions,
): Segs {
  if (state.depth >= DEFAULTS.importMaxDepth) {
    if (findImports(text).length > 0)
      ctx.diag({
        level: "info",
        code: "import-too-deep",
        path: file,
        message: `${file} is ${state.depth} imports deep; Gemini CLI stops at ${DEFAULTS.importMaxDepth}, so its @ lines stay as plain text.`,
      });
    return [content(text, file)];
  }
  const base = dirname(file);
  const inCode = codeCursor(codeRegions(text));
  const lineOf = lineIndex(text);
  let noted = 0;
  const out: Segs = [];
  let last = 0;
  for (const imp of findImports(text)) {
    out.push(content(text.slice(last, imp.start), file));
    last = imp.end;
    // Code spans keep the @ line; so does a spent import budget (said once, not per import).
    if (inCode(imp.start) || ctx.imports.spent) {
      out.push(content(`@${imp.path}`, file));
      // Worth a word only when the file exists: then the backticks, not the path, keep it out.
      if (!ctx.imports.spent && noted++ < MAX_IMPORTS_IN_CODE_NOTED && ctx.fs.exists(resolvePath(base, imp.path)))
        ctx.diag({
          level: "info",
          code: "import-in-code",
          path: file,
          line: lineOf(imp.start),
          message: `@${imp.path} on line ${lineOf(imp.start)} of ${file} sits in a code span or block, so Gemini CLI leaves it as text and does not import the file. Move it out of the backticks to import it.`,
        });
      continue;
    }
    const full = resolvePath(base, imp.path);
    const read = openImport(ctx, { ref: imp.path, full, file, base, root, chain: state.chain }, records);
    if ("stand" in read) {
      out.push(read.stand);
      continue;
    }
    if (!read.valid)
      ctx.diag({
        level: "warning",
        code: "file-invalid-utf8",
        path: full,
        message: `${full} is not valid UTF-8; invalid bytes were replaced with U+FFFD, as the agent does.`,
      });
    // The record goes where the import appears, before the files it imports itself.
    records.push({
      path: full,
      status: "included",
      reason: `Included: imported by ${file} (@${imp.path}), in place of the @ line.`,
      size: read.size,
    });
    const inner = processTree(
      ctx,
      read.text,
      full,
      { chain: new Set([...state.chain, full]), depth: state.depth + 1 },
      root,
      records,
      opts,
    );
    out.push(frame(importOpen(imp.path)));
    append(out, inner);
    out.push(frame(importClose(imp.path)));
  }
  out.push(content(text.slice(last), file));
  return out.filter((s) => s.text !== "");
}

/** Flat format: every file once, root first, then imports depth-first from the last @ line up. */
function processFlat(ctx: ProfileContext, text: string, file: string, root: string, records: ImportRecord[]): Segs {
  const seen = new Set<string>();
  const files: { label: string; path: string; text: string }[] = [];
  // Upstream labels the root by its directory (path.resolve(basePath)), not by the file.
  const visit = (body: string, path: string, label: string) => {
    if (seen.has(label)) return;
    seen.add(label);
    files.push({ label, path, text: body });
    const regions = codeRegions(body);
    const found = findImports(body);
    // From the last @ up, so the code cursor walks the regions backwards: mark them first instead.
    const coded = new Set<number>();
    const inCode = codeCursor(regions);
    for (const imp of found) if (inCode(imp.start)) coded.add(imp.start);
    for (let i = found.length - 1; i >= 0; i--) {
      const imp = found[i];
      if (coded.has(imp.start) || ctx.imports.spent) continue;
      const base = dirname(path);
      const full = resolvePath(base, imp.path);
      if (!allowed(ctx, imp.path, base, root)) {
        records.push({
          path: full,
          status: "disabled",
          reason: `Not imported by ${path}: ${imp.path} resolves outside the project root ${root}; the flat format skips it silently.`,
          size: 0,
        });
        continue;
      }
      if (seen.has(full)) {
        records.push({
          path: full,
          status: "duplicate",
          reason: `Not imported again by ${path}: the flat format lists each file once.`,
          size: 0,
        });
        continue;
      }
      const read = readImport(ctx, full);
      if (!read.ok) {
        records.push({
          path: full,
          status: "unreadable",
          reason: `Import by ${path} failed (${read.message}); the flat format skips it silently.`,
          size: 0,
        });
        continue;
      }
      if (!ctx.imports.take(read.text.length, { path })) {
        records.push({
          path: full,
          status: "over-budget",
          reason: `Not listed for ${path}: Rulescope's import budget for one resolve is spent (Gemini CLI would list it).`,
          size: read.size,
        });
        continue;
      }
      records.push({
        path: full,
        status: "included",
        reason: `Included: imported by ${path} (@${imp.path}), listed as its own --- File: block.`,
        size: read.size,
      });
      visit(read.text, full, full);
    }
  };
  visit(text, file, dirname(file));
  const out: Segs = [];
  files.forEach((f, i) => {
    if (i > 0) out.push(frame("\n\n"));
    out.push(frame(flatOpen(f.label)));
    append(out, trimSegs([content(f.text, f.path)]));
    out.push(frame(flatClose(f.label)));
  });
  return out;
}

/** The text of one context file after import processing, and what happened to each import. */
export function expandImports(
  ctx: ProfileContext,
  text: string,
  file: string,
  opts: ImportOptions,
): { segs: Segs; records: ImportRecord[] } {
  const root = importRoot(ctx, dirname(file), opts.boundaryMarkers);
  const records: ImportRecord[] = [];
  const segs =
    opts.format === "flat"
      ? processFlat(ctx, text, file, root, records)
      : processTree(ctx, text, file, { chain: new Set(), depth: 0 }, root, records, opts);
  return { segs, records };
}
