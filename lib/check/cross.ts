/**
 * Findings that need every run at once: rule files no declared agent reads, files another always
 * wins over, files one agent loads and another misses, and scoped rules that can never attach.
 */
import type { FsPort } from "../fs/port";
import { GlobGuard } from "../core/glob-guard";
import { ignoreLines, ignoreMatcher } from "../core/gitignore";
import { basename, dirname, isWithin, join, relative } from "../core/paths";
import { blocks } from "../core/markdown-code";
import { stripBlockHtmlComments } from "../core/markdown-scan";
import { findProfile } from "../agents";
import { NOT_INSTRUCTIONS } from "../source-layers";
import { finding, squash, type TextCache } from "./findings";
import { atMarker, type Run, type Survey } from "./runs";
import { isLoaded, type Resolution, type Source } from "../types";
import type { CheckAgent, Finding, Fix } from "./types";
import type { Identity } from "./identity";
import { reasonClause } from "./causes";
import { relativizer } from "./relative-text";
import { inOwnRuleStore } from "./own-rules";
import { foldImportedDisagreements } from "./disagree-imports";
import { commandsCovered } from "./commands-covered";
import { atTargets, isPointerFile, namedFiles, pointedAtOnly, pointedFiles, pointerFileTo } from "./pointer-file";

/** Every path loaded by any of the runs. */
/** The real files these runs load (a link and its target are one). */
function loadedFiles(runs: Run[], id: Identity): Set<string> {
  const out = new Set<string>();
  for (const r of runs) for (const s of r.resolution.sources) if (isLoaded(s)) out.add(id.of(s.path));
  return out;
}

/**
 * Files of the tree that are rule files: they carry a name some agent looks for by name (AGENTS.md,
 * GEMINI.md), or an agent that reads them by name and place considers them: a declared agent, or one
 * whose own place they sit in (`.cursor/rules/`, `.clinerules`: its markers). A `rules.md` that one
 * agent reads wherever it sits is a rule file for that agent only: in a review bot's folder, with that
 * agent not declared, it is not one.
 */
export function ruleFiles(root: string, files: string[], s: Survey, declared: Set<string>): string[] {
  const ownPlace = (f: string, agent: string): boolean => (findProfile(agent)?.markers ?? []).some((m) => atMarker(relative(root, f), m));
  return files.filter(
    (f) => s.ruleNames.has(basename(f)) || [...(s.considered.get(f) ?? [])].some((a) => declared.has(a) || ownPlace(f, a)),
  );
}

/** Per agent, the runs it made. */
function byAgent(runs: Run[]): Map<string, Run[]> {
  const out = new Map<string, Run[]>();
  for (const r of runs) out.set(r.agent, [...(out.get(r.agent) ?? []), r]);
  return out;
}

/**
 * A fallback file switched off by another file in its own folder (Claude Code's AGENTS.md beside a
 * CLAUDE.local.md): import it from that file. Appended as a last line, so frontmatter at the top stays
 * first. A file elsewhere gets no edit: an import from a folder above would load it at every session
 * start (a nested file only attaches on reads there), and one from below would need approval.
 */
function importFix(offBy: string, target: string, texts: TextCache, id: Identity): Fix | undefined {
  const text = texts.get(offBy);
  // Never through a link (it would edit the file it points at), never a file importing itself.
  if (text === null || dirname(target) !== dirname(offBy) || id.throughLink(offBy) || id.same(offBy, target)) return undefined;
  const name = basename(target);
  const lines = text.split("\n");
  const last = lines.length;
  const kept = lines[last - 1];
  return {
    kind: "edit",
    description: `Import ${name} from ${basename(offBy)}`,
    path: offBy,
    line: last,
    endLine: last,
    text: kept === "" ? `@${name}\n\n` : `${kept}\n@${name}\n`,
  };
}

/**
 * Files a declared agent would read as a fallback from some checked folder, but another file's presence
 * switches the fallback off there. Said per folder (it depends on where the session starts), unlike
 * always-shadowed, which needs every folder.
 */
