/**
 * The legacy loader (loadServerHierarchicalMemory, the default until JIT context became the default
 * in April 2026): per configured name, the global file, then the files from the cwd up to the parent
 * of the project root (or the parent of home), then a breadth-first search below the cwd limited by
 * context.discoveryMaxDirs. Everything goes into the system prompt as <loaded_context> tiers.
 */
import { Composer } from "../../core/compose";
import { ignoreLines, ignoreMatcher, type IgnoreMatcher } from "../../core/gitignore";
import { dirname, join, relative } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { Block } from "../../types";
import type { ProfileContext } from "../base";
import { Book } from "./book";
import { GEMINI_IGNORE_FILE } from "./facts";
import { extensionContextPaths } from "./extensions";
import { dedupeByIdentity, findProjectRoot, loadFile, type Loaded } from "./probe";
import { asLanded, concatenate, hierarchical } from "./render";
import { bytesByPath, writeSegs } from "../../core/segments";
import type { Settings } from "./settings";
import { trustedOnly, type Trust } from "./trust";
import { probeOrRecord } from "./walk";
import type { SourceLayer } from "../../source-layers";

/** FileDiscoveryService(cwd): .geminiignore (and, when asked, .gitignore) at the cwd. */
function ignoreFilter(ctx: ProfileContext, s: Settings, cwd: string): (path: string, isDir: boolean) => boolean {
  const load = (name: string): IgnoreMatcher | null => {
    const r = readCandidate(ctx.fs, join(cwd, name));
    return r.kind === "file" ? ignoreMatcher(ignoreLines(r.text), ctx.globs, { path: r.path }) : null;
  };
  const matchers: IgnoreMatcher[] = [];
  if (s.respectGeminiIgnore) matchers.push(...[load(GEMINI_IGNORE_FILE)].filter((m): m is IgnoreMatcher => m !== null));
  if (s.respectGitIgnore && findProjectRoot(ctx, cwd, [".git"]) !== null)
    matchers.push(...[load(".gitignore")].filter((m): m is IgnoreMatcher => m !== null));
  return (path, isDir) => matchers.some((m) => m.ignores(relative(cwd, path), isDir));
}

