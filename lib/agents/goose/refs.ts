/**
 * Goose's hint file reading and `@path` reference expansion (import_files.rs), writing into a
 * Composer so the prompt's parts keep pointing at the right files. Upstream's budgets are modelled:
 * 64 reference attempts per hint file, depth 3, one input budget per load and the 1 MiB output cap.
 */
import { Composer } from "../../core/compose";
import { formatBytes, utf8Length } from "../../core/bytes";
import type { IgnoreMatcher } from "../../core/gitignore";
import { readCandidate } from "../../core/read";
import { dirname, isAbsolute, isWithin, join, normalize, relative } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText } from "../shared";
import {
  importClose,
  importOpen,
  MAX_HINT_BYTES,
  MAX_IMPORT_DEPTH,
  MAX_REFERENCE_OPERATIONS,
  MAX_SCAN_BYTES,
  REFERENCE_PATTERN,
} from "./facts";
import type { SourceLayer } from "../../source-layers";
import { meantAsFile } from "../../core/file-reference";

/** The input budget of one load (shared by every hint file it reads) and the files it has loaded. */
export interface LoadState {
  inputLeft: number;
  loaded: Set<string>;
}

/** Where references of one hint file may lead, and which files the project's .gitignore hides. */
export interface Scope {
  boundary: string;
  ignore: { matcher: IgnoreMatcher; root: string } | null;
}

interface FileBudget {
  ops: number;
  outputLeft: number;
  exhausted: boolean;
}

/** utils::sanitize_unicode_tags: characters of the Unicode Tags block are dropped before use. */
const sanitizeTags = (s: string): string => s.replace(/[\u{E0000}-\u{E007F}]/gu, "");

/** A `.git` path component (any case) is never read: upstream refuses git metadata. */
const hasGitComponent = (p: string): boolean => p.split("/").some((c) => c.toLowerCase() === ".git");

export type TopRead = { ok: true; text: string; size: number; real: string } | { ok: false; source: Source };

/** The file's canonical path, if it lies inside the boundary and outside git metadata (sanitize_existing_path). */
function canonicalInside(ctx: ProfileContext, path: string, boundary: string): { ok: true; real: string } | { ok: false; why: string } {
  const b = ctx.fs.realpath(boundary);
  const r = ctx.fs.realpath(path);
  if (!b.ok || !r.ok) return { ok: false, why: `its real path cannot be resolved` };
  if (!isWithin(r.value, b.value))
    return { ok: false, why: `it resolves to ${r.value}, outside ${b.value}, where Goose allows hint files to come from` };
  if (hasGitComponent(relative(b.value, r.value))) return { ok: false, why: `it lies in git metadata (.git), which Goose never reads` };
  return { ok: true, real: r.value };
}

/** Read one file whole as strict UTF-8 within the input budget; null with a reason otherwise. */
function readStrict(
  ctx: ProfileContext,
  path: string,
  state: LoadState,
): { text: string; size: number } | { why: string; status: Source["status"]; size: number } {
  const st = ctx.fs.stat(path);
  const size = st.ok ? st.value.size : 0;
  if (size > state.inputLeft)
    return {
      why: `it has ${size} bytes, more than the ${state.inputLeft} bytes left of Goose's ${formatBytes(MAX_HINT_BYTES)} hint input budget`,
      status: "over-budget",
      size,
    };
  const r = readCandidate(ctx.fs, path, { limit: state.inputLeft + 1 });
  if (r.kind !== "file") return { why: r.message, status: "unreadable", size };
  state.inputLeft = Math.max(0, state.inputLeft - r.bytes.length);
  if (!r.validUtf8) return { why: "it is not valid UTF-8, and Goose reads hint files only as UTF-8 text", status: "unreadable", size };
  if (r.binary)
    ctx.diag({
      level: "warning",
      code: "file-binary",
      path,
      message: `${path} looks binary (it has NUL bytes); Goose still reads it as text.`,
    });
  return { text: sanitizeTags(r.text), size };
}

/**
 * Read a top-level hint file for a section with `outputLeft` bytes of room (read_referenced_files):
 * it must be canonical inside its boundary, fit both budgets, and be UTF-8.
 */
export function readHintFile(
  ctx: ProfileContext,
  path: string,
  layer: SourceLayer,
  scope: Scope,
  state: LoadState,
  outputLeft: number,
): TopRead {
  const inside = canonicalInside(ctx, path, scope.boundary);
  if (!inside.ok) return { ok: false, source: noText(path, layer, "unreadable", `Refused: ${inside.why}.`) };
  const r = readStrict(ctx, inside.real, state);
  if (!("text" in r)) return { ok: false, source: noText(path, layer, r.status, `Skipped: ${r.why}.`, r.size) };
  const bytes = utf8Length(r.text);
  if (bytes > outputLeft)
    return {
      ok: false,
      source: noText(
        path,
        layer,
        "over-budget",
        `Skipped whole: its ${bytes} bytes do not fit the ${Math.max(0, outputLeft)} bytes left of Goose's ${formatBytes(MAX_HINT_BYTES)} hints limit.`,
        r.size,
      ),
    };
  return { ok: true, text: r.text, size: r.size, real: inside.real };
}

/** Expand `text` (the file at `path`, really at `real`) into `c`, recording each imported file in `sources`. */
export function expandHint(
  ctx: ProfileContext,
  c: Composer,
  text: string,
  path: string,
  real: string,
  scope: Scope,
  state: LoadState,
  outputLeft: number,
  sources: Source[],
): void {
  const budget: FileBudget = {
    ops: MAX_REFERENCE_OPERATIONS,
    outputLeft: outputLeft - utf8Length(text),
    exhausted: outputLeft - utf8Length(text) === 0,
  };
  expand(ctx, c, text, path, real, 0, new Set(), scope, state, budget, sources);
}

