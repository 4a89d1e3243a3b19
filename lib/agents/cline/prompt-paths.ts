/**
 * Cline 3's evidence for `paths:` conditions (RuleContextBuilder.getRulePathContext): path-like words
 * in the latest user message first, then the files open or visible, mentioned or edited. Sources:
 * cline/cline @ 864419d (3.89.2), apps/vscode/src/core/context/instructions/user-instructions/
 * RuleContextBuilder.ts and rule-conditionals.ts (extractPathLikeStrings). Cline 4 has neither.
 */
import { isWithin, join, normalize, relative } from "../../core/paths";
import { V3 } from "./facts";

// What counts as a path-like word: a run of [A-Za-z0-9_.-] with at least one `/` between such runs
// (an optional trailing `/`), or a bare name with a 1–10 character extension. It must start the text
// or follow a space or an opening bracket or quote, and end the text or be followed by a space, a
// closing bracket or quote, or punctuation.
const PART = "[A-Za-z0-9_.-]+";
const BEFORE = "(?:^|[\\s([{\"'`])";
const AFTER = "(?=$|[\\s)\\]}\"'`,.;:!?])";
const WORD = new RegExp(`${BEFORE}(${PART}(?:/${PART})+/?|${PART}\\.[A-Za-z0-9]{1,10})${AFTER}`, "g");
/** Pasted code and links are blanked first: paths inside them are no evidence. */
const FENCED_CODE = /```[\s\S]*?```/g;
const LINK = /\b\w+:\/\/\S+/g;

/** Path-like words of the user's message, workspace-relative, in order, without repeats. */
export function pathHints(message: string): string[] {
  if (!message) return [];
  const text = message.replace(FENCED_CODE, " ").replace(LINK, " ");
  const out = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const hint = m[1].startsWith("./") ? m[1].slice(2) : m[1];
    // Only paths inside the workspace: none that climbs out or is absolute.
    if (hint.length > V3.maxHintLength || hint.includes("..") || hint.startsWith("/")) continue;
    out.add(hint);
  }
  return [...out];
}

/**
 * The candidate paths `paths:` globs are tested against: the prompt's hints, then the given paths (the
 * editor's tabs, then the files read or edited) inside the workspace, made relative, de-duplicated,
 * capped, then sorted as Cline does.
 */
export function candidatePaths(prompt: string, contextPaths: readonly string[], cwd: string): string[] {
  const fromContext = contextPaths
    .map((p) => normalize(p.startsWith("/") ? p : join(cwd, p)))
    .filter((p) => isWithin(p, cwd) && p !== cwd)
    .map((p) => relative(cwd, p));
  const out = new Set<string>();
  for (const c of [...pathHints(prompt), ...fromContext]) {
    const p = c.replace(/\\/g, "/").replace(/^\//, "");
    if (!p || p === "/") continue;
    out.add(p);
    if (out.size >= V3.maxPathCandidates) break;
  }
  // Cline sorts with the default (UTF-16 code unit) order.
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
