/**
 * "Markdown for an issue": what a bug report about composed instructions needs, pasted as-is into
 * GitHub. The prompt is fenced with more backticks than any run inside it, so rule files that contain
 * code fences cannot close the block early.
 */
import type { Resolution } from "../../lib/types";
import type { Scenario } from "../../lib/scenario/types";
import { fenceFor, inlineCode } from "../../lib/core/markdown-code";

export { fenceFor, inlineCode };

export interface IssueMarkdownInput {
  scenario: Scenario;
  resolution: Resolution;
  agentName: string;
  variant: string;
  /** The full permalink, or a sentence saying why there is none. */
  link: { url: string } | { note: string };
}

export function issueMarkdown({ scenario, resolution, agentName, variant, link }: IssueMarkdownInput): string {
  const lines: string[] = [];
  lines.push(`**Agent:** ${agentName} (${inlineCode(scenario.agent)}), variant ${inlineCode(variant)}`);
  lines.push(`**Working directory:** ${inlineCode(scenario.cwd)}`);
  lines.push("url" in link ? `**Scenario:** [open in Rulescope](${link.url})` : `**Scenario:** ${link.note}`);
  lines.push("");
  lines.push(`**Files, in prompt order** (${resolution.stats.bytes} bytes, ${resolution.stats.tokens} tokens):`);
  lines.push("");
  if (resolution.sources.length === 0) lines.push("_No candidate files were found._");
  resolution.sources.forEach((s, i) => lines.push(`${i + 1}. ${inlineCode(s.path)}: ${s.status}. ${s.reason}`));
  lines.push("");
  lines.push("**Composed prompt:**");
  lines.push("");
  const fence = fenceFor(resolution.prompt);
  lines.push(fence + "text");
  lines.push(resolution.prompt.endsWith("\n") ? resolution.prompt.slice(0, -1) : resolution.prompt);
  lines.push(fence);
  return lines.join("\n") + "\n";
}

/** A permalink as a Markdown link named by what it shows: chat then shows the words, not the long address. */
export function markdownLink(url: string, agentName: string): string {
  // Brackets and backslashes in the name would end the link text early.
  return `[Rulescope: what ${agentName.replace(/[[\]\\]/g, "\\$&")} reads](${url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`;
}
