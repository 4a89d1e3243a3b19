/**
 * Picking a variant by what a user knows: its id, or the release of the agent they run
 * (`claude-code@2.1.280`, `crabcode@81aa430`). Each variant's `models` says what it stands for.
 */
import type { AgentProfile, Variant } from "./base";

/** "2.1.280" → [2, 1, 280]; null for anything that is not dotted numbers (a commit, a name). */
function dotted(v: string): number[] | null {
  const m = /^v?(\d+(?:\.\d+)*)$/.exec(v.trim());
  return m ? m[1].split(".").map(Number) : null;
}

/** Releases in release order ("2.1.83" before "2.1.197"); anything not dotted numbers after, by name. */
export function compareReleases(a: string, b: string): number {
  const [x, y] = [dotted(a), dotted(b)];
  if (x && y) return compare(x, y);
  return x ? -1 : y ? 1 : a.localeCompare(b);
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function covers(v: Variant, release: number[]): boolean {
  const since = v.models?.since ? dotted(v.models.since) : null;
  const until = v.models?.until ? dotted(v.models.until) : null;
  if (!since && !until) return false;
  return (!since || compare(release, since) >= 0) && (!until || compare(release, until) <= 0);
}

const isCommit = (s: string) => /^[0-9a-f]{7,40}$/.test(s);

/** The same release name, or the same commit written at two lengths (81aa430 and 81aa430f...). */
const sameName = (word: string, ref: string) =>
  word === ref || (isCommit(word) && isCommit(ref) && (word.startsWith(ref) || ref.startsWith(word)));

/** A variant id for `ref` (a variant id, a release number within a variant's range, or a commit a variant names). */
export function variantFor(profile: AgentProfile, ref: string): { ok: true; variant: string } | { ok: false; problem: string } {
  if (profile.variants.some((v) => v.id === ref)) return { ok: true, variant: ref };
  const release = dotted(ref);
  const byRange = release ? profile.variants.find((v) => covers(v, release)) : undefined;
  if (byRange) return { ok: true, variant: byRange.id };
  const byName = profile.variants.find((v) => v.models?.version.split(/[\s,;()@]+/).some((w) => sameName(w, ref)));
  if (byName) return { ok: true, variant: byName.id };
  const known = profile.variants.map((v) => (v.models ? `${v.id}: ${v.models.version}` : v.id)).join("; ");
  return { ok: false, problem: `${profile.name} has no variant or modelled version "${ref}". Its variants are ${known}` };
}

/** One line for a variant: what it models and when that was checked. */
export function modelsLine(v: Variant | undefined): string | null {
  return v?.models ? `models ${v.models.version}, checked ${v.models.checked}` : null;
}
