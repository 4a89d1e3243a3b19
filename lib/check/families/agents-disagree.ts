/**
 * Two declared agents started in one folder, one loading a file the other misses: agents-disagree,
 * unless the one that misses it gets the same text another way (a copy, a wrapper, a pointer).
 */
import { basename, dirname, isWithin, relative } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { isLoaded } from "../../types";
import { NOT_INSTRUCTIONS } from "../../source-layers";
import { defineCodes } from "../code-row";
import { commandsCovered } from "../commands-covered";
import { foldImportedDisagreements } from "../disagree-imports";
import { finding, squash, type TextCache } from "../findings";
import type { Identity } from "../identity";
import { importerToCreate } from "../importer-fix";
import { inOwnRuleStore } from "../own-rules";
import { namedFiles, pointedAtOnly, pointerFileTo } from "../pointer-file";
import type { Run } from "../runs";
import { headingsOnly, isWrapper, ownText, sentAll, squashedContent } from "../same-text";
import type { CheckAgent, Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "agents-disagree": {
    severity: "warning",
    title: "Two declared agents load different instruction files from one directory",
    role: "symptom",
    onRuleFile: true,
  },
});

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

/**
 * For one folder, a file one declared agent loads and another does not. A file that only imports
 * others (CLAUDE.md holding `@AGENTS.md`) adds no text of its own, so missing it is no disagreement.
 */
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
