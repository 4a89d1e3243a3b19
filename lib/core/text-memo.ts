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

export function memoByText<T>(compute: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) {
      const hit = kept.get(text) as T;
      // Most recently used last, so the oldest is the first key.
      kept.delete(text);
      kept.set(text, hit);
      return hit;
    }
    const value = compute(text);
    if (text.length > TEXT_MEMO_MAX_CHARS) return value;
    kept.set(text, value);
    if (kept.size > TEXT_MEMO_SIZE) kept.delete(kept.keys().next().value!);
    return value;
  };
}
