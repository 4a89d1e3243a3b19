/**
 * Which agents the Compare view shows: read from and written to `scenario.ui.compare`, so the choice
 * travels in the permalink. Two to four known agent ids, no repeats; anything else in a link (unknown
 * ids, one agent, ten agents) is repaired here rather than trusted.
 */
import { PROFILE_METAS } from "@/lib/agents/page-meta";
import type { Scenario } from "@/lib/scenario/types";

export const MIN_AGENTS = 2;
export const MAX_AGENTS = 4;

/**
 * The partner shown next to the current agent when nothing was chosen yet: the first agent in menu
 * order (the most run first) whose text Rulescope gives exactly, so the two texts compare byte for byte.
 */
const PARTNERS = PROFILE_METAS.filter((m) => m.textFidelity === "exact").map((m) => m.id);

export function defaultCompared(current: string, known: readonly string[]): string[] {
  const first = known.includes(current) ? current : known[0];
  const partner = PARTNERS.find((id) => id !== first && known.includes(id)) ?? known.find((id) => id !== first);
  return partner === undefined ? [first] : [first, partner];
}

/** The agents to compare: the scenario's choice, cleaned up, or the default pair. */
export function comparedAgents(scenario: Scenario, known: readonly string[]): string[] {
  const chosen = scenario.ui?.compare;
  if (!Array.isArray(chosen)) return defaultCompared(scenario.agent, known);
  const picked: string[] = [];
  for (const id of chosen) if (typeof id === "string" && known.includes(id) && !picked.includes(id)) picked.push(id);
  if (picked.length > MAX_AGENTS) picked.length = MAX_AGENTS;
  for (const id of defaultCompared(scenario.agent, known)) if (picked.length < MIN_AGENTS && !picked.includes(id)) picked.push(id);
  for (const id of known) if (picked.length < MIN_AGENTS && !picked.includes(id)) picked.push(id);
  return picked;
}

/** Check or uncheck one agent; a change that would leave fewer than 2 or more than 4 is refused (null). */
export function toggleAgent(current: readonly string[], id: string, on: boolean): string[] | null {
  const has = current.includes(id);
  if (on === has) return null;
  if (on) return current.length >= MAX_AGENTS ? null : [...current, id];
  return current.length <= MIN_AGENTS ? null : current.filter((a) => a !== id);
}

/** The scenario with these agents compared; other `ui` fields are kept. */
export function withCompared(s: Scenario, agents: string[]): Scenario {
  return { ...s, ui: { ...s.ui, compare: agents } };
}

/** The scenario with the Compare view closed: `ui.compare` removed (and `ui` itself when empty). */
export function withoutCompared(s: Scenario): Scenario {
  if (!s.ui || !("compare" in s.ui)) return s;
  const { compare: _dropped, ...ui } = s.ui;
  void _dropped;
  if (Object.keys(ui).length > 0) return { ...s, ui };
  const { ui: _ui, ...rest } = s;
  void _ui;
  return rest;
}

/** The view is open when the scenario says which agents to compare. */
export function isCompareOpen(s: Scenario): boolean {
  return Array.isArray(s.ui?.compare);
}

/**
 * Whether two scenarios differ at most in `ui` (the selected file, the compared agents): what any
 * agent loads is the same for both, so a map made for one holds for the other.
 */
export function sameBesidesUi(a: Scenario, b: Scenario): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete("ui");
  for (const k of keys) if ((a as unknown as Record<string, unknown>)[k] !== (b as unknown as Record<string, unknown>)[k]) return false;
  return true;
}
