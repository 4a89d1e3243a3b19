/**
 * Copilot Chat in VS Code (variant `vscode`), with the working directory as the opened workspace
 * folder. Order follows ComputeAutomaticInstructions.collect(): instruction files whose applyTo
 * applies, then copilot-instructions.md, AGENTS.md and the CLAUDE.md family; every instruction file
 * (and, with chat.useNestedAgentsMdFiles, each nested AGENTS.md) is also named in a list the model can
 * read from. VS Code's docs add: "no specific order is guaranteed".
 */
import { parseJsonc } from "../../core/jsonc";
import { join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import type { CopilotSettings } from "./meta";
import { Books, type Entry } from "./collect";
import { noText } from "../shared";
import {
  AGENTS_FILE,
  CLAUDE_RULES_DIR,
  INSTRUCTIONS_EXT,
  VSCODE_CLAUDE_FILES,
  VSCODE_COPILOT_FILE,
  VSCODE_DEFAULT_LOCATIONS,
  VSCODE_IMPLICIT_CONTEXT_MODES,
  VSCODE_SETTINGS,
  missingApplyToMessage,
} from "./facts";
import { parseInstructionFile, unknownKeyDiagnostics, type InstructionFile, type PendingFile } from "./instruction-file";
import { vscodeMatches, vscodeMatchesAll } from "./matching";
import type { SourceLayer } from "../../source-layers";

export interface Listed {
  path: string;
  patterns?: string[];
  description?: string;
}

const isFolderMap = (v: unknown): v is Record<string, boolean> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "boolean");

/** The setting as VS Code's settings.json holds it (an object; the key's type is "json"), or that object as JSON(C) text: the form the key took before it was a json key, still read so saved scenarios keep working. */
function locations(ctx: ProfileContext, settings: CopilotSettings): [string, boolean][] {
  let v = settings[VSCODE_SETTINGS.locations];
  if (typeof v === "string") {
    const parsed = parseJsonc(v);
    v = parsed.ok ? parsed.value : undefined;
  }
  if (isFolderMap(v)) return Object.entries(v);
  ctx.diag({
    level: "warning",
    code: "setting-invalid",
    message: `config ${VSCODE_SETTINGS.locations} should map folders to true or false; the default folders are used.`,
  });
  return Object.entries(VSCODE_DEFAULT_LOCATIONS);
}

function locationDir(ctx: ProfileContext, loc: string): string {
  if (loc === "~" || loc.startsWith("~/")) return join(ctx.input.home, loc.slice(1));
  return resolvePath(ctx.input.cwd, loc);
}

const LABEL = {
  copilot: "Repository-wide instructions (.github/copilot-instructions.md)",
  agents: "Agent instructions (AGENTS.md)",
  claude: "Claude instructions (CLAUDE.md family)",
};

class VscodeSession {
  readonly books: Books;
  readonly pending: PendingFile[] = [];
  readonly listed: Listed[] = [];

  constructor(private readonly ctx: ProfileContext) {
    this.books = new Books(ctx, false);
  }

  label(f: InstructionFile, claudeRule: boolean): string {
    const key = claudeRule ? "paths" : "applyTo";
    return f.patterns ? `Instructions file (${key}: ${f.patterns.join(", ")})` : "Instructions file (no applyTo)";
  }

