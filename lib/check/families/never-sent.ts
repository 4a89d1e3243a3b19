/**
 * Rule files a declared agent finds and never sends in a default session.
 */
import { isWithin } from "../../core/paths";
import { NOT_INSTRUCTIONS } from "../../source-layers";
import { isLoaded } from "../../types";
import { reasonClause } from "../causes";
import { defineCodes } from "../code-row";
import { finding } from "../findings";
import type { Identity } from "../identity";
import { relativizer } from "../relative-text";
import type { Run } from "../runs";
import { byAgent } from "../run-sets";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "never-sent": {
    severity: "error",
    title: "An agent finds this rule file but never sends it in a default session",
    role: "cause",
    onRuleFile: true,
  },
});

/**
 * Rule files a declared agent considers and never sends in a default session, from any checked folder
 * or with every file read: not for a scope (scope-never-applies says that), not by the user's choice (a
 * manual rule sent when named), but for how the file is written or where it is (Continue's
 * `alwaysApply: false` with no globs, reachable only through a tool that is off by default; a
 * symlink in a folder Cline lists only regular files of). The agent's own reason says which.
 */
export function neverSentFindings(root: string, runs: Run[], reach: Run[], id: Identity): Finding[] {
  const out: Finding[] = [];
  // The headline is cut from the reason: cut where the repository's paths put it, not the machine's.
  const rel = relativizer(root);
  for (const [agent, agentRuns] of byAgent([...runs, ...reach])) {
    const sent = new Set<string>();
    // A duplicate is left out because the same text was already sent (oxc's package CLAUDE.md files are
    // each `@AGENTS.md`, as the root one is): nothing of it is lost.
    for (const r of agentRuns)
      for (const s of r.resolution.sources) if (isLoaded(s) || s.status === "offered" || s.status === "duplicate") sent.add(id.of(s.path));
    const told = new Set<string>();
    for (const r of agentRuns)
      for (const s of r.resolution.sources) {
        if (s.status !== "unmatched" || s.scope || s.manual || NOT_INSTRUCTIONS.has(s.layer) || !isWithin(s.path, root)) continue;
        const file = id.of(s.path);
        if (sent.has(file) || told.has(file)) continue;
        told.add(file);
        out.push(
          finding(
            "never-sent",
            { agent },
            s.path,
            `${agent} finds this file and never sends it, from any checked folder or whichever file is read. ${s.reason}`,
            { headline: `${agent} finds this file but never sends it: ${reasonClause(rel(s.reason))}` },
          ),
        );
      }
  }
  return out;
}
