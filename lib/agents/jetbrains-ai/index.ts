/**
 * JetBrains AI Assistant chat (closed source): project rules in `.aiassistant/rules/*.md` at the project
 * root, each typed by a leading metadata block (`apply: always | manually | by model decision | by file
 * patterns | off`; no `apply:` line is Off). Always rules go to every chat; Manually rules when the
 * prompt invokes `@rule:<name>` or `#rule:<name>`; by model decision rules are offered with their
 * instructions; by file patterns rules attach when a file referenced in the chat matches. JetBrains does
 * not publish its wording, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { isWithin, join, normalize, relative } from "../../core/paths";
import { listing, type ListingEntry, offeredBlock } from "../../core/rule-listing";
import { utf8Length } from "../../core/bytes";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { noText, relativeGlobsMatching } from "../shared";
import { APPLY, INVOKE_PREFIXES, NAME } from "./facts";
import { jetbrainsAiMeta } from "./meta";
import { readRules, type Rule } from "./rules";

const included = (r: Rule, reason: string, matchedBy?: string[]): Source => ({
  path: r.path,
  layer: "rule",
  status: "included",
  reason,
  bytes: r.size,
  includedBytes: Math.min(r.size, utf8Length(r.body)),
  ...(matchedBy ? { matchedBy } : {}),
});

/** Rule names the prompt invokes with `@rule:name` or `#rule:name` (a trailing `.md` is dropped). */
function invoked(prompt: string): string[] {
  const out: string[] = [];
  for (const prefix of INVOKE_PREFIXES) {
    let at = prompt.indexOf(prefix);
    while (at >= 0) {
      const name = /^[^\s,;)]+/.exec(prompt.slice(at + prefix.length))?.[0]?.replace(/[.!?]+$/, "");
      if (name) out.push(name.replace(/\.md$/i, ""));
      at = prompt.indexOf(prefix, at + prefix.length);
    }
  }
  return out;
}

const label = (r: Rule, how: string) => `Project rule ${r.name} (${how}): ${r.path}`;

/** By file patterns rules: attached when a file referenced in the chat matches one pattern. */
function attach(ctx: ProfileContext, pending: Rule[], blocks: Block[]): void {
  const cwd = normalize(ctx.input.cwd);
  const done = new Set<Rule>();
  for (const entry of ctx.input.contextPaths) {
    const abs = normalize(entry.startsWith("/") ? entry : join(cwd, entry));
    if (!isWithin(abs, cwd) || abs === cwd) continue;
    const rel = relative(cwd, abs);
    const now = pending
      .filter((r) => !done.has(r))
      .map((r) => ({ r, by: relativeGlobsMatching(ctx.globs, { path: r.path }, r.patterns, rel) }))
      .filter((x) => x.by.length > 0);
    if (now.length === 0) continue;
    for (const { r, by } of now) {
      done.add(r);
      ctx.source({
        ...included(r, `Included when ${rel} is referenced in the chat: its pattern matches.`, by),
        scope: { patterns: r.patterns },
      });
    }
    const text = listing(
      NAME,
      now.map(({ r, by }) => ({ label: label(r, `by file patterns ${by.join(", ")}`), text: r.body, path: r.path })),
    );
    blocks.push({
      role: "system",
      label: `Attached when ${rel} is referenced (Rulescope listing)`,
      trigger: `read ${entry}`,
      text: text.toString(),
    });
  }
  for (const r of pending.filter((r) => !done.has(r)))
    ctx.source({
      ...noText(
        r.path,
        "rule",
        "unmatched",
        `By file patterns (${r.patterns.join(", ") || "no patterns"}): no file referenced in the chat matches.`,
        r.size,
      ),
      scope: { patterns: r.patterns },
    });
}

function resolve(ctx: ProfileContext) {
  const notes: Source[] = [];
  const rules = readRules(ctx, notes);
  const names = invoked(ctx.input.prompt);
  const isCalled = (r: Rule) => names.includes(r.name);
  const always = rules.filter((r) => r.apply === APPLY.always);
  const called = rules.filter((r) => r.apply !== APPLY.always && r.apply !== APPLY.off && isCalled(r));
  const offered = rules.filter((r) => r.apply === APPLY.modelDecision && !isCalled(r));
  const entries: ListingEntry[] = [
    ...always.map((r) => ({ label: label(r, "Always"), text: r.body, path: r.path })),
    ...called.map((r) => ({ label: label(r, `invoked as rule:${r.name}`), text: r.body, path: r.path })),
  ];
  for (const r of always) ctx.source(included(r, "Included: its Rule type is Always, so it goes to every chat."));
  for (const r of called) ctx.source({ ...included(r, `Included: the prompt invokes rule:${r.name}.`, [`rule:${r.name}`]) });
  for (const r of offered)
    ctx.source(
      noText(
        r.path,
        "rule",
        "offered",
        "By model decision: the model sees its instructions and applies it only if it judges it relevant.",
        r.size,
      ),
    );
  for (const r of rules.filter((r) => r.apply === APPLY.manually && !isCalled(r)))
    ctx.source({
      ...noText(r.path, "rule", "unmatched", `Manually: it applies only when the chat invokes @rule:${r.name} or #rule:${r.name}.`, r.size),
      manual: true,
    });
  for (const r of rules.filter((r) => r.apply === APPLY.off))
    ctx.source(
      noText(
        r.path,
        "rule",
        "disabled",
        r.noApply
          ? "Off: it has no apply: line, so the plugin never attaches it."
          : "Off: its Rule type is Off (or a value the plugin does not know).",
        r.size,
      ),
    );
  for (const n of notes) ctx.source(n);

  const prompt = listing(NAME, entries);
  const blocks: Block[] = [
    { role: "system", label: "AI Assistant chat system prompt (not published)", text: "", placeholder: true },
    { role: "system", label: "Project rules (Rulescope listing: AI Assistant's wording is not published)", text: prompt.toString() },
  ];
  blocks.push(
    ...offeredBlock(
      NAME,
      "By model decision rules: instructions offered to the model (Rulescope listing)",
      offered.map((r) => ({ name: r.name, path: r.path, description: r.instructions ?? "(no instructions)" })),
    ),
  );
  attach(
    ctx,
    rules.filter((r) => r.apply === APPLY.filePatterns && !isCalled(r)),
    blocks,
  );
  if (entries.length === 0) ctx.decide("no Always or invoked project rules: nothing is added to the chat at its start");
  return { prompt, blocks };
}

export const jetbrainsAi = defineProfile(jetbrainsAiMeta, resolve);