  instructionFolder(loc: string, on: boolean): void {
    const dir = locationDir(this.ctx, loc);
    const claudeRule = normalize(dir).endsWith(`/${CLAUDE_RULES_DIR}`);
    const layer = loc.startsWith("~") ? "user" : "workspace";
    const files = this.books.listFiles(dir, claudeRule ? [".md"] : [INSTRUCTIONS_EXT]);
    for (const path of files) {
      if (!on) {
        this.books.addNote(noText(path, layer, "disabled", `Disabled: ${VSCODE_SETTINGS.locations} turns the folder "${loc}" off.`));
        continue;
      }
      if (this.books.placed(path) || this.pending.some((p) => p.path === path)) continue;
      const f = this.books.read(path, layer);
      if (!f) continue;
      const read = parseInstructionFile(f.text, claudeRule, this.ctx.yaml, path);
      // VS Code reads applyTo only as a string: a YAML list is no applyTo at all there (its note is the warning below).
      const listed = read.patternsList === true;
      const { patterns: _list, ...unscoped } = read;
      const parsed: InstructionFile = listed ? unscoped : read;
      this.books.fileNotes(
        path,
        read.notes.filter((n) => !(listed && n.code === "fragile-form")),
      );
      if (listed)
        this.ctx.diag({
          level: "warning",
          code: "apply-to-invalid",
          path,
          ...(read.patternsLine ? { line: read.patternsLine } : {}),
          message: `${path} writes applyTo: as a YAML list (${read.patterns?.join(", ")}); VS Code reads applyTo only as a string, so it ignores the list and never attaches the file. Write applyTo: "${read.patterns?.join(",")}"`,
          ...(read.patternsListFix ? { fix: read.patternsListFix } : {}),
        });
      for (const d of unknownKeyDiagnostics(path, f.text, claudeRule)) this.ctx.diag(d);
      this.listed.push({
        path,
        ...(parsed.patterns ? { patterns: parsed.patterns } : {}),
        ...(parsed.description ? { description: parsed.description } : {}),
      });
      if (parsed.patterns === undefined && !claudeRule && !listed)
        this.ctx.diag({ level: "info", code: "apply-to-missing", path, line: 1, message: missingApplyToMessage(path) });
      if (parsed.patterns === undefined) {
        this.books.addNote(
          noText(
            path,
            layer,
            "offered",
            listed
              ? "Not attached: its applyTo is a YAML list, which VS Code does not read (it reads applyTo only as a string), so VS Code only names it in the instruction list and the model reads it if it chooses to."
              : "Not attached: it has no applyTo, so VS Code only names it in the instruction list and the model reads it if it chooses to.",
            f.size,
          ),
        );
        continue;
      }
      const all = vscodeMatchesAll(parsed.patterns);
      if (all.length > 0) {
        const e = this.books.admit(
          f,
          {
            layer,
            label: this.label(parsed, claudeRule),
            reason: `Included: pattern ${all[0]} attaches it to every request, with or without files.`,
            matchedBy: all,
          },
          parsed.body,
        );
        if (e) this.books.start.push(e);
      } else {
        this.books.scoped(path, parsed.patterns, parsed.patternsLine);
        this.pending.push({ path, layer, file: parsed, size: f.size, text: f.text });
      }
    }
  }

  /** A file gated by one setting: read when on, a `disabled` Source when off and present. */
  gated(path: string, on: boolean, setting: string, layer: SourceLayer, label: string): void {
    if (!on) {
      const st = this.ctx.fs.stat(path);
      if (st.ok && st.value.kind === "file")
        this.books.addNote(noText(path, layer, "disabled", `Disabled: the setting ${setting} is off.`, st.value.size));
      return;
    }
    if (this.books.placed(path)) return;
    const f = this.books.read(path, layer);
    if (!f) return;
    const e = this.books.admit(f, {
      layer,
      label,
      reason: `Included: the setting ${setting} is on, so it is attached to every chat request.`,
    });
    if (e) this.books.start.push(e);
  }

  nestedAgents(useAgents: boolean, useNested: boolean): void {
    const ws = this.ctx.input.cwd;
    const nested = this.books.listFiles(ws, [`/${AGENTS_FILE}`]).filter((p) => p !== join(ws, AGENTS_FILE));
    for (const path of nested) {
      if (!useAgents || !useNested) {
        const off = !useAgents ? VSCODE_SETTINGS.useAgentsMd : VSCODE_SETTINGS.useNestedAgentsMd;
        this.books.addNote(
          noText(
            path,
            "nested",
            "disabled",
            `Disabled: ${off} is off${off === VSCODE_SETTINGS.useNestedAgentsMd ? " (the default)" : ""}, so AGENTS.md files below the workspace root are not used.`,
          ),
        );
        continue;
      }
      this.listed.push({ path });
      this.books.addNote(
        noText(
          path,
          "nested",
          "offered",
          `Listed, not attached: ${VSCODE_SETTINGS.useNestedAgentsMd} names it to the model by path, which reads it only if it judges it relevant.`,
        ),
      );
    }
  }

