/**
 * The Copilot agent runtime, as Copilot CLI runs it (variant `upstream`) and as the cloud coding agent
 * runs it on GitHub's runner (variant `coding-agent`). Order (runtime merge order, spec 1.7): user
 * file, repo-root files, instruction files (repo, then user), files in the directories between the
 * root and the working directory, COPILOT_CUSTOM_INSTRUCTIONS_DIRS; then, per worked-on file, the
 * files in the directories on its path and the path-specific files whose applyTo matches it.
 */
import { ancestors, chainDown, dirname, isWithin, join, normalize, resolvePath } from "../../core/paths";
import type { ProfileContext } from "../base";
import { Books, type Entry } from "./collect";
import { noText } from "../shared";
import {
  AGENTS_FILE,
  COPILOT_HOME_DEFAULT,
  ENV,
  EXCLUDE_AGENT,
  INSTRUCTIONS_DIR,
  INSTRUCTIONS_EXT,
  RUNTIME_DIR_FILES,
  USER_INSTRUCTIONS_DIR,
  USER_INSTRUCTIONS_FILE,
  missingApplyToMessage,
} from "./facts";
import { parseInstructionFile, unknownKeyDiagnostics, type InstructionFile, type PendingFile } from "./instruction-file";
import { runtimeMatches, runtimeMatchesAll } from "./matching";
import { cliStart, type CliStart } from "./cli";
import type { SourceLayer } from "../../source-layers";

const LABELS: Record<string, string> = {
  ".github/copilot-instructions.md": "Repository-wide instructions",
  "AGENTS.md": "Agent instructions (AGENTS.md)",
  "CLAUDE.md": "Agent instructions (CLAUDE.md)",
  ".claude/CLAUDE.md": "Agent instructions (.claude/CLAUDE.md)",
  "GEMINI.md": "Agent instructions (GEMINI.md)",
};

/** Nearest directory at or above `cwd` holding `.git` (a directory, or a worktree's file). */
export function findRepoRoot(ctx: ProfileContext, cwd: string): string | null {
  for (const dir of ancestors(cwd)) {
    if (ctx.fs.lstat(join(dir, ".git")).ok) {
      ctx.decide(`repository root: ${dir} (it holds .git)`, dir);
      return dir;
    }
  }
  ctx.decide("no .git above the working directory: the working directory stands in for the repository root", cwd);
  return null;
}

/** $COPILOT_HOME (absolute) or ~/.copilot. */
function copilotHome(ctx: ProfileContext): string {
  const v = ctx.input.env[ENV.home];
  if (v && v.startsWith("/")) return normalize(v);
  if (v)
    ctx.diag({
      level: "warning",
      code: "copilot-home-relative",
      message: `${ENV.home}=${v} is not an absolute path; Rulescope uses ~/.copilot.`,
    });
  return join(ctx.input.home, COPILOT_HOME_DEFAULT);
}

class RuntimeSession {
  readonly pending: PendingFile[] = [];
  private readonly loadedDirs = new Set<string>();
  private readonly shadowNoted = new Set<string>();
  constructor(
    private readonly ctx: ProfileContext,
    readonly root: string,
    private readonly b: RuntimeBehaviour & { surface: string },
    readonly books: Books = new Books(ctx, true),
  ) {}

  /** Folders read at session start by another collector (cli.ts): a worked-on file does not read them again. */
  markLoaded(dirs: readonly string[]): void {
    for (const d of dirs) this.loadedDirs.add(d);
  }

  place(e: Entry | null, into: Entry[]): void {
    if (e) into.push(e);
  }

  /** One plain instruction file (copilot-instructions.md, AGENTS.md, ...): whole text. */
  plain(path: string, layer: SourceLayer, label: string, reason: string, into: Entry[]): void {
    if (this.books.placed(path)) return;
    const f = this.books.read(path, layer);
    if (f) this.place(this.books.admit(f, { layer, label, reason }), into);
  }

  /** Every file the runtime checks in one standard directory, in table order. */
  dirFiles(dir: string, layer: SourceLayer, into: Entry[], why: string): void {
    this.loadedDirs.add(dir);
    for (const name of RUNTIME_DIR_FILES) this.plain(join(dir, name), layer, LABELS[name], `Included: ${name} in ${why}.`, into);
  }

