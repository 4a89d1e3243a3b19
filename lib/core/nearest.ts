/**
 * The nearest ancestor of a folder that passes a test (holds `.git`, a project marker), remembered for
 * one resolve. An agent that looks for its project root from every file it loads walks the same chain
 * again each time: from the bottom of a 1,000-level tree that was a million probes. The answer for a
 * folder is its own, or its parent's, so each folder is tested once per resolve and key.
 */
import { dirname } from "./paths";

const kept = new WeakMap<object, Map<string, Map<string, string | null>>>();

/**
 * `owner`: what the memo lives as long as (the resolve's context: the tree may change between
 * resolves); `key`: what the test is (the marker names), since one owner may ask several.
 */
export function nearestAncestor(owner: object, key: string, start: string, test: (dir: string) => boolean): string | null {
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map()));
  let memo = byKey.get(key);
  if (!memo) byKey.set(key, (memo = new Map()));
  const walked: string[] = [];
  let found: string | null = null;
  for (let dir = start; ; dir = dirname(dir)) {
    const known = memo.get(dir);
    if (known !== undefined) {
      found = known;
      break;
    }
    walked.push(dir);
    if (test(dir)) {
      found = dir;
      break;
    }
    if (dir === "/") break;
  }
  for (const dir of walked) memo.set(dir, found);
  return found;
}
