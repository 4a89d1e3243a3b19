/**
 * Cline 3.x (before the SDK runtime): one "USER'S CUSTOM INSTRUCTIONS" section at the end of the
 * system prompt, made of per-source sections in a fixed order: the global rules folder, the
 * workspace .clinerules (folder or file), .cursorrules, .cursor/rules, .windsurfrules, every
 * AGENTS.md found below the workspace (when there is one at its root), and .clineignore.
 * Sources (cline/cline @ 864419d8b0c2467ec37ccb8837ddd08f96ea31f9, apps/vscode/src/...):
 * core/prompts/system-prompt/components/user_instructions.ts, core/prompts/responses.ts,
 * core/context/instructions/user-instructions/{cline-rules,external-rules,rule-helpers,frontmatter,
 * rule-conditionals}.ts, utils/fs.ts (readDirectory), services/glob/list-files.ts, core/storage/disk.ts.
 */
import picomatch from "picomatch/posix.js";
import { Composer, joinInto } from "../../core/compose";
import { basename, join, normalize, relative } from "../../core/paths";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { V3, V3_HEADER, V3_RULE_SEPARATOR, V3_SECTION_SEPARATOR, V3_SECTIONS, type ToggleMap } from "./facts";
import { evaluatePaths, parseClineFrontmatter, pathsOf } from "./frontmatter";
import { frontmatterKeyLine } from "../../core/key-line";
import type { GlobGuard, GlobSite } from "../../core/glob-guard";
import { MAX_IGNORE_LINES } from "../../core/gitignore";
import { isSource, keptBytes, note, readRuleText } from "./shared-read";
import { candidatePaths, pathHints } from "./prompt-paths";
import { Toggles } from "./toggles";
import type { ClineSettings } from "./meta";
import type { SourceLayer } from "../../source-layers";

interface Piece {
  /** Frame text before the file's text (its relative path line, `## path` for AGENTS.md). */
  label: string;
  text: string;
  path: string;
  layer: SourceLayer;
  size: number;
  reason: string;
  matchedBy?: string[];
  scope?: Source["scope"];
}

interface Section {
  intro: string;
  pieces: Piece[];
  outro?: string;
  separator: string;
}

class Session {
  readonly notes: Source[] = [];
  readonly toggles: Toggles;
  readonly candidates: string[];
  constructor(
    readonly ctx: ProfileContext,
    settings: ClineSettings,
  ) {
    this.toggles = new Toggles(ctx, settings);
    const { cwd, contextPaths, openFiles, prompt } = ctx.input;
    // RuleContextBuilder: path-like words of the user's message, then visible and open tabs, then files edited.
    this.candidates = candidatePaths(prompt, [...openFiles, ...contextPaths], cwd);
  }

  /** A `disabled` note when `path` is toggled off in `map` (or listed in disabledRules), else null. */
  off(map: ToggleMap, path: string, what = "it"): Source | null {
    const key = this.toggles.offBy(map, path);
    return key ? note(path, "project", "disabled", `Disabled: ${what} is switched off in Cline's rules popover (config ${key}).`) : null;
  }

  kind(path: string): "file" | "dir" | null {
    const st = this.ctx.fs.stat(path);
    return st.ok ? (st.value.kind === "dir" ? "dir" : st.value.kind === "file" ? "file" : null) : null;
  }
}

/** utils/fs.ts readDirectory(): Node's recursive readdir (a LIFO queue of folders), regular files only. */
function readDirectory(s: Session, dir: string, layer: SourceLayer, excluded: string[] = []): string[] {
  const out: string[] = [];
  const queue = [dir];
  while (queue.length > 0) {
    const d = queue.pop()!;
    const names = s.ctx.fs.readdir(d);
    if (!names.ok) continue;
    for (const name of names.value) {
      const p = join(d, name);
      const l = s.ctx.fs.lstat(p);
      if (!l.ok) continue;
      if (l.value.kind === "dir") {
        if (!excluded.some((x) => p === join(dir, x))) queue.push(p);
        continue;
      }
      if (V3.osGeneratedFiles.includes(name as (typeof V3.osGeneratedFiles)[number])) continue;
      if (l.value.kind !== "file") {
        s.notes.push(note(p, layer, "unmatched", "Not read: it is a symlink, and Cline 3 lists only regular files in a rules folder."));
        continue;
      }
      out.push(p);
    }
  }
  return out;
}

