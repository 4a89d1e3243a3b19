/** Character counts and cuts in code points (a surrogate pair is one character), for Augment's limits. */

export function characters(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) i++;
    n++;
  }
  return n;
}

/** The first `limit` characters of `text`, never split inside a surrogate pair. */
export function cutCharacters(text: string, limit: number): { text: string; truncated: boolean } {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (n === limit) return { text: text.slice(0, i), truncated: true };
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) i++;
    n++;
  }
  return { text, truncated: false };
}
