/**
 * Reading candidate files and keeping the session's books: which texts made it in (session start, or
 * attached when a context path was worked on), and a Source with a reason for every other candidate.
 * Surface-specific choices (what to probe, in what order) live in runtime.ts and vscode.ts.
 */
import { utf8Length } from "../../core/bytes";
import { globFiles } from "../../core/glob-walk";
import { recallWalk } from "../../core/tracing-fs";
import { isBlank, readCandidate } from "../../core/read";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { failedReadStatusOrDangling, fileNoteDiagnostic, noText, warnLossy, type FileNote } from "../shared";
import { MAX_WALK_ENTRIES } from "./facts";
import type { SourceLayer } from "../../source-layers";

export interface Entry {
  path: string;
  layer: SourceLayer;
  /** Rulescope's label for the listing, e.g. "Repository-wide instructions". */
  label: string;
  /** The text that goes to the model (an instructions file's body, without frontmatter). */
  text: string;
  size: number;
  reason: string;
  matchedBy?: string[];
}

export interface ReadFile {
  path: string;
  text: string;
  size: number;
}

export interface Attachment {
  /** The context path as the scenario gives it. */
  entry: string;
  items: Entry[];
  /** Attached through the active editor (VS Code's implicit context), not a file worked on. */
  open?: true;
}

export function includedSource(e: Entry): Source {
  return {
    path: e.path,
    layer: e.layer,
    status: "included",
    reason: e.reason,
    bytes: e.size,
    includedBytes: Math.min(e.size, utf8Length(e.text)),
    ...(e.matchedBy ? { matchedBy: e.matchedBy } : {}),
  };
}

export class Books {
  readonly start: Entry[] = [];
  readonly startNotes: Source[] = [];
  readonly reads: Attachment[] = [];
  readonly readNotes: Source[] = [];
  /** Set once the session-start files are placed: later notes belong to context-path reads. */
  reading = false;
  /** Files that attach only when a matching file is worked on: their patterns and the line they are on. */
  readonly scopes = new Map<string, NonNullable<Source["scope"]>>();
  private readonly seenPaths = new Map<string, string>();
  private readonly seenTexts = new Map<string, string>();
  private readonly noted = new Set<string>();
  private readonly placedPaths = new Set<string>();

  /** `dedupeContent`: the agent runtime drops a file whose content equals an earlier one's. */
  constructor(
    private readonly ctx: ProfileContext,
    private readonly dedupeContent: boolean,
  ) {}

  /** Record that `path` attaches only to files its patterns match (Source.scope, tested by `check`). */
  scoped(path: string, patterns: string[], line?: number): void {
    this.scopes.set(path, { patterns, ...(line ? { line } : {}) });
  }

  /** `s` with its scope, if it has one. */
  withScope(s: Source): Source {
    const scope = this.scopes.get(s.path);
    return scope ? { ...s, scope } : s;
  }

  addNote(s: Source): void {
    this.noted.add(s.path);
    (this.reading ? this.readNotes : this.startNotes).push(s);
  }

  /** Placed or given a Source already: nothing more to say about it. */
  known(path: string): boolean {
    return this.noted.has(path) || this.placed(path);
  }

  fileNotes(path: string, notes: FileNote[]): void {
    for (const n of notes) this.ctx.diag(fileNoteDiagnostic(path, n));
  }

  /** Read a whole file. Missing: null and nothing recorded (the trace has the probe). */
  read(path: string, layer: SourceLayer): ReadFile | null {
    const r = readCandidate(this.ctx.fs, path);
    if (r.kind !== "file") {
      const s = failedReadStatusOrDangling(r);
      if (s) this.addNote(noText(path, layer, s.status, s.reason));
      return null;
    }
    if (r.binary) {
      this.addNote(
        noText(
          path,
          layer,
          "binary",
          "It has NUL bytes, so Rulescope treats it as binary and leaves it out (Copilot does not document what it does with such a file).",
          r.size,
        ),
      );
      this.ctx.diag({
        level: "warning",
        code: "file-binary",
        path,
        message: `${path} looks binary (it has NUL bytes); it is left out of the listing.`,
      });
      return null;
    }
    warnLossy(this.ctx, r);
    return { path, text: r.text, size: r.size };
  }

  /** Whether this exact path was already placed or given a Source: a second sighting is skipped. */
  placed(path: string): boolean {
    return this.placedPaths.has(path);
  }

  /**
   * Admit a read file as an entry, unless it is blank or a duplicate of one already placed; those
   * become Sources. `text` is what the model gets (defaults to the file's text).
   */
  admit(file: ReadFile, e: Omit<Entry, "path" | "text" | "size">, text = file.text): Entry | null {
    const real = this.realOf(file.path);
    const samePath = this.seenPaths.get(real);
    if (samePath !== undefined) {
      this.addNote(
        noText(
          file.path,
          e.layer,
          "duplicate",
          `Duplicate: it is the same file as ${samePath}, which is already in the context.`,
          file.size,
        ),
      );
      return null;
    }
    if (isBlank(text)) {
      this.addNote(
        noText(file.path, e.layer, "empty", "Empty: it has no instruction text (only whitespace), so it adds nothing.", file.size),
      );
      return null;
    }
    const sameText = this.dedupeContent ? this.seenTexts.get(file.text) : undefined;
    if (sameText !== undefined) {
      this.addNote(
        noText(
          file.path,
          e.layer,
          "duplicate",
          `Duplicate: its content is identical to ${sameText}, and Copilot drops instructions whose content it has already loaded.`,
          file.size,
        ),
      );
      return null;
    }
    this.seenPaths.set(real, file.path);
    this.placedPaths.add(file.path);
    this.seenTexts.set(file.text, file.path);
    return { ...e, path: file.path, text, size: file.size };
  }

  /** Files below `dir` whose names end with one of `exts`, sorted; a capped walk is reported. */
  listFiles(dir: string, exts: readonly string[]): string[] {
    // Resolves that share their work (the precedence map: every folder as cwd, same root) list once.
    const res = recallWalk(this.ctx.fs, `copilot-files\u0000${dir}\u0000${exts.join("\u0000")}`, () => {
      const st = this.ctx.fs.stat(dir);
      if (!st.ok || st.value.kind !== "dir") return { files: [], capped: false };
      const all = globFiles(this.ctx.fs, dir, "**/*", { dot: true, maxEntries: MAX_WALK_ENTRIES, guard: this.ctx.globs });
      return { files: Object.freeze(all.files.filter((f) => exts.some((x) => f.endsWith(x)))), capped: all.capped };
    });
    if (res.capped)
      this.ctx.diag({
        level: "warning",
        code: "walk-capped",
        path: dir,
        message: `${dir} has more than ${MAX_WALK_ENTRIES} entries; Rulescope stopped listing it there.`,
      });
    return res.files as string[];
  }

  private realOf(path: string): string {
    const r = this.ctx.fs.realpath(path);
    return r.ok ? r.value : path;
  }
}
