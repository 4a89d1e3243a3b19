/** Scenario files given on the command line: read, parse, validate, resolve. */
import { resolveUnknown, AGENT_IDS } from "../resolve";
import type { Scenario } from "../scenario/types";
import { validateScenario, type ValidationProblem } from "../scenario/validate";
import { readJsonFile } from "./io";
import type { Outcome } from "./output";

export type Loaded =
  { ok: true; scenario: Scenario; warnings: ValidationProblem[] } | { ok: false; error: string; problems: ValidationProblem[] };

export function loadScenario(file: string): Loaded {
  const read = readJsonFile(file);
  if (!read.ok) return { ok: false, error: read.error, problems: [] };
  const checked = validateScenario(read.value, AGENT_IDS);
  if (!checked.ok) return { ok: false, error: `${file} is not a valid scenario.`, problems: checked.problems };
  return checked;
}

export function resolveFile(file: string): Outcome {
  const read = readJsonFile(file);
  if (!read.ok) return { ok: false, error: read.error, problems: [] };
  const r = resolveUnknown(read.value);
  return r.ok ? r : { ok: false, error: `${file} is not a valid scenario.`, problems: r.problems };
}
