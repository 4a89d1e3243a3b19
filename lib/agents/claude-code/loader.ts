/**
 * Reading one memory file and one rules directory, as claudemd.ts processMemoryFile / processMdRules
 * do: each normalized path (and a symlink's real path) once per pass, claudeMdExcludes, depth limit,
 * text extensions, frontmatter and block-comment stripping, empty files dropped, the including file
 * before its imports, external imports only when allowed. Results come back as an ordered list of
 * loaded files and notes (sources for files that were considered but not loaded).
 */
import { append } from "../../core/append";
import { utf8Length } from "../../core/bytes";
import { MAX_IMPORTS_IN_CODE_NOTED } from "../../core/import-budget";
import { lineIndex } from "../../core/line-index";
import { stripBlockHtmlComments } from "../../core/markdown-scan";
import { basename, dirname, isWithin, join, normalize } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { FsResult } from "../../fs/port";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { failedReadStatus, noteSimplifiedMarkdown, warnLossy } from "../shared";
import { MAX_INCLUDE_DEPTH, RULE_FRONTMATTER_KEYS, TEXT_FILE_EXTENSIONS, type MemoryType } from "./facts";
import { unknownFrontmatterKeys, unknownKeyDiagnostic } from "../../core/frontmatter-keys";
import { parseFrontmatter } from "./frontmatter";
import { MAX_BRACE_EXPANSION, braceExpansionCount } from "../../core/glob-shape";
import { extractIncludes } from "./imports";
import type { Settings } from "./settings";
import type { SourceLayer } from "../../source-layers";
import { meantAsFile } from "../../core/file-reference";

export interface MemoryFile {
  path: string;
  type: MemoryType;
  /** After frontmatter and block-comment stripping (not trimmed). */
  content: string;
  globs?: string[];
  /** The line `paths:` is written on, for warnings about its patterns. */
  globsLine?: number;
  /** The file that imported this one. */
  parent?: string;
  layer: SourceLayer;
  /** Why it was picked up, for the Source reason. */
  why: string;
  size: number;
  /** The file's real path when it differs (a symlink, or one in its directories). */
  realPath?: string;
  /** Handed to the engine by the agents-md plugin (an AGENTS.md or its import), not found by the engine itself. */
  viaPlugin?: true;
  /** For a cut MEMORY.md: the part of the file that was kept (without the warning). */
  kept?: string;
  /** The path as Claude Code writes it in the text, where that is not `path` (under a relative CLAUDE_CONFIG_DIR). */
  shown?: string;
}

export type Entry = { kind: "loaded"; file: MemoryFile } | { kind: "note"; source: Source };

/** A file read and parsed, or the one note (or nothing) that takes its place. */
type Parsed =
  | { entry: Entry | null; text?: string }
  | { fm: ReturnType<typeof parseFrontmatter>; content: string; size: number; includes: ReturnType<typeof extractIncludes>; text: string };

export interface Pass {
  /** Normalized paths already processed in this pass. */
  processed: Set<string>;
}

const note = (path: string, layer: SourceLayer, status: Source["status"], reason: string, bytes = 0): Entry => ({
  kind: "note",
  source: { path, layer, status, reason, bytes, includedBytes: 0 },
});

/** A conditional rule's `paths:` as Source.scope (what `check` tests against the tree), or nothing. */
export function scopeOf(f: MemoryFile): Pick<Source, "scope"> {
  return f.globs ? { scope: { patterns: f.globs, ...(f.globsLine ? { line: f.globsLine } : {}) } } : {};
}

const withScope = (e: Entry, f: MemoryFile): Entry => (e.kind === "note" ? { kind: "note", source: { ...e.source, ...scopeOf(f) } } : e);

