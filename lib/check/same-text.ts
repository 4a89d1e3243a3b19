/**
 * Whether an agent that misses a file loses its text: the file adds nothing of its own (a wrapper, a
 * pointer, headings), or every block of it reached the agent from another file.
 */
import { blocks } from "../core/markdown-code";
import { stripBlockHtmlComments } from "../core/markdown-scan";
import { findProfile } from "../agents";
import { isLoaded, type Resolution } from "../types";
import { squash } from "./findings";
import type { Identity } from "./identity";
import { atTargets, isPointerFile, pointedFiles } from "./pointer-file";
import type { Run } from "./runs";

/** The text a run sent from `path`, without lines that are only `@` imports: what the file itself adds. */
export function ownText(run: Run, path: string): string {
  let text = "";
  for (const p of run.resolution.parts) if (p.kind === "content" && p.path === path) text += run.resolution.prompt.slice(p.start, p.end);
  return text
    .split("\n")
    .filter((l) => !/^\s*(@\S+\s*)+$/.test(l))
    .join("\n")
    .trim();
}

/** Nothing but headings and blank lines: a file that adds no text. */
export const headingsOnly = (text: string): boolean => text.split("\n").every((l) => l.trim() === "" || /^\s*#/.test(l));

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
export function isWrapper(text: string, path: string, missing: Run[], id: Identity): boolean {
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
export function sentAll(text: string, run: Run): boolean {
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
export const squashedContent = perResolution((r) =>
  squash(
    r.parts
      .filter((p) => p.kind === "content")
      .map((p) => r.prompt.slice(p.start, p.end))
      .join("\n"),
  ),
);
