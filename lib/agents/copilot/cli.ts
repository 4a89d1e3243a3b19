/**
 * Copilot CLI's session start as version 1.0.102 builds it, verified in the lab against the real binary
 * (lib/agents/copilot/lab.ts: the text of its system prompt between the tools and the system
 * notifications). The agent runtime is native code, so every fact here was read from what the binary
 * sent, not from a source:
 *
 * - Repository root: where git finds the repository (lib/agents/git-discovery.ts); with none, the
 *   working directory.
 * - Files wrapped one by one, `<custom_instruction>\n<text>\n</custom_instruction>`, in this order:
 *   `$COPILOT_HOME/copilot-instructions.md`; `.github/copilot-instructions.md` of the root, then of the
 *   cwd; `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` of the root, then of the cwd; then each folder between,
 *   from the cwd's parent up to the root's child (its `.github/copilot-instructions.md`, then those
 *   three). `.claude/CLAUDE.md` is not read. A name is found exactly, else as the first entry in the
 *   folder's own listing order that matches it ignoring case (so `agents.md` is read). A file whose
 *   text equals one already wrapped is left out. Empty and blank files are wrapped too.
 * - Then `*.instructions.md` files (any case of the suffix) below `$COPILOT_HOME/instructions`, the
 *   root's and the cwd's `.github/instructions` (not the folders between), each set in path order:
 *   those with no applyTo, an empty one, or exactly `**`, `*` or `**\/*` are pasted whole,
 *   frontmatter included; `excludeAgent: coding-agent` leaves a file out; any other applyTo makes
 *   it a row of a table the model is told to read on demand.
 * - One leading BOM is dropped; a file in `$COPILOT_HOME` that is not valid UTF-8 is left out, others
 *   are decoded with U+FFFD. NUL bytes are text.
 * - The parts are joined by a blank line; when wrapped files and pasted files (or the table) are both
 *   there, a newline ends the text.
 */
import { Composer } from "../../core/compose";
import { decodeLossy } from "../../core/bytes";
import { ancestors, chainDown, join, normalize, relative } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { gitDiscover } from "../git-discovery";
import { warnLossy } from "../shared";
import type { SourceLayer } from "../../source-layers";
import { note, type Books, type Entry } from "./collect";
import { ENV, EXCLUDE_AGENT, INSTRUCTIONS_DIR, INSTRUCTIONS_EXT, USER_INSTRUCTIONS_DIR, USER_INSTRUCTIONS_FILE } from "./facts";
import { parseInstructionFile, unknownKeyDiagnostics, type InstructionFile, type PendingFile } from "./instruction-file";

/** The files Copilot CLI 1.0.102 wraps from each folder, in its order (`.github/copilot-instructions.md` first). */
export const CLI_REPO_FILE = ".github/copilot-instructions.md";
export const CLI_MODEL_FILES = ["AGENTS.md", "CLAUDE.md", "GEMINI.md"] as const;
/** An applyTo of exactly one of these pastes the file at session start. */
const CLI_MATCH_ALL = ["**", "*", "**/*"];

const CLI_TEXT = {
  open: "<custom_instruction>\n",
  close: "\n</custom_instruction>",
  join: "\n\n",
  tableIntro:
    "Here is a list of instruction files that contain rules for modifying or creating new code.\nThese files are important for ensuring that the code is modified or created correctly.\nPlease make sure to follow the rules specified in these files when working with the codebase.\nIf you have not already read the file, use the `view` tool to acquire it.\nMake sure to acquire the instructions before making any changes to the code.\n| Pattern | File Path | Description |\n| ------- | --------- | ----------- |",
  row: (patterns: string[], path: string, description: string) => `| ${patterns.join(", ")} | '${path}' | ${description} |`,
} as const;

const LABELS: Record<string, string> = {
  [CLI_REPO_FILE]: "Repository-wide instructions",
  "AGENTS.md": "Agent instructions (AGENTS.md)",
  "CLAUDE.md": "Agent instructions (CLAUDE.md)",
  "GEMINI.md": "Agent instructions (GEMINI.md)",
};

