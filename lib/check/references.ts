/**
 * Links in rule text that lead nowhere: Cursor's `mdc:` links and relative Markdown links, each read
 * as its form says (link-targets.ts). No agent fails on one, but the model is sent to a file that is
 * not there, and the rule that leans on it says less than its author meant. Read per rule file, once.
 */
import { dirname, isWithin, join, relative } from "../core/paths";
import type { FsPort } from "../fs/port";
import { finding, type TextCache } from "./findings";
import type { Run } from "./runs";
import { isLoaded } from "../types";
import type { Identity } from "./identity";
import type { Finding } from "./types";
import { NOT_INSTRUCTIONS } from "../source-layers";
import { linksOf, type Link } from "./link-targets";

/** Rule texts scanned for links at most (longer ones are budget findings anyway). */
const MAX_SCANNED = 1 << 20;

interface Sent {
  agents: string[];
  /** Repository-relative folders the file is read from (a link to it elsewhere reads its links from there). */
  folders: Set<string>;
}

/** The rule files under the root that the runs load, by real path. */
function sentFiles(root: string, runs: Run[], id: Identity): Map<string, Sent> {
  const out = new Map<string, Sent>();
  for (const r of runs)
    for (const s of r.resolution.sources) {
      if (!isLoaded(s) || NOT_INSTRUCTIONS.has(s.layer) || !isWithin(s.path, root)) continue;
      const file = id.of(s.path);
      if (!isWithin(file, root)) continue;
      const sent = out.get(file) ?? { agents: [], folders: new Set([relative(root, dirname(file))]) };
      if (!sent.agents.includes(r.agent)) sent.agents.push(r.agent);
      sent.folders.add(relative(root, dirname(s.path)));
      out.set(file, sent);
    }
  return out;
}

/** The link as named in a message: as written, then where it leads when that is not plain from the text. */
const named = (link: Link): string =>
  link.readings.length === 1 && link.readings[0] === link.written ? link.written : `${link.written} (${link.readings.join(" or ")})`;

/** Dead references in the rule files the declared agents send, one finding per file and line. */
export function deadReferenceFindings(root: string, runs: Run[], fs: FsPort, texts: TextCache, id: Identity): Finding[] {
  const out: Finding[] = [];
  const exists = (rel: string) => fs.stat(join(root, rel)).ok;
  for (const [file, { agents, folders }] of sentFiles(root, runs, id)) {
    const text = texts.get(file);
    if (text === null || text.length > MAX_SCANNED) continue;
    // The same links, read from each folder the file is read from (its own first): dead when dead from every one.
    const [own, ...others] = [...folders].map((f) => linksOf(text, f));
    // Per line, every dead link on it: one finding.
    const dead = new Map<number, Link[]>();
    own.forEach((link, i) => {
      const readings = [link, ...others.map((o) => o[i])].flatMap((l) => l.readings);
      // Leaving the tree (../ past the root): what is there is not the tree's to judge.
      if (readings.length === 0 || readings.some(exists)) return;
      const list = dead.get(link.line) ?? [];
      if (!list.some((l) => l.written === link.written)) list.push(link);
      dead.set(link.line, list);
    });
    for (const [line, links] of dead) {
      const written = links.map((l) => l.written).join(", ");
      out.push(
        finding(
          "reference-dead",
          { agent: agents[0] },
          file,
          `Line ${line} links to ${links.map(named).join(", ")}, and no such file is in the tree: ${agents.join(", ")} send${agents.length === 1 ? "s" : ""} the link, and the model that follows it finds nothing.`,
          {
            agents,
            line,
            headline: `Line ${line} links to ${links.length === 1 ? `${written}, which does not exist` : `files that do not exist: ${written}`}`,
          },
        ),
      );
    }
  }
  return out;
}
