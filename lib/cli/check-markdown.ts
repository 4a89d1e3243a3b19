/**
 * `rulescope check --format markdown`: the report as GitHub renders it in a job summary or a PR
 * comment. What each agent receives first (the coverage table), then one row per finding, then the
 * notes. It fits a comment (65,536 characters): rows past that are left out with a line that says
 * how many. Everything taken from the tree is escaped, so a file name or a quoted glob reads as written.
 */
import { headlineOf } from "../check/causes";
import { coverageCells, coveragePaths } from "../check/coverage";
import type { CheckReport } from "../check/types";
import { MAX_COMMENT_CHARS, mdCell, mdText } from "../core/markdown-out";
import { counts, failureLine, plural, repoRelative, shown, someOf } from "./check-format";

const ICON = { error: "🔴 error", warning: "🟡 warning", info: "🔵 info" } as const;

export function formatMarkdown(full: CheckReport, root: string, maxChars = MAX_COMMENT_CHARS): string {
  const report = repoRelative(full, root);
  const c = counts(report.findings);
  const code = (path: string) => `\`${mdCell(path).replace(/`/g, "'")}\``;
  const head: string[] = ["## Rulescope check", ""];
  const agents = report.agents.map((a) => (a.variant ? `${a.id}@${a.variant}` : a.id)).join(", ");
  head.push(
    report.findings.length === 0
      ? `**No problems found** for ${mdText(agents)}${report.inferred ? " (inferred from the files present)" : ""}, from ${plural(report.cwds.length, "folder")}.`
      : `**${plural(report.findings.length, "problem")}** (${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${c.info} info) for ${mdText(agents)}${report.inferred ? " (inferred from the files present)" : ""}, from ${plural(report.cwds.length, "folder")}.`,
    "",
  );
  for (const f of report.failures) head.push(`> **The check failed:** ${mdText(failureLine(f, root))}`, "");
  if (report.coverage.length > 0) {
    head.push(
      `### What each agent receives${report.coverage[0].folders === 1 ? "" : `, over ${report.coverage[0].folders} folders`}`,
      "",
      "| Agent | Files | Size | Loses |",
      "|---|---|---|---|",
    );
    for (const cov of report.coverage) {
      const cells = coverageCells(
        coveragePaths(cov, (p) => shown(root, p)),
        (paths) => someOf(paths, false),
      );
      head.push(`| ${mdText(cov.agent)} | ${mdText(cells.files)} | ${mdText(cells.size)} | ${mdText(cells.loses)} |`);
    }
    head.push("");
  }
  const tail: string[] = [];
  if (report.notes.length > 0) tail.push("", ...report.notes.map((n) => `- ${mdText(n)}`));
  tail.push("", "`rulescope explain <code>` says what each code means and how to fix it.");
  const rows: string[] = [];
  if (report.findings.length > 0) rows.push("### Findings", "", "| Severity | Where | Finding | Agents | Code |", "|---|---|---|---|---|");
  const fixed = head.join("\n").length + tail.join("\n").length + 400;
  let room = maxChars - fixed;
  for (let i = 0; i < report.findings.length; i++) {
    const f = report.findings[i];
    const where = `${code(`${shown(root, f.path)}${f.line ? `:${f.line}` : ""}`)}${f.also ? ` and ${plural(f.also.length, "more file")}` : ""}`;
    const row = `| ${ICON[f.severity]} | ${where} | ${mdText(headlineOf(f))} | ${mdText(f.agents.join(", "))} | ${code(f.code)} |`;
    if (row.length + 1 > room) {
      const left = report.findings.length - i;
      rows.push(
        "",
        `The table stops here to fit a ${maxChars.toLocaleString("en-US")}-character comment: ${left.toLocaleString("en-US")} more finding${left === 1 ? " is" : "s are"} not shown. The text or SARIF report lists them all.`,
      );
      break;
    }
    room -= row.length + 1;
    rows.push(row);
  }
  return [...head, ...rows, ...tail].join("\n") + "\n";
}
