/**
 * Kiro (closed source): steering files in `.kiro/steering/*.md` (workspace) and `~/.kiro/steering/`
 * (global) with frontmatter `inclusion`: always (default), fileMatch (`fileMatchPattern`), manual
 * (`#name` in chat) or auto (`name` + `description`: the model decides); `#[[file:path]]`
 * references pull workspace files in; AGENTS.md is always included, at the workspace root and (since
 * the docs of 2026-09) in subfolders. Kiro does not publish its wording, so the prompt is a neutral
 * listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { descriptionsListing, listing, type ListingEntry } from "../../core/rule-listing";
import { foldersBelow } from "../../core/find-down";
import { isWithin, join, normalize, relative, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { AGENTS_FILE, AGENTS_SKIP_DIRS, FILE_REFERENCE, FILE_REFERENCE_REPORT, NAME } from "./facts";
import { fileNoteDiagnostic, relativeGlobsMatching, RelativeGlobIndex } from "../shared";
import { noText, parseSteering, readText, steeringFiles, textSource, type Steering } from "./steering";
import { defineProfile, type ContextOf } from "../define";
import { kiroMeta } from "./meta";

type Ctx = ContextOf<typeof kiroMeta>;

interface Item {
  entry: ListingEntry;
  source: Source;
}

/** `#name` mentions in the prompt (not `#[[...]]` references). */
function mentions(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(])#([A-Za-z0-9_][\w.-]*)/g)].map((m) => m[1].replace(/[.,;:!?-]+$/, ""));
}

/** Places texts once; a file referenced twice or already placed is a duplicate. */
class Placer {
  private readonly taken = new Set<string>();
  constructor(
    private readonly ctx: Ctx,
    private readonly notes: Source[],
  ) {}

  place(items: Item[], s: Steering, how: string, reason: string, matchedBy?: string[]): void {
    if (this.taken.has(s.path)) return;
    this.taken.add(s.path);
    if (s.text.trim() === "") {
      this.notes.push(noText(s.path, s.scope, "empty", "Empty: it has no text after its frontmatter, so it adds nothing.", s.size));
      return;
    }
    items.push({
      entry: {
        label: `${s.scope === "global" ? "Global" : "Workspace"} steering ${s.name} (${how}): ${s.path}`,
        text: s.text,
        path: s.path,
      },
      source: textSource(s.path, s.scope, s.text, s.size, reason, matchedBy),
    });
    this.references(items, s);
  }

  /** `#[[file:relative/path]]`: the workspace file comes right after the steering file (one level). */
  private references(items: Item[], s: Steering): void {
    const { cwd } = this.ctx.input;
    for (const m of s.text.matchAll(FILE_REFERENCE)) {
      const ref = m[1].trim();
      const path = resolvePath(cwd, ref);
      const line = s.bodyLine + s.text.slice(0, m.index).split("\n").length - 1;
      this.ctx.diag(
        fileNoteDiagnostic(s.path, {
          level: "info",
          code: "fragile-form",
          line,
          message: `uses #[[file:${ref}]]: ${FILE_REFERENCE_REPORT}`,
        }),
      );
      if (this.taken.has(path)) {
        this.notes.push(noText(path, "reference", "duplicate", `Duplicate: ${s.path} references it, but its text is already in context.`));
        continue;
      }
      const read = readText(this.ctx, path, "reference", this.notes);
      if (!read) {
        const there = this.ctx.fs.lstat(path); // a refused file exists: its Source says why it was not read
        if (!there.ok && there.code !== "EREFUSED")
          this.ctx.diag({
            level: "warning",
            code: "missing-reference",
            path: s.path,
            message: `${s.path} references #[[file:${ref}]], but ${path} does not exist.`,
          });
        continue;
      }
      this.taken.add(path);
      items.push({
        entry: { label: `File referenced by ${s.path} as #[[file:${ref}]]: ${path}`, text: read.text, path },
        source: textSource(path, "reference", read.text, read.size, `Included: ${s.path} references it with #[[file:${ref}]].`),
      });
    }
  }
}

/**
 * Docs of 2026-09: AGENTS.md files in subfolders are "loaded as steering context alongside your other
 * steering files": always included, after the root one. Breadth first, in name order (inferred).
 */