  /** `*.instructions.md` below `dir`: always-on ones are placed now, path-specific ones wait for a match. */
  instructionFiles(dir: string, layer: SourceLayer, into: Entry[]): void {
    for (const path of this.books.listFiles(dir, [INSTRUCTIONS_EXT])) {
      if (this.books.placed(path) || this.pending.some((p) => p.path === path)) continue;
      const f = this.books.read(path, layer);
      if (!f) continue;
      const parsed = parseInstructionFile(f.text, false, this.ctx.yaml, path);
      this.books.fileNotes(path, parsed.notes);
      for (const d of unknownKeyDiagnostics(path, f.text, false)) this.ctx.diag(d);
      if (parsed.excludeAgent === EXCLUDE_AGENT.codingAgent) {
        if (this.b.honoursExcludeAgent) {
          this.books.addNote(
            noText(
              path,
              layer,
              "disabled",
              `Disabled: its frontmatter says excludeAgent: "coding-agent", so the ${this.b.surface} does not use it.`,
              f.size,
            ),
          );
          continue;
        }
        this.ctx.diag({
          level: "info",
          code: "exclude-agent-cli",
          path,
          message: `${path} says excludeAgent: "coding-agent"; the docs name only the cloud coding agent and code review, so Rulescope assumes ${this.b.surface} still reads it.`,
        });
      }
      if (parsed.patterns === undefined)
        this.ctx.diag({ level: "info", code: "apply-to-missing", path, line: 1, message: missingApplyToMessage(path) });
      const all = parsed.patterns ? runtimeMatchesAll(parsed.patterns) : [];
      if (parsed.patterns === undefined || all.length > 0) {
        const reason =
          parsed.patterns === undefined
            ? "Included: it has no applyTo, so it applies to every request."
            : `Included: applyTo ${all.join(", ")} covers every file.`;
        this.place(
          this.books.admit(f, { layer, label: this.pathLabel(parsed), reason, ...(all.length > 0 ? { matchedBy: all } : {}) }, parsed.body),
          into,
        );
      } else {
        this.books.scoped(path, parsed.patterns, parsed.patternsLine);
        this.pending.push({ path, layer, file: parsed, size: f.size, text: f.text });
      }
    }
  }

  pathLabel(f: InstructionFile): string {
    return f.patterns ? `Path-specific instructions (applyTo: ${f.patterns.join(", ")})` : "Instructions (no applyTo)";
  }

  /** Directories on the way from the loaded ones down to the worked-on file's directory, top first. */
  dirsOnPath(file: string): string[] {
    const out: string[] = [];
    for (const d of ancestors(dirname(file))) {
      if (!isWithin(d, this.root) || d === this.root) break;
      if (!this.loadedDirs.has(d)) out.push(d);
    }
    return out.reverse();
  }

  attachFor(entry: string, file: string): Entry[] {
    const items: Entry[] = [];
    const dirs = this.dirsOnPath(file);
    if (this.b.nested === "path-folders") {
      for (const d of dirs) {
        this.dirFiles(d, "nested", items, `${d}, a directory on the path of ${entry}`);
        this.instructionFiles(join(d, INSTRUCTIONS_DIR), "nested", items);
      }
    } else this.nearestAgentsMd(dirs, entry, items);
    for (const p of [...this.pending]) {
      const hits = runtimeMatches(this.ctx.globs, { path: p.path, line: p.file.patternsLine }, p.file.patterns ?? [], this.root, file);
      if (hits.length === 0) continue;
      this.pending.splice(this.pending.indexOf(p), 1);
      const e = this.books.admit(
        { path: p.path, text: p.text, size: p.size },
        {
          layer: p.layer,
          label: this.pathLabel(p.file),
          reason: `Included: applyTo ${hits.join(", ")} matches ${entry}.`,
          matchedBy: hits,
        },
        p.file.body,
      );
      this.place(e, items);
    }
    return items;
  }

