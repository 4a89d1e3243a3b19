/**
 * URL fragment <-> scenario, as the page uses it: which fragment to write for a scenario (an example's
 * id when it is one exactly, else a #v1/ link, else none when the scenario is too big for a URL), and
 * what an opened fragment means (a scenario to load, or a problem in words).
 */
import type { Example } from "../../lib/agents/base";
import { encodePermalink, examplePermalink } from "../../lib/scenario/permalink-encode";
import type { Scenario } from "../../lib/scenario/types";
import { matchingExample } from "../share/sameScenario";

/**
 * Above this much JSON the hash is not rewritten as you type (the draft still keeps the work, and Share
 * still makes a link on demand). Measured on this 2-core box: a 10,000-file tree is 1.1 M characters of
 * JSON and deflates (level 9) in ~100 ms into a 138,000-character link, far past the ~32K an address
 * bar keeps; 1,000 files take 17 ms. Skipping such trees keeps every typing pause free of that stall.
 */
export const MAX_AUTO_LINK_CHARS = 1_000_000;

export type FragmentChoice = { fragment: string; example?: string } | { fragment: null; reason: "too-big" };

export function fragmentFor(scenario: Scenario, examples: readonly Example[], json = JSON.stringify(scenario)): FragmentChoice {
  const example = matchingExample(scenario, examples);
  if (example) return { fragment: examplePermalink(example.id), example: example.id };
  if (json.length > MAX_AUTO_LINK_CHARS) return { fragment: null, reason: "too-big" };
  return { fragment: encodePermalink(scenario) };
}
