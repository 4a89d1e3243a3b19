/**
 * What each source's status says of a file an agent meets: empty, an import that cannot be read, is
 * refused, loops or goes too deep (import-in-code comes from the profiles' diagnostics).
 */
import { meantAsFile } from "../../core/file-reference";
import { basename } from "../../core/paths";
import { isLoaded } from "../../types";
import { reasonClause } from "../causes";
import { defineCodes } from "../code-row";
import { finding, lower, type TextCache } from "../findings";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "file-empty": { severity: "info", title: "A rule file with no text" },
  "import-unresolved": {
    severity: "error",
    title: "An import or mention names a file that cannot be read",
    role: "cause",
    keepsSeverity: true,
    fromDiagnostics: ["mention-matches-nothing", "missing-reference"],
  },
  "import-refused": {
    severity: "warning",
    title: "An agent refuses an import (outside its root, or not approved)",
    role: "cause",
    staysInfoWhenFolding: true,
  },
  "import-cycle": { severity: "warning", title: "Imports form a cycle" },
  "import-in-code": {
    severity: "info",
    title: "An import stands in code or a code span, so the agent does not follow it",
    fromDiagnostics: ["import-in-code"],
  },
  "import-too-deep": { severity: "warning", title: "An import chain passes the agent's depth limit", fromDiagnostics: ["import-too-deep"] },
});

/**
 * Empty files, imports that fail, are refused or loop. `rel` writes a reason's paths as the repository
 * does before a headline is cut from it, so the cut falls the same wherever the tree sits.
 */
export function sourceFindings(run: Run, rel: (s: string) => string, texts?: TextCache): Finding[] {
  const out: Finding[] = [];
  for (const s of run.resolution.sources) {
    const imported = s.layer === "import" || s.layer === "mention" || s.layer === "reference";
    if (s.status === "empty")
      out.push(
        finding("file-empty", run, s.path, `${run.agent} finds no text in this file: ${s.reason}`, {
          headline: `${run.agent} finds no text in this file`,
        }),
      );
    else if (imported && s.status === "unreadable" && meantAsFile(basename(s.path))) {
      // The missing file is not in the tree: point at the line that names it, where the fix goes.
      const at = texts ? importerOf(run, s.path, texts) : null;
      const headline = `${run.agent} cannot read ${s.path}, which ${at ? `line ${at.line}` : "a rule file"} names`;
      out.push(
        at
          ? finding("import-unresolved", run, at.path, `Line ${at.line} names ${s.path}, which ${run.agent} cannot read: ${s.reason}`, {
              line: at.line,
              headline,
            })
          : finding("import-unresolved", run, s.path, s.reason, { headline }),
      );
    } else if (imported && s.status === "disabled") {
      const f = finding("import-refused", run, s.path, s.reason, {
        headline: s.asksFirst
          ? `${run.agent} asks before it follows the import of this file: ${reasonClause(rel(s.reason))}`
          : `${run.agent} does not follow the import of this file: ${reasonClause(rel(s.reason))}`,
      });
      // The agent asks the user (once): nothing is lost silently, so it is a judgement call (info).
      if (s.asksFirst) f.severity = lower(f.severity, "info");
      out.push(f);
    } else if (imported && s.status === "over-budget") out.push(finding("import-too-deep", run, s.path, s.reason));
    else if (imported && s.status === "duplicate" && /cycle|chain/i.test(s.reason))
      out.push(finding("import-cycle", run, s.path, s.reason));
  }
  return out;
}

/** The first loaded file of a run, and its line, that names `target` (by its path or base name after `@` or in a link). */
function importerOf(run: Run, target: string, texts: TextCache): { path: string; line: number } | null {
  const name = basename(target);
  for (const src of run.resolution.sources) {
    if (!isLoaded(src) || src.path === target) continue;
    const text = texts.get(src.path);
    if (text === null || !text.includes(name)) continue;
    const lines = text.split("\n");
    const rel = (p: string) => p.split("/").slice(-2).join("/");
    const i = lines.findIndex((l) => l.includes(`@${name}`) || l.includes(`/${name}`) || l.includes(`(${name}`) || l.includes(rel(target)));
    if (i >= 0) return { path: src.path, line: i + 1 };
  }
  return null;
}
