/**
 * Fixture files: `lib/agents/<id>/fixtures/*.json`, a Scenario plus expectations written by hand
 * (never produced by the code under test). Run through every fs adapter by fixtures.test.ts.
 */
import type { DiagnosticCode } from "../lib/diagnostic-codes";
import type { Scenario } from "../lib/scenario/types";
import type { SourceStatus } from "../lib/types";

export interface Fixture {
  description: string;
  scenario: Scenario;
  expect: {
    /** The exact composed prompt. */
    prompt?: string;
    /** Substrings the prompt must contain / must not contain. */
    contains?: string[];
    excludes?: string[];
    /** Status per source path (only the paths named are checked). */
    statuses?: Record<string, SourceStatus>;
    /** Paths of included/truncated sources, in prompt order. */
    included?: string[];
    /** Diagnostic codes that must appear (lib/diagnostic-codes.test.ts checks each is registered). */
    diagnostics?: DiagnosticCode[];
  };
}
