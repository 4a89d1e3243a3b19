/**
 * Copilot CLI's session start as version 1.0.102 builds it, verified in the lab against the real binary
 * (lib/agents/copilot/lab.ts: the text of its system prompt between the tools and the system
 * notifications). The agent runtime is native code, so every fact here was read from what the binary
 * sent, not from a source:
 *
 * - Repository root: the nearest folder whose `.git` marks a repository (cliRoot); with none, the
 *   working directory.
 * - Files wrapped one by one, `<custom_instruction>\n<text>\n</custom_instruction>`, in this order:
 *   `$COPILOT_HOME/copilot-instructions.md`; `.github/copilot-instructions.md` of the root, then of the
 *   cwd; `AGENTS.md`, `CLAUDE.md`, `GEMINI.md` of the root, then of the cwd; then each folder between,
 *   from the cwd's parent up to the root's child (its `.github/copilot-instructions.md`, then those
 *   three, with `.claude/CLAUDE.md` after `CLAUDE.md`: only there is it read). A name is found exactly, else as the first entry in the
 *   folder's own listing order that matches it ignoring case (so `agents.md` is read). A file whose
 *   text equals one already wrapped is left out. Empty and blank files are wrapped too.
 * - Then `*.instructions.md` files (any case of the suffix) below `$COPILOT_HOME/instructions`, the
 *   root's and the cwd's `.github/instructions` (not the folders between), each set in path order:
 *   those with no applyTo, an empty one, or exactly `**`, `*` or `**\/*` are pasted whole,
 *   frontmatter included; `excludeAgent: coding-agent` leaves a file out; any other applyTo makes
 *   it a row of a table the model is told to read on demand.
 * - Invisible characters (zero-width, direction controls, BOM, tags: INVISIBLE) are removed
 *   everywhere; a file in `$COPILOT_HOME` that is not valid UTF-8 is left out, others are decoded with
 *   U+FFFD. NUL bytes are text.
 * - The parts are joined by a blank line; when wrapped files and pasted files (or the table) are both
 *   there, a newline ends the text.
 */