/** bfsFileSearch: directories breadth first (readdir order), at most maxDirs scanned; symlinks are not followed. */
function bfs(ctx: ProfileContext, root: string, name: string, maxDirs: number, ignored: (p: string, isDir: boolean) => boolean): string[] {
  const found: string[] = [];
  const queue = [root];
  const visited = new Set<string>();
  let scanned = 0;
  let head = 0;
  for (; head < queue.length && scanned < maxDirs; head++) {
    const dir = queue[head];
    if (visited.has(dir)) continue;
    visited.add(dir);
    scanned++;
    const names = ctx.fs.readdir(dir);
    if (!names.ok) continue;
    for (const entry of names.value) {
      const full = join(dir, entry);
      const st = ctx.fs.lstat(full);
      if (!st.ok) continue;
      const isDir = st.value.kind === "dir";
      if (!isDir && !(st.value.kind === "file" && entry === name)) continue;
      if (ignored(full, isDir)) continue;
      if (isDir) queue.push(full);
      else found.push(full);
    }
  }
  if (scanned >= maxDirs && queue.slice(head).some((d) => !visited.has(d)))
    ctx.diag({
      level: "info",
      code: "agent-search-capped",
      path: root,
      message: `The search below ${root} for ${name} stopped after ${maxDirs} directories (context.discoveryMaxDirs); deeper files are not found.`,
    });
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** getGeminiMdFilePathsInternalForEachDir for one directory, one name. */
function projectPathsFor(
  ctx: ProfileContext,
  book: Book,
  s: Settings,
  dir: string,
  name: string,
  ignored: (p: string, isDir: boolean) => boolean,
): string[] {
  const globalPath = join(s.geminiDir, name);
  const root = findProjectRoot(ctx, dir, s.boundaryMarkers);
  const stop = root ? dirname(root) : dirname(s.home);
  ctx.decide(
    root
      ? `project root ${root}: the upward search for ${name} goes up to its parent ${stop}`
      : `no project root: the upward search for ${name} goes up to the parent of home, ${stop}`,
    dir,
  );
  const up: string[] = [];
  // The loop stops before `/`: the root directory itself is never searched.
  for (let cur = dir; cur !== "/"; cur = dirname(cur)) {
    if (cur === s.geminiDir) break;
    const p = join(cur, name);
    if (probeOrRecord(ctx, book, p, "project") && p !== globalPath) up.unshift(p);
    if (cur === stop) break;
  }
  return [...up, ...bfs(ctx, dir, name, s.discoveryMaxDirs, ignored)];
}

export function resolveLegacy(ctx: ProfileContext, s: Settings, trust: Trust): { prompt: Composer; blocks: Block[] } {
  const book = new Book();
  const realCwd = ctx.fs.realpath(ctx.input.cwd);
  const realHome = ctx.fs.realpath(s.home);
  const cwd = realCwd.ok ? realCwd.value : ctx.input.cwd;
  const atHome = realCwd.ok && realHome.ok && realCwd.value === realHome.value;
  if (atHome) ctx.decide("the working directory is the home directory: no workspace search, global files only", cwd);
  const dirs = [...new Set([...(s.loadFromIncludeDirs ? s.includeDirectories : []), atHome ? "" : cwd])];
  const ignored = ignoreFilter(ctx, s, cwd);
  const globalSet = new Set<string>();
  const projectSet = new Set<string>();
  for (const dir of dirs) {
    for (const name of s.names) {
      const g = join(s.geminiDir, name);
      if (probeOrRecord(ctx, book, g, "global")) globalSet.add(g);
      if (dir === "") continue;
      for (const p of projectPathsFor(ctx, book, s, dir, name, ignored)) projectSet.add(p);
    }
  }
  const globalPaths = [...globalSet];
  const found = [...projectSet];
  const projectPaths = trustedOnly(ctx, book, trust, found);
  if (ctx.input.contextPaths.length > 0)
    ctx.diag({
      level: "info",
      code: "context-paths-ignored",
      message: "The legacy loader has no JIT context: reading files attaches nothing; everything is loaded at start.",
    });

  // loadServerHierarchicalMemory: global, project, then extension paths; extensions ignore folder trust.
  const extensionPaths = extensionContextPaths(ctx, book, s);
  const { kept, dropped } = dedupeByIdentity(ctx, [...globalPaths, ...projectPaths, ...extensionPaths]);
  const files = new Map(kept.map((p) => [p, loadFile(ctx, p, { format: s.importFormat, boundaryMarkers: s.boundaryMarkers })]));
  const pick = (list: string[]) => list.map((p) => files.get(p)).filter((f): f is Loaded => f !== undefined);
  const global = concatenate(pick(globalPaths));
  const project = concatenate(pick(projectPaths));
  const extension = concatenate(pick(extensionPaths));
  const memory = asLanded(hierarchical({ global: global.segs, extension: extension.segs, project: project.segs }));

  const record = (list: string[], layer: SourceLayer, reason: string, blank: Set<string>) =>
    book.files(list, files, blank, layer, () => reason, dropped);

  record(globalPaths, "global", "Included: a global context file in ~/.gemini (<global_context>).", global.blank);
  record(
    extensionPaths,
    "extension",
    "Included: a context file of an active extension (~/.gemini/extensions), in <extension_context>.",
    extension.blank,
  );
  record(
    projectPaths,
    "project",
    "Included: found above the cwd (up to the project root's parent) or below it (<project_context>).",
    project.blank,
  );
  const prompt = writeSegs(new Composer(), memory);
  book.publish(ctx, bytesByPath(memory));
  const blocks: Block[] = [
    {
      role: "system",
      label: "Gemini CLI system prompt: preamble, core mandates, workflows, tool and git guidance (not reproduced)",
      text: "",
      placeholder: true,
    },
  ];
  if (memory.length > 0)
    blocks.push({ role: "system", label: "User memory at the end of the system prompt (<loaded_context> tiers)", text: prompt.toString() });
  blocks.push({
    role: "user",
    label: "<session_context> of the first user message: date, OS, temp dir, folder tree (not reproduced)",
    text: "",
    placeholder: true,
  });
  return { prompt, blocks };
}