  attachFor(entry: string, file: string): Entry[] {
    const items: Entry[] = [];
    for (const p of [...this.pending]) {
      const hits = vscodeMatches(this.ctx.globs, { path: p.path, line: p.file.patternsLine }, p.file.patterns ?? [], file);
      if (hits.length === 0) continue;
      this.pending.splice(this.pending.indexOf(p), 1);
      const e = this.books.admit(
        { path: p.path, text: p.text, size: p.size },
        { layer: p.layer, label: this.label(p.file, false), reason: `Included: pattern ${hits[0]} matches ${entry}.`, matchedBy: hits },
        p.file.body,
      );
      if (e) items.push(e);
    }
    return items;
  }
}

/**
 * The active editor's file (the first open file) when VS Code includes it as context on its own: in ask
 * and edit modes. In agent mode (also when no mode is set: VS Code's default) it is only suggested, and
 * the other open tabs are never context.
 */
function activeEditor(ctx: ProfileContext): string | null {
  const [first] = ctx.input.openFiles;
  if (first === undefined) return null;
  const mode = (ctx.input.session.mode ?? "agent").trim().toLowerCase();
  if ((VSCODE_IMPLICIT_CONTEXT_MODES as readonly string[]).includes(mode)) return first;
  ctx.decide(
    `${first}, the active editor, is only suggested as an attachment in ${mode} mode: it is not context unless attached (chat.implicitContext.suggestedContext)`,
  );
  return null;
}

export function resolveVscode(ctx: ProfileContext, settings: CopilotSettings): { books: Books; listed: Listed[] } {
  const s = new VscodeSession(ctx);
  const { books } = s;
  const ws = ctx.input.cwd;
  ctx.decide(`VS Code workspace folder: ${ws} (the working directory)`, ws);
  const useAgents = settings[VSCODE_SETTINGS.useAgentsMd];
  const useClaude = settings[VSCODE_SETTINGS.useClaudeMd];
  for (const [loc, on] of locations(ctx, settings)) s.instructionFolder(loc, on);
  s.gated(
    join(ws, VSCODE_COPILOT_FILE),
    settings[VSCODE_SETTINGS.useInstructionFiles],
    VSCODE_SETTINGS.useInstructionFiles,
    "workspace",
    LABEL.copilot,
  );
  s.gated(join(ws, AGENTS_FILE), useAgents, VSCODE_SETTINGS.useAgentsMd, "workspace", LABEL.agents);
  for (const name of VSCODE_CLAUDE_FILES.workspace)
    s.gated(join(ws, name), useClaude, VSCODE_SETTINGS.useClaudeMd, "workspace", LABEL.claude);
  s.gated(join(ctx.input.home, VSCODE_CLAUDE_FILES.home), useClaude, VSCODE_SETTINGS.useClaudeMd, "user", LABEL.claude);
  s.nestedAgents(useAgents, settings[VSCODE_SETTINGS.useNestedAgentsMd]);

  books.reading = true;
  const active = activeEditor(ctx);
  if (active) {
    const items = s.attachFor(active, resolvePath(ws, active));
    if (items.length > 0) books.reads.push({ entry: active, items, open: true });
  }
  for (const entry of ctx.input.contextPaths) {
    const items = s.attachFor(entry, resolvePath(ws, entry));
    if (items.length > 0) books.reads.push({ entry, items });
  }
  for (const p of s.pending)
    books.addNote(noText(p.path, p.layer, "unmatched", `Unmatched: no file in context matches ${p.file.patterns?.join(", ")}.`, p.size));
  const total = books.start.length + books.reads.reduce((n, r) => n + r.items.length, 0);
  if (total >= 2)
    ctx.diag({
      level: "info",
      code: "order-not-guaranteed",
      message:
        'VS Code\'s docs say it "combines and adds them to the chat context, no specific order is guaranteed"; the order shown is the one its source collects them in.',
    });
  return { books, listed: s.listed };
}
