/**
 * Trae / TraeCode (ByteDance's IDE; closed source): global rules in ~/.trae/user_rules, project rules
 * in .trae/rules (subfolders up to 3 levels since v3.5.51), .trae/rules folders in subdirectories
 * (scoped to them), and the project root's AGENTS.md / CLAUDE.md / CLAUDE.local.md when the Import
 * Settings toggles are on. Each rule's frontmatter picks its mode: Always (alwaysApply: true), specific
 * files (globs), Intelligent (description: the model decides) or Manual (`#name` in the chat). Trae
 * does not publish its wording, so the prompt is a neutral listing.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { join, normalize } from "../../core/paths";
import { listing, type ListingEntry, offeredBlock } from "../../core/rule-listing";
import type { Block, Source } from "../../types";
import { defineProfile, type ProfileContext } from "../define";
import { attachmentsByRead, noText } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { AGENTS_FILE, CLAUDE_FILES, CONFIG, NAME, RULES_DIR } from "./facts";
import { traeMeta } from "./meta";
import { readSettings } from "../settings";
import { readFolder, readRule, ruleSource, subdirectoryRules, type Rule } from "./rules";

/** `#name` mentions in the chat (a trailing punctuation mark dropped). */
function mentions(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(])#([^\s#,;:!?()]+)/g)].map((m) => m[1].replace(/[.]+$/, "").replace(/\.md$/i, ""));
}

const LAYER_WORD: Record<string, string> = {
  global: "User rule",
  rule: "Project rule",
  "nested-rule": "Subdirectory rule",
  agents: "Imported",
};
const label = (r: Rule, how: string) => `${LAYER_WORD[r.layer] ?? "Rule"} ${r.name} (${how}): ${r.path}`;

/** The root files behind the Import Settings toggles, read as Always rules when their toggle is on. */
function imported(ctx: ProfileContext, b: Behaviour, notes: Source[]): Rule[] {
  const root = normalize(ctx.input.cwd);
  const groups = [
    { key: CONFIG.includeAgentsMd, setting: "Include AGENTS.md in the context", files: [AGENTS_FILE] },
    { key: CONFIG.includeClaudeMd, setting: "Include CLAUDE.md in context", files: [...CLAUDE_FILES] },
  ];
  // A release without imports has no such toggles: they are not read there.
  const toggles = b.imports ? readSettings(ctx, traeMeta.configKeys).values : null;
  const out: Rule[] = [];
  for (const g of groups) {
    const on = toggles !== null && toggles[g.key];
    for (const f of g.files) {
      const path = join(root, f);
      const st = ctx.fs.stat(path);
      if (!on && st.ok && st.value.kind === "file")
        notes.push(
          // A setting switches the import off ("disabled"); a release without imports does not consider it.
          noText(
            path,
            "agents",
            b.imports ? "disabled" : "unmatched",
            b.imports ? `Not read: "${g.setting}" is off (config ${g.key}).` : `Not read: this release does not import ${f}.`,
            st.value.size,
          ),
        );
      if (!on) continue;
      const r = readRule(ctx, path, "agents", notes, { plain: true });
      if (r) out.push(r);
    }
  }
  return out;
}

function discover(ctx: ProfileContext, b: Behaviour, notes: Source[]): Rule[] {
  const { cwd, home } = ctx.input;
  const user = b.userRulesDir === null ? [] : readFolder(ctx, b, join(home, b.userRulesDir), "global", notes);
  const project = readFolder(ctx, b, join(normalize(cwd), RULES_DIR), "rule", notes);
  const nested = b.subdirectoryRules ? subdirectoryRules(ctx, b, notes) : [];
  return [...user, ...project, ...imported(ctx, b, notes), ...nested];
}

/** Why a specific-files rule (or a subdirectory's rule) stayed out: no file in context is its. */
const unattached = (r: Rule) =>
  r.subdir !== undefined && r.globs.length === 1 && r.globs[0] === `${r.subdir}/**`
    ? `A rule of ${r.subdir}/.trae/rules: it applies when a file in ${r.subdir} is read or mentioned, and none is in context.`
    : `Applies to specific files (${r.globs.join(", ")}): no file in context matches.`;

