/**
 * Links in rule text that lead nowhere: Cursor's `mdc:` links and relative Markdown links, each read
 * as its form says (link-targets.ts). No agent fails on one, but the model is sent to a file that is
 * not there, and the rule that leans on it says less than its author meant. A link is dead whoever
 * sends it: every rule file a declared agent can send is read (scoped, requested and manual rules too),
 * once, with every agent that sends it named in one finding.
 */
import { dirname, isWithin, join, relative } from "../../core/paths";
import type { FsPort } from "../../fs/port";
import { NOT_INSTRUCTIONS } from "../../source-layers";
import { isLoaded, type Source } from "../../types";
import { defineCodes } from "../code-row";
import { finding, type TextCache } from "../findings";
import type { Identity } from "../identity";
import { linksOf, type Link } from "../link-targets";
import type { Run } from "../runs";
import type { Finding } from "../types";

/** @public This family's rows: npm run agents gathers them into code-table.json (scripts/check-code-table.ts). */
export const codes = defineCodes({
  "reference-dead": {
    severity: "warning",
    title: "A link in rule text (mdc: or a relative Markdown link) names a file that does not exist",
  },
});

/** Rule texts scanned for links at most (longer ones are budget findings anyway). */
const MAX_SCANNED = 1 << 20;

/**
 * How an agent sends a rule file's text, most often first: in every session from some checked folder,
 * when the rule attaches (a file its patterns match is read), when the model asks for it by its
 * description, when the user calls it by name.
 */
const HOW = ["always", "attached", "requested", "called"] as const;
type How = (typeof HOW)[number];

const WHEN: Record<How, string> = {
  always: "",
  attached: " when the rule attaches",
  requested: " when the model asks for the rule",
  called: " when the user calls the rule",
};

/** How a source of this run can reach the model, or null when it cannot (shadowed, switched off, never sent). */
function howSent(s: Source, inSession: boolean): How | null {
  if (isLoaded(s)) return s.scope || !inSession ? "attached" : "always";
  if (s.status === "offered") return "requested";
  if (s.status !== "unmatched") return null;
  // A scoped rule no read file matched yet attaches once one is; a manual rule is sent when called.
  return s.scope ? "attached" : s.manual ? "called" : null;
}

interface Sent {
  /** Each agent that can send the file, with the first of its ways in HOW. */
  agents: Map<string, How>;
  /** Repository-relative folders the file is read from (a link to it elsewhere reads its links from there). */
  folders: Set<string>;
}

/**
 * The rule files under the root that a declared agent can send, by real path: what a session loads
 * (`runs`), and what attaches when files are read, is asked for or called (`reach` reads every file).
 */
function sentFiles(root: string, runs: Run[], reach: Run[], id: Identity): Map<string, Sent> {
  const out = new Map<string, Sent>();
  const inSession = new Set(runs);
  for (const r of [...runs, ...reach])
    for (const s of r.resolution.sources) {
      const how = howSent(s, inSession.has(r));
      if (how === null || NOT_INSTRUCTIONS.has(s.layer) || !isWithin(s.path, root)) continue;
      const file = id.of(s.path);
      if (!isWithin(file, root)) continue;
      const sent = out.get(file) ?? { agents: new Map(), folders: new Set([relative(root, dirname(file))]) };
      const before = sent.agents.get(r.agent);
      if (before === undefined || HOW.indexOf(how) < HOW.indexOf(before)) sent.agents.set(r.agent, how);
      sent.folders.add(relative(root, dirname(s.path)));
      out.set(file, sent);
    }
  // Each file's agents in declared order, as the runs come.
  const order = [...new Set([...runs, ...reach].map((r) => r.agent))];
  for (const sent of out.values()) sent.agents = new Map([...sent.agents].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
  return out;
}

/** "crush sends the link; cursor sends it when the rule attaches": who sends it, and when. */
function senders(agents: Map<string, How>): string {
  const clauses: string[] = [];
  for (const how of HOW) {
    const who = [...agents].filter(([, h]) => h === how).map(([a]) => a);
    if (who.length > 0)
      clauses.push(`${who.join(", ")} send${who.length === 1 ? "s" : ""} ${clauses.length === 0 ? "the link" : "it"}${WHEN[how]}`);
  }
  return clauses.join("; ");
}

/** The link as named in a message: as written, then where it leads when that is not plain from the text. */
const named = (link: Link): string =>
  link.readings.length === 1 && link.readings[0] === link.written ? link.written : `${link.written} (${link.readings.join(" or ")})`;

/** Dead references in the rule files the declared agents can send, one finding per file and line. */
export function deadReferenceFindings(root: string, runs: Run[], reach: Run[], fs: FsPort, texts: TextCache, id: Identity): Finding[] {
  const out: Finding[] = [];
  const exists = (rel: string) => fs.stat(join(root, rel)).ok;
  const installed = (rel: string) => /(?:^|\/)node_modules\//.test(rel);
  for (const [file, { agents, folders }] of sentFiles(root, runs, reach, id)) {
    const text = texts.get(file);
    if (text === null || text.length > MAX_SCANNED) continue;
    // The same links, read from each folder the file is read from (its own first): dead when dead from every one.
    const [own, ...others] = [...folders].map((f) => linksOf(text, f));
    // Per line, every dead link on it: one finding.
    const dead = new Map<number, Link[]>();
    own.forEach((link, i) => {
      const readings = [link, ...others.map((o) => o[i])].flatMap((l) => l.readings);
      // Leaving the tree (../ past the root): what is there is not the tree's to judge. Nor is what an
      // install puts in node_modules (microsoft/typespec's AGENTS.md links a package's own docs there).
      if (readings.length === 0 || readings.some(exists) || readings.some(installed)) return;
      const list = dead.get(link.line) ?? [];
      if (!list.some((l) => l.written === link.written)) list.push(link);
      dead.set(link.line, list);
    });
    for (const [line, links] of dead) {
      const written = links.map((l) => l.written).join(", ");
      out.push(
        finding(
          "reference-dead",
          { agent: [...agents.keys()][0] },
          file,
          `Line ${line} links to ${links.map(named).join(", ")}, and no such file is in the tree: ${senders(agents)}, and the model that follows it finds nothing.`,
          {
            agents: [...agents.keys()],
            line,
            headline: `Line ${line} links to ${links.length === 1 ? `${written}, which does not exist` : `files that do not exist: ${written}`}`,
          },
        ),
      );
    }
  }
  return out;
}
