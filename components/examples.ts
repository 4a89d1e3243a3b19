/** Every built-in example, across agents, and the default one the page opens with (and Reset returns to). */
import { PROFILE_METAS } from "@/lib/agents/meta";
import type { Example } from "@/lib/agents/base";

export const ALL_EXAMPLES: readonly Example[] = PROFILE_METAS.flatMap((p) => p.examples);

const DEFAULT_EXAMPLE_ID = "crabcode-nearest-wins";

function findExample(id: string): Example | undefined {
  return ALL_EXAMPLES.find((e) => e.id === id);
}

export function defaultExample(): Example {
  return findExample(DEFAULT_EXAMPLE_ID) ?? ALL_EXAMPLES[0];
}
