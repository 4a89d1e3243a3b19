/**
 * The diagnostics `rulescope check` reports, and the check code each becomes: read from the rows'
 * `fromDiagnostics` (code-row.ts), where each code lists the diagnostics it is told by. A diagnostic
 * code that is also a check code must become that check code (diagnostic-findings.test.ts), so a name
 * never means two things.
 */
import type { DiagnosticCode } from "../diagnostic-codes";
import { CHECK_CODE_LIST, rowOf, type CheckCode } from "./codes";

const DIAGNOSTIC_FINDINGS = new Map<DiagnosticCode, CheckCode>(
  CHECK_CODE_LIST.flatMap((code) => (rowOf(code).fromDiagnostics ?? []).map((d) => [d, code] as const)),
);

/** The check a diagnostic becomes in `rulescope check`, or undefined when it is not a finding. */
export const findingOf = (code: DiagnosticCode): CheckCode | undefined => DIAGNOSTIC_FINDINGS.get(code);
