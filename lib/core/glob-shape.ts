/**
 * What a glob pattern costs to match, read before any library compiles it.
 *
 * minimatch, picomatch and ignore turn globs into backtracking regular expressions. A failing match
 * tries every way the pattern's wildcards can split the path, so the cost grows with the path length
 * to the power of the wildcard count (`src/*a*a*a*a*a*b` against a 250-letter name: minutes), and a
 * repeated group with alternatives (`+(a|aa)`, `(a+)+`) grows exponentially. The agents run these
 * libraries on rule files anyone can write, so Rulescope bounds the pattern's shape first (this file)
 * and the cost of each test (glob-guard.ts). Real rule globs (`**\/*.test.*`, `src/**\/*.{ts,tsx}`)
 * are far inside every bound.
 */

/** Characters in one pattern. Real rule globs are under 200; picomatch itself refuses 65,536. */
export const MAX_GLOB_LENGTH = 1024;
/** Patterns one `{a,b}` pattern may expand to (minimatch and Claude Code expand braces eagerly). */
export const MAX_BRACE_EXPANSION = 256;
/** `(...)` groups (extglobs such as `@(a|b)`, or picomatch's regex-like groups) in one pattern. */
export const MAX_GLOB_GROUPS = 8;
/** `**` segments in one pattern: each multiplies the ways a deep path can be split. */
export const MAX_GLOBSTARS = 4;
/** `*` wildcards (and `*(..)`, `+(..)`, `!(..)` groups) within one path segment of a pattern. */
export const MAX_STARS_PER_SEGMENT = 4;

export interface GlobShape {
  /** Per pattern segment (split at `/`): its star-like wildcards. */
  segmentStars: number[];
  /** Whole-segment `**` wildcards. */
  globstars: number;
  /** Product of the alternatives of every brace and group: each is retried at every split. */
  alternatives: number;
}

export type ShapeResult = { ok: true; shape: GlobShape } | { ok: false; reason: string };

