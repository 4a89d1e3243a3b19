/**
 * The built-in examples, as the page uses them. The default one (the page opens with it, Reset returns
 * to it) is part of the first load; the whole list (lib/agents/examples.ts, the bulk of the profiles'
 * data) loads after first paint: the Examples menu, Reset, links to examples and the autosave (which
 * tells an untouched example from work) wait for it.
 */
import type { Example } from "@/lib/agents/base";
import { examples as defaultAgentExamples } from "@/lib/agents/codex/examples";

/** Codex, which most audiences know, with a precedence story: a stack, a winner and a file it ignores. */
const DEFAULT_EXAMPLE_ID = "codex-monorepo-precedence";

export function defaultExample(): Example {
  return defaultAgentExamples.find((e) => e.id === DEFAULT_EXAMPLE_ID) ?? defaultAgentExamples[0];
}

let loading: Promise<readonly Example[]> | null = null;
let loaded: readonly Example[] | null = null;

/**
 * Every example, across agents, in menu order (one fetch per page, however often it is asked). A fetch
 * that failed (a network blip, a redeployed site) is tried again on the next call.
 */
export function loadExamples(): Promise<readonly Example[]> {
  loading ??= import("@/lib/agents/examples").then(
    (m) => (loaded = m.ALL_EXAMPLES),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The list, or none when it cannot be loaded: what reading links and autosaving fall back to. */
export function examplesOrNone(): Promise<readonly Example[]> {
  return loadExamples().catch(() => []);
}

/** The list once loaded, else null (callers that must answer at once). */
export function examplesIfLoaded(): readonly Example[] | null {
  return loaded;
}
