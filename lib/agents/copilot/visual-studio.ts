/**
 * Copilot Chat in Visual Studio 2022 17.x / 2026 (variant `visual-studio`). One Options checkbox turns
 * on both `.github/copilot-instructions.md` at the repository root and the `.github/instructions`
 * files, which attach by applyTo (Learn copilot-chat-context.md; GitHub docs, Visual Studio tab). Only
 * those two kinds: no AGENTS.md, CLAUDE.md or personal files (GitHub docs, custom-instructions-support).
 * A line holding only `#file:'x.instructions.md'`, or ending with a link to such a file, loads it
 * (third-party findings from Visual Studio's binaries).
 */
import { dirname, join, normalize, resolvePath } from "../../core/paths";
import type { SourceLayer } from "../../source-layers";
import type { ProfileContext } from "../base";
import type { CopilotSettings } from "./meta";
import { Books, type Entry, type ReadFile } from "./collect";
import { noText } from "../shared";
import {
  INSTRUCTIONS_DIR,
  INSTRUCTIONS_EXT,
  VISUAL_STUDIO_OPTION_LABEL,
  VISUAL_STUDIO_REFERENCE as REF,
  VISUAL_STUDIO_SETTING,
  VSCODE_COPILOT_FILE,
} from "./facts";
import { parseInstructionFile, unknownKeyDiagnostics, type PendingFile } from "./instruction-file";
import { runtimeMatches, runtimeMatchesAll } from "./matching";
import { findRepoRoot } from "./runtime";
import type { Listed } from "./vscode";

const LABEL = {
  copilot: "Repository-wide instructions (.github/copilot-instructions.md)",
  file: (patterns: string[]) => `Instructions file (applyTo: ${patterns.join(", ")})`,
  reference: (by: string) => `Instructions file loaded by a reference in ${by}`,
};

/** The files a text loads, in order: paths relative to the file that names them (inferred from prompt files). */
function loadedReferences(ctx: ProfileContext, text: string, from: string): { path: string; written: string }[] {
  const out: { path: string; written: string }[] = [];
  for (const line of text.split("\n")) {
    const written = REF.fileLine.exec(line)?.[1] ?? REF.linkAtEnd.exec(line)?.[1];
    if (written !== undefined && REF.loads(written)) {
      out.push({ path: normalize(resolvePath(dirname(from), written)), written });
      continue;
    }
    for (const m of line.matchAll(REF.inSentence))
      ctx.diag({
        level: "info",
        code: "reference-skipped",
        path: from,
        message: `${from} names #file:'${m[1]}' inside a sentence: Visual Studio leaves it as text (the model may read the file with a tool); only a line holding the reference alone, to a ${INSTRUCTIONS_EXT} file, loads it.`,
      });
  }
  return out;
}

class VisualStudioSession {
  readonly books: Books;
  readonly pending: PendingFile[] = [];

  constructor(
    private readonly ctx: ProfileContext,
    readonly root: string,
  ) {
    this.books = new Books(ctx, false);
  }

  /** Admit `file` into `into`, then the files its reference lines load, right after it (one level). */
  place(into: Entry[], file: ReadFile, e: Omit<Entry, "path" | "text" | "size">, text: string, nested = false): void {
    const entry = this.books.admit(file, e, text);
    if (!entry) return;
    into.push(entry);
    if (nested) return;
    for (const ref of loadedReferences(this.ctx, text, file.path)) this.reference(into, ref.path, ref.written, file.path);
  }

  private reference(into: Entry[], path: string, written: string, by: string): void {
    if (this.books.placed(path)) {
      this.books.addNote(noText(path, "reference", "duplicate", `Duplicate: ${by} loads it, but it is already in the context.`));
      return;
    }
    const layer: SourceLayer = "reference";
    const f = this.books.read(path, layer);
    if (!f) {
      if (!this.ctx.fs.lstat(path).ok)
        this.ctx.diag({
          level: "warning",
          code: "missing-reference",
          path: by,
          message: `${by} loads ${written}, but ${path} does not exist.`,
        });
      return;
    }
    const parsed = parseInstructionFile(f.text, false, this.ctx.yaml, path);
    // Settled here: a loaded file is not attached again when its own applyTo matches later.
    const at = this.pending.findIndex((p) => p.path === path);
    if (at >= 0) this.pending.splice(at, 1);
    const reason = `Included: ${by} has a line that loads it (${written}), whatever its applyTo.`;
    this.place(into, f, { layer, label: LABEL.reference(by), reason, matchedBy: [written] }, parsed.body, true);
  }