/**
 * getRuleFilesTotalContentWithMetadata(): each file trimmed; frontmatter stripped and `paths:`
 * checked; a file whose frontmatter does not parse goes in raw. One unreadable file fails the lot.
 */
function ruleFiles(s: Session, files: string[], base: string, layer: SourceLayer, withContext: boolean, map: ToggleMap): Piece[] | null {
  const pieces: Piece[] = [];
  const local: Source[] = [];
  for (const path of files) {
    const off = s.off(map, path);
    if (off) {
      local.push({ ...off, layer });
      continue;
    }
    const read = readRuleText(s.ctx, path, layer);
    if (read === null) continue;
    if (isSource(read)) {
      s.ctx.diag({
        level: "warning",
        code: "rules-folder-failed",
        path,
        message: `${path} cannot be read, so Cline 3 drops every rule of its folder (the folder is read all or nothing).`,
      });
      for (const f of files)
        if (f !== path)
          s.notes.push(
            note(
              f,
              layer,
              "unreadable",
              `Dropped: ${path} in the same folder cannot be read, and Cline 3 reads a rules folder all or nothing.`,
            ),
          );
      s.notes.push(read);
      return null;
    }
    const piece = rulePiece(s, path, relative(base, path), layer, read.text, read.size, withContext, local);
    if (piece) pieces.push(piece);
  }
  s.notes.push(...local);
  return pieces;
}

/** One rule file's text as Cline 3 sends it, or null (with a note) when it is left out. */
function rulePiece(
  s: Session,
  path: string,
  label: string,
  layer: SourceLayer,
  text: string,
  size: number,
  withContext: boolean,
  notes: Source[],
): Piece | null {
  const raw = text.trim();
  if (raw === "") {
    notes.push(note(path, layer, "empty", "Empty: the file has only whitespace, so it adds nothing.", size));
    return null;
  }
  const fm = parseClineFrontmatter(raw, s.ctx.yaml, path);
  if (fm.hadFrontmatter && fm.parseError) {
    s.ctx.diag({
      level: "warning",
      code: "frontmatter-invalid",
      path,
      message: `${path} has frontmatter that is not valid YAML (${fm.parseError}); Cline 3 sends the whole file, frontmatter included.`,
    });
    return {
      label: `${label}\n`,
      text: raw,
      path,
      layer,
      size,
      reason: "Included whole: its frontmatter does not parse, so Cline 3 fails open and sends the raw text.",
    };
  }
  const pathsLine = frontmatterKeyLine(text, "paths");
  const verdict = evaluatePaths(s.ctx.globs, { path, line: pathsLine }, fm.data, withContext ? s.candidates : []);
  // A rule with paths: is sent only when a matching file is in context: its globs as Source.scope (tested
  // by `check` against the whole tree). Where no context is passed (.cursorrules folders) it never is.
  const globs = verdict.kind !== "no-condition" && withContext ? pathsOf(fm.data) : undefined;
  const scope = globs ? { scope: { patterns: globs, ...(pathsLine ? { line: pathsLine } : {}) } } : {};
  if (verdict.kind === "unmatched") {
    notes.push({ ...note(path, layer, "unmatched", `Not sent: ${verdict.why}.`, size), ...scope });
    return null;
  }
  const matched = verdict.kind === "matched" ? verdict.patterns : undefined;
  return {
    label: `${label}\n`,
    text: fm.body.trim(),
    path,
    layer,
    size,
    reason: matched
      ? `Included: its paths: globs match a file in context (${matched.join(", ")}).`
      : "Included: a rule without conditions is always sent.",
    ...(matched ? { matchedBy: matched } : {}),
    ...scope,
  };
}

