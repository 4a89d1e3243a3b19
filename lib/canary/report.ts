/** The verification as text (terminal), and as Markdown ready to paste into a Rulescope issue. */
import { fenceFor, inlineCode } from "../core/markdown-code";
import { relative } from "../core/paths";
import { visible } from "../scenario/visible";
import { REPLY_EXCERPT_CHARS } from "./facts";
import type { Manifest } from "./manifest";
import type { Verification } from "./verify";

/** A path as the user sees it in the copy: relative to the kit's root, invisible characters escaped. */
export function shownPath(m: Manifest, path: string): string {
  return visible(m.root === "/" ? path : relative(m.root, path) || ".");
}

const list = (ps: string[]) => (ps.length > 0 ? ps.join(", ") : "none");

function agentLine(m: Manifest): string {
  return `${m.agent}, variant ${m.variant}${m.models ? ` (models ${m.models.version}, checked ${m.models.checked})` : ""}`;
}

const headline = (v: Verification) =>
  v.agreed
    ? "The agent saw exactly what Rulescope predicted."
    : `The agent and Rulescope disagree (${v.files.filter((f) => f.verdict === "disagreed").length} of ${v.files.length} files${v.unknown.length > 0 ? ", unknown codewords" : ""}${v.order.ok ? "" : ", order"}).`;

export function textReport(v: Verification): string {
  const m = v.manifest;
  const out = [`Canary check: ${agentLine(m)}`, `Working directory: ${m.cwd}`, ""];
  const width = Math.min(60, Math.max(4, ...v.files.map((f) => shownPath(m, f.path).length)));
  for (const f of v.files) {
    out.push(
      `${f.verdict.padEnd(9)}  ${shownPath(m, f.path).padEnd(width)}  ${f.status.padEnd(11)}  predicted ${list(f.predicted)}; seen ${list(f.seen)}`,
    );
    if (f.suggestion) out.push(`           ${f.suggestion}`);
  }
  if (v.files.length === 0) out.push("No file got codewords.");
  out.push("", v.order.ok ? "Order: as predicted." : `Order: ${v.order.note}`);
  for (const n of v.notes) out.push(`Note: ${n}`);
  out.push("", headline(v), "");
  return out.join("\n");
}

/** A table cell: code for paths, pipes escaped (GFM tables split on them even inside code). */
const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

export function markdownReport(v: Verification): string {
  const m = v.manifest;
  const out = [
    `### Canary check: ${v.agreed ? "agrees" : "disagrees"} (${m.agent})`,
    "",
    `- **Agent:** ${inlineCode(m.agent)}, variant ${inlineCode(m.variant)}${m.models ? `, models ${cell(m.models.version)} (checked ${cell(m.models.checked)})` : ""}`,
    `- **Working directory:** ${inlineCode(m.cwd)}${m.root !== "/" ? ` (tree ${inlineCode(m.root)})` : ""}`,
    `- **Tree:** ${m.summary.candidates} candidate files, ${m.summary.loaded} predicted loaded, ${m.summary.promptBytes} bytes of instruction text predicted; ${m.codewords.length} codewords in ${m.files.length} files (seed ${inlineCode(m.seed)})`,
    "",
    "| File | Rulescope status | Predicted | Seen | Verdict |",
    "|---|---|---|---|---|",
    ...v.files.map(
      (f) =>
        `| ${cell(inlineCode(shownPath(m, f.path)))} | ${cell(f.status)} | ${list(f.predicted)} | ${list(f.seen)} | ${f.verdict === "agreed" ? "agreed" : "**disagreed**"} |`,
    ),
    "",
  ];
  const hints = v.files.filter((f) => f.suggestion);
  if (hints.length > 0)
    out.push("**What the differences suggest:**", "", ...hints.map((f) => `- ${inlineCode(shownPath(m, f.path))}: ${f.suggestion}`), "");
  out.push(`**Order:** ${v.order.ok ? "as predicted." : v.order.note}`, "");
  for (const n of v.notes) out.push(`- ${n}`);
  if (v.notes.length > 0) out.push("");
  const excerpt =
    v.answer.length > REPLY_EXCERPT_CHARS
      ? `${v.answer.slice(0, REPLY_EXCERPT_CHARS)}\n[... ${v.answer.length - REPLY_EXCERPT_CHARS} more characters]`
      : v.answer;
  const fence = fenceFor(excerpt);
  out.push("<details><summary>The agent's reply</summary>", "", `${fence}text`, excerpt.replace(/\n$/, ""), fence, "", "</details>", "");
  return out.join("\n");
}

/** JSON for scripts: the verification without the echoed answer. */
export function jsonReport(v: Verification): string {
  const { answer: _answer, manifest, ...rest } = v;
  void _answer;
  return `${JSON.stringify({ agent: manifest.agent, variant: manifest.variant, cwd: manifest.cwd, ...rest })}\n`;
}