const EXTGLOB = new Set(["?", "*", "+", "@", "!"]);
/** Wildcards and nesting inside a repeated group make the repetition ambiguous, hence exponential. */
const WILD_IN_REPEAT = /[*?+({]/;

/**
 * Can a repeated group `+(body)` split one string in two ways? Safe when its alternatives are plain
 * text (a class counts as one character) that start with different characters, as in Jest's
 * `+(spec|test)`: each repetition is then decided by its first character. `+(a|aa)` is not.
 */
function ambiguousRepeat(body: string): boolean {
  if (WILD_IN_REPEAT.test(body.replace(/\\./g, ""))) return true;
  const alts = splitTop(body, "|");
  if (alts.length === 1) return alts[0] === "";
  const firsts = alts.map((a) => (a.startsWith("[") ? a.slice(0, a.indexOf("]") + 1) : a.slice(0, a.startsWith("\\") ? 2 : 1)));
  return firsts.some((f) => f === "" || f.startsWith("[")) || new Set(firsts).size !== firsts.length;
}

/** Index of the `close` that matches the `open` at `from`, honouring nesting and `\` escapes; -1 if none. */
function matching(p: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let i = from; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") i++;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return -1;
}

/** Split at top-level `sep` (outside nested braces, groups and classes). */
function splitTop(body: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") i++;
    else if (c === "{" || c === "(" || c === "[") depth++;
    else if (c === "}" || c === ")" || c === "]") depth = Math.max(0, depth - 1);
    else if (c === sep && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out;
}

/**
 * How many patterns `{...}` expansion yields (a sequence `{1..50}` counts its members), without
 * expanding. Saturates just over MAX_BRACE_EXPANSION so huge products stay cheap to compute.
 */
export function braceExpansionCount(pattern: string, depth = 0): number {
  if (depth > 32) return MAX_BRACE_EXPANSION + 1;
  let total = 1;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c !== "{") continue;
    const end = matching(pattern, i, "{", "}");
    if (end < 0) break;
    const body = pattern.slice(i + 1, end);
    const range = /^(-?\w+)\.\.(-?\w+)(?:\.\.-?\d+)?$/.exec(body);
    let n: number;
    if (range) {
      const [a, b] = [range[1], range[2]];
      const num = /^-?\d+$/.test(a) && /^-?\d+$/.test(b);
      n = num
        ? Math.abs(Number(b) - Number(a)) + 1
        : a.length === 1 && b.length === 1
          ? Math.abs(b.charCodeAt(0) - a.charCodeAt(0)) + 1
          : 1;
    } else {
      const alts = splitTop(body, ",");
      n = alts.length < 2 ? braceExpansionCount(body, depth + 1) : alts.reduce((sum, alt) => sum + braceExpansionCount(alt, depth + 1), 0);
    }
    total *= Math.max(1, n);
    if (total > MAX_BRACE_EXPANSION) return MAX_BRACE_EXPANSION + 1;
    i = end;
  }
  return total;
}

/**
 * picomatch 4's tokenizer, at a backslash followed by two or more others, skips the whole run; when the
 * run reaches the end of the pattern it steps past the end and its end test (index === length - 1) never
 * holds again, so `src/\\\\` (four backslashes) loops forever. Its fast path (no `/`, brackets,
 * braces or parentheses) does not loop, but a shorter bound costs nothing: no real glob ends so.
 */
export const TRAILING_BACKSLASHES_HANG = 4;
function endsInBackslashRun(pattern: string): boolean {
  let n = 0;
  for (let i = pattern.length - 1; i >= 0 && pattern[i] === "\\"; i--) n++;
  return n >= TRAILING_BACKSLASHES_HANG;
}

/**
 * Glob syntax (minimatch, picomatch: braces, extglobs, picomatch's regex-like groups) or gitignore
 * syntax (the `ignore` package: no braces, no groups, parentheses are plain text).
 */
export type GlobDialect = "glob" | "gitignore";

/** Read a pattern's shape, or say why Rulescope will not hand it to a glob library. */
export function globShape(pattern: string, dialect: GlobDialect = "glob"): ShapeResult {
  if (pattern.length > MAX_GLOB_LENGTH)
    return {
      ok: false,
      reason: `it is ${pattern.length.toLocaleString("en-US")} characters long, over Rulescope's bound of ${MAX_GLOB_LENGTH}`,
    };
  const glob = dialect === "glob";
  if (glob && endsInBackslashRun(pattern))
    return { ok: false, reason: `it ends in ${TRAILING_BACKSLASHES_HANG} or more backslashes, which picomatch never finishes reading` };
  const expansion = glob ? braceExpansionCount(pattern) : 1;
  if (expansion > MAX_BRACE_EXPANSION) return { ok: false, reason: `its {…} braces expand to more than ${MAX_BRACE_EXPANSION} patterns` };
  const segmentStars: number[] = [0];
  let globstars = 0;
  let groups = 0;
  let alternatives = expansion;
  const star = () => (segmentStars[segmentStars.length - 1] += 1);
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "/") {
      segmentStars.push(0);
      continue;
    }
    if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end > 0) i = end; // a class stands for one character
      continue;
    }
    const groupOpen = glob && (c === "(" || (EXTGLOB.has(c) && pattern[i + 1] === "("));
    if (groupOpen) {
      const open = c === "(" ? i : i + 1;
      const close = matching(pattern, open, "(", ")");
      if (close < 0) continue; // an unclosed group is literal text
      if (++groups > MAX_GLOB_GROUPS) return { ok: false, reason: `it has more than ${MAX_GLOB_GROUPS} (…) groups` };
      const body = pattern.slice(open + 1, close);
      if (/(^|[^\\])\(/.test(body)) return { ok: false, reason: "it nests one (…) group inside another" };
      const after = pattern[close + 1];
      // `+(x)`, `*(x)` repeat their group, and so does any group followed by a regex-like quantifier
      // (`(x)+`, `@(x)+`, `!(x)*`: picomatch keeps the `+` after an extglob as one); `!(x)` matches any
      // rest of a name.
      // `+(` and `*(` after a group open the next extglob (Jest's `?(*.)+(spec|test)`); `{` is a
      // regex-like count only after a plain group, elsewhere it opens braces.
      const quantified = ((after === "+" || after === "*") && pattern[close + 2] !== "(") || (c === "(" && after === "{");
      const repeated = c === "+" || c === "*" || quantified;
      // A quantifier on a group that already repeats, may be empty or negates (`!(x)+`, `?(x)*`,
      // `+(x)+`) nests one unbounded repetition inside another: exponential whatever the body.
      if (quantified && c !== "(" && c !== "@")
        return {
          ok: false,
          reason: `the group "${c}(${body})" is repeated again by the "${after}" after it, which can take exponential time to match`,
        };
      if (repeated && ambiguousRepeat(body))
        return {
          ok: false,
          reason: `the repeated group "${c === "(" ? "" : c}(${body})${quantified ? after : ""}" holds alternatives or wildcards, which can take exponential time to match`,
        };
      const alts = splitTop(body, "|").length;
      alternatives *= c === "?" ? alts + 1 : alts;
      if (repeated || c === "!") star();
      for (let k = 0; k < body.length; k++)
        if (body[k] === "\\") k++;
        else if (body[k] === "*") star();
      // A regex-like quantifier right after the group is part of it.
      i = (quantified && after !== "{") || (after === "?" && pattern[close + 2] !== "(") ? close + 1 : close;
      continue;
    }
    if (c === "*") {
      let j = i;
      // A run of stars ends before a `*(`: that star opens an extglob (`***(x)` is `**` then `*(x)`).
      while (pattern[j + 1] === "*" && !(glob && pattern[j + 2] === "(")) j++;
      const wholeSegment = (i === 0 || pattern[i - 1] === "/") && (j + 1 === pattern.length || pattern[j + 1] === "/");
      if (j > i && wholeSegment) globstars++;
      else star();
      i = j;
    }
  }
  if (globstars > MAX_GLOBSTARS)
    return { ok: false, reason: `it has ${globstars} ** segments, over Rulescope's bound of ${MAX_GLOBSTARS}` };
  const most = Math.max(...segmentStars);
  if (most > MAX_STARS_PER_SEGMENT)
    return { ok: false, reason: `one of its path segments has ${most} * wildcards, over Rulescope's bound of ${MAX_STARS_PER_SEGMENT}` };
  return { ok: true, shape: { segmentStars, globstars, alternatives } };
}

/** n + k choose k, as a float (Infinity when huge): the ways k wildcards can split n characters. */
function splits(n: number, k: number): number {
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n + i)) / i;
  return out;
}

/**
 * An upper estimate of the backtracking steps to test `path` against a pattern of this shape: for
 * each pattern segment the splits of the longest path segment by its stars, times the splits of the
 * path's segments by the `**`s, times every alternative. Single-regex engines (picomatch, ignore)
 * multiply segments rather than add them, so the estimate multiplies too; `ignore` also tests each
 * parent directory of the path, one more factor of the path's length.
 */
export function matchCost(shape: GlobShape, path: string, engine: "minimatch" | "picomatch" | "ignore"): number {
  let depth = 1;
  let longest = 0;
  let run = 0;
  for (let i = 0; i < path.length; i++) {
    if (path.charCodeAt(i) === 47) {
      depth++;
      longest = Math.max(longest, run);
      run = 0;
    } else run++;
  }
  longest = Math.max(longest, run);
  let cost = shape.alternatives * splits(depth, shape.globstars) * Math.max(1, longest);
  for (const k of shape.segmentStars) if (k > 1) cost *= splits(longest, k - 1);
  if (engine === "ignore") cost *= Math.max(1, path.length);
  return cost;
}
