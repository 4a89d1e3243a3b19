/**
 * Opening what the page kept or was handed: the draft in storage and the link in the address. Both
 * validate the scenario, so this module (with the validator and zod) is loaded on demand, after first
 * paint, and the page's first JavaScript carries neither.
 */
import type { Example } from "../../lib/agents/base";
import { decodePermalink } from "../../lib/scenario/permalink";
import type { Scenario } from "../../lib/scenario/types";
import { validateScenario } from "../../lib/scenario/validate";
import { DRAFT_KEY, type Draft } from "./draft";

export function readDraft(storage: Storage | undefined, knownAgents?: readonly string[]): Draft | null {
  try {
    const text = storage?.getItem(DRAFT_KEY);
    if (!text) return null;
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== "object" || raw === null) return null;
    const { savedAt, scenario } = raw as { savedAt?: unknown; scenario?: unknown };
    const checked = validateScenario(scenario, knownAgents);
    if (!checked.ok || typeof savedAt !== "number" || !Number.isFinite(savedAt)) return null;
    return { scenario: checked.scenario, savedAt };
  } catch {
    return null;
  }
}

export type OpenedFragment =
  { kind: "none" } | { kind: "scenario"; scenario: Scenario; origin: string; warnings: string[] } | { kind: "problem"; message: string };

export function openFragment(hash: string, examples: readonly Example[], knownAgents: readonly string[]): OpenedFragment {
  if (hash === "" || hash === "#") return { kind: "none" };
  const decoded = decodePermalink(hash, knownAgents);
  if (!decoded.ok) return { kind: "problem", message: decoded.message };
  if ("example" in decoded) {
    const example = examples.find((e) => e.id === decoded.example);
    if (!example) return { kind: "problem", message: `The link names the example "${decoded.example}", which this build does not have.` };
    return { kind: "scenario", scenario: example.scenario, origin: `example ${example.id}`, warnings: [] };
  }
  return {
    kind: "scenario",
    scenario: decoded.scenario,
    origin: "link",
    warnings: decoded.warnings.map((w) => `${w.path}: ${w.message}`),
  };
}
