/**
 * Structural equality of scenarios (JSON values), ignoring key order: edits rebuild objects, so two
 * equal scenarios may list their keys differently. Used to tell "this is still example X" and
 * "the draft differs from what is open".
 */
import type { Example } from "../../lib/agents/base";
import type { Scenario } from "../../lib/scenario/types";

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  // Keys whose value is undefined are absent in JSON: ignore them on both sides.
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The built-in example whose scenario this is, exactly; cheap rejects first, trees can be large. */
export function matchingExample(scenario: Scenario, examples: readonly Example[]): Example | undefined {
  const fileCount = Object.keys(scenario.files).length;
  return examples.find(
    (e) =>
      e.scenario.agent === scenario.agent &&
      e.scenario.cwd === scenario.cwd &&
      Object.keys(e.scenario.files).length === fileCount &&
      sameJson(e.scenario, scenario),
  );
}