import { Composer } from "../../core/compose";
import { decodeLossy } from "../../core/bytes";
import { ancestors, chainDown, dirname, join, normalize, relative, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import { gitDiscover } from "../git-discovery";
import { noText, warnLossy } from "../shared";
import type { SourceLayer } from "../../source-layers";
import { type Books, type Entry } from "./collect";
import {
  ENV,
  EXCLUDE_AGENT,
  INSTRUCTIONS_DIR,
  INSTRUCTIONS_EXT,
  USER_INSTRUCTIONS_DIR,
  USER_INSTRUCTIONS_FILE,
  missingApplyToMessage,
} from "./facts";
import { parseInstructionFile, unknownKeyDiagnostics, type InstructionFile, type PendingFile } from "./instruction-file";

/** The files Copilot CLI 1.0.102 wraps from each folder, in its order (`.github/copilot-instructions.md` first). */
const CLI_REPO_FILE = ".github/copilot-instructions.md";
const CLI_MODEL_FILES = ["AGENTS.md", "CLAUDE.md", "GEMINI.md"] as const;
/** An applyTo of exactly one of these pastes the file at session start. */
const CLI_MATCH_ALL = ["**", "*", "**/*"];

const CLI_TEXT = {
  open: "<custom_instruction>\n",
  close: "\n</custom_instruction>",
  join: "\n\n",
  tableIntro:
    "Here is a list of instruction files that contain rules for modifying or creating new code.\nThese files are important for ensuring that the code is modified or created correctly.\nPlease make sure to follow the rules specified in these files when working with the codebase.\nIf you have not already read the file, use the `view` tool to acquire it.\nMake sure to acquire the instructions before making any changes to the code.\n| Pattern | File Path | Description |\n| ------- | --------- | ----------- |",
  row: (patterns: string[], path: string, description: string) => `| ${patterns.join(", ")} | '${path}' | ${description} |`,
  nestedIntro:
    "Here is a list of nested AGENTS.md files that contain additional agent instructions.\nThese files provide context-specific instructions for different parts of the codebase.\nPlease make sure to follow the rules specified in these files when working with the relevant areas.\nIf you have not already read the file, use the `view` tool to acquire it.\nMake sure to acquire the instructions before making any changes to the code in those areas.\n| Directory | File Path | Description |\n| --------- | --------- | ----------- |",
  nestedRow: (dir: string, path: string) => `| ${dir}/ | '${path}' | Agent instructions for ${dir}/**/* |`,
} as const;

const DOT_CLAUDE = ".claude/CLAUDE.md";
const LABELS: Record<string, string> = {
  [DOT_CLAUDE]: "Agent instructions (.claude/CLAUDE.md)",
  [CLI_REPO_FILE]: "Repository-wide instructions",
  "AGENTS.md": "Agent instructions (AGENTS.md)",
  "CLAUDE.md": "Agent instructions (CLAUDE.md)",
  "GEMINI.md": "Agent instructions (GEMINI.md)",
};

/** A table row: a path-specific file, named to the model with its patterns. */
interface CliRow {
  path: string;
  /** As the table shows it: relative to the folder whose .github it is in, absolute in $COPILOT_HOME. */
  shown: string;
  patterns: string[];
  description: string;
}

export interface CliStart {
  wrapped: Entry[];
  /**
   * Pasted files: `text` is the body; `head` the frontmatter before it, pasted too, but a frame of the
   * prompt's parts, not the file's instruction text (so two agents that get the same body agree).
   */
  pasted: (Entry & { head: string })[];
  rows: CliRow[];
  /** AGENTS.md files named in a table of their own, not pasted: the folder and the file, from the cwd. */
  nested: { path: string; dir: string; shown: string }[];
  /** Path-specific files, for what a worked-on file attaches later. */
  pending: PendingFile[];
  /** The folders whose files were read at session start. */
  loaded: string[];
  root: string;
}

/**
 * The invisible characters Copilot CLI 1.0.102 removes from every file's text, wherever they are:
 * soft hyphen, Mongolian vowel separator, zero-width space and non-joiner, direction marks and
 * embeddings, word joiner and invisible operators, direction isolates, BOM, tag characters. The lab
 * tried each (fixture upstream-invisible-removed.json); the zero-width joiner, U+2028/U+2029 and
 * U+E0000 stay.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0001}-\u{E007F}]/gu;

/**
 * Copilot CLI 1.0.102's repository root, from the working directory up. Where git finds a repository
 * (lib/agents/git-discovery.ts), that is the root; where git finds none, the working directory stands
 * in. Where git refuses a `.git` file (a `gitdir:` naming no git directory, or other text), Copilot
 * looks again, looser: the nearest `.git` folder below that file, of any kind, is the root; with none,
 * the file is, when its trimmed text starts with `gitdir:` and names something; else there is no root.
 * Seen in the lab (fixtures upstream-repository-root.json, upstream-repository-gitfile.json,
 * upstream-repository-refused.json).
 */
function cliRoot(ctx: ProfileContext, cwd: string): string {
  const say = (path: string, message: string) => ctx.diag({ level: "info", code: "git-marker-not-a-repository", path, message });
  const git = gitDiscover(ctx.fs, cwd);
  // The .git folders git walked past (none is a git directory), nearest first.
  const stop = git.kind === "none" ? null : dirname(git.dotGit);
  const passed: string[] = [];
  for (const dir of ancestors(cwd)) {
    if (dir === stop) break;
    const st = ctx.fs.stat(join(dir, ".git"));
    if (st.ok && st.value.kind === "dir") passed.push(join(dir, ".git"));
  }
  if (git.kind !== "refused") {
    for (const dotGit of passed)
      say(
        dotGit,
        `${dotGit} is not a git directory (it needs a valid HEAD, objects/ and refs/), so Copilot CLI looks further up for the repository root.`,
      );
    if (git.kind === "repository") return found(ctx, git.top);
    ctx.decide("no repository at or above the working directory: the working directory stands in for the root", cwd);
    return cwd;
  }
  if (passed.length > 0) {
    say(
      git.dotGit,
      `${git.dotGit} is a .git file git refuses (${git.why}), so Copilot CLI takes the nearest .git folder below it, ${passed[0]}, for the repository's, though it is not a git directory.`,
    );
    return found(ctx, dirname(passed[0]));
  }
  const r = ctx.fs.readFile(git.dotGit, 64 * 1024);
  const text = r.ok ? decodeLossy(r.value).text.trim() : "";
  if (text.startsWith("gitdir:") && text.slice("gitdir:".length).trim() !== "") return found(ctx, dirname(git.dotGit));
  say(
    git.dotGit,
    `${git.dotGit} is a .git file that names no gitdir:, so Copilot CLI finds no repository: the working directory stands in for its root.`,
  );
  ctx.decide("no repository at or above the working directory: the working directory stands in for the root", cwd);
  return cwd;
}

function found(ctx: ProfileContext, dir: string): string {
  ctx.decide(`repository root: ${dir} (its .git marks a repository)`, dir);
  return dir;
}

/** `name` in `dir`: the exact name when it is a file, else the first entry the folder lists that matches it ignoring case. */
function findIgnoringCase(ctx: ProfileContext, dir: string, name: string): string | null {
  const isFile = (p: string) => {
    const st = ctx.fs.stat(p);
    return st.ok && st.value.kind === "file";
  };
  const exact = join(dir, name);
  if (isFile(exact)) return exact;
  const listed = ctx.fs.listingOrder?.(dir) ?? ctx.fs.readdir(dir);
  if (!listed.ok) return null;
  const want = name.toLowerCase();
  const hit = listed.value.find((n) => n !== name && n.toLowerCase() === want && isFile(join(dir, n)));
  if (hit === undefined) return null;
  if (ctx.fs.listingOrder === undefined && listed.value.filter((n) => n.toLowerCase() === want && n !== name).length > 1)
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
    this.start = { wrapped: [], pasted: [], rows: [], nested: [], pending: [], loaded: [], root };
  }

  /** A file's text as Copilot CLI has it, or null (with a Source) when it is left out. */
  private read(path: string, layer: SourceLayer): { text: string; size: number } | null {
    const r = readCandidate(this.ctx.fs, path);
    if (r.kind !== "file") {
      if (r.kind !== "missing" || r.dangling) this.books.addNote(noText(path, layer, "unreadable", `${r.message}; Copilot CLI skips it.`));
      return null;
    }
    if (!r.validUtf8 && layer === "user") {
      const decoded = decodeLossy(r.bytes);
      this.books.addNote(
        noText(path, layer, "unreadable", "It is not valid UTF-8, and Copilot CLI leaves such a file in its home folder out.", r.size),
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
    const text = r.text.replace(INVISIBLE, "");
    const removed = [...r.text].length - [...text].length;
    if (removed > 0)
      this.ctx.diag({
        level: "info",
        code: "invisible-removed",
        path,
        message: `Copilot CLI removes ${removed} invisible character${removed === 1 ? "" : "s"} (zero-width, direction controls, BOM, tags) from ${path} before the model sees it.`,
      });
    return { text, size: r.size };
  }

  private firstSighting(path: string, layer: SourceLayer, size: number): boolean {
    const real = this.ctx.fs.realpath(path);
    const key = real.ok ? real.value : path;
    if (this.reals.has(key)) {
      this.books.addNote(noText(path, layer, "duplicate", "Duplicate: it is a file Copilot CLI has already read.", size));
      return false;
    }
    this.reals.add(key);
    return true;
  }

  /** `name` in `dir` (findIgnoringCase); when the exact name is there but no file, a Source says why it is skipped. */
  find(dir: string, name: string, layer: SourceLayer): string | null {
    const hit = findIgnoringCase(this.ctx, dir, name);
    const exact = join(dir, name);
    if (hit === exact || !this.ctx.fs.lstat(exact).ok) return hit;
    const r = readCandidate(this.ctx.fs, exact);
    const why = r.kind === "file" ? "" : r.message;
    if (why) this.books.addNote(noText(exact, layer, "unreadable", `${why}; Copilot CLI skips it${hit ? ` and reads ${hit}` : ""}.`));
    return hit;
  }

  /** One wrapped file, unless its text equals one already wrapped. */
  wrap(path: string | null, layer: SourceLayer, label: string, why: string): void {
    if (path === null) return;
    const f = this.read(path, layer);
    if (!f || !this.firstSighting(path, layer, f.size)) return;
    const same = this.texts.get(f.text);
    if (same !== undefined) {
      this.books.addNote(
        noText(path, layer, "duplicate", `Duplicate: its text is the same as ${same}'s, and Copilot CLI wraps each text once.`, f.size),
      );
      return;
    }
    this.texts.set(f.text, path);
    this.start.wrapped.push({ path, layer, label, text: f.text, size: f.size, reason: `Included: ${why}.` });
  }

  /**
   * The wrapped files of one folder: its .github/copilot-instructions.md, or AGENTS.md, CLAUDE.md,
   * GEMINI.md; a folder between the cwd and the root also has .claude/CLAUDE.md read, after CLAUDE.md.
   */
  folder(dir: string, layer: SourceLayer, which: "repo" | "model", why: string): void {
    if (which === "repo") {
      this.wrap(this.find(join(dir, ".github"), "copilot-instructions.md", layer), layer, LABELS[CLI_REPO_FILE], why);
      return;
    }
    for (const name of CLI_MODEL_FILES) {
      this.wrap(this.find(dir, name, layer), layer, LABELS[name], why);
      if (name === "CLAUDE.md" && layer === "parent")
        this.wrap(this.find(join(dir, ".claude"), "CLAUDE.md", layer), layer, LABELS[DOT_CLAUDE], why);
    }
  }

  /** The *.instructions.md files below `dir`, in path order: pasted, a table row, or left out. */
  instructions(dir: string, layer: SourceLayer, shownFrom: string | null): void {
    for (const path of this.books
      .listFiles(dir, [""])
      .filter((p) => p.toLowerCase().endsWith(INSTRUCTIONS_EXT))
      .sort(byCodeUnits)) {
      const f = this.read(path, layer);
      if (!f || !this.firstSighting(path, layer, f.size)) continue;
      const parsed = parseInstructionFile(f.text, false, this.ctx.yaml, path);
      this.books.fileNotes(path, parsed.notes);
      for (const d of unknownKeyDiagnostics(path, f.text, false)) this.ctx.diag(d);
      if (parsed.excludeAgent === EXCLUDE_AGENT.codingAgent) {
        this.books.addNote(
          noText(
            path,
            layer,
            "disabled",
            'Disabled: its frontmatter says excludeAgent: "coding-agent", and Copilot CLI leaves it out.',
            f.size,
          ),
        );
        continue;
      }
      if (parsed.patterns === undefined)
        this.ctx.diag({ level: "info", code: "apply-to-missing", path, line: 1, message: missingApplyToMessage(path) });
      if (pastedWhole(parsed)) {
        const why = parsed.patterns?.length
          ? `applyTo ${parsed.patterns[0]} covers every file`
          : "it has no applyTo, so it applies to every request";
        this.start.pasted.push({
          path,
          layer,
          label: "Instructions, pasted whole",
          text: parsed.body,
          head: f.text.slice(0, f.text.length - parsed.body.length),
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

/** $COPILOT_HOME, a relative one taken from the working directory (as 1.0.102 does), else ~/.copilot. */
function copilotHome(ctx: ProfileContext, fallback: string): string {
  const v = ctx.input.env[ENV.home];
  if (!v) return fallback;
  if (v.startsWith("/")) return normalize(v);
  const dir = resolvePath(ctx.input.cwd, v);
  ctx.diag({
    level: "info",
    code: "copilot-home-relative",
    message: `${ENV.home}=${v} is not an absolute path; Copilot CLI takes it from the working directory: ${dir}.`,
  });
  return dir;
}

/**
 * Every file Copilot CLI 1.0.102 reads when a session starts in the working directory. `extraDirs`
 * (COPILOT_CUSTOM_INSTRUCTIONS_DIRS): only the first is read (seen in the lab): its AGENTS.md is named
 * in a table of nested AGENTS.md files (paths from the cwd), not pasted, and its .github/instructions
 * files come after the others (table paths absolute). Its other files are not read.
 */
export function cliStart(ctx: ProfileContext, books: Books, defaultHome: string, extraDirs: readonly string[]): CliStart {
  const { cwd } = ctx.input;
  const root = cliRoot(ctx, cwd);
  const home = copilotHome(ctx, defaultHome);
  const s = new CliSession(ctx, books, root);
  const below = root === cwd ? [] : [cwd];
  const between = chainDown(root, cwd).slice(1, -1).reverse();
  s.start.loaded.push(root, ...below, ...between);

  s.wrap(
    findIgnoringCase(ctx, home, USER_INSTRUCTIONS_FILE),
    "user",
    "User instructions",
    `your personal instructions in ${home}, applied in every repository`,
  );
  for (const d of [root, ...below])
    s.folder(d, d === root ? "repo" : "cwd", "repo", d === root ? "the repository root's" : "the working directory's");
  for (const d of [root, ...below])
    s.folder(d, d === root ? "repo" : "cwd", "model", `in ${d === root ? "the repository root" : "the working directory"}`);
  for (const d of between) {
    const why = `in ${d}, between the working directory and the repository root`;
    s.folder(d, "parent", "repo", why);
    s.folder(d, "parent", "model", why);
  }
  const extra = extraDirs.slice(0, 1);
  if (extraDirs.length > 1)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.extraDirs} names ${extraDirs.length} folders; Copilot CLI 1.0.102 reads only the first, ${extraDirs[0]}.`,
    });
  for (const d of extra) {
    ctx.decide(`${ENV.extraDirs}: naming AGENTS.md and reading ${INSTRUCTIONS_DIR} in ${d}`, d);
    const agents = findIgnoringCase(ctx, d, "AGENTS.md");
    if (agents !== null) {
      s.start.nested.push({ path: agents, dir: relative(cwd, d) || ".", shown: relative(cwd, agents) });
      const st = ctx.fs.stat(agents);
      books.addNote(
        noText(
          agents,
          "env-dir",
          "unmatched",
          `Named, not sent: Copilot CLI lists it in a table of nested AGENTS.md files for the model to read on demand (it is in ${d}, from ${ENV.extraDirs}).`,
          st.ok ? st.value.size : 0,
        ),
      );
    }
  }
  s.instructions(join(home, USER_INSTRUCTIONS_DIR), "user", null);
  for (const d of [root, ...below]) s.instructions(join(d, INSTRUCTIONS_DIR), d === root ? "repo" : "cwd", d);
  for (const d of extra) s.instructions(join(d, INSTRUCTIONS_DIR), "env-dir", null);
  return s.start;
}

/** The text Copilot CLI 1.0.102 puts in its system prompt for these files. */
export function cliPrompt(start: CliStart): Composer {
  const c = new Composer();
  const wrapped = start.wrapped;
  const rest: (CliStart["pasted"][number] | "nested" | "table")[] = [
    ...start.pasted,
    ...(start.nested.length > 0 ? ["nested" as const] : []),
    ...(start.rows.length > 0 ? ["table" as const] : []),
  ];
  wrapped.forEach((e, i) => {
    if (i > 0) c.frame(CLI_TEXT.join);
    c.frame(CLI_TEXT.open);
    c.content(e.text, e.path);
    c.frame(CLI_TEXT.close);
  });
  if (wrapped.length > 0 && rest.length > 0) c.frame(CLI_TEXT.join);
  rest.forEach((e, i) => {
    if (i > 0) c.frame(CLI_TEXT.join);
    if (e === "table")
      c.frame([CLI_TEXT.tableIntro, ...start.rows.map((r) => CLI_TEXT.row(r.patterns, r.shown, r.description))].join("\n"));
    else if (e === "nested") c.frame([CLI_TEXT.nestedIntro, ...start.nested.map((n) => CLI_TEXT.nestedRow(n.dir, n.shown))].join("\n"));
    else {
      if (e.head !== "") c.frame(e.head);
      c.content(e.text, e.path);
    }
  });
  if (wrapped.length > 0 && rest.length > 0) c.frame("\n");
  return c;
}
