/**
 * Scoped rules: a rule whose patterns match no file of the tree (scope-never-applies), and a scoped
 * rule file without its scope key (scope-missing, from the profiles' diagnostics).
 */
import { defineCodes } from "../code-row";
import { finding } from "../findings";
import type { Identity } from "../identity";
import type { Run } from "../runs";
import { loadedFiles } from "../run-sets";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "scope-never-applies": { severity: "error", title: "A scoped rule's patterns match no file in the tree", role: "cause" },
  "scope-missing": {
    severity: "warning",
    title: "A scoped rule file lacks its scope key, and the agents reading it disagree on what that means",
    keepsSeverity: true,
    fromDiagnostics: ["apply-to-missing"],
  },
});

/**
 * Scoped rules (sources carrying `scope`) that no file of the tree attaches: the reach runs read every
 * file of the tree, so a rule they still leave `unmatched` matches nothing. Only a rule left out for
 * its scope counts (an empty or duplicate one says so in its own finding), and nothing is said when
 * the reach runs did not see the whole tree (`complete` false).
 */
export function scopeFindings(runs: Run[], reach: Run[], id: Identity, complete = true): Finding[] {
  if (!complete) return [];
  const out: Finding[] = [];
  const attached = loadedFiles([...runs, ...reach], id);
  const told = new Set<string>();
  for (const r of reach)
    for (const s of r.resolution.sources) {
      if (!s.scope || s.status !== "unmatched" || attached.has(id.of(s.path)) || told.has(`${r.agent}\0${s.path}`)) continue;
      told.add(`${r.agent}\0${s.path}`);
      const patterns = s.scope.patterns;
      const message =
        patterns.length === 0
          ? `${r.agent} attaches this rule only when a file matching its patterns is read, and it has none, so it never applies.`
          : `${r.agent} attaches this rule only when a file matching ${patterns.map((p) => `"${p}"`).join(", ")} is read, and no file in the tree matches, so it never applies.`;
      const headline =
        patterns.length === 0
          ? `${r.agent} never applies this rule: it has no patterns`
          : `${r.agent} never applies this rule: no file matches ${patterns.map((p) => `"${p}"`).join(", ")}`;
      out.push(
        finding("scope-never-applies", { agent: r.agent }, s.path, message, {
          ...(s.scope.line ? { line: s.scope.line } : {}),
          headline: headline.length > 160 ? `${r.agent} never applies this rule: no file in the tree matches its patterns` : headline,
        }),
      );
    }
  return out;
}