export function fallbackOffFindings(runs: Run[], texts: TextCache, id: Identity, fs: FsPort): Finding[] {
  const out: Finding[] = [];
  for (const run of runs) {
    const loaded = loadedFiles([run], id);
    for (const x of run.resolution.sources) {
      // Loaded under another name (CLAUDE.md -> AGENTS.md): nothing is lost.
      if (x.status !== "shadowed" || !x.fallbackOffBy || loaded.has(id.of(x.path))) continue;
      const offBy = x.fallbackOffBy;
      // The remedy is in place (the file holds the import line): what keeps the text out is said by
      // that import's own finding (refused, unresolved), not again here.
      if (importsFile(texts.get(offBy), offBy, x.path, id)) continue;
      // The file only points at what the agent reads (AGENTS.md: "Please read CLAUDE.md"), or the agent
      // gets its every paragraph from another file: nothing is lost.
      const text = texts.get(x.path);
      if (text !== null && (isWrapper(text, x.path, [run], id) || sentAll(text, run))) continue;
      // A file the agent reads only points at this one (CopilotKit's showcase/CLAUDE.md: "See AGENTS.md
      // in this directory … Read it before touching …"): the team sends the agent here on purpose.
      if (pointerFileTo(run, x.path, texts, id)) continue;
      // The file that switches it off is elsewhere (a root CLAUDE.md): the agent's own file in this
      // folder can import it (an edit when there is one, else a new file).
      const own = findProfile(run.agent)?.folderImport;
      const beside = own && isWithin(run.cwd, dirname(x.path)) ? join(dirname(x.path), own.file) : undefined;
      const fix =
        importFix(offBy, x.path, texts, id) ??
        (beside && fs.lstat(beside).ok ? importFix(beside, x.path, texts, id) : importerToCreate(x.path, run.cwd, [run], fs));
      const line = `@${basename(x.path)}`;
      // No edit through a link, but the text can still say where the line goes: the link's target.
      const linked = dirname(offBy) === dirname(x.path) && id.throughLink(offBy);
      const how = fix
        ? `; a line ${line} there brings it back`
        : linked
          ? `; ${offBy} is a link to ${id.of(offBy)}, and a line ${line} there brings it back`
          : `; a CLAUDE.md in ${dirname(x.path)} holding the line ${line} brings it back`;
      const headline = `${run.agent} never reads this file: ${offBy} switches its fallback off`;
      out.push(
        finding(
          "fallback-off",
          run,
          x.path,
          `${run.agent} would read this file as a fallback, but ${offBy} exists and switches the fallback off, with no warning${how}. ${x.reason}`,
          fix ? { fix, headline } : { headline },
        ),
      );
    }
  }
  return out;
}

/** Whether a file's text has a line importing `target` (`@AGENTS.md`, `@./AGENTS.md`, `@../AGENTS.md`). */
function importsFile(text: string | null, importer: string, target: string, id: Identity): boolean {
  return text !== null && text.split("\n").some((line) => atTargets(line, importer).some((t) => id.same(t, target)));
}

/**
 * The root .gitignore, for the never-read message: a rule file under an ignored path is not in the
 * repository, so teammates and CI lack it, and agents that list files through git or ripgrep
 * (Cline, Gemini CLI with respectGitIgnore, Continue, Goose) skip it.
 */
function gitignored(root: string, texts: TextCache): (path: string) => boolean {
  const text = texts.get(join(root, ".gitignore"));
  if (text === null) return () => false;
  const matcher = ignoreMatcher(ignoreLines(text), new GlobGuard(() => {}), { path: join(root, ".gitignore") });
  return (path) => matcher.ignores(relative(root, path), false);
}