/** A single-file source (.clinerules file, .cursorrules, .windsurfrules): trimmed, on unless toggled off. */
function singleFile(s: Session, path: string, layer: SourceLayer, map: ToggleMap): RuleTextLike | null {
  if (s.kind(path) !== "file") return null;
  const off = s.off(map, path);
  if (off) {
    s.notes.push({ ...off, layer });
    return null;
  }
  const read = readRuleText(s.ctx, path, layer);
  if (read === null) return null;
  if (isSource(read)) {
    s.notes.push(read);
    return null;
  }
  if (read.text.trim() === "") {
    s.notes.push(note(path, layer, "empty", "Empty: the file has only whitespace, so its section is left out.", read.size));
    return null;
  }
  return read;
}
type RuleTextLike = { path: string; text: string; size: number };

function globalSection(s: Session): Section | null {
  const dir = join(s.ctx.input.home, V3.globalRules);
  const k = s.kind(dir);
  if (k !== "dir") {
    if (k === "file")
      s.ctx.diag({
        level: "warning",
        code: "global-rules-not-folder",
        path: dir,
        message: `${dir} is a file; Cline 3 reads global rules only from a folder there.`,
      });
    return null;
  }
  const pieces = ruleFiles(s, readDirectory(s, dir, "global"), dir, "global", true, "global");
  return pieces && pieces.length > 0 ? { intro: V3_SECTIONS.globalDir(dir), pieces, separator: V3_RULE_SEPARATOR } : null;
}

function localSection(s: Session): Section | null {
  const { cwd } = s.ctx.input;
  const path = join(cwd, V3.clineRules);
  if (s.kind(path) === "dir") {
    const files = readDirectory(s, path, "project", [...V3.excludedSubdirs]);
    const pieces = ruleFiles(s, files, cwd, "project", true, "local");
    return pieces && pieces.length > 0 ? { intro: V3_SECTIONS.localDir(cwd), pieces, separator: V3_RULE_SEPARATOR } : null;
  }
  const read = singleFile(s, path, "project", "local");
  if (!read) return null;
  const local: Source[] = [];
  const piece = rulePiece(s, path, "", "project", read.text, read.size, true, local);
  s.notes.push(...local);
  // The single file has no path line: only its text follows the intro.
  return piece ? { intro: V3_SECTIONS.localFile(cwd), pieces: [{ ...piece, label: "" }], separator: "" } : null;
}

function plainFileSection(s: Session, name: string, intro: (cwd: string) => string, map: ToggleMap): Section | null {
  const { cwd } = s.ctx.input;
  const read = singleFile(s, join(cwd, name), "project", map);
  if (!read) return null;
  return {
    intro: intro(cwd),
    pieces: [
      {
        label: "",
        text: read.text.trim(),
        path: read.path,
        layer: "project",
        size: read.size,
        reason: `Included: the workspace's ${name}, read by Cline 3 alongside its own rules.`,
      },
    ],
    separator: "",
  };
}

function cursorDirSection(s: Session): Section | null {
  const { cwd } = s.ctx.input;
  const dir = join(cwd, V3.cursorRulesDir);
  if (s.kind(dir) !== "dir") return null;
  const files = readDirectory(s, dir, "project").filter((p) => {
    if (p.endsWith(V3.cursorRuleExt) && basename(p) !== V3.cursorRuleExt) return true;
    s.notes.push(note(p, "project", "unmatched", `Not read: only ${V3.cursorRuleExt} files in .cursor/rules are rules.`));
    return false;
  });
  // getLocalCursorRules() passes no evaluation context, so a `paths:` rule there never matches.
  const pieces = ruleFiles(s, files, cwd, "project", false, "cursor");
  return pieces && pieces.length > 0 ? { intro: V3_SECTIONS.cursorDir(cwd), pieces, separator: V3_RULE_SEPARATOR } : null;
}

