/**
 * Windsurf (Cascade; closed source; renamed Devin Desktop on 2026-06-02): global_rules.md, the legacy
 * .windsurfrules, rule files in every .devin/rules folder and, as the fallback, every .windsurf/rules
 * folder (workspace, subfolders, parents up to the git root) with a `trigger:`
 * (always_on | manual | model_decision | glob), and AGENTS.md (root: always on; a subfolder's: a glob
 * rule for `<dir>/**`). Windsurf does not publish its wording, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { listing, type ListingEntry, offeredBlock } from "../../core/rule-listing";
import type { Block, Source } from "../../types";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { NAME } from "./facts";
import { attachmentsByRead } from "../shared";
import { discover, noText, PARENT_AGENTS_LAYER, ruleSource, type Rule } from "./rules";
import { defineProfile, type ContextOf } from "../define";
import { windsurfMeta } from "./meta";

type Ctx = ContextOf<typeof windsurfMeta>;

const KIND_LABEL = {
  global: "Global rules (global_rules.md)",
  legacy: "Legacy .windsurfrules",
  rule: "Rule",
  agents: "AGENTS.md",
} as const;

function label(r: Rule, how: string): string {
  return `${KIND_LABEL[r.kind]}${r.kind === "rule" ? ` ${r.name}` : ""}, ${how}: ${r.path}`;
}

/** `@name` mentions in the prompt (trailing punctuation dropped). */
function mentions(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(])@([A-Za-z0-9_][\w.-]*)/g)].map((m) => m[1].replace(/[.,;:!?-]+$/, ""));
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { cwd, prompt } = ctx.input;
  const notes: Source[] = [];
  const d = discover(ctx, b, notes);
  const start: { rule: Rule; how: string; reason: string; matchedBy?: string[] }[] = [];
  if (d.global) start.push({ rule: d.global, how: "always on", reason: "Included: global_rules.md applies to every workspace." });
  if (d.legacy)
    start.push({ rule: d.legacy, how: "always on", reason: "Included: the legacy .windsurfrules file is read as an always-on rule." });
  for (const r of d.rules.filter((r) => r.trigger === "always_on"))
    start.push({ rule: r, how: "trigger always_on", reason: "Included: trigger: always_on." });
  for (const r of d.rootAgents)
    start.push({ rule: r, how: "workspace root, always on", reason: "Included: an AGENTS.md at the workspace root is an always-on rule." });

  const named = mentions(prompt);
  const mentioned = d.rules.filter((r) => r.trigger !== "always_on" && named.includes(r.name));
  const offered = d.rules.filter((r) => r.trigger === "model_decision" && !mentioned.includes(r));
  const manual = d.rules.filter((r) => r.trigger === "manual" && !mentioned.includes(r));
  const pending = [...d.rules.filter((r) => r.trigger === "glob" && !mentioned.includes(r)), ...d.nested];

  const entries: ListingEntry[] = [
    ...start.map((s) => ({ label: label(s.rule, s.how), text: s.rule.text, path: s.rule.path })),
    ...mentioned.map((r) => ({ label: label(r, `@${r.name} in the prompt`), text: r.text, path: r.path })),
  ];
  const promptText = listing(NAME, entries);
  if (entries.length === 0) ctx.decide("no always-on or mentioned rules: nothing is added at session start");
  for (const s of start) ctx.source(ruleSource(s.rule, s.reason));
  for (const r of mentioned) ctx.source(ruleSource(r, `Included: the prompt mentions @${r.name} (trigger ${r.trigger}).`, [`@${r.name}`]));
  for (const r of offered)
    ctx.source(
      noText(
        r.path,
        r.layer,
        "offered",
        "trigger: model_decision: only its description is offered; the model decides whether to apply it, which Rulescope cannot predict.",
        r.size,
      ),
    );
  for (const r of manual)
    ctx.source({
      ...noText(
        r.path,
        r.layer,
        "unmatched",
        `trigger: manual: it applies only when the prompt mentions @${r.name}, and it does not.`,
        r.size,
      ),
      manual: true,
    });
  for (const n of notes) ctx.source(n);

  // Glob rules (and subfolder AGENTS.md) attach when Cascade reads or edits a matching file.
  const blocks: Block[] = [
    { role: "system", label: "Cascade system prompt: base instructions, tools, environment (not published)", text: "", placeholder: true },
    {
      role: "system",
      label: "Rules in the system prompt (Rulescope listing: Windsurf's wording is not published)",
      text: promptText.toString(),
    },
  ];
  blocks.push(...offeredBlock(NAME, "model_decision rules: descriptions offered to the model (Rulescope listing)", offered));
  attachGlobRules(ctx, cwd, pending, blocks);
  return { prompt: promptText, blocks };
}

/**
 * Glob rules (and subfolder AGENTS.md) attach when Cascade reads or edits a matching file: one block per
 * read; the rest are unmatched. Glob rules carry their patterns as scope: `check` tests them against
 * the whole tree.
 */
function attachGlobRules(ctx: Ctx, cwd: string, pending: Rule[], blocks: Block[]): void {
  const attached = new Set<Rule>();
  const scoped = (r: Rule, src: Source): Source =>
    r.kind === "agents" ? src : { ...src, scope: { patterns: r.globs, ...(r.globsLine ? { line: r.globsLine } : {}) } };
  for (const { entry, rel, matches: now } of attachmentsByRead(ctx, cwd, pending)) {
    for (const { rule: r, by } of now) {
      attached.add(r);
      ctx.source(
        scoped(
          r,
          ruleSource(
            r,
            `Included when ${rel} is read: ${r.kind !== "agents" ? "its trigger: glob pattern matches" : r.layer === PARENT_AGENTS_LAYER ? "an AGENTS.md in a parent folder up to the git root is a glob rule for its folder, which holds every file of the workspace" : "an AGENTS.md in a subfolder is a glob rule for its folder"}.`,
            by,
          ),
        ),
      );
    }
    blocks.push({
      role: "system",
      label: `Attached when ${rel} is read (Rulescope listing)`,
      trigger: `read ${entry}`,
      text: listing(
        NAME,
        now.map(({ rule: r, by }) => ({ label: label(r, `glob ${by.join(", ")}`), text: r.text, path: r.path })),
      ).toString(),
    });
  }
  for (const r of pending.filter((r) => !attached.has(r)))
    ctx.source(
      scoped(
        r,
        noText(
          r.path,
          r.layer,
          "unmatched",
          r.globs.length === 0
            ? "trigger: glob with no globs: it never applies."
            : `Glob rule (${r.globs.join(", ")}): no file in context matches.`,
          r.size,
        ),
      ),
    );
}

export const windsurf = defineProfile(windsurfMeta, BEHAVIOURS, resolve);