export function shadowAndReachFindings(
  root: string,
  candidates: string[],
  runs: Run[],
  reach: Run[],
  survey: Survey,
  agents: CheckAgent[],
  texts: TextCache,
  id: Identity,
): Finding[] {
  const ignored = gitignored(root, texts);
  const out: Finding[] = [];
  const loaded = loadedFiles([...runs, ...reach], id);
  const declared = new Set(agents.map((a) => a.id));
  // Per agent, per path, where its runs considered the file: one pass over the sources, not one per candidate.
  const seenBy = new Map<string, Map<string, { r: Run; x: Source }[]>>();
  for (const [agent, agentRuns] of byAgent(runs)) {
    const byPath = new Map<string, { r: Run; x: Source }[]>();
    for (const r of agentRuns)
      for (const x of r.resolution.sources) {
        const list = byPath.get(x.path) ?? [];
        if (list.length === 0) byPath.set(x.path, list);
        list.push({ r, x });
      }
    seenBy.set(agent, byPath);
  }
  const loadersOf = new Map<string, string[]>();
  for (const r of survey.runs)
    for (const x of r.resolution.sources)
      if (!declared.has(r.agent) && isLoaded(x)) {
        const list = loadersOf.get(x.path) ?? [];
        if (list.length === 0) loadersOf.set(x.path, list);
        if (!list.includes(r.agent)) list.push(r.agent);
      }
  const consideredByDeclared = new Set<string>();
  for (const r of [...runs, ...reach]) for (const x of r.resolution.sources) consideredByDeclared.add(id.of(x.path));
  const told = new Set<string>();
  for (const path of candidates) {
    // One file, one finding: a link to a rule file is the file (its target is told about, or is read).
    if (loaded.has(id.of(path)) || !isWithin(path, root) || told.has(id.of(path))) continue;
    told.add(id.of(path));
    // Shadowed for a declared agent wherever it considered the file: say who wins.
    const shadowing: Finding[] = [];
    for (const [agent, byPath] of seenBy) {
      const seen = byPath.get(path) ?? [];
      // A fallback switched off is its own finding (fallbackOffFindings), said per folder.
      if (seen.length > 0 && seen.every(({ x }) => x.status === "shadowed" && !x.fallbackOffBy))
        shadowing.push(
          finding("always-shadowed", { agent }, path, `${agent} never reads this file from any checked folder. ${seen[0].x.reason}`, {
            cwds: [...new Set(seen.map(({ r }) => r.cwd))],
            headline: `${agent} never reads this file: another file always wins over it`,
          }),
        );
    }
    if (shadowing.length > 0) {
      out.push(...shadowing);
      continue;
    }
    // A declared agent that considers the file and leaves it out says why in its own finding (a scope,
    // a condition, a description offered to the model); "never read" is for files none of them looks at.
    if (consideredByDeclared.has(id.of(path))) continue;
    const readers = loadersOf.get(path) ?? [];
    const message = `None of the declared agents (${agents.map((a) => a.id).join(", ")}) looks for this file from any checked folder: wrong name or wrong place for them.${ignored(path) ? " It is also in a path the root .gitignore ignores: it is not in the repository, so teammates and CI do not have it, and agents that list files through git skip it." : ""}`;
    out.push(
      finding(
        "never-read",
        { agent: agents[0].id },
        path,
        readers.length > 0 ? `${message} ${readers.join(", ")} would read it.` : message,
        {
          agents: agents.map((a) => a.id),
          headline: `No declared agent reads this file${readers.length > 0 ? ` (${readers.join(", ")} would)` : ""}`,
        },
      ),
    );
  }
  return out;
}

/**
 * The rule files the missing agent looks for in the file's folder (names it probed there, or found
 * there on a walk, that it also treats as rule files somewhere): where a link or an import would
 * reach it. A walk's listing is no probe of each name it passes (a folder's `CLAUDE.md` seen by
 * Continue's walk for `rules.md` is nothing Continue reads).
 */
function probedInFolder(run: Run, dir: string): string[] {
  const ruleNames = new Set(run.resolution.sources.map((s) => basename(s.path)));
  const names = new Set<string>();
  for (const step of run.resolution.trace)
    if (step.path && dirname(step.path) === dir && (step.op === "stat" || step.op === "lstat") && ruleNames.has(basename(step.path)))
      names.add(basename(step.path));
  for (const s of run.resolution.sources) if (dirname(s.path) === dir && !NOT_INSTRUCTIONS.has(s.layer)) names.add(basename(s.path));
  return [...names];
}