function extname(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** pathInWorkingPath: lexical and case-insensitive. */
export const inWorkingPath = (path: string, dir: string) => isWithin(path.toLowerCase(), dir.toLowerCase());

export class Loader {
  /** Every path loaded so far in any pass, with its type: duplicates are reported against it. */
  private readonly loadedOnce = new Map<string, string>();
  private excludePatterns: string[] | null = null;
  /**
   * A file's read, frontmatter, stripped text and imports, once per resolve: a read that attaches
   * nested files (every context path) meets the same rules again, and parsing them each time made a
   * check over 2,000 reads quadratic. Diagnostics are raised on the first parse only.
   */
  private readonly parsed = new Map<string, Parsed>();
  /** Rule files whose frontmatter keys were already checked (frontmatter-unknown-key once per file). */
  private readonly keysChecked = new Set<string>();

  constructor(
    readonly ctx: ProfileContext,
    private readonly settings: Settings,
  ) {}

  /** Absolute exclude patterns also match through the real path of their static directory prefix. */
  private patterns(): string[] {
    if (this.excludePatterns) return this.excludePatterns;
    const expanded = this.settings.excludes.map((p) => p.replace(/\\/g, "/"));
    for (const p of [...expanded]) {
      if (!p.startsWith("/")) continue;
      const glob = p.search(/[*?{[]/);
      const dir = dirname(glob === -1 ? p : p.slice(0, glob));
      const real = this.ctx.fs.realpath(dir);
      if (real.ok && real.value !== dir) expanded.push(real.value + p.slice(dir.length));
    }
    return (this.excludePatterns = expanded.filter((p) => p.length > 0));
  }

  private excludedBy(path: string, type: MemoryType): string | null {
    if (type !== "User" && type !== "Project" && type !== "Local") return null;
    for (const pattern of this.patterns()) {
      // A pattern picomatch rejects (or the guard refuses) excludes nothing.
      if (this.ctx.globs.picomatch(pattern, { dot: true }, {})?.(path)) return pattern;
    }
    return null;
  }

  private readonly memos = new Map<string, unknown>();

  /** A value built once per resolve (a compiled `paths:` matcher, tested against every read). */
  memo<T>(key: string, make: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, make());
    return this.memos.get(key) as T;
  }

  private parse(path: string, resolved: string, layer: SourceLayer): Parsed {
    const key = `${path}\0${resolved}\0${layer}`;
    const hit = this.parsed.get(key);
    if (hit) return hit;
    const out = this.parseUncached(path, resolved, layer);
    this.parsed.set(key, out);
    return out;
  }

  private parseUncached(path: string, resolved: string, layer: SourceLayer): Parsed {
    const r = readCandidate(this.ctx.fs, path);
    if (r.kind !== "file") {
      const failed = failedReadStatus(r);
      return { entry: failed ? note(path, layer, failed.status, failed.reason) : null };
    }
    const ext = extname(path);
    if (ext && !TEXT_FILE_EXTENSIONS.has(ext)) {
      return {
        entry: note(
          path,
          layer,
          "binary",
          `Skipped: ${ext} is not one of Claude Code's text extensions, so the file is not loaded.`,
          r.size,
        ),
      };
    }
    warnLossy(this.ctx, r);
    const fm = parseFrontmatter(r.text, this.ctx.yaml, path, { listPaths: this.settings.pathsList });
    if (fm.listIgnored)
      this.ctx.diag({
        level: "warning",
        code: "frontmatter-invalid",
        path,
        ...(fm.pathsLine ? { line: fm.pathsLine } : {}),
        message: `${path}: paths: is a YAML list, which Claude Code reads only from 2.1.84 on ("now accepts a YAML list of globs"); before it, this rule never attaches. Write the globs as one comma-separated string.`,
      });
    if (fm.error)
      this.ctx.diag({
        level: "warning",
        code: "frontmatter-invalid",
        path,
        message: `${path}: the frontmatter is not valid YAML (${fm.error}); Claude Code strips it and reads no paths: from it.`,
      });
    // Too-complex markdown is reported once, with the includes below (both read fm.content).
    const content = withoutComments(fm.content, this.settings.untouchedTextKept);
    if (content.trim() === "")
      return {
        entry: note(
          path,
          layer,
          "empty",
          "Empty: nothing is left after frontmatter and HTML comments are removed, so it is dropped.",
          r.size,
        ),
        text: r.text,
      };
    const includes = extractIncludes(fm.content, resolved, this.settings.home);
    if (includes.simplified) noteSimplifiedMarkdown(this.ctx, path, includes.simplified);
    if (includes.inCode.length > 0) {
      const lineOf = lineIndex(r.text);
      for (const c of includes.inCode.slice(0, MAX_IMPORTS_IN_CODE_NOTED)) {
        if (!this.ctx.fs.exists(c.path)) continue;
        const at = r.text.indexOf(`@${c.written}`);
        const line = at >= 0 ? lineOf(at) : undefined;
        this.ctx.diag({
          level: "info",
          code: "import-in-code",
          path,
          ...(line ? { line } : {}),
          message: `@${c.written}${line ? ` on line ${line}` : ""} of ${path} sits in code, a code span or HTML, so Claude Code does not import ${c.path}. Move it into plain text to import it.`,
        });
      }
    }
    return { fm, content, size: r.size, includes, text: r.text };
  }

  private readonly missingTold = new Set<string>();

  /**
   * An import of a file that is not there: Claude Code drops it without a word and the @line stays in
   * the text. Said once per file and import (a missing-reference info, which check reports as
   * import-unresolved), since the team meant something by it.
   */
  private missingImport(path: string, target: string, written: string, text: string): boolean {
    const st = this.ctx.fs.lstat(target);
    if (st.ok || st.code === "EREFUSED") return false;
    const key = `${path}\0${target}`;
    if (!this.missingTold.has(key) && meantAsFile(written)) {
      this.missingTold.add(key);
      const at = text.indexOf(`@${written}`);
      const line = at >= 0 ? lineIndex(text)(at) : undefined;
      // `@/mocks` is an absolute import to Claude Code; with no /mocks folder at all it is most likely
      // a path alias (tsconfig `@/*`) written in prose.
      const alias = written.startsWith("/") && !this.ctx.fs.lstat(`/${written.split("/")[1]}`).ok;
      this.ctx.diag({
        level: "info",
        code: "missing-reference",
        path,
        ...(line ? { line } : {}),
        message: `${path} imports @${written}${line ? ` on line ${line}` : ""}, but ${target} does not exist; Claude Code skips the import without a warning and keeps the line as text.${alias ? ` Claude Code reads @/ as the start of an absolute path; if @/ is a path alias of your code (tsconfig paths), the line is prose and nothing is lost.` : ""}`,
        ...(alias ? { likelyProse: true as const } : {}),
      });
    }
    return true;
  }

  /**
   * Why a file is not loaded before it is read, if so: already loaded in this pass (a note only when it
   * was loaded, not when it was missing), past the import depth, or excluded by claudeMdExcludes.
   */
  private notLoaded(path: string, type: MemoryType, pass: Pass, layer: SourceLayer, depth: number, reachedAs?: string): Entry[] | null {
    const { fs } = this.ctx;
    const key = normalize(path);
    if (pass.processed.has(key)) {
      const first = this.loadedOnce.get(key);
      return first !== undefined
        ? [
            note(
              path,
              layer,
              "duplicate",
              `Duplicate: this file is already loaded (${first}); each path, and each symlink target, loads once.`,
            ),
          ]
        : [];
    }
    if (depth >= MAX_INCLUDE_DEPTH) {
      return fs.exists(path)
        ? [
            note(
              path,
              layer,
              "over-budget",
              `Not loaded: it would be import depth ${depth}, and Claude Code stops at depth ${MAX_INCLUDE_DEPTH} (the root file is depth 0).`,
            ),
          ]
        : [];
    }
    // A rule reached through a linked folder is matched on the path it was reached by, too (behaviour.ts):
    // Claude Code 2.1.332 left out ~/.claude/rules/x.md (a link to /w/shared/rules) for "**/.claude/rules/**".
    const byReached = this.settings.excludesMatchReachedPath && reachedAs !== undefined && reachedAs !== path;
    const pattern = this.excludedBy(path, type) ?? (byReached ? this.excludedBy(reachedAs, type) : null);
    if (pattern !== null) {
      return fs.exists(path)
        ? [note(path, layer, "disabled", `Excluded: it matches the claudeMdExcludes pattern ${JSON.stringify(pattern)}.`)]
        : [];
    }
    return null;
  }

  /** From 2.1.142 a link whose target was already loaded is a duplicate too (measured by the lab). */
  private linkToSeen(path: string, real: FsResult<string>, pass: Pass, layer: SourceLayer): Entry[] | null {
    if (!this.settings.linkAfterTargetDeduped || !real.ok || real.value === path || !pass.processed.has(normalize(real.value))) return null;
    const first = this.loadedOnce.get(normalize(real.value));
    return first !== undefined
      ? [note(path, layer, "duplicate", `Duplicate: it links to ${real.value}, which is already loaded (${first}); each file loads once.`)]
      : [];
  }

  processFile(
    path: string,
    type: MemoryType,
    pass: Pass,
    opts: {
      layer: SourceLayer;
      why: string;
      includeExternal: boolean;
      depth?: number;
      parent?: string;
      rule?: boolean;
      shown?: string;
      /** The path the file was reached by, when that differs (a rule under a linked folder). */
      reachedAs?: string;
    },
  ): Entry[] {
    const { fs } = this.ctx;
    const depth = opts.depth ?? 0;
    const key = normalize(path);
    const refused = this.notLoaded(path, type, pass, opts.layer, depth, opts.reachedAs);
    if (refused) return refused;
    const real = fs.realpath(path);
    const linked = this.linkToSeen(path, real, pass, opts.layer);
    if (linked) return linked;
    // Nothing there (not even a dangling link): the read finds nothing. Untraced, its probes need not be made.
    if (!this.ctx.traced && !real.ok && real.code === "ENOENT" && !fs.lstat(path).ok) return [];
    const resolved = real.ok ? real.value : path;
    pass.processed.add(key);
    if (resolved !== path) pass.processed.add(normalize(resolved));

    const parsed = this.parse(path, resolved, opts.layer);
    // Rules folders are read again on every file read: say it once per file.
    if (opts.rule && parsed.text !== undefined && !this.keysChecked.has(key) && this.keysChecked.add(key))
      for (const u of unknownFrontmatterKeys(parsed.text, RULE_FRONTMATTER_KEYS))
        this.ctx.diag(unknownKeyDiagnostic(path, u, "Claude Code", RULE_FRONTMATTER_KEYS));
    if ("entry" in parsed) return parsed.entry ? [parsed.entry] : [];
    const { fm, content, size, includes } = parsed;

    // A pattern left unexpanded (its braces pass the bound) goes to the glob guard, which warns and
    // refuses it: it then matches nothing, as the other refused patterns do.
    const globs = fm.paths?.filter(
      (p) => braceExpansionCount(p) <= MAX_BRACE_EXPANSION || this.ctx.globs.shape(p, { path, line: fm.pathsLine }) !== null,
    );
    const file: MemoryFile = {
      path,
      type,
      content,
      layer: opts.layer,
      why: opts.why,
      size,
      ...(globs ? { globs, ...(fm.pathsLine ? { globsLine: fm.pathsLine } : {}) } : {}),
      ...(opts.parent ? { parent: opts.parent } : {}),
      ...(resolved !== path ? { realPath: resolved } : {}),
      ...(opts.shown !== undefined ? { shown: opts.shown } : {}),
    };
    const desc = `as ${path}${opts.parent ? `, imported by ${opts.parent}` : ""}`;
    this.loadedOnce.set(key, desc);
    if (resolved !== path) this.loadedOnce.set(normalize(resolved), desc);
    const out: Entry[] = [{ kind: "loaded", file }];
    for (const target of includes.paths) {
      if (this.missingImport(path, target, includes.written.get(target) ?? target, parsed.text)) continue;
      if (!opts.includeExternal && !inWorkingPath(target, this.settings.cwd)) {
        if (fs.exists(target)) {
          const asked = note(
            target,
            "import",
            "disabled",
            `Not imported: ${target} is outside the working directory and external imports from ${type} files need approval (${"hasClaudeMdExternalIncludesApproved"}).`,
          );
          // Claude Code shows an approval prompt for these once per project: the user is asked.
          if (asked.kind === "note") asked.source.asksFirst = true;
          out.push(asked);
        }
        continue;
      }
      // An import web's entries (a note for each repeated import) are more than a spread can pass.
      append(
        out,
        this.processFile(target, type, pass, {
          layer: "import",
          why: `imported by ${path} (depth ${depth + 1})`,
          includeExternal: opts.includeExternal,
          depth: depth + 1,
          parent: path,
        }),
      );
    }
    return out;
  }

  private orderTold = false;

  /**
   * A rules folder's names: sorted (node lists folders sorted), or for the native builds in the disk's
   * own order, where the port knows it; where it does not (a tree in memory), sorted, and said once.
   */
  private listing(dir: string): FsResult<string[]> {
    const { fs } = this.ctx;
    if (!this.settings.listingOrder) return fs.readdir(dir);
    if (fs.listingOrder) return fs.listingOrder(dir);
    const names = fs.readdir(dir);
    if (names.ok && names.value.length > 1 && !this.orderTold) {
      this.orderTold = true;
      this.ctx.diag({
        level: "info",
        code: "listing-order-unknown",
        path: dir,
        message: `Claude Code (2.1.113 and later) reads a rules folder in the order the file system lists it, not sorted, so the rules of ${dir} may come in another order than shown; Rulescope shows them sorted here, and in the disk's own order when it reads a folder on disk (rulescope resolve --dir, check).`,
      });
    }
    return names;
  }

  /**
   * From 2.1.232, a link in a rules folder (or a rules folder that is a link) whose target lies outside
   * the working directory is not followed, unless the folder's files may reach outside it (the user's
   * rules always may): measured by the lab, with targets inside and outside the cwd.
   */
  private linkLeadsOut(path: string, includeExternal: boolean): string | null {
    if (!this.settings.ruleLinksStayInCwd || includeExternal) return null;
    const st = this.ctx.fs.lstat(path);
    if (!st.ok || st.value.kind !== "symlink") return null;
    const real = this.ctx.fs.realpath(path);
    return real.ok && !inWorkingPath(real.value, this.settings.cwd) ? real.value : null;
  }

  private linkSkipped(path: string, target: string, layer: SourceLayer): Entry {
    return note(
      path,
      layer,
      "disabled",
      `Skipped: it is a link to ${target}, outside the working directory, and Claude Code (2.1.232 and later) does not follow a rules folder's links out of it.`,
    );
  }

  /**
   * Every `.md` under a rules directory, recursively (symlinked directories followed once). With
   * `conditional`, keeps the loaded files that have `paths:`; without, the ones that do not.
   */
  processRules(
    rulesDir: string,
    type: MemoryType,
    pass: Pass,
    opts: { layer: SourceLayer; includeExternal: boolean; conditional: boolean; visited?: Set<string>; reachedAs?: string },
  ): Entry[] {
    const { fs } = this.ctx;
    const visited = opts.visited ?? new Set<string>();
    if (visited.has(rulesDir)) return [];
    const dirOut = this.linkLeadsOut(rulesDir, opts.includeExternal);
    if (dirOut !== null) return [this.linkSkipped(rulesDir, dirOut, opts.layer)];
    const real = fs.realpath(rulesDir);
    const resolvedDir = real.ok ? real.value : rulesDir;
    visited.add(rulesDir);
    if (resolvedDir !== rulesDir) visited.add(resolvedDir);
    const names = this.listing(resolvedDir);
    if (!names.ok) {
      if (names.code === "EACCES")
        this.ctx.diag({
          level: "warning",
          code: "rules-dir-unreadable",
          path: rulesDir,
          message: `${rulesDir} cannot be listed (permission denied); its rules are skipped.`,
        });
      return [];
    }
    const out: Entry[] = [];
    // The folder as it was reached (through a link to it, or a linked folder above it).
    const reachedDir = opts.reachedAs ?? rulesDir;
    for (const name of names.value) {
      const entryPath = join(rulesDir, name);
      const reached = join(reachedDir, name);
      const leadsTo = this.linkLeadsOut(entryPath, opts.includeExternal);
      if (leadsTo !== null) {
        // Said where a followed link would have given a rule: a .md name, or a folder.
        const target = fs.stat(entryPath);
        if (name.endsWith(".md") || (target.ok && target.value.kind === "dir")) out.push(this.linkSkipped(entryPath, leadsTo, opts.layer));
        continue;
      }
      const rp = fs.realpath(entryPath);
      const resolved = rp.ok ? rp.value : entryPath;
      const st = resolved !== entryPath ? fs.stat(resolved) : fs.lstat(entryPath);
      if (!st.ok) continue;
      if (st.value.kind === "dir") {
        append(out, this.processRules(resolved, type, pass, { ...opts, visited, reachedAs: reached }));
        continue;
      }
      if (st.value.kind !== "file" || !name.endsWith(".md")) continue;
      const why = `a rule in ${rulesDir}`;
      for (const e of this.processFile(resolved, type, pass, {
        layer: opts.layer,
        why,
        includeExternal: opts.includeExternal,
        rule: true,
        reachedAs: reached,
      })) {
        if (e.kind === "note" || Boolean(e.file.globs) === opts.conditional) out.push(e);
        else if (!opts.conditional)
          out.push(
            withScope(
              note(
                e.file.path,
                e.file.layer,
                "unmatched",
                `Conditional: its paths: frontmatter (${e.file.globs!.join(", ")}) means it loads only when a matching file is read.`,
                e.file.size,
              ),
              e.file,
            ),
          );
      }
    }
    return out;
  }
}

/**
 * The text with its block HTML comments removed. From 2.1.330 a text where none is removed (an unclosed
 * `<!--`, one in code) comes back as written, CRLF kept; before, it came back rebuilt from the lexer's
 * tokens, line ends folded (the lab: 2.1.329 against 2.1.330, seed 64).
 */
export function withoutComments(text: string, untouchedKept: boolean): string {
  const r = stripBlockHtmlComments(text);
  return untouchedKept && !r.stripped ? text : r.content;
}

/** The bytes a loaded file puts in the prompt, bounded by its size (U+FFFD can grow a bad byte). */
export function includedBytes(text: string, size: number): number {
  return Math.min(utf8Length(text), size);
}
