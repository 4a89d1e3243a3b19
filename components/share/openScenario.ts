/**
 * Reading a scenario file the user picked: JSON, then the same validation links get. Problems come
 * back in words, one per line; nothing is loaded on failure. Loaded on demand (it brings the
 * validator), when a file is opened.
 */
import type { Scenario } from "../../lib/scenario/types";
import { formatProblems, validateScenario } from "../../lib/scenario/validate";

export type OpenedScenario = { ok: true; scenario: Scenario; warnings: string[] } | { ok: false; message: string; detail?: string };

export function parseScenarioText(text: string, knownAgents: readonly string[]): OpenedScenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: "The file is not valid JSON.", detail: e instanceof Error ? e.message : String(e) };
  }
  const checked = validateScenario(raw, knownAgents);
  if (!checked.ok) return { ok: false, message: "The file is not a valid Rulescope scenario.", detail: formatProblems(checked.problems) };
  return { ok: true, scenario: checked.scenario, warnings: checked.warnings.map((w) => `${w.path}: ${w.message}`) };
}
