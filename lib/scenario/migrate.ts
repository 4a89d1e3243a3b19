/**
 * Versioned migrations. Version 1 is the first published format, so there is nothing to migrate yet;
 * when version 2 arrives, add `1: (s) => ...` here and keep a v1 fixture that must keep decoding.
 */
import { SCENARIO_VERSION } from "./schema";

type Migration = (s: Record<string, unknown>) => Record<string, unknown>;
const MIGRATIONS: Record<number, Migration> = {};

export function migrate(raw: Record<string, unknown>): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const declared = raw.version;
  if (declared === undefined) return { ok: false, message: `is required (this build reads version ${SCENARIO_VERSION})` };
  if (typeof declared !== "number" || !Number.isInteger(declared) || declared < 1)
    return { ok: false, message: `must be a positive whole number (this build reads version ${SCENARIO_VERSION})` };
  let v: number = declared;
  if (v > SCENARIO_VERSION)
    return {
      ok: false,
      message: `this scenario is version ${v}, made by a newer Rulescope; this build reads up to version ${SCENARIO_VERSION}`,
    };
  let s = raw;
  while (v < SCENARIO_VERSION) {
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, message: `version ${v} has no migration to ${SCENARIO_VERSION}` };
    s = step(s);
    v = v + 1;
  }
  return { ok: true, value: s };
}
