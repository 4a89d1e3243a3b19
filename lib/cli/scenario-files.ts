/** Scenario files given on the command line: read, parse, validate, resolve. */
import { resolveUnknown, AGENT_IDS } from "../resolve";
import type { Scenario } from "../scenario/types";
import { formatProblems, validateScenario, type ValidationProblem } from "../scenario/validate";
import { readJsonFile, type Io } from "./io";
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

/** Why a scenario file did not load, as --json output or as lines on stderr with its problems indented. */
export function reportLoadFailure(io: Io, failed: Extract<Loaded, { ok: false }>, file: string, json: boolean): void {
  if (json) io.out(JSON.stringify({ error: failed.error, problems: failed.problems, file }) + "\n");
  else io.err(`${failed.error}\n${failed.problems.length ? formatProblems(failed.problems).replace(/^/gm, "  ") + "\n" : ""}`);
}

export function resolveFile(file: string): Outcome {
  const read = readJsonFile(file);
  if (!read.ok) return { ok: false, error: read.error, problems: [] };
  const r = resolveUnknown(read.value);
  return r.ok ? r : { ok: false, error: `${file} is not a valid scenario.`, problems: r.problems };
}
