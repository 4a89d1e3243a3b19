/**
 * `rulescope check --format sarif`: SARIF 2.1.0 for GitHub code scanning, as plain objects typed by
 * @types/sarif. Paths are relative to `%SRCROOT%` (the checked root; never the runner's absolute
 * path), every result with a line has a region, and each result carries a fingerprint that survives
 * unrelated edits (no line number in it), the files of its cause, and the fix it offers.
 */
import type { Fix as SarifFix, Log, ReportingDescriptor, Result } from "sarif";
import { fixesOf, headlineOf } from "../check/causes";
import { fingerprint } from "../check/fingerprint";
import { CHECK_CODE_LIST, CHECK_CODES, type Severity } from "../check/codes";
import type { CheckReport, Finding, Fix, Place } from "../check/types";
import { relative } from "../core/paths";

const SARIF_LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };
const SRCROOT = "%SRCROOT%";

/** A repo-relative path as a URI reference: each segment percent-encoded (`:` too), so `javascript:x` cannot read as a scheme. */
const relativeUri = (path: string): string => path.split("/").map(encodeURIComponent).join("/");

/** The first paragraph of a code's page after its title: the rule's full description. */
const firstParagraph = (page: string | null): string | undefined =>
  page
    ?.split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p !== "" && !p.startsWith("#"))
    ?.replace(/\*\*/g, "");

/**
 * `helpBase`: where the playground is published (package.json `homepage`); each code's page is
 * `<helpBase>/checks/<code>` there, the rule's helpUri. Without one, the page's text is the help.
 */
function rules(docs: (code: string) => string | null, helpBase?: string): ReportingDescriptor[] {
  return CHECK_CODE_LIST.map((code) => {
    const page = docs(code);
    const full = firstParagraph(page);
    return {
      id: code,
      shortDescription: { text: CHECK_CODES[code].title },
      ...(helpBase ? { helpUri: `${helpBase.replace(/\/+$/, "")}/checks/${encodeURIComponent(code)}` } : {}),
      ...(full ? { fullDescription: { text: full } } : {}),
      ...(page ? { help: { text: page, markdown: page } } : {}),
      defaultConfiguration: { level: SARIF_LEVEL[CHECK_CODES[code].severity] },
    };
  });
}

/**
 * A finding's fixes as SARIF fixes, one per file of its cause (its own first): an edit or a new file;
 * a rename has no SARIF form (its description stays in the message).
 */
function sarifFixes(f: Finding, shown: (path: string) => string): SarifFix[] {
  const change = (
    fix: Fix,
    path: string,
    deletedRegion: NonNullable<SarifFix["artifactChanges"][number]["replacements"][number]["deletedRegion"]>,
    text: string,
  ) => ({
    description: { text: fix.description },
    artifactChanges: [
      {
        artifactLocation: { uri: relativeUri(shown(path)), uriBaseId: SRCROOT },
        replacements: [{ deletedRegion, insertedContent: { text } }],
      },
    ],
  });
  return fixesOf(f).flatMap((fix) => {
    // A new file: its text inserted at the start of an empty artifact.
    if (fix.kind === "create") return [change(fix, fix.path, { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }, fix.text)];
    if (fix.kind === "edit") return [change(fix, fix.path, { startLine: fix.line, endLine: fix.endLine }, fix.text)];
    return [];
  });
}

export function sarifLog(
  report: CheckReport,
  root: string,
  version: string,
  docs: (code: string) => string | null,
  helpBase?: string,
): Log {
  const shown = (path: string): string => relative(root, path) || ".";
  const location = (p: Place) => ({
    physicalLocation: {
      artifactLocation: { uri: relativeUri(shown(p.path)), uriBaseId: SRCROOT },
      ...(p.line ? { region: { startLine: p.line } } : {}),
    },
  });
  const results: Result[] = report.findings.map((f) => {
    const headline = headlineOf(f);
    const region = f.line ? { region: { startLine: f.line, ...(f.endLine ? { endLine: f.endLine } : {}) } } : {};
    const fix = sarifFixes(f, shown);
    return {
      ruleId: f.code,
      ruleIndex: CHECK_CODE_LIST.indexOf(f.code),
      level: SARIF_LEVEL[f.severity],
      message: { text: `${headline} (agents: ${f.agents.join(", ")})` },
      locations: [{ physicalLocation: { artifactLocation: { uri: relativeUri(shown(f.path)), uriBaseId: SRCROOT }, ...region } }],
      // The other files of the cause: GitHub shows the first location as the alert and these beside it.
      ...(f.also ? { relatedLocations: f.also.map((p, i) => ({ id: i + 1, ...location(p) })) } : {}),
      // No line number in it: an edit above the finding does not make it a new one.
      partialFingerprints: { "rulescope/v1": fingerprint(f, shown(f.path)) },
      ...(fix.length > 0 ? { fixes: fix } : {}),
      properties: { explanation: f.message, agents: f.agents, ...(f.folded ? { folded: f.folded } : {}) },
    };
  });
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "rulescope", version, rules: rules(docs, helpBase) } },
        results,
        // A failed resolve is a tool execution notification, not a result: it is about Rulescope, not the code.
        ...(report.failures.length > 0
          ? {
              invocations: [
                {
                  executionSuccessful: false,
                  toolExecutionNotifications: report.failures.map((x) => ({
                    level: "error" as const,
                    descriptor: { id: x.code },
                    message: {
                      text: `Rulescope could not resolve ${x.agents.join(", ")} from ${x.cwds.map(shown).join(", ")} (${x.code}): ${x.message}`,
                    },
                  })),
                },
              ],
            }
          : {}),
      },
    ],
  };
}