function reserve(b: FileBudget, bytes: number): boolean {
  if (b.exhausted || bytes > b.outputLeft) return false;
  b.outputLeft -= bytes;
  if (b.outputLeft === 0) b.exhausted = true;
  return true;
}

function expand(
  ctx: ProfileContext,
  c: Composer,
  text: string,
  path: string,
  real: string,
  depth: number,
  visited: Set<string>,
  scope: Scope,
  state: LoadState,
  b: FileBudget,
  sources: Source[],
): void {
  if (utf8Length(text) > MAX_SCAN_BYTES) {
    if (text.includes("@"))
      ctx.diag({
        level: "info",
        code: "references-not-scanned",
        path,
        message: `${path} has more than ${formatBytes(MAX_SCAN_BYTES)} of text, so Goose does not look for @references in it.`,
      });
    c.content(text, path);
    return;
  }
  let cursor = 0;
  for (const m of text.matchAll(new RegExp(REFERENCE_PATTERN, "g"))) {
    const ref = m[1];
    const start = m.index + m[0].length - ref.length - 1; // the "@"
    const end = m.index + m[0].length;
    c.content(text.slice(cursor, start), path);
    cursor = end;
    const literal = () => c.content(text.slice(start, end), path);
    if (depth >= MAX_IMPORT_DEPTH) {
      ctx.diag({
        level: "info",
        code: "import-too-deep",
        path,
        message: `${path}: @${ref} is ${depth} references deep; Goose expands only ${MAX_IMPORT_DEPTH} levels, so it stays as written.`,
      });
      literal();
      continue;
    }
    if (b.exhausted || b.ops === 0) {
      b.exhausted = true;
      literal();
      continue;
    }
    b.ops--;
    const target = resolveRef(ctx, ref, real, path, visited, scope);
    if (!target || !importInto(ctx, c, ref, target, depth, visited, scope, state, b, sources, path)) literal();
  }
  c.content(text.slice(cursor), path);
}

/** should_process_reference: the canonical target, or null (the reference then stays as written). */
function resolveRef(ctx: ProfileContext, ref: string, real: string, path: string, visited: Set<string>, scope: Scope): string | null {
  if (visited.has(ref)) return null;
  const refused = (why: string) => {
    ctx.diag({ level: "warning", code: "reference-refused", path, message: `${path}: Goose does not expand @${ref}: ${why}.` });
    return null;
  };
  if (isAbsolute(ref)) return refused("absolute paths are not allowed in references");
  if (hasGitComponent(ref)) return refused("it names git metadata (.git)");
  const resolved = normalize(join(dirname(real), ref));
  const r = ctx.fs.realpath(resolved);
  if (!r.ok) {
    if (meantAsFile(ref))
      ctx.diag({
        level: "info",
        code: "missing-reference",
        path,
        message: `${path} references @${ref}, but ${resolved} does not exist; the reference stays as written.`,
      });
    return null;
  }
  const b = ctx.fs.realpath(scope.boundary);
  if (!b.ok || !isWithin(r.value, b.value))
    return refused(`${r.value} is outside ${b.ok ? b.value : scope.boundary}, the folder references may reach`);
  if (hasGitComponent(relative(b.value, r.value))) return refused("it lies in git metadata (.git)");
  if (scope.ignore) {
    const rel = isWithin(r.value, scope.ignore.root) ? relative(scope.ignore.root, r.value) : r.value.slice(1);
    if (scope.ignore.matcher.ignores(rel, false)) {
      ctx.diag({
        level: "info",
        code: "reference-skipped",
        path,
        message: `${path}: @${ref} is in a .gitignore'd path, so Goose leaves it as written.`,
      });
      return null;
    }
  }
  const st = ctx.fs.stat(r.value);
  return st.ok && st.value.kind === "file" ? r.value : null;
}

/** process_file_reference: wrap the target's text (its own references expanded) in place of `@ref`. */
function importInto(
  ctx: ProfileContext,
  c: Composer,
  ref: string,
  target: string,
  depth: number,
  visited: Set<string>,
  scope: Scope,
  state: LoadState,
  b: FileBudget,
  sources: Source[],
  by: string,
): boolean {
  const replaced = utf8Length(ref) + 1;
  const wrapper = utf8Length(importOpen(ref) + importClose(ref));
  if (b.exhausted || wrapper - replaced > b.outputLeft) return false;
  const r = readStrict(ctx, target, state);
  if (!("text" in r)) {
    ctx.diag({ level: "warning", code: "reference-skipped", path: by, message: `${by}: Goose leaves @${ref} as written: ${r.why}.` });
    return false;
  }
  if (!reserve(b, Math.max(0, utf8Length(r.text) + wrapper - replaced))) {
    ctx.diag({
      level: "warning",
      code: "rule-over-limit",
      path: by,
      message: `${by}: @${ref} would pass Goose's ${formatBytes(MAX_HINT_BYTES)} hints limit, so it stays as written.`,
    });
    return false;
  }
  if (!ctx.imports.take(r.text.length, { path: by })) return false;
  sources.push({
    path: target,
    layer: "import",
    status: "included",
    reason: `Included: ${by} references it as @${ref}; its text replaces the reference.`,
    bytes: r.size,
    includedBytes: utf8Length(r.text),
  });
  visited.add(ref);
  c.frame(importOpen(ref));
  expand(ctx, c, r.text, target, target, depth + 1, visited, scope, state, b, sources);
  c.frame(importClose(ref));
  visited.delete(ref);
  return true;
}
