/**
 * Findings the resolver's own diagnostics give (each code's `fromDiagnostics` lists which): frontmatter
 * the agent reads otherwise than meant, bytes that are no text, settings, patterns too costly to
 * match, forms users report as mishandled, conditions that cannot be met. The codes of this module
 * have no other source; codes of other families may be told by diagnostics too.
 */
import type { Diagnostic } from "../../types";
import { defineCodes } from "../code-row";
import { rowOf } from "../codes";
import { findingOf } from "../diagnostic-findings";
import { finding, lower } from "../findings";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "frontmatter-invalid": {
    severity: "error",
    title: "Frontmatter does not parse the way the agent reads it",
    fromDiagnostics: ["frontmatter-invalid", "frontmatter-unclosed"],
  },
  "frontmatter-value": {
    severity: "warning",
    title: "A frontmatter value has the wrong type or an unknown value",
    fromDiagnostics: [
      "always-apply-not-boolean",
      "apply-to-invalid",
      "auto-needs-name-description",
      "description-not-text",
      "exclude-agent-unknown",
      "frontmatter-ci-not-boolean",
      "frontmatter-empty-list",
      "frontmatter-not-a-list",
      "frontmatter-unknown-match",
      "globs-not-text",
      "no-trigger",
      "unknown-inclusion",
      "unknown-trigger",
      "yaml-custom-tag",
    ],
  },
  "frontmatter-unknown-key": {
    severity: "warning",
    title: "A frontmatter key the agent does not know",
    keepsSeverity: true,
    infoWithoutFix: true,
    fromDiagnostics: ["frontmatter-unknown-key"],
  },
  "file-binary": { severity: "warning", title: "A rule file that looks binary", fromDiagnostics: ["file-binary"] },
  "file-invalid-utf8": { severity: "warning", title: "A rule file that is not valid UTF-8", fromDiagnostics: ["file-invalid-utf8"] },
  "fragile-form": {
    severity: "info",
    title: "A rule relies on a form its agent's users report as mishandled",
    onRuleFile: true,
    fromDiagnostics: ["fragile-form"],
  },
  "condition-never-met": {
    severity: "info",
    title: "A rule's keyword or tool condition cannot be met",
    role: "cause",
    fromDiagnostics: ["condition-never-met"],
  },
  "pattern-refused": {
    severity: "warning",
    title: "A pattern Rulescope refused to evaluate (too costly to match)",
    fromDiagnostics: [
      "glob-budget-spent",
      "glob-too-complex",
      "ignore-file-capped",
      "import-budget-spent",
      "markdown-simplified",
      "too-many-globs",
    ],
  },
  "agent-setting": {
    severity: "warning",
    title: "An agent setting or environment value is invalid or not read",
    atFolder: true,
    fromDiagnostics: [
      "config-unparsable",
      "config-unreadable",
      "copilot-home-relative",
      "env-value-invalid",
      "extension-duplicate-name",
      "extension-enablement-invalid",
      "extension-skipped",
      "folder-not-trusted",
      "guidelines-path-missing",
      "read-only-file-missing",
      "relative-config-dir",
      "setting-invalid",
      "trusted-folders-invalid",
      "unknown-config-key",
      "workspace-root-skipped",
    ],
  },
});

/** Each diagnostic of a run that some code is told by, as that code's finding, at the severity its row says. */
export function diagnosticFindings(run: Run, diags: Diagnostic[] = run.resolution.diagnostics): Finding[] {
  const out: Finding[] = [];
  for (const d of diags) {
    const code = findingOf(d.code);
    if (!code) continue;
    const row = rowOf(code);
    const path = d.path ?? (row.atFolder ? run.cwd : undefined);
    if (!path) continue;
    const fix =
      d.fix && d.path
        ? {
            fix: {
              kind: "edit" as const,
              description: d.fix.description,
              path: d.path,
              line: d.fix.line,
              endLine: d.fix.endLine ?? d.fix.line,
              text: d.fix.text,
            },
          }
        : {};
    const f = finding(code, run, path, d.message, { ...(d.line ? { line: d.line } : {}), ...fix });
    if (d.level === "info" && !row.keepsSeverity) f.severity = lower(f.severity, "info");
    // An unknown key close to a known one is a typo that loses what the key meant (fixable); any
    // other unknown key is ignored and costs nothing: a judgement call.
    if (row.infoWithoutFix && !d.fix) f.severity = lower(f.severity, "info");
    // Words the agent takes for more than they likely are (an `@/` alias in prose): said, not a loss.
    if (d.likelyProse) f.severity = lower(f.severity, "info");
    out.push(f);
  }
  return out;
}
