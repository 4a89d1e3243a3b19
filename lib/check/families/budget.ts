/**
 * What a byte, line or token budget costs: files an agent cuts or drops, files close to a budget,
 * and prompts over the token limit the team set.
 */
import { encodeUtf8 } from "../../core/bytes";
import { defineCodes } from "../code-row";
import { finding, lineAtByte, type TextCache } from "../findings";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "budget-cut": {
    severity: "error",
    title: "An agent cuts this file at its byte or token budget",
    fromDiagnostics: ["over-total-limit", "rule-over-limit"],
  },
  "budget-dropped": { severity: "error", title: "An agent drops this file: its budget was used up before it", role: "cause" },
  "budget-near": {
    severity: "info",
    title: "This file uses 90% or more of an agent's budget",
    fromDiagnostics: ["large-memory-file", "rule-over-500-lines"],
  },
  "token-limit": { severity: "error", title: "An agent's composed instructions pass the token limit the team set" },
});

const lineCount = (s: string): number => (s === "" ? 0 : s.split("\n").length - (s.endsWith("\n") ? 1 : 0));

/** Share of a budget from which a file counts as close to it. */
const NEAR = 0.9;

/** Cut and dropped files, files close to a budget, and prompts over the team's token limit. */
export function budgetFindings(run: Run, texts: TextCache, tokenLimit: number | undefined): Finding[] {
  const out: Finding[] = [];
  for (const s of run.resolution.sources) {
    if (s.status === "truncated") {
      const text = texts.get(s.path);
      const line = text !== null ? lineAtByte(text, s.includedBytes) : undefined;
      const lost = text !== null ? lineCount(new TextDecoder().decode(encodeUtf8(text).slice(s.includedBytes))) : undefined;
      const lostText =
        lost !== undefined ? `about ${lost} line${lost === 1 ? "" : "s"}` : `${(s.bytes - s.includedBytes).toLocaleString("en-US")} bytes`;
      out.push(
        finding(
          "budget-cut",
          run,
          s.path,
          `${run.agent} keeps ${s.includedBytes.toLocaleString("en-US")} of ${s.bytes.toLocaleString("en-US")} bytes of this file: ${(s.bytes - s.includedBytes).toLocaleString("en-US")} bytes${lost !== undefined ? ` (about ${lost} line${lost === 1 ? "" : "s"})` : ""} never reach the model${line ? `; the cut falls on line ${line}` : ""}. ${s.reason}`,
          {
            ...(line ? { line } : {}),
            headline: `${run.agent} cuts this file${line ? ` at line ${line}` : ""}: ${lostText} never reach${lost === 1 ? "es" : ""} the model`,
          },
        ),
      );
    } else if (s.status === "over-budget" && s.layer !== "import") {
      out.push(
        finding("budget-dropped", run, s.path, `${run.agent} does not send this file: ${s.reason}`, {
          headline: `${run.agent} drops this file: its budget is used up before it`,
        }),
      );
    }
  }
  for (const b of run.resolution.budgets ?? []) {
    if (b.cut || b.limit <= 0 || b.used > b.limit || b.used < NEAR * b.limit) continue;
    const pct = Math.floor((b.used / b.limit) * 100);
    const unit = b.kind === "characters" ? "characters" : b.kind;
    const share = `${b.used.toLocaleString("en-US")} of the ${b.limit.toLocaleString("en-US")} ${unit} of ${run.agent}'s ${b.name} (${pct}%)`;
    const lead = b.scope === "file" ? `This file uses ${share}` : `With this file, ${run.agent}'s instruction files together use ${share}`;
    out.push(
      finding("budget-near", run, b.path ?? run.cwd, `${lead}: nothing is cut yet, but a little more text will pass it.`, {
        headline:
          b.scope === "file"
            ? `This file uses ${pct}% of ${run.agent}'s ${b.name}`
            : `${run.agent}'s instruction files use ${pct}% of its ${b.name}`,
      }),
    );
  }
  // Counted only against a limit the team set: counting is most of what a resolve costs.
  if (tokenLimit === undefined) return out;
  const tokens = run.resolution.stats.tokens;
  if (tokenLimit > 0 && tokens <= tokenLimit && tokens >= NEAR * tokenLimit)
    out.push(
      finding(
        "budget-near",
        run,
        run.cwd,
        `From ${run.cwd}, ${run.agent}'s instructions come to ${tokens.toLocaleString("en-US")} tokens, ${Math.floor((tokens / tokenLimit) * 100)}% of the team's limit of ${tokenLimit.toLocaleString("en-US")}.`,
      ),
    );
  if (run.resolution.stats.tokens > tokenLimit)
    out.push(
      finding(
        "token-limit",
        run,
        run.cwd,
        `From ${run.cwd}, ${run.agent}'s instructions come to ${run.resolution.stats.tokens.toLocaleString("en-US")} tokens, over the team's limit of ${tokenLimit.toLocaleString("en-US")}.`,
      ),
    );
  return out;
}