/** list-files.ts listFiles(cwd, true, 500): breadth first, hidden and build folders and .gitignore'd paths skipped. */
function listAgentsFiles(s: Session): string[] {
  const { cwd, home } = s.ctx.input;
  if (cwd === "/" || cwd === normalize(home)) {
    s.ctx.decide("the working directory is / or the home folder: Cline 3 does not list files there, so no AGENTS.md is found");
    return [];
  }
  const ignore: ((rel: string) => boolean)[] = V3.ignoredDirs.map((d) => picomatch(`**/${d}/**`, { dot: true }));
  ignore.push(picomatch("**/.*/**", { dot: true }));
  const out: string[] = [];
  let listed = 0;
  const queue = [cwd];
  while (queue.length > 0 && listed < V3.listLimit) {
    const dir = queue.shift()!;
    const giPath = join(dir, ".gitignore");
    const gi = s.ctx.fs.readFile(giPath);
    if (gi.ok) {
      const lines = new TextDecoder().decode(gi.value).split("\n");
      if (lines.length > MAX_IGNORE_LINES)
        s.ctx.diag({
          level: "warning",
          code: "ignore-file-capped",
          path: giPath,
          message: `${giPath} has ${lines.length.toLocaleString("en-US")} lines; Rulescope reads the first ${MAX_IGNORE_LINES.toLocaleString("en-US")} of them.`,
        });
      lines.slice(0, MAX_IGNORE_LINES).forEach((line, i) => addGitignore(s.ctx.globs, { path: giPath, line: i + 1 }, ignore, line.trim()));
    }
    const names = s.ctx.fs.readdir(dir);
    if (!names.ok) continue;
    for (const name of names.value) {
      if (listed >= V3.listLimit) break;
      const p = join(dir, name);
      const rel = relative(cwd, p);
      const st = s.ctx.fs.stat(p);
      if (!st.ok) continue;
      const isDir = st.value.kind === "dir";
      if (ignore.some((m) => m(isDir ? `${rel}/x` : rel) || m(rel))) continue;
      listed++;
      if (isDir) queue.push(p);
      else if (name.toLowerCase() === V3.agentsFile.toLowerCase()) out.push(p);
    }
  }
  if (listed >= V3.listLimit)
    s.ctx.diag({
      level: "info",
      code: "agent-search-capped",
      message: `Cline 3 lists at most ${V3.listLimit} entries when it looks for AGENTS.md files; deeper ones were not seen.`,
    });
  return out;
}

/** readGitignorePatterns(): `x` becomes `**\/x` and `**\/x/**`; negations and comments are skipped. */
function addGitignore(guard: GlobGuard, site: GlobSite, ignore: ((rel: string) => boolean)[], line: string): void {
  if (!line || line.startsWith("#") || line.startsWith("!")) return;
  const p = line.endsWith("/") ? line.slice(0, -1) : line;
  for (const glob of [`**/${p}`, `**/${p}/**`]) {
    const m = guard.picomatch(glob, { dot: true }, site);
    if (m) ignore.push(m);
  }
}