/** The text a run sent from `path`, without lines that are only `@` imports: what the file itself adds. */
function ownText(run: Run, path: string): string {
  let text = "";
  for (const p of run.resolution.parts) if (p.kind === "content" && p.path === path) text += run.resolution.prompt.slice(p.start, p.end);
  return text
    .split("\n")
    .filter((l) => !/^\s*(@\S+\s*)+$/.test(l))
    .join("\n")
    .trim();
}

const headingsOnly = (text: string): boolean => text.split("\n").every((l) => l.trim() === "" || /^\s*#/.test(l));

/** A line that names a file is a pointer to it up to this length; a longer one carries instructions of its own. */
const POINTER_LINE = 120;

/** Framing a wrapper file may carry around its import and still add nothing: `/init`'s opening line, about. */
const WRAPPER_FRAMING = 200;

/**
 * A file that points the missing agents at what they already read: it imports or names a file each
 * of them loads (CLAUDE.md's "See @AGENTS.md", AGENTS.md's "Please read `./CLAUDE.md` for context"),
 * and apart from that line and its headings holds no more than a sentence of framing ("This file
 * provides guidance to Claude Code..."). Missing it loses nothing.
 */
function isWrapper(text: string, path: string, missing: Run[], id: Identity): boolean {
  const loadedByAll = (target: string) => missing.every((m) => m.resolution.sources.some((x) => isLoaded(x) && id.same(x.path, target)));
  if (isPointerFile(text, path, loadedByAll, false)) return true;
  let imports = false;
  const rest = text
    .split("\n")
    .filter((line) => {
      if (/^\s*#/.test(line)) return false;
      // An import line points; a line that names the file does when it says little else ("Please read CLAUDE.md").
      const pointsOn =
        atTargets(line, path).some(loadedByAll) || (line.length <= POINTER_LINE && pointedFiles(line, path).some(loadedByAll));
      if (pointsOn) imports = true;
      return !pointsOn;
    })
    .join(" ");
  return imports && squash(rest).length <= WRAPPER_FRAMING;
}

/** Up to 80 characters of `line` around `at`, with ellipses where it is cut. */
function around(line: string, at: number): string {
  const from = Math.max(0, Math.min(at - 30, line.length - 80));
  const to = Math.min(line.length, from + 80);
  return `${from > 0 ? "…" : ""}${line.slice(from, to)}${to < line.length ? "…" : ""}`;
}

/** A file the run loads that names `path` without importing it (a pointer the model may or may not follow), with the words around the name. */
function pointerTo(run: Run, path: string, id: Identity, first?: string): { file: string; words: string } | undefined {
  // A file that is only a pointer (pointerFileTo) speaks first: the words are its own.
  const sources = [...run.resolution.sources].sort((a, b) => Number(b.path === first) - Number(a.path === first));
  for (const x of sources) {
    if (!isLoaded(x) || id.same(x.path, path)) continue;
    for (const raw of ownText(run, x.path).split("\n")) {
      const line = raw.trim();
      const named = namedFiles(line, x.path).find((n) => id.same(n.path, path));
      if (named) return { file: x.path, words: around(line, named.at) };
    }
  }
  return undefined;
}

/** A text's blocks as compared: whitespace squashed, a fence's info string dropped (```txt is ```). */
const blockKeys = (text: string): string[] =>
  blocks(text)
    .map((b) => squash(b.replace(/^(\s{0,3})(`{3,}|~{3,}).*$/gm, "$1$2")))
    .filter((k) => k !== "");

/**
 * Whether every block of `text` reached the run from some file (langchain-ai/langgraph keeps CLAUDE.md
 * and AGENTS.md as copies that differ in one fence's language tag): an agent that gets them all
 * misses nothing of the file.
 */
function sentAll(text: string, run: Run): boolean {
  const sent = sentKeys(run.resolution);
  // As the agent would read the file: Claude Code drops its HTML comments (get-convex/convex-backend's
  // AGENTS.md and CLAUDE.md copies hold their text between <!-- convex-ai-start --> and -end).
  const keys = blockKeys(findProfile(run.agent)?.dropsHtmlComments ? stripBlockHtmlComments(text).content : text);
  return keys.length > 0 && keys.every((k) => sent.has(k));
}

/**
 * A value derived from a resolution, made once: the cross-file findings ask the same of each run for
 * every file loaded in its folder (3 agents from 100 folders: thousands of scans of whole prompts).
 */
function perResolution<T>(make: (r: Resolution) => T): (r: Resolution) => T {
  const made = new WeakMap<Resolution, T>();
  return (r) => {
    if (made.has(r)) return made.get(r)!;
    const value = make(r);
    made.set(r, value);
    return value;
  };
}

/** The block keys of everything a run sent from files. */
const sentKeys = perResolution((r) => {
  const sent = new Set<string>();
  for (const p of r.parts) if (p.kind === "content") for (const k of blockKeys(r.prompt.slice(p.start, p.end))) sent.add(k);
  return sent;
});

/** The text a run sent from files (not the agent's own framing around them), whitespace squashed. */
const squashedContent = perResolution((r) =>
  squash(
    r.parts
      .filter((p) => p.kind === "content")
      .map((p) => r.prompt.slice(p.start, p.end))
      .join("\n"),
  ),
);

/**
 * For one folder, a file one declared agent loads and another does not. A file that only imports
 * others (CLAUDE.md holding `@AGENTS.md`) adds no text of its own, so missing it is no disagreement.
 */
/**
 * The one agent that misses `path` reads a file of its own in that folder that can import it
 * (folderImport: CLAUDE.md) and there is none: the fix is that file, holding the import line. Only
 * where the agent reads that file from `cwd` (its folder is the cwd or above it: a CLAUDE.md in
 * .github/ is not read from the root). Not when any entry has that name (a file, a link), nor for
 * two agents.
 */
function importerToCreate(path: string, cwd: string, missing: Run[], fs: FsPort): Fix | undefined {
  if (missing.length !== 1 || !isWithin(cwd, dirname(path))) return undefined;
  const importer = findProfile(missing[0].agent)?.folderImport;
  if (!importer) return undefined;
  const at = join(dirname(path), importer.file);
  if (fs.lstat(at).ok) return undefined;
  const line = `${importer.prefix}${basename(path)}`;
  return { kind: "create", description: `Create ${importer.file} here with the line ${line}`, path: at, text: `${line}\n` };
}

/**
 * A rule file in its readers' own rule store, which the other agents do not read by design: info, one
 * wording for every such file of an agent pair, so the pair is one finding listing its files.
 */
function ownStoreFinding(path: string, cwd: string, readers: string[], missing: Run[]): Finding {
  const names = missing.map((m) => m.agent);
  const s = readers.length === 1 ? "s" : "";
  const does = names.length === 1 ? "does" : "do";
  const f = finding(
    "agents-disagree",
    { agent: names[0], cwd },
    path,
    `${readers.join(", ")} load${s} this rule file from ${readers.length === 1 ? "its" : "their"} own rules, which ${names.join(", ")} ${does} not read by design; to give ${names.length === 1 ? "it" : "them"} the text too, move it to a file every agent reads (AGENTS.md) or have ${names.length === 1 ? "its" : "their"} file import it.`,
    {
      agents: [...names, ...readers],
      headline: `${readers.join(", ")} load${s} this rule file of ${readers.length === 1 ? "its" : "their"} own; ${names.join(", ")} ${does} not read it`,
    },
  );
  // Nothing is lost that the other agent would otherwise get: a judgement call.
  f.severity = "info";
  return f;
}

/** Why one agent misses `path`, and where a link or an import would give it the text, for agents-disagree. */
function whyMissed(m: Run, path: string, id: Identity, texts: TextCache): string {
  const src = m.resolution.sources.find((x) => x.path === path);
  const pointer = pointerTo(m, path, id, pointerFileTo(m, path, texts, id));
  // A pointer it reads is the why, even where it looks for the file (a CLAUDE.md saying "See AGENTS.md").
  const because = pointer
    ? `it does not ${src ? "load" : "look for"} it, and ${pointer.file}, which it reads, only names it ("${pointer.words}"): the text arrives only if the model opens the file`
    : src
      ? src.reason.replace(/\.$/, "")
      : "it does not look for it";
  const names = probedInFolder(m, dirname(path)).filter((n) => n !== basename(path));
  const hint =
    names.length > 0
      ? `; to give it the same text, have ${names.slice(0, 3).join(" or ")} in ${dirname(path)} import this file or link to it, or move the text there`
      : "";
  return `${m.agent}: ${because}${hint}`;
}

export function disagreementFindings(
  root: string,
  runs: Run[],
  agents: CheckAgent[],
  id: Identity,
  fs: FsPort,
  texts: TextCache,
): Finding[] {
  if (agents.length < 2) return [];
  const out: Finding[] = [];
  const byCwd = new Map<string, Run[]>();
  for (const r of runs) byCwd.set(r.cwd, [...(byCwd.get(r.cwd) ?? []), r]);
  // A file below the session's folder that an agent loads when started in another checked folder (its
  // own, as codex reads a package's AGENTS.md) is not lost to it: where agents start is no disagreement.
  const loadsSomewhere = new Map<string, Set<string>>();
  for (const r of runs)
    for (const s of r.resolution.sources)
      if (isLoaded(s)) loadsSomewhere.set(r.agent, (loadsSomewhere.get(r.agent) ?? new Set()).add(id.of(s.path)));
  for (const [cwd, group] of byCwd) {
    // By real file: an agent that reads CLAUDE.md -> AGENTS.md reads AGENTS.md.
    const loadedBy = new Map<string, { readers: string[]; read: { agent: string; path: string } }>();
    for (const r of group)
      for (const s of r.resolution.sources) {
        if (!isLoaded(s) || !isWithin(s.path, root) || NOT_INSTRUCTIONS.has(s.layer)) continue;
        const file = id.of(s.path);
        const entry = loadedBy.get(file) ?? { readers: [], read: { agent: r.agent, path: s.path } };
        loadedBy.set(file, entry);
        if (!entry.readers.includes(r.agent)) entry.readers.push(r.agent);
      }
    for (const [file, { readers, read }] of loadedBy) {
      // Named by the real file when it is in the tree, else by the path an agent read.
      const path = isWithin(file, root) ? file : read.path;
      const reader = group.find((r) => r.agent === read.agent)!;
      const text = ownText(reader, read.path);
      // Nothing but headings once its import lines are set aside (livekit/agents: "# CLAUDE.md", "@AGENTS.md"): it adds no text.
      if (headingsOnly(text)) continue;
      // An agent that gets the same text from another file (a mirror in its own rules folder) misses nothing.
      const own = squash(text);
      const below = dirname(path) !== cwd && isWithin(path, cwd);
      // An agent the file only points at what it already reads (a wrapper, for it) misses nothing.
      const missing = group.filter(
        (r) =>
          !readers.includes(r.agent) &&
          !squashedContent(r.resolution).includes(own) &&
          !commandsCovered(text, squashedContent(r.resolution)) &&
          !sentAll(text, r) &&
          !(below && loadsSomewhere.get(r.agent)?.has(file)) &&
          !isWrapper(text, read.path, [r], id),
      );
      if (missing.length === 0) continue;
      if (readers.every((a) => inOwnRuleStore(relative(root, path), a))) {
        out.push(ownStoreFinding(path, cwd, readers, missing));
        continue;
      }
      const whyNot = missing.map((m) => whyMissed(m, path, id, texts));
      const names = missing.map((m) => m.agent);
      const fix = importerToCreate(path, cwd, missing, fs);
      out.push(
        pointedAtOnly(
          finding(
            "agents-disagree",
            { agent: names[0], cwd },
            path,
            `${readers.join(", ")} load${readers.length === 1 ? "s" : ""} this file and ${names.join(", ")} do${names.length === 1 ? "es" : ""} not. ${whyNot.join(". ")}.`,
            {
              agents: [...names, ...readers],
              headline: `${readers.join(", ")} load${readers.length === 1 ? "s" : ""} this file; ${names.join(", ")} do${names.length === 1 ? "es" : ""} not`,
              ...(fix ? { fix } : {}),
            },
          ),
          missing,
          texts,
          id,
        ),
      );
    }
  }
  return foldImportedDisagreements(out, runs);
}

/**
 * Scoped rules (sources carrying `scope`) that no file of the tree attaches: the reach runs read every
 * file of the tree, so a rule they still leave `unmatched` matches nothing. Only a rule left out for
 * its scope counts (an empty or duplicate one says so in its own finding), and nothing is said when
 * the reach runs did not see the whole tree (`complete` false).
 */
export function scopeFindings(runs: Run[], reach: Run[], id: Identity, complete = true): Finding[] {
  if (!complete) return [];
  const out: Finding[] = [];
  const attached = loadedFiles([...runs, ...reach], id);
  const told = new Set<string>();
  for (const r of reach)
    for (const s of r.resolution.sources) {
      if (!s.scope || s.status !== "unmatched" || attached.has(id.of(s.path)) || told.has(`${r.agent}\0${s.path}`)) continue;
      told.add(`${r.agent}\0${s.path}`);
      const patterns = s.scope.patterns;
      const message =
        patterns.length === 0
          ? `${r.agent} attaches this rule only when a file matching its patterns is read, and it has none, so it never applies.`
          : `${r.agent} attaches this rule only when a file matching ${patterns.map((p) => `"${p}"`).join(", ")} is read, and no file in the tree matches, so it never applies.`;
      const headline =
        patterns.length === 0
          ? `${r.agent} never applies this rule: it has no patterns`
          : `${r.agent} never applies this rule: no file matches ${patterns.map((p) => `"${p}"`).join(", ")}`;
      out.push(
        finding("scope-never-applies", { agent: r.agent }, s.path, message, {
          ...(s.scope.line ? { line: s.scope.line } : {}),
          headline: headline.length > 160 ? `${r.agent} never applies this rule: no file in the tree matches its patterns` : headline,
        }),
      );
    }
  return out;
}

/**
 * Rule files a declared agent considers and never sends in a default session, from any checked folder
 * or with every file read: not for a scope (scope-never-applies says that), not by the user's choice (a
 * manual rule sent when named), but for how the file is written or where it is (Continue's
 * `alwaysApply: false` with no globs, reachable only through a tool that is off by default; a
 * symlink in a folder Cline lists only regular files of). The agent's own reason says which.
 */
export function neverSentFindings(root: string, runs: Run[], reach: Run[], id: Identity): Finding[] {
  const out: Finding[] = [];
  // The headline is cut from the reason: cut where the repository's paths put it, not the machine's.
  const rel = relativizer(root);
  for (const [agent, agentRuns] of byAgent([...runs, ...reach])) {
    const sent = new Set<string>();
    // A duplicate is left out because the same text was already sent (oxc's package CLAUDE.md files are
    // each `@AGENTS.md`, as the root one is): nothing of it is lost.
    for (const r of agentRuns)
      for (const s of r.resolution.sources) if (isLoaded(s) || s.status === "offered" || s.status === "duplicate") sent.add(id.of(s.path));
    const told = new Set<string>();
    for (const r of agentRuns)
      for (const s of r.resolution.sources) {
        if (s.status !== "unmatched" || s.scope || s.manual || NOT_INSTRUCTIONS.has(s.layer) || !isWithin(s.path, root)) continue;
        const file = id.of(s.path);
        if (sent.has(file) || told.has(file)) continue;
        told.add(file);
        out.push(
          finding(
            "never-sent",
            { agent },
            s.path,
            `${agent} finds this file and never sends it, from any checked folder or whichever file is read. ${s.reason}`,
            { headline: `${agent} finds this file but never sends it: ${reasonClause(rel(s.reason))}` },
          ),
        );
      }
  }
  return out;
}

/** Sibling files read to see whether they name a file, at most (a rules folder holds a few dozen). */
const MAX_SIBLINGS = 200;

/**
 * Whether another file in the same folder names the file: a part that the folder's own files pull in
 * (gemini-cli's `.gemini/commands/*.toml` run `cat .gemini/commands/strict-development-rules.md`), not
 * a rule put in the wrong place.
 */
function includedBySibling(files: string[], texts: TextCache): (path: string) => boolean {
  let byDir: Map<string, string[]> | undefined;
  return (path) => {
    if (byDir === undefined) {
      byDir = new Map();
      for (const f of files) {
        const list = byDir.get(dirname(f));
        if (list) list.push(f);
        else byDir.set(dirname(f), [f]);
      }
    }
    const siblings = (byDir.get(dirname(path)) ?? []).filter((s) => s !== path).slice(0, MAX_SIBLINGS);
    return siblings.some((s) => texts.get(s)?.includes(basename(path)) === true);
  };
}

/** Extensions of files written as rules; other files in a rules folder (images, scripts) are not. */
const RULE_LIKE = /\.(md|mdc|markdown|txt)$/i;

/**
 * Files that sit where a declared agent's rules folder is, but that the agent does not read: beside
 * the folder under its name (`.cursor/rules.mdc` for `.cursor/rules/`), or inside it with a name or
 * extension it does not take (`.github/instructions/style.md` without `.instructions.md`). Only for
 * folders of at least two levels (`.cursor/rules/`, not `.roo/`, which holds other things too), only
 * files written as rules, and only when no declared agent reads or considers them.
 */
export function misplacedFindings(
  root: string,
  files: string[],
  agents: CheckAgent[],
  runs: Run[],
  reach: Run[],
  id: Identity,
  texts: TextCache,
): Finding[] {
  const considered = new Map<string, Set<string>>();
  for (const r of [...runs, ...reach])
    for (const s of r.resolution.sources) {
      const set = considered.get(id.of(s.path)) ?? new Set<string>();
      set.add(r.agent);
      considered.set(id.of(s.path), set);
    }
  const out: Finding[] = [];
  const told = new Set<string>();
  // Rule-like files no agent considered: the same for every agent, so found once.
  const unread = files
    .filter((f) => RULE_LIKE.test(f) && !/^readme\b/i.test(basename(f)))
    .filter((f) => !considered.has(id.of(f)))
    .map((f) => ({ f, rel: relative(root, f), name: basename(f) }));
  const included = includedBySibling(files, texts);
  for (const a of agents) {
    // Rule places only: a settings folder (.claude/, .cursor/) holds files that are no rules.
    const folders = (findProfile(a.id)?.markers ?? []).filter((m) => m.endsWith("/") && m.slice(0, -1).includes("/"));
    if (folders.length === 0) continue;
    for (const { f, rel, name } of unread) {
      if (told.has(f) || included(f)) continue;
      for (const folder of folders) {
        const stem = rel.replace(/\.[^./]+$/, "");
        const beside = stem === folder.slice(0, -1) || stem.endsWith(`/${folder.slice(0, -1)}`);
        const inside = !beside && atMarker(rel, folder);
        if (!beside && !inside) continue;
        // What the agent does read there, to show the form it takes.
        const dir = beside ? join(dirname(f), basename(folder.slice(0, -1))) : dirname(f);
        const readThere = [...considered.entries()].filter(([p, who]) => who.has(a.id) && dirname(p) === dir).map(([p]) => basename(p));
        const example = readThere.length > 0 ? ` It reads ${readThere.slice(0, 2).join(", ")} there.` : "";
        const message = beside
          ? `${a.id} reads rules from the folder ${relative(root, dir)}/, not from a file beside it named ${name}, so this file is never read.${example} Move it into the folder${name.endsWith(".mdc") || name.endsWith(".md") ? "" : " with the extension the agent takes"}.`
          : `${a.id} reads ${folder} but does not take a file named like ${name} there, so this file is never read.${example} Rename it to the form the agent takes.`;
        told.add(f);
        out.push(
          finding("rule-misplaced", { agent: a.id }, f, message, {
            headline: beside
              ? `${a.id} never reads this file: its rules go inside ${relative(root, dir)}/`
              : `${a.id} never reads this file: not a name it takes in ${folder}`,
          }),
        );
        break;
      }
    }
  }
  return out;
}
