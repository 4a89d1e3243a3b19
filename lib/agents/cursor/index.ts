/**
 * Cursor (closed source): project rules in `.cursor/rules/**\/*.mdc` with description / globs /
 * alwaysApply frontmatter (Always, Apply to Specific Files, Apply Intelligently, Apply Manually),
 * nested rules folders and nested AGENTS.md scoped to their folder, AGENTS.md and CLAUDE.md from the
 * working directory and each folder above it, the legacy .cursorrules, and Team / User Rules from
 * settings. Cursor does not publish how it words the result, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block, Source } from "../../types";
import { included } from "./collect";
import { CONFIG, LISTING } from "./facts";
import { buildSession, type Item } from "./session";
import type { RuleEntry } from "./collect";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { cursorMeta } from "./meta";
import { readSettings } from "../settings";

type Ctx = ContextOf<typeof cursorMeta>;

/** A rules setting's text, or undefined when it is blank (nothing to send). */
const rulesText = (v: string): string | undefined => (v.trim() === "" ? undefined : v);

/** One labelled entry of the listing: a file's text (content) or a setting's (no file: frame). */
function writeEntry(c: Composer, label: string, text: string, path?: string): void {
  c.frame(LISTING.item(label));
  if (path !== undefined) c.content(text, path);
  else c.frame(text);
  if (!text.endsWith("\n")) c.frame("\n");
}

function listing(entries: { label: string; text: string; path?: string }[]): Composer {
  const c = new Composer();
  if (entries.length === 0) return c;
  c.frame(LISTING.header);
  for (const e of entries) writeEntry(c, e.label, e.text, e.path);
  return c;
}

const fileEntry = (i: Item) => ({ label: i.label, text: i.file.text, path: i.file.path });

function descriptions(rules: RuleEntry[]): string {
  const lines = rules.map((r) => `- @${r.name} (${r.path}): ${r.rule.description ?? ""}\n`);
  return `[Rulescope listing: descriptions Cursor offers the agent; it fetches a rule's text only if it judges it relevant]\n${lines.join("")}`;
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { values } = readSettings(ctx, cursorMeta.configKeys);
  const team = rulesText(values[CONFIG.teamRules]);
  const user = rulesText(values[CONFIG.userRules]);
  const session = buildSession(ctx, b.readsMd, values[CONFIG.thirdParty]);

  // Docs: "Team Rules → Project Rules → User Rules"; @-mentioned rules ride on the user's message.
  const entries = [
    ...(team ? [{ label: LISTING.teamRules, text: team }] : []),
    ...session.project.map(fileEntry),
    ...(user ? [{ label: LISTING.userRules, text: user }] : []),
    ...session.mentioned.map(fileEntry),
  ];
  const prompt = listing(entries);
  if (entries.length === 0) ctx.decide("no rules, AGENTS.md or settings text: nothing is added to the context");

  // Apply to Specific Files rules carry their globs: `check` tests them against the whole tree.
  const scopes = new Map(
    session.rules
      .filter((r) => r.rule.type === "auto")
      .map((r) => [r.path, { patterns: r.rule.globs, ...(r.rule.globsLine ? { line: r.rule.globsLine } : {}) }]),
  );
  const source = (s: Source) => {
    const scope = scopes.get(s.path);
    ctx.source(scope ? { ...s, scope } : s);
  };
  for (const i of [...session.project, ...session.mentioned]) source(included(i.file, i.reason, i.matchedBy));
  for (const s of session.startNotes) source(s);
  for (const r of session.reads) for (const i of r.items) source(included(i.file, i.reason, i.matchedBy));
  for (const s of session.readNotes) source(s);

  const blocks: Block[] = [
    {
      role: "system",
      label: "Cursor system prompt: base instructions, tools and environment (not published)",
      text: "",
      placeholder: true,
    },
    {
      role: "user",
      label: "Rules in the first context message (Rulescope listing: Cursor's wording is not published)",
      text: prompt.toString(),
    },
  ];
  if (session.offered.length > 0)
    blocks.push({
      role: "user",
      label: "Agent Requested rules: descriptions offered to the agent (Rulescope listing)",
      text: descriptions(session.offered),
    });
  for (const r of session.reads) {
    const parts: string[] = [];
    if (r.items.length > 0) parts.push(listing(r.items.map(fileEntry)).toString());
    if (r.offered.length > 0) parts.push(descriptions(r.offered));
    blocks.push({
      role: "user",
      label: `Attached when ${r.entry} is read (Rulescope listing)`,
      trigger: `read ${r.entry}`,
      text: parts.join("\n"),
    });
  }
  return { prompt, blocks };
}

export const cursor = defineProfile(cursorMeta, BEHAVIOURS, resolve);
