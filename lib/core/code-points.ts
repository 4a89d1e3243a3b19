/**
 * Character limits counted as agents count them: in code points, a surrogate pair (an emoji, a rare
 * CJK character) being one character, and a cut never falling inside a pair. Windsurf, Antigravity
 * and Augment state their limits in characters.
 */

const isHighSurrogate = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length;
};

/** How many code points `text` holds. */
export function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (isHighSurrogate(text, i)) i++;
    n++;
  }
  return n;
}

/** The first `limit` code points of `text`, and whether anything was cut. */
export function cutCodePoints(text: string, limit: number): { text: string; truncated: boolean } {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (n === limit) return { text: text.slice(0, i), truncated: true };
    if (isHighSurrogate(text, i)) i++;
    n++;
  }
  return { text, truncated: false };
}
