/**
 * Files whose names differ only in case from the name an agent probes for in the same folder.
 */
import { basename, dirname } from "../../core/paths";
import { isLoaded } from "../../types";
import { defineCodes } from "../code-row";
import { finding } from "../findings";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "wrong-case": {
    severity: "warning",
    title: "A file name differs only in case from the name an agent looks for",
    role: "cause",
    onRuleFile: true,
  },
});

/** Files the tree holds under a name an agent probed for in the same folder, but in another case. */
export function wrongCaseFindings(runs: Run[], files: string[]): Finding[] {
  const out: Finding[] = [];
  const existing = new Map<string, string[]>();
  for (const f of files) {
    const key = `${dirname(f)}\0${basename(f).toLowerCase()}`;
    existing.set(key, [...(existing.get(key) ?? []), f]);
  }
  const fileSet = new Set(files);
  for (const run of runs) {
    const probed = new Set<string>();
    // An agent that probes two spellings (AGENTS.md, then agents.md) and reads the one present is fine.
    const read = new Set(run.resolution.sources.filter(isLoaded).map((x) => x.path));
    for (const step of run.resolution.trace) {
      if (!step.path || (step.op !== "stat" && step.op !== "lstat") || step.result !== "missing") continue;
      if (probed.has(step.path)) continue;
      probed.add(step.path);
      for (const f of existing.get(`${dirname(step.path)}\0${basename(step.path).toLowerCase()}`) ?? []) {
        if (f === step.path || fileSet.has(step.path) || read.has(f)) continue;
        out.push(
          finding(
            "wrong-case",
            run,
            f,
            `Agents look for ${basename(step.path)} here, and file names are case-sensitive on Linux (and in Rulescope), so ${basename(f)} is never read.`,
            {
              cwds: [],
              headline: `Agents look for ${basename(step.path)} here, not ${basename(f)}`,
              fix: { kind: "rename", description: `Rename to ${basename(step.path)}`, from: f, to: step.path },
            },
          ),
        );
      }
    }
  }
  return out;
}