function nestedAgents(ctx: Ctx, placer: Placer, items: Item[], notes: Source[]): void {
  const { cwd } = ctx.input;
  const walk = foldersBelow(ctx.fs, cwd, { skipDirs: AGENTS_SKIP_DIRS });
  if (walk.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: `Rulescope stopped looking for AGENTS.md in subfolders after ${walk.dirs.length.toLocaleString("en-US")} folders; deeper ones were not seen.`,
    });
  for (const dir of walk.dirs.slice(1)) {
    const path = join(dir, AGENTS_FILE);
    const read = readText(ctx, path, "workspace", notes);
    if (!read) continue;
    placer.place(
      items,
      parseSteering(ctx, path, "workspace", read.text, read.size),
      `AGENTS.md in ${relative(cwd, dir)}/`,
      "Included: an AGENTS.md in a subfolder of the workspace is loaded as steering (Kiro docs since 2026-09).",
    );
  }
}

/** Every steering file, global then workspace, parsed; one note per name both define. */
function readSteering(ctx: Ctx, notes: Source[]): Steering[] {
  const { cwd, home } = ctx.input;
  const all: Steering[] = [];
  for (const [root, scope] of [
    [home, "global"],
    [cwd, "workspace"],
  ] as const) {
    if (scope === "workspace" && normalize(root) === normalize(home)) continue;
    for (const p of steeringFiles(ctx, root, notes, scope)) {
      const read = readText(ctx, p, scope, notes);
      if (read) all.push(parseSteering(ctx, p, scope, read.text, read.size));
    }
  }
  const workspaceNames = new Set(all.filter((s) => s.scope === "workspace").map((s) => s.name));
  for (const g of all.filter((s) => s.scope === "global" && workspaceNames.has(s.name)))
    ctx.diag({
      level: "info",
      code: "same-name-steering",
      path: g.path,
      message: `${g.name}.md exists in both global and workspace steering; both are sent (global first), and Kiro's docs say workspace steering takes priority when instructions conflict.`,
    });
  return all;
}

/** What Kiro sends at session start: always-included steering, AGENTS.md files, #mentioned steering. */
function sessionStart(ctx: Ctx, b: Behaviour, placer: Placer, all: Steering[], named: string[], notes: Source[]): Item[] {
  const { cwd } = ctx.input;
  const start: Item[] = [];
  for (const s of all.filter((s) => s.inclusion === "always"))
    placer.place(
      start,
      s,
      "inclusion always",
      s.name === "AGENTS" ? "Included: AGENTS.md in a steering folder is always included." : "Included: inclusion: always (the default).",
    );
  const rootAgents = join(cwd, AGENTS_FILE);
  const agentsRead = readText(ctx, rootAgents, "workspace", notes);
  if (agentsRead)
    placer.place(
      start,
      parseSteering(ctx, rootAgents, "workspace", agentsRead.text, agentsRead.size),
      "workspace root AGENTS.md",
      "Included: AGENTS.md at the workspace root is always included.",
    );
  if (b.nestedAgents) nestedAgents(ctx, placer, start, notes);
  for (const s of all.filter((s) => s.inclusion !== "always" && named.includes(s.name)))
    placer.place(start, s, `#${s.name} in the prompt`, `Included: the prompt mentions #${s.name}.`, [`#${s.name}`]);
  return start;
}

/** Steering not sent at session start, each with why: auto (offered), manual, global fileMatch. Returns the auto ones. */
function notPlaced(ctx: Ctx, all: Steering[], named: string[], notes: Source[]): Steering[] {
  const offered = all.filter((s) => s.inclusion === "auto" && !named.includes(s.name));
  for (const s of offered) {
    if (!s.autoName || !s.description)
      ctx.diag({
        level: "warning",
        code: "auto-needs-name-description",
        path: s.path,
        message: `${s.path} has inclusion: auto but lacks ${!s.autoName ? "name" : "description"}:; Kiro needs both to offer it.`,
      });
    notes.push(
      noText(
        s.path,
        s.scope,
        "offered",
        "inclusion: auto: Kiro includes it when the request matches its description, which Rulescope cannot predict.",
        s.size,
      ),
    );
  }
  for (const s of all.filter((s) => s.inclusion === "manual" && !named.includes(s.name)))
    notes.push({
      ...noText(
        s.path,
        s.scope,
        "unmatched",
        `inclusion: manual: it is included only when the chat mentions #${s.name}, and the prompt does not.`,
        s.size,
      ),
      manual: true,
    });
  const globalFileMatch = all.filter((s) => s.inclusion === "fileMatch" && s.scope === "global" && !named.includes(s.name));
  for (const s of globalFileMatch)
    notes.push(
      noText(
        s.path,
        s.scope,
        "unmatched",
        "inclusion: fileMatch in global steering does not trigger in Kiro today (kirodotdev/Kiro#9176).",
        s.size,
      ),
    );
  return offered;
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { prompt } = ctx.input;
  const notes: Source[] = [];
  const all = readSteering(ctx, notes);
  const placer = new Placer(ctx, notes);
  const named = mentions(prompt);
  const start = sessionStart(ctx, b, placer, all, named, notes);

  const offered = notPlaced(ctx, all, named, notes);

  const promptText = listing(
    NAME,
    start.map((i) => i.entry),
  );
  if (start.length === 0) ctx.decide("no always-included steering, AGENTS.md or #mentions: nothing is added at session start");
  for (const i of start) ctx.source(i.source);
  for (const n of notes.splice(0)) ctx.source(n);

  const blocks: Block[] = [
    { role: "system", label: "Kiro system prompt: base instructions, tools, environment (not published)", text: "", placeholder: true },
    { role: "system", label: "Steering (Rulescope listing: Kiro's wording is not published)", text: promptText.toString() },
  ];
  if (offered.length > 0)
    blocks.push({
      role: "system",
      label: "inclusion: auto steering: descriptions offered (Rulescope listing)",
      text: descriptionsListing(
        NAME,
        offered.map((s) => ({ name: s.autoName ?? s.name, path: s.path, description: s.description ?? "(no description)" })),
      ),
    });

  blocks.push(...attachFileMatch(ctx, all, named, placer, notes));
  return { prompt: promptText, blocks };
}

