/**
 * One agent pair's split told once: a file the readers get only as an import of another file that the
 * same agents disagree on (CLAUDE.md's `@docs/test-principles.md`, liam-hq/liam) is part of that
 * file's finding, listed with it, not a finding of its own.
 */
import type { Run } from "./runs";
import type { Finding } from "./types";

const IMPORTED = new Set(["import", "mention", "reference"]);

// agents: the ones missing the file, then its readers: the order is the direction of the split.
const pairOf = (f: Finding): string => `${f.cwds[0] ?? ""}\0${f.agents.join(",")}\0${f.severity}`;

/** Whether every reader at the finding's folder got the file only as an import. */
function onlyImported(f: Finding, runs: Run[]): boolean {
  const at = runs.filter((r) => r.cwd === f.cwds[0] && f.agents.includes(r.agent));
  const sources = at.flatMap((r) => r.resolution.sources.filter((s) => s.path === f.path));
  return sources.length > 0 && sources.every((s) => IMPORTED.has(s.layer));
}

/** agents-disagree findings with each imported file folded into its importer's finding of the same pair and folder. */
export function foldImportedDisagreements(findings: Finding[], runs: Run[]): Finding[] {
  const importers = new Map<string, Finding>();
  for (const f of findings) if (!onlyImported(f, runs) && !importers.has(pairOf(f))) importers.set(pairOf(f), f);
  const out: Finding[] = [];
  for (const f of findings) {
    const into = onlyImported(f, runs) ? importers.get(pairOf(f)) : undefined;
    if (!into) {
      out.push(f);
      continue;
    }
    into.also = [...(into.also ?? []), { path: f.path }];
  }
  return out;
}
