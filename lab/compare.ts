/**
 * One tree, both sides: placed on disk once, resolved by Rulescope, run through the real binary,
 * compared byte for byte after normalisation. The replay test uses the Rulescope half alone.
 */
import type { LabDriver } from "../lib/agents/lab-driver";
import type { Scenario } from "../lib/scenario/types";
import type { Recorder } from "../lib/cli/lab/recorder";
import { realText, rulescopeText, type SideResult } from "../lib/cli/lab/sides";
import { listingDigest, orderedFolder } from "./listing";
import { cleanup, place, undeclaredWrites } from "./workspace";

export interface TreeComparison {
  rulescope: SideResult;
  real: SideResult;
  /** Both sides answered and their texts are the same bytes. */
  equal: boolean;
  /** Paths the agent wrote under home that its driver does not declare. */
  undeclared: string[];
  /** The disk's listing order of the folders the agent reads in that order (lab/listing.ts), if any. */
  order: string | null;
}

function orderOf(driver: LabDriver, realRoot: string): string | null {
  const ordered = orderedFolder(driver.trees);
  return ordered ? listingDigest(realRoot, ordered) : null;
}

/** Rulescope's text for a scenario, through `resolve --dir` over the tree written to a temporary folder. */
export async function rulescopeOnDisk(
  driver: LabDriver,
  scenario: Scenario,
  variant?: string,
): Promise<{ result: SideResult; order: string | null }> {
  const placed = place(driver, scenario);
  try {
    return {
      result: await rulescopeText(driver, { ...scenario, config: placed.config }, placed, variant),
      order: orderOf(driver, placed.realRoot),
    };
  } finally {
    cleanup(placed);
  }
}

export async function compareTree(
  driver: LabDriver,
  bin: string,
  scenario: Scenario,
  recorder?: Recorder,
  variant?: string,
  cache = "",
): Promise<TreeComparison> {
  const placed = place(driver, scenario, recorder?.url, cache);
  try {
    const order = orderOf(driver, placed.realRoot);
    // Rulescope first, so nothing the agent writes can reach what Rulescope reads.
    const rulescope = await rulescopeText(driver, { ...scenario, config: placed.config }, placed, variant);
    const real = await realText(driver, bin, placed, recorder);
    const equal = rulescope.ok && real.ok && rulescope.text === real.text;
    return { rulescope, real, equal, undeclared: undeclaredWrites(driver, placed).map((p) => p.slice(placed.home.length + 1)), order };
  } finally {
    cleanup(placed);
  }
}