/** The paths that can attach fileMatch steering, in order: the files open in the editor, then those read. */
function triggers(ctx: Ctx): { entry: string; open: boolean }[] {
  return [
    ...ctx.input.openFiles.map((entry) => ({ entry, open: true })),
    ...ctx.input.contextPaths.map((entry) => ({ entry, open: false })),
  ];
}

/**
 * Workspace fileMatch steering attached by a matching file: one block per file open in the editor or
 * read, first match only. Users report that only the file open in the active editor attaches it, and a
 * file the agent reads does not (kirodotdev/Kiro#5236 on 0.8.140, #1803); the docs say "working with"
 * the file, which Rulescope follows, naming the report on a read-triggered attachment.
 */
function attachFileMatch(ctx: Ctx, all: Steering[], named: string[], placer: Placer, notes: Source[]): Block[] {
  const { cwd } = ctx.input;
  const blocks: Block[] = [];
  const pending = all.filter((s) => s.inclusion === "fileMatch" && s.scope === "workspace" && !named.includes(s.name));
  const done = new Set<Steering>();
  // fileMatch steering carries its patterns: `check` tests them against the whole tree.
  const scopes = new Map(pending.map((s) => [s.path, { patterns: s.patterns, ...(s.patternsLine ? { line: s.patternsLine } : {}) }]));
  const scoped = (src: Source): Source => (scopes.has(src.path) ? { ...src, scope: scopes.get(src.path)! } : src);
  const index = new RelativeGlobIndex(pending, (s) => s.patterns);
  for (const { entry, open } of triggers(ctx)) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    if (!isWithin(abs, cwd) || abs === cwd) continue;
    const rel = relative(cwd, abs);
    const items: Item[] = [];
    const reason = open
      ? `Included while ${rel} is open in the editor: its fileMatchPattern matches.`
      : `Included when ${rel} is read: its fileMatchPattern matches. (Reported: Kiro may attach it only while the file is open in the active editor, kirodotdev/Kiro#5236.)`;
    for (const s of index.mayMatch(rel).filter((s) => !done.has(s))) {
      const by = relativeGlobsMatching(ctx.globs, { path: s.path, line: s.patternsLine }, s.patterns, rel);
      if (by.length === 0) continue;
      done.add(s);
      placer.place(items, s, `fileMatch ${by.join(", ")}`, reason, by);
    }
    if (items.length === 0) continue;
    for (const i of items) ctx.source(scoped(i.source));
    blocks.push({
      role: "system",
      label: `Attached ${open ? `while ${rel} is open in the editor` : `when ${rel} is read`} (Rulescope listing)`,
      trigger: `${open ? "open" : "read"} ${entry}`,
      text: listing(
        NAME,
        items.map((i) => i.entry),
      ).toString(),
    });
  }
  for (const s of pending.filter((s) => !done.has(s)))
    notes.push(
      noText(
        s.path,
        s.scope,
        "unmatched",
        s.patterns.length === 0
          ? "inclusion: fileMatch without a fileMatchPattern: it never applies."
          : `inclusion: fileMatch (${s.patterns.join(", ")}): no file open in the editor or read matches.`,
        s.size,
      ),
    );
  for (const n of notes) ctx.source(scoped(n));
  return blocks;
}

export const kiro = defineProfile(kiroMeta, BEHAVIOURS, resolve);