  /** Instruction files in directories no worked-on file led to: candidates that never came into play. */
  neverReached(): void {
    const pathFolders = this.b.nested === "path-folders";
    const names: readonly string[] = pathFolders ? RUNTIME_DIR_FILES : [AGENTS_FILE];
    const suffixes = names.map((n) => `/${n}`);
    // The longest name that fits: .claude/CLAUDE.md belongs to the folder above .claude.
    const longestFirst = [...names].sort((a, b) => b.length - a.length);
    for (const path of this.books.listFiles(this.root, suffixes)) {
      const name = longestFirst.find((n) => path.endsWith(`/${n}`))!;
      const owner = path.slice(0, path.length - name.length - 1) || "/";
      if (owner === this.root || this.loadedDirs.has(owner) || !isWithin(owner, this.root) || this.books.known(path)) continue;
      const why = pathFolders
        ? `${this.b.surface} reads it only when a file in ${owner} or below is worked on`
        : `the ${this.b.surface} uses it only as the nearest AGENTS.md to a file it works on below ${owner}`;
      this.books.addNote(noText(path, "nested", "unmatched", `Unmatched: ${why}, and no context path is there.`));
    }
  }

  /** nested "nearest-agents-md": "the nearest AGENTS.md file in the directory tree will take precedence". */
  private nearestAgentsMd(dirs: string[], entry: string, items: Entry[]): void {
    let winner: string | null = null;
    for (const d of [...dirs].reverse()) {
      const path = join(d, AGENTS_FILE);
      if (winner === null) {
        // Already attached for an earlier file: still the nearest, nothing new to add.
        if (this.books.placed(path)) winner = path;
        else {
          const before = items.length;
          this.plain(path, "nested", LABELS[AGENTS_FILE], `Included: the nearest AGENTS.md to ${entry}.`, items);
          if (items.length > before) winner = path;
        }
        continue;
      }
      const st = this.ctx.fs.stat(path);
      if (st.ok && st.value.kind === "file" && !this.books.placed(path) && !this.shadowNoted.has(path)) {
        this.shadowNoted.add(path);
        this.books.addNote(
          noText(
            path,
            "nested",
            "shadowed",
            `Shadowed: ${winner} is nearer to ${entry} and the nearest AGENTS.md takes precedence.`,
            st.value.size,
          ),
        );
      }
    }
  }
}

function extraDirs(ctx: ProfileContext, cwd: string): string[] {
  const raw = ctx.input.env[ENV.extraDirs];
  if (!raw) return [];
  return raw
    .split(",")
    .map((d) => d.trim())
    .filter((d) => d !== "")
    .map((d) => resolvePath(cwd, d.startsWith("~/") || d === "~" ? join(ctx.input.home, d.slice(1)) : d));
}

/**
 * The agent runtime's differences between Copilot CLI on your machine and the cloud coding agent on
 * GitHub's runner (copilot-customizations-spec.md; GitHub docs, "About customizing Copilot coding agent"),
 * one field per difference.
 */
export interface RuntimeBehaviour {
  /** The coding agent works from the repository root, whatever folder a session starts in. */
  worksFromRoot: boolean;
  /** Personal files in $COPILOT_HOME or ~/.copilot are read (on the runner they do not exist). */
  readsHome: boolean;
  /** `excludeAgent: "coding-agent"` in an instruction file's frontmatter drops the file. */
  honoursExcludeAgent: boolean;
  /**
   * What a worked-on file brings in from the folders on its path: every standard file and
   * instructions folder in each (CLI), or only the nearest AGENTS.md (coding agent).
   */
  nested: "path-folders" | "nearest-agents-md";
  /** COPILOT_CUSTOM_INSTRUCTIONS_DIRS names more folders to read. */
  readsExtraDirsEnv: boolean;
}

/** Personal files that exist but a surface that reads no home never sees (they live on your machine). */
function homeNotRead(ctx: ProfileContext, books: Books, home: string, surface: string): void {
  const why = `Disabled: the ${surface} runs on GitHub's runner, where your personal ~/.copilot files do not exist.`;
  const st = ctx.fs.stat(join(home, USER_INSTRUCTIONS_FILE));
  if (st.ok && st.value.kind === "file") books.addNote(noText(join(home, USER_INSTRUCTIONS_FILE), "user", "disabled", why));
  for (const p of books.listFiles(join(home, USER_INSTRUCTIONS_DIR), [INSTRUCTIONS_EXT])) books.addNote(noText(p, "user", "disabled", why));
}