/** A table row: a path-specific file, named to the model with its patterns. */
export interface CliRow {
  path: string;
  /** As the table shows it: relative to the folder whose .github it is in, absolute in $COPILOT_HOME. */
  shown: string;
  patterns: string[];
  description: string;
}

export interface CliStart {
  wrapped: Entry[];
  pasted: Entry[];
  rows: CliRow[];
  /** Path-specific files, for what a worked-on file attaches later. */
  pending: PendingFile[];
  /** The folders whose files were read at session start. */
  loaded: string[];
  root: string;
}

const stripBom = (text: string) => text.replace(/^\uFEFF/, "");

/** The repository root as git reports it, else the working directory. */
export function cliRoot(ctx: ProfileContext, cwd: string): string {
  const found = gitDiscover(ctx.fs, cwd);
  if (found.kind === "repository") {
    ctx.decide(`repository root: ${found.top} (git finds the repository there)`, found.top);
    return found.top;
  }
  const passed = ancestors(cwd).some((d) => ctx.fs.lstat(join(d, ".git")).ok);
  if (found.kind === "refused" || passed)
    ctx.diag({
      level: "info",
      code: "git-marker-not-a-repository",
      ...(found.kind === "refused" ? { path: found.dotGit } : {}),
      message:
        found.kind === "refused"
          ? `git stops at ${found.dotGit} with an error (${found.why}), so Copilot CLI finds no repository: the working directory stands in for its root.`
          : `A .git above the working directory is not a repository git accepts, so Copilot CLI finds no repository: the working directory stands in for its root.`,
    });
  ctx.decide("no repository git accepts at or above the working directory: the working directory stands in for the root", cwd);
  return cwd;
}

/** `name` in `dir`: the exact name when it is a file, else the first entry the folder lists that matches it ignoring case. */
export function findIgnoringCase(ctx: ProfileContext, dir: string, name: string): string | null {
  const isFile = (p: string) => {
    const st = ctx.fs.stat(p);
    return st.ok && st.value.kind === "file";
  };
  const exact = join(dir, name);
  if (isFile(exact)) return exact;
  const listed = ctx.fs.readdirAsListed?.(dir) ?? ctx.fs.readdir(dir);
  if (!listed.ok) return null;
  const want = name.toLowerCase();
  const hit = listed.value.find((n) => n !== name && n.toLowerCase() === want && isFile(join(dir, n)));
  if (hit === undefined) return null;
  if (ctx.fs.readdirAsListed === undefined && listed.value.filter((n) => n.toLowerCase() === want && n !== name).length > 1)
    ctx.diag({
      level: "info",
      code: "order-not-guaranteed",
      path: join(dir, hit),
      message: `${dir} holds ${name} in more than one spelling; Copilot CLI reads the first its file system lists, which a scenario does not say: Rulescope takes ${hit}.`,
    });
  return join(dir, hit);
}

class CliSession {
  readonly start: CliStart;
  private readonly texts = new Map<string, string>();
  private readonly reals = new Set<string>();

  constructor(
    private readonly ctx: ProfileContext,
    private readonly books: Books,
    root: string,
  ) {
    this.start = { wrapped: [], pasted: [], rows: [], pending: [], loaded: [], root };
  }

  /** A file's text as Copilot CLI has it, or null (with a Source) when it is left out. */
  private read(path: string, layer: SourceLayer): { text: string; size: number } | null {
    const r = readCandidate(this.ctx.fs, path);
    if (r.kind !== "file") {
      if (r.kind !== "missing" || r.dangling)
        this.books.addNote(note(path, layer, "unreadable", `${r.message}; Copilot CLI skips it.`));
      return null;
    }
    if (!r.validUtf8 && layer === "user") {
      const decoded = decodeLossy(r.bytes);
      this.books.addNote(
        note(path, layer, "unreadable", "It is not valid UTF-8, and Copilot CLI leaves such a file in its home folder out.", r.size),
      );
      this.ctx.diag({
        level: "warning",
        code: "file-invalid-utf8",
        path,
        message: `${path} is not valid UTF-8; Copilot CLI 1.0.102 leaves it out of the session (${decoded.text.length} characters lost).`,
      });
      return null;
    }
    warnLossy(this.ctx, r);
    return { text: stripBom(r.text), size: r.size };
  }

