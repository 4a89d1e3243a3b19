/**
 * A pure function of a document's text, remembered for the most recently used documents. Resolving
 * again over the same files (each keystroke in the preview, each folder of the precedence map, each
 * agent in Compare) meets the same texts, and lexing markdown is most of what some profiles do.
 * Results are shared between callers, so they must be frozen (or never changed).
 */

/** Documents kept per memoised function. */
export const TEXT_MEMO_SIZE = 64;
/**
 * Longer documents are computed every time, so one function keeps at most 64 × 128 Ki characters as
 * keys; they are mostly the same strings the decoded reads already hold.
 */
export const TEXT_MEMO_MAX_CHARS = 128 * 1024;

/**
 * A bounded memo by string key: at most `size` values, the least recently used going first; a key
 * over `maxKeyChars` is computed every time and never kept (the keys are what costs memory).
 */
export function keptByKey<T>(size: number, maxKeyChars: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    if (kept.has(key)) {
      const hit = kept.get(key) as T;
      // Most recently used last, so the oldest is the first key.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = make();
    if (key.length > maxKeyChars) return value;
    kept.set(key, value);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return value;
  };
}

export function memoByText<T>(compute: (text: string) => T): (text: string) => T {
  const kept = keptByKey<T>(TEXT_MEMO_SIZE, TEXT_MEMO_MAX_CHARS);
  return (text) => kept(text, () => compute(text));
}
