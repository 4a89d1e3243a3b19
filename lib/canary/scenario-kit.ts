/**
 * The page's kit: a scenario's own files, planted, zipped with the manifest and the question. Files
 * under the scenario's home folder get no codewords: the real agent reads the user's own home, not
 * the copy's (they are still in the zip, for reference).
 */
import { isWithin, normalize } from "../core/paths";
import { DEFAULT_HOME } from "../scenario/defaults";
import type { Scenario } from "../scenario/types";
import { scenarioCopy, zipKit } from "./copy";
import { makeKit, type Kit } from "./kit";

export type ScenarioKit = { ok: true; kit: Kit; zip: Uint8Array; manifestJson: string; notes: string[] } | { ok: false; error: string };

export function scenarioKit(scenario: Scenario, seed: string): ScenarioKit {
  const home = normalize(scenario.home ?? DEFAULT_HOME);
  const made = makeKit(scenario, { seed, inTree: (p) => !isWithin(p, home) });
  if (!made.ok) return made;
  const copy = scenarioCopy(scenario.files, made.kit.texts);
  const manifestJson = `${JSON.stringify(made.kit.manifest, null, 2)}\n`;
  return { ok: true, kit: made.kit, zip: zipKit(copy.entries, manifestJson, made.kit.question), manifestJson, notes: copy.notes };
}