  private firstSighting(path: string, layer: SourceLayer, size: number): boolean {
    const real = this.ctx.fs.realpath(path);
    const key = real.ok ? real.value : path;
    if (this.reals.has(key)) {
      this.books.addNote(note(path, layer, "duplicate", "Duplicate: it is a file Copilot CLI has already read.", size));
      return false;
    }
    this.reals.add(key);
    return true;
  }

  /** One wrapped file, unless its text equals one already wrapped. */
  wrap(path: string | null, layer: SourceLayer, label: string, why: string): void {
    if (path === null) return;
    const f = this.read(path, layer);
    if (!f || !this.firstSighting(path, layer, f.size)) return;
    const same = this.texts.get(f.text);
    if (same !== undefined) {
      this.books.addNote(
        note(path, layer, "duplicate", `Duplicate: its text is the same as ${same}'s, and Copilot CLI wraps each text once.`, f.size),
      );
      return;
    }
    this.texts.set(f.text, path);
    this.start.wrapped.push({ path, layer, label, text: f.text, size: f.size, reason: `Included: ${why}.` });
  }

  /** The wrapped files of one folder: its .github/copilot-instructions.md, or AGENTS.md, CLAUDE.md, GEMINI.md. */
  folder(dir: string, layer: SourceLayer, which: "repo" | "model", why: string): void {
    if (which === "repo") {
      this.wrap(findIgnoringCase(this.ctx, join(dir, ".github"), "copilot-instructions.md"), layer, LABELS[CLI_REPO_FILE], why);
      return;
    }
    for (const name of CLI_MODEL_FILES) this.wrap(findIgnoringCase(this.ctx, dir, name), layer, LABELS[name], why);
  }

