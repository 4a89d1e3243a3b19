/**
 * A file that is only a list of commands the other agent already gets: stack-auth's CLAUDE.md is
 * "**Lint**: `pnpm lint`" and "**Typecheck**: `pnpm typecheck`", both in its AGENTS.md with more
 * words around them. Missing it loses nothing, so it is no disagreement.
 */
import { squash } from "./findings";

/** Words a command line may carry besides its code spans (a label: "Lint", "Type check"). */
const MAX_LABEL = 40;

/** Whether every line of `text` but headings is a short label and code spans, each span in `sent` (squashed). */
export function commandsCovered(text: string, sent: string): boolean {
  const lines = text.split("\n").filter((l) => l.trim() !== "" && !/^\s*#/.test(l));
  if (lines.length === 0) return false;
  return lines.every((line) => {
    const spans = [...line.matchAll(/`([^`\n]+)`/g)].map((m) => squash(m[1]));
    const label = line.replace(/`[^`\n]+`/g, "").replace(/[-*_:>()\s]/g, "");
    return spans.length > 0 && label.length <= MAX_LABEL && spans.every((s) => sent.includes(s));
  });
}
