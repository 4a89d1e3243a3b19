/**
 * `check --baseline <file>`: the first run records today's findings in the file; each later run
 * reports, and fails on, only what the file does not hold. Findings are recorded per file of their
 * cause (version 2), so a cause that reaches a new file (one more misnamed Agents.md) is reported for
 * that file, though the cause was known. A version-1 file (one record per finding) is read as written.
 */
import { placesOf } from "../check/causes";
import { fingerprint } from "../check/fingerprint";
import type { CheckReport, Finding, Place } from "../check/types";
import { relative } from "../core/paths";
import { lexists, readJsoncFile } from "./io";
import { replaceFile } from "./replace-file";
import { UsageError } from "./usage";

const VERSION = 2;

/** The finding as said of one of its files. */
function at(f: Finding, p: Place): Finding {
  const { also: _also, line: _line, endLine: _end, fix: _fix, ...rest } = f;
  return { ...rest, path: p.path, ...(p.line ? { line: p.line } : {}), ...(p.fix ? { fix: p.fix } : {}) };
}

/** The finding over these of its files only (the first becomes its own file). */
function over(f: Finding, places: Place[]): Finding {
  const [first, ...others] = places;
  return { ...at(f, first), ...(others.length > 0 ? { also: others } : {}) };
}

/** Applies the baseline to the report's findings; returns the note that says what it held back. */
export function applyBaseline(file: string, report: CheckReport, root: string): string {
  const keyOf = (f: Finding) => fingerprint(f, relative(root, f.path) || ".");
  if (!lexists(file)) {
    const recorded = report.findings.flatMap((f) =>
      placesOf(f).map((p) => ({ fingerprint: keyOf(at(f, p)), code: f.code, path: relative(root, p.path) || "." })),
    );
    const problem = replaceFile(file, JSON.stringify({ version: VERSION, findings: recorded }, null, 2) + "\n");
    if (problem) throw new UsageError(`--baseline ${file}: the baseline ${problem}.`);
    report.findings = [];
    return `Recorded ${recorded.length} finding${recorded.length === 1 ? "" : "s"} in the baseline ${file}; from now on only new findings are reported.`;
  }
  const read = readJsoncFile(file, "baseline");
  if (!read.ok) throw new UsageError(read.error);
  const value = read.value as { version?: unknown; findings?: unknown } | null;
  const listed = value?.findings;
  if (!Array.isArray(listed))
    throw new UsageError(`--baseline ${file} is not a Rulescope baseline (no "findings" list); delete it to record a new one.`);
  const known = new Set(
    listed.map((x: { fingerprint?: unknown } | null) => x?.fingerprint).filter((x): x is string => typeof x === "string"),
  );
  const perFile = value?.version === VERSION;
  const seen = new Set<string>();
  let held = 0;
  report.findings = report.findings.flatMap((f) => {
    // A version-1 baseline recorded each finding at its own file only.
    const places = perFile ? placesOf(f) : [placesOf(f)[0]];
    const fresh = places.filter((p) => {
      const key = keyOf(at(f, p));
      seen.add(key);
      return !known.has(key);
    });
    held += places.length - fresh.length;
    if (fresh.length === 0) return [];
    return fresh.length === places.length ? [f] : [over(f, fresh)];
  });
  const gone = [...known].filter((k) => !seen.has(k)).length;
  return `${held} finding${held === 1 ? " is" : "s are"} in the baseline ${file} and not reported${gone > 0 ? `; ${gone} of its findings no longer occur (delete the file to record a new baseline)` : ""}.`;
}
