/**
 * `@path` includes as Claude Code finds them (claudemd.ts extractIncludePathsFromTokens): the regex
 * runs on markdown text only (never code, code spans or HTML, but on the text after a block comment);
 * `#fragment` is cut, `\ ` becomes a space; a path is accepted when it starts with `./`, `~/`, `/`
 * (not `/` alone) or an ASCII letter, digit, `.`, `_` or `-`. It resolves against the directory of
 * the including file (its real path), `~/` against home. Each target once, in first-seen order.
 */
import { markdownTextRuns } from "../../core/markdown-scan";
import { dirname, join, normalize } from "../../core/paths";

const INCLUDE = /(?:^|\s)@((?:[^\s\\]|\\ )+)/g;
/** The same, also right after a backtick and stopping at one: an `@path` written in a code span. */
const INCLUDE_IN_CODE = /(?:^|[\s`])@((?:[^\s\\`]|\\ )+)/g;

function accepted(path: string): boolean {
  return (
    path.startsWith("./") ||
    path.startsWith("~/") ||
    (path.startsWith("/") && path !== "/") ||
    (!path.startsWith("@") && !/^[#%^&*()]+/.test(path) && /^[a-zA-Z0-9._-]/.test(path))
  );
}

/** expandPath(): trimmed; `~` and `~/` from home; absolute as is; else against `base`. */
function expand(path: string, base: string, home: string): string {
  const p = path.trim();
  if (p === "") return normalize(base);
  if (p === "~") return normalize(home);
  if (p.startsWith("~/")) return join(home, p.slice(2));
  if (p.startsWith("/")) return normalize(p);
  return join(base, p);
}

/** Accepted include paths in one piece of text, as written and as resolved. */
function* includesIn(text: string, base: string, home: string, pattern = INCLUDE): Generator<{ written: string; path: string }> {
  for (const m of text.matchAll(pattern)) {
    let path = m[1];
    const hash = path.indexOf("#");
    if (hash !== -1) path = path.slice(0, hash);
    if (!path) continue;
    path = path.replace(/\\ /g, " ");
    if (accepted(path)) yield { written: m[1], path: expand(path, base, home) };
  }
}

/**
 * The include targets, why the markdown was read with the simplified scanner (if it was), and the
 * `@paths` that stand only in code, code spans or HTML, which Claude Code does not follow.
 */
/** `paths`: the imports in text order; `written`: how each was written (for messages that point at it). */
export function extractIncludes(
  content: string,
  includingRealPath: string,
  home: string,
): { paths: string[]; written: Map<string, string>; simplified?: string; inCode: { written: string; path: string }[] } {
  const found = new Map<string, string>();
  const base = dirname(includingRealPath);
  const { runs, simplified } = markdownTextRuns(content);
  for (const run of runs) for (const inc of includesIn(run, base, home)) if (!found.has(inc.path)) found.set(inc.path, inc.written);
  const inCode: { written: string; path: string }[] = [];
  const told = new Set(found.keys());
  if (content.includes("@"))
    for (const inc of includesIn(content, base, home, INCLUDE_IN_CODE))
      if (!told.has(inc.path)) {
        told.add(inc.path);
        inCode.push(inc);
      }
  return { paths: [...found.keys()], written: found, ...(simplified ? { simplified } : {}), inCode };
}