export function resolveRuntime(ctx: ProfileContext, b: RuntimeBehaviour & { surface: string }): { books: Books } {
  const found = findRepoRoot(ctx, ctx.input.cwd);
  let cwd = ctx.input.cwd;
  if (b.worksFromRoot && found && found !== cwd) {
    ctx.diag({
      level: "info",
      code: "coding-agent-cwd",
      message: `The ${b.surface} works from the repository root (${found}), not from ${cwd}; Rulescope resolves from the root.`,
    });
    cwd = found;
  }
  const root = found ?? cwd;
  const s = new RuntimeSession(ctx, root, b);
  const { books } = s;
  const home = copilotHome(ctx);
  if (b.readsHome && ctx.input.env[ENV.xdg])
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.xdg} is set, but ${b.surface} no longer reads it (since 1.0); its files live in ${ENV.home} or ~/.copilot.`,
    });

  if (b.readsHome)
    s.plain(
      join(home, USER_INSTRUCTIONS_FILE),
      "user",
      "User instructions",
      `Included: your personal instructions in ${home}, applied in every repository.`,
      books.start,
    );
  else homeNotRead(ctx, books, home, b.surface);
  s.dirFiles(root, "repo", books.start, "the repository root");
  s.instructionFiles(join(root, INSTRUCTIONS_DIR), "repo", books.start);
  if (b.readsHome) s.instructionFiles(join(home, USER_INSTRUCTIONS_DIR), "user", books.start);
  for (const d of chainDown(root, cwd).slice(1)) {
    s.dirFiles(d, "cwd", books.start, d === cwd ? "the working directory" : `${d}, between the repository root and the working directory`);
    s.instructionFiles(join(d, INSTRUCTIONS_DIR), "cwd", books.start);
  }
  if (b.readsExtraDirsEnv)
    for (const d of extraDirs(ctx, cwd)) {
      ctx.decide(`${ENV.extraDirs}: also reading AGENTS.md and ${INSTRUCTIONS_DIR} in ${d}`, d);
      s.plain(
        join(d, AGENTS_FILE),
        "env-dir",
        LABELS[AGENTS_FILE],
        `Included: AGENTS.md in ${d}, listed in ${ENV.extraDirs}.`,
        books.start,
      );
      s.instructionFiles(join(d, INSTRUCTIONS_DIR), "env-dir", books.start);
    }
  else if (ctx.input.env[ENV.extraDirs])
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.extraDirs} is a Copilot CLI variable; the ${b.surface} does not read it.`,
    });

  attachReads(ctx, s, cwd);
  return { books };
}

/** What each worked-on file attaches, then Sources for the files none of them reached. */
function attachReads(ctx: ProfileContext, s: RuntimeSession, cwd: string): void {
  const { books } = s;
  books.reading = true;
  for (const entry of ctx.input.contextPaths) {
    const file = resolvePath(cwd, entry);
    const items = s.attachFor(entry, file);
    if (items.length > 0) books.reads.push({ entry, items });
  }
  s.neverReached();
  for (const p of s.pending)
    books.addNote(
      noText(
        p.path,
        p.layer,
        "unmatched",
        `Unmatched: no worked-on file matches applyTo ${p.file.patterns?.join(", ")} (globs are relative to ${s.root}).`,
        p.size,
      ),
    );
}

/**
 * Copilot CLI as version 1.0.102 runs (cli.ts, verified in the lab): its own session start and text;
 * worked-on files then attach as the runtime model above has it (not verified: the lab asks for no file).
 */
export function resolveCli(ctx: ProfileContext, b: RuntimeBehaviour & { surface: string }): { books: Books; start: CliStart } {
  const books = new Books(ctx, true);
  if (ctx.input.env[ENV.xdg])
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${ENV.xdg} is set, but ${b.surface} no longer reads it (since 1.0); its files live in ${ENV.home} or ~/.copilot.`,
    });
  const start = cliStart(ctx, books, join(ctx.input.home, COPILOT_HOME_DEFAULT), b.readsExtraDirsEnv ? extraDirs(ctx, ctx.input.cwd) : []);
  books.start.push(...start.wrapped, ...start.pasted);
  const s = new RuntimeSession(ctx, start.root, b, books);
  s.markLoaded(start.loaded);
  s.pending.push(...start.pending);
  attachReads(ctx, s, ctx.input.cwd);
  return { books, start };
}
