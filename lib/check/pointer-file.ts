/**
 * Pointer files: rule files whose own text only sends the reader to another file. CopilotKit's
 * showcase/CLAUDE.md is one sentence of 330 characters, "See [`AGENTS.md`](./AGENTS.md) in this
 * directory — it is the canonical guidance … Read it before touching any integration …"; openstatus's
 * root CLAUDE.md says "Read `AGENTS.md` in this directory — it holds the conventions …" above a block
 * a tool inserted between `<!-- polylane:start -->` and `<!-- polylane:end -->`. Such a file adds no
 * rules of its own about what it points at, whatever its sentences' length.
 */
import { dirname, join, normalize } from "../core/paths";
import { stripBlockHtmlComments } from "../core/markdown-scan";
import { isLoaded } from "../types";
import type { TextCache } from "./findings";
import type { Identity } from "./identity";
import type { Run } from "./runs";
import type { Finding } from "./types";

/**
 * The files a line's `@path` words name, read from the importing file's folder (trailing punctuation
 * dropped): a root CLAUDE.md's `@AGENTS.md` is the root AGENTS.md, not a package's.
 */
export const atTargets = (line: string, importer: string): string[] =>
  line
    .split(/\s+/)
    .filter((w) => w.startsWith("@") && w.length > 1)
    .map((w) => normalize(join(dirname(importer), w.slice(1).replace(/[.,;:)]+$/, ""))));

/** A file named in prose: in a link's target, a code span or as a bare word, with an extension. */
const NAMED_FILE = /(?:^|[\s`(["'<])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.[A-Za-z]{1,8})(?=$|[\s`)"'>.,;:!?])/g;

/** The files a line names in prose (NAMED_FILE), read from the naming file's folder, with where each name starts. */
export const namedFiles = (line: string, from: string): { path: string; at: number }[] =>
  [...line.matchAll(NAMED_FILE)].map((m) => ({ path: normalize(join(dirname(from), m[1])), at: m.index + m[0].indexOf(m[1]) }));

/**
 * The files a line points to, read from the pointing file's folder: its `@` imports and the files it
 * names (`Please read ./CLAUDE.md`, `See [the guide](CLAUDE.md)`), which a model is told to open.
 */
export const pointedFiles = (line: string, from: string): string[] => [
  ...atTargets(line, from),
  ...namedFiles(line, from).map((n) => n.path),
];

/** A line that opens or closes a generated block: `<!-- polylane:start -->`, `<!-- convex-ai-end -->`, `<!-- nx configuration start-->`. */
const BLOCK_MARK = /^\s*<!--\s*(.*?)[\s:_-]*\b(start|begin|end)\s*-->\s*$/i;

/**
 * The text without the blocks a tool keeps between a start and an end comment of one name (each
 * pair closed; an unclosed start is left as text). What such a block says is the tool's, not the file's.
 */
export function withoutGeneratedBlocks(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = BLOCK_MARK.exec(lines[i]);
    if (open && open[2].toLowerCase() !== "end") {
      const name = open[1].toLowerCase();
      const close = lines.findIndex((l, j) => {
        const m = j > i ? BLOCK_MARK.exec(l) : null;
        return m !== null && m[2].toLowerCase() === "end" && m[1].toLowerCase() === name;
      });
      if (close > i) {
        i = close;
        continue;
      }
    }
    out.push(lines[i]);
  }
  return out.join("\n");
}

/** Words that send the reader to a file. */
const POINTS = /\b(read|reading|see|follow|consult|open|refer|check|look)\b/i;
/** The same verbs after a word that would otherwise be a rule of its own ("always read", "make sure to read"). */
const POINTS_FIRMLY =
  /\b(always|must|should|make sure (to|you)|be sure to|ensure you)\s+(first\s+)?(read|see|follow|consult|open|check)\b/gi;
/** Words of a rule of the file's own ("never push", "then run the tests"). */
const OWN_RULE = /\b(always|never|must|should|shall|do not|don't|avoid|prefer|make sure|ensure|required?|then)\b/i;
/** A word that refers back to the file a sentence before named. */
const BACK = /\b(it|them|this file|that file|those files)\b/i;
/** Whether a code span holds a space (`pnpm lint`, no path): a command, a rule of the file's own. */
const hasCommand = (sentence: string): boolean => [...sentence.matchAll(/`([^`]+)`/g)].some((m) => /\s/.test(m[1].trim()));

/** A sentence that only points: it names a target (or refers back to one) and says to read it, with no rule of its own. */
function pointingSentence(sentence: string, from: string, isTarget: (path: string) => boolean): "names" | "back" | false {
  if (/^(@\S+\s*)+$/.test(sentence)) return atTargets(sentence, from).some(isTarget) ? "names" : false;
  if (!POINTS.test(sentence) || hasCommand(sentence) || OWN_RULE.test(sentence.replace(POINTS_FIRMLY, "$4"))) return false;
  if (pointedFiles(sentence, from).some(isTarget)) return "names";
  return BACK.test(sentence) ? "back" : false;
}

/**
 * Whether the text at `from` is a pointer file for a target: apart from headings, HTML comments and,
 * with `skipGenerated`, blocks a tool keeps between start and end comments, every sentence tells the
 * reader to read a file `isTarget` accepts (by name, link or `@` import) or refers back to it ("Read
 * it before touching…"), and none holds a rule or command of its own. Code blocks are rules of the
 * file's own. Sentences may be of any length.
 */
export function isPointerFile(text: string, from: string, isTarget: (path: string) => boolean, skipGenerated: boolean): boolean {
  const kept = stripBlockHtmlComments(skipGenerated ? withoutGeneratedBlocks(text) : text).content;
  const lines = kept.split("\n").filter((l) => !/^\s*#/.test(l));
  if (lines.some((l) => /^\s{0,3}(`{3,}|~{3,})/.test(l))) return false;
  const sentences = lines
    .join("\n")
    .split(/\n\s*\n|\n\s*(?=[-*+]\s|\d+[.)]\s)/)
    .map((p) =>
      p
        .replace(/\s+/g, " ")
        .replace(/^[-*+>]\s+|^\d+[.)]\s+/, "")
        .trim(),
    )
    .filter((p) => p !== "")
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z`*_[(@])/));
  const kinds = sentences.map((s) => pointingSentence(s, from, isTarget));
  return kinds.includes("names") && kinds.every((k) => k !== false);
}

/**
 * A file the run loads that is a pointer file for `target` (generated blocks set aside: a tool's block
 * about its own service is no rule about the target). Read from the tree, as written.
 */
export function pointerFileTo(run: Run, target: string, texts: TextCache, id: Identity): string | undefined {
  for (const s of run.resolution.sources) {
    if (!isLoaded(s) || id.same(s.path, target)) continue;
    const text = texts.get(s.path);
    if (text !== null && isPointerFile(text, s.path, (p) => id.same(p, target), true)) return s.path;
  }
  return undefined;
}

/**
 * A finding that an agent misses `finding.path`, where each missing agent reads a pointer file for it
 * (openstatus's CLAUDE.md: "Read `AGENTS.md` in this directory"): the team sends the agent there on
 * purpose, and whether the model opens the file is a judgement call, so info (the noise budget).
 */
export function pointedAtOnly(finding: Finding, missing: Run[], texts: TextCache, id: Identity): Finding {
  if (missing.length > 0 && missing.every((m) => pointerFileTo(m, finding.path, texts, id))) finding.severity = "info";
  return finding;
}
