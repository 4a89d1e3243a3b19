/**
 * A neutral, clearly labelled listing of rule texts, for profiles whose agent does not publish how it
 * words or wraps them (textFidelity "order-only"). The labels are Rulescope's and say so; each
 * entry's text is the file's own. Which entries, in which order, stays with each profile.
 */
import type { Block } from "../types";
import { Composer } from "./compose";

export interface ListingEntry {
  /** Rulescope's label for the entry, e.g. "Global rule: /home/user/.x/rules.md". */
  label: string;
  text: string;
  /** The source file; entries without one (settings text) are written as frame. */
  path?: string;
}

/** The header line: names the agent and says the brackets are Rulescope's. */
export function listingHeader(agentName: string): string {
  return `[Rulescope listing: ${agentName} does not publish how it words or wraps these texts. They are shown in the order it sends them; lines in square brackets are Rulescope's labels, not ${agentName}'s.]\n`;
}

/** Write the listing into `c` (nothing at all when there are no entries). */
function writeListing(c: Composer, agentName: string, entries: ListingEntry[]): Composer {
  if (entries.length === 0) return c;
  c.frame(listingHeader(agentName));
  for (const e of entries) {
    c.frame(`\n[${e.label}]\n`);
    if (e.path !== undefined) c.content(e.text, e.path);
    else c.frame(e.text);
    if (!e.text.endsWith("\n")) c.frame("\n");
  }
  return c;
}

export function listing(agentName: string, entries: ListingEntry[]): Composer {
  return writeListing(new Composer(), agentName, entries);
}

/** Rulescope's text for rules only offered by description (the agent decides whether to read them). */
export function descriptionsListing(agentName: string, items: { name: string; path: string; description: string }[]): string {
  const lines = items.map((i) => `- ${i.name} (${i.path}): ${i.description}\n`);
  return `[Rulescope listing: descriptions ${agentName} offers the model; it reads a rule's text only if it judges it relevant]\n${lines.join("")}`;
}

/**
 * The system block that offers rules to the model by their descriptions (a rule without one is offered
 * as `(no description)`), or no block when none is offered. `label` names the agent's own mode.
 */
export function offeredBlock(
  agentName: string,
  label: string,
  offered: readonly { name: string; path: string; description?: string }[],
): Block[] {
  if (offered.length === 0) return [];
  const items = offered.map((r) => ({ name: r.name, path: r.path, description: r.description ?? "(no description)" }));
  return [{ role: "system", label, text: descriptionsListing(agentName, items) }];
}
