/**
 * `@path` imports in Qwen Code context files (utils/memoryImportProcessor.ts). Same wrappers and the
 * same `@` scan as Gemini CLI, but code regions come from marked's lexer (code blocks and code
 * spans), the allowed folder is the importing file's project root (root.ts, else the file's folder)
 * compared without resolving symlinks, the top file counts as already processed (0.21+; behaviour.ts
 * `topFileOnChain`), and a missing target keeps its `@path` text.
 */
import { Lexer, type Token } from "marked";
import { MAX_IMPORTS_IN_CODE_NOTED } from "../../core/import-budget";
import { markdownTooComplex } from "../../core/markdown-scan";
import { dirname, isWithin, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import { memoByText } from "../../core/text-memo";
import type { ProfileContext } from "../base";
import {
  codeRegions as backtickRegions,
  findImports,
  flatClose,
  flatOpen,
  importClose,
  importFailed,
  importOpen,
  importSeen,
  TRAVERSAL_MESSAGE,
} from "../gemini-lineage";
import type { Segs } from "../../core/segments";
import { noteSimplifiedMarkdown, warnLossy } from "../shared";
import { IMPORT_MAX_DEPTH } from "./facts";
import type { Behaviour } from "./behaviour";
import { findProjectRoot } from "./root";
import { meantAsFile } from "../../core/file-reference";

export interface ImportRecord {
  path: string;
  status: "included" | "duplicate" | "unreadable" | "over-budget";
  reason: string;
  size: number;
}

// The @path scan is the one Qwen Code kept from Gemini CLI unchanged (same start characters, same
// whitespace rule); only the code regions differ (below).

/** findCodeRegions: offsets of `code` and `codespan` tokens, walked the way upstream walks them. */
function codeRegions(ctx: ProfileContext, text: string, file: string): readonly (readonly [number, number])[] {
  const { why, regions } = lexedRegions(text);
  if (why) noteSimplifiedMarkdown(ctx, file, why);
  return regions;
}

/** The regions of one text, kept for recent documents: lexing is most of this profile's time. */
const lexedRegions = memoByText((text: string) => {
  const why = markdownTooComplex(text);
  if (why) return Object.freeze({ why, regions: Object.freeze(backtickRegions(text)) });
  const regions: [number, number][] = [];
  const walk = (t: Token, base: number) => {
    if (t.type === "code" || t.type === "codespan") regions.push([base, base + t.raw.length]);
    const kids = "tokens" in t ? (t.tokens as Token[] | undefined) : undefined;
    if (!kids) return;
    let at = 0;
    for (const k of kids) {
      const i = t.raw.indexOf(k.raw, at);
      if (i === -1) break;
      walk(k, base + i);
      at = i + k.raw.length;
    }
  };
  let offset = 0;
  try {
    for (const t of Lexer.lex(text)) {
      walk(t, offset);
      offset += t.raw.length;
    }
  } catch {
    // marked's block regexes run out of stack on runs of megabytes (blank lines, one long paragraph);
    // upstream would fail there too, so Rulescope reads the file as its bounded scanner does.
    return Object.freeze({
      why: "marked, the Markdown reader Qwen Code uses, runs out of stack on it",
      regions: Object.freeze(backtickRegions(text)),
    });
  }
  return Object.freeze({ why: null, regions: Object.freeze(regions) });
});

/** validateImportPath: no URL, and the resolved path inside the allowed folder (no symlink resolution). */
const allowed = (imp: string, base: string, root: string) => !/^(file|https?):\/\//.test(imp) && isWithin(resolvePath(base, imp), root);

type Read = { ok: true; text: string; size: number } | { ok: false; missing: boolean; message: string };

/** fs.access then fs.readFile(utf-8): a missing path is "not an import"; other failures carry Node's message. */
function readImport(ctx: ProfileContext, full: string): Read {
  const r = readCandidate(ctx.fs, full);
  if (r.kind === "file") {
    warnLossy(ctx, r);
    return { ok: true, text: r.text, size: r.size };
  }
  if (r.kind === "missing") return { ok: false, missing: true, message: r.message };
  if (r.kind === "not-a-file") return { ok: false, missing: false, message: "EISDIR: illegal operation on a directory, read" };
  if (r.kind === "loop") return { ok: false, missing: false, message: `ELOOP: too many symbolic links encountered, open '${full}'` };
  return { ok: false, missing: false, message: r.code === "EACCES" ? `EACCES: permission denied, open '${full}'` : r.message };
}

interface Run {
  root: string;
  records: ImportRecord[];
  noted: number;
}

/**
 * What stands in place of an import that could not be read: a missing file keeps its `@` line as
 * written (noted when it looks meant as a file); any other failure says so in Qwen Code's words.
 */
function failedImport(
  ctx: ProfileContext,
  r: { missing?: boolean; message: string },
  at: { file: string; ref: string; full: string; literal: Segs[number] },
  run: Run,
): Segs[number] {
  const { file, ref, full, literal } = at;
  if (!r.missing) {
    run.records.push({ path: full, status: "unreadable", reason: `Import failed for ${file}: ${r.message}.`, size: 0 });
    return { text: importFailed(ref, r.message) };
  }
  if (meantAsFile(ref))
    ctx.diag({
      level: "info",
      code: "missing-reference",
      path: file,
      message: `${file} imports @${ref}, but ${full} does not exist; Qwen Code keeps the text as written.`,
    });
  return literal;
}

function tree(ctx: ProfileContext, text: string, file: string, base: string, seen: Set<string>, depth: number, run: Run): Segs {
  if (depth >= IMPORT_MAX_DEPTH) {
    if (findImports(text).length > 0)
      ctx.diag({
        level: "info",
        code: "import-too-deep",
        path: file,
        message: `${file} is ${depth} imports deep; Qwen Code stops at ${IMPORT_MAX_DEPTH} and leaves its @ lines as written.`,
      });
    return [{ text, path: file }];
  }
  const code = codeRegions(ctx, text, file);
  const out: Segs = [];
  let last = 0;
  for (const imp of findImports(text)) {
    out.push({ text: text.slice(last, imp.start), path: file });
    last = imp.end;
    const literal = { text: `@${imp.path}`, path: file };
    if (code.some(([s, e]) => imp.start >= s && imp.start < e)) {
      if (run.noted++ < MAX_IMPORTS_IN_CODE_NOTED)
        ctx.diag({
          level: "info",
          code: "import-in-code",
          path: file,
          message: `@${imp.path} in ${file} sits in code, so Qwen Code leaves it as text and does not import the file.`,
        });
      out.push(literal);
      continue;
    }
    if (!allowed(imp.path, base, run.root)) {
      out.push({ text: importFailed(imp.path, TRAVERSAL_MESSAGE) });
      run.records.push({
        path: resolvePath(base, imp.path),
        status: "unreadable",
        reason: `Not imported by ${file}: it lies outside ${run.root}, the project root imports may reach.`,
        size: 0,
      });
      continue;
    }
    const full = normalize(resolvePath(base, imp.path));
    if (seen.has(full)) {
      out.push({ text: importSeen(imp.path) });
      run.records.push({
        path: full,
        status: "duplicate",
        reason: `Not imported again by ${file}: it is already on the import chain.`,
        size: 0,
      });
      continue;
    }
    const r = readImport(ctx, full);
    if (!r.ok) {
      out.push(failedImport(ctx, r, { file, ref: imp.path, full, literal }, run));
      continue;
    }
    if (!ctx.imports.take(r.text.length, { path: file })) {
      out.push(literal);
      run.records.push({
        path: full,
        status: "over-budget",
        reason: `Not expanded for ${file}: Rulescope's import budget for one resolve is spent (Qwen Code would expand it).`,
        size: r.size,
      });
      continue;
    }
    run.records.push({ path: full, status: "included", reason: `Included: ${file} imports it as @${imp.path}.`, size: r.size });
    out.push({ text: importOpen(imp.path) }, ...tree(ctx, r.text, full, dirname(full), new Set([...seen, full]), depth + 1, run), {
      text: importClose(imp.path),
    });
  }
  out.push({ text: text.slice(last), path: file });
  return out;
}

/**
 * Flat format as 0.15 has it: every file reached once (the first route wins, with no depth limit),
 * and the top file is named by its folder, so a file importing the top file brings it in again as a
 * second block.
 */
function flatFirstRoute(ctx: ProfileContext, text: string, file: string, run: Run): Segs {
  const files: { path: string; text: string; shown?: string }[] = [];
  const seen = new Set<string>();
  const visit = (content: string, path: string, base: string, shown = path) => {
    if (seen.has(shown)) return;
    seen.add(shown);
    files.push({ path, text: content, shown });
    const code = codeRegions(ctx, content, path);
    const imps = findImports(content);
    for (let i = imps.length - 1; i >= 0; i--) {
      const imp = imps[i];
      if (code.some(([s, e]) => imp.start >= s && imp.start < e) || !allowed(imp.path, base, run.root)) continue;
      const full = normalize(resolvePath(base, imp.path));
      if (seen.has(full)) continue;
      const r = readImport(ctx, full);
      if (!r.ok || !ctx.imports.take(r.text.length, { path })) continue;
      run.records.push({
        path: full,
        status: "included",
        reason: `Included: ${path} imports it as @${imp.path} (flat format: one block per file).`,
        size: r.size,
      });
      visit(r.text, full, dirname(full));
    }
  };
  // The top file goes by its folder's name (processImports gets no current file in 0.15).
  visit(text, file, dirname(file), dirname(file));
  return flatBlocks(files);
}

/** `--- File: <shown> ---` blocks, trimmed, joined by a blank line; each text is its file's. */
function flatBlocks(files: readonly { path: string; text: string; shown?: string }[]): Segs {
  const out: Segs = [];
  files.forEach((f, i) => {
    if (i > 0) out.push({ text: "\n\n" });
    const shown = f.shown ?? f.path;
    out.push({ text: flatOpen(shown) }, { text: f.text.trim(), path: f.path }, { text: flatClose(shown) });
  });
  return out;
}

/**
 * Flat format: every file reached once, in first-encounter order, each trimmed in a `--- File:`
 * block; a file reached again by a shallower route has its imports expanded from there. Upstream
 * walks each file's imports from the last to the first.
 */
function flat(ctx: ProfileContext, text: string, file: string, run: Run): Segs {
  const files: { path: string; text: string }[] = [];
  const expandedAt = new Map<string, number>();
  const visit = (content: string, path: string, depth: number) => {
    const seenAt = expandedAt.get(path);
    if (seenAt !== undefined && seenAt <= depth) return;
    if (seenAt === undefined) files.push({ path, text: content });
    expandedAt.set(path, depth);
    if (depth >= IMPORT_MAX_DEPTH) return;
    const code = codeRegions(ctx, content, path);
    const imps = findImports(content);
    for (let i = imps.length - 1; i >= 0; i--) {
      const imp = imps[i];
      if (code.some(([s, e]) => imp.start >= s && imp.start < e) || !allowed(imp.path, dirname(path), run.root)) continue;
      const full = normalize(resolvePath(dirname(path), imp.path));
      const at = expandedAt.get(full);
      if (at !== undefined && at <= depth + 1) continue;
      const r = readImport(ctx, full);
      if (!r.ok || !ctx.imports.take(r.text.length, { path })) continue;
      if (at === undefined)
        run.records.push({
          path: full,
          status: "included",
          reason: `Included: ${path} imports it as @${imp.path} (flat format: one block per file).`,
          size: r.size,
        });
      visit(r.text, full, depth + 1);
    }
  };
  visit(text, file, 0);
  return flatBlocks(files);
}

/** processImports as memoryDiscovery.ts calls it for one context file. */
export function expandImports(
  ctx: ProfileContext,
  text: string,
  file: string,
  format: "tree" | "flat",
  b: Behaviour,
): { pieces: Segs; records: ImportRecord[] } {
  const run: Run = { root: findProjectRoot(ctx, dirname(file), b.gitFile) ?? dirname(file), records: [], noted: 0 };
  const chain = new Set(b.topFileOnChain ? [file] : []);
  const pieces =
    format === "tree"
      ? tree(ctx, text, file, dirname(file), chain, 0, run)
      : b.topFileOnChain
        ? flat(ctx, text, file, run)
        : flatFirstRoute(ctx, text, file, run);
  return { pieces, records: run.records };
}
