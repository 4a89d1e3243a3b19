/**
 * The autosaved draft: the last scenario the user edited, in localStorage under a versioned key.
 * Every storage call may fail (quota, disabled storage, private mode); failures come back as values
 * and never break the page. A stored draft is validated like any other scenario before use.
 */
import type { Scenario } from "../../lib/scenario/types";

export const DRAFT_KEY = "rulescope:draft:v1";
/** Larger drafts are not written: localStorage holds about 5 M characters per site. */
export const MAX_DRAFT_CHARS = 4_000_000;

export interface Draft {
  scenario: Scenario;
  /** Epoch milliseconds. */
  savedAt: number;
}

export type SaveOutcome = "saved" | "too-big" | "failed";

export function saveDraft(storage: Storage | undefined, scenario: Scenario, now: number, json = JSON.stringify(scenario)): SaveOutcome {
  if (json.length > MAX_DRAFT_CHARS) return "too-big";
  try {
    if (!storage) return "failed";
    storage.setItem(DRAFT_KEY, `{"savedAt":${now},"scenario":${json}}`);
    return "saved";
  } catch {
    return "failed";
  }
}

/**
 * A lower bound on the length of the scenario's JSON, from its files alone: each key and text (or
 * base64, or link target) counts, quotes and escapes do not. Cheap, with no string built: a 100,000-file
 * tree that is surely past MAX_DRAFT_CHARS is then never serialised on every change.
 */
export function jsonLengthAtLeast(scenario: Scenario): number {
  let n = 0;
  const files = scenario.files;
  for (const k in files) {
    const e = files[k];
    n +=
      k.length +
      (typeof e === "string" ? e.length : typeof e === "object" && e !== null ? (e.base64?.length ?? 0) + (e.symlink?.length ?? 0) : 0);
  }
  return n;
}

export function clearDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage is unavailable: there is nothing to clear.
  }
}

/** window.localStorage, or undefined where reading the property itself throws (blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
