/**
 * Dead links told once per file: a stale rule after a reorganisation links a dozen moved folders
 * (CopilotKit's six manual Cursor rules held 79), and one line each buries the rest of the report.
 * Grouped after suppressions, so `rulescope-disable-next-line reference-dead` still silences one line.
 */
import type { Finding } from "./types";

const key = (f: Finding): string => `${f.path}\0${f.agents.join(",")}\0${f.severity}`;

/** The written links a finding's headline names (`Line 3 links to a.md, which…`, `…: a.md, b.md`). */
const linksIn = (f: Finding): string =>
  (f.headline ?? "").replace(/^Line \d+ links to (files that do not exist: )?/, "").replace(/, which does not exist$/, "");

export function deadLinksByFile(findings: Finding[]): Finding[] {
  const first = new Map<string, Finding>();
  const links = new Map<Finding, string[]>();
  const out: Finding[] = [];
  for (const f of findings) {
    if (f.code !== "reference-dead") {
      out.push(f);
      continue;
    }
    const lead = first.get(key(f));
    if (!lead) {
      const copy = { ...f };
      first.set(key(f), copy);
      links.set(copy, [linksIn(f)]);
      out.push(copy);
      continue;
    }
    lead.also = [...(lead.also ?? []), { path: f.path, ...(f.line ? { line: f.line } : {}) }];
    lead.message += ` ${f.message}`;
    links.get(lead)!.push(linksIn(f));
  }
  for (const [lead, named] of links)
    if (named.length > 1) {
      const shown = named.slice(0, 3).join(", ");
      lead.headline = `${named.length} lines link to files that do not exist: ${shown}${named.length > 3 ? `, and ${named.length - 3} more lines` : ""}`;
    }
  return out;
}
