/** A check report holding only the given findings, for tests of what is made from a report. */
import type { CheckReport, Finding } from "../lib/check/types";

export const reportOf = (findings: Finding[]): CheckReport => ({
  coverage: [],
  findings,
  failures: [],
  agents: [],
  inferred: false,
  inference: [],
  evidence: [],
  cwds: [],
  notes: [],
  stats: { resolves: 0, files: 0 },
});
