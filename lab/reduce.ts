/**
 * A divergent tree made small: entries, config keys (and list items) and variables are dropped one at a time for as
 * long as the real agent and Rulescope still disagree, so a known divergence is stored as the few
 * files that show it. Each step is a real run, so it is for single trees (`--reduce <seed>`).
 */
import type { Scenario } from "../lib/scenario/types";

/** Scenarios one step smaller than `s`: each file, config key and variable left out in turn. */
function* smaller(s: Scenario): Generator<Scenario> {
  for (const path of Object.keys(s.files)) {
    const files = { ...s.files };
    delete files[path];
    yield { ...s, files };
  }
  for (const [key, value] of Object.entries(s.config ?? {})) {
    const config = { ...s.config };
    delete config[key];
    yield { ...s, config };
    // A list setting loses one item at a time too.
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield { ...s, config: { ...s.config, [key]: value.toSpliced(i, 1) } };
  }
  for (const key of Object.keys(s.env ?? {})) {
    const env = { ...s.env };
    delete env[key];
    yield { ...s, env };
  }
}

/** The smallest scenario reached by greedy steps that keep `stillDiffers` true. */
export async function reduce(s: Scenario, stillDiffers: (s: Scenario) => Promise<boolean>): Promise<Scenario> {
  let current = s;
  for (let progress = true; progress;) {
    progress = false;
    for (const candidate of smaller(current))
      if (await stillDiffers(candidate)) {
        current = candidate;
        progress = true;
        break;
      }
  }
  const { env, config, ...rest } = current;
  return { ...rest, ...(env && Object.keys(env).length ? { env } : {}), ...(config && Object.keys(config).length ? { config } : {}) };
}