/** Specific-files rules: attached when a file in context matches (after the session starts). */
function attach(ctx: ProfileContext, pending: Rule[], blocks: Block[]): void {
  const cwd = normalize(ctx.input.cwd);
  const done = new Set<Rule>();
  for (const { entry, rel, matches: now } of attachmentsByRead(ctx, cwd, pending)) {
    for (const { rule: r, by } of now) {
      done.add(r);
      const why =
        r.subdir !== undefined ? `it is a rule of ${r.subdir}/.trae/rules, which applies to files in ${r.subdir}` : "its globs match";
      ctx.source({
        ...ruleSource(r, `Included when ${rel} is read or mentioned: ${why}.`, by),
        scope: { patterns: r.globs, ...(r.globsLine ? { line: r.globsLine } : {}) },
      });
    }
    const text = listing(
      NAME,
      now.map(({ rule: r, by }) => ({ label: label(r, `files ${by.join(", ")}`), text: r.body, path: r.path })),
    );
    blocks.push({
      role: "system",
      label: `Attached when ${rel} is read (Rulescope listing)`,
      trigger: `read ${entry}`,
      text: text.toString(),
    });
  }
  for (const r of pending.filter((r) => !done.has(r)))
    ctx.source({
      ...noText(r.path, r.layer, "unmatched", unattached(r), r.size),
      scope: { patterns: r.globs },
    });
}

function report(ctx: ProfileContext, start: Rule[], called: Rule[], offered: Rule[], manual: Rule[]): void {
  for (const r of start)
    ctx.source(
      ruleSource(
        r,
        r.layer === "agents"
          ? `Included: imported from the project root (Import Settings on).`
          : r.layer === "global"
            ? "Included: a user rule applies in every project."
            : "Included: alwaysApply is true, so it applies in every chat.",
      ),
    );
  for (const r of called) ctx.source(ruleSource(r, `Included: the chat mentions #${r.name}.`, [`#${r.name}`]));
  for (const r of offered)
    ctx.source(
      noText(
        r.path,
        r.layer,
        "offered",
        "Intelligent: the model sees its description and applies it only if it judges it relevant.",
        r.size,
      ),
    );
  for (const r of manual)
    ctx.source({
      ...noText(r.path, r.layer, "unmatched", `Manual: it applies only when the chat mentions #${r.name}.`, r.size),
      manual: true,
    });
}

function resolve(ctx: ProfileContext, b: Behaviour) {
  const notes: Source[] = [];
  const rules = discover(ctx, b, notes);
  const named = mentions(ctx.input.prompt);
  const isNamed = (r: Rule) => r.mode !== "always" && named.includes(r.name);
  const start = rules.filter((r) => r.mode === "always");
  const called = rules.filter(isNamed);
  const offered = rules.filter((r) => r.mode === "intelligent" && !isNamed(r));
  const manual = rules.filter((r) => r.mode === "manual" && !isNamed(r));
  report(ctx, start, called, offered, manual);
  for (const n of notes) ctx.source(n);
  const entries: ListingEntry[] = [
    ...start.map((r) => ({ label: label(r, r.layer === "agents" ? "Import Settings" : "always"), text: r.body, path: r.path })),
    ...called.map((r) => ({ label: label(r, `#${r.name} in the chat`), text: r.body, path: r.path })),
  ];
  const prompt = listing(NAME, entries);
  if (entries.length === 0) ctx.decide("no always-applied or mentioned rules: nothing is added when the chat starts");
  const blocks: Block[] = [
    { role: "system", label: "Trae agent system prompt (not published)", text: "", placeholder: true },
    { role: "system", label: "Rules (Rulescope listing: Trae's wording is not published)", text: prompt.toString() },
  ];
  blocks.push(...offeredBlock(NAME, "Intelligent rules: descriptions offered to the model (Rulescope listing)", offered));
  attach(
    ctx,
    rules.filter((r) => r.mode === "files" && !isNamed(r)),
    blocks,
  );
  return { prompt, blocks };
}

export const trae = defineProfile(traeMeta, BEHAVIOURS, resolve);
