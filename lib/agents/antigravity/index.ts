/**
 * Google Antigravity (closed source): ~/.gemini/GEMINI.md (global rules), the workspace's GEMINI.md
 * and AGENTS.md (1.20.3 and later), and the Markdown rules of `.agents/rules` (else the legacy
 * `.agent/rules`) in the workspace and at its git root, each with a `trigger:` (always_on | manual |
 * model_decision | glob). Rule files may reference other files with `@path`. Antigravity does not
 * publish how it words rules, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { listing, type ListingEntry, offeredBlock } from "../../core/rule-listing";
import type { Block, Source } from "../../types";
import { defineProfile } from "../define";
import { attachmentsByRead } from "../shared";
import type { ProfileContext } from "../base";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { NAME } from "./facts";
import { Context } from "./context";
import { discover, type Rule } from "./rules";
import { antigravityMeta } from "./meta";

/** `@name` mentions in the prompt (trailing punctuation dropped). */
function mentions(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(])@([A-Za-z0-9_][\w.-]*)/g)].map((m) => m[1].replace(/[.,;:!?-]+$/, ""));
}

/** Rules left out at session start: model_decision ones are offered, manual ones wait for @name. */
function leftOut(ctx: ProfileContext, offered: Rule[], manual: Rule[]): void {
  for (const r of offered)
    ctx.source({
      path: r.path,
      layer: r.layer,
      status: "offered",
      reason:
        "trigger: model_decision: only its description is offered; the model decides whether to apply it, which Rulescope cannot predict.",
      bytes: r.size,
      includedBytes: 0,
    });
  for (const r of manual)
    ctx.source({
      path: r.path,
      layer: r.layer,
      status: "unmatched",
      reason: `Manual: it applies only when the prompt mentions @${r.name}, and it does not.`,
      bytes: r.size,
      includedBytes: 0,
      manual: true,
    });
}

/** Glob rules attach when a file they match is read: one block per read. */
function attachOnRead(ctx: ProfileContext, c: Context, pending: Rule[], blocks: Block[]): void {
  const attached = new Set<Rule>();
  for (const { entry, rel, matches } of attachmentsByRead(ctx, ctx.input.cwd, pending)) {
    const entries: ListingEntry[] = [];
    for (const { rule: r, by } of matches) {
      attached.add(r);
      const scope = { patterns: r.globs, ...(r.globsLine ? { line: r.globsLine } : {}) };
      c.add(
        entries,
        r,
        `Rule ${r.name}, glob ${by.join(", ")}`,
        `Included when ${rel} is read: its trigger: glob pattern matches.`,
        by,
        scope,
      );
    }
    blocks.push({
      role: "system",
      label: `Attached when ${rel} is read (Rulescope listing)`,
      trigger: `read ${entry}`,
      text: listing(NAME, entries).toString(),
    });
  }
  for (const r of pending.filter((r) => !attached.has(r)))
    ctx.source({
      path: r.path,
      layer: r.layer,
      status: "unmatched",
      reason:
        r.globs.length === 0
          ? "trigger: glob with no globs: it never applies."
          : `Glob rule (${r.globs.join(", ")}): no file in context matches.`,
      bytes: r.size,
      includedBytes: 0,
      scope: { patterns: r.globs, ...(r.globsLine ? { line: r.globsLine } : {}) },
    });
}

const KIND_LABEL = { global: "Global rules", workspace: "Workspace file", rule: "Rule" } as const;

function resolve(ctx: ProfileContext, b: Behaviour) {
  const notes: Source[] = [];
  const d = discover(ctx, b, notes);
  const c = new Context(ctx);
  const entries: ListingEntry[] = [];
  if (d.global)
    c.add(
      entries,
      d.global,
      `${KIND_LABEL.global} (~/.gemini/GEMINI.md)`,
      "Included: ~/.gemini/GEMINI.md holds the global rules, applied in every workspace.",
    );
  for (const r of d.workspace)
    c.add(entries, r, `${KIND_LABEL.workspace} ${r.name}.md`, `Included: ${r.name}.md at the workspace root is read in every session.`);
  for (const r of d.rules.filter((r) => r.trigger === "always_on"))
    c.add(entries, r, `${KIND_LABEL.rule} ${r.name}, always on`, "Included: trigger: always_on.");
  const named = mentions(ctx.input.prompt);
  const mentioned = d.rules.filter((r) => r.trigger !== "always_on" && named.includes(r.name));
  for (const r of mentioned)
    c.add(
      entries,
      r,
      `${KIND_LABEL.rule} ${r.name}, @${r.name} in the prompt`,
      `Included: the prompt mentions @${r.name} (trigger ${r.trigger}).`,
      [`@${r.name}`],
    );
  const offered = d.rules.filter((r) => r.trigger === "model_decision" && !mentioned.includes(r));
  leftOut(
    ctx,
    offered,
    d.rules.filter((r) => r.trigger === "manual" && !mentioned.includes(r)),
  );
  for (const n of notes) ctx.source(n);
  const prompt = listing(NAME, entries);
  if (entries.length === 0) ctx.decide("no always-on or mentioned rules: nothing is added at session start");
  const blocks: Block[] = [
    { role: "system", label: `${NAME} system prompt: base instructions, tools, environment (not published)`, text: "", placeholder: true },
    { role: "system", label: `Rules (Rulescope listing: ${NAME}'s wording is not published)`, text: prompt.toString() },
  ];
  blocks.push(...offeredBlock(NAME, "model_decision rules: descriptions offered to the model (Rulescope listing)", offered));
  attachOnRead(
    ctx,
    c,
    d.rules.filter((r) => r.trigger === "glob" && !mentioned.includes(r)),
    blocks,
  );
  return { prompt, blocks };
}

export const antigravity = defineProfile(antigravityMeta, BEHAVIOURS, resolve);
