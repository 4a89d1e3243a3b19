/**
 * Crush (charmbracelet/crush, open source, Go): a fixed list of context paths (CRUSH.md, AGENTS.md,
 * CLAUDE.md, GEMINI.md, .cursorrules, .cursor/rules/, .github/copilot-instructions.md and case
 * variants) plus crush.json `options.context_paths`, all relative to the working directory (no walk up
 * or down), a folder read whole; since v0.77.0 also `options.global_context_paths` (default: CRUSH.md in
 * the global config folder and AGENTS.md beside it). Files go at the end of the coder system prompt.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { noText } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { contextConfig, defaultGlobalPaths } from "./config";
import { BETWEEN_SECTIONS, CONFIG_KEYS, DEFAULT_CONTEXT_PATHS, FILE_CLOSE, FILE_OPEN, NAME, type Section } from "./facts";
import { loadPaths, sortCompact, type Loaded, type Skipped } from "./load";
import { crushMeta } from "./meta";

const DEFAULTS: ReadonlySet<string> = new Set(DEFAULT_CONTEXT_PATHS);

function reasonFor(f: Loaded, again: boolean): string {
  const from = f.inFolder ? ` (a file below ${f.entry}, read whole)` : "";
  const where =
    f.layer === "global"
      ? `the global context path ${f.entry}${from}, sent as user context`
      : DEFAULTS.has(f.entry)
        ? `${f.entry} is one of Crush's default context paths${from}`
        : `options.context_paths lists ${f.entry}${from}`;
  const empty = f.size === 0 ? " It is empty, yet Crush still sends its <file> element." : "";
  return `${again ? "Included again" : "Included"}: ${where}.${empty}`;
}

/** Record each loaded file; a file reached by two context paths is sent twice, as Crush does. */
function recordLoaded(ctx: ProfileContext, files: Loaded[], seen: Set<string>): void {
  for (const f of files) {
    const again = seen.has(f.path);
    seen.add(f.path);
    if (again)
      ctx.diag({
        level: "warning",
        code: "same-file-twice",
        path: f.path,
        message: `${f.path} is reached by two context paths (the second: ${f.entry}), so Crush sends it twice.`,
      });
    ctx.source({ path: f.path, layer: f.layer, status: "included", reason: reasonFor(f, again), bytes: f.size, includedBytes: f.bytes });
  }
}

/** A path skipped because its lower-cased form was taken: on a case-sensitive disk its file is never read. */
function recordSkipped(ctx: ProfileContext, skipped: Skipped[], loaded: Set<string>, global: boolean): void {
  for (const s of skipped) {
    const st = ctx.fs.stat(s.path);
    if (!st.ok || loaded.has(s.path)) continue;
    const layer = global ? "global" : DEFAULTS.has(s.entry) ? "project" : "config";
    const why = `Crush keys context paths by their lower-cased form, and ${s.by} (sorted first) took the key of ${s.entry}, so this path is never tried; on a case-insensitive disk the ${s.by} probe would find it.`;
    ctx.source(noText(s.path, layer, "shadowed", `Shadowed: ${why}`, st.value.kind === "file" ? st.value.size : 0));
    ctx.diag({
      level: "warning",
      code: "fragile-form",
      path: s.path,
      message: `${s.path} is a context path Crush never reads on a case-sensitive disk (Linux): name it as in ${s.by.replace(/\/+$/, "")}.`,
    });
  }
}

function writeSection(c: Composer, section: Section, files: Loaded[]): void {
  c.frame(section.open);
  for (const f of files) c.frame(FILE_OPEN(f.path)).content(f.text, f.path).frame(FILE_CLOSE);
  c.frame(section.close);
}

function noteOrder(ctx: ProfileContext, groups: number, what: string): void {
  if (groups > 1)
    ctx.diag({
      level: "info",
      code: "order-not-guaranteed",
      message: `Crush gathers ${what} in a Go map and sends them in its (random) iteration order, which changes between sessions; Rulescope shows the sorted context-path order it reads them in.`,
    });
}

function resolve(ctx: ProfileContext, b: Behaviour) {
  const cfg = contextConfig(ctx);
  const paths = sortCompact([...DEFAULT_CONTEXT_PATHS, ...cfg.contextPaths]);
  ctx.decide(`${paths.length} context paths, sorted, relative to the working directory ${ctx.input.cwd}`);
  const project = loadPaths(ctx, paths, (e) => (DEFAULTS.has(e) ? "project" : "config"));
  noteOrder(ctx, project.groups, "the files of different context paths");

  let global: Loaded[] = [];
  if (b.global) {
    const own = cfg.globalPaths.length > 0;
    const globals = sortCompact(own ? cfg.globalPaths : defaultGlobalPaths(cfg.globalDir));
    ctx.decide(own ? "global_context_paths set: the default user files are replaced" : `global context paths: ${globals.join(", ")}`);
    const g = loadPaths(ctx, globals, () => "global");
    noteOrder(ctx, g.groups, "the global context files");
    global = g.files;
    recordSkipped(ctx, g.skipped, new Set(g.files.map((f) => f.path)), true);
  } else if (cfg.globalPaths.length > 0)
    ctx.diag({
      level: "info",
      code: "setting-not-read",
      message: `${CONFIG_KEYS.globalContextPaths} is set, but this ${NAME} version (before 0.77.0) reads no global context files.`,
    });

  const seen = new Set<string>();
  recordLoaded(ctx, project.files, seen);
  recordLoaded(ctx, global, seen);
  recordSkipped(ctx, project.skipped, new Set(project.files.map((f) => f.path)), false);

  const prompt = new Composer();
  if (project.files.length > 0) writeSection(prompt, b.project, project.files);
  if (global.length > 0 && b.global) {
    // The template line between the sections belongs to the slice only when both are there.
    if (project.files.length > 0) prompt.frame(BETWEEN_SECTIONS);
    writeSection(prompt, b.global, global);
  }
  if (prompt.length === 0) ctx.decide("no context file found: the system prompt carries no context section");
  const blocks: Block[] = [
    {
      role: "system",
      label: "Crush coder system prompt (templates/coder.md.tpl: rules, tools, environment, skills)",
      text: "",
      placeholder: true,
    },
  ];
  if (prompt.length > 0)
    blocks.push({ role: "system", label: "Context files (the end of the coder system prompt)", text: prompt.toString() });
  return { prompt, blocks };
}

export const crush = defineProfile(crushMeta, BEHAVIOURS, resolve);