  instructionFiles(on: boolean): void {
    const dir = join(this.root, INSTRUCTIONS_DIR);
    for (const path of this.books.listFiles(dir, [INSTRUCTIONS_EXT])) {
      if (!on) {
        this.books.addNote(
          noText(path, "workspace", "disabled", `Disabled: the Visual Studio option "${VISUAL_STUDIO_OPTION_LABEL}" is off.`),
        );
        continue;
      }
      if (this.books.placed(path)) continue;
      const f = this.books.read(path, "workspace");
      if (!f) continue;
      const parsed = parseInstructionFile(f.text, false, this.ctx.yaml, path);
      this.books.fileNotes(path, parsed.notes);
      for (const d of unknownKeyDiagnostics(path, f.text, false)) this.ctx.diag(d);
      if (parsed.patterns === undefined) {
        this.books.addNote(
          noText(
            path,
            "workspace",
            "unmatched",
            "Not attached: it has no applyTo, and Visual Studio attaches an instructions file by its applyTo (what it does without one is not documented).",
            f.size,
          ),
        );
        continue;
      }
      const all = runtimeMatchesAll(parsed.patterns);
      if (all.length > 0) {
        const reason = `Included: applyTo ${all[0]} matches every file.`;
        this.place(this.books.start, f, { layer: "workspace", label: LABEL.file(parsed.patterns), reason, matchedBy: all }, parsed.body);
        continue;
      }
      this.books.scoped(path, parsed.patterns, parsed.patternsLine);
      this.pending.push({ path, layer: "workspace", file: parsed, size: f.size, text: f.text });
    }
  }

  attachFor(entry: string, file: string): Entry[] {
    const items: Entry[] = [];
    for (const p of [...this.pending]) {
      const hits = runtimeMatches(this.ctx.globs, { path: p.path, line: p.file.patternsLine }, p.file.patterns ?? [], this.root, file);
      if (hits.length === 0 || !this.pending.includes(p)) continue;
      this.pending.splice(this.pending.indexOf(p), 1);
      const reason = `Included: applyTo ${hits[0]} matches ${entry}.`;
      this.place(
        items,
        { path: p.path, text: p.text, size: p.size },
        { layer: p.layer, label: LABEL.file(p.file.patterns ?? []), reason, matchedBy: hits },
        p.file.body,
      );
    }
    return items;
  }
}

/** The repository-wide file: read when the option is on, a `disabled` Source when it is off. */
function repositoryWide(ctx: ProfileContext, s: VisualStudioSession, on: boolean): void {
  const path = join(s.root, VSCODE_COPILOT_FILE);
  if (!on) {
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      s.books.addNote(
        noText(path, "workspace", "disabled", `Disabled: the Visual Studio option "${VISUAL_STUDIO_OPTION_LABEL}" is off.`, st.value.size),
      );
    return;
  }
  const f = s.books.read(path, "workspace");
  if (f)
    s.place(
      s.books.start,
      f,
      {
        layer: "workspace",
        label: LABEL.copilot,
        reason: "Included: the custom instructions option is on, so it is added to every chat request.",
      },
      f.text,
    );
}

export function resolveVisualStudio(ctx: ProfileContext, settings: CopilotSettings): { books: Books; listed: Listed[] } {
  const root = findRepoRoot(ctx, ctx.input.cwd) ?? ctx.input.cwd;
  const s = new VisualStudioSession(ctx, root);
  const on = settings[VISUAL_STUDIO_SETTING.key];
  if (!on) ctx.decide(`Visual Studio option "${VISUAL_STUDIO_OPTION_LABEL}" is off: no instruction file is read`);
  repositoryWide(ctx, s, on);
  s.instructionFiles(on);
  s.books.reading = true;
  for (const entry of ctx.input.contextPaths) {
    const items = s.attachFor(entry, resolvePath(ctx.input.cwd, entry));
    if (items.length > 0) s.books.reads.push({ entry, items });
  }
  for (const p of s.pending)
    s.books.addNote(noText(p.path, p.layer, "unmatched", `Unmatched: no file in context matches ${p.file.patterns?.join(", ")}.`, p.size));
  return { books: s.books, listed: [] };
}