function agentsSection(s: Session): Section | null {
  const { cwd } = s.ctx.input;
  const top = join(cwd, V3.agentsFile);
  const off = s.off("agents", top, "the workspace AGENTS.md");
  if (off) {
    if (s.kind(top) === "file") s.notes.push({ ...off, reason: `${off.reason} That drops every AGENTS.md.` });
    return null;
  }
  if (!s.ctx.fs.exists(top)) return null;
  const pieces: Piece[] = [];
  for (const path of listAgentsFiles(s)) {
    const read = readRuleText(s.ctx, path, "project");
    if (read === null) continue;
    if (isSource(read)) {
      s.notes.push(read);
      continue;
    }
    const text = read.text.trim();
    if (text === "") {
      s.notes.push(note(path, "project", "empty", "Empty: the file has only whitespace, so it adds nothing.", read.size));
      continue;
    }
    const rel = relative(cwd, path);
    pieces.push({
      label: V3_SECTIONS.agentsFile(rel),
      text,
      path,
      layer: "project",
      size: read.size,
      reason:
        path === top
          ? "Included: the workspace AGENTS.md."
          : "Included: a nested AGENTS.md, found because the workspace has one at its root.",
    });
  }
  return pieces.length > 0 ? { intro: V3_SECTIONS.agents(cwd), pieces, separator: V3_RULE_SEPARATOR } : null;
}

function clineIgnoreSection(s: Session): Section | null {
  const path = join(s.ctx.input.cwd, V3.clineIgnore);
  const read = readRuleText(s.ctx, path, "ignore");
  if (read === null) return null;
  if (isSource(read)) {
    s.notes.push(read);
    return null;
  }
  if (read.text === "") {
    s.notes.push(note(path, "ignore", "empty", "Empty: an empty .clineignore adds no section.", read.size));
    return null;
  }
  return {
    intro: V3_SECTIONS.clineIgnoreOpen,
    pieces: [
      {
        label: "",
        text: read.text,
        path,
        layer: "ignore",
        size: read.size,
        reason: "Included: .clineignore patterns are shown to the model so it knows which files are blocked.",
      },
    ],
    outro: V3_SECTIONS.clineIgnoreClose,
    separator: "",
  };
}

export function resolveClassic(ctx: ProfileContext, settings: ClineSettings): { prompt: Composer; blocks: Block[] } {
  const s = new Session(ctx, settings);
  const sections = [
    globalSection(s),
    localSection(s),
    plainFileSection(s, V3.cursorRulesFile, V3_SECTIONS.cursorFile, "cursor"),
    cursorDirSection(s),
    plainFileSection(s, V3.windsurfRules, V3_SECTIONS.windsurfFile, "windsurf"),
    agentsSection(s),
    clineIgnoreSection(s),
  ].filter((x): x is Section => x !== null);
  const prompt = new Composer();
  if (sections.length > 0) {
    prompt.frame(V3_HEADER);
    joinInto(prompt, sections, V3_SECTION_SEPARATOR, (sec) => {
      prompt.frame(sec.intro);
      joinInto(prompt, sec.pieces, sec.separator, (p) => prompt.frame(p.label).content(p.text, p.path));
      if (sec.outro) prompt.frame(sec.outro);
    });
  } else ctx.decide("no rule sources: the USER'S CUSTOM INSTRUCTIONS section is left out");
  for (const sec of sections)
    for (const p of sec.pieces)
      ctx.source({
        path: p.path,
        layer: p.layer,
        status: "included",
        reason: p.reason,
        bytes: p.size,
        includedBytes: keptBytes(p.text, p.size),
        ...(p.matchedBy ? { matchedBy: p.matchedBy } : {}),
        ...(p.scope ? { scope: p.scope } : {}),
      });
  for (const n of s.notes) ctx.source(n);
  s.toggles.reportUnused();
  const hints = pathHints(ctx.input.prompt);
  if (hints.length > 0) ctx.decide(`path-like words in the prompt count as files in context for paths: conditions: ${hints.join(", ")}`);
  if (s.candidates.length > 0) ctx.decide(`paths: conditions are checked against these candidate paths: ${s.candidates.join(", ")}`);
  return {
    prompt,
    blocks: [
      {
        role: "system",
        label: "Cline system prompt (agent role, tools, rules, capabilities, system info, objective)",
        text: "",
        placeholder: true,
      },
      {
        role: "system",
        label: "USER'S CUSTOM INSTRUCTIONS (last section of the system prompt, rebuilt for each request)",
        text: prompt.toString(),
      },
    ],
  };
}
