/**
 * Which hint files Goose loads (load_hints.rs): the global ones, the project's from the git root
 * (or only the working directory) down to it, and, once a tool touches a path below the working
 * directory, the folders between (SubdirectoryHintTracker).
 */
import { Composer } from "../../core/compose";
import { formatBytes, utf8Length } from "../../core/bytes";
import { ignoreLines, ignoreMatcher } from "../../core/gitignore";
import { readCandidate } from "../../core/read";
import { ancestors, chainDown, dirname, join } from "../../core/paths";
import type { Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText } from "../shared";
import { AGENTS_MD, FILE_SEPARATOR, GLOBAL_HEADER, MAX_HINT_BYTES, PROJECT_HEADER, SECTION_GAP, subdirHeader } from "./facts";
import { expandHint, readHintFile, type LoadState, type Scope } from "./refs";
import type { GooseSettings } from "./settings";
import type { SourceLayer } from "../../source-layers";

export interface Loaded {
  text: Composer;
  sources: Source[];
}

/** find_git_root: the nearest folder, the start included, where `.git` exists (a folder or a file). */
function findGitRoot(ctx: ProfileContext, start: string): string | null {
  return ancestors(start).find((d) => ctx.fs.stat(join(d, ".git")).ok) ?? null;
}

/** Path::is_file: follows links; a dangling link is noted (Rulescope's), anything else not a file is passed over. */
function isFile(ctx: ProfileContext, path: string, layer: SourceLayer, sources: Source[]): boolean {
  const st = ctx.fs.stat(path);
  if (st.ok) return st.value.kind === "file";
  if (ctx.fs.lstat(path).ok)
    sources.push(noText(path, layer, "unreadable", "It is a symlink to nothing (dangling), so Goose passes it over."));
  return false;
}

/** append_hint_file: write `framing` and the expanded file, or nothing when the file adds no text. */
function append(
  ctx: ProfileContext,
  out: Loaded,
  outBytes: { n: number },
  framing: string,
  path: string,
  layer: SourceLayer,
  reason: string,
  scope: Scope,
  state: LoadState,
  limit: number,
): boolean {
  if (state.loaded.has(path)) {
    out.sources.push(noText(path, layer, "duplicate", "Duplicate: Goose already loaded this path in this load."));
    return false;
  }
  state.loaded.add(path);
  const room = limit - (outBytes.n + utf8Length(framing));
  if (room < 0) {
    out.sources.push(noText(path, layer, "over-budget", `Skipped: Goose's ${formatBytes(MAX_HINT_BYTES)} hints limit is used up.`));
    return false;
  }
  const r = readHintFile(ctx, path, layer, scope, state, room);
  if (!r.ok) {
    out.sources.push(r.source);
    return false;
  }
  if (r.text === "") {
    out.sources.push(noText(path, layer, "empty", "Empty: the file has no text, so Goose adds nothing for it.", r.size));
    return false;
  }
  const c = new Composer().frame(framing);
  const own: Source = { path, layer, status: "included", reason, bytes: r.size, includedBytes: utf8Length(r.text) };
  const imports: Source[] = [];
  expandHint(ctx, c, r.text, path, r.real, scope, state, room, imports);
  out.text.append(c);
  outBytes.n += utf8Length(c.toString());
  out.sources.push(own, ...imports);
  return true;
}

/** build_gitignore: every .gitignore from the git root down to the working directory, matched from the working directory. */
function projectIgnore(ctx: ProfileContext, dirs: string[], cwd: string): Scope["ignore"] {
  const patterns: { pattern: string; line: number }[] = [];
  for (const d of dirs) {
    const r = readCandidate(ctx.fs, join(d, ".gitignore"));
    if (r.kind === "file") patterns.push(...ignoreLines(r.text));
  }
  if (patterns.length === 0) return null;
  return { matcher: ignoreMatcher(patterns, ctx.globs, { path: join(cwd, ".gitignore") }), root: cwd };
}

/** load_hint_files: the "hints" text Goose puts in its system prompt at session start. */
export function loadHints(ctx: ProfileContext, s: GooseSettings, state: LoadState): Loaded & { bytes: number } {
  const { cwd } = ctx.input;
  const out: Loaded = { text: new Composer(), sources: [] };
  const bytes = { n: 0 };
  const globals = s.names.map((n) => join(s.configDir, n));
  if (s.names.includes(AGENTS_MD)) globals.push(join(s.agentsHome, AGENTS_MD));
  let hasGlobal = false;
  for (const p of globals) {
    if (!isFile(ctx, p, "global", out.sources)) continue;
    const scope: Scope = { boundary: dirname(p), ignore: null };
    if (
      append(
        ctx,
        out,
        bytes,
        hasGlobal ? FILE_SEPARATOR : GLOBAL_HEADER,
        p,
        "global",
        "Included: a global hint file, read in every session.",
        scope,
        state,
        MAX_HINT_BYTES,
      )
    )
      hasGlobal = true;
  }
  const root = findGitRoot(ctx, cwd);
  const dirs = root ? chainDown(root, cwd) : [cwd];
  ctx.decide(
    root
      ? `git root ${root}: hint files are read from there down to the working directory`
      : "no .git above the working directory: hint files are read from the working directory only",
    cwd,
  );
  const scope: Scope = { boundary: root ?? cwd, ignore: projectIgnore(ctx, dirs, cwd) };
  let hasLocal = false;
  for (const dir of dirs)
    for (const n of s.names) {
      const p = join(dir, n);
      if (!isFile(ctx, p, "project", out.sources)) continue;
      const framing = hasLocal ? FILE_SEPARATOR : hasGlobal ? SECTION_GAP + PROJECT_HEADER : PROJECT_HEADER;
      const why =
        dir === cwd
          ? "Included: a hint file in the working directory."
          : `Included: a hint file in ${dir}, between the git root and the working directory.`;
      if (append(ctx, out, bytes, framing, p, "project", why, scope, state, MAX_HINT_BYTES)) hasLocal = true;
    }
  return { ...out, bytes: bytes.n };
}

/**
 * load_hints_from_directory: hint files in every folder below the working directory down to `dir`
 * (both real paths), under one "Subdirectory Hints" header; files this load already has are skipped.
 */
export function loadSubdirectory(
  ctx: ProfileContext,
  s: GooseSettings,
  dir: string,
  realCwd: string,
  state: LoadState,
  limit: number,
): Loaded & { bytes: number } {
  const out: Loaded = { text: new Composer(), sources: [] };
  const bytes = { n: 0 };
  const scope: Scope = { boundary: findGitRoot(ctx, realCwd) ?? realCwd, ignore: null };
  let has = false;
  for (const d of chainDown(realCwd, dir).filter((x) => x !== realCwd))
    for (const n of s.names) {
      const p = join(d, n);
      if (!isFile(ctx, p, "subdirectory", out.sources)) continue;
      if (
        append(
          ctx,
          out,
          bytes,
          has ? FILE_SEPARATOR : subdirHeader(dir),
          p,
          "subdirectory",
          `Included once a tool touches ${dir}: a hint file below the working directory.`,
          scope,
          state,
          limit,
        )
      )
        has = true;
    }
  return { ...out, bytes: bytes.n };
}
