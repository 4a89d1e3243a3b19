/**
 * The known name a mistyped one most likely meant ("claud-code" -> "claude-code"), for "did you mean"
 * in messages: the one name it begins, or the nearest by edit distance, when it is near enough to be a typo (at most a third of
 * the name's length, and at least 2 edits allowed), else null.
 */
export function closest(word: string, known: readonly string[]): string | null {
  const w = word.toLowerCase();
  // A name cut short ("gemini", "claude") means the one it starts.
  const prefixed = w.length >= 3 ? known.filter((k) => k.toLowerCase().startsWith(w)) : [];
  if (prefixed.length === 1) return prefixed[0];
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(w.length / 3)) + 1;
  for (const k of known) {
    const d = distance(w, k.toLowerCase(), bestDistance);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** Levenshtein distance, stopping at `limit` (names are short: a row of at most a few dozen cells). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** " (did you mean x?)" when a known name is near, else "". */
export const didYouMean = (word: string, known: readonly string[]): string => {
  const c = closest(word, known);
  return c === null ? "" : ` (did you mean ${c}?)`;
};