  /** The *.instructions.md files below `dir`, in path order: pasted, a table row, or left out. */
  instructions(dir: string, layer: SourceLayer, shownFrom: string | null): void {
    for (const path of this.books.listFiles(dir, [""]).filter((p) => p.toLowerCase().endsWith(INSTRUCTIONS_EXT)).sort(byCodeUnits)) {
      const f = this.read(path, layer);
      if (!f || !this.firstSighting(path, layer, f.size)) continue;
      const parsed = parseInstructionFile(f.text, false, this.ctx.yaml, path);
      this.books.fileNotes(path, parsed.notes);
      for (const d of unknownKeyDiagnostics(path, f.text, false)) this.ctx.diag(d);
      if (parsed.excludeAgent === EXCLUDE_AGENT.codingAgent) {
        this.books.addNote(
          note(path, layer, "disabled", 'Disabled: its frontmatter says excludeAgent: "coding-agent", and Copilot CLI leaves it out.', f.size),
        );
        continue;
      }
      if (pastedWhole(parsed)) {
        const why = parsed.patterns?.length ? `applyTo ${parsed.patterns[0]} covers every file` : "it has no applyTo, so it applies to every request";
        this.start.pasted.push({
          path,
          layer,
          label: "Instructions, pasted whole",
          text: f.text,
          size: f.size,
          reason: `Included: ${why}; Copilot CLI pastes the whole file, frontmatter too.`,
          ...(parsed.patterns?.length ? { matchedBy: parsed.patterns } : {}),
        });
        continue;
      }
      const patterns = parsed.patterns ?? [];
      this.start.rows.push({
        path,
        shown: shownFrom === null ? path : relative(shownFrom, path),
        patterns,
        description: parsed.description ?? "",
      });
      this.books.scoped(path, patterns, parsed.patternsLine);
      this.start.pending.push({ path, layer, file: parsed, size: f.size, text: f.text });
    }
  }
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function pastedWhole(f: InstructionFile): boolean {
  if (f.patterns === undefined || f.patterns.length === 0) return true;
  return f.patterns.length === 1 && CLI_MATCH_ALL.includes(f.patterns[0]);
}

/** $COPILOT_HOME (absolute) or ~/.copilot. */
function copilotHome(ctx: ProfileContext, fallback: string): string {
  const v = ctx.input.env[ENV.home];
  if (v && v.startsWith("/")) return normalize(v);
  if (v)
    ctx.diag({
      level: "warning",
      code: "copilot-home-relative",
      message: `${ENV.home}=${v} is not an absolute path; Rulescope uses ~/.copilot.`,
    });
  return fallback;
}

/**
 * Every file Copilot CLI 1.0.102 reads when a session starts in the working directory. `extraDirs`
 * (COPILOT_CUSTOM_INSTRUCTIONS_DIRS): each one's AGENTS.md is wrapped after the folders' files and its
 * .github/instructions read after theirs (the lab did not set the variable: its place is the model's).
 */
export function cliStart(ctx: ProfileContext, books: Books, defaultHome: string, extraDirs: readonly string[]): CliStart {
  const { cwd } = ctx.input;
  const root = cliRoot(ctx, cwd);
  const home = copilotHome(ctx, defaultHome);
  const s = new CliSession(ctx, books, root);
  const below = root === cwd ? [] : [cwd];
  const between = chainDown(root, cwd).slice(1, -1).reverse();
  s.start.loaded.push(root, ...below, ...between);

  s.wrap(join(home, USER_INSTRUCTIONS_FILE), "user", "User instructions", `your personal instructions in ${home}, applied in every repository`);
  for (const d of [root, ...below]) s.folder(d, d === root ? "repo" : "cwd", "repo", d === root ? "the repository root's" : "the working directory's");
  for (const d of [root, ...below]) s.folder(d, d === root ? "repo" : "cwd", "model", `in ${d === root ? "the repository root" : "the working directory"}`);
  for (const d of between) {
    const why = `in ${d}, between the working directory and the repository root`;
    s.folder(d, "parent", "repo", why);
    s.folder(d, "parent", "model", why);
  }
  for (const d of extraDirs) {
    ctx.decide(`${ENV.extraDirs}: also reading AGENTS.md and ${INSTRUCTIONS_DIR} in ${d}`, d);
    s.wrap(findIgnoringCase(ctx, d, "AGENTS.md"), "env-dir", LABELS["AGENTS.md"], `in ${d}, listed in ${ENV.extraDirs}`);
  }
  s.instructions(join(home, USER_INSTRUCTIONS_DIR), "user", null);
  for (const d of [root, ...below]) s.instructions(join(d, INSTRUCTIONS_DIR), d === root ? "repo" : "cwd", d);
  for (const d of extraDirs) s.instructions(join(d, INSTRUCTIONS_DIR), "env-dir", d);
  return s.start;
}

/** The text Copilot CLI 1.0.102 puts in its system prompt for these files. */
export function cliPrompt(start: CliStart): Composer {
  const c = new Composer();
  const wrapped = start.wrapped;
  const rest: (Entry | "table")[] = [...start.pasted, ...(start.rows.length > 0 ? ["table" as const] : [])];
  wrapped.forEach((e, i) => {
    if (i > 0) c.frame(CLI_TEXT.join);
    c.frame(CLI_TEXT.open);
    c.content(e.text, e.path);
    c.frame(CLI_TEXT.close);
  });
  if (wrapped.length > 0 && rest.length > 0) c.frame(CLI_TEXT.join);
  rest.forEach((e, i) => {
    if (i > 0) c.frame(CLI_TEXT.join);
    if (e === "table") c.frame([CLI_TEXT.tableIntro, ...start.rows.map((r) => CLI_TEXT.row(r.patterns, r.shown, r.description))].join("\n"));
    else c.content(e.text, e.path);
  });
  if (wrapped.length > 0 && rest.length > 0) c.frame("\n");
  return c;
}
