/**
 * A colour per source file in the composed prompt. A path's colour comes from a hash of the path, so it
 * stays the same while you edit; when two paths of one prompt hash to the same colour, the later one
 * (in prompt order) takes the next free colour, so neighbours stay apart.
 */

// Eight hues far apart in light and dark (teal and cyan read as emerald at 900/50 and were dropped).
// Literal class strings: Tailwind only generates classes it can find written out in the source.
export const PART_PALETTE = [
  "bg-sky-100 dark:bg-sky-900/50",
  "bg-amber-100 dark:bg-amber-900/50",
  "bg-emerald-100 dark:bg-emerald-900/50",
  "bg-fuchsia-100 dark:bg-fuchsia-900/50",
  "bg-lime-100 dark:bg-lime-900/50",
  "bg-rose-100 dark:bg-rose-900/50",
  "bg-violet-100 dark:bg-violet-900/50",
  "bg-orange-100 dark:bg-orange-900/50",
] as const;

/** FNV-1a over UTF-16 code units: cheap, deterministic, well spread for short strings. */
export function hashPath(path: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h ^= path.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Palette index per path, for the paths of one prompt in the order they appear (duplicates ignored). */
export function assignColors(paths: Iterable<string>, size: number = PART_PALETTE.length): Map<string, number> {
  const out = new Map<string, number>();
  const taken = new Set<number>();
  for (const path of paths) {
    if (out.has(path)) continue;
    let slot = hashPath(path) % size;
    // Probe for a free colour; once every colour is used, sharing one is unavoidable.
    if (taken.size < size) while (taken.has(slot)) slot = (slot + 1) % size;
    taken.add(slot);
    out.set(path, slot);
  }
  return out;
}
