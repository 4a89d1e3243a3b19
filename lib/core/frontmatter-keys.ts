/**
 * Keys of a leading `---` frontmatter block that an agent does not know, with their lines, and the
 * known key a misspelt one was most likely meant to be (`glob` for `globs`, `applyto` for `applyTo`,
 * `always_apply` for `alwaysApply`). Which keys an agent knows stays in its profile; this only
 * compares. Top-level `key:` lines only (indented lines belong to a value).
 */

export interface UnknownKey {
  key: string;
  /** 1-based line of the key in the file. */
  line: number;
  /** The known key it is close to, if one is. */
  suggestion?: string;
  /** The whole line with the key replaced by the suggestion (no line break). */
  fixedLine?: string;
}

/** Lower case, without `_` and `-`: `apply_to`, `applyTo` and `apply-to` are one spelling. */
const fold = (k: string): string => k.toLowerCase().replace(/[_-]/g, "");

/** Edit distance, stopping early past `max` (keys are short). */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return false;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/** The known key `key` is a near miss of: same letters in another case or with `_`/`-`, singular/plural, or one edit away. */
export function nearKey(key: string, known: readonly string[]): string | undefined {
  const f = fold(key);
  return (
    known.find((k) => fold(k) === f) ??
    known.find((k) => fold(k) === `${f}s` || `${fold(k)}s` === f) ??
    (f.length >= 4 ? known.find((k) => within(f, fold(k), 1)) : undefined)
  );
}

const OPEN = /^\uFEFF?---[ \t]*$/;
const CLOSE = /^---[ \t]*$/;
const KEY = /^([A-Za-z_][\w.-]*)[ \t]*:/;
/** Lines of a block looked at, at most: a frontmatter block is a few lines. */
const MAX_LINES = 2_000;

/** Unknown top-level keys of `text`'s frontmatter, in order. None when the block is not closed. */
export function unknownFrontmatterKeys(text: string, known: readonly string[]): UnknownKey[] {
  const lines = text.split("\n", MAX_LINES + 2);
  if (lines.length < 2 || !OPEN.test(lines[0].replace(/\r$/, ""))) return [];
  const close = lines.findIndex((l, i) => i > 0 && CLOSE.test(l.replace(/\r$/, "")));
  if (close < 0) return [];
  const rows = lines.slice(1, close).map((l) => l.replace(/\r$/, ""));
  const present = new Set(rows.map((r) => KEY.exec(r)?.[1]));
  const out: UnknownKey[] = [];
  const knownSet = new Set(known);
  rows.forEach((row, i) => {
    const m = KEY.exec(row);
    if (!m || knownSet.has(m[1])) return;
    const suggestion = nearKey(m[1], known);
    // A rename onto a key the block already sets would write that key twice.
    const fixedLine = suggestion && !present.has(suggestion) ? { fixedLine: suggestion + row.slice(m[1].length) } : {};
    out.push({ key: m[1], line: i + 2, ...(suggestion ? { suggestion, ...fixedLine } : {}) });
  });
  return out;
}

/** The diagnostic profiles emit for one unknown key: message, line, and a fix where a known key is close. */
export function unknownKeyDiagnostic(
  path: string,
  u: UnknownKey,
  agent: string,
  known: readonly string[],
): {
  level: "info";
  code: "frontmatter-unknown-key";
  path: string;
  line: number;
  message: string;
  fix?: { line: number; text: string; description: string };
} {
  const hint = !u.suggestion
    ? ` It reads only ${known.map((k) => `${k}:`).join(", ")}.`
    : u.fixedLine === undefined
      ? ` Did you mean ${u.suggestion}:? The block sets ${u.suggestion}: already, so this line only adds noise.`
      : ` Did you mean ${u.suggestion}:?`;
  return {
    level: "info",
    code: "frontmatter-unknown-key",
    path,
    line: u.line,
    message: `${path} line ${u.line}: ${agent} does not know the frontmatter key ${u.key}: and ignores it without a word.${hint}`,
    ...(u.suggestion && u.fixedLine !== undefined
      ? { fix: { line: u.line, text: u.fixedLine, description: `Rename ${u.key}: to ${u.suggestion}:` } }
      : {}),
  };
}
