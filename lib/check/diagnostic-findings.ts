/**
 * The diagnostics `rulescope check` reports, and the check code each becomes. A diagnostic code that is
 * also a check code must become that check code (diagnostic-findings.test.ts), so a name never means
 * two things. Kept one code per line, sorted.
 */
import type { DiagnosticCode } from "../diagnostic-codes";
import type { CheckCode } from "./codes";

const DIAGNOSTIC_FINDINGS: Partial<Record<DiagnosticCode, CheckCode>> = {
  "always-apply-not-boolean": "frontmatter-value",
  "apply-to-invalid": "frontmatter-value",
  "apply-to-missing": "scope-missing",
  "auto-needs-name-description": "frontmatter-value",
  "condition-never-met": "condition-never-met",
  "config-unparsable": "agent-setting",
  "config-unreadable": "agent-setting",
  "copilot-home-relative": "agent-setting",
  "description-not-text": "frontmatter-value",
  "env-value-invalid": "agent-setting",
  "exclude-agent-unknown": "frontmatter-value",
  "extension-duplicate-name": "agent-setting",
  "extension-enablement-invalid": "agent-setting",
  "extension-skipped": "agent-setting",
  "file-binary": "file-binary",
  "file-invalid-utf8": "file-invalid-utf8",
  "folder-not-trusted": "agent-setting",
  "fragile-form": "fragile-form",
  "frontmatter-ci-not-boolean": "frontmatter-value",
  "frontmatter-empty-list": "frontmatter-value",
  "frontmatter-invalid": "frontmatter-invalid",
  "frontmatter-not-a-list": "frontmatter-value",
  "frontmatter-unclosed": "frontmatter-invalid",
  "frontmatter-unknown-key": "frontmatter-unknown-key",
  "frontmatter-unknown-match": "frontmatter-value",
  "glob-budget-spent": "pattern-refused",
  "glob-too-complex": "pattern-refused",
  "globs-not-text": "frontmatter-value",
  "guidelines-path-missing": "agent-setting",
  "ignore-file-capped": "pattern-refused",
  "import-budget-spent": "pattern-refused",
  "import-in-code": "import-in-code",
  "import-too-deep": "import-too-deep",
  "large-memory-file": "budget-near",
  "markdown-simplified": "pattern-refused",
  "mention-matches-nothing": "import-unresolved",
  "missing-reference": "import-unresolved",
  "no-trigger": "frontmatter-value",
  "over-total-limit": "budget-cut",
  "read-only-file-missing": "agent-setting",
  "relative-config-dir": "agent-setting",
  "rule-over-500-lines": "budget-near",
  "rule-over-limit": "budget-cut",
  "setting-invalid": "agent-setting",
  "too-many-globs": "pattern-refused",
  "trusted-folders-invalid": "agent-setting",
  "unknown-config-key": "agent-setting",
  "unknown-inclusion": "frontmatter-value",
  "unknown-trigger": "frontmatter-value",
  "workspace-root-skipped": "agent-setting",
  "yaml-custom-tag": "frontmatter-value",
};

/** The check a diagnostic becomes in `rulescope check`, or undefined when it is not a finding. */
export const findingOf = (code: DiagnosticCode): CheckCode | undefined => DIAGNOSTIC_FINDINGS[code];
